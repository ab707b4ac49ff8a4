/**
 * The one origin every absolute URL the store writes is made from: canonical links and og:url, JSON-LD urls,
 * robots.txt's Sitemap line, the sitemaps, the bed builder's share link. It is PUBLIC_STORE_ORIGIN
 * (app/kernel/env.ts), never the request's Host: a client can send any Host (`Host: evil.example`), and Oxygen also
 * answers a deployment on its own preview URLs; pages, robots.txt and the sitemaps are cached, so a Host written
 * into them would be what the next visitor and every crawler get.
 *
 * Unset, development uses the request's own origin (the local server on the stand-ins, whatever port it has). A
 * deployed store (production, staging) without it has no origin: it writes no absolute URL at all (no canonical
 * link, og:url or JSON-LD url; robots.txt without its Sitemap line; the sitemaps answer 503), rather than one a
 * request chose. The doctor marks that ✗ and the worker logs it once (EXPECTED_OUTSIDE_DEVELOPMENT).
 */
import type {AppEnvironment} from './env';

export interface SiteOrigin {
  /** The store's public origin (`https://www.example.com.au`), or null when none is known. */
  readonly origin: string | null;
  /** A path on this site (`/products/x?variant=1`) as an absolute URL on the store's origin, or null without one. */
  url(path: string): string | null;
}

export function siteOrigin(
  settings: {storeOrigin: string | null; environment: AppEnvironment},
  requestUrl: string,
): SiteOrigin {
  const origin = settings.storeOrigin ?? (settings.environment === 'development' ? new URL(requestUrl).origin : null);
  return {
    origin,
    // Joined, not resolved: a path that starts `//` stays a path on this origin instead of naming another host.
    url: (path) => (origin === null ? null : `${origin}${path.startsWith('/') ? path : `/${path}`}`),
  };
}
