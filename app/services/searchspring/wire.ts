/**
 * Searchspring's JSON wire format, as the storefront reads it (the legacy
 * `search.json` / `autocomplete.json` / `suggest/query` / `boost/recommend`
 * API; see ../shared/reference/upstream-apis.md). Only this folder and the
 * stand-in (tests/mocks/searchspring) use these names: the service reshapes
 * them into the app's own types (app/domain/search.ts).
 *
 * Result values are strings (or arrays of strings) and may be HTML-entity
 * encoded; structured feed fields (`variants`, `options`, `color_swatches`,
 * `metafields`) are entity-encoded JSON strings, as Searchspring's Shopify
 * integration indexes them.
 *
 * These types are what Searchspring sends (and what the stand-in answers). The
 * service reads replies with the zod schemas in reshape.ts, which accept more:
 * a field that does not match takes a fallback, and only a result that cannot
 * be read at all is dropped.
 */
import * as z from 'zod/mini';

/** One product in a search, autocomplete or recommend reply (the flat legacy form). */
export interface WireProductResult {
  /** The Shopify product id (numeric, as a string). */
  uid: string;
  /** The first variant's SKU. */
  sku: string;
  name: string;
  handle: string;
  /** `/products/{handle}` (Searchspring stores what the feed gives; the storefront ignores it). */
  url: string;
  /**
   * The price the store shows a guest, e.g. "979.30": the campaign price at the time of the query (the store's feed
   * is regenerated as campaigns start and end), the lowest over the variants. Search filters, facets and sorts on it.
   */
  price: string;
  /** The compare-at price of that same variant, or "" when it has none. */
  msrp: string;
  /**
   * That same variant's own Shopify price, before any campaign, e.g. "1399.00": a custom field of the store's feed.
   * Tiles are priced from it (with the campaigns, as the product page is), never from `price`. Absent from a stock
   * Searchspring Shopify feed, whose `price` is Shopify's.
   */
  list_price?: string;
  imageUrl: string;
  thumbnailImageUrl: string;
  /** The vendor. */
  brand: string;
  product_type: string;
  tags: string[];
  collection_handle: string[];
  /** "1" when any variant can be bought. */
  ss_available: string;
  /** "1" when the variants' prices differ. */
  ss_price_varies?: string;
  /** Entity-encoded JSON of WireVariant[]. */
  variants: string;
  /** Entity-encoded JSON of {name, values}[]. */
  options: string;
  /** Entity-encoded JSON of WireColourSwatch[] ("[]" when none). */
  color_swatches: string;
  /** Entity-encoded JSON of {namespace, key, type, value}[] (the product metafields the feed carries). */
  metafields: string;
  /** Option values per option, for the facets (lower-case option name). */
  option_size?: string[];
  option_feel?: string[];
  option_colour?: string[];
  /** ISO date-time. */
  created_at?: string;
  /** The reviews' mean score (e.g. "4.56") and count (e.g. "23"), fed from the reviews platform; absent without reviews. */
  rating?: string;
  ratingCount?: string;
  [attribute: string]: unknown;
}

export interface WireVariant {
  id: number;
  product_id: number;
  sku: string;
  /** Decimal string, e.g. "1299.00". */
  price: string;
  compare_at_price: string | null;
  selected_options: {name: string; value: string}[];
  available: boolean;
  image?: string | null;
}

/** One of a product's colour swatches; the palette facets show its colour. */
export const wireColourSwatch = z.object({
  name: z.string(),
  /** A CSS colour, e.g. "#3b3f58". */
  value: z.string(),
});

export type WireColourSwatch = z.infer<typeof wireColourSwatch>;

/** A blog post on the blog site. */
export interface WireBlogResult {
  uid: string;
  name: string;
  handle: string;
  url: string;
  imageUrl: string;
  tags: string[];
  [attribute: string]: unknown;
}

export interface WirePagination {
  totalResults: number;
  begin: number;
  end: number;
  currentPage: number;
  totalPages: number;
  previousPage: number;
  nextPage: number;
  perPage: number;
  defaultPerPage: number;
}

export interface WireSortOption {
  field: string;
  direction: 'asc' | 'desc';
  label: string;
  active?: number | boolean;
}

export interface WireFacetValue {
  active: boolean;
  type: 'value' | 'range';
  value?: string;
  label: string;
  count: number;
  low?: string | null;
  high?: string | null;
}

export interface WireListFacet {
  field: string;
  label: string;
  type: 'list' | 'grid' | 'palette' | 'hierarchy';
  multiple: 'single' | 'or' | 'and' | 'multiple-union';
  collapse: number;
  facet_active: number;
  values: WireFacetValue[];
}

export interface WireSliderFacet {
  field: string;
  label: string;
  type: 'slider';
  collapse: number;
  facet_active: number;
  /** The lowest and highest value in the result set. */
  range: [number, number];
  /** The selected low and high (equal to range when nothing is selected). */
  active: [number, number];
  step: number;
}

export type WireFacet = WireListFacet | WireSliderFacet;

export interface WireFilterSummary {
  field: string;
  value: string | {rangeLow: number | null; rangeHigh: number | null};
  label: string;
  filterLabel: string;
  filterValue: string;
}

export interface WireSearchResponse<Result = WireProductResult> {
  pagination: WirePagination;
  sorting: {options: WireSortOption[]};
  resultLayoutOptions?: unknown[];
  results: Result[];
  facets: WireFacet[];
  breadcrumbs: {field: string; label: string; filterLabel: string; filterValue: string}[];
  filterSummary: WireFilterSummary[];
  merchandising: {
    /** Non-empty: the shopper should be sent there instead. */
    redirect: string;
    content: Record<string, unknown>;
    campaigns: {id: string; title: string; type: string}[];
    [key: string]: unknown;
  };
  didYouMean?: {query: string; highlighted: string};
  query?: {matchType?: string; corrected?: string; original?: string};
}

export interface WireSuggestResponse {
  query: string;
  'corrected-query'?: string;
  suggested?: {text: string; type: string; source: string} | null;
  alternatives: {text: string; popularity?: number}[];
}

export interface WireRecommendProfile {
  profile: {tag: string; placement: string; display?: Record<string, unknown>};
  results: {
    id: string;
    mappings: {core: Partial<WireProductResult>};
    attributes: Partial<WireProductResult>;
  }[];
}

export type WireRecommendResponse = WireRecommendProfile[];

/** A beacon event (POST /beacon, one or an array). */
export interface WireBeaconEvent {
  type:
    | 'profile.render'
    | 'profile.impression'
    | 'profile.click'
    | 'profile.product.render'
    | 'profile.product.impression'
    | 'profile.product.click';
  category: 'searchspring.recommendations.user-interactions';
  id: string;
  /** Product events: the id of the profile event they belong to. */
  pid?: string;
  context: {
    userId: string;
    sessionId: string;
    pageLoadId: string;
    website: {trackingCode: string};
    currency: {code: 'AUD'};
  };
  event: {
    context: {type: 'product-recommendation'; tag: string; placement: string};
    profile?: {tag: string; placement: string; seed: string[]};
    product?: {id: string; mappings: {core: Partial<WireProductResult>}; seed: string[]};
  };
}
