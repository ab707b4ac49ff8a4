/**
 * Search provider settings that are the merchant's configuration rather than
 * code: the local stand-in's site ids and the recommendation profile tags per
 * placement (Searchspring profiles are set up in its console and named by tag).
 */
/** Where a recommendation carousel is shown; each placement has a profile tag below. */
export const RECOMMENDATION_PLACEMENTS = ['home-page', 'product-page', 'basket-page', 'other'] as const;
export type RecommendationPlacement = (typeof RECOMMENDATION_PLACEMENTS)[number];

/** Site ids the stand-in answers for (the real ones come from SEARCHSPRING_SITE_ID / SEARCHSPRING_BLOG_SITE_ID). */
export const STAND_IN_SITE_IDS = {products: 'dhdemo', blog: 'dhblog'} as const;

/** The recommendation profile shown for each placement. */
export const RECOMMENDATION_TAGS: Record<RecommendationPlacement, string> = {
  'home-page': 'home-trending',
  'product-page': 'similar-products',
  'basket-page': 'basket-cross-sell',
  other: 'best-sellers',
};
