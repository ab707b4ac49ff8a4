/**
 * Search listing state and its URL. The URL is the state: `query`, `page`,
 * `sort.{field}`, `filter.{facet}` (repeated), `filter.{facet}.low|.high`;
 * any other parameter is kept as it was. Pure functions, shared by the
 * loaders and the browser.
 */
import {parsePage, parseQuery, stringifyQuery, type ParsedQuery, type QueryRecord, type QueryValue} from './query-string';
import {deleteOwnEntry, ownEntry, setOwnEntry} from './own-entry';

/** Page size 12, facet values shown 10, autocomplete sizes, suggestion count. */
export const SEARCH_PAGE_SIZE = 12;
export const FACET_VALUES_SHOWN = 10;
export const HEADER_PRODUCTS_LIMIT = 6;
export const HEADER_BLOGS_LIMIT = 3;
export const SUGGESTION_COUNT = 5;
export const SUGGESTION_MAX_CHARS = 50;
export const SEARCH_DEBOUNCE_MS = 300;
/** The panel's 'view all' link shows above this many products. */
export const VIEW_ALL_MIN_PRODUCTS = 2;

/** Limits that keep a crafted URL from turning into a huge upstream request. */
export const MAX_QUERY_LENGTH = 200;
const MAX_FILTER_VALUES = 40;
const MAX_VALUE_LENGTH = 200;
// `__proto__` names no facet, and a listing state carrying it as a key would be one more trap for its readers.
const FIELD = /^(?!__proto__$)[A-Za-z0-9_]{1,64}$/;
const RANGE_END = /^(\*|\d{1,9}(\.\d{1,2})?)$/;

export type SortDirection = 'asc' | 'desc';

export interface ListingState {
  query: string;
  page: number;
  sort: {field: string; direction: SortDirection} | null;
  /** filter.{field}: the chosen values, in the order chosen. */
  filters: Record<string, string[]>;
  /** filter.{field}.low / .high; null is an open end ('*'). */
  ranges: Record<string, {low: string | null; high: string | null}>;
  /** Every other parameter, kept unchanged. */
  other: ParsedQuery;
}

export const EMPTY_LISTING: ListingState = {query: '', page: 1, sort: null, filters: {}, ranges: {}, other: {}};

function values(value: string | string[]): string[] {
  return Array.isArray(value) ? value : [value];
}

function cleanValue(value: string): string | null {
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= MAX_VALUE_LENGTH ? trimmed : null;
}

function rangeEnd(value: string | string[] | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const text = values(value)[0]?.trim() ?? '';
  if (!RANGE_END.test(text)) return undefined;
  return text === '*' ? null : text;
}

/**
 * Reads the listing state from a query string. Malformed parts (unknown sort
 * directions, odd field names, non-numeric range ends, over-long values) are
 * dropped rather than sent to the provider; everything unrelated is kept.
 */
export function parseListingQuery(search: string | URLSearchParams): ListingState {
  const parsed = parseQuery(search);
  const state: ListingState = {query: '', page: 1, sort: null, filters: {}, ranges: {}, other: {}};
  let filterCount = 0;
  const rangeParts: Record<string, {low?: string | null; high?: string | null}> = {};

  for (const [key, raw] of Object.entries(parsed)) {
    if (key === '__proto__') continue;
    if (key === 'query') {
      state.query = values(raw)[0].trim().slice(0, MAX_QUERY_LENGTH);
      continue;
    }
    if (key === 'page') {
      state.page = parsePage(raw);
      continue;
    }
    if (key === 'sort') {
      // `sort=field:direction` is what a plain <select> can send; it is read as `sort.{field}`.
      const [field, direction] = values(raw)[0].split(':');
      if (FIELD.test(field ?? '') && (direction === 'asc' || direction === 'desc') && !state.sort) {
        state.sort = {field, direction};
      }
      continue;
    }
    const sort = /^sort\.(.+)$/.exec(key);
    if (sort) {
      const direction = values(raw)[0];
      if (FIELD.test(sort[1]) && (direction === 'asc' || direction === 'desc') && !state.sort) {
        state.sort = {field: sort[1], direction};
      }
      continue;
    }
    const range = /^filter\.(.+)\.(low|high)$/.exec(key);
    if (range) {
      const end = rangeEnd(raw);
      if (FIELD.test(range[1]) && end !== undefined) {
        setOwnEntry(rangeParts, range[1], {...ownEntry(rangeParts, range[1]), [range[2]]: end});
      }
      continue;
    }
    const filter = /^filter\.(.+)$/.exec(key);
    if (filter) {
      if (!FIELD.test(filter[1])) continue;
      for (const value of values(raw)) {
        const clean = cleanValue(value);
        if (clean === null || filterCount >= MAX_FILTER_VALUES) continue;
        const list = ownEntry(state.filters, filter[1]) ?? [];
        setOwnEntry(state.filters, filter[1], list);
        if (!list.includes(clean)) {
          list.push(clean);
          filterCount += 1;
        }
      }
      continue;
    }
    setOwnEntry(state.other, key, raw);
  }
  for (const [field, {low = null, high = null}] of Object.entries(rangeParts)) {
    if (low !== null || high !== null) setOwnEntry(state.ranges, field, {low, high});
  }
  return state;
}

/** The query string for a state (no leading '?'); page 1 and empty parts are left out. */
export function listingQueryString(state: ListingState): string {
  const record: QueryRecord = {...state.other};
  if (state.query) record.query = state.query;
  if (state.page > 1) record.page = state.page;
  if (state.sort) setOwnEntry<QueryValue>(record, `sort.${state.sort.field}`, state.sort.direction);
  for (const [field, chosen] of Object.entries(state.filters)) {
    if (chosen.length > 0) setOwnEntry<QueryValue>(record, `filter.${field}`, chosen);
  }
  for (const [field, {low, high}] of Object.entries(state.ranges)) {
    setOwnEntry<QueryValue>(record, `filter.${field}.low`, low ?? '*');
    setOwnEntry<QueryValue>(record, `filter.${field}.high`, high ?? '*');
  }
  return stringifyQuery(record);
}

/** `path?query`, or the bare path when there is no query. */
export function listingHref(path: string, state: ListingState): string {
  const search = listingQueryString(state);
  return search ? `${path}?${search}` : path;
}

/**
 * Adds a value to a facet, or removes it if present; 'single' mode replaces
 * the facet's value instead. Filtering resets the page to 1.
 */
export function toggleFilter(
  state: ListingState,
  field: string,
  value: string,
  mode: 'single' | 'multiple' = 'multiple',
): ListingState {
  const current = ownEntry(state.filters, field) ?? [];
  const present = current.includes(value);
  const next = present
    ? current.filter((item) => item !== value)
    : mode === 'single'
      ? [value]
      : [...current, value];
  const filters = {...state.filters};
  if (next.length === 0) deleteOwnEntry(filters, field);
  else setOwnEntry(filters, field, next);
  return {...state, filters, page: 1};
}

/** Sets a range's low and high, or removes both when they are the same. Resets the page. */
export function setRange(
  state: ListingState,
  field: string,
  low: number | string | null,
  high: number | string | null,
): ListingState {
  const ranges = {...state.ranges};
  const lowText = low === null ? null : String(low);
  const highText = high === null ? null : String(high);
  if (lowText === highText) deleteOwnEntry(ranges, field);
  else setOwnEntry(ranges, field, {low: lowText, high: highText});
  return {...state, ranges, page: 1};
}

/** Removes a range filter. */
export function clearRange(state: ListingState, field: string): ListingState {
  const ranges = {...state.ranges};
  deleteOwnEntry(ranges, field);
  return {...state, ranges, page: 1};
}

/** Clearing removes every filter and range (the query, sort and other parameters stay). */
export function clearFilters(state: ListingState): ListingState {
  return {...state, filters: {}, ranges: {}, page: 1};
}

/** Sorting resets the page to 1; null goes back to the provider's default order. */
export function setSort(state: ListingState, sort: ListingState['sort']): ListingState {
  return {...state, sort, page: 1};
}

export function withListingPage(state: ListingState, page: number): ListingState {
  return {...state, page: Number.isSafeInteger(page) && page > 1 ? page : 1};
}

export function hasFilters(state: ListingState): boolean {
  return Object.keys(state.filters).length > 0 || Object.keys(state.ranges).length > 0;
}

/** It is the last page when totalPages <= currentPage. */
export function isLastPage(pagination: {page: number; totalPages: number}): boolean {
  return pagination.totalPages <= pagination.page;
}

/** Show previous loads the page before the lowest one loaded; nothing at page 1. */
export function previousPageToLoad(lowestLoaded: number): number | null {
  return lowestLoaded > 1 ? lowestLoaded - 1 : null;
}

/** Show more loads the page after the highest one loaded, unless that was the last. */
export function nextPageToLoad(highestLoaded: number, totalPages: number): number | null {
  return isLastPage({page: highestLoaded, totalPages}) ? null : highestLoaded + 1;
}

/** The same listing without its page: loaded pages belong together only when this matches. */
export function listingKey(state: ListingState): string {
  return listingQueryString(withListingPage(state, 1));
}

/** Suggestion text in a link is cut at 50 characters with an ellipsis. */
export function truncateSuggestion(text: string, maxChars = SUGGESTION_MAX_CHARS): string {
  const chars = [...text];
  return chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}...` : text;
}

/**
 * Search submit navigates only if the query is non-empty and there is a
 * redirect or at least one product.
 */
export function shouldSubmitSearch(query: string, found: {redirect: string | null; totalProducts: number}): boolean {
  return query.trim() !== '' && (found.redirect !== null || found.totalProducts > 0);
}

/** `/products/search?query=…` for a typed query. */
export function searchPageHref(query: string): string {
  return listingHref('/products/search', {...EMPTY_LISTING, query: query.trim().slice(0, MAX_QUERY_LENGTH)});
}

/**
 * An L2 listing's path facet (`/collections/{handle}/{facet}/{facetValue}`),
 * mapped through the app settings' l2_plp_facet_mapping: the facet key names
 * the provider's field, and the URL's value slug becomes the value's words
 * ('super-king' → 'Super King'). Null for a facet the mapping does not name.
 */
export function l2Facet(
  mapping: readonly {facetKey: string; facetValue: string}[],
  facetKey: string,
  valueSlug: string,
): {field: string; value: string} | null {
  const entry = mapping.find((item) => item.facetKey.toLowerCase() === facetKey.toLowerCase());
  if (!entry || !FIELD.test(entry.facetValue)) return null;
  const words = valueSlug.toLowerCase().split('-').filter(Boolean);
  if (words.length === 0 || words.length > 8 || !words.every((word) => /^[a-z0-9]{1,30}$/.test(word))) return null;
  return {field: entry.facetValue, value: words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ')};
}
