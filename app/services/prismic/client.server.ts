/**
 * The Prismic client the app uses: @prismicio/client v7 against the REST API
 * v2 endpoint from config (the local stand-in unless PRISMIC_ENDPOINT is set).
 */
import * as prismic from '@prismicio/client';
import {BRAND} from '~/config/brand';

export interface ContentClientConfig {
  /** REST API v2 endpoint, e.g. https://{repo}.cdn.prismic.io/api/v2 or `${MOCK_SHOP_ORIGIN}/api/v2`. */
  endpoint: string;
  accessToken?: string;
}

export interface ContentClientOptions {
  fetch?: typeof fetch;
  /** Upper bound for each HTTP request to Prismic. */
  timeoutMs?: number;
  /** Aborts this client's requests, e.g. the incoming request's signal when the shopper navigates away. */
  signal?: AbortSignal;
}

/** Content is on the critical path of every page; a slow answer is worse than a fallback. */
export const CONTENT_TIMEOUT_MS = 4000;

/** The repository name of a Prismic-hosted endpoint; the brand slug for any other host (the stand-in). */
function repositoryNameOf(endpoint: string): string {
  const {hostname} = new URL(endpoint);
  return hostname.endsWith('.prismic.io') ? hostname.split('.')[0] : BRAND.slug;
}

function combineSignals(signals: AbortSignal[]): AbortSignal {
  if (signals.length === 1) return signals[0];
  return AbortSignal.any(signals);
}

/**
 * A fetch that gives up after `timeoutMs`. It passes the client's options
 * through untouched: no `cache` option, which workerd rejects.
 */
export function fetchWithTimeout(baseFetch: typeof fetch, timeoutMs: number): prismic.FetchLike {
  return (input, init = {}) => {
    const signals = [AbortSignal.timeout(timeoutMs)];
    if (init.signal) signals.push(init.signal as AbortSignal);
    return baseFetch(input, {...init, signal: combineSignals(signals)} as RequestInit);
  };
}

export function createContentClient(
  config: ContentClientConfig,
  {fetch: baseFetch = globalThis.fetch, timeoutMs = CONTENT_TIMEOUT_MS, signal}: ContentClientOptions = {},
): prismic.Client {
  return prismic.createClient(repositoryNameOf(config.endpoint), {
    // Given with a repository name, the endpoint is used as is and the client does not warn about it.
    documentAPIEndpoint: config.endpoint,
    accessToken: config.accessToken,
    fetch: fetchWithTimeout(baseFetch, timeoutMs),
    // @prismicio/client shares identical in-flight requests module-wide, keyed by signal; a signal
    // per client keeps one worker request from awaiting another request's I/O (workerd forbids it).
    fetchOptions: {signal: signal ?? new AbortController().signal},
  });
}
