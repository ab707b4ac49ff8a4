/** UI timings: menus, mini bag, chunk-reload guard, notifications, loading bar, page tracking. */
export const UI_TIMINGS = {
  menuOpenDelayMs: 300,
  menuCloseDelayMs: 500,
  miniBagCloseDelayMs: 500,
  chunkReloadGuardMs: 60_000,
  notificationMs: 5_000,
  /** Loading bar: shown only when a navigation lasts longer than this. */
  loadingBarThrottleMs: 200,
  /** Loading bar: stays full this long after the navigation ends, then hides. */
  loadingBarHideDelayMs: 500,
  /** Page tracking is sent this long after each route change. */
  trackingDelayMs: 500,
} as const;

/**
 * The spec's pdp.addedToBagCloseTime: the added-to-bag popup closes itself after this (paused while in use). Its own
 * export, so it travels with the product page's code rather than the shell every page loads.
 */
export const ADDED_TO_BAG_CLOSE_MS = 6_000;

/**
 * Reviews shown per page on a product page. It belongs in
 * `siteConfig.reviewsPerPage`; our content has no site config yet, so it is a constant here until it does.
 */
export const REVIEWS_PER_PAGE = 5;
