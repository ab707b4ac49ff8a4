import type {GraphQLResolveInfo} from 'graphql';
import type {FixtureCollection} from '../fixtures/types';
import {isCartExpired, parseCartGid, type Attribute, type CartRecord, type CartUserError, type CartWarning} from './cart-model';
import {CartObject} from './cart-objects';
import {
  addLines,
  createCart,
  removeLines,
  replaceAttributes,
  updateBuyerIdentity,
  updateDiscountCodes,
  updateLines,
  updateNote,
  updateSelectedDeliveryOptions,
  type CartBuyerIdentityInput,
  type CartChange,
  type CartInput,
  type CartLineInput,
  type CartLineUpdateInput,
  type CartSelectedDeliveryOptionInput,
  type CartOperationEnv,
} from './cart-operations';
import {CollectionObject} from './collection-object';
import {paginate, type ConnectionArgs} from './connection';
import {redirects} from '../fixtures/redirects';
import {buyerContextOf, SHOP_COUNTRY, type StorefrontContext} from './context';
import {parseGid} from './ids';
import {productConnection, productQueryPredicate, sortProducts} from './product-listing';
import {ProductObject, VariantObject} from './product-objects';
import {compileSearchQuery} from './search-query';
import {LOCALIZATION, PAYMENT_SETTINGS, ShopObject} from './shop-objects';

// `never` lets each resolver declare its own argument shape (graphql has validated it).
type Resolver = (args: never, context: StorefrontContext, info: GraphQLResolveInfo) => unknown;

type ByHandleOrId = {id?: string | null; handle?: string | null};
type CartArgs<T> = {cartId: string} & T;

function findProduct(context: StorefrontContext, {id, handle}: {id?: string | null; handle?: string | null}) {
  const {catalogue} = context.store;
  const parsed = id ? parseGid(id) : null;
  const product = parsed
    ? parsed.type === 'Product'
      ? catalogue.productById.get(Number(parsed.id))
      : undefined
    : handle != null
      ? catalogue.productByHandle.get(handle)
      : undefined;
  return product ? new ProductObject(product, catalogue) : null;
}

function findCollection(context: StorefrontContext, {id, handle}: {id?: string | null; handle?: string | null}) {
  const {catalogue} = context.store;
  const parsed = id ? parseGid(id) : null;
  const collection = parsed
    ? parsed.type === 'Collection'
      ? catalogue.collectionById.get(Number(parsed.id))
      : undefined
    : handle != null
      ? catalogue.collectionByHandle.get(handle)
      : undefined;
  return collection ? new CollectionObject(collection, catalogue) : null;
}

/** The cart behind an id, only when its key matches and it has not expired. */
function findCart(context: StorefrontContext, id: string): CartRecord | null {
  const parsed = parseCartGid(id);
  if (!parsed) return null;
  const cart = context.store.carts.get(parsed.token);
  if (!cart || cart.secret !== parsed.secret || isCartExpired(cart, context.now)) return null;
  return cart;
}

function findNode(context: StorefrontContext, id: string): unknown {
  const parsed = parseGid(id);
  if (!parsed) return null;
  const {catalogue} = context.store;
  switch (parsed.type) {
    case 'Product':
      return findProduct(context, {id});
    case 'Collection':
      return findCollection(context, {id});
    case 'ProductVariant': {
      const found = catalogue.variantById.get(Number(parsed.id));
      return found ? new VariantObject(found.variant, found.product, catalogue) : null;
    }
    case 'Cart': {
      const cart = findCart(context, id);
      return cart ? new CartObject(cart, context) : null;
    }
    default:
      return null;
  }
}

function operationEnv(context: StorefrontContext): CartOperationEnv {
  return {catalogue: context.store.catalogue, now: context.now, newLineToken: context.store.newLineToken};
}

function payload(cart: CartRecord | null, context: StorefrontContext, userErrors: CartUserError[], warnings: CartWarning[]) {
  return {cart: cart ? new CartObject(cart, context) : null, userErrors, warnings};
}

const CART_NOT_FOUND: CartUserError = {code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'};

/** Runs one cart mutation: find the cart, apply the pure operation, keep the result if it changed. */
function mutateCart(
  context: StorefrontContext,
  cartId: string,
  operation: (cart: CartRecord, env: CartOperationEnv) => CartChange,
) {
  const cart = findCart(context, cartId);
  if (!cart) return payload(null, context, [CART_NOT_FOUND], []);
  const result = operation(cart, operationEnv(context));
  if (result.cart !== cart) context.store.carts.save(result.cart);
  return payload(result.cart, context, result.userErrors, result.warnings);
}

const queryRoot: Record<string, Resolver> = {
  shop: (_args, context) => new ShopObject(context.store.catalogue.catalogue.shop),
  localization: () => LOCALIZATION,
  paymentSettings: () => PAYMENT_SETTINGS,
  product: (args: ByHandleOrId, context) => findProduct(context, args),
  productByHandle: ({handle}: {handle: string}, context) => findProduct(context, {handle}),
  collection: (args: ByHandleOrId, context) => findCollection(context, args),
  collectionByHandle: ({handle}: {handle: string}, context) => findCollection(context, {handle}),
  products: (args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, context) => {
    const {catalogue} = context.store;
    const matching = catalogue.listedProducts.filter(productQueryPredicate(args.query));
    return productConnection(sortProducts(matching, args.sortKey ?? 'ID'), args, catalogue);
  },
  collections: (args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, context) => {
    const {catalogue} = context.store;
    const matches = compileSearchQuery<FixtureCollection>(
      args.query,
      {title: (collection, value) => value.containedIn(collection.title), handle: (collection, value) => value.equals(collection.handle)},
      (collection) => `${collection.title} ${collection.description}`,
    );
    const collections = catalogue.catalogue.collections.filter(matches);
    const sorted = args.sortKey === 'TITLE' ? [...collections].sort((a, b) => a.title.localeCompare(b.title)) : collections;
    const connection = paginate(
      sorted.map((collection) => new CollectionObject(collection, catalogue)),
      (collection) => collection.fixture.id,
      args,
    );
    // UnsignedInt64 travels as a string.
    return {...connection, totalCount: String(collections.length)};
  },
  // storefrontRedirect asks `urlRedirects(first: 1, query: "path:/old/path")` for unmatched paths.
  urlRedirects: (args: ConnectionArgs & {query?: string | null}) => {
    const wanted = args.query?.match(/^path:(\S+)$/)?.[1]?.toLowerCase();
    const matches = redirects
      .filter((redirect) => wanted === undefined || redirect.path === wanted)
      .map((redirect) => ({...redirect, __typename: 'UrlRedirect', id: `gid://shopify/UrlRedirect/${redirect.id}`}));
    return paginate(matches, (redirect) => redirect.path, args);
  },
  node: ({id}: {id: string}, context) => findNode(context, id),
  nodes: ({ids}: {ids: string[]}, context) => ids.map((id) => findNode(context, id)),
  cart: ({id}: {id: string}, context) => {
    const cart = findCart(context, id);
    return cart ? new CartObject(cart, context) : null;
  },
};

const mutationRoot: Record<string, Resolver> = {
  cartCreate: ({input}: {input?: CartInput | null}, context, info) => {
    const {token, secret} = context.store.newCartIdentity();
    const countryCode = buyerContextOf(info).country ?? SHOP_COUNTRY;
    const result = createCart(input ?? {}, {token, secret, countryCode}, operationEnv(context));
    if (result.cart) context.store.carts.save(result.cart);
    return payload(result.cart, context, result.userErrors, result.warnings);
  },
  cartLinesAdd: ({cartId, lines}: CartArgs<{lines: CartLineInput[]}>, context) => mutateCart(context, cartId, (cart, env) => addLines(cart, lines, env)),
  cartLinesUpdate: ({cartId, lines}: CartArgs<{lines: CartLineUpdateInput[]}>, context) => mutateCart(context, cartId, (cart, env) => updateLines(cart, lines, env)),
  cartLinesRemove: ({cartId, lineIds}: CartArgs<{lineIds: string[]}>, context) =>
    mutateCart(context, cartId, (cart, env) => removeLines(cart, lineIds, env)),
  cartAttributesUpdate: ({cartId, attributes}: CartArgs<{attributes: Attribute[]}>, context) =>
    mutateCart(context, cartId, (cart, env) => replaceAttributes(cart, attributes, env)),
  cartBuyerIdentityUpdate: ({cartId, buyerIdentity}: CartArgs<{buyerIdentity: CartBuyerIdentityInput}>, context) =>
    mutateCart(context, cartId, (cart, env) => updateBuyerIdentity(cart, buyerIdentity, env)),
  cartNoteUpdate: ({cartId, note}: CartArgs<{note: string}>, context) => mutateCart(context, cartId, (cart, env) => updateNote(cart, note, env)),
  cartDiscountCodesUpdate: ({cartId, discountCodes}: CartArgs<{discountCodes?: string[] | null}>, context) =>
    mutateCart(context, cartId, (cart, env) => updateDiscountCodes(cart, discountCodes ?? [], env)),
  cartSelectedDeliveryOptionsUpdate: (
    {cartId, selectedDeliveryOptions}: CartArgs<{selectedDeliveryOptions: CartSelectedDeliveryOptionInput[]}>,
    context,
  ) =>
    mutateCart(context, cartId, (cart, env) => updateSelectedDeliveryOptions(cart, selectedDeliveryOptions, env)),
};

/**
 * graphql's root value: the default field resolver calls these with
 * (args, context, info). Query and mutation field names do not overlap.
 */
export const rootValue: Record<string, Resolver> = {...queryRoot, ...mutationRoot};
