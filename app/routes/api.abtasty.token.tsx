import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {BROWSER_TOKEN_RATE_LIMIT} from '~/config/experiments';
import {CROSS_ORIGIN_MESSAGE, isSameOriginPost} from '~/kernel/http/same-origin';
import {takeFromLimit} from '~/kernel/security/rate-limit.server';

/** A token is never kept by a browser or a CDN: each answer says how long it has left. */
const NO_STORE = {'Cache-Control': 'no-store'};

interface AbTastyTokenReply {
  access_token: string;
  /** Seconds until the token expires (3600 when AB Tasty gives none); the client keeps it until 5 s before. */
  expires_in: number;
}

/** A post with no Origin header: no browser page of ours sends one without it. */
const NO_ORIGIN_MESSAGE = 'An experiments token is given only to our own pages: this request did not say which page sent it (no Origin header).';

const methodNotAllowed = () =>
  Response.json({message: 'Use POST.'}, {status: 405, headers: {Allow: 'POST', ...NO_STORE}});

/**
 * POST /api/abtasty/token, no payload — a token of the
 * read-only AB Tasty API client, as `{access_token, expires_in}`: it lists the
 * account's tests and can change nothing (the worker's own token never leaves
 * the worker; app/services/experiments/). Never a client id or secret.
 *
 * It holds on its own, whatever runs in front of it (server.ts also refuses
 * cross-site posts): only posts from our own pages (403), which must say so
 * with an `Origin` header equal to the request's own origin (browsers send one
 * on every POST; a script or server that leaves it out is refused, unlike the
 * site's forms, which let a post without one through), at most
 * BROWSER_TOKEN_RATE_LIMIT per client (429 with Retry-After). When AB Tasty
 * fails, or the read-only client is not configured, the failure is reported
 * and the answer is a 503 with a message and no token.
 */
export async function action({context, request}: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  // Before the limit, so another site's posts (or anyone's without an Origin) cannot spend a shopper's allowance.
  if (request.headers.get('Origin') === null) {
    return Response.json({message: NO_ORIGIN_MESSAGE}, {status: 403, headers: NO_STORE});
  }
  if (!isSameOriginPost(request)) {
    return Response.json({message: CROSS_ORIGIN_MESSAGE}, {status: 403, headers: NO_STORE});
  }
  const verdict = await takeFromLimit(context.security.store, BROWSER_TOKEN_RATE_LIMIT, context.security.client, Date.now());
  if (!verdict.allowed) {
    return Response.json(
      {message: 'Too many requests for an experiments token. Please try again later.'},
      {status: 429, headers: {'Retry-After': String(verdict.retryAfterSeconds), ...NO_STORE}},
    );
  }
  const token = await context.experiments.browserToken();
  if (!token) {
    return Response.json({message: 'Experiments are unavailable right now.'}, {status: 503, headers: NO_STORE});
  }
  const reply: AbTastyTokenReply = {access_token: token.accessToken, expires_in: token.expiresIn};
  return Response.json(reply, {headers: NO_STORE});
}

export async function loader() {
  return methodNotAllowed();
}
