/**
 * The last word on every redirect the worker sends: a `Location` may lead to this site, or to an origin
 * on the allow-list (the hosted checkout's), and nowhere else. Hydrogen's `storefrontRedirect` (the 404
 * fallback) follows `?return_to=` and `?redirect=`, and the URL parser reads `http:evil.example`,
 * `/\evil.example` and friends as other hosts; whatever produced the header, it is checked here the way
 * a browser would resolve it.
 */

/** Whether a browser following `location` from `requestUrl` would stay on this site or an allowed origin. */
export function isAllowedLocation(location: string, requestUrl: string, allowedOrigins: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(location, requestUrl);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  return target.origin === new URL(requestUrl).origin || allowedOrigins.includes(target.origin);
}

/** The response when its Location (if any) is allowed; else null, for the caller to answer otherwise. */
export function allowedRedirect(response: Response, requestUrl: string, allowedOrigins: readonly string[]): Response | null {
  const location = response.headers.get('Location');
  if (location === null) return response;
  return isAllowedLocation(location, requestUrl, allowedOrigins) ? response : null;
}
