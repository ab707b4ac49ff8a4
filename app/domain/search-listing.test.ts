import {describe, expect, it} from 'vitest';
import {
  EMPTY_LISTING,
  clearFilters,
  isLastPage,
  l2Facet,
  listingHref,
  listingKey,
  listingQueryString,
  nextPageToLoad,
  parseListingQuery,
  previousPageToLoad,
  searchPageHref,
  setRange,
  setSort,
  shouldSubmitSearch,
  toggleFilter,
  truncateSuggestion,
  withListingPage,
} from './search-listing';

describe('parseListingQuery / listingQueryString (query, page, sort.{field}, filter.{facet}, filter.{facet}.low/.high)', () => {
  it('reads query, page, sort, repeated filters and ranges, and keeps other parameters', () => {
    const state = parseListingQuery(
      '?query=queen+bed&page=3&sort.price=asc&filter.option_size=Queen&filter.option_size=King&filter.price.low=500&filter.price.high=*&utm_source=news&tag=a&tag=b',
    );
    expect(state).toEqual({
      query: 'queen bed',
      page: 3,
      sort: {field: 'price', direction: 'asc'},
      filters: {option_size: ['Queen', 'King']},
      ranges: {price: {low: '500', high: null}},
      other: {utm_source: 'news', tag: ['a', 'b']},
    });
  });

  it('writes the same state back (repeated keys, open range ends as *)', () => {
    const search =
      'filter.option_size=Queen&filter.option_size=King&filter.price.high=*&filter.price.low=500&page=3&query=queen+bed&sort.price=asc&tag=a&tag=b&utm_source=news';
    expect(listingQueryString(parseListingQuery(search))).toBe(search);
  });

  it('round-trips any state it writes', () => {
    const state = toggleFilter(setRange(setSort({...EMPTY_LISTING, query: 'sofa & bed'}, {field: 'name', direction: 'desc'}), 'price', 100, 900), 'brand', 'Dream & Co');
    expect(parseListingQuery(listingQueryString(state))).toEqual(state);
  });

  it.each([
    ['?sort.price=sideways', {sort: null}],
    ['?sort.pr%20ice=asc', {sort: null, other: {}}],
    ['?filter.price.low=cheap', {ranges: {}}],
    ['?filter.price.low=*&filter.price.high=*', {ranges: {}}],
    ['?filter.bad%20field=x', {filters: {}}],
    ['?filter.size=', {filters: {}}],
    ['?page=-2', {page: 1}],
    ['?page=abc', {page: 1}],
  ])('drops malformed parts: %s', (search, expected) => {
    expect(parseListingQuery(search)).toMatchObject(expected);
  });

  it('reads a plain <select> sort (sort=field:direction) as sort.{field}', () => {
    const state = parseListingQuery('?sort=price:desc&query=bed');
    expect(state.sort).toEqual({field: 'price', direction: 'desc'});
    expect(listingQueryString(state)).toBe('query=bed&sort.price=desc');
  });

  it('caps the query length and the number of filter values', () => {
    expect(parseListingQuery(`?query=${'a'.repeat(500)}`).query).toHaveLength(200);
    const many = Array.from({length: 100}, (_, n) => `filter.f=${n}`).join('&');
    expect(parseListingQuery(`?${many}`).filters.f).toHaveLength(40);
  });

  it('leaves out page 1 and empty parts', () => {
    expect(listingHref('/products/search', {...EMPTY_LISTING, query: 'bed', page: 1})).toBe('/products/search?query=bed');
    expect(listingHref('/collections/beds', EMPTY_LISTING)).toBe('/collections/beds');
  });
});

describe('filter toggling (a value is added, or removed if present; filtering or sorting goes back to page 1)', () => {
  const base = {...EMPTY_LISTING, page: 4};

  it('adds a value to a facet, or removes it if present, and resets the page to 1', () => {
    const once = toggleFilter(base, 'option_size', 'Queen');
    expect(once.filters).toEqual({option_size: ['Queen']});
    expect(once.page).toBe(1);
    const twice = toggleFilter(once, 'option_size', 'King');
    expect(twice.filters.option_size).toEqual(['Queen', 'King']);
    expect(toggleFilter(twice, 'option_size', 'Queen').filters.option_size).toEqual(['King']);
    expect(toggleFilter(toggleFilter(once, 'option_size', 'Queen'), 'x', 'y').filters).toEqual({x: ['y']});
  });

  it("'single' mode replaces the value", () => {
    const state = toggleFilter(toggleFilter(base, 'feel', 'Firm', 'single'), 'feel', 'Plush', 'single');
    expect(state.filters.feel).toEqual(['Plush']);
    expect(toggleFilter(state, 'feel', 'Plush', 'single').filters).toEqual({});
  });

  it('a range sets low and high, or removes both when they are the same', () => {
    const ranged = setRange(base, 'price', 500, 1500);
    expect(ranged.ranges.price).toEqual({low: '500', high: '1500'});
    expect(ranged.page).toBe(1);
    expect(setRange(ranged, 'price', 800, 800).ranges).toEqual({});
    expect(setRange(base, 'price', null, 900).ranges.price).toEqual({low: null, high: '900'});
  });

  it('clearing removes every filter and range but keeps the query, sort and other parameters', () => {
    const state = parseListingQuery('?query=bed&sort.price=asc&filter.a=1&filter.price.low=1&filter.price.high=2&page=3&ref=x');
    expect(clearFilters(state)).toEqual({...state, filters: {}, ranges: {}, page: 1});
  });

  it('sorting resets the page', () => {
    expect(setSort(base, {field: 'price', direction: 'desc'}).page).toBe(1);
  });
});

describe('page arithmetic (the last page is when totalPages <= page)', () => {
  it.each([
    [{page: 1, totalPages: 2}, false],
    [{page: 2, totalPages: 2}, true],
    [{page: 3, totalPages: 2}, true],
    [{page: 1, totalPages: 0}, true],
  ])('isLastPage(%j) = %s', (pagination, last) => {
    expect(isLastPage(pagination)).toBe(last);
  });

  it('show previous loads the page before the lowest loaded, and nothing at page 1', () => {
    expect(previousPageToLoad(3)).toBe(2);
    expect(previousPageToLoad(1)).toBeNull();
  });

  it('show more loads the page after the highest loaded, until the last', () => {
    expect(nextPageToLoad(1, 3)).toBe(2);
    expect(nextPageToLoad(3, 3)).toBeNull();
  });

  it('loaded pages belong together only for the same listing (the page does not count)', () => {
    const state = parseListingQuery('?query=bed&filter.a=1');
    expect(listingKey(withListingPage(state, 3))).toBe(listingKey(state));
    expect(listingKey(toggleFilter(state, 'a', '2'))).not.toBe(listingKey(state));
  });
});

describe('search panel rules', () => {
  it('truncates suggestion text at 50 characters with an ellipsis', () => {
    expect(truncateSuggestion('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncateSuggestion('a'.repeat(51))).toBe(`${'a'.repeat(50)}...`);
  });

  it('submits only a non-empty query with a redirect or at least one product', () => {
    expect(shouldSubmitSearch('bed', {redirect: null, totalProducts: 3})).toBe(true);
    expect(shouldSubmitSearch('sale', {redirect: '/campaign/x', totalProducts: 0})).toBe(true);
    expect(shouldSubmitSearch('zzz', {redirect: null, totalProducts: 0})).toBe(false);
    expect(shouldSubmitSearch('  ', {redirect: '/x', totalProducts: 9})).toBe(false);
  });

  it('submitting goes to /products/search?query={text}', () => {
    expect(searchPageHref(' king bed ')).toBe('/products/search?query=king+bed');
  });
});

describe('l2Facet (app settings l2_plp_facet_mapping)', () => {
  const mapping = [{facetKey: 'size', facetValue: 'option_size'}];
  it('maps the path facet to the provider field and the slug to its words', () => {
    expect(l2Facet(mapping, 'size', 'super-king')).toEqual({field: 'option_size', value: 'Super King'});
    expect(l2Facet(mapping, 'SIZE', 'queen')).toEqual({field: 'option_size', value: 'Queen'});
  });
  it('refuses facets the mapping does not name and odd slugs', () => {
    expect(l2Facet(mapping, 'colour', 'grey')).toBeNull();
    expect(l2Facet(mapping, 'size', 'que en')).toBeNull();
    expect(l2Facet(mapping, 'size', '--')).toBeNull();
  });
});
