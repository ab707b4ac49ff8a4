/** UI timings from the specs' constants (browsing §9 "UI timings"). */
export const UI_TIMINGS = {
  menuOpenDelayMs: 300,
  menuCloseDelayMs: 500,
  miniBagCloseDelayMs: 500,
  chunkReloadGuardMs: 60_000,
  notificationMs: 5_000,
} as const;
