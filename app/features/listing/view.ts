/** A listing page's data: search or a collection (./listing.server loads it). Browser-safe. */
import type {SearchResults} from '~/domain/search';
import type {ListingState} from '~/domain/search-listing';
import type {ProductSummary} from '~/domain/types';
import type {Crumb} from '../seo/structured-data';

export interface ListingPageData {
  kind: 'search' | 'collection';
  title: string;
  description: string | null;
  /** The path the listing's links keep (filters and pages go in the query). */
  path: string;
  listing: ListingState;
  /** Null when the provider could not answer (or there is nothing to search for yet). */
  results: SearchResults | null;
  searchUnavailable: boolean;
  /** A collection's first products straight from Shopify while search is unavailable. */
  fallbackProducts: ProductSummary[];
  /** On the store's origin; null when it has none (app/kernel/site-origin.ts). */
  canonicalUrl: string | null;
  robots: string | null;
  /** Home first, this listing last (its BreadcrumbList JSON-LD). */
  breadcrumbs: Crumb[];
}
