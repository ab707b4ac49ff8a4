import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {setupServer} from 'msw/node';
import type {WireBeaconEvent} from '~/services/searchspring/wire';
import {beaconEvents} from '~/services/searchspring/beacons';
import {clearBeacons, handlers, receivedBeacons, resetSearchStandIn, setSearchFault} from './handlers';
import {createBeaconStore, parseBeacons} from './beacon';

const ORIGIN = 'http://127.0.0.1:4100';
const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => resetSearchStandIn());
afterAll(() => server.close());

let nextId = 0;
/** What the storefront sends: a profile event and one event per product (app/services/searchspring/beacons.ts). */
const storefrontEvents = (kind: 'render' | 'impression' | 'click' = 'render') =>
  beaconEvents(
    {kind, tag: 'similar-products', placement: 'product-page', seed: ['MAT-AURORA-Q-MD'], products: [{id: '7000000102', sku: null}]},
    {siteId: 'dhdemo', userId: 'u1', sessionId: 's1', pageLoadId: 'p1'},
    () => `event-${++nextId}`,
  );

const post = (body: unknown) =>
  fetch(`${ORIGIN}/searchspring/beacon`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /beacon', () => {
  it('accepts the storefront’s events, one or an array, and keeps them in order', async () => {
    const [profile, product] = storefrontEvents();
    const first = await post(profile);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({success: true});
    expect((await post([product])).status).toBe(200);
    expect(receivedBeacons()).toEqual([profile, product]);
    clearBeacons();
    expect(receivedBeacons()).toEqual([]);
  });

  it('refuses malformed events with a JSON 400 and keeps none of the batch', async () => {
    const [profile, product] = storefrontEvents('click');
    const broken: [string, unknown][] = [
      ['not JSON', '{"type":'],
      ['an empty batch', []],
      ['not an object', 'profile.click'],
      ['an unknown type', {...profile, type: 'profile.hover'}],
      ['another category', {...profile, category: 'searchspring.other'}],
      ['no id', {...profile, id: ''}],
      ['no tracking code', {...profile, context: {...profile.context, website: {}}}],
      ['a product event without pid', {...product, pid: undefined}],
      ['one bad event in a batch', [profile, {...product, pid: undefined}]],
    ];
    for (const [why, body] of broken) {
      const response = await post(body);
      expect(response.status, why).toBe(400);
      expect(await response.json(), why).toMatchObject({success: false, message: expect.any(String)});
    }
    expect(receivedBeacons()).toEqual([]);
  });

  it('shows and forgets the kept events at /__control/search/beacons, beside the fault switch', async () => {
    await post(storefrontEvents('impression'));
    const kept = (await (await fetch(`${ORIGIN}/__control/search/beacons`)).json()) as {events: WireBeaconEvent[]};
    expect(kept.events.map((event) => event.type)).toEqual(['profile.impression', 'profile.product.impression']);
    expect(await (await fetch(`${ORIGIN}/__control/search`)).json()).toEqual({service: 'search', fault: null});
    expect((await fetch(`${ORIGIN}/__control/search/beacons`, {method: 'DELETE'})).status).toBe(204);
    expect(receivedBeacons()).toEqual([]);
  });

  it('obeys the fault switch', async () => {
    setSearchFault('fail');
    expect((await post(storefrontEvents())).status).toBe(500);
    expect(receivedBeacons()).toEqual([]);
  });
});

describe('parseBeacons', () => {
  it('names the event and the problem', () => {
    const [profile] = storefrontEvents();
    expect(parseBeacons([profile, {...profile, category: 'x'}])).toEqual({
      ok: false,
      message: expect.stringMatching(/^Event 1 has category "x"/),
    });
  });
});

it('keeps only the newest thousand events', () => {
  const store = createBeaconStore();
  const [profile] = storefrontEvents();
  for (let i = 0; i < 1005; i++) store.record([{...profile, id: `e${i}`}]);
  expect(store.events()).toHaveLength(1000);
  expect(store.events()[0].id).toBe('e5');
});
