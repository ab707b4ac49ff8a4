import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {MAX_QUERY_LENGTH} from '~/domain/search-listing';
import type {Autocomplete} from '~/domain/search';

export interface AutocompleteData {
  autocomplete: Autocomplete | null;
}

/**
 * GET /api/search/autocomplete?q=… — the header search panel's data (JSON).
 * An empty or over-long query is answered with nothing, not sent upstream;
 * a failing provider is `autocomplete: null` (the panel stays closed).
 */
export async function loader({context, request}: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const headers = {'Cache-Control': 'private, max-age=30'};
  if (q === '') return data<AutocompleteData>({autocomplete: null}, {headers});
  if (q.length > MAX_QUERY_LENGTH) {
    return data({autocomplete: null, message: `Search for at most ${MAX_QUERY_LENGTH} characters.`}, {status: 400, headers});
  }
  return data<AutocompleteData>({autocomplete: await context.search.autocomplete(q)}, {headers});
}
