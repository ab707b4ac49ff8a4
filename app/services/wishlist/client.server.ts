/**
 * One call to The Wishlist Company's API: bearer token and tenant header on
 * every call, a time limit on each, retries for GETs only, one retry with a
 * new token after a 401, and TWC's request rules: a POST or PUT without a
 * body fails before anything is sent; a 404 is success with nothing in it
 * when the caller ignores 404, otherwise only 2xx is success. Failures are
 * reported (the reporter leaves 404 out); it never throws.
 *
 * The token is the worker's (~/services/upstream/client-credentials-token.server.ts):
 * asked of Keycloak with the client in a form, as TWC documents (Keycloak
 * takes HTTP Basic too), kept in the worker's cache until 30 s before it
 * expires, and never sent anywhere but TWC.
 */
import {WISHLIST_TOKEN_MARGIN_S} from '~/domain/wishlist';
import type {WishlistConfig} from '~/kernel/env';
import {createClientCredentialsToken, type AccessToken} from '~/services/upstream/client-credentials-token.server';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {requestUpstreamJson} from '~/services/upstream/upstream-json.server';
import {tokenReply} from './reshape';
import {TWC_TENANT_HEADER} from './wire';

/** What a POST or PUT without a body fails with, before anything is sent (the storefront's wording). */
export const POST_WITHOUT_BODY = 'Post should have body also.';
/**
 * A GET is tried twice more, at once, after a network error or a 502, 503 or 504; other methods are not
 * safe to repeat.
 */
const GET_RETRIES = 2;

export interface TwcRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the API host, e.g. `/services/wsservice/api/wishlists/lookup`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The caller reads a 404 as "nothing there" (answered ok with a null body). */
  ignoreNotFound?: boolean;
}

/** `notFound`: TWC said 404; `conflict`: 409 (a taken address, or a lost race), an answer rather than a failure. */
export type TwcResult = {ok: true; status: number; body: unknown} | {ok: false; notFound?: boolean; conflict?: boolean};

export interface TwcClientOptions {
  config: WishlistConfig;
  /** The worker's cache, for the token. */
  cache?: Cache;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The request's budget: cancels calls when it runs out or the shopper goes away (not reported). */
  signal?: AbortSignal;
  timeoutMs: number;
  reportError: ReportError;
  fetch?: typeof fetch;
}

export function createTwcClient({config, cache, waitUntil, signal, timeoutMs, reportError, fetch}: TwcClientOptions) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const tokens = createClientCredentialsToken({
    client: {
      tokenUrl: config.tokenUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authentication: 'form',
    },
    reply: tokenReply,
    marginS: WISHLIST_TOKEN_MARGIN_S,
    cache,
    waitUntil,
    timeoutMs,
    signal,
    report: (error, details) => reportError(error, {service: 'wishlist', ...details}),
    fetch,
  });

  /** What a report names: the path without its query (a customer search carries an e-mail address). */
  const reportedUrl = (request: TwcRequest) => `${base}${request.path}`;

  function report(error: Error, request: TwcRequest, status?: number) {
    if (!signal?.aborted)
      reportError(error, {service: 'wishlist', method: request.method, url: reportedUrl(request), status});
  }

  function send(request: TwcRequest, token: AccessToken) {
    const url = new URL(`${base}${request.path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    return requestUpstreamJson({
      url: url.toString(),
      method: request.method,
      headers: {Authorization: `Bearer ${token.value}`, [TWC_TENANT_HEADER]: config.tenant},
      body: request.body,
      timeoutMs,
      retries: request.method === 'GET' ? GET_RETRIES : 0,
      signal,
      fetch,
    });
  }

  return {
    async request(request: TwcRequest): Promise<TwcResult> {
      if ((request.method === 'POST' || request.method === 'PUT') && request.body === undefined) {
        report(new Error(POST_WITHOUT_BODY), request);
        return {ok: false};
      }
      let token = await tokens.get();
      if (token === null) return {ok: false};
      let result = await send(request, token);
      if (!result.ok && result.status === 401) {
        // Revoked or expired early: one more try with a new token.
        token = await tokens.refresh(token);
        if (token === null) return {ok: false};
        result = await send(request, token);
      }
      if (result.ok) return {ok: true, status: result.status, body: result.body};
      if (result.status === 404 && request.ignoreNotFound) return {ok: true, status: 404, body: null};
      if (result.status === 409) return {ok: false, conflict: true};
      report(result.error, request, result.status);
      return result.status === 404 ? {ok: false, notFound: true} : {ok: false};
    },

    /** A reply that arrived but cannot be read. */
    unreadable(request: TwcRequest, what: string) {
      report(new Error(`Unreadable ${what} reply`), request);
    },
  };
}
