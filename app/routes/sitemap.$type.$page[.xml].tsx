import {getSitemap} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {isShopifySitemapType, onStoreOrigin, shopifySitemapLink, sitemapUnavailable} from '~/features/seo/sitemap.server';

/** /sitemap/{products|collections}/{page}.xml: one page of Shopify resources (Hydrogen's getSitemap). */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  if (!isShopifySitemapType(params.type) || !/^[1-9]\d{0,4}$/.test(params.page ?? '')) {
    return new Response('Not found', {status: 404, headers: {'Content-Type': 'text/plain; charset=utf-8'}});
  }
  const onSite = onStoreOrigin(request, context.site.origin);
  if (!onSite) return sitemapUnavailable(context, null);
  try {
    return await getSitemap({storefront: context.storefront, request: onSite, params, getLink: shopifySitemapLink});
  } catch (error) {
    if (error instanceof Response) return error;
    return sitemapUnavailable(context, error);
  }
}
