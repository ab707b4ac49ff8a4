/**
 * The storefront's Shopify Functions (extensions/*), run the way Shopify runs them:
 *
 * 1. the extension's input query (its `.graphql` file, named in its `shopify.extension.toml`) is validated
 *    against Shopify's published Function API schema of its target (shopify/schemas) and, when anything in it is
 *    wrong, the stand-in refuses to start rather than run a query Shopify would refuse to deploy;
 * 2. it is executed by graphql-js over that schema, on a root value the caller builds from the cart
 *    (./function-input.ts), with the variables in the discount's or validation's `input-variables` metafield
 *    (the one the toml's `[extensions.input.variables]` names);
 * 3. the answer, as JSON, goes to the extension's exported function (the TypeScript Shopify compiles to
 *    WebAssembly), and its output, as JSON, must be a valid value of the target's result input type
 *    (`coerceInputValue`): an output Shopify would reject is a failed run here too, and gives nothing.
 *
 * What the outputs do to a cart (which discount a line gets, what a delivery option costs, what stops
 * checkout) is ./checkout-rules.ts.
 *
 * The extensions' tomls are read here rather than through scripts/shopify-functions.ts, which imports
 * graphql-codegen (two seconds per process): tests/mocks/storefront/shopify-functions.test.ts checks both read
 * the same.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  coerceInputValue,
  executeSync,
  GraphQLNonNull,
  isInputType,
  parse,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import {SHOPIFY_SCHEMA_API_VERSION, shopifySchema, type ShopifySchemaName} from '../../../shopify/schemas/load';
import * as bagRules from '../../../extensions/bag-rules/src/index';
import * as campaignPrices from '../../../extensions/campaign-prices/src/index';
import * as memberDelivery from '../../../extensions/member-delivery/src/index';

const EXTENSIONS_DIR = fileURLToPath(new URL('../../../extensions/', import.meta.url));

/** Each extension's code, by handle: what Shopify would have built from its src/index.ts. */
const EXTENSION_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'bag-rules': bagRules,
  'campaign-prices': campaignPrices,
  'member-delivery': memberDelivery,
};

/** A metafield on a discount or validation (the function's owner). */
export interface OwnerMetafield {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

/** One function extension, ready to run. */
export interface ShopifyFunction {
  handle: string;
  target: string;
  schemaName: ShopifySchemaName;
  schema: GraphQLSchema;
  /** The input query, parsed and valid. */
  inputQuery: DocumentNode;
  /** The export Shopify calls (the toml's `export`, in camel case). */
  exportName: string;
  run: (input: unknown) => unknown;
  /** Where the owner keeps the input query's variables. */
  variablesMetafield: {namespace: string; key: string} | null;
  /** The target's result type, e.g. `CartLinesDiscountsGenerateRunResult`. */
  resultType: GraphQLInputType;
}

function tomlString(toml: string, key: string): string | null {
  return new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(toml)?.[1] ?? null;
}

/** The published schema of a target (the same mapping as scripts/shopify-functions.ts). */
export function schemaOfTarget(target: string): ShopifySchemaName {
  if (target.startsWith('cart.validations.')) return 'functions-cart-checkout-validation';
  if (target.startsWith('cart.lines.discounts.') || target.startsWith('cart.delivery-options.discounts.')) return 'functions-discount';
  throw new Error(`No published schema is vendored for the target ${target} (shopify/schemas/manifest.json).`);
}

/** `cart.lines.discounts.generate.run` → `CartLinesDiscountsGenerateRunResult`. */
export function resultTypeName(target: string): string {
  return `${target
    .split(/[.-]/)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')}Result`;
}

/** The input query, parsed; throws, saying why, when the schema refuses it (Shopify would not deploy it). */
export function validInputQuery(schema: GraphQLSchema, text: string, file: string, target: string): DocumentNode {
  const document = parse(text);
  const problems = validate(schema, document);
  if (problems.length > 0) {
    throw new Error(
      `${file} is not a valid input query for ${target} (Shopify would not deploy it):\n  ${problems.map((problem) => problem.message).join('\n  ')}`,
    );
  }
  return document;
}

function loadFunction(directory: string): ShopifyFunction {
  const dir = join(EXTENSIONS_DIR, directory);
  const toml = readFileSync(join(dir, 'shopify.extension.toml'), 'utf8');
  const handle = tomlString(toml, 'handle');
  const target = tomlString(toml, 'target');
  const inputQueryFile = tomlString(toml, 'input_query');
  const exported = tomlString(toml, 'export');
  const apiVersion = tomlString(toml, 'api_version');
  if (!handle || !target || !inputQueryFile || !exported || !apiVersion) {
    throw new Error(`extensions/${directory}/shopify.extension.toml needs api_version, handle, target, input_query and export.`);
  }
  if (apiVersion !== SHOPIFY_SCHEMA_API_VERSION) {
    throw new Error(`extensions/${directory} targets API ${apiVersion}; the vendored Function schemas are ${SHOPIFY_SCHEMA_API_VERSION}.`);
  }
  const schemaName = schemaOfTarget(target);
  const schema = shopifySchema(schemaName);
  const inputQuery = validInputQuery(schema, readFileSync(join(dir, inputQueryFile), 'utf8'), `extensions/${directory}/${inputQueryFile}`, target);
  const exportName = exported.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const module = Object.hasOwn(EXTENSION_MODULES, handle) ? EXTENSION_MODULES[handle] : undefined;
  const run = module && Object.hasOwn(module, exportName) ? module[exportName] : undefined;
  if (typeof run !== 'function') {
    throw new Error(`The Storefront stand-in cannot run extensions/${directory}: add its src/index.ts to EXTENSION_MODULES, exporting ${exportName}.`);
  }
  const resultType = schema.getType(resultTypeName(target));
  if (!resultType || !isInputType(resultType)) throw new Error(`The ${schemaName} schema has no input type ${resultTypeName(target)}.`);
  const variablesBlock = /\[extensions\.input\.variables\]([^[]*)/.exec(toml)?.[1] ?? null;
  const namespace = variablesBlock && tomlString(variablesBlock, 'namespace');
  const key = variablesBlock && tomlString(variablesBlock, 'key');
  return {
    handle,
    target,
    schemaName,
    schema,
    inputQuery,
    exportName,
    run: run as (input: unknown) => unknown,
    variablesMetafield: namespace && key ? {namespace, key} : null,
    resultType,
  };
}

let loaded: Map<string, ShopifyFunction> | undefined;

/** Every function extension under extensions/, by handle: read, checked and ready on first use. */
export function shopifyFunctions(): ReadonlyMap<string, ShopifyFunction> {
  loaded ??= new Map(
    readdirSync(EXTENSIONS_DIR, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && existsSync(join(EXTENSIONS_DIR, entry.name, 'shopify.extension.toml')))
      .map((entry) => loadFunction(entry.name))
      .map((fn) => [fn.handle, fn]),
  );
  return loaded;
}

export function shopifyFunction(handle: string): ShopifyFunction {
  const fn = shopifyFunctions().get(handle);
  if (!fn) throw new Error(`No function extension with the handle ${handle} in extensions/.`);
  return fn;
}

/** A run's outcome: the output, as Shopify read it, or why the run failed (Shopify then applies nothing of it). */
export type FunctionRun = {ok: true; output: unknown} | {ok: false; error: string};

/** The input query's variables: the owner's metafield the toml names, JSON. */
function variablesOf(fn: ShopifyFunction, metafields: readonly OwnerMetafield[]): Record<string, unknown> {
  if (!fn.variablesMetafield) return {};
  const {namespace, key} = fn.variablesMetafield;
  const found = metafields.find((metafield) => metafield.namespace === namespace && metafield.key === key);
  if (!found) return {};
  const value: unknown = JSON.parse(found.value);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs one function for one owner: its input query over `root`, then its code, then the output's check.
 * A query the stand-in cannot answer (a field its root lacks, variables that do not fit) throws: that is the
 * stand-in's or the setup's mistake, not the function's.
 */
export function runShopifyFunction(handle: string, root: unknown, ownerMetafields: readonly OwnerMetafield[]): FunctionRun {
  return runFunction(shopifyFunction(handle), root, ownerMetafields);
}

/** `runShopifyFunction` for a function in hand (tests swap its code). */
export function runFunction(fn: ShopifyFunction, root: unknown, ownerMetafields: readonly OwnerMetafield[]): FunctionRun {
  const result = executeSync({schema: fn.schema, document: fn.inputQuery, rootValue: root, variableValues: variablesOf(fn, ownerMetafields)});
  if (result.errors?.length) {
    throw new Error(`${fn.handle}: the stand-in could not answer its input query: ${result.errors.map((error) => error.message).join('; ')}`);
  }
  // Shopify hands the function JSON and reads JSON back.
  const input: unknown = JSON.parse(JSON.stringify(result.data));
  let output: unknown;
  try {
    const returned = fn.run(input);
    output = returned === undefined ? undefined : JSON.parse(JSON.stringify(returned));
  } catch (error) {
    return {ok: false, error: `${fn.handle} threw: ${errorMessage(error)}`};
  }
  return checkFunctionOutput(fn, output);
}

/** The output as the target's result type reads it, or what is wrong with it. */
export function checkFunctionOutput(fn: ShopifyFunction, output: unknown): FunctionRun {
  const problems: string[] = [];
  const coerced: unknown = coerceInputValue(output ?? null, new GraphQLNonNull(fn.resultType), (path, _value, error) => {
    problems.push(`${path.length > 0 ? `${path.join('.')}: ` : ''}${error.message}`);
  });
  if (problems.length > 0) return {ok: false, error: `${fn.handle} returned an invalid ${String(fn.resultType)}: ${problems.join('; ')}`};
  return {ok: true, output: coerced};
}
