/**
 * The search provider (Searchspring; the local stand-in under
 * `${MOCK_SHOP_ORIGIN}/searchspring` unless SEARCHSPRING_SITE_ID is set).
 * Owns the URLs, time limits, caching and the shopper's tracking ids, and
 * answers in the app's own types (app/domain/search.ts).
 *
 * Search is optional to every page: a failure is reported and answered as
 * "unavailable" (listings) or nothing (header panel, recommendations); it
 * never throws.
 */
import type {WithCache} from '@shopify/hydrogen';
import {searchCache} from '~/services/upstream/cache-strategies';
import type {SearchConfig} from '~/kernel/env';
import type {Autocomplete, RecommendationSet, SearchResults} from '~/domain/search';
import {
  HEADER_BLOGS_LIMIT,
  HEADER_PRODUCTS_LIMIT,
  SEARCH_PAGE_SIZE,
  SUGGESTION_COUNT,
  type ListingState,
} from '~/domain/search-listing';
import {RECOMMENDATIONS_LIMIT, type RecommendationPlacement} from '~/domain/recommendations';
import {RECOMMENDATION_TAGS} from '~/config/search';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {requestUpstreamJson} from '~/services/upstream/upstream-json.server';
import type {ShopperTrackingCookies} from './tracking.server';
import {toAutocomplete, toRecommendedProducts, toSearchResults} from './reshape';
import type {WireBeaconEvent} from './wire';

/** A listing page waits this long; the header panel and recommendations less (they are extras). */
export const SEARCH_TIMEOUT_MS = 3000;
export const AUTOCOMPLETE_TIMEOUT_MS = 2000;
export const RECOMMEND_TIMEOUT_MS = 2500;
export const BEACON_TIMEOUT_MS = 2000;
/** HTTP retries 2, no delay (network errors and 502/503/504 only). */
const RETRIES = 2;

export type SearchOutcome = {ok: true; results: SearchResults} | {ok: false};

export interface SearchServiceOptions {
  config: SearchConfig;
  /** Hydrogen's cache for search and recommend replies (searchCache). */
  withCache: WithCache;
  tracking: ShopperTrackingCookies;
  /** The store's own host: a merchandising redirect to it is followed, to anywhere else ignored. */
  storeHost: string | null;
  signal?: AbortSignal;
  reportError: ReportError;
  fetch?: typeof fetch;
}

/** Parameters that differ per shopper or page view: sent, but not part of the cache key. */
const PER_VIEW_PARAMS = new Set(['userId', 'sessionId', 'pageLoadId', 'domain']);

export function createSearchService({
  config,
  withCache,
  tracking,
  storeHost,
  signal,
  reportError,
  fetch,
}: SearchServiceOptions) {
  const siteBase = (siteId: string) =>
    config.baseUrl.replace('{siteId}', encodeURIComponent(siteId)).replace(/\/+$/, '');

  function trackingParams(params: URLSearchParams) {
    const ids = tracking.ids();
    params.set('userId', ids.userId);
    params.set('sessionId', ids.sessionId);
    params.set('pageLoadId', ids.pageLoadId);
    if (ids.viewedSkus.length > 0) params.set('lastViewed', ids.viewedSkus.join(','));
  }

  function cacheKey(url: URL): string {
    const kept = [...url.searchParams].filter(([key]) => !PER_VIEW_PARAMS.has(key));
    return `searchspring:${url.origin}${url.pathname}?${new URLSearchParams(kept).toString()}`;
  }

  /** One GET through Hydrogen's cache; only good replies are cached. Null on failure (reported). */
  async function getJson(url: URL, timeoutMs: number): Promise<unknown | null> {
    return getReshaped(url, timeoutMs, 'reply', (body) => body);
  }

  /**
   * One GET, reshaped into the app's types, through Hydrogen's cache: the
   * reshaped value is what is kept, so a cached page view neither parses the
   * (larger) wire reply nor reshapes it again. Null on failure or an
   * unreadable reply (both reported); only good values are cached.
   */
  async function getReshaped<T>(url: URL, timeoutMs: number, what: string, reshape: (body: unknown) => T | null): Promise<T | null> {
    type Outcome = {ok: true; value: T} | {ok: false; error: Error; status?: number};
    const result = await withCache
      .run<Outcome>(
        // `v2`: cached values are reshaped values (v1 kept wire replies under the same URLs).
        {cacheKey: ['v2', cacheKey(url), what, storeHost ?? ''], cacheStrategy: searchCache(), shouldCacheResult: (value) => value.ok},
        async () => {
          const reply = await requestUpstreamJson({url: url.toString(), timeoutMs, retries: RETRIES, signal, fetch});
          if (!reply.ok) return {ok: false, error: reply.error, status: reply.status};
          const value = reshape(reply.body);
          return value === null ? {ok: false, error: new Error(`Unreadable ${what}`)} : {ok: true, value};
        },
      )
      .catch((error: unknown) => ({ok: false as const, error: error instanceof Error ? error : new Error(String(error)), status: undefined}));
    if (result.ok) return result.value;
    if (!signal?.aborted) {
      reportError(result.error, {service: 'search', method: 'GET', url: `${url.origin}${url.pathname}`, status: result.status});
    }
    return null;
  }

  function searchUrl(siteId: string, endpoint: 'search' | 'autocomplete', params: URLSearchParams): URL {
    const url = new URL(`${siteBase(siteId)}/api/search/${endpoint}.json`);
    url.searchParams.set('siteId', siteId);
    url.searchParams.set('resultsFormat', 'json');
    for (const [key, value] of params) url.searchParams.append(key, value);
    trackingParams(url.searchParams);
    return url;
  }

  return {
    /**
     * A listing page: the search (`query`) or a collection's products
     * (`collectionHandle`, sent as the hidden filter), filtered, sorted and paged.
     */
    async search(listing: ListingState, scope: {collectionHandle?: string} = {}): Promise<SearchOutcome> {
      const params = new URLSearchParams();
      if (listing.query) params.set('q', listing.query);
      if (scope.collectionHandle) params.set('bgfilter.collection_handle', scope.collectionHandle);
      params.set('page', String(listing.page));
      params.set('resultsPerPage', String(SEARCH_PAGE_SIZE));
      params.set('redirectResponse', 'minimal');
      if (listing.sort) params.set(`sort.${listing.sort.field}`, listing.sort.direction);
      for (const [field, values] of Object.entries(listing.filters)) {
        for (const value of values) params.append(`filter.${field}`, value);
      }
      for (const [field, {low, high}] of Object.entries(listing.ranges)) {
        params.set(`filter.${field}.low`, low ?? '*');
        params.set(`filter.${field}.high`, high ?? '*');
      }
      const results = await getReshaped(searchUrl(config.siteId, 'search', params), SEARCH_TIMEOUT_MS, 'search.json reply', (body) =>
        toSearchResults(body, {storeHost}),
      );
      return results ? {ok: true, results} : {ok: false};
    },

    /**
     * The header panel: products (6), blog posts (3) and suggestions (5), asked
     * at once. Null only when every part failed (the panel then shows nothing).
     */
    async autocomplete(query: string): Promise<Autocomplete | null> {
      const q = query.trim();
      const productParams = new URLSearchParams({q, resultsPerPage: String(HEADER_PRODUCTS_LIMIT), redirectResponse: 'full'});
      const blogParams = new URLSearchParams({q, resultsPerPage: String(HEADER_BLOGS_LIMIT)});
      const suggestUrl = new URL(`${siteBase(config.siteId)}/api/suggest/query`);
      suggestUrl.search = new URLSearchParams({
        siteId: config.siteId,
        query: q,
        suggestionCount: String(SUGGESTION_COUNT),
        integratedSpellCorrection: 'true',
      }).toString();
      const [products, blogs, suggest] = await Promise.all([
        getJson(searchUrl(config.siteId, 'autocomplete', productParams), AUTOCOMPLETE_TIMEOUT_MS),
        getJson(searchUrl(config.blogSiteId, 'autocomplete', blogParams), AUTOCOMPLETE_TIMEOUT_MS),
        getJson(suggestUrl, AUTOCOMPLETE_TIMEOUT_MS),
      ]);
      if (products === null && blogs === null && suggest === null) return null;
      return toAutocomplete(q, {products, blogs, suggest}, {storeHost});
    },

    /** One placement's recommendations; null when the provider fails (the carousel is then left out). */
    async recommendations({
      placement,
      seed,
      cartSkus = [],
      limit = RECOMMENDATIONS_LIMIT,
    }: {
      placement: RecommendationPlacement;
      seed: string[];
      cartSkus?: string[];
      limit?: number;
    }): Promise<RecommendationSet | null> {
      const tag = RECOMMENDATION_TAGS[placement];
      const url = new URL(`${siteBase(config.siteId)}/boost/${encodeURIComponent(config.siteId)}/recommend`);
      url.searchParams.set('tags', tag);
      url.searchParams.set('limits', String(limit));
      if (seed.length > 0) url.searchParams.set('products', seed.join(','));
      if (cartSkus.length > 0) url.searchParams.set('cart', cartSkus.join(','));
      trackingParams(url.searchParams);
      const products = await getReshaped(url, RECOMMEND_TIMEOUT_MS, 'recommend reply', (body) => toRecommendedProducts(body, tag));
      return products ? {tag, placement, seed, products} : null;
    },

    /** The tracking ids, for building beacon events. */
    trackingIds: () => tracking.ids(),

    /** Records a product view for `lastViewed`. */
    productViewed: (sku: string | null) => {
      if (sku) tracking.viewed(sku);
    },

    /** Sends beacon events; a failure is reported and swallowed (tracking never breaks a page). */
    async sendBeacons(events: WireBeaconEvent[]): Promise<boolean> {
      if (events.length === 0) return true;
      const result = await requestUpstreamJson({
        url: config.beaconUrl,
        method: 'POST',
        body: events,
        timeoutMs: BEACON_TIMEOUT_MS,
        fetch,
      });
      if (!result.ok) reportError(result.error, {service: 'search-beacon', method: 'POST', url: config.beaconUrl, status: result.status});
      return result.ok;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
