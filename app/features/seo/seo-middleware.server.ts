/**
 * The page-level SEO middleware: on navigation, the SEO data is consulted and
 * may redirect or report the resource gone (410).
 *
 * It runs in the root loader, which Remix runs on every navigation: a
 * document request (JavaScript off) and a client-side navigation's data
 * request alike, and Remix turns a thrown redirect into the right answer for
 * each. The lookup starts alongside the root loader's other work and is an
 * in-memory match on the cached rule list (seo-data.server.ts), so a page
 * with no rule pays nothing extra. A failed lookup was reported by the
 * service; the page goes on.
 */
import {data, redirect} from '@shopify/remix-oxygen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {GONE_STATUS, redirectLocation, type SeoData} from '~/domain/seo-rules';
import type {RootData} from '~/features/root/root-data';
import type {GonePayload} from '../errors/gone-page';

/** Starts the lookup for this request's page (the path only; rules do not match queries). */
export function lookUpSeoData(request: Request, context: AppLoadContext): Promise<SeoData | null> {
  return context.seoData.lookup(new URL(request.url).pathname);
}

/**
 * Throws the redirect or the 410 page the content asks for; returns when
 * there is none (or the lookup failed). The 410 page carries the layout's
 * data, since the root loader that would have given it is the one throwing.
 */
export async function enforceSeoData(
  request: Request,
  context: AppLoadContext,
  seo: SeoData | null,
  layout: RootData,
): Promise<void> {
  if (!seo) return;
  if (seo.redirect) {
    throw redirect(redirectLocation(seo.redirect.to, new URL(request.url).search), seo.redirect.statusCode);
  }
  if (seo.resourceGone) {
    const errorPage = await context.content.getErrorPage();
    throw data<GonePayload>(
      {
        message: seo.resourceGone.message,
        errorPage,
        // Shop analytics is a promise; the error page goes without it.
        layout: {...layout, analytics: {...layout.analytics, shop: null}},
      },
      // Gone for good: crawlers drop it; a CDN may keep the answer a while, like the rule.
      {status: GONE_STATUS, headers: {'Cache-Control': 'public, max-age=300'}},
    );
  }
}
