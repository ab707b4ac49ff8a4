import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {normaliseSeoPath, type SeoData} from '~/domain/seo-rules';

/** Rules change rarely and the worker caches them; a browser or CDN may keep an answer a few minutes. */
const CACHE_ANSWER = {'Cache-Control': 'public, max-age=300'};
const NO_STORE = {'Cache-Control': 'no-store'};

/**
 * GET /api/seo-data?from={encoded full path}: what the content says about a
 * path —
 * `{redirect: {to, statusCode} | null, resourceGone: {message} | null}`.
 * The storefront itself consults the same rules in the root loader on every
 * navigation; this route is for other clients (and for checking a rule).
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const from = new URL(request.url).searchParams.get('from') ?? '';
  if (normaliseSeoPath(from) === null) {
    return Response.json({error: 'Give the page path as ?from=, starting with /.'}, {status: 400, headers: NO_STORE});
  }
  const data: SeoData | null = await context.seoData.lookup(from);
  if (!data) {
    // Reported by the service; the caller carries on as if there were no rule.
    return Response.json({error: 'SEO data is unavailable right now.'}, {status: 503, headers: NO_STORE});
  }
  return Response.json(data satisfies SeoData, {headers: CACHE_ANSWER});
}
