import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {parseRecommendationRequest} from '~/domain/recommendations';
import type {RecommendationsData} from '~/features/listing/api-data';

/**
 * GET /api/recommendations?placement=basket-page&seed=SKU-1,SKU-2 — a carousel's recommendations (JSON), for a
 * page that loads them in the browser (the bag: its render stays the shopper's bag alone). A bad placement or
 * seed is 400 and asks nothing upstream; a failing provider is `recommendations: null` (no carousel).
 */
export async function loader({context, request}: LoaderFunctionArgs) {
  const parsed = parseRecommendationRequest(new URL(request.url).searchParams);
  // The shopper's own (their tracking ids and viewed products go upstream): kept by their browser only.
  const headers = {'Cache-Control': 'private, max-age=60'};
  if (!parsed.ok) {
    return Response.json({recommendations: null, message: parsed.message} satisfies RecommendationsData, {status: 400, headers});
  }
  const {placement, seed} = parsed;
  const recommendations = await context.search.recommendations({
    placement,
    seed,
    // The basket's seed is the bag itself.
    cartSkus: placement === 'basket-page' ? seed : [],
  });
  return Response.json({recommendations} satisfies RecommendationsData, {headers});
}
