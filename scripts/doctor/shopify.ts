/**
 * Shopify Storefront API: reachable, each token accepted, the metafields the app reads readable on products
 * (a definition without Storefront access reads null), the collections the store lists published to the storefront,
 * and carts checking out on PUBLIC_CHECKOUT_DOMAIN.
 */
import type {AppConfig, AppEnvironment} from '../../app/kernel/env';
import {jsonPost, request, unreachableFix, type Http, type Reply} from './http';
import {metafieldName, type MetafieldId, type MetafieldOwner, type ModelList} from './models';
import {rowFor, type Row} from './report';

export const SHOPIFY_SERVICE = 'Shopify Storefront';
/** Products looked at for each metafield's value: a metafield no product of these has is reported. */
export const METAFIELD_SAMPLE_PRODUCTS = 50;

type Storefront = AppConfig['storefront'];

export function storefrontUrl(storefront: Storefront): string {
  const domain = /^https?:\/\//.test(storefront.storeDomain) ? storefront.storeDomain : `https://${storefront.storeDomain}`;
  return `${domain.replace(/\/+$/, '')}/api/${storefront.apiVersion}/graphql.json`;
}

/** The tokens a server and a browser send, each to be accepted. */
function tokens(storefront: Storefront): {header: string; value: string; setting: string}[] {
  return [
    ...(storefront.privateToken
      ? [{header: 'Shopify-Storefront-Private-Token', value: storefront.privateToken, setting: 'PRIVATE_STOREFRONT_API_TOKEN'}]
      : []),
    {header: 'X-Shopify-Storefront-Access-Token', value: storefront.publicToken, setting: 'PUBLIC_STOREFRONT_API_TOKEN'},
  ];
}

export function storefrontQuery(http: Http, storefront: Storefront, query: string, variables: object = {}) {
  const [token] = tokens(storefront);
  return request(http, storefrontUrl(storefront), jsonPost({query, variables}, {[token.header]: token.value}));
}

const isAccessDenied = (reply: Reply & {kind: 'reply'}) =>
  reply.status === 401 ||
  reply.status === 403 ||
  ((reply.body as {errors?: {extensions?: {code?: string}}[]} | undefined)?.errors ?? []).some(
    (error) => error.extensions?.code === 'ACCESS_DENIED',
  );

const graphqlErrors = (body: unknown) =>
  ((body as {errors?: {message?: string}[]} | undefined)?.errors ?? []).map((error) => error.message).join('; ');

const METAFIELD_SELECTION = 'namespace key value';

function metafieldsQuery(hasShop: boolean): string {
  return `query DoctorMetafields($first: Int!, $product: [HasMetafieldsIdentifier!]!, $variant: [HasMetafieldsIdentifier!]!${
    hasShop ? ', $shop: [HasMetafieldsIdentifier!]!' : ''
  }) {
    products(first: $first) {
      nodes {
        metafields(identifiers: $product) { ${METAFIELD_SELECTION} }
        variants(first: 50) { nodes { metafields(identifiers: $variant) { ${METAFIELD_SELECTION} } } }
      }
    }
    ${hasShop ? `shop { metafields(identifiers: $shop) { ${METAFIELD_SELECTION} } }` : ''}
  }`;
}

type WireMetafields = ({namespace: string; key: string; value: string | null} | null)[];
interface MetafieldsData {
  products?: {nodes: {metafields: WireMetafields; variants: {nodes: {metafields: WireMetafields}[]}}[]};
  shop?: {metafields: WireMetafields};
}

/** The metafields no sampled owner returned a value for. */
export function unreadMetafields(wanted: readonly MetafieldId[], data: MetafieldsData): MetafieldId[] {
  const seen = new Set<string>();
  const note = (owner: MetafieldOwner, list: WireMetafields | undefined) => {
    for (const entry of list ?? []) if (entry && entry.value !== null) seen.add(`${owner}:${metafieldName(entry)}`);
  };
  for (const product of data.products?.nodes ?? []) {
    note('PRODUCT', product.metafields);
    for (const variant of product.variants.nodes) note('PRODUCTVARIANT', variant.metafields);
  }
  note('SHOP', data.shop?.metafields);
  return wanted.filter((id) => !seen.has(`${id.owner}:${metafieldName(id)}`));
}

const OWNER_NAME: Record<MetafieldOwner, string> = {PRODUCT: 'product', PRODUCTVARIANT: 'variant', SHOP: 'shop'};

export async function checkShopify({
  http,
  storefront,
  environment,
  metafields,
  collections = {items: [], source: 'none'},
}: {
  http: Http;
  storefront: Storefront;
  environment: AppEnvironment;
  metafields: ModelList<MetafieldId>;
  /** Collection handles the storefront links to: each must be readable (published to the storefront's channel). */
  collections?: ModelList<string>;
}): Promise<Row> {
  const row = rowFor(SHOPIFY_SERVICE, storefront.usesStandIn ? 'stand-in' : 'configured');
  const url = storefrontUrl(storefront);

  // Reachable, and every token accepted.
  for (const token of tokens(storefront)) {
    const reply = await request(
      http,
      url,
      jsonPost({query: '{ shop { name } }'}, {[token.header]: token.value}),
    );
    const down = unreachableFix(reply, {url, setting: 'PUBLIC_STORE_DOMAIN', standIn: storefront.usesStandIn});
    if (down) return row.unreachable(down);
    if (reply.kind !== 'reply') return row.unreachable(`No answer from ${url}`);
    if (reply.status === 404) {
      return row.unreachable(`No Storefront API at ${url} (404): set PUBLIC_STORE_DOMAIN to the shop's myshopify.com domain`);
    }
    if (isAccessDenied(reply)) {
      return row.refused(
        `${token.setting} was refused (${reply.status}): copy it from Shopify admin > Sales channels > Headless > your storefront > Storefront API`,
      );
    }
    if (reply.status !== 200 || !(reply.body as {data?: {shop?: unknown}} | undefined)?.data?.shop) {
      return row.unreachable(`${url} answered HTTP ${reply.status} without a shop: check PUBLIC_STORE_DOMAIN`);
    }
  }

  // The metafields: each one the app reads has a value on some product (or variant, or the shop).
  const wanted = metafields.items;
  const byOwner = (owner: MetafieldOwner) =>
    wanted.filter((id) => id.owner === owner).map(({namespace, key}) => ({namespace, key}));
  const hasShop = byOwner('SHOP').length > 0;
  const read = await storefrontQuery(http, storefront, metafieldsQuery(hasShop), {
    first: METAFIELD_SAMPLE_PRODUCTS,
    product: byOwner('PRODUCT'),
    variant: byOwner('PRODUCTVARIANT'),
    ...(hasShop ? {shop: byOwner('SHOP')} : {}),
  });
  const readDown = unreachableFix(read, {url, setting: 'PUBLIC_STORE_DOMAIN', standIn: storefront.usesStandIn});
  if (readDown) return row.unreachable(readDown);
  const data = read.kind === 'reply' ? (read.body as {data?: MetafieldsData} | undefined)?.data : undefined;
  if (read.kind !== 'reply' || !data?.products) {
    const why = read.kind === 'reply' ? graphqlErrors(read.body) || `HTTP ${read.status}` : read.detail;
    return row.notSetUp(`The product query with the app's metafields failed (${why})`);
  }
  if (data.products.nodes.length === 0) {
    return row.notSetUp(
      'The storefront sees no products: import shopify/products.csv, and make the products available to the Headless (or Hydrogen) channel (Products > select all > Include in sales channels)',
    );
  }
  const unread = unreadMetafields(wanted, data);
  if (unread.length > 0) {
    const names = unread.map((id) => `${OWNER_NAME[id.owner]} ${metafieldName(id)}`).join(', ');
    return row.notSetUp(
      `No value readable for ${names} (the shop, its first ${METAFIELD_SAMPLE_PRODUCTS} products): npm run shopify:setup defines ${metafields.source} with Storefront access; then give them values`,
    );
  }

  // The collections: each one the storefront lists is published to its channel (else its listing page is a 404).
  let readable = `${wanted.length} metafields readable`;
  if (collections.items.length > 0) {
    const listed = await storefrontQuery(
      http,
      storefront,
      'query DoctorCollections { collections(first: 250) { nodes { handle } } }',
    );
    const nodes =
      listed.kind === 'reply'
        ? (listed.body as {data?: {collections?: {nodes: {handle: string}[]}}} | undefined)?.data?.collections?.nodes
        : undefined;
    if (!nodes) {
      const why = listed.kind === 'reply' ? graphqlErrors(listed.body) || `HTTP ${listed.status}` : listed.detail;
      return row.notSetUp(`The collections query failed (${why})`);
    }
    const handles = new Set(nodes.map((node) => node.handle));
    const missing = collections.items.filter((handle) => !handles.has(handle));
    if (missing.length > 0) {
      return row.notSetUp(
        `Collections of ${collections.source} not on the storefront: ${missing.join(', ')}: npm run shopify:setup -- --collections creates and publishes them`,
      );
    }
    readable += `, ${collections.items.length} collections`;
  }

  // Checkout: required outside development (the row is refused before this when unset), checked whenever set.
  const checkoutDomain = storefront.checkoutDomain?.replace(/^https?:\/\//, '').replace(/\/.*$/, '').toLowerCase();
  if (!checkoutDomain) {
    return row.passed(
      `${readable}${environment === 'development' ? '; PUBLIC_CHECKOUT_DOMAIN unset (development)' : ''}`,
    );
  }
  const cart = await storefrontQuery(
    http,
    storefront,
    'mutation DoctorCart { cartCreate(input: {}) { cart { checkoutUrl } userErrors { message } } }',
  );
  const checkoutUrl = (cart.kind === 'reply' &&
    (cart.body as {data?: {cartCreate?: {cart?: {checkoutUrl?: string}}}} | undefined)?.data?.cartCreate?.cart
      ?.checkoutUrl) as string | undefined;
  if (!checkoutUrl || !URL.canParse(checkoutUrl)) {
    const why = cart.kind === 'reply' ? graphqlErrors(cart.body) || `HTTP ${cart.status}` : cart.detail;
    return row.notSetUp(`Creating a cart to read its checkoutUrl failed (${why})`);
  }
  const host = new URL(checkoutUrl).host.toLowerCase();
  if (host !== checkoutDomain) {
    return row.notSetUp(
      `A cart's checkoutUrl goes to ${host}, not PUBLIC_CHECKOUT_DOMAIN (${checkoutDomain}): set it to the checkout's domain (Shopify admin > Settings > Domains)`,
    );
  }
  return row.passed(`${readable}; checkout on ${host}`);
}
