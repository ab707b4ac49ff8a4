import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {setupServer} from 'msw/node';
import type {WireItemsReply, WireLookupReply, WireWishlistItem} from '~/services/wishlist/wire';
import {COLLECTOR_ITEM_COUNT, NOT_A_MEMBER_EMAIL, WISHLIST_MEMBERS} from '../fixtures/wishlist-members';
import {
  handlers,
  resetWishlistStandIn,
  setWishlistFault,
  setWishlistTokenLifetime,
  TWC_STAND_IN_CLIENT_ID,
  TWC_STAND_IN_CLIENT_SECRET,
  TWC_STAND_IN_TENANT,
} from './handlers';
import {DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE} from './api';
import {DEFAULT_TOKEN_LIFETIME_S} from './auth';

const TWC = 'http://127.0.0.1:4100/twc';
const TOKEN_URL = `${TWC}/auth/realms/${TWC_STAND_IN_TENANT}/protocol/openid-connect/token`;
const WISHLISTS = `${TWC}/services/wsservice/api`;
const CUSTOMERS = `${TWC}/services/customerservice/api/v2/customers`;

const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  server.resetHandlers();
  resetWishlistStandIn();
  vi.useRealTimers();
});
afterAll(() => server.close());

const FORM = {'Content-Type': 'application/x-www-form-urlencoded'};
const credentials = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: TWC_STAND_IN_CLIENT_ID,
    client_secret: TWC_STAND_IN_CLIENT_SECRET,
    ...overrides,
  }).toString();

async function accessToken(): Promise<string> {
  const reply = await fetch(TOKEN_URL, {method: 'POST', headers: FORM, body: credentials()});
  return ((await reply.json()) as {access_token: string}).access_token;
}

/** An API call with a fresh token and the tenant, unless `headers` says otherwise. */
async function api(url: string, init: {method?: string; body?: unknown; headers?: Record<string, string>} = {}) {
  const headers = {
    Authorization: `Bearer ${await accessToken()}`,
    'X-TWC-Tenant': TWC_STAND_IN_TENANT,
    'Content-Type': 'application/json',
    ...init.headers,
  };
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return fetch(url, {method: init.method ?? 'GET', headers, body});
}

async function customerId(email: string): Promise<string> {
  const [customer] = (await (await api(`${CUSTOMERS}/search?email=${encodeURIComponent(email)}`)).json()) as {
    id: string;
  }[];
  return customer.id;
}

async function wishlistOf(email: string): Promise<WireLookupReply['wishlist'][number]> {
  const reply = await api(`${WISHLISTS}/wishlists/lookup?customerId=${await customerId(email)}&pageSize=1`);
  return ((await reply.json()) as WireLookupReply).wishlist[0];
}

const itemsUrl = (wishlistId: string, extra = '') => `${WISHLISTS}/wishlist/items?id=${wishlistId}&pageSize=50${extra}`;

describe('the token endpoint (Keycloak, client credentials)', () => {
  it('issues a bearer token for the form-posted client', async () => {
    const reply = await fetch(TOKEN_URL, {method: 'POST', headers: FORM, body: credentials()});
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      access_token: expect.any(String),
      expires_in: DEFAULT_TOKEN_LIFETIME_S,
      token_type: 'Bearer',
    });
  });

  it('takes the client in HTTP Basic too', async () => {
    const basic = btoa(`${TWC_STAND_IN_CLIENT_ID}:${TWC_STAND_IN_CLIENT_SECRET}`);
    const reply = await fetch(TOKEN_URL, {
      method: 'POST',
      headers: {...FORM, Authorization: `Basic ${basic}`},
      body: 'grant_type=client_credentials',
    });
    expect(reply.status).toBe(200);
  });

  it("answers Keycloak's errors", async () => {
    const post = (body: string, url = TOKEN_URL) => fetch(url, {method: 'POST', headers: FORM, body});
    const wrongSecret = await post(credentials({client_secret: 'guess'}));
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({error: 'unauthorized_client'});
    expect((await post(credentials({client_id: 'someone-else'}))).status).toBe(401);
    expect(await (await post('client_id=x')).json()).toMatchObject({error: 'invalid_request'});
    expect(await (await post(credentials({grant_type: 'password'}))).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
    expect((await post(credentials(), `${TWC}/auth/realms/another-tenant/protocol/openid-connect/token`)).status).toBe(
      404,
    );
  });
});

describe('the API gate', () => {
  it('needs a live bearer token (401) and the tenant (403)', async () => {
    const lookup = `${WISHLISTS}/wishlists/lookup?customerId=x`;
    expect((await fetch(lookup, {headers: {'X-TWC-Tenant': TWC_STAND_IN_TENANT}})).status).toBe(401);
    expect((await api(lookup, {headers: {Authorization: 'Bearer made-up'}})).status).toBe(401);
    expect((await api(lookup, {headers: {'X-TWC-Tenant': 'another-tenant'}})).status).toBe(403);
    const noTenant = await fetch(lookup, {headers: {Authorization: `Bearer ${await accessToken()}`}});
    expect(noTenant.status).toBe(403);
  });

  it('lets a token expire after expires_in', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    setWishlistTokenLifetime(60);
    const token = await accessToken();
    const search = () =>
      fetch(`${CUSTOMERS}/search?email=sam@example.com`, {
        headers: {Authorization: `Bearer ${token}`, 'X-TWC-Tenant': TWC_STAND_IN_TENANT},
      });
    vi.advanceTimersByTime(59_000);
    expect((await search()).status).toBe(200);
    vi.advanceTimersByTime(1_000);
    expect((await search()).status).toBe(401);
  });
});

describe('customers', () => {
  it('finds a member by e-mail, whatever its case; nobody is an empty list', async () => {
    const found = await (await api(`${CUSTOMERS}/search?email=SAM@example.com`)).json();
    expect(found).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        email: 'sam@example.com',
        customerRef: 'DH-100001',
        firstName: 'Sam',
      }),
    ]);
    const nobody = await api(`${CUSTOMERS}/search?email=${NOT_A_MEMBER_EMAIL}`);
    expect([nobody.status, await nobody.json()]).toEqual([200, []]);
    expect((await api(`${CUSTOMERS}/search`)).status).toBe(400);
  });

  it('signs a new member up (201), once (409)', async () => {
    const body = {email: NOT_A_MEMBER_EMAIL, firstName: 'Nova', lastName: 'Reyes'};
    const created = await api(CUSTOMERS, {method: 'POST', body});
    const customer = (await created.json()) as {id: string};
    expect([created.status, customer]).toEqual([201, expect.objectContaining({id: expect.any(String), ...body})]);
    expect(await customerId(NOT_A_MEMBER_EMAIL)).toBe(customer.id);
    expect((await api(CUSTOMERS, {method: 'POST', body: {...body, email: 'NEW@example.com'}})).status).toBe(409);
    expect((await api(CUSTOMERS, {method: 'POST', body: {firstName: 'No email'}})).status).toBe(400);
  });
});

describe('wishlists', () => {
  it('looks up a member\'s wishlist under the singular key "wishlist", with its first items', async () => {
    const reply = await api(
      `${WISHLISTS}/wishlists/lookup?customerId=${await customerId(WISHLIST_MEMBERS.sam.email)}&pageSize=1`,
    );
    const body = (await reply.json()) as WireLookupReply;
    expect(body.wishlistCount).toBe(1);
    expect(body.wishlist).toHaveLength(1);
    expect(body.wishlist[0]).toMatchObject({name: 'Default wishlist', deleted: false, itemCount: 4});
    expect(body.wishlist[0].lastEvaluatedItemId).toBe(body.wishlist[0].wishlistItems?.[3].id);
  });

  it('answers 404 for a member without one, then creates one (201)', async () => {
    const lee = await customerId(WISHLIST_MEMBERS.lee.email);
    const lookup = () => api(`${WISHLISTS}/wishlists/lookup?customerId=${lee}&pageSize=1`);
    expect((await lookup()).status).toBe(404);
    const created = await api(`${WISHLISTS}/wishlists`, {
      method: 'POST',
      body: {customerId: lee, name: 'Default wishlist'},
    });
    expect(created.status).toBe(201);
    expect((await lookup()).status).toBe(200);
    expect(
      (await api(`${WISHLISTS}/wishlists`, {method: 'POST', body: {customerId: 'nobody', name: 'x'}})).status,
    ).toBe(404);
  });

  it("marks one deleted with PUT (?wishlistId= or the storefront's documented ?wishlistI=); lookup no longer finds it", async () => {
    const {id} = await wishlistOf(WISHLIST_MEMBERS.sam.email);
    const put = (query: string, body: unknown) => api(`${WISHLISTS}/wishlists/?${query}`, {method: 'PUT', body});
    expect((await put('wishlistId=someone-else', {id, deleted: true})).status).toBe(400);
    const deleted = await put(`wishlistI=${id}`, {id, deleted: true});
    expect([deleted.status, ((await deleted.json()) as {deleted: boolean}).deleted]).toEqual([200, true]);
    const sam = await customerId(WISHLIST_MEMBERS.sam.email);
    expect((await api(`${WISHLISTS}/wishlists/lookup?customerId=${sam}`)).status).toBe(404);
    expect((await api(itemsUrl(id))).status).toBe(404);
    expect((await put(`wishlistId=${id}`, {id, deleted: true})).status).toBe(404);
  });
});

describe('wishlist items', () => {
  it("pages the collector's 120 items by lastEvaluatedItemId (50, 50, 20, then 404), in id order", async () => {
    const {id} = await wishlistOf(WISHLIST_MEMBERS.collector.email);
    const seen: WireWishlistItem[] = [];
    const sizes: number[] = [];
    let cursor = '';
    for (;;) {
      const reply = await api(itemsUrl(id, cursor ? `&lastItemId=${cursor}` : ''));
      if (reply.status === 404) break;
      const page = (await reply.json()) as WireItemsReply;
      sizes.push(page.itemCount);
      expect(page.lastEvaluatedItemId).toBe(page.wishlistItems.at(-1)?.id);
      seen.push(...page.wishlistItems);
      cursor = page.lastEvaluatedItemId!;
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toHaveLength(COLLECTOR_ITEM_COUNT);
    expect(new Set(seen.map((item) => item.wishlistItemRef)).size).toBe(COLLECTOR_ITEM_COUNT);
    expect(seen.map((item) => item.id)).toEqual(seen.map((item) => item.id).sort());
  });

  it('caps a page at 50, defaults to 20, and refuses a nonsense page size', async () => {
    const {id} = await wishlistOf(WISHLIST_MEMBERS.collector.email);
    const size = async (query: string) =>
      ((await (await api(`${WISHLISTS}/wishlist/items?id=${id}${query}`)).json()) as WireItemsReply).itemCount;
    expect(await size('&pageSize=500')).toBe(MAX_PAGE_SIZE);
    expect(await size('')).toBe(DEFAULT_PAGE_SIZE);
    expect((await api(`${WISHLISTS}/wishlist/items?id=${id}&pageSize=-1`)).status).toBe(400);
  });

  it('adds an item (201); the same ref again is still one item; an unknown wishlist is a 404', async () => {
    const {id} = await wishlistOf(WISHLIST_MEMBERS.sam.email);
    const body = {
      wishlistId: id,
      wishlistItemRef: `${id}_7000000301_44000030101`,
      attributeGroups: {addToCartProps: {attributes: {brand: 'Dreamhaus'}}},
      product: {productRef: '7000000301', selectedVariantRef: '44000030101'},
    };
    const added = await api(`${WISHLISTS}/wishlist/items`, {method: 'POST', body});
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({wishlistId: id, wishlistItemRef: body.wishlistItemRef, purchased: false});
    expect((await api(`${WISHLISTS}/wishlist/items`, {method: 'POST', body})).status).toBe(200);
    expect(((await (await api(itemsUrl(id))).json()) as WireItemsReply).itemCount).toBe(5);
    const elsewhere = await api(`${WISHLISTS}/wishlist/items`, {
      method: 'POST',
      body: {...body, wishlistId: 'no-such-list'},
    });
    expect(elsewhere.status).toBe(404);
    expect((await api(`${WISHLISTS}/wishlist/items`, {method: 'POST', body: {wishlistId: id}})).status).toBe(400);
    // A ref names one item across the tenant.
    const collector = await wishlistOf(WISHLIST_MEMBERS.collector.email);
    expect(
      (await api(`${WISHLISTS}/wishlist/items`, {method: 'POST', body: {...body, wishlistId: collector.id}})).status,
    ).toBe(409);
  });

  it("changes an item's variant when the old one is named right (else 400), and removes by ref (204, then 404)", async () => {
    const {id, wishlistItems} = await wishlistOf(WISHLIST_MEMBERS.sam.email);
    const item = wishlistItems![0];
    const {productRef, selectedVariantRef} = item.product;
    const change = (oldVariantRef: string) =>
      api(`${WISHLISTS}/wishlist/items`, {
        method: 'PUT',
        body: {
          id: item.id,
          wishlistId: id,
          wishlistItemRef: `${id}_${productRef}_44000010112`,
          product: {productRef, oldVariantRef, selectedVariantRef: '44000010112'},
        },
      });
    expect((await change('44000010199')).status).toBe(400);
    // Not onto another item's ref.
    const taken = `${id}_${productRef}_44000010112`;
    const other = await api(`${WISHLISTS}/wishlist/items`, {
      method: 'POST',
      body: {
        wishlistId: id,
        wishlistItemRef: taken,
        attributeGroups: {},
        product: {productRef, selectedVariantRef: '44000010112'},
      },
    });
    expect((await change(selectedVariantRef)).status).toBe(409);
    await api(`${WISHLISTS}/wishlist/items/${taken}/ref`, {method: 'DELETE'});
    expect(other.status).toBe(201);
    const changed = await change(selectedVariantRef);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      id: item.id,
      wishlistItemRef: `${id}_${productRef}_44000010112`,
      product: {productRef, selectedVariantRef: '44000010112'},
    });
    const remove = () => api(`${WISHLISTS}/wishlist/items/${id}_${productRef}_44000010112/ref`, {method: 'DELETE'});
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
  });
});

describe('faults', () => {
  it('fails or hangs every route on purpose, the token endpoint included', async () => {
    const token = await accessToken();
    setWishlistFault('fail');
    expect((await fetch(TOKEN_URL, {method: 'POST', headers: FORM, body: credentials()})).status).toBe(500);
    const lookup = (signal?: AbortSignal) =>
      fetch(`${WISHLISTS}/wishlists/lookup?customerId=x`, {
        headers: {Authorization: `Bearer ${token}`, 'X-TWC-Tenant': TWC_STAND_IN_TENANT},
        signal,
      });
    expect((await lookup()).status).toBe(500);
    setWishlistFault('hang');
    await expect(lookup(AbortSignal.timeout(50))).rejects.toMatchObject({name: 'TimeoutError'});
    setWishlistFault(null);
    expect((await lookup()).status).toBe(404);
  });
});
