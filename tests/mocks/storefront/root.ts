import {GraphQLError, type GraphQLResolveInfo} from 'graphql';
import type {FixtureCollection} from '../fixtures/types';
import {isCartExpired, parseCartGid, type Attribute, type CartRecord, type CartUserError, type CartWarning} from './cart-model';
import {CartObject} from './cart-objects';
import {
  addLines,
  createCart,
  addDeliveryAddresses,
  deleteCartMetafield,
  removeDeliveryAddresses,
  removeGiftCards,
  removeLines,
  replaceAttributes,
  setCartMetafields,
  updateBillingAddress,
  updateDeliveryAddresses,
  updateGiftCardCodes,
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
  type CartSelectableAddressInput,
  type CartSelectableAddressUpdateInput,
  type MetafieldsSetUserError,
} from './cart-operations';
import {accountMutations, accountQueries} from './account-mutations';
import {
  articleConnection,
  ArticleObject,
  BlogObject,
  LocationObject,
  MenuItemObject,
  MenuObject,
  MetaobjectObject,
  pageConnection,
  PageObject,
  type ContentEnv,
} from './content-objects';
import {MetafieldObject} from './metafield-object';
import {predictiveSearch, search, type PredictiveSearchArgs, type SearchArgs} from './search';
import {productSearchIndex} from './search-index';
import {SitemapObject} from './sitemap';
import {CollectionObject} from './collection-object';
import {paginate, type ConnectionArgs} from './connection';
import {redirects} from '../fixtures/redirects';
import {buyerContextOf, SHOP_COUNTRY, type StorefrontContext} from './context';
import {numericIdOf, parseGid} from './ids';
import {productConnection, productQueryPredicate, sortProducts} from './product-listing';
import {ProductObject, VariantObject} from './product-objects';
import type {FixtureProduct} from '../fixtures/types';
import {compileSearchQuery} from './search-query';
import {LOCALIZATION, PAYMENT_SETTINGS, ShopObject, shopPolicyObject} from './shop-objects';

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
    case 'Article':
      return findArticle(context, id);
    case 'Blog':
      return findBlog(context, {id});
    case 'Page':
      return findPage(context, {id});
    case 'Menu': {
      const menu = context.store.content.menuById.get(Number(parsed.id));
      return menu ? new MenuObject(menu, contentEnv(context)) : null;
    }
    case 'MenuItem': {
      const item = context.store.content.menuItemById.get(Number(parsed.id));
      return item ? new MenuItemObject(item, contentEnv(context)) : null;
    }
    case 'Metaobject':
      return findMetaobject(context, {id});
    case 'ShopPolicy': {
      const {shop} = context.store.catalogue.catalogue;
      const policy = Object.values(context.store.policies).find((candidate) => candidate && String(candidate.id) === parsed.id);
      return policy ? shopPolicyObject(policy, shop) : null;
    }
    case 'Location': {
      const location = context.store.content.locationById.get(Number(parsed.id));
      return location ? new LocationObject(location) : null;
    }
    default:
      return null;
  }
}

function contentEnv(context: StorefrontContext): ContentEnv {
  return {content: context.store.content, catalogue: context.store.catalogue};
}

function findArticle(context: StorefrontContext, id: string): ArticleObject | null {
  const numeric = numericIdOf(id, 'Article');
  const found = numeric === null ? undefined : context.store.content.articleById.get(numeric);
  return found ? new ArticleObject(found.article, found.blog, contentEnv(context)) : null;
}

function findBlog(context: StorefrontContext, {id, handle}: ByHandleOrId): BlogObject | null {
  const {content} = context.store;
  const numeric = id ? numericIdOf(id, 'Blog') : null;
  const blog = id ? (numeric === null ? undefined : content.blogById.get(numeric)) : handle != null ? content.blogByHandle.get(handle) : undefined;
  return blog ? new BlogObject(blog, contentEnv(context)) : null;
}

function findPage(context: StorefrontContext, {id, handle}: ByHandleOrId): PageObject | null {
  const {content} = context.store;
  const numeric = id ? numericIdOf(id, 'Page') : null;
  const page = id ? (numeric === null ? undefined : content.pageById.get(numeric)) : handle != null ? content.pageByHandle.get(handle) : undefined;
  return page ? new PageObject(page, contentEnv(context)) : null;
}

function findMetaobject(
  context: StorefrontContext,
  {id, handle}: {id?: string | null; handle?: {type: string; handle: string} | null},
): MetaobjectObject | null {
  const {content} = context.store;
  const numeric = id ? numericIdOf(id, 'Metaobject') : null;
  const metaobject = id
    ? numeric === null
      ? undefined
      : content.metaobjectById.get(numeric)
    : handle
      ? content.metaobjectsByType.get(handle.type)?.find((candidate) => candidate.handle === handle.handle)
      : undefined;
  return metaobject ? new MetaobjectObject(metaobject, contentEnv(context)) : null;
}

/**
 * `productRecommendations(intent: RELATED)`: listed products sharing the most
 * collections with the product, then its product type, up to ten. The demo
 * shop configures no complementary products, so COMPLEMENTARY is empty.
 */
function recommendations(context: StorefrontContext, product: FixtureProduct, intent: string): ProductObject[] {
  if (intent !== 'RELATED') return [];
  const {catalogue} = context.store;
  const shared = new Map<number, number>();
  for (const collection of catalogue.collectionsOfProduct.get(product.id) ?? []) {
    for (const member of catalogue.productsOfCollection.get(collection.id) ?? []) {
      if (member.id !== product.id) shared.set(member.id, (shared.get(member.id) ?? 0) + 1);
    }
  }
  const score = (candidate: FixtureProduct) =>
    (shared.get(candidate.id) ?? 0) * 2 + (candidate.productType === product.productType ? 1 : 0);
  return catalogue.listedProducts
    .filter((candidate) => candidate.id !== product.id && score(candidate) > 0)
    .map((candidate, order) => ({candidate, order, score: score(candidate)}))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 10)
    .map(({candidate}) => new ProductObject(candidate, catalogue));
}

/** A `StringConnection` over a sorted list of strings. */
function stringConnection(values: readonly string[], args: ConnectionArgs) {
  const connection = paginate(values, (value) => value, args);
  return connection;
}

/** The Storefront API versions Shopify lists in mid-2025: four stable versions, a release candidate and unstable. */
const API_VERSIONS = [
  {handle: '2024-07', displayName: '2024-07', supported: true},
  {handle: '2024-10', displayName: '2024-10', supported: true},
  {handle: '2025-01', displayName: '2025-01', supported: true},
  {handle: '2025-04', displayName: '2025-04 (Latest)', supported: true},
  {handle: '2025-07', displayName: '2025-07 (Release candidate)', supported: false},
  {handle: 'unstable', displayName: 'unstable', supported: false},
];

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
  shop: (_args, context) => new ShopObject(context.store.catalogue.catalogue.shop, context.store.policies),
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
  article: ({id}: {id: string}, context) => findArticle(context, id),
  articles: (args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, context) =>
    articleConnection(context.store.content.articles, args, contentEnv(context)),
  blog: (args: ByHandleOrId, context) => findBlog(context, args),
  blogByHandle: ({handle}: {handle: string}, context) => findBlog(context, {handle}),
  blogs: (args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, context) => {
    const env = contentEnv(context);
    const matches = compileSearchQuery<BlogObject>(
      args.query,
      {title: (blog, value) => value.containedIn(blog.title), handle: (blog, value) => value.equals(blog.handle)},
      (blog) => blog.title,
    );
    const blogs = context.store.content.content.blogs.map((blog) => new BlogObject(blog, env)).filter(matches);
    const compare: Record<string, (a: BlogObject, b: BlogObject) => number> = {
      ID: (a, b) => a.fixture.id - b.fixture.id,
      TITLE: (a, b) => a.title.localeCompare(b.title),
      HANDLE: (a, b) => a.handle.localeCompare(b.handle),
    };
    const sorted = [...blogs].sort(compare[args.sortKey ?? 'ID'] ?? (() => 0));
    return paginate(sorted, (blog) => blog.fixture.id, args);
  },
  page: (args: ByHandleOrId, context) => findPage(context, args),
  pageByHandle: ({handle}: {handle: string}, context) => findPage(context, {handle}),
  pages: (args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, context) => pageConnection(args, contentEnv(context)),
  menu: ({handle}: {handle: string}, context) => {
    const menu = context.store.content.menuByHandle.get(handle);
    return menu ? new MenuObject(menu, contentEnv(context)) : null;
  },
  metaobject: (args: {id?: string | null; handle?: {type: string; handle: string} | null}, context) => findMetaobject(context, args),
  metaobjects: (args: ConnectionArgs & {type: string; sortKey?: string | null}, context) => {
    const env = contentEnv(context);
    const all = context.store.content.metaobjectsByType.get(args.type) ?? [];
    // Metaobjects sort by `id`, `type`, `updated_at` or `display_name`.
    const sorters: Record<string, (a: MetaobjectObject, b: MetaobjectObject) => number> = {
      id: (a, b) => a.fixture.id - b.fixture.id,
      updated_at: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
      display_name: (a, b) => a.handle.localeCompare(b.handle),
    };
    const objects = all.map((metaobject) => new MetaobjectObject(metaobject, env));
    const sorted = [...objects].sort(sorters[args.sortKey ?? 'id'] ?? sorters.id);
    return paginate(sorted, (metaobject) => metaobject.fixture.id, args);
  },
  locations: (args: ConnectionArgs & {sortKey?: string | null; near?: {latitude: number; longitude: number} | null}, context) => {
    const locations = context.store.content.content.locations.map((location) => new LocationObject(location));
    const distance = (location: LocationObject) =>
      args.near
        ? Math.hypot(location.fixture.address.latitude - args.near.latitude, location.fixture.address.longitude - args.near.longitude)
        : 0;
    const sorters: Record<string, (a: LocationObject, b: LocationObject) => number> = {
      ID: (a, b) => a.fixture.id - b.fixture.id,
      NAME: (a, b) => a.name.localeCompare(b.name),
      CITY: (a, b) => a.fixture.address.city.localeCompare(b.fixture.address.city),
      DISTANCE: (a, b) => distance(a) - distance(b),
    };
    const sortKey = args.sortKey ?? 'ID';
    if (sortKey === 'DISTANCE' && !args.near) {
      throw new GraphQLError('near is required when sorting by DISTANCE', {extensions: {code: 'BAD_REQUEST'}});
    }
    const sorted = [...locations].sort(sorters[sortKey] ?? sorters.ID);
    return paginate(sorted, (location) => location.fixture.id, args);
  },
  search: (args: SearchArgs, context) => search(args, contentEnv(context)),
  predictiveSearch: (args: PredictiveSearchArgs, context) => predictiveSearch(args, contentEnv(context)),
  sitemap: ({type}: {type: string}, context) => new SitemapObject(type, contentEnv(context)),
  productRecommendations: (
    {productId, productHandle, intent}: {productId?: string | null; productHandle?: string | null; intent?: string | null},
    context,
  ) => {
    if (!productId && !productHandle) {
      throw new GraphQLError('Either productId or productHandle must be provided.', {extensions: {code: 'BAD_REQUEST'}});
    }
    const product = findProduct(context, {id: productId, handle: productHandle});
    return product ? recommendations(context, product.fixture, intent ?? 'RELATED') : null;
  },
  productTags: ({first}: {first: number}, context) => stringConnection(productSearchIndex(context.store.catalogue).tags, {first}),
  productTypes: ({first}: {first: number}, context) =>
    stringConnection(productSearchIndex(context.store.catalogue).productTypes, {first}),
  publicApiVersions: () => API_VERSIONS,
  ...accountQueries,
};

/** `cartMetafieldsSet`: every input is checked first; with any user error nothing is set. */
function setMetafields(
  context: StorefrontContext,
  metafields: {ownerId: string; key: string; type: string; value: string}[],
) {
  const userErrors: MetafieldsSetUserError[] = [];
  const byCart = new Map<string, {cart: CartRecord; inputs: {index: number; key: string; type: string; value: string}[]}>();
  metafields.forEach((input, index) => {
    const cart = findCart(context, input.ownerId);
    if (!cart) {
      userErrors.push({code: 'INVALID_OWNER', elementIndex: index, field: ['metafields', String(index), 'ownerId'], message: 'Owner does not exist'});
      return;
    }
    const entry = byCart.get(cart.token) ?? {cart, inputs: []};
    entry.inputs.push({index, key: input.key, type: input.type, value: input.value});
    byCart.set(cart.token, entry);
  });
  const results = [...byCart.values()].map(({cart, inputs}) => ({inputs, ...setCartMetafields(cart, inputs, operationEnv(context))}));
  userErrors.push(...results.flatMap((result) => result.userErrors));
  if (userErrors.length > 0) return {metafields: null, userErrors: userErrors.sort((a, b) => a.elementIndex - b.elementIndex)};
  const objects: {index: number; object: MetafieldObject}[] = [];
  for (const {cart, inputs} of results) {
    context.store.carts.save(cart);
    const cartObject = new CartObject(cart, context);
    for (const input of inputs) {
      const dot = input.key.lastIndexOf('.');
      const object = cartObject.metafield(dot > 0 ? {namespace: input.key.slice(0, dot), key: input.key.slice(dot + 1)} : {key: input.key});
      if (object) objects.push({index: input.index, object});
    }
  }
  return {metafields: objects.sort((a, b) => a.index - b.index).map(({object}) => object), userErrors: []};
}

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
  cartBillingAddressUpdate: ({cartId}: CartArgs<object>, context) => mutateCart(context, cartId, (cart, env) => updateBillingAddress(cart, env)),
  cartGiftCardCodesUpdate: ({cartId, giftCardCodes}: CartArgs<{giftCardCodes: string[]}>, context) =>
    mutateCart(context, cartId, (cart, env) => updateGiftCardCodes(cart, giftCardCodes, env)),
  cartGiftCardCodesRemove: ({cartId, appliedGiftCardIds}: CartArgs<{appliedGiftCardIds: string[]}>, context) =>
    mutateCart(context, cartId, (cart) => removeGiftCards(cart, appliedGiftCardIds)),
  cartDeliveryAddressesAdd: ({cartId, addresses}: CartArgs<{addresses: CartSelectableAddressInput[]}>, context) =>
    mutateCart(context, cartId, (cart, env) => addDeliveryAddresses(cart, addresses, env)),
  cartDeliveryAddressesUpdate: ({cartId, addresses}: CartArgs<{addresses: CartSelectableAddressUpdateInput[]}>, context) =>
    mutateCart(context, cartId, (cart, env) => updateDeliveryAddresses(cart, addresses, env)),
  cartDeliveryAddressesRemove: ({cartId, addressIds}: CartArgs<{addressIds: string[]}>, context) =>
    mutateCart(context, cartId, (cart, env) => removeDeliveryAddresses(cart, addressIds, env)),
  cartMetafieldsSet: ({metafields}: {metafields: {ownerId: string; key: string; type: string; value: string}[]}, context) =>
    setMetafields(context, metafields),
  cartMetafieldDelete: ({input}: {input: {ownerId: string; key: string}}, context) => {
    const cart = findCart(context, input.ownerId);
    if (!cart) {
      return {deletedId: null, userErrors: [{code: 'INVALID_OWNER', field: ['input', 'ownerId'], message: 'Owner does not exist'}]};
    }
    const {cart: updated, deleted} = deleteCartMetafield(cart, input.key, operationEnv(context));
    if (!deleted) {
      return {deletedId: null, userErrors: [{code: 'METAFIELD_DOES_NOT_EXIST', field: ['input', 'key'], message: 'Metafield does not exist'}]};
    }
    const deletedId = new MetafieldObject(deleted, new CartObject(cart, context).id, null, cart.updatedAt).id;
    context.store.carts.save(updated);
    return {deletedId, userErrors: []};
  },
  ...accountMutations,
};

/**
 * graphql's root value: the default field resolver calls these with
 * (args, context, info). Query and mutation field names do not overlap.
 */
export const rootValue: Record<string, Resolver> = {...queryRoot, ...mutationRoot};
