/**
 * The fetch every upstream call in the worker goes through. Hydrogen's
 * Storefront client calls the global fetch itself and takes no signal, so
 * this is where its calls get a time limit and where a broken reply is caught.
 *
 * Why the reply check: Hydrogen caches a 200 whose body is not JSON (a
 * malformed or stalled body reads as an empty string) and then reads it as a
 * reply without data: an existing product looks like "not found" and that
 * wrong answer stays in the cache. Reading the Storefront API's body here,
 * under the same time limit, turns such a reply into a 502 that Hydrogen
 * throws on and never caches.
 */
import {readBodyText} from './read-body';

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 4_000;

const STOREFRONT_API_PATH = /\/api\/[^/]+\/graphql\.json$/;

export function isStorefrontApiUrl(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    return STOREFRONT_API_PATH.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** Gives every request without a signal a time limit; services that set their own keep theirs. */
export function withDefaultTimeout(baseFetch: typeof fetch, timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    init?.signal
      ? baseFetch(input, init)
      : baseFetch(input, {...init, signal: AbortSignal.timeout(timeoutMs)})) as typeof fetch;
}

/** A GraphQL reply is a JSON object with `data` or `errors`; anything else is a broken reply. */
function isGraphqlReply(value: unknown): boolean {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

function brokenReply(reason: string, from: Response): Response {
  return Response.json(
    {errors: [{message: `Storefront API reply unusable: ${reason}`}]},
    {status: 502, headers: {'X-Request-Id': from.headers.get('X-Request-Id') ?? ''}},
  );
}

/**
 * Reads Storefront API replies whole before Hydrogen sees them; a body that
 * fails to arrive or to parse becomes a 502. Other URLs pass through.
 */
export function withStorefrontReplyCheck(baseFetch: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await baseFetch(input, init);
    if (!response.ok || !isStorefrontApiUrl(input)) return response;
    let text: string;
    try {
      text = await readBodyText(response, init?.signal ?? undefined);
    } catch (error) {
      // The time limit covers the body too: a stalled body ends here.
      return brokenReply(`body did not arrive (${error instanceof Error ? error.message : error})`, response);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return brokenReply('body is not JSON', response);
    }
    if (!isGraphqlReply(parsed)) return brokenReply('body is not a GraphQL reply', response);
    return new Response(text, {status: response.status, statusText: response.statusText, headers: response.headers});
  }) as typeof fetch;
}

/** The worker's fetch: a time limit on every call, and Storefront replies checked. */
export function workerFetch(baseFetch: typeof fetch, timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS): typeof fetch {
  // The time limit goes on first, so the reply check reads the body under it.
  return withDefaultTimeout(withStorefrontReplyCheck(baseFetch), timeoutMs);
}

const INSTALLED = Symbol.for('storefront.workerFetch');

/** Puts workerFetch in place of the global fetch once (the worker at start-up; tests after msw is listening). */
export function installWorkerFetch(scope: {fetch: typeof fetch} = globalThis): void {
  if ((scope.fetch as unknown as Record<symbol, boolean>)[INSTALLED]) return;
  const wrapped = workerFetch(scope.fetch.bind(scope));
  Object.defineProperty(wrapped, INSTALLED, {value: true});
  scope.fetch = wrapped;
}
