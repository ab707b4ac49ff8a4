/**
 * How a route tells the worker's page cache (~/worker/page-cache/) that its page may be kept: a route module's
 * `handle`. Routes read this; the page cache itself is the worker's.
 */

/** What a route module's `handle` says about the page cache. */
export interface PageCacheHandle {
  /** The page is the same for every shopper with page-neutral cookies (~/worker/page-cache/page-request.ts), so it may be kept. */
  pageCache?: boolean;
}

/** A route's `handle` when its page is the same for every shopper without personal cookies: the page cache may keep it. */
export const PAGE_CACHE_ALLOWED: PageCacheHandle = {pageCache: true};

export function routeAllowsPageCache(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as PageCacheHandle).pageCache === true;
}
