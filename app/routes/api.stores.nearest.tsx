import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {FIND_STORE_PARAM, STORES_UNAVAILABLE_MESSAGE} from '~/features/stores/find-store';
import {findStoresNear} from '~/features/stores/find-store.server';

/**
 * GET /api/stores/nearest?store-postcode=… — the product page's "Find a store" answer (JSON), for its enhanced
 * form's fetcher. The same answer as the product page's own ?store-postcode= (its form without JavaScript).
 */
export async function loader({context, request}: LoaderFunctionArgs) {
  const answer = await findStoresNear(context, new URL(request.url).searchParams.getAll(FIND_STORE_PARAM));
  // The same for everyone, and the stores seldom change; a failed look-up is not kept.
  const cache = answer.summary === STORES_UNAVAILABLE_MESSAGE ? 'no-store' : 'public, max-age=300';
  return Response.json(answer, {headers: {'Cache-Control': cache}});
}
