/**
 * The search stand-in's own time, asked directly (not through the worker and
 * its cache), so a reader sees what a bigger catalogue costs the search itself.
 */
import {resolveConfig} from '../../app/kernel/env';
import {isOk, timedGet} from './http';
import type {SsrTarget} from './ssr';
import {round, summarise} from './stats';

const SITE = 'siteId=dhdemo&resultsFormat=json';
const REPEATS = 20;

export interface StandInFigures {
  /** Products in the search index: an empty query lists them all. */
  indexedProducts: number | null;
  /** Results for `bed`, to show both catalogues really answer. */
  bedResults: number | null;
  /** The first `q=bed` query after start: slow when the index is built on first use rather than at start. */
  firstQueryMs: number;
  /** The same query repeated: its steady cost. */
  query: ReturnType<typeof summarise>;
  failures: number;
}

function totalResults(body: string): number | null {
  try {
    const total = (JSON.parse(body) as {pagination?: {totalResults?: unknown}}).pagination?.totalResults;
    return typeof total === 'number' ? total : null;
  } catch {
    return null;
  }
}

export async function measureStandIn(mockShopOrigin: string): Promise<StandInFigures> {
  const search = `${mockShopOrigin}/searchspring/api/search/search.json?${SITE}`;
  const bedUrl = `${search}&q=bed&resultsPerPage=12`;
  const first = await timedGet(bedUrl);
  const repeats = [];
  for (let i = 0; i < REPEATS; i++) repeats.push(await timedGet(bedUrl));
  const everything = await timedGet(`${search}&resultsPerPage=1`);
  const replies = [first, ...repeats, everything];
  return {
    indexedProducts: isOk(everything.status) ? totalResults(everything.body) : null,
    bedResults: isOk(first.status) ? totalResults(first.body) : null,
    firstQueryMs: round(first.ms),
    query: summarise(repeats.map((reply) => reply.ms)),
    failures: replies.filter((reply) => !isOk(reply.status)).length,
  };
}

/** One product with its variants, options and images: about what a product page asks the Storefront API for. */
const PRODUCT_QUERY = `query BenchProduct($handle: String!) {
  product(handle: $handle) {
    id handle title vendor productType description
    options { name optionValues { name } }
    images(first: 10) { nodes { url altText width height } }
    variants(first: 100) {
      nodes { id title sku availableForSale selectedOptions { name value } price { amount currencyCode } compareAtPrice { amount currencyCode } }
    }
  }
}`;

/**
 * The Storefront stand-in's raw rate for one product query, asked straight
 * (no worker, no cache): its endpoint, API version and token header as the
 * worker sends them when no store is configured (app/kernel/env.ts).
 */
export function standInProductQuery(mockShopOrigin: string, handle: string): SsrTarget {
  const {storefront} = resolveConfig({MOCK_SHOP_ORIGIN: mockShopOrigin} as Parameters<typeof resolveConfig>[0]);
  return {
    name: 'stand-in: one product query',
    path: `/api/${storefront.apiVersion}/graphql.json`,
    headers: {'Shopify-Storefront-Private-Token': storefront.privateToken ?? storefront.publicToken},
    post: {contentType: 'application/json', body: JSON.stringify({query: PRODUCT_QUERY, variables: {handle}})},
  };
}
