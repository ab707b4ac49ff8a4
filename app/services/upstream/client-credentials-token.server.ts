/**
 * An upstream's OAuth2 access token for one API client (the client-credentials
 * grant): the client's, not a shopper's, so one token serves every request.
 * Used by experiments (AB Tasty) and the wishlist (The Wishlist Company); each
 * says where its tokens come from, how the client authenticates, how to read
 * the reply and how early to stop using a token.
 *
 * - Kept in the worker's cache (Hydrogen's, `caches.open('hydrogen')`, with
 *   the isolate's one-second memory in front of it) under the token URL and
 *   client id, until `marginS` seconds before it expires, then fetched again.
 *   The entry's max-age is that usable lifetime and it is checked on read, so
 *   a token is never served past it. Why the Cache API itself and not
 *   `withCache.run`: the lifetime is only known from the reply
 *   (`expires_in`), and a refused token has to be deleted; run() takes its
 *   strategy before the call and cannot delete.
 * - One source per request: the calls it makes at once share one lookup (cache
 *   read, then token request), and calls refused at once share one refresh.
 * - The token request has its own time limit and ends with the request
 *   (`signal`), never with one caller: a caller whose own limit runs out
 *   stops waiting (null) while the others still get the token.
 * - A failed request is reported (unless the request went away) and not
 *   kept: the next call asks again.
 * - The client secret goes to the token request and nowhere else; the token
 *   is never logged or put in an error message.
 */
import * as z from 'zod/mini';
import {withinDeadline} from './deadline';
import {requestUpstreamJson, type UpstreamJsonResult} from './upstream-json.server';

export interface AccessToken {
  value: string;
  /** When the upstream stops accepting it (ms since the epoch). */
  expiresAt: number;
}

/** A token reply as the app reads it: each upstream's schema reads its own reply into this. */
export interface TokenReply {
  accessToken: string;
  /** How long the token lives, in seconds from when it was asked for. */
  expiresInS: number;
}

/**
 * How the client authenticates: 'json', a JSON body {grant_type, client_id, client_secret}; 'form', the
 * same as a form (OAuth's client_secret_post); 'basic', the client in HTTP Basic and the grant in a form
 * (client_secret_basic).
 */
export type ClientAuthentication = 'json' | 'form' | 'basic';

export interface TokenClient {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  authentication: ClientAuthentication;
}

export type ReportTokenFailure = (error: Error, details: {method: 'POST'; url: string; status?: number}) => void;

export interface ClientCredentialsTokenOptions {
  client: TokenClient;
  /** Reads the token endpoint's JSON reply; a reply it refuses is reported as unreadable. */
  reply: z.ZodMiniType<TokenReply>;
  /** A token is used until this many seconds before it expires. */
  marginS: number;
  /** The worker's cache; without one every request asks for a token. */
  cache?: Cache;
  /** Lets the cache write finish after the response. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** The token request's own limit. */
  timeoutMs: number;
  /** The request's: when it goes away the token request stops, unreported. */
  signal?: AbortSignal;
  report: ReportTokenFailure;
  fetch?: typeof fetch;
}

export interface ClientCredentialsToken {
  /** A usable token: this request's, the cached one, else a new one; null when the upstream fails (reported). */
  get(signal?: AbortSignal): Promise<AccessToken | null>;
  /** The upstream refused `rejected`: forget it and get a new one (once for every call it refused). */
  refresh(rejected: AccessToken, signal?: AbortSignal): Promise<AccessToken | null>;
}

/** Cache keys are synthetic URLs on this origin; nothing is ever fetched from it. */
export const TOKEN_CACHE_ORIGIN = 'https://client-credentials-token.internal';

/** Whole seconds until the token expires (what a client caching it is told). */
export const secondsLeft = (token: AccessToken, now = Date.now()) =>
  Math.max(0, Math.floor((token.expiresAt - now) / 1000));

const cachedToken = z.object({value: z.string().check(z.minLength(1)), expiresAt: z.number()});

/** The token request's body and headers for the client's way of authenticating. */
function tokenRequest({clientId, clientSecret, authentication}: TokenClient): {
  body: unknown;
  headers?: Record<string, string>;
} {
  const grant = {grant_type: 'client_credentials'};
  const credentials = {client_id: clientId, client_secret: clientSecret};
  switch (authentication) {
    case 'json':
      return {body: {...credentials, ...grant}};
    case 'form':
      return {body: new URLSearchParams({...grant, ...credentials})};
    case 'basic': {
      // RFC 6749 §2.3.1: each part form-encoded, then `id:secret` in Base64.
      const pair = `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`;
      return {body: new URLSearchParams(grant), headers: {Authorization: `Basic ${btoa(pair)}`}};
    }
  }
}

/**
 * What a failed token request is reported as. A reply that arrived but is not JSON is named, not quoted:
 * the parser's message carries a piece of the body, which may be the token.
 */
function failureOf(result: Extract<UpstreamJsonResult, {ok: false}>): Error {
  const arrived = result.status !== undefined && result.status >= 200 && result.status < 300;
  return arrived ? new Error(`Token reply is not JSON (HTTP ${result.status})`) : result.error;
}

interface Pending {
  lookup: Promise<AccessToken | null>;
  /** The refused token a refresh replaces; null for a plain lookup. */
  replaces: string | null;
}

export function createClientCredentialsToken(options: ClientCredentialsTokenOptions): ClientCredentialsToken {
  const {client, reply, marginS, cache, waitUntil, timeoutMs, signal, report, fetch} = options;
  // A GET Request, not a string: Hydrogen's InMemoryCache (tests, dev) reads `request.method`. Keyed by the
  // token URL and client id, so two clients of one upstream never take each other's place.
  const cacheKey = () =>
    new Request(`${TOKEN_CACHE_ORIGIN}/${encodeURIComponent(client.tokenUrl)}/${encodeURIComponent(client.clientId)}`);
  const usableUntil = (token: AccessToken) => token.expiresAt - marginS * 1000;
  const isUsable = (token: AccessToken) => usableUntil(token) > Date.now();

  async function cached(): Promise<AccessToken | null> {
    if (!cache) return null;
    try {
      const response = await cache.match(cacheKey());
      const read = response ? cachedToken.safeParse(await response.json()) : null;
      return read?.success && isUsable(read.data) ? read.data : null;
    } catch {
      return null; // an unreadable entry is a miss
    }
  }

  function remember(token: AccessToken) {
    const maxAge = Math.floor((usableUntil(token) - Date.now()) / 1000);
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

  async function fetchToken(): Promise<AccessToken | null> {
    const issuedAt = Date.now();
    const {body, headers} = tokenRequest(client);
    const url = client.tokenUrl;
    const result = await requestUpstreamJson({url, method: 'POST', headers, body, timeoutMs, signal, fetch});
    const details = {method: 'POST', url, status: result.status} as const;
    if (!result.ok) {
      if (!signal?.aborted) report(failureOf(result), details);
      return null;
    }
    const read = reply.safeParse(result.body);
    if (!read.success) {
      report(new Error('Unreadable token reply'), details);
      return null;
    }
    const token = {value: read.data.accessToken, expiresAt: issuedAt + read.data.expiresInS * 1000};
    remember(token);
    return token;
  }

  /** The token this request last got; the lookup or refresh in progress, and the token a refresh replaces. */
  let held: AccessToken | null = null;
  let pending: Pending | null = null;

  /** Starts a lookup every call waits for; the latest one, once done, is what later calls get. */
  function share(lookup: () => Promise<AccessToken | null>, replaces: string | null): Promise<AccessToken | null> {
    const started: Pending = {lookup: Promise.resolve(null), replaces};
    started.lookup = (async () => {
      let token: AccessToken | null = null;
      try {
        return (token = await lookup());
      } finally {
        // A lookup a refresh has since taken over (it may have read the refused token) is not kept.
        if (pending === started) {
          pending = null;
          held = token;
        }
      }
    })();
    pending = started;
    return started.lookup;
  }

  /** The shared lookup as one caller waits for it: its own signal ends its wait (null), not the lookup. */
  function waitFor(lookup: Promise<AccessToken | null>, callerSignal: AbortSignal | undefined) {
    return (callerSignal ? withinDeadline(lookup, callerSignal) : lookup).catch(() => null);
  }

  return {
    get(callerSignal) {
      if (held && isUsable(held)) return Promise.resolve(held);
      const lookup = pending?.lookup ?? share(async () => (await cached()) ?? fetchToken(), null);
      return waitFor(lookup, callerSignal);
    },

    refresh(rejected, callerSignal) {
      if (pending?.replaces === rejected.value) return waitFor(pending.lookup, callerSignal);
      // Another call's refresh has already replaced it.
      if (held && held.value !== rejected.value && isUsable(held)) return Promise.resolve(held);
      held = null;
      const before = pending?.lookup;
      const lookup = share(async () => {
        const current = before ? await before : null;
        if (current && current.value !== rejected.value) return current;
        await forget();
        return fetchToken();
      }, rejected.value);
      return waitFor(lookup, callerSignal);
    },
  };
}
