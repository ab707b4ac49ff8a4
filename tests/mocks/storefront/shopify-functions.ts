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
 */
import {readFileSync} from 'node:fs';
import {basename, relative} from 'node:path';
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
import {functionExtensions, resultTypeName, type FunctionExtension} from '../../../shopify/extensions';
import * as bagRules from '../../../extensions/bag-rules/src/index';
import * as campaignPrices from '../../../extensions/campaign-prices/src/index';
import * as memberDelivery from '../../../extensions/member-delivery/src/index';

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

/** An extension as its toml describes it (shopify/extensions.ts), made ready to run. */
function loadFunction(extension: FunctionExtension): ShopifyFunction {
  const {handle, target, exportName, schema: schemaName} = extension;
  const where = `extensions/${basename(extension.dir)}`;
  if (extension.apiVersion !== SHOPIFY_SCHEMA_API_VERSION) {
    throw new Error(`${where} targets API ${extension.apiVersion}; the vendored Function schemas are ${SHOPIFY_SCHEMA_API_VERSION}.`);
  }
  const schema = shopifySchema(schemaName);
  const inputQuery = validInputQuery(schema, readFileSync(extension.inputQueryPath, 'utf8'), `${where}/${relative(extension.dir, extension.inputQueryPath)}`, target);
  const module = Object.hasOwn(EXTENSION_MODULES, handle) ? EXTENSION_MODULES[handle] : undefined;
  const run = module && Object.hasOwn(module, exportName) ? module[exportName] : undefined;
  if (typeof run !== 'function') {
    throw new Error(`The Storefront stand-in cannot run ${where}: add its src/index.ts to EXTENSION_MODULES, exporting ${exportName}.`);
  }
  const resultType = schema.getType(resultTypeName(target));
  if (!resultType || !isInputType(resultType)) throw new Error(`The ${schemaName} schema has no input type ${resultTypeName(target)}.`);
  return {
    handle,
    target,
    schemaName,
    schema,
    inputQuery,
    exportName,
    run: run as (input: unknown) => unknown,
    variablesMetafield: extension.variables,
    resultType,
  };
}

let loaded: Map<string, ShopifyFunction> | undefined;

/** Every function extension under extensions/, by handle: read, checked and ready on first use. */
export function shopifyFunctions(): ReadonlyMap<string, ShopifyFunction> {
  loaded ??= new Map(functionExtensions().map((extension) => [extension.handle, loadFunction(extension)]));
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
