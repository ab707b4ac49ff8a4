import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {executeStorefrontRequest} from './execute';
import {createStorefrontStore} from './handlers';
import {storefrontSchema} from './schema';
import {TEST_ORIGIN} from './test-support';
import {DEMO_CUSTOMER, DEMO_CUSTOMER_PASSWORD} from '../fixtures/customers';

/**
 * Walks every root field of QueryRoot and Mutation in the official schema,
 * sends each a minimal valid operation built from the schema (required
 * arguments filled with type-correct values, demo ids and handles where the
 * field looks something up), and checks the answer is what Shopify could send:
 * data, or an error in Shopify's shape — never a non-null violation, never a
 * silent null.
 */

const store = createStorefrontStore({clock: () => new Date('2025-06-01T10:00:00Z')});
const PRODUCT_GID = 'gid://shopify/Product/7000000101';

/** Lookups get a demo resource that exists, so the answer is data rather than null. */
const LOOKUP_VALUES: Record<string, Record<string, string>> = {
  product: {handle: '"aurora-hybrid-mattress"'},
  productByHandle: {handle: '"aurora-hybrid-mattress"'},
  collection: {handle: '"mattresses"'},
  collectionByHandle: {handle: '"mattresses"'},
  article: {id: '"gid://shopify/Article/560000000001"'},
  blog: {handle: '"inspiration"'},
  blogByHandle: {handle: '"inspiration"'},
  page: {handle: '"about-us"'},
  pageByHandle: {handle: '"about-us"'},
  menu: {handle: '"main-menu"'},
  metaobject: {handle: '{type: "showroom", handle: "alexandria"}'},
  metaobjects: {type: '"showroom"'},
  node: {id: `"${PRODUCT_GID}"`},
  nodes: {ids: `["${PRODUCT_GID}", "gid://shopify/Page/120000000001"]`},
  productRecommendations: {productId: `"${PRODUCT_GID}"`},
  search: {query: '"mattress"'},
  predictiveSearch: {query: '"matt"'},
  sitemap: {type: 'PRODUCT'},
};

/** Nullable answers that are right without an error (none: `customer` is asked with a live token, below). */
const NULL_BY_DESIGN = new Set<string>();

/** Signs the demo customer in, so the walk reads a real `Customer` (addresses and all). */
async function demoCustomerToken(): Promise<string> {
  const {body} = await executeStorefrontRequest(
    store,
    {
      query: `mutation { customerAccessTokenCreate(input: {email: "${DEMO_CUSTOMER.email}", password: "${DEMO_CUSTOMER_PASSWORD}"}) {
        customerAccessToken { accessToken } } }`,
    },
    TEST_ORIGIN,
  );
  return (body.data as {customerAccessTokenCreate: {customerAccessToken: {accessToken: string}}}).customerAccessTokenCreate
    .customerAccessToken.accessToken;
}

function scalarLiteral(typeName: string, argName: string, cartId: string): string {
  if (argName === 'cartId' || (argName === 'ownerId' && typeName === 'ID')) return `"${cartId}"`;
  switch (typeName) {
    case 'Int':
      return '1';
    case 'Float':
      return '1.5';
    case 'Boolean':
      return 'false';
    case 'ID':
      return '"gid://shopify/Unknown/1"';
    case 'URL':
      return '"https://example.com/account/activate/1/abc"';
    case 'DateTime':
      return '"2025-01-01T00:00:00Z"';
    case 'Decimal':
      return '"10.0"';
    case 'JSON':
      return '"{}"';
    case 'Color':
      return '"#000000"';
    case 'HTML':
      return '"<p>x</p>"';
    default:
      return argName === 'email' ? '"nobody@example.com"' : '"demo-value"';
  }
}

function literalFor(type: GraphQLInputType, argName: string, cartId: string): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return `[${literalFor(inner.ofType, argName, cartId)}]`;
  if (isEnumType(inner)) return inner.getValues()[0].name;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return `{${fields.map((field) => `${field.name}: ${literalFor(field.type, field.name, cartId)}`).join(', ')}}`;
  }
  return scalarLiteral(inner.name, argName, cartId);
}

function argumentsFor(fieldName: string, args: readonly GraphQLArgument[], cartId: string): string {
  const lookups = LOOKUP_VALUES[fieldName] ?? {};
  const parts = args.flatMap((arg) => {
    if (arg.name in lookups) return [`${arg.name}: ${lookups[arg.name]}`];
    if (arg.name === 'first') return ['first: 3'];
    if (arg.name === 'page' && isNonNullType(arg.type)) return ['page: 1'];
    if (arg.name === 'id' && fieldName === 'cart') return [`id: "${cartId}"`];
    if (isNonNullType(arg.type) && arg.defaultValue === undefined) return [`${arg.name}: ${literalFor(arg.type, arg.name, cartId)}`];
    return [];
  });
  return parts.length > 0 ? `(${parts.join(', ')})` : '';
}

const MAX_DEPTH = 3;

/** `__typename`, every scalar, and object fields a few levels down (connections' nodes, edges and pageInfo included). */
function selectionFor(type: GraphQLNamedType, depth: number, cartId: string): string {
  if (isUnionType(type) || isInterfaceType(type)) {
    const shared = isInterfaceType(type)
      ? Object.values(type.getFields())
          .filter((field) => isLeafType(getNamedType(field.type)) && field.args.every((arg) => !isNonNullType(arg.type)))
          .map((field) => field.name)
      : [];
    return `{ __typename ${shared.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).filter(
    (field) => !field.deprecationReason && field.args.every((arg) => !isNonNullType(arg.type) || arg.name === 'page'),
  );
  const selections = fields.flatMap((field: GraphQLField<unknown, unknown>) => {
    const named = getNamedType(field.type);
    if (isLeafType(named)) return [`${field.name}${argumentsFor(field.name, field.args, cartId)}`];
    if (depth >= MAX_DEPTH) return [];
    return [`${field.name}${argumentsFor(field.name, field.args, cartId)} ${selectionFor(named, depth + 1, cartId)}`];
  });
  return `{ __typename ${selections.join(' ')} }`;
}

interface ShopifyError {
  message: unknown;
  path?: unknown[];
  extensions?: {code?: unknown};
}

async function newCartId(): Promise<string> {
  const {body} = await executeStorefrontRequest(
    store,
    {query: 'mutation { cartCreate(input: {lines: [{merchandiseId: "gid://shopify/ProductVariant/44000010101"}]}) { cart { id } } }'},
    TEST_ORIGIN,
  );
  return (body.data as {cartCreate: {cart: {id: string}}}).cartCreate.cart.id;
}

describe('every root field of the official schema', () => {
  const schema = storefrontSchema();
  const roots = [
    {operation: 'query', type: schema.getQueryType()!},
    {operation: 'mutation', type: schema.getMutationType()!},
  ] as const;

  it('answers each with data or a Shopify-shaped error, never a null for a non-nullable field', async () => {
    const cartId = await newCartId();
    LOOKUP_VALUES.customer = {customerAccessToken: `"${await demoCustomerToken()}"`};
    const walked: string[] = [];
    const problems: string[] = [];
    for (const {operation, type} of roots) {
      for (const field of Object.values(type.getFields())) {
        const selection = selectionFor(getNamedType(field.type), 0, cartId);
        const query = `${operation} { ${field.name}${argumentsFor(field.name, field.args, cartId)} ${selection} }`;
        const {body} = await executeStorefrontRequest(store, {query}, TEST_ORIGIN);
        walked.push(`${operation}.${field.name}`);
        const errors = (body.errors ?? []) as ShopifyError[];
        const data = body.data as Record<string, unknown> | null | undefined;
        const where = `${operation} ${field.name}`;
        if (data == null) {
          // No data at all: the operation did not run, or a non-null root field came back null.
          problems.push(`${where}: no data: ${errors.map((error) => String(error.message)).join('; ')}`);
          continue;
        }
        for (const error of errors) {
          if (String(error.message).includes('Cannot return null for non-nullable field')) problems.push(`${where}: ${String(error.message)}`);
          if (typeof error.message !== 'string' || typeof error.extensions?.code !== 'string') {
            problems.push(`${where}: error not in Shopify's shape: ${JSON.stringify(error)}`);
          }
          if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') problems.push(`${where}: ${String(error.message)}`);
        }
        const answered = data[field.name];
        if (answered === null && errors.length === 0 && !(operation === 'query' && NULL_BY_DESIGN.has(field.name))) {
          problems.push(`${where}: answered null without an error`);
        }
      }
    }
    expect(problems).toEqual([]);
    const total = roots.reduce((sum, {type}) => sum + Object.keys(type.getFields()).length, 0);
    expect(walked).toHaveLength(total);
    expect(walked).toContain('query.sitemap');
    expect(walked).toContain('mutation.shopPayPaymentRequestSessionSubmit');
  });

  it('answers what it cannot do with ACCESS_DENIED, as Shopify does for a storefront token', async () => {
    const cartId = await newCartId();
    const {body} = await executeStorefrontRequest(
      store,
      {query: `mutation { cartPrepareForCompletion(cartId: "${cartId}") { userErrors { message } } }`},
      TEST_ORIGIN,
    );
    expect(body.data).toEqual({cartPrepareForCompletion: null});
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Access denied for cartPrepareForCompletion field'),
        path: ['cartPrepareForCompletion'],
        extensions: expect.objectContaining({code: 'ACCESS_DENIED'}),
      }),
    ]);
  });
});
