/**
 * Searchspring: both site ids answer a search, and the product feed's `price` is the campaign price the store
 * shows a guest. That last check compares one product: among the first results of a plain search, the first whose
 * campaign price differs from its Shopify price (so the check can tell a campaign price from a list price), else the
 * first result. Its campaign price is worked out as the app does (app/domain/priced-line.ts `pricedLine` under the
 * Prismic campaigns active now, the lowest over the variants for sale, as a tile's "From" reads), from the product
 * in the Storefront API and the campaign_settings document in Prismic.
 */
import {parseCampaigns} from '../../app/domain/campaign-parsing';
import {activeCampaigns, type Campaign, type RawCampaign} from '../../app/domain/campaigns';
import {productMeta, PRODUCT_METAFIELD_IDENTIFIERS} from '../../app/domain/metafields';
import {pricedLine} from '../../app/domain/priced-line';
import type {AppConfig} from '../../app/kernel/env';
import {CAMPAIGN_SETTINGS_UID} from '../../app/services/prismic/campaigns.server';
import {place, request, unreachableFix, type Http, type Reply} from './http';
import {rowFor, type Row} from './report';
import {storefrontQuery} from './shopify';

export const SEARCH_SERVICE = 'Searchspring';
/** Results looked at for a product whose campaign price is not its list price. */
const CANDIDATES = 20;

export function searchUrl(search: AppConfig['search'], siteId: string, params: Record<string, string>): string {
  const base = search.baseUrl.replace('{siteId}', encodeURIComponent(siteId)).replace(/\/+$/, '');
  const query = new URLSearchParams({siteId, resultsFormat: 'json', ...params});
  return `${base}/api/search/search.json?${query}`;
}

interface WireResult {
  uid?: string;
  handle?: string;
  name?: string;
  price?: string;
}

/** The campaigns the store runs now (Prismic's campaign_settings), or why they could not be read. */
async function activeCampaignsNow(http: Http, prismic: AppConfig['prismic']): Promise<Campaign[] | string> {
  const withToken = (url: URL) => {
    if (prismic.accessToken) url.searchParams.set('access_token', prismic.accessToken);
    return url.toString();
  };
  const repo = await request(http, withToken(new URL(prismic.endpoint)));
  const refs = repo.kind === 'reply' ? (repo.body as {refs?: {ref: string; isMasterRef?: boolean}[]})?.refs : undefined;
  const master = refs?.find((ref) => ref.isMasterRef)?.ref;
  if (!master) return 'Prismic did not answer with a master ref';
  const url = new URL(`${prismic.endpoint.replace(/\/+$/, '')}/documents/search`);
  url.searchParams.set('ref', master);
  url.searchParams.set('q', `[[at(my.campaign_settings.uid, "${CAMPAIGN_SETTINGS_UID}")]]`);
  const found = await request(http, withToken(url));
  const doc = found.kind === 'reply' ? (found.body as {results?: {data?: {campaigns?: unknown}}[]})?.results?.[0] : undefined;
  if (!doc) return `Prismic has no campaign_settings document "${CAMPAIGN_SETTINGS_UID}"`;
  const raws = Array.isArray(doc.data?.campaigns) ? (doc.data.campaigns as RawCampaign[]) : [];
  return activeCampaigns(parseCampaigns(raws).value, Date.now());
}

interface ShopifyProduct {
  id: string;
  handle: string;
  tags: string[];
  metafields: ({namespace: string; key: string; type: string; value: string | null} | null)[];
  variants: {
    nodes: {
      availableForSale: boolean;
      price: {amount: string; currencyCode: string};
      compareAtPrice: {amount: string; currencyCode: string} | null;
    }[];
  };
}

const PRODUCTS_QUERY = `query DoctorPrices($ids: [ID!]!, $meta: [HasMetafieldsIdentifier!]!) {
  nodes(ids: $ids) {
    ... on Product {
      id handle tags
      metafields(identifiers: $meta) { namespace key type value }
      variants(first: 100) { nodes { availableForSale price { amount currencyCode } compareAtPrice { amount currencyCode } } }
    }
  }
}`;

/** The guest's price and the list price, in cents, over the variants for sale (all when none is). */
export function guestPrice(product: ShopifyProduct, active: readonly Campaign[]): {cents: number; listCents: number} | null {
  const meta = productMeta(product.metafields);
  const forSale = product.variants.nodes.filter((variant) => variant.availableForSale);
  let lowest: {cents: number; listCents: number} | null = null;
  for (const variant of forSale.length > 0 ? forSale : product.variants.nodes) {
    const line = pricedLine({price: variant.price, compareAtPrice: variant.compareAtPrice, tags: product.tags, meta}, active);
    if (line && (lowest === null || line.unitCents < lowest.cents)) lowest = {cents: line.unitCents, listCents: line.listCents};
  }
  return lowest;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export async function checkSearch({
  http,
  search,
  storefront,
  prismic,
}: {
  http: Http;
  search: AppConfig['search'];
  storefront: AppConfig['storefront'];
  prismic: AppConfig['prismic'];
}): Promise<Row> {
  const row = rowFor(SEARCH_SERVICE, search.usesStandIn ? 'stand-in' : 'configured');
  const sites = [
    {siteId: search.blogSiteId, setting: 'SEARCHSPRING_BLOG_SITE_ID'},
    {siteId: search.siteId, setting: 'SEARCHSPRING_SITE_ID'},
  ];
  let reply: Reply | undefined;
  for (const {siteId, setting} of sites) {
    const url = searchUrl(search, siteId, {resultsPerPage: String(CANDIDATES), page: '1'});
    reply = await request(http, url);
    const down = unreachableFix(reply, {url, setting: 'SEARCHSPRING_BASE_URL', standIn: search.usesStandIn});
    if (down) return row.unreachable(down);
    if (reply.kind === 'reply' && reply.status !== 200) {
      return row.refused(
        `${setting} ${siteId} does not answer a search (${reply.status} at ${place(url)}): copy the site id from the Searchspring console`,
      );
    }
  }
  const results = ((reply?.kind === 'reply' && (reply.body as {results?: WireResult[]})?.results) || []).filter(
    (result) => result.uid && result.price !== undefined,
  );
  if (results.length === 0) return row.notSetUp('The product site answers a search with no products: check the feed');

  // The store's side: the campaigns running now and the products as Shopify has them.
  const campaigns = await activeCampaignsNow(http, prismic);
  const products = await storefrontQuery(http, storefront, PRODUCTS_QUERY, {
    ids: results.map((result) => `gid://shopify/Product/${result.uid}`),
    meta: PRODUCT_METAFIELD_IDENTIFIERS.map(({namespace, key}) => ({namespace, key})),
  });
  const nodes = products.kind === 'reply' ? (products.body as {data?: {nodes?: (ShopifyProduct | null)[]}})?.data?.nodes : undefined;
  // The other rows say what is wrong with Prismic or Shopify; this one cannot compare without them.
  if (typeof campaigns === 'string' || !nodes) {
    const why = typeof campaigns === 'string' ? campaigns : 'the Storefront API did not answer';
    return row.passed(`price not compared: ${why}`, {setup: 'skip'});
  }

  const compared = results.flatMap((result) => {
    const product = nodes.find((node) => node?.id === `gid://shopify/Product/${result.uid}`);
    const price = product ? guestPrice(product, campaigns) : null;
    return product && price ? [{result, product, price}] : [];
  });
  const pick = compared.find(({price}) => price.cents !== price.listCents) ?? compared[0];
  if (!pick) {
    return row.notSetUp(`None of the first ${results.length} search results is a product the Storefront API knows: the feed and the shop differ`);
  }
  const feedCents = Math.round(Number(pick.result.price) * 100);
  const {handle} = pick.product;
  const campaign =
    pick.price.cents !== pick.price.listCents
      ? `campaign price, list ${dollars(pick.price.listCents)}`
      : 'no campaign applies: list price';
  if (feedCents !== pick.price.cents) {
    return row.notSetUp(
      `The feed's price for ${handle} is ${dollars(feedCents)}, the store shows ${dollars(pick.price.cents)} (${campaign}): have the Searchspring feed's price field carry the campaign price`,
    );
  }
  return row.passed(`price of ${handle} ${dollars(feedCents)} = ${campaign}`);
}
