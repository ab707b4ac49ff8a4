import {getSitemapIndex} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {sitemapUnavailable, SHOPIFY_SITEMAP_TYPES} from '~/features/seo/sitemap.server';

/**
 * /sitemap.xml: the sitemap index (Hydrogen's getSitemapIndex) over the
 * Shopify resources the site shows (products, collections), each paged as
 * /sitemap/{type}/{page}.xml, plus the content pages' /sitemap-content.xml.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  try {
    return await getSitemapIndex({
      storefront: context.storefront,
      request,
      types: [...SHOPIFY_SITEMAP_TYPES],
      customChildSitemaps: ['/sitemap-content.xml'],
    });
  } catch (error) {
    return sitemapUnavailable(context, error);
  }
}
