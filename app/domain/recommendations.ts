/**
 * Recommendations (spec: browsing §4 "Recommendations"): which placement a
 * page asks for and what it seeds the profile with.
 */

export const RECOMMENDATION_PLACEMENTS = ['home-page', 'product-page', 'basket-page', 'other'] as const;
export type RecommendationPlacement = (typeof RECOMMENDATION_PLACEMENTS)[number];

export type RecommendationPageType = 'Homepage' | 'Product_detail_page' | 'Cart' | (string & {});

/** Spec: "recommendations limit default 12". */
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
