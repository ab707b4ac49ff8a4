import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {MAX_QUERY_LENGTH} from '~/domain/search-listing';
import type {AutocompleteData} from '~/features/listing/api-data';

/**
 * GET /api/search/autocomplete?q=… — the header search panel's data (JSON).
 * An empty or over-long query is answered with nothing, not sent upstream;
 * a failing provider is `autocomplete: null` (the panel stays closed).
 */
export async function loader({context, request}: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const headers = {'Cache-Control': 'private, max-age=30'};
  // A resource route answers with a Response of its own (JSON for the panel's fetcher).
  if (q === '') return Response.json({autocomplete: null} satisfies AutocompleteData, {headers});
  if (q.length > MAX_QUERY_LENGTH) {
    const message = `Search for at most ${MAX_QUERY_LENGTH} characters.`;
    return Response.json({autocomplete: null, message} satisfies AutocompleteData, {status: 400, headers});
  }
  const answer: AutocompleteData = {autocomplete: await context.search.autocomplete(q)};
  return Response.json(answer, {headers});
}
