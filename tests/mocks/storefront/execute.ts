import {execute, GraphQLError, parse, validate, type DocumentNode} from 'graphql';
import type {StorefrontContext} from './context';
import {
  formatExecutionError,
  formatSyntaxError,
  formatValidationError,
  formatVariableError,
  type ShopifyGraphQLError,
} from './errors';
import {rootValue} from './root';
import {storefrontSchema} from './schema';
import type {StorefrontStore} from './store';

export interface StorefrontResponse {
  status: number;
  body: {data?: unknown; errors?: ShopifyGraphQLError[]};
}

/**
 * Parsed-and-validated documents by query text. A storefront sends the same
 * few dozen operations over and over; validating against the 10,000-line
 * schema each time would be the slowest part of a request.
 */
const documentCache = new Map<string, DocumentNode | ShopifyGraphQLError[]>();
const DOCUMENT_CACHE_LIMIT = 500;

function prepare(source: string): DocumentNode | ShopifyGraphQLError[] {
  const cached = documentCache.get(source);
  if (cached) return cached;
  let prepared: DocumentNode | ShopifyGraphQLError[];
  try {
    const document = parse(source);
    const errors = validate(storefrontSchema(), document);
    prepared = errors.length > 0 ? errors.map((error) => formatValidationError(error, document)) : document;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    prepared = [formatSyntaxError(error)];
  }
  if (documentCache.size >= DOCUMENT_CACHE_LIMIT) {
    documentCache.delete(documentCache.keys().next().value!);
  }
  documentCache.set(source, prepared);
  return prepared;
}

function badRequest(message: string): StorefrontResponse {
  return {status: 400, body: {errors: [{message, extensions: {code: 'BAD_REQUEST'}}]}};
}

/** Runs one `{query, variables, operationName}` body against the store, as Shopify's endpoint would. */
export async function executeStorefrontRequest(
  store: StorefrontStore,
  body: unknown,
  origin: string,
): Promise<StorefrontResponse> {
  if (!body || typeof body !== 'object') return badRequest('Request body must be a JSON object');
  const {query, variables, operationName} = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') {
    return badRequest('No query string was present');
  }
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return badRequest('Variables must be a JSON object');
  }

  const prepared = prepare(query);
  // Static errors come back with status 200, as Shopify sends them.
  if (Array.isArray(prepared)) return {status: 200, body: {errors: prepared}};

  const context: StorefrontContext = {store, origin, now: store.clock()};
  const result = await execute({
    schema: storefrontSchema(),
    document: prepared,
    rootValue,
    contextValue: context,
    variableValues: (variables as Record<string, unknown> | null) ?? {},
    operationName: typeof operationName === 'string' ? operationName : undefined,
  });

  if (!result.errors) return {status: 200, body: {data: result.data}};
  // Without `data` the operation never ran: variable coercion or operation selection failed.
  const errors =
    result.data === undefined
      ? result.errors.map((error) => (error.message.startsWith('Variable "$') ? formatVariableError(error) : formatExecutionError(error)))
      : result.errors.map(formatExecutionError);
  return {status: 200, body: result.data === undefined ? {errors} : {data: result.data, errors}};
}
