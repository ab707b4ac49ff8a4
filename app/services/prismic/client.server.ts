/**
 * The Prismic client the app uses: @prismicio/client v7 against the REST API
 * v2 endpoint from config (the local stand-in unless PRISMIC_ENDPOINT is set).
 *
 * The client's own fetch owns the retry policy (2 retries, no delay, on a
 * network error or a retry-safe server error (502/503/504); the content API
 * path is also retried on 500) and one time budget per client,
 * i.e. per incoming request. @prismicio/client retries a 429 forever, so a 429
 * we cannot wait for within the budget reaches it as a 503, which it throws on.
 */
import * as prismic from '@prismicio/client';
import type {WithCache} from '@shopify/hydrogen';
import {BRAND} from '~/config/brand';
import {contentByRefCache, contentRefCache} from '~/services/upstream/cache-strategies';

export interface ContentClientConfig {
  /** REST API v2 endpoint, e.g. https://{repo}.cdn.prismic.io/api/v2 or `${MOCK_SHOP_ORIGIN}/api/v2`. */
  endpoint: string;
  accessToken?: string;
}

export interface ContentClientOptions {
  fetch?: typeof fetch;
  /** Time budget for all of this client's requests, retries and body reads included, from its creation. */
  deadlineMs?: number;
  /** Aborts this client's requests, e.g. the incoming request's signal when the shopper navigates away. */
  signal?: AbortSignal;
  /** The worker's cache for published content (see cachedContentFetch); leave it out for a preview's drafts. */
  withCache?: WithCache;
}

/**
 * Content is on the critical path of every page; a slow answer is worse than a fallback.
 * Two sequential calls (master ref, then search) share it, so a page's worst case stays under 5 s.
 */
export const CONTENT_DEADLINE_MS = 3000;
export const CONTENT_MAX_RETRIES = 2;
/** Prismic's own wait when a 429 has no usable Retry-After. */
export const DEFAULT_RETRY_AFTER_MS = 1500;

const RETRY_SAFE_STATUSES = new Set([500, 502, 503, 504]);

/** How an attempt ended: an HTTP answer, or a network error (fetch threw a TypeError). */
export type AttemptOutcome = {status: number; retryAfter?: string | null} | {networkError: true};

/** Retry-After (seconds or an HTTP date) in ms. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number {
  if (header == null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

/** The wait before the next attempt, or null when there is none. */
export function retryDelayMs(outcome: AttemptOutcome, retriesDone: number, remainingMs: number): number | null {
  if (retriesDone >= CONTENT_MAX_RETRIES || remainingMs <= 0) return null;
  if ('networkError' in outcome || RETRY_SAFE_STATUSES.has(outcome.status)) return 0;
  if (outcome.status !== 429) return null;
  const waitMs = retryAfterMs(outcome.retryAfter);
  return waitMs < remainingMs ? waitMs : null;
}

function deadlinePassed(): DOMException {
  return new DOMException('Content deadline passed', 'TimeoutError');
}

/** Frees the connection; not awaited, as some stubs (msw) never settle a cancel. */
function discard(response: Response): void {
  response.body?.cancel().catch(() => {});
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, {once: true});
  });
}

/**
 * The response with its body read whole under `signal`: the client reads the
 * body outside our reach, and not every runtime ends a stalled body on abort.
 */
async function buffered(response: Response, signal: AbortSignal): Promise<Response> {
  signal.throwIfAborted();
  const chunks: Uint8Array[] = [];
  const reader = response.body?.getReader();
  if (reader) {
    const cancel = () => void reader.cancel(signal.reason).catch(() => {});
    signal.addEventListener('abort', cancel, {once: true});
    try {
      for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
    } finally {
      signal.removeEventListener('abort', cancel);
    }
    // A cancelled read ends as if the body were complete.
    signal.throwIfAborted();
  }
  const {status, statusText, headers} = response;
  const copy = new Response(chunks.length > 0 ? new Blob(chunks as BlobPart[]) : null, {status, statusText, headers});
  Object.defineProperty(copy, 'url', {value: response.url});
  return copy;
}

/** Retries and time budget as above; passes the client's options through (no `cache` option: workerd rejects it). */
export function contentFetch(
  baseFetch: typeof fetch,
  deadlineMs: number = CONTENT_DEADLINE_MS,
): prismic.FetchLike {
  const deadline = Date.now() + deadlineMs;
  return async (input, init = {}) => {
    const callerSignal = (init.signal ?? undefined) as AbortSignal | undefined;
    for (let retries = 0; ; retries++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw deadlinePassed();
      const timeout = AbortSignal.timeout(remaining);
      const signal = callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;
      let waitMs: number | null;
      try {
        const response = await baseFetch(input, {...init, signal} as RequestInit);
        const outcome = {status: response.status, retryAfter: response.headers.get('retry-after')};
        waitMs = retryDelayMs(outcome, retries, deadline - Date.now());
        if (waitMs === null) {
          if (response.status !== 429) return await buffered(response, signal);
          discard(response);
          return new Response('Rate limited beyond the content deadline', {status: 503});
        }
        discard(response);
      } catch (error) {
        // Timeouts and aborts are final: the budget is spent or nobody is waiting.
        const retryable = error instanceof TypeError && !signal.aborted;
        waitMs = retryable ? retryDelayMs({networkError: true}, retries, deadline - Date.now()) : null;
        if (waitMs === null) throw error;
      }
      if (waitMs > 0) await sleep(waitMs, callerSignal);
    }
  };
}

interface CachedReply {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  url: string;
}

/**
 * Prismic's reads through the worker's cache, so a page view asks Prismic
 * nothing when its content is known: the repository answer (which ref is
 * published) for a short while, and documents asked for by ref for long, as a
 * ref's content never changes (a publish makes a new ref, and so new keys).
 * Only 200s are kept; anything else goes through to the client as it came.
 */
export function cachedContentFetch(inner: prismic.FetchLike, withCache: WithCache): prismic.FetchLike {
  return async (input, init = {}) => {
    if ((init.method ?? 'GET').toUpperCase() !== 'GET') return inner(input, init);
    const byRef = new URL(input).searchParams.has('ref');
    const reply = await withCache.run<CachedReply>(
      {
        cacheKey: ['prismic', input],
        cacheStrategy: byRef ? contentByRefCache() : contentRefCache(),
        shouldCacheResult: (value) => value.status === 200,
      },
      async () => {
        const response = (await inner(input, init)) as Response;
        return {
          status: response.status,
          statusText: response.statusText,
          headers: [...response.headers],
          body: await response.text(),
          url: response.url || input,
        };
      },
    );
    const response = new Response(reply.body, {status: reply.status, statusText: reply.statusText, headers: reply.headers});
    Object.defineProperty(response, 'url', {value: reply.url});
    return response;
  };
}

/** The repository name of a Prismic-hosted endpoint; the brand slug for any other host (the stand-in). */
export function repositoryNameOf(endpoint: string): string {
  const {hostname} = new URL(endpoint);
  return hostname.endsWith('.prismic.io') ? hostname.split('.')[0] : BRAND.slug;
}

export function createContentClient(
  config: ContentClientConfig,
  {fetch: baseFetch = globalThis.fetch, deadlineMs = CONTENT_DEADLINE_MS, signal, withCache}: ContentClientOptions = {},
): prismic.Client {
  const fetchWithRetries = contentFetch(baseFetch, deadlineMs);
  return prismic.createClient(repositoryNameOf(config.endpoint), {
    // Given with a repository name, the endpoint is used as is and the client does not warn about it.
    documentAPIEndpoint: config.endpoint,
    accessToken: config.accessToken,
    fetch: withCache ? cachedContentFetch(fetchWithRetries, withCache) : fetchWithRetries,
    // @prismicio/client shares identical in-flight requests module-wide, keyed by signal; a signal
    // per client keeps one worker request from awaiting another request's I/O (workerd forbids it).
    fetchOptions: {signal: signal ?? new AbortController().signal},
  });
}

/**
 * A content client made when the request first reads content. Making one costs about as much of the
 * worker's time as answering a page from the page cache (its constructor checks its endpoint by parsing
 * it as a URL and catching the error), and a page served from there reads no content at all.
 */
export function madeOnFirstUse(make: () => prismic.Client): prismic.Client {
  let client: prismic.Client | undefined;
  return new Proxy({} as prismic.Client, {
    get(_target, property) {
      client ??= make();
      const value: unknown = Reflect.get(client, property, client);
      return typeof value === 'function' ? value.bind(client) : value;
    },
  });
}
