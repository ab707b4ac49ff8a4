/**
 * Which requests the page cache may answer, and what tells their pages apart (the project README, § The
 * page cache). Pure: a request's method, URL and cookies in, a decision out.
 */
import type {ExperimentAssignment} from '~/domain/experiments';
import type {Platform} from '~/domain/platform';
import {VISITOR_COOKIE} from '~/services/experiments/visitor.server';
import {SEARCH_TRACKING_COOKIES} from '~/services/searchspring/tracking.server';
import {cookieNames} from '~/kernel/http/cookies';

/**
 * Cookies that never change what the worker renders, so a copy rendered without them is the page. Any
 * other cookie (the bag, the session with its notices and member, a content preview, one we do not know)
 * means the page is rendered for that request alone.
 */
const PAGE_NEUTRAL_COOKIES = new Set([
  // Folded into the page's key instead: the visitor's experiment variations, and the viewed products
  // (ssViewedProducts); Searchspring's browser and visit ids are sent upstream, never shown, and left out of
  // its replies' cache key.
  VISITOR_COOKIE,
  ...SEARCH_TRACKING_COOKIES,
  // Set and read only by browser-side tags (Shopify's analytics and consent, Google's).
  '_shopify_y',
  '_shopify_s',
  '_shopify_sa_p',
  '_shopify_sa_t',
  '_shopify_analytics',
  '_shopify_marketing',
  '_tracking_consent',
  '_cmp_a',
  '_landing_page',
  '_orig_referrer',
  '_ga',
  '_gid',
  '_gcl_au',
]);
/** Google Analytics names its per-property cookies `_ga_<id>`. */
const PAGE_NEUTRAL_PREFIXES = ['_ga_'];

export function isPageNeutralCookie(name: string): boolean {
  return PAGE_NEUTRAL_COOKIES.has(name) || PAGE_NEUTRAL_PREFIXES.some((prefix) => name.startsWith(prefix));
}

export {cookieNames};

/**
 * True when a copy of the page may answer this request: a GET for a document (not Remix's `.data`
 * requests) carrying only page-neutral cookies. Whether the page itself may be kept is the route's
 * decision, made when it renders.
 */
export function mayServeFromPageCache(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data') || url.searchParams.has('_data') || url.searchParams.has('_routes')) return false;
  return cookieNames(request.headers.get('Cookie')).every(isPageNeutralCookie);
}

/** Everything a cached page's HTML depends on besides its URL. */
export interface PageVariant {
  url: string;
  platform: Platform;
  assignments: ExperimentAssignment[];
  /** The viewed products recommendations are asked with (ssViewedProducts). */
  viewedSkus: string[];
}

export function pageKey({url, platform, assignments, viewedSkus}: PageVariant): string {
  const variations = assignments.map(({testId, variationId}) => `${testId}:${variationId}`).join(',');
  return `${url}\n${platform}\n${variations}\n${viewedSkus.join(',')}`;
}
