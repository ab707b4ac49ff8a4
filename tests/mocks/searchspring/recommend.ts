/**
 * Personalised recommendations: one profile per placement, named by the tags
 * in app/config/search.ts (RECOMMENDATION_TAGS), answered in tag order.
 *   home-page   → fixed "trending" list
 *   product-page → the seed products' categories, closest in price first
 *   basket-page → other categories that go with the basket's (CROSS_SELL)
 *   other       → fixed best-seller list
 * The seed, the cart and blocked items are never recommended. Fixed lists are
 * topped up from the catalogue, so a generated catalogue gets them too.
 * An unknown tag's profile is left out of the reply.
 */
import type {WireProductResult, WireRecommendProfile, WireRecommendResponse} from '~/services/searchspring/wire';
import {RECOMMENDATION_PLACEMENTS, type RecommendationPlacement} from '~/domain/recommendations';
import {RECOMMENDATION_TAGS} from '~/config/search';
import {BRAND} from '~/config/brand';
import type {ProductDocument, ProductSite} from './catalogue-index';

/** The recommendations limit defaults to 12. */
export const DEFAULT_RECOMMENDATION_LIMIT = 12;
const MAX_RECOMMENDATION_LIMIT = 100;

export const TRENDING_HANDLES = [
  'arched-boucle-headboard',
  'kensington-velvet-bed',
  'aurora-hybrid-mattress',
  'bondi-gas-lift-bed',
  'vita-organic-latex-mattress',
  'round-rattan-mirror',
  'velvet-storage-ottoman',
  'noosa-rattan-bed',
  'coolflow-gel-mattress',
  'metro-floating-bedside',
  'oslo-bedroom-suite',
  'weekender-sofa-bed',
];

export const BEST_SELLER_HANDLES = [
  'aurora-hybrid-mattress',
  'cloud-nine-pocket-spring-mattress',
  'oslo-timber-bed',
  'restwell-classic-firm-mattress',
  'aurora-hybrid-ensemble',
  'oslo-bedside-table',
  `${BRAND.slug}-signature-mattress`,
  'metro-platform-bed',
  'hamptons-panel-bed',
  'oslo-tallboy',
  'serenity-pillowtop-mattress',
  'channel-tufted-headboard',
];

/** What goes with a category, most likely first. */
export const CROSS_SELL: ReadonlyMap<string, readonly string[]> = new Map([
  ['Mattress', ['Bed', 'Bedside Table', 'Headboard', 'Blanket Box']],
  ['Ensemble', ['Headboard', 'Bedside Table', 'Blanket Box']],
  ['Bed', ['Mattress', 'Bedside Table', 'Blanket Box', 'Tallboy']],
  ['Headboard', ['Mattress', 'Ensemble', 'Bedside Table']],
  ['Sofa Bed', ['Blanket Box', 'Mirror']],
  ['Bedside Table', ['Lowboy', 'Tallboy', 'Mirror']],
  ['Lowboy', ['Tallboy', 'Bedside Table', 'Mirror']],
  ['Tallboy', ['Lowboy', 'Bedside Table', 'Mirror']],
  ['Dresser', ['Mirror', 'Bedside Table', 'Tallboy']],
  ['Bookcase', ['Desk', 'Mirror']],
  ['Blanket Box', ['Bed', 'Bedside Table']],
  ['Desk', ['Bookcase', 'Mirror']],
  ['Mirror', ['Dresser', 'Lowboy']],
  ['Bundle', ['Mattress', 'Blanket Box', 'Mirror']],
]);

const HEADINGS: Record<RecommendationPlacement, string> = {
  'home-page': 'Trending now',
  'product-page': 'You may also like',
  'basket-page': 'Complete your bedroom',
  other: 'Best sellers',
};

export interface RecommendRequest {
  profiles: {tag: string; limit: number}[];
  /** Seed SKUs (or uids): the product viewed, or the basket's lines. */
  products: string[];
  cart: string[];
  blockedItems: string[];
}

interface RuleContext {
  site: ProductSite;
  seeds: ProductDocument[];
  basket: ProductDocument[];
}

/** A fixed list first, then the rest of the catalogue in its order; computed once per site. */
const rankedLists = new WeakMap<ProductSite, Map<readonly string[], ProductDocument[]>>();
function ranked(site: ProductSite, handles: readonly string[]): ProductDocument[] {
  const lists = rankedLists.get(site) ?? new Map<readonly string[], ProductDocument[]>();
  rankedLists.set(site, lists);
  let list = lists.get(handles);
  if (!list) {
    const position = new Map(handles.map((handle, i) => [handle, i]));
    const rank = (document: ProductDocument) => position.get(document.product.handle) ?? handles.length;
    list = [...site.documents].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
    lists.set(handles, list);
  }
  return list;
}

function similar({site, seeds}: RuleContext): ProductDocument[] {
  const priceGap = (document: ProductDocument) =>
    Math.min(
      ...seeds.filter((seed) => seed.productType === document.productType).map((seed) => Math.abs(seed.price - document.price)),
    );
  const types = new Set(seeds.map((seed) => seed.productType));
  return site.documents
    .filter((document) => types.has(document.productType))
    .map((document) => ({document, gap: priceGap(document)}))
    .sort((a, b) => a.gap - b.gap || a.document.id - b.document.id)
    .map(({document}) => document);
}

/** Best sellers of each related category, taken in turn so every category shows. */
function crossSell({site, basket}: RuleContext): ProductDocument[] {
  const own = new Set(basket.map((document) => document.productType));
  const related = [...new Set(basket.flatMap((document) => CROSS_SELL.get(document.productType) ?? []))].filter(
    (type) => !own.has(type),
  );
  const popular = ranked(site, BEST_SELLER_HANDLES);
  const queues = related.map((type) => popular.filter((document) => document.productType === type));
  const picked: ProductDocument[] = [];
  for (let round = 0; queues.some((queue) => round < queue.length); round += 1) {
    for (const queue of queues) if (round < queue.length) picked.push(queue[round]);
  }
  return picked;
}

const RULES: Record<RecommendationPlacement, (context: RuleContext) => ProductDocument[]> = {
  'home-page': ({site}) => ranked(site, TRENDING_HANDLES),
  'product-page': similar,
  'basket-page': crossSell,
  other: ({site}) => ranked(site, BEST_SELLER_HANDLES),
};

const PLACEMENT_BY_TAG = new Map(RECOMMENDATION_PLACEMENTS.map((placement) => [RECOMMENDATION_TAGS[placement], placement]));

function toRecommendation(result: WireProductResult): WireRecommendProfile['results'][number] {
  const {uid, sku, name, url, price, msrp, imageUrl, thumbnailImageUrl, brand, ...attributes} = result;
  return {id: uid, mappings: {core: {uid, sku, name, url, price, msrp, imageUrl, thumbnailImageUrl, brand}}, attributes};
}

export function recommend(site: ProductSite, request: RecommendRequest, origin: string): WireRecommendResponse {
  const lookup = (keys: string[]) => [
    ...new Set(keys.flatMap((key) => site.bySkuOrUid.get(key) ?? [])),
  ];
  const seeds = lookup(request.products);
  const basket = lookup([...request.products, ...request.cart]);
  const excluded = new Set([...basket, ...lookup(request.blockedItems)]);
  return request.profiles.flatMap(({tag, limit}): WireRecommendProfile[] => {
    const placement = PLACEMENT_BY_TAG.get(tag);
    if (!placement) return [];
    const picked = RULES[placement]({site, seeds, basket}).filter((document) => !excluded.has(document));
    return [
      {
        profile: {tag, placement, display: {}},
        results: picked.slice(0, limit).map((document) => toRecommendation(document.result(origin))),
      },
    ];
  });
}

export function recommendationLimit(value: unknown): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 1 ? Math.min(limit, MAX_RECOMMENDATION_LIMIT) : DEFAULT_RECOMMENDATION_LIMIT;
}

const commaList = (values: string[]) =>
  values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => value !== '');

/** `GET /boost/{siteId}/recommend?tags=a,b&limits=12,6&product=&products=&cart=&lastViewed=&shopper=` */
export function parseRecommendQuery(params: URLSearchParams): RecommendRequest {
  const limits = commaList(params.getAll('limits'));
  return {
    profiles: commaList(params.getAll('tags')).map((tag, i) => ({tag, limit: recommendationLimit(limits[i])})),
    products: commaList([...params.getAll('product'), ...params.getAll('products')]),
    cart: commaList(params.getAll('cart')),
    blockedItems: commaList(params.getAll('blockedItems')),
  };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `POST /v1/recommend` (snap-client's batched form): `{siteId, profiles: [{tag, limit}], products, cart, ...}`. */
export function parseRecommendBody(body: unknown): {siteId: string; request: RecommendRequest} | null {
  if (typeof body !== 'object' || body === null) return null;
  const {siteId, profiles, product, products = [], cart = [], blockedItems = []} = body as Record<string, unknown>;
  if (typeof siteId !== 'string' || !Array.isArray(profiles)) return null;
  if (!isStringList(products) || !isStringList(cart) || !isStringList(blockedItems)) return null;
  const read = profiles.map((profile: unknown) => {
    const {tag, limit} = (profile ?? {}) as Record<string, unknown>;
    return typeof tag === 'string' ? {tag, limit: recommendationLimit(limit)} : null;
  });
  if (read.some((profile) => profile === null)) return null;
  return {
    siteId,
    request: {
      profiles: read as RecommendRequest['profiles'],
      products: typeof product === 'string' ? [product, ...products] : products,
      cart,
      blockedItems,
    },
  };
}

/** `GET /api/personalized-recommendations/profile.json`: how a profile is displayed. */
export interface WireProfileReply {
  profile: {
    tag: string;
    placement: RecommendationPlacement;
    display: {
      threshold: number;
      template: {name: string; uuid: string; component: string; branch: string; group: string};
      templateParameters: {title: string};
    };
  };
}

export function profileReply(tag: string): WireProfileReply | null {
  const placement = PLACEMENT_BY_TAG.get(tag);
  if (!placement) return null;
  return {
    profile: {
      tag,
      placement,
      display: {
        threshold: 1,
        template: {
          name: `${BRAND.slug}-carousel`,
          uuid: `00000000-0000-4000-8000-${String(RECOMMENDATION_PLACEMENTS.indexOf(placement) + 1).padStart(12, '0')}`,
          component: 'Recommendation',
          branch: 'production',
          group: BRAND.slug,
        },
        templateParameters: {title: HEADINGS[placement]},
      },
    },
  };
}
