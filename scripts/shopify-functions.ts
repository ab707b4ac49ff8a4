/**
 * `npm run shopify:functions [-- --check]`: writes each Shopify Function extension's `schema.graphql` (the
 * Function API schema of its target, from Shopify's published introspection in shopify/schemas/) and its
 * `generated/api.ts` (graphql-codegen's types for its input query, as `shopify app function typegen` writes them),
 * offline. `--check` changes nothing and exits 1 when a file is stale (tests/shopify/functions.test.ts runs it).
 */
import {readFileSync, readdirSync, writeFileSync, existsSync, mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {printSchema} from 'graphql';
import {generate} from '@graphql-codegen/cli';
import {shopifySchema, SHOPIFY_SCHEMA_API_VERSION, type ShopifySchemaName} from '../shopify/schemas/load';

export const EXTENSIONS_DIR = fileURLToPath(new URL('../extensions/', import.meta.url));

export interface FunctionExtension {
  handle: string;
  dir: string;
  apiVersion: string;
  target: string;
  inputQueryPath: string;
  /** The function's export, in camel case (`cart-lines-discounts-generate-run` → `cartLinesDiscountsGenerateRun`). */
  exportName: string;
  /** The metafield holding the input query's variables. */
  variables: {namespace: string; key: string} | null;
  schema: ShopifySchemaName;
}

function tomlString(toml: string, key: string): string | null {
  return new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(toml)?.[1] ?? null;
}

function schemaOf(target: string): ShopifySchemaName {
  if (target.startsWith('cart.validations.')) return 'functions-cart-checkout-validation';
  if (target.startsWith('cart.lines.discounts.') || target.startsWith('cart.delivery-options.discounts.')) return 'functions-discount';
  throw new Error(`No published schema is vendored for the target ${target} (shopify/schemas/manifest.json).`);
}

/** Every function extension under extensions/, read from its shopify.extension.toml (one target each). */
export function functionExtensions(): FunctionExtension[] {
  return readdirSync(EXTENSIONS_DIR, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(join(EXTENSIONS_DIR, entry.name, 'shopify.extension.toml')))
    .map((entry) => {
      const dir = join(EXTENSIONS_DIR, entry.name);
      const toml = readFileSync(join(dir, 'shopify.extension.toml'), 'utf8');
      const target = tomlString(toml, 'target');
      const inputQuery = tomlString(toml, 'input_query');
      const exported = tomlString(toml, 'export');
      const handle = tomlString(toml, 'handle');
      const apiVersion = tomlString(toml, 'api_version');
      if (!target || !inputQuery || !exported || !handle || !apiVersion) {
        throw new Error(`${entry.name}/shopify.extension.toml needs api_version, handle, target, input_query and export.`);
      }
      const variablesBlock = /\[extensions\.input\.variables\]([^[]*)/.exec(toml)?.[1] ?? null;
      const namespace = variablesBlock && tomlString(variablesBlock, 'namespace');
      const key = variablesBlock && tomlString(variablesBlock, 'key');
      return {
        handle,
        dir,
        apiVersion,
        target,
        inputQueryPath: join(dir, inputQuery),
        exportName: exported.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        variables: namespace && key ? {namespace, key} : null,
        schema: schemaOf(target),
      };
    });
}

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
