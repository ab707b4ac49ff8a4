/**
 * Forms that change something must come from this site. Browsers send
 * `Origin` on every POST they make today (and `Sec-Fetch-Site`); a post
 * without them (an older browser, a server-to-server call) is let through,
 * since SameSite=Lax cookies already keep another site's post from carrying
 * the shopper's bag.
 */
export const CROSS_ORIGIN_MESSAGE = 'This form can only be sent from our own pages, not from another site.';

export function isSameOriginPost(request: Request): boolean {
  if (request.headers.get('Sec-Fetch-Site')?.trim().toLowerCase() === 'cross-site') return false;
  const origin = request.headers.get('Origin');
  if (origin === null) return true;
  // `null` is an opaque origin (a sandboxed frame, a data: page, a cross-site redirect): never ours.
  return origin !== 'null' && origin === new URL(request.url).origin;
}
