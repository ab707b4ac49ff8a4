/**
 * The Wishlist Company's access token (OAuth2 client credentials, posted as a
 * form to Keycloak as TWC documents). It is the worker's, not a shopper's: one
 * token serves every request, kept in the worker's cache (Hydrogen's,
 * `caches.open('hydrogen')`) with max-age = expires_in − 30 s (spec §4,
 * `tokenExpiry`), and checked against that expiry on read, so it is never used
 * past it. A token TWC refuses earlier is dropped. The secret goes to the token
 * call and nowhere else, and the token never leaves the server.
 *
 * Why the Cache API itself and not `withCache.run`: the lifetime is only known
 * from the reply (`expires_in`), and a refused token has to be deleted; run()
 * takes its strategy before the call and cannot delete.
 */
import {tokenExpiry} from '~/domain/wishlist';
import type {WishlistConfig} from '~/kernel/env';
import {requestUpstreamJson} from '~/services/upstream/upstream-json.server';
import {toAccessToken} from './reshape';

/** Cache keys are synthetic URLs on this origin; nothing is ever fetched from it. */
const TOKEN_CACHE_ORIGIN = 'https://wishlist-token.internal';

interface CachedToken {
  value: string;
  /** When it stops being used (ms since the epoch): expires_in − 30 s after it was issued. */
  usableUntil: number;
}

export type ReportTokenFailure = (error: Error, details: {method: string; url: string; status?: number}) => void;

export interface TokenSourceOptions {
  config: WishlistConfig;
  /** The worker's cache; without one every request fetches a token. */
  cache?: Cache;
  /** Lets the cache write finish after the response. */
  waitUntil: (promise: Promise<unknown>) => void;
  timeoutMs: number;
  signal?: AbortSignal;
  report: ReportTokenFailure;
  fetch?: typeof fetch;
}

export function createTokenSource({config, cache, waitUntil, timeoutMs, signal, report, fetch}: TokenSourceOptions) {
  // Keyed by tenant and client id. A GET Request, not a string: Hydrogen's InMemoryCache (tests, dev)
  // reads `request.method`.
  const cacheKey = () =>
    new Request(`${TOKEN_CACHE_ORIGIN}/${encodeURIComponent(config.tenant)}/${encodeURIComponent(config.clientId)}`);

  async function cached(): Promise<string | null> {
    try {
      const response = await cache?.match(cacheKey());
      const token = response ? ((await response.json()) as Partial<CachedToken>) : null;
      if (typeof token?.value !== 'string' || typeof token.usableUntil !== 'number') return null;
      return token.usableUntil > Date.now() ? token.value : null;
    } catch {
      return null; // an unreadable entry is a miss
    }
  }

  function remember(token: CachedToken) {
    const maxAge = Math.floor((token.usableUntil - Date.now()) / 1000);
    if (!cache || maxAge <= 0) return;
    const response = new Response(JSON.stringify(token), {
      // No stale-while-revalidate: past its margin the token is gone, never served.
      headers: {'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${maxAge}`},
    });
    // A failed write only costs the next request a token call.
    waitUntil(cache.put(cacheKey(), response).catch(() => {}));
  }

  async function forget(): Promise<void> {
    await cache?.delete(cacheKey()).catch(() => false);
  }

  async function fetchToken(): Promise<string | null> {
    const issuedAt = Date.now();
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: config.clientId,
      client_secret: config.clientSecret,
    });
    const result = await requestUpstreamJson({url: config.tokenUrl, method: 'POST', body, timeoutMs, signal, fetch});
    if (!result.ok) {
      if (!signal?.aborted) report(result.error, {method: 'POST', url: config.tokenUrl, status: result.status});
      return null;
    }
    const reply = toAccessToken(result.body);
    if (!reply) {
      report(new Error('Unreadable token reply'), {method: 'POST', url: config.tokenUrl, status: result.status});
      return null;
    }
    remember({value: reply.accessToken, usableUntil: tokenExpiry(issuedAt, reply.expiresInS)});
    return reply.accessToken;
  }

  // This request's token: calls made at once share it (and share a refresh).
  let current: Promise<string | null> | null = null;

  return {
    /** The cached token while it is usable, else a new one; null when TWC fails (reported). */
    get(): Promise<string | null> {
      current ??= cached().then((token) => token ?? fetchToken());
      return current;
    },

    /**
     * TWC refused `rejected` (the promise `get` gave): forget it and fetch a
     * new one. Calls refused at once share one refresh.
     */
    refresh(rejected: Promise<string | null>): Promise<string | null> {
      if (current === rejected) current = forget().then(fetchToken);
      return current ?? rejected;
    },
  };
}
