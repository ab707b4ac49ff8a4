/**
 * /store, /store/store-locator and /store/{handle} through the Prismic
 * stand-in: stores by state, the nearest stores to a postcode or suburb
 * (the gazetteer in app/domain/au-places.ts agrees with the demo stores), the messages for
 * bad and unknown places, one store's page, the 404 and the outage.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {setPrismicFault} from '../mocks/prismic/handlers';
import {contentFixtures} from '../mocks/fixtures/content/index';
import {loader as storesLoader} from '~/routes/store._index';
import {loader as locatorLoader} from '~/routes/store.store-locator';
import {loader as storeLoader} from '~/routes/store.$handle';
import {auPlaces} from '~/features/stores/gazetteer.server';
import {BRAND} from '~/config/brand';
import {
  LOCATOR_QUERY_MESSAGE,
  NEAREST_STORES_SHOWN,
  PLACE_NOT_FOUND_MESSAGE,
  findPlaces,
  haversineKm,
} from '~/domain/store-locator';
import type {ErrorPayload} from '~/features/errors/responses.server';
import {isDataWithInit, testContext, testRequest, thrownBy} from './context';

withStandIns();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const storeFixtures = Object.values(contentFixtures).filter((doc) => doc.type === 'store_page');

async function run<T>(
  loader: (args: {request: Request; context: Awaited<ReturnType<typeof testContext>>; params: Record<string, string>}) => Promise<T>,
  path: string,
  params: Record<string, string> = {},
) {
  const request = testRequest(path);
  return loader({request, context: await testContext(request), params});
}

/** The locator's answer, and its status (200 unless the loader set one). */
async function locate(query?: string | string[]) {
  const search = new URLSearchParams();
  for (const value of [query ?? []].flat()) search.append('q', value);
  const result = await run(locatorLoader, `/store/store-locator${search.size ? `?${search}` : ''}`);
  if (!isDataWithInit<typeof result extends {data: infer D} ? D : never>(result)) throw new Error('expected data()');
  return {status: result.init?.status ?? 200, ...result.data};
}

async function expectStatus(work: Promise<unknown>, status: number) {
  const thrown = await thrownBy(work);
  if (!isDataWithInit<ErrorPayload>(thrown)) throw thrown;
  expect(thrown.init?.status).toBe(status);
  return thrown.data;
}

describe('the demo stores', () => {
  it('has 10 to 12 stores across the states, each placed in the gazetteer near its postcode', () => {
    expect(storeFixtures.length).toBeGreaterThanOrEqual(10);
    expect(storeFixtures.length).toBeLessThanOrEqual(12);
    for (const doc of storeFixtures) {
      const data = doc.data as {postcode: string; suburb: string; location: {latitude: number; longitude: number}};
      const [place] = findPlaces({kind: 'place', postcode: data.postcode, suburb: null, state: null}, auPlaces());
      expect(place, `${doc.uid}: postcode ${data.postcode} is in the gazetteer`).toBeDefined();
      const km = haversineKm(place, {lat: data.location.latitude, lng: data.location.longitude});
      // A postcode's point is the package's, not a surveyed centre (4006's is 17 km from Fortitude Valley).
      expect(km, `${doc.uid} is within 20 km of its postcode's point`).toBeLessThan(20);
      const named = findPlaces({kind: 'place', postcode: data.postcode, suburb: data.suburb, state: null}, auPlaces());
      expect(named.length, `${doc.uid}: ${data.suburb} ${data.postcode}`).toBeGreaterThan(0);
    }
  });
});

describe('/store', () => {
  it('lists every store by state, in the states’ order, each state by name', async () => {
    const {groups} = await run(storesLoader, '/store');
    expect(groups.map((group) => group.state)).toEqual(['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS']);
    expect(groups.flatMap((group) => group.stores)).toHaveLength(storeFixtures.length);
    const nsw = groups[0].stores.map((store) => store.name);
    expect(nsw).toEqual([`${BRAND.name} Alexandria`, `${BRAND.name} Castle Hill`, `${BRAND.name} Penrith`]);
  });

  it('answers the 503 page when content is down, never a 404', async () => {
    setPrismicFault('fail');
    await expectStatus(run(storesLoader, '/store'), 503);
  });
});

describe('/store/store-locator', () => {
  it('without a search, lists every store by state with the content’s title', async () => {
    const answer = await locate();
    expect(answer.status).toBe(200);
    expect(answer.page.title).toBe('Find a store');
    expect(answer.nearest).toBeNull();
    expect(answer.groups.flatMap((group) => group.stores)).toHaveLength(storeFixtures.length);
    expect(answer.pins).toHaveLength(storeFixtures.length);
  });

  it('a postcode gives the nearest stores first, with distances', async () => {
    const answer = await locate('3189');
    expect(answer.nearest?.place).toBe('Moorabbin VIC 3189');
    const handles = answer.nearest!.stores.map(({store}) => store.handle);
    expect(handles).toHaveLength(NEAREST_STORES_SHOWN);
    expect(handles.slice(0, 2)).toEqual(['moorabbin', 'richmond']);
    expect(answer.nearest!.stores[0].distance).toBe('800 m');
    expect(answer.groups).toEqual([]);
  });

  it.each([
    ['6000', 'osborne-park'],
    ['Hobart', 'hobart'],
    ['surfers paradise', 'gold-coast'],
    ['2612', 'fyshwick'],
    ['Glenelg SA', 'mile-end'],
    ['  north   LAKES ', 'north-lakes'],
  ])('%j → %s first', async (query, handle) => {
    const answer = await locate(query);
    expect(answer.nearest?.stores[0].store.handle).toBe(handle);
  });

  it('a suburb in several states asks which, by state; each choice finds its own nearest store', async () => {
    const answer = await locate('Richmond');
    expect(answer.nearest).toBeNull();
    expect(answer.choices.map((choice) => choice.label)).toEqual([
      'Richmond NSW 2753',
      'Richmond VIC 3121',
      'Richmond QLD 4740',
      'Richmond SA 5033',
      'Richmond TAS 7025',
    ]);
    expect(answer.groups.flatMap((group) => group.stores)).toHaveLength(storeFixtures.length);
    const victoria = await locate(answer.choices[1].query);
    expect(victoria.nearest?.place).toBe('Richmond VIC 3121');
    expect(victoria.nearest?.stores[0].store.handle).toBe('richmond');
    expect((await locate('Richmond NSW')).nearest?.stores[0].store.handle).toBe('penrith');
  });

  it('knows every locality and takes postcode and suburb in either order', async () => {
    expect((await locate('Wagga Wagga')).nearest?.place).toBe('Wagga Wagga NSW 2650');
    for (const query of ['3000 Melbourne', 'Melbourne 3000', 'Melbourne, VIC 3000']) {
      const answer = await locate(query);
      expect(answer.status, query).toBe(200);
      expect(answer.nearest?.place, query).toBe('Melbourne VIC 3000');
    }
    expect((await locate('3000 Sydney')).notice).toBe(PLACE_NOT_FOUND_MESSAGE);
  });

  it('a place it does not know says so, and lists every store by state', async () => {
    const answer = await locate('0100');
    expect(answer.status).toBe(200);
    expect(answer.notice).toBe(PLACE_NOT_FOUND_MESSAGE);
    expect(answer.nearest).toBeNull();
    expect(answer.groups.flatMap((group) => group.stores)).toHaveLength(storeFixtures.length);
  });

  it.each([['12'], ['<b>Sydney</b>'], ['x'.repeat(61)], [['2000', '3000']]])(
    '%j is refused with a 400 and the message, still listing every store',
    async (query) => {
      const answer = await locate(query);
      expect(answer.status).toBe(400);
      expect(answer.error).toBe(LOCATOR_QUERY_MESSAGE);
      expect(answer.groups.length).toBeGreaterThan(0);
    },
  );
});

describe('/store/{handle}', () => {
  it('shows the store: address, phone, hours Monday first, services and its slices', async () => {
    const {store} = await run(storeLoader, '/store/alexandria', {handle: 'alexandria'});
    expect(store).toMatchObject({
      name: `${BRAND.name} Alexandria`,
      addressLines: ['Unit 4, 31 Bourke Road'],
      suburb: 'Alexandria',
      state: 'NSW',
      postcode: '2015',
      phone: '(02) 9555 0101',
      url: '/store/alexandria',
    });
    expect(store.hours.map((day) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(store.hours[3]).toEqual({day: 'Thursday', opens: '09:00', closes: '21:00'});
    expect(store.services).toContain('Click & collect');
    expect(store.slices.map((slice) => slice.slice_type)).toEqual(['usp_strip']);
  });

  it('a day the store is closed has no hours', async () => {
    const {store} = await run(storeLoader, '/store/hobart', {handle: 'hobart'});
    expect(store.hours.find((day) => day.day === 'Sunday')).toEqual({day: 'Sunday', opens: null, closes: null});
  });

  it.each([['no-such-store'], ['store-locator'], ['..%2Fetc']])('%j is the 404 page', async (handle) => {
    const payload = await expectStatus(run(storeLoader, `/store/${handle}`, {handle}), 404);
    expect(payload.message).toBe('This page could not be found');
  });

  it('answers the 503 page when content is down', async () => {
    setPrismicFault('fail');
    await expectStatus(run(storeLoader, '/store/alexandria', {handle: 'alexandria'}), 503);
  });
});
