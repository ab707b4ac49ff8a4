/**
 * Recommendations: which placement a
 * page asks for and what it seeds the profile with.
 */
import {RECOMMENDATION_PLACEMENTS, type RecommendationPlacement} from '~/config/search';

export {RECOMMENDATION_PLACEMENTS, type RecommendationPlacement};

export type RecommendationPageType = 'Homepage' | 'Product_detail_page' | 'Cart' | (string & {});

/** The recommendations limit defaults to 12. */
export const RECOMMENDATIONS_LIMIT = 12;

const PLACEMENT_BY_PAGE_TYPE: Record<string, RecommendationPlacement> = {
  Homepage: 'home-page',
  Product_detail_page: 'product-page',
  Cart: 'basket-page',
};

/** Homepage, Product_detail_page and Cart map to their placement; any other page type to 'other'. */
export function placementForPage(pageType: RecommendationPageType): RecommendationPlacement {
  return PLACEMENT_BY_PAGE_TYPE[pageType] ?? 'other';
}

/**
 * The seed: the basket line SKUs on the basket page, the product's SKU on a
 * product page, else nothing. Blank and repeated SKUs are left out.
 */
export function recommendationSeed(
  placement: RecommendationPlacement,
  skus: {product?: string | null; basket?: readonly (string | null | undefined)[]},
): string[] {
  const chosen =
    placement === 'basket-page' ? (skus.basket ?? []) : placement === 'product-page' ? [skus.product] : [];
  const seen = new Set<string>();
  for (const sku of chosen) {
    const trimmed = sku?.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/** At most this many seed SKUs are read from a request (a bag rarely holds more than a few dozen lines). */
export const MAX_SEED_SKUS = 100;
const SEED_SKU = /^[A-Za-z0-9._-]{1,64}$/;

export type RecommendationRequest =
  | {ok: true; placement: RecommendationPlacement; seed: string[]}
  | {ok: false; message: string};

/** The query of GET /api/recommendations: `placement` (required) and `seed`, comma-separated SKUs. */
export function parseRecommendationRequest(params: URLSearchParams): RecommendationRequest {
  const placement = params.get('placement') ?? '';
  if (!(RECOMMENDATION_PLACEMENTS as readonly string[]).includes(placement)) {
    return {ok: false, message: `Ask for one of these placements: ${RECOMMENDATION_PLACEMENTS.join(', ')}.`};
  }
  const raw = (params.get('seed') ?? '').split(',').map((sku) => sku.trim()).filter((sku) => sku !== '');
  if (raw.length > MAX_SEED_SKUS) return {ok: false, message: `Seed recommendations with at most ${MAX_SEED_SKUS} SKUs.`};
  const bad = raw.find((sku) => !SEED_SKU.test(sku));
  if (bad !== undefined) return {ok: false, message: 'A seed SKU has letters, digits, dots, dashes and underscores only.'};
  return {ok: true, placement: placement as RecommendationPlacement, seed: [...new Set(raw)]};
}

/** Where the browser asks for a placement's recommendations. */
export function recommendationsHref(placement: RecommendationPlacement, seed: readonly string[]): string {
  const params = new URLSearchParams({placement});
  if (seed.length > 0) params.set('seed', seed.join(','));
  return `/api/recommendations?${params.toString()}`;
}

/** What a recommendation beacon reports: a carousel rendered, a tile seen, a tile clicked. */
export const BEACON_KINDS = ['render', 'impression', 'click'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];
