import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {setupServer} from 'msw/node';
import type {WireSearchResponse} from '~/services/searchspring/wire';
import {catalogue} from '../fixtures/catalogue';
import {createFaultSwitch} from '../fault-switch';
import {STAND_IN_FAULTS} from '../faults';
import {createBeaconStore} from './beacon';
import {
  createSearchHandlers,
  handlers,
  resetSearchStandIn,
  searchCatalogueFromEnv,
  searchFault,
  setSearchFault,
} from './handlers';
import type {WireMetaResponse} from './meta';

const ORIGIN = 'http://127.0.0.1:4100';
const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  server.resetHandlers();
  resetSearchStandIn();
});
afterAll(() => server.close());

const beacon = {
  type: 'profile.render',
  category: 'searchspring.recommendations.user-interactions',
  id: 'e1',
  context: {userId: 'u', sessionId: 's', pageLoadId: 'p', website: {trackingCode: 'dhdemo'}, currency: {code: 'AUD'}},
  event: {context: {type: 'product-recommendation', tag: 'best-sellers', placement: 'other'}},
};

/** One call per route, each answering 200 while the switch is off. */
const CALLS: [string, RequestInit?][] = [
  ['/searchspring/api/search/search.json?siteId=dhdemo&q=bed'],
  ['/searchspring/api/search/autocomplete.json?siteId=dhdemo&q=bed'],
  ['/searchspring/api/search/category.json?siteId=dhdemo&bgfilter.collection_handle=beds'],
  ['/searchspring/api/suggest/query?siteId=dhdemo&query=bed'],
  ['/searchspring/api/meta/meta.json?siteId=dhdemo'],
  ['/searchspring/api/personalized-recommendations/profile.json?siteId=dhdemo&tag=best-sellers'],
  ['/searchspring/boost/dhdemo/recommend?tags=best-sellers'],
  ['/searchspring/v1/recommend', {method: 'POST', body: JSON.stringify({siteId: 'dhdemo', profiles: [{tag: 'best-sellers'}]})}],
  ['/searchspring/beacon', {method: 'POST', body: JSON.stringify(beacon)}],
];
const call = ([path, init]: [string, RequestInit?], signal?: AbortSignal) => fetch(`${ORIGIN}${path}`, {...init, signal});

describe('the fault switch', () => {
  it('is listed with the other stand-ins’ switches', () => {
    expect(STAND_IN_FAULTS.search).toBe(searchFault);
  });

  it('fails every route with a JSON 500, then lets them answer again', async () => {
    for (const route of CALLS) expect((await call(route)).status, route[0]).toBe(200);
    setSearchFault('fail');
    for (const route of CALLS) {
      const response = await call(route);
      expect(response.status, route[0]).toBe(500);
      expect(await response.json()).toHaveProperty('message');
    }
    setSearchFault(null);
    expect((await call(CALLS[0])).status).toBe(200);
  });

  it('hangs every route until the caller gives up', async () => {
    await fetch(`${ORIGIN}/__control/search`, {method: 'POST', body: JSON.stringify({fault: 'hang'})});
    for (const route of CALLS) {
      await expect(call(route, AbortSignal.timeout(30)), route[0]).rejects.toMatchObject({name: 'TimeoutError'});
    }
  });
});

describe('the indexes', () => {
  it('are built once, on the first request, not per request', async () => {
    const makeCatalogue = vi.fn(() => catalogue);
    server.use(
      ...createSearchHandlers({fault: createFaultSwitch('search-once'), beacons: createBeaconStore(), catalogue: makeCatalogue}),
    );
    expect(makeCatalogue).not.toHaveBeenCalled();
    for (const route of CALLS.slice(0, 4)) expect((await call(route)).status).toBe(200);
    expect(makeCatalogue).toHaveBeenCalledTimes(1);
  });

  it('index generated products instead when SEARCH_STAND_IN_PRODUCTS is a number', async () => {
    expect(searchCatalogueFromEnv({})).toBeUndefined();
    expect(searchCatalogueFromEnv({SEARCH_STAND_IN_PRODUCTS: 'lots'})).toBeUndefined();
    const generated = searchCatalogueFromEnv({SEARCH_STAND_IN_PRODUCTS: '300'})!;
    server.use(...createSearchHandlers({fault: createFaultSwitch('search-big'), beacons: createBeaconStore(), catalogue: generated}));
    const reply = (await (await call(CALLS[0])).json()) as WireSearchResponse;
    expect(reply.results[0].uid).toMatch(/^8\d{9}$/);
    const all = (await (await fetch(`${ORIGIN}/searchspring/api/search/search.json?siteId=dhdemo`)).json()) as WireSearchResponse;
    expect(all.pagination.totalResults).toBe(300);
  });
});

it('describes the product site’s facets and sorts in meta.json', async () => {
  const meta = (await (await call(CALLS[4])).json()) as WireMetaResponse;
  expect(meta.pagination).toEqual({defaultPageSize: 24});
  expect(meta.facets.option_colour).toEqual({display: 'palette', label: 'Colour', collapsed: false, multiple: 'or'});
  expect(meta.facets.price).toMatchObject({display: 'slider', label: 'Price'});
  expect(meta.sortOptions[0]).toEqual({type: 'relevance', field: 'relevance', direction: 'desc', label: 'Best Match'});
  expect((await fetch(`${ORIGIN}/searchspring/api/meta/meta.json?siteId=nope`)).status).toBe(404);
});
