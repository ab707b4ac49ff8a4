/**
 * An AB Tasty access token (OAuth client credentials) of one API client: the
 * worker's own, or the read-only client's whose tokens the browser gets. It
 * is the client's, not a shopper's: one token serves every request, kept in
 * the worker's cache (Hydrogen's, `caches.open('hydrogen')`) under the client
 * id until 5 s before it expires (spec: default lifetime 3600 s), then fetched
 * again; a token AB Tasty refuses earlier is dropped. The client secret goes
 * to the token call and nowhere else.
 *
 * Why the Cache API itself and not `withCache.run`: the lifetime is only known
 * from the reply (`expires_in`), and a refused token has to be deleted; run()
 * takes its strategy before the call and cannot delete. The entry is never
 * served stale: its max-age is the usable lifetime and it is checked on read.
 */
import {requestUpstreamJson} from '~/services/upstream/upstream-json.server';
import {toTokenReply} from './reshape';
import type {WireTokenRequest} from './wire';

export const TOKEN_EXPIRY_MARGIN_S = 5;
export const DEFAULT_TOKEN_LIFETIME_S = 3600;
/** Cache keys are synthetic URLs on this origin; nothing is ever fetched from it. */
export const TOKEN_CACHE_ORIGIN = 'https://abtasty-token.internal';

export interface AccessToken {
  value: string;
  /** When AB Tasty stops accepting it (ms since the epoch). */
  expiresAt: number;
}

/** How long a token answered with `expires_in` may be used: until 5 s before it expires. */
export function usableSeconds(expiresIn: number | undefined): number {
  return Math.max(0, (expiresIn ?? DEFAULT_TOKEN_LIFETIME_S) - TOKEN_EXPIRY_MARGIN_S);
}

const isUsable = (token: AccessToken, now: number) => token.expiresAt - TOKEN_EXPIRY_MARGIN_S * 1000 > now;

/** Whole seconds until the token expires (what a client caching it is told). */
export const secondsLeft = (token: AccessToken, now = Date.now()) => Math.max(0, Math.floor((token.expiresAt - now) / 1000));

export type ReportTokenFailure = (error: Error, details: {method: string; url: string; status?: number}) => void;

/** One AB Tasty API client: where its tokens come from and its credentials. */
export interface ApiClient {
  apiBase: string;
  clientId: string;
  clientSecret: string;
}

export interface TokenSourceOptions {
  client: ApiClient;
  /** The worker's cache; without one every call fetches a token. */
  cache?: Cache;
  /** Lets the cache write finish after the response. */
  waitUntil: (promise: Promise<unknown>) => void;
  timeoutMs: number;
  report: ReportTokenFailure;
  fetch?: typeof fetch;
}

export function createTokenSource({client, cache, waitUntil, timeoutMs, report, fetch}: TokenSourceOptions) {
  const tokenUrl = `${client.apiBase.replace(/\/+$/, '')}/oauth/v2/token`;
  // A GET Request, not a string: Hydrogen's InMemoryCache (tests, dev) reads `request.method`. Keyed by the
  // client id, so the worker's token and the browser client's never take each other's place.
  const cacheKey = () =>
    new Request(`${TOKEN_CACHE_ORIGIN}/${encodeURIComponent(client.apiBase)}/${encodeURIComponent(client.clientId)}`);

  async function cached(): Promise<AccessToken | null> {
    try {
      const response = await cache?.match(cacheKey());
      const token = response ? ((await response.json()) as Partial<AccessToken>) : null;
      if (typeof token?.value !== 'string' || typeof token.expiresAt !== 'number') return null;
      const read = {value: token.value, expiresAt: token.expiresAt};
      return isUsable(read, Date.now()) ? read : null;
    } catch {
      return null; // an unreadable entry is a miss
    }
  }

  function remember(token: AccessToken, maxAge: number) {
    if (!cache || maxAge <= 0) return;
    const response = new Response(JSON.stringify(token), {
      // No stale-while-revalidate: past its margin the token is gone, never served.
      headers: {'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${maxAge}`},
    });
    // A failed write only costs the next request a token call.
    waitUntil(cache.put(cacheKey(), response).catch(() => {}));
  }

  async function fetchToken(signal: AbortSignal): Promise<AccessToken | null> {
    const body: WireTokenRequest = {
      client_id: client.clientId,
      client_secret: client.clientSecret,
      grant_type: 'client_credentials',
    };
    const result = await requestUpstreamJson({url: tokenUrl, method: 'POST', body, timeoutMs, signal, fetch});
    if (!result.ok) {
      report(result.error, {method: 'POST', url: tokenUrl, status: result.status});
      return null;
    }
    const reply = toTokenReply(result.body);
    if (!reply) {
      report(new Error('Unreadable token reply'), {method: 'POST', url: tokenUrl, status: result.status});
      return null;
    }
    const token = {value: reply.accessToken, expiresAt: Date.now() + (reply.expiresIn ?? DEFAULT_TOKEN_LIFETIME_S) * 1000};
    remember(token, Math.floor(usableSeconds(reply.expiresIn)));
    return token;
  }

  return {
    /** The cached token while it is usable, else a new one; null when AB Tasty fails (reported). */
    async get(signal: AbortSignal): Promise<AccessToken | null> {
      return (await cached()) ?? fetchToken(signal);
    },

    /** AB Tasty refused the cached token: forget it and fetch a new one. */
    async refresh(signal: AbortSignal): Promise<AccessToken | null> {
      await cache?.delete(cacheKey()).catch(() => false);
      return fetchToken(signal);
    },
  };
}
