import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {robotsTxt} from '~/domain/sitemap';

/**
 * /robots.txt: crawlers keep out of the bag, the API, previews, the wishlist
 * and the slice simulator, and find the sitemap (on the store's origin, never
 * the request's Host). A staging site asks not to be indexed at all.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const body = robotsTxt(context.site.origin, {allowIndexing: context.settings.environment !== 'staging'});
  return new Response(body, {
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400'},
  });
}
