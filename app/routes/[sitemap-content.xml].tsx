import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {sitemapXml} from '~/domain/sitemap';
import {sitemapUnavailable} from '~/features/seo/sitemap.server';

/** /sitemap-content.xml: the content pages (Prismic), at their content-to-URL mapping's URLs on the store's origin. */
export async function loader({context}: LoaderFunctionArgs) {
  const origin = context.site.origin;
  const entries = origin === null ? null : await context.seoData.sitemapEntries(origin);
  if (!entries) return sitemapUnavailable(context, null);
  return new Response(sitemapXml(entries), {
    headers: {'Content-Type': 'application/xml', 'Cache-Control': `public, max-age=${60 * 60 * 24}`},
  });
}
