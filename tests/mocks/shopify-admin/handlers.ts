/**
 * Shopify Admin GraphQL API stand-in, for what `npm run shopify:setup` does: `metafieldDefinitionCreate`,
 * `metaobjectDefinitionCreate`, and the queries that find definitions already there (`metafieldDefinitions`,
 * `metaobjectDefinitionByType`, `metaobjectDefinitions`); for `--values`, `productVariants` (sku, product handle) and
 * `metafieldsSet` (upserts, 25 at most, all or nothing, value checked against the type or the definition's type);
 * for `--collections`, `collections`, `collectionCreate`, `publications` and `publishablePublish` (./collections.ts);
 * for `--discounts` and the doctor, `shopifyFunctions`, `discountNodes`, `discountAutomaticAppCreate`/`Update`,
 * `validations` and `validationCreate`/`Update` (./checkout-rules.ts).
 * graphql-js executes each operation against the slice of the Admin schema in ./schema.ts, so a missing required argument or an unknown enum value is a GraphQL error as on
 * Shopify; the mutations' own rules (blank, too short, taken key...) answer as userErrors (./store.ts).
 */
import {execute, GraphQLError, parse, validate, type DocumentNode} from 'graphql';
import {http, HttpResponse, type RequestHandler} from 'msw';
import {BRAND} from '~/config/brand';
import {
  dateTimeOut,
  discountStatus,
  type AppDiscountRecord,
  type DiscountAutomaticAppInput,
  type OwnedMetafield,
  type ShopifyFunctionRecord,
  type ValidationInput,
  type ValidationRecord,
} from './checkout-rules';
import type {CollectionInput, CollectionRecord} from './collections';
import {adminSchema} from './schema';
import {catalogue} from '../fixtures/catalogue';
import {
  APP_NAMESPACE,
  createShopifyAdminStore,
  type MetafieldsSetInput,
  type MetafieldDefinitionInput,
  type MetafieldDefinitionRecord,
  type MetaobjectDefinitionInput,
  type MetaobjectDefinitionRecord,
  type ShopifyAdminStore,
  type Validation,
} from './store';

/** The Admin API access token the stand-in accepts (a custom app's `shpat_…` token on a real store). */
export const STAND_IN_ADMIN_ACCESS_TOKEN = 'shpat_local_stand_in_admin_token';

const INVALID_TOKEN = {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'};
const MAX_PAGE = 250;

function typeCategory(type: string): string {
  const base = type.replace(/^list\./, '');
  if (base.endsWith('_reference')) return 'REFERENCE';
  if (base.startsWith('number_')) return 'NUMBER';
  if (base.endsWith('_text_field') || base === 'rich_text_field') return 'TEXT';
  if (base === 'boolean') return 'TRUE_FALSE';
  if (base === 'date' || base === 'date_time') return 'DATE_TIME';
  if (['weight', 'volume', 'dimension'].includes(base)) return 'MEASUREMENT';
  return base.toUpperCase();
}

const definitionType = (name: string) => ({name, category: typeCategory(name)});
const validationsOut = (validations: readonly Validation[]) =>
  validations.map(({name, value}) => ({name, value, type: 'string'}));

function metafieldOut(record: MetafieldDefinitionRecord) {
  return {...record, type: definitionType(record.type), validations: validationsOut(record.validations), pinnedPosition: null};
}

function metaobjectOut(record: MetaobjectDefinitionRecord) {
  return {
    ...record,
    metaobjectsCount: 0,
    fieldDefinitions: record.fieldDefinitions.map((field) => ({
      ...field,
      type: definitionType(field.type),
      validations: validationsOut(field.validations),
    })),
  };
}

const encodeCursor = (index: number) => Buffer.from(`cursor:${index}`).toString('base64');
function decodeCursor(cursor: string): number {
  const match = /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw new GraphQLError(`Invalid cursor for current pagination: ${cursor}`);
  return Number(match[1]);
}

interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

/** A connection over `items`, paged as Shopify pages: one of first or last, at most 250. */
function connection<T>(items: readonly T[], args: PageArgs) {
  if (args.first == null && args.last == null) throw new GraphQLError('you must provide one of first or last');
  const size = args.first ?? args.last ?? 0;
  if (size > MAX_PAGE || size < 0) throw new GraphQLError(`The page size must be between 0 and ${MAX_PAGE}`);
  const indexed = items.map((node, index) => ({node, index}));
  const ordered = args.reverse ? indexed.reverse() : indexed;
  let window = ordered;
  if (args.after) {
    const after = decodeCursor(args.after);
    window = window.slice(window.findIndex((entry) => entry.index === after) + 1);
  }
  if (args.before) {
    const before = decodeCursor(args.before);
    const at = window.findIndex((entry) => entry.index === before);
    window = at >= 0 ? window.slice(0, at) : window;
  }
  const page = args.first != null ? window.slice(0, size) : window.slice(Math.max(0, window.length - size));
  const edges = page.map(({node, index}) => ({node, cursor: encodeCursor(index)}));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: args.first != null ? window.length > page.length : false,
      hasPreviousPage: args.last != null ? window.length > page.length : Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function metafieldOf(store: ShopifyAdminStore, ownerId: string) {
  return ({namespace, key}: {namespace?: string | null; key: string}) => {
    const found = store.metafield(ownerId, namespace ?? APP_NAMESPACE, key);
    return found && {id: found.id, namespace: found.namespace, key: found.key, type: found.type, value: found.value};
  };
}

function collectionOut(store: ShopifyAdminStore) {
  return (record: CollectionRecord) => ({
    ...record,
    resourcePublications: (args: PageArgs & {onlyPublished?: boolean}) =>
      connection(
        store.collections
          .publications()
          .map((publication) => ({publication, isPublished: record.publicationIds.has(publication.id)}))
          .filter((item) => item.isPublished || args.onlyPublished === false),
        args,
      ),
  });
}

/** `metafield(namespace, key)` over an owner's own metafields; a `$app:` namespace is the calling app's. */
function ownedMetafield(store: ShopifyAdminStore, metafields: readonly OwnedMetafield[]) {
  return ({namespace, key}: {namespace?: string | null; key: string}) => {
    const wanted = store.checkoutRules.resolveNamespace(namespace ?? '$app');
    return metafields.find((metafield) => metafield.namespace === wanted && metafield.key === key) ?? null;
  };
}

function appDiscountOut(store: ShopifyAdminStore) {
  return (record: AppDiscountRecord) => {
    const fn = store.checkoutRules.functionById(record.functionId);
    return {
      __typename: 'DiscountAutomaticApp',
      discountId: record.id.replace('DiscountAutomaticNode', 'DiscountAutomaticApp'),
      title: record.title,
      status: discountStatus(record, store.checkoutRules.now()),
      startsAt: dateTimeOut(record.startsAt),
      endsAt: record.endsAt === null ? null : dateTimeOut(record.endsAt),
      createdAt: dateTimeOut(record.createdAt),
      updatedAt: dateTimeOut(record.updatedAt),
      discountClasses: record.discountClasses,
      combinesWith: record.combinesWith,
      tags: record.tags,
      appDiscountType: {
        appKey: fn?.appKey ?? '',
        description: fn?.description ?? null,
        discountClasses: record.discountClasses,
        functionId: record.functionId,
        title: fn?.title ?? '',
      },
    };
  };
}

function discountNodeOut(store: ShopifyAdminStore) {
  return (record: AppDiscountRecord) => ({
    id: record.id,
    discount: appDiscountOut(store)(record),
    metafield: ownedMetafield(store, record.metafields),
  });
}

function validationOut(store: ShopifyAdminStore) {
  return (record: ValidationRecord) => ({
    id: record.id,
    title: record.title,
    enabled: record.enabled,
    blockOnFailure: record.blockOnFailure,
    shopifyFunction: store.checkoutRules.functionById(record.functionId),
    metafield: ownedMetafield(store, record.metafields),
  });
}

function rootValue(store: ShopifyAdminStore) {
  return {
    shop: () => ({...store.shop, metafield: metafieldOf(store, store.shop.id)}),
    productVariants: (args: PageArgs) =>
      connection(
        store.variants().map((variant) => ({
          id: variant.id,
          sku: variant.sku,
          product: {id: variant.productId, handle: variant.productHandle},
          metafield: metafieldOf(store, variant.id),
        })),
        args,
      ),
    metafieldsSet: ({metafields}: {metafields: MetafieldsSetInput[]}) => store.setMetafields(metafields),
    metafieldDefinition: ({id}: {id: string}) => {
      const found = store.metafieldDefinitions().find((record) => record.id === id);
      return found ? metafieldOut(found) : null;
    },
    metafieldDefinitions: (args: PageArgs & {ownerType: string; namespace?: string | null; key?: string | null}) =>
      connection(
        store
          .metafieldDefinitions()
          .filter(
            (record) =>
              record.ownerType === args.ownerType &&
              (args.namespace == null || record.namespace === args.namespace) &&
              (args.key == null || record.key === args.key),
          )
          .map(metafieldOut),
        args,
      ),
    metaobjectDefinition: ({id}: {id: string}) => {
      const found = store.metaobjectDefinitions().find((record) => record.id === id);
      return found ? metaobjectOut(found) : null;
    },
    metaobjectDefinitionByType: ({type}: {type: string}) => {
      const found = store.metaobjectDefinitions().find((record) => record.type === type);
      return found ? metaobjectOut(found) : null;
    },
    metaobjectDefinitions: (args: PageArgs) => connection(store.metaobjectDefinitions().map(metaobjectOut), args),
    collections: (args: PageArgs) => connection(store.collections.collections().map(collectionOut(store)), args),
    publications: (args: PageArgs) => connection(store.collections.publications(), args),
    collectionCreate: ({input}: {input: CollectionInput}) => {
      const {collection, userErrors} = store.collections.create(input);
      return {collection: collection && collectionOut(store)(collection), userErrors};
    },
    publishablePublish: ({id, input}: {id: string; input: {publicationId?: string | null}[]}) =>
      store.collections.publish(id, input),
    shopifyFunctions: (args: PageArgs & {apiType?: string | null; useCreationUi?: boolean | null}) =>
      connection(
        store.checkoutRules
          .functions()
          .filter(
            (fn: ShopifyFunctionRecord) =>
              (args.apiType == null || fn.apiType === args.apiType) &&
              (args.useCreationUi == null || fn.useCreationUi === args.useCreationUi),
          ),
        args,
      ),
    discountNodes: (args: PageArgs) => connection(store.checkoutRules.discounts().map(discountNodeOut(store)), args),
    validations: (args: PageArgs) => connection(store.checkoutRules.validations().map(validationOut(store)), args),
    discountAutomaticAppCreate: ({automaticAppDiscount}: {automaticAppDiscount: DiscountAutomaticAppInput}) => {
      const {discount, userErrors} = store.checkoutRules.createDiscount(automaticAppDiscount);
      return {automaticAppDiscount: discount && appDiscountOut(store)(discount), userErrors};
    },
    discountAutomaticAppUpdate: ({id, automaticAppDiscount}: {id: string; automaticAppDiscount: DiscountAutomaticAppInput}) => {
      const {discount, userErrors} = store.checkoutRules.updateDiscount(id, automaticAppDiscount);
      return {automaticAppDiscount: discount && appDiscountOut(store)(discount), userErrors};
    },
    validationCreate: ({validation}: {validation: ValidationInput}) => {
      const result = store.checkoutRules.createValidation(validation);
      return {validation: result.validation && validationOut(store)(result.validation), userErrors: result.userErrors};
    },
    validationUpdate: ({id, validation}: {id: string; validation: ValidationInput}) => {
      const result = store.checkoutRules.updateValidation(id, validation);
      return {validation: result.validation && validationOut(store)(result.validation), userErrors: result.userErrors};
    },
    metafieldDefinitionCreate: ({definition}: {definition: MetafieldDefinitionInput}) => {
      const {createdDefinition, userErrors} = store.createMetafieldDefinition(definition);
      return {createdDefinition: createdDefinition && metafieldOut(createdDefinition), userErrors};
    },
    metaobjectDefinitionCreate: ({definition}: {definition: MetaobjectDefinitionInput}) => {
      const {metaobjectDefinition, userErrors} = store.createMetaobjectDefinition(definition);
      return {metaobjectDefinition: metaobjectDefinition && metaobjectOut(metaobjectDefinition), userErrors};
    },
  };
}

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** Runs one Admin API request body against `store`: `{status, body}` as Shopify would answer it. */
export async function executeAdminRequest(store: ShopifyAdminStore, body: GraphQLBody) {
  if (typeof body.query !== 'string' || body.query.trim() === '') {
    return {status: 400, body: {errors: {query: 'Required parameter missing or invalid'}}};
  }
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (error) {
    const syntax = error as GraphQLError;
    return {status: 200, body: {errors: [{message: syntax.message, locations: syntax.locations}]}};
  }
  const invalid = validate(adminSchema(), document);
  if (invalid.length > 0) {
    return {status: 200, body: {errors: invalid.map(({message, locations}) => ({message, locations}))}};
  }
  const result = await execute({
    schema: adminSchema(),
    document,
    rootValue: rootValue(store),
    variableValues: body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {},
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
  });
  return {status: 200, body: result.errors ? {...result, errors: result.errors.map((error) => error.toJSON())} : result};
}

/** The stand-in over `store`, on any origin and API version, for a request with `token` (else 401 like Shopify). */
export function createShopifyAdminHandlers(
  store: ShopifyAdminStore,
  {token = STAND_IN_ADMIN_ACCESS_TOKEN}: {token?: string} = {},
): RequestHandler[] {
  return [
    http.post('*/admin/api/:version/graphql.json', async ({request, params}) => {
      const headers = {'X-Request-Id': crypto.randomUUID()};
      if (!/^(\d{4}-\d{2}|unstable)$/.test(String(params.version))) {
        return HttpResponse.json({errors: 'Not Found'}, {status: 404, headers});
      }
      if (request.headers.get('X-Shopify-Access-Token') !== token) {
        return HttpResponse.json(INVALID_TOKEN, {status: 401, headers});
      }
      let body: GraphQLBody;
      try {
        body = (await request.json()) as GraphQLBody;
      } catch {
        return HttpResponse.json({errors: {query: 'Required parameter missing or invalid'}}, {status: 400, headers});
      }
      const response = await executeAdminRequest(store, body ?? {});
      return HttpResponse.json(response.body, {status: response.status, headers});
    }),
  ];
}

/** The demo catalogue's variants, as a store holds them once shopify/products.csv is imported (the demo's ids). */
export const DEMO_VARIANTS = catalogue.products.flatMap((product) =>
  product.variants.map((variant) => ({
    id: `gid://shopify/ProductVariant/${variant.id}`,
    sku: variant.sku,
    productId: `gid://shopify/Product/${product.id}`,
    productHandle: product.handle,
  })),
);

/**
 * The default store, shared by vitest and the mock shop: a development store with the demo catalogue imported
 * (its variants, no metafield values), the app of shopify.app.toml deployed (its three functions), and nothing
 * set up yet: no definitions, collections, discounts or validation.
 */
export const shopifyAdminStore = createShopifyAdminStore({
  shopName: BRAND.name,
  domain: `${BRAND.slug}-demo.myshopify.com`,
  variants: DEMO_VARIANTS,
});

export const handlers: RequestHandler[] = createShopifyAdminHandlers(shopifyAdminStore);
