/**
 * The app's own search types (product and blog results, the search
 * response). The search service (app/services/searchspring) turns
 * the provider's wire format into these; components never see its names.
 */
import type {ProductSummary} from './types';

/** A listing or search hit: a product tile plus what tracking needs. */
export interface SearchProduct extends ProductSummary {
  /** The provider's id for the product (beacons and click tracking use it). */
  searchId: string;
  sku: string | null;
}

export interface BlogHit {
  handle: string;
  title: string;
  imageUrl: string | null;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  active: boolean;
  /** A CSS colour for palette facets. */
  swatch: string | null;
}

export type SearchFacet =
  | {
      kind: 'values';
      display: 'list' | 'palette';
      field: string;
      label: string;
      /** 'single' facets replace their value instead of adding to it. */
      mode: 'single' | 'multiple';
      /** The first FACET_VALUES_SHOWN (10) values. */
      values: FacetValue[];
      active: boolean;
    }
  | {
      kind: 'range';
      field: string;
      label: string;
      min: number;
      max: number;
      low: number;
      high: number;
      step: number;
      active: boolean;
    };

export interface SortOption {
  field: string;
  direction: 'asc' | 'desc';
  label: string;
  active: boolean;
}

export interface ActiveFilter {
  field: string;
  /** The facet's label, e.g. 'Size'. */
  label: string;
  /** What the chip shows, e.g. 'Queen' or '$500 – $1,000'. */
  valueLabel: string;
  /** A list value; absent for ranges. */
  value?: string;
  range?: boolean;
}

export interface SearchPagination {
  page: number;
  totalPages: number;
  totalResults: number;
  perPage: number;
}

export interface SearchResults {
  products: SearchProduct[];
  pagination: SearchPagination;
  facets: SearchFacet[];
  sortOptions: SortOption[];
  activeFilters: ActiveFilter[];
  /** A same-origin path to send the shopper to instead (merchandising). */
  redirect: string | null;
  /** The provider searched for a corrected query instead of the one typed. */
  correction: {original: string; corrected: string} | null;
}

export interface Autocomplete {
  query: string;
  suggestions: string[];
  products: SearchProduct[];
  totalProducts: number;
  blogs: BlogHit[];
  redirect: string | null;
}

export interface RecommendationSet {
  tag: string;
  placement: string;
  seed: string[];
  products: SearchProduct[];
}
