/**
 * search.json / autocomplete.json (same reply): match, hidden filters,
 * filters and facets, sort, page, and merchandising for one site.
 */
import type {WirePagination, WireSearchResponse, WireSortOption} from '~/services/searchspring/wire';
import {applyFilters, filterAndFacet, filterSummaries} from './facets';
import type {SearchParams, SortParam} from './params';
import {numberOf, type SearchDocument, type SearchSite} from './site';
import type {TextSearch} from './text-index';

function paginate(total: number, page: number, perPage: number, defaultPerPage: number): WirePagination {
  const totalPages = Math.ceil(total / perPage);
  const first = (page - 1) * perPage;
  const last = Math.min(first + perPage, total);
  const shown = last > first;
  return {
    totalResults: total,
    begin: shown ? first + 1 : 0,
    end: shown ? last : 0,
    currentPage: page,
    totalPages,
    previousPage: page > 1 ? page - 1 : 0,
    nextPage: page < totalPages ? page + 1 : 0,
    perPage,
    defaultPerPage,
  };
}

type SortOptions = readonly Omit<WireSortOption, 'active'>[];
const RELEVANCE: SortParam = {field: 'relevance', direction: 'desc'};

/** Only the site's sortable fields sort; anything else is relevance, as Searchspring ignores it. */
function honouredSort(options: SortOptions, sort: SortParam | null): SortParam {
  return sort && options.some((option) => option.field === sort.field) ? sort : RELEVANCE;
}

/** The order a sort asks for; null keeps relevance (or the listing's display order). */
function comparator<Doc extends SearchDocument<unknown>>(sort: SortParam): ((a: Doc, b: Doc) => number) | null {
  if (sort.field === 'relevance') return null;
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.field === 'name') return (a, b) => sign * (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0);
  const field = sort.field;
  return (a, b) => sign * ((numberOf(a, field) ?? 0) - (numberOf(b, field) ?? 0));
}

function sortOptions(options: SortOptions, sort: SortParam): WireSortOption[] {
  return options.map((option) => ({
    ...option,
    active: option.field === sort.field && option.direction === sort.direction ? 1 : 0,
  }));
}

/** Documents in relevance order: the text match's, or the listing's display order for an empty query. */
function candidates<Result, Doc extends SearchDocument<Result>>(
  site: SearchSite<Result, Doc>,
  params: SearchParams,
  match: TextSearch | null,
): Doc[] {
  if (match) return applyFilters(match.hits.map((hit) => site.documents[hit.id]), params.background);
  const listed = applyFilters(site.documents, params.background);
  const {browseRank} = site;
  if (!browseRank) return listed;
  const ranks = new Map(listed.map((document) => [document, browseRank(document, params.background)]));
  return listed.sort((a, b) => ranks.get(a)! - ranks.get(b)! || a.id - b.id);
}

function queryReport(match: TextSearch | null): Pick<WireSearchResponse, 'didYouMean' | 'query'> {
  if (match?.correction) {
    const {original, corrected} = match.correction;
    return {
      didYouMean: {query: corrected, highlighted: `<em>${corrected}</em>`},
      query: {matchType: 'corrected', original, corrected},
    };
  }
  return match?.expanded ? {query: {matchType: 'expanded'}} : {};
}

export function runSearch<Result, Doc extends SearchDocument<Result>>(
  site: SearchSite<Result, Doc>,
  params: SearchParams,
  {origin, defaultPerPage}: {origin: string; defaultPerPage: number},
): WireSearchResponse<Result> {
  const redirect = params.q ? (site.redirectFor?.(params.q) ?? null) : null;
  // Searchspring's default 'minimal' redirect reply carries no results; 'full' (autocomplete) does.
  const skipResults = redirect !== null && params.redirectResponse === 'minimal';
  const match = params.q && !skipResults ? site.text.search(params.q) : null;
  const ordered = skipResults ? [] : candidates(site, params, match);

  const {matches, facets} = filterAndFacet(ordered, params.filters, site.facets);
  const sort = honouredSort(site.sortOptions, params.sort);
  const compare = comparator<Doc>(sort);
  if (compare) matches.sort(compare);

  const pagination = paginate(matches.length, params.page, params.perPage, defaultPerPage);
  const first = (params.page - 1) * params.perPage;
  const summary = filterSummaries(params.filters, site.facets);

  return {
    pagination,
    sorting: {options: sortOptions(site.sortOptions, sort)},
    results: matches.slice(first, first + params.perPage).map((document) => document.result(origin)),
    facets,
    breadcrumbs: summary.map(({field, label, filterLabel, filterValue}) => ({field, label, filterLabel, filterValue})),
    filterSummary: summary,
    merchandising: {redirect: redirect ?? '', content: {}, campaigns: []},
    ...queryReport(match),
  };
}
