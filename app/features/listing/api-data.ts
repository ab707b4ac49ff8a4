/** What the browser's search fetchers get back from the JSON routes (api.search.autocomplete, api.recommendations). */
import type {Autocomplete, RecommendationSet} from '~/domain/search';

/** GET /api/search/autocomplete: the header search panel's data. */
export interface AutocompleteData {
  autocomplete: Autocomplete | null;
  message?: string;
}

/** GET /api/recommendations: a carousel's recommendations. */
export interface RecommendationsData {
  recommendations: RecommendationSet | null;
  message?: string;
}
