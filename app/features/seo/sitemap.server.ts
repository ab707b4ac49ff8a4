/**
 * What the sitemap routes share. Only the Shopify resources the site has
 * pages for are listed from Shopify: products and collections. Pages, blogs
 * and articles on this site come from Prismic (/pages/{uid},
 * /blogs/inspiration/{uid}) and are in /sitemap-content.xml instead; listing
 * Shopify's own pages there would send crawlers to 404s.
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {RETRY_AFTER_SECONDS} from '../errors/responses.server';

export const SHOPIFY_SITEMAP_TYPES = ['products', 'collections'] as const;
type ShopifySitemapType = (typeof SHOPIFY_SITEMAP_TYPES)[number];

export function isShopifySitemapType(value: string | undefined): value is ShopifySitemapType {
  return SHOPIFY_SITEMAP_TYPES.some((type) => type === value);
}

/** The URL of a Shopify resource on this site. */
export function shopifySitemapLink({type, baseUrl, handle}: {type: string; baseUrl: string; handle?: string}): string {
  const path = type === 'collections' ? 'collections' : 'products';
  return `${baseUrl}/${path}/${encodeURIComponent(handle ?? '')}`;
}

/**
 * The request as Hydrogen's sitemap helpers should see it: they take the origin of every URL they write from
 * `request.url`, so they get the store's origin (app/kernel/site-origin.ts), never the Host the request came in
 * on. Null without a store origin: the route answers 503 rather than write URLs on a host a request chose.
 */
export function onStoreOrigin(request: Request, origin: string | null): Request | null {
  if (origin === null) return null;
  const {pathname, search} = new URL(request.url);
  // Joined, not resolved: a path starting `//` must not name another host.
  return new Request(`${origin}${pathname}${search}`, {signal: request.signal});
}

/**
 * An upstream failed, or a deployed store has no PUBLIC_STORE_ORIGIN: crawlers are asked to come back (503,
 * Retry-After), never shown an empty sitemap.
 */
export function sitemapUnavailable(context: AppLoadContext, error: unknown): Response {
  if (error) context.reportError(error, {service: 'storefront', url: 'sitemap'});
  return new Response('Sitemap temporarily unavailable', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
    },
  });
}
