/**
 * The Shopify Function extensions of extensions/, as their shopify.extension.toml describes them (one target
 * each): what the codegen (scripts/shopify-functions.ts), the tests and the Storefront stand-in all read. No
 * codegen here, so the stand-in can load it cheaply.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {ShopifySchemaName} from './schemas/load';

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

export function schemaOfTarget(target: string): ShopifySchemaName {
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
        schema: schemaOfTarget(target),
      };
    });
}

/** `cart.lines.discounts.generate.run` → `CartLinesDiscountsGenerateRunResult`: the target's result input type. */
export function resultTypeName(target: string): string {
  return `${target
    .split(/[.-]/)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')}Result`;
}
