/**
 * Product reviews (Yotpo's public widget API; the local stand-in under
 * `${MOCK_SHOP_ORIGIN}/yotpo` unless YOTPO_APP_KEY is set). Owns the URL,
 * time limit and caching, and answers in the app's own types
 * (app/domain/reviews.ts).
 *
 * Reviews are an extra on the product page: a failed lookup is reported and
 * otherwise ignored — it is answered as null and never throws.
 */
import type {WithCache} from '@shopify/hydrogen';
import {reviewsCache} from '~/services/upstream/cache-strategies';
import type {ReviewsConfig} from '~/kernel/env';
import type {ProductReviews} from '~/domain/reviews';
import {REVIEWS_PER_PAGE} from '~/config/ui';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {requestUpstreamJson, type UpstreamJsonResult} from '~/services/upstream/upstream-json.server';
import {toProductReviews, wireStatusCode} from './reshape';

/** A product page waits no longer than this for its reviews (they stream in when slower than QUICK_EXTRA_MS). */
export const REVIEWS_TIMEOUT_MS = 2500;
/** HTTP retries 2, no delay (network errors and 502/503/504 only). */
const RETRIES = 2;
/** Yotpo's limit. */
const MAX_PER_PAGE = 150;

export interface ReviewsServiceOptions {
  config: ReviewsConfig;
  /** Hydrogen's cache for good replies (reviewsCache). */
  withCache: WithCache;
  signal?: AbortSignal;
  reportError: ReportError;
  fetch?: typeof fetch;
}

/** A reply worth keeping: HTTP 2xx and Yotpo's own status 200. */
const isGoodReply = (result: UpstreamJsonResult) => result.ok && wireStatusCode(result.body) === 200;

export function createReviewsService({config, withCache, signal, reportError, fetch}: ReviewsServiceOptions) {
  const base = config.baseUrl.replace(/\/+$/, '');

  function reviewsUrl(productId: string, page: number, perPage: number): URL {
    const path = `/v1/widget/${encodeURIComponent(config.appKey)}/products/${encodeURIComponent(productId)}/reviews.json`;
    const url = new URL(`${base}${path}`);
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(Math.min(MAX_PER_PAGE, perPage)));
    return url;
  }

  function report(error: Error, url: URL, status?: number) {
    // The shopper left or the request's budget ran out: nothing went wrong upstream.
    if (signal?.aborted) return;
    reportError(error, {service: 'reviews', method: 'GET', url: `${url.origin}${url.pathname}`, status});
  }

  return {
    /**
     * One page of a product's reviews, with its bottomline. `productId` is the
     * numeric Shopify product id (what Yotpo's Shopify integration names
     * products by). Null when the lookup fails.
     */
    async productReviews({
      productId,
      page = 1,
      perPage = REVIEWS_PER_PAGE,
    }: {
      productId: string;
      page?: number;
      perPage?: number;
    }): Promise<ProductReviews | null> {
      const url = reviewsUrl(productId, page, perPage);
      const result = await withCache
        .run({cacheKey: [`yotpo:${url.toString()}`], cacheStrategy: reviewsCache(), shouldCacheResult: isGoodReply}, () =>
          requestUpstreamJson({url: url.toString(), timeoutMs: REVIEWS_TIMEOUT_MS, retries: RETRIES, signal, fetch}),
        )
        .catch((error: unknown): UpstreamJsonResult => ({
          ok: false,
          error: error instanceof Error ? error : new Error(String(error)),
        }));
      if (!result.ok) {
        report(result.error, url, result.status);
        return null;
      }
      const reviews = toProductReviews(result.body);
      if (!reviews) report(new Error('Unreadable reviews.json reply'), url, wireStatusCode(result.body) ?? undefined);
      return reviews;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
