/**
 * The proof that the stand-in speaks Searchspring's wire format: Searchspring's
 * own published client (@searchspring/snap-client) runs against it through
 * msw, and what the client parses (its snapi models) is what the demo
 * catalogue says. The client runs in plain Node: it only needs `fetch`.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {setupServer} from 'msw/node';
import {Client} from '@searchspring/snap-client';
import type {
  SearchRequestModelFilter,
  SearchRequestModelSorts,
  SearchResponseModelFacet,
  SearchResponseModelFacetRangeAllOf,
  SearchResponseModelFacetValueAllOf,
  SearchResponseModelResult,
} from '@searchspring/snapi-types';
import {collectionByHandle, productByHandle} from '../fixtures/catalogue';
import {handlers} from './handlers';

const ORIGIN = 'http://127.0.0.1:4100';
const server = setupServer(...handlers);
const requester = {origin: `${ORIGIN}/searchspring`, cache: {enabled: false}};
let client: Client;
beforeAll(() => {
  server.listen({onUnhandledRequest: 'error'});
  // After listen: the client keeps the `fetch` it finds when built, and msw's must be that one.
  client = new Client(
    {siteId: 'dhdemo'},
    {
      mode: 'production',
      meta: requester,
      search: requester,
      autocomplete: {...requester, requesters: {suggest: requester, legacy: requester}},
      suggest: requester,
      recommend: requester,
    },
  );
});
afterAll(() => server.close());

// snapi-types declares its enums without shipping them, so the request literals are cast.
const valueFilter = (field: string, value: string, background = false) =>
  ({type: 'value', field, value, background}) as SearchRequestModelFilter;
const rangeFilter = (field: string, low?: number, high?: number) =>
  ({type: 'range', field, value: {low, high}}) as SearchRequestModelFilter;
const sort = (field: string, direction: 'asc' | 'desc') => ({field, direction}) as SearchRequestModelSorts;

type ValueFacet = SearchResponseModelFacet & SearchResponseModelFacetValueAllOf;
type RangeFacet = SearchResponseModelFacet & SearchResponseModelFacetRangeAllOf;
const handleOf = (result: SearchResponseModelResult) => String(result.attributes?.handle);

describe('snap-client search', () => {
  it('parses pagination, results, facets, filters and sorting', async () => {
    const [meta, reply] = await client.search({
      search: {query: {string: 'mattress'}},
      filters: [valueFilter('option_feel', 'Plush'), rangeFilter('price', 1000, 5000)],
      sorts: [sort('price', 'asc')],
      pagination: {page: 1, pageSize: 4},
    });

    expect(meta.facets?.option_colour).toMatchObject({display: 'palette', label: 'Colour'});
    expect(reply.pagination).toMatchObject({page: 1, pageSize: 4});
    expect(reply.pagination?.totalResults).toBeGreaterThan(4);
    expect(reply.pagination?.totalPages).toBe(Math.ceil(reply.pagination!.totalResults! / 4));
    expect(reply.sorting).toEqual([{field: 'price', direction: 'asc'}]);

    const prices = reply.results!.map((result) => result.mappings?.core?.price);
    expect(prices.every((price) => typeof price === 'number' && price >= 1000 && price <= 5000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a! - b!));

    const feel = reply.facets!.find((facet) => facet.field === 'option_feel') as ValueFacet;
    expect(feel).toMatchObject({type: 'value', filtered: true});
    expect(feel.values?.find((value) => value.value === 'Plush')).toMatchObject({filtered: true, label: 'Plush'});
    const price = reply.facets!.find((facet) => facet.field === 'price') as RangeFacet;
    expect(price).toMatchObject({type: 'range', step: 10, active: {low: 1000, high: 5000}, filtered: true});

    expect(reply.filters).toEqual([
      {type: 'value', field: 'option_feel', label: 'Plush', value: 'Plush'},
      {type: 'range', field: 'price', label: '1000 - 5000', value: {low: 1000, high: 5000}},
    ]);
    expect(reply.merchandising?.redirect).toBe('');
  });

  it('reads core mappings and decodes the entity-encoded attributes', async () => {
    const [, reply] = await client.search({search: {query: {string: 'Oslo Timber Bed'}}});
    const [result] = reply.results!;
    const product = productByHandle('oslo-timber-bed')!;
    expect(result.id).toBe(String(product.id));
    expect(result.mappings?.core).toMatchObject({
      uid: String(product.id),
      name: 'Oslo Timber Bed',
      brand: 'Harbour & Oak',
      url: '/products/oslo-timber-bed',
      price: Math.min(...product.variants.map((v) => Number(v.price))),
      imageUrl: `${ORIGIN}/cdn/shop/files/oslo-timber-bed-1.svg`,
    });
    const variants = JSON.parse(String(result.attributes?.variants)) as {sku: string}[];
    expect(variants.map((variant) => variant.sku)).toEqual(product.variants.map((variant) => variant.sku));
    expect(JSON.parse(String(result.attributes?.color_swatches))).toEqual([
      {name: 'Natural Oak', value: expect.stringMatching(/^#/)},
      {name: 'Walnut', value: expect.stringMatching(/^#/)},
    ]);
  });

  it('reports a spelling correction', async () => {
    const [, reply] = await client.search({search: {query: {string: 'matress'}}});
    expect(reply.search).toEqual({query: 'mattress', originalQuery: 'matress', didYouMean: 'mattress', matchType: 'corrected'});
    expect(reply.results!.length).toBeGreaterThan(0);
  });

  it('sees a merchandising redirect', async () => {
    const [, reply] = await client.search({search: {query: {string: 'spring sale'}}});
    expect(reply.merchandising?.redirect).toBe('/campaign/spring-sale');
    expect(reply.results).toEqual([]);
  });

  it('lists a category (category.json with a background filter) in display order', async () => {
    const [, reply] = await client.category({
      filters: [valueFilter('collection_handle', 'mattresses', true)],
      pagination: {pageSize: 24},
    });
    expect(reply.results!.map(handleOf)).toEqual(collectionByHandle('mattresses')!.productHandles);
    expect(reply.filters).toEqual([]);
  });
});

describe('snap-client autocomplete', () => {
  it('completes the typed prefix through suggest/query, then searches the completion', async () => {
    const [, reply] = await client.autocomplete({
      search: {query: {string: 'oslo bed'}},
      suggestions: {count: 5},
      pagination: {pageSize: 6},
    });
    expect(reply.autocomplete?.query).toBe('oslo bed');
    const suggested = reply.autocomplete?.suggested?.text ?? '';
    const alternatives = reply.autocomplete?.alternatives?.map((alternative) => alternative.text) ?? [];
    expect([suggested, ...alternatives]).toEqual(expect.arrayContaining(['oslo bedroom suite', 'oslo bedside table']));
    expect([suggested, ...alternatives].every((text) => text?.startsWith('oslo bed'))).toBe(true);
    // The client searches the completion, not what was typed.
    expect(reply.search?.query).toBe(suggested);
    expect(reply.pagination).toMatchObject({pageSize: 6});
    expect(handleOf(reply.results![0])).toBe(suggested.replaceAll(' ', '-'));
  });

  it('uses the corrected query when spell correction is asked for', async () => {
    const [, reply] = await client.autocomplete({search: {query: {string: 'matress', spellCorrection: true}}});
    expect(reply.autocomplete).toMatchObject({correctedQuery: 'mattress', suggested: {text: 'mattress', type: 'corrected'}});
    expect(reply.results!.length).toBeGreaterThan(0);
  });
});

describe('snap-client recommend', () => {
  it('gets the profile, then the seed’s similar products', async () => {
    const reply = await client.recommend({tag: 'similar-products', products: ['MAT-AURORA-Q-MD'], limit: 6});
    expect(reply.profile).toMatchObject({tag: 'similar-products', placement: 'product-page'});
    expect(reply.meta.sortOptions?.length).toBeGreaterThan(0);
    expect(reply.results).toHaveLength(6);
    for (const result of reply.results) {
      expect(result.attributes?.product_type).toBe('Mattress');
      expect(result.mappings?.core?.uid).toBe(result.id);
    }
    expect(reply.results.map(handleOf)).not.toContain('aurora-hybrid-mattress');
  });
});
