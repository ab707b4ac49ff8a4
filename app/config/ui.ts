/** UI timings from the specs' constants (browsing §9 "UI timings"). */
export const UI_TIMINGS = {
  menuOpenDelayMs: 300,
  menuCloseDelayMs: 500,
  miniBagCloseDelayMs: 500,
  chunkReloadGuardMs: 60_000,
  notificationMs: 5_000,
} as const;

/**
 * Reviews shown per page on a product page. The spec reads this from
 * `siteConfig.reviewsPerPage` (browsing §3); our content has no site config
 * yet, so it is a constant here until it does.
 */
export const REVIEWS_PER_PAGE = 5;
