import {getSitemapIndex} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {onStoreOrigin, sitemapUnavailable, SHOPIFY_SITEMAP_TYPES} from '~/features/seo/sitemap.server';

/**
 * /sitemap.xml: the sitemap index (Hydrogen's getSitemapIndex) over the
 * Shopify resources the site shows (products, collections), each paged as
 * /sitemap/{type}/{page}.xml, plus the content pages' /sitemap-content.xml,
 * all on the store's origin.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const onSite = onStoreOrigin(request, context.site.origin);
  if (!onSite) return sitemapUnavailable(context, null);
  try {
    return await getSitemapIndex({
      storefront: context.storefront,
      request: onSite,
      types: [...SHOPIFY_SITEMAP_TYPES],
      customChildSitemaps: ['/sitemap-content.xml'],
    });
  } catch (error) {
    return sitemapUnavailable(context, error);
  }
}
