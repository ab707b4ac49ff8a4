import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {sitemapXml} from '~/domain/sitemap';
import {sitemapUnavailable} from '~/features/seo/sitemap.server';

/** /sitemap-content.xml: the content pages (Prismic), at their content-to-URL mapping's URLs. */
export async function loader({context}: LoaderFunctionArgs) {
  const entries = await context.seoData.sitemapEntries();
  if (!entries) return sitemapUnavailable(context, null);
  return new Response(sitemapXml(entries), {
    headers: {'Content-Type': 'application/xml', 'Cache-Control': `public, max-age=${60 * 60 * 24}`},
  });
}
