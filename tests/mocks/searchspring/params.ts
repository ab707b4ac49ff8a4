/**
 * Reads search.json / autocomplete.json query parameters the way Searchspring
 * does: anything malformed is ignored rather than refused. Tracking
 * parameters (userId, sessionId, pageLoadId, domain, cart, lastViewed,
 * shopper, beacon, ajaxCatalog...) are accepted and change nothing.
 */

export type RangeEnd = number | null;

export interface Filters {
  /** `filter.{field}=value`, repeatable: field → chosen values, in the order sent. */
  values: Map<string, string[]>;
  /** `filter.{field}.low` / `.high`; null is an open end (`*`). */
  ranges: Map<string, {low: RangeEnd; high: RangeEnd}>;
}

export interface SortParam {
  field: string;
  direction: 'asc' | 'desc';
}

export interface SearchParams {
  q: string;
  page: number;
  perPage: number;
  sort: SortParam | null;
  filters: Filters;
  /** `bgfilter.*`: hidden filters, never shown as breadcrumbs. */
  background: Filters;
  /** With a merchandising redirect, 'minimal' answers no results; 'full' answers them too. */
  redirectResponse: 'minimal' | 'full';
}

export const MAX_PER_PAGE = 100;

const FILTER_KEY = /^(bg)?filter\.([^.]+)(?:\.(low|high))?$/;
const SORT_KEY = /^sort\.([^.]+)$/;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

function rangeEnd(value: string): RangeEnd {
  const number = Number(value.trim());
  return value.trim() === '*' || value.trim() === '' || !Number.isFinite(number) ? null : number;
}

const emptyFilters = (): Filters => ({values: new Map(), ranges: new Map()});

export function parseSearchParams(params: URLSearchParams, defaultPerPage: number): SearchParams {
  const filters = emptyFilters();
  const background = emptyFilters();
  let sort: SortParam | null = null;

  for (const [key, value] of params) {
    const filter = FILTER_KEY.exec(key);
    if (filter) {
      const [, bg, field, end] = filter;
      const target = bg ? background : filters;
      if (end) {
        const range = target.ranges.get(field) ?? {low: null, high: null};
        range[end as 'low' | 'high'] = rangeEnd(value);
        target.ranges.set(field, range);
      } else if (value.trim() !== '') {
        const list = target.values.get(field) ?? [];
        if (!list.includes(value)) list.push(value);
        target.values.set(field, list);
      }
      continue;
    }
    const sortKey = SORT_KEY.exec(key);
    if (sortKey && !sort && (value === 'asc' || value === 'desc')) sort = {field: sortKey[1], direction: value};
  }
  // A range with both ends open filters nothing.
  for (const target of [filters, background]) {
    for (const [field, {low, high}] of target.ranges) if (low === null && high === null) target.ranges.delete(field);
  }

  return {
    q: (params.get('q') ?? '').trim(),
    page: positiveInt(params.get('page')) ?? 1,
    perPage: Math.min(positiveInt(params.get('resultsPerPage')) ?? defaultPerPage, MAX_PER_PAGE),
    sort,
    filters,
    background,
    redirectResponse: params.get('redirectResponse') === 'full' ? 'full' : 'minimal',
  };
}
