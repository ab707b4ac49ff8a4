// Relative imports: scripts/broken-escape.ts loads this file into vite.config.ts, where the ~/ alias does not exist.
import {hasMalformedPath} from '../../kernel/http/malformed-url';
import {CROSS_ORIGIN_MESSAGE, isSameOriginPost} from '../../kernel/http/same-origin';
import {plainErrorResponse} from './security-headers';

export const MALFORMED_PATH_MESSAGE = 'That address is not valid.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What the worker refuses before Remix runs: a path whose percent-encoding
 * is broken (route matching would throw) is 400, and a change posted from
 * another site is 403 (Remix's own check would throw a bare 500). Null: go on.
 */
export function guardRequest(request: Request): Response | null {
  if (hasMalformedPath(request.url)) return plainErrorResponse(400, MALFORMED_PATH_MESSAGE);
  if (!SAFE_METHODS.has(request.method) && !isSameOriginPost(request)) {
    return plainErrorResponse(403, CROSS_ORIGIN_MESSAGE);
  }
  return null;
}

/**
 * Remix refuses an action whose Origin differs from the Host (or
 * X-Forwarded-Host) header, with a bare 500. `guardRequest` has already
 * checked Origin against the request's own URL; behind a proxy that rewrites
 * Host (the dev server's MiniOxygen), the Host Remix reads is made the URL's,
 * so both checks agree. On Oxygen they agree already and nothing changes.
 */
export function withHostOfUrl(request: Request): Request {
  const {host} = new URL(request.url);
  if (SAFE_METHODS.has(request.method) || request.headers.get('X-Forwarded-Host') === host) return request;
  const headers = new Headers(request.headers);
  headers.set('X-Forwarded-Host', host);
  return new Request(request, {headers});
}
