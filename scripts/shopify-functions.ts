/**
 * `npm run shopify:functions [-- --check]`: writes each Shopify Function extension's `schema.graphql` (the
 * Function API schema of its target, from Shopify's published introspection in shopify/schemas/) and its
 * `generated/api.ts` (graphql-codegen's types for its input query, as `shopify app function typegen` writes them),
 * offline. `--check` changes nothing and exits 1 when a file is stale (tests/shopify/functions.test.ts runs it).
 */
import {readFileSync, writeFileSync, existsSync, mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {printSchema} from 'graphql';
import {generate} from '@graphql-codegen/cli';
import {shopifySchema, SHOPIFY_SCHEMA_API_VERSION} from '../shopify/schemas/load';
import {functionExtensions, type FunctionExtension} from '../shopify/extensions';

export {functionExtensions};

/** The files the command writes for one extension, with their contents. */
async function filesFor(extension: FunctionExtension): Promise<{path: string; content: string}[]> {
  if (extension.apiVersion !== SHOPIFY_SCHEMA_API_VERSION) {
    throw new Error(
      `${extension.handle} targets API ${extension.apiVersion}, the vendored schemas are ${SHOPIFY_SCHEMA_API_VERSION} (shopify/schemas/manifest.json).`,
    );
  }
  const schemaPath = join(extension.dir, 'schema.graphql');
  const schemaText = `${printSchema(shopifySchema(extension.schema))}\n`;
  const [api] = await generate(
    {
      schema: schemaText,
      documents: join(extension.dir, 'src', '*.graphql'),
      generates: {
        [join(extension.dir, 'generated', 'api.ts')]: {
          plugins: ['typescript', 'typescript-operations'],
          config: {omitOperationSuffix: true},
        },
      },
      silent: true,
    },
    false,
  );
  return [
    {path: schemaPath, content: schemaText},
    {path: api.filename, content: api.content},
  ];
}

/** The stale files (check) or the files written. */
export async function writeFunctionFiles({check}: {check: boolean}): Promise<string[]> {
  const touched: string[] = [];
  for (const extension of functionExtensions()) {
    for (const {path, content} of await filesFor(extension)) {
      const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
      if (current === content) continue;
      touched.push(path);
      if (!check) {
        mkdirSync(dirname(path), {recursive: true});
        writeFileSync(path, content);
      }
    }
  }
  return touched;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const touched = await writeFunctionFiles({check});
  const relative = touched.map((path) => path.replace(`${fileURLToPath(new URL('..', import.meta.url))}`, ''));
  if (check && touched.length > 0) {
    console.error(`Stale (run npm run shopify:functions):\n  ${relative.join('\n  ')}`);
    process.exit(1);
  }
  console.log(touched.length === 0 ? 'Function schemas and types are current.' : `Wrote:\n  ${relative.join('\n  ')}`);
}
