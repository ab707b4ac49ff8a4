import {InMemoryCache} from '@shopify/hydrogen';
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {resolveConfig} from '~/kernel/env';
import {
  handlers,
  resetWishlistStandIn,
  revokeWishlistTokens,
  setWishlistFault,
  setWishlistTokenLifetime,
} from '../../../tests/mocks/wishlist/handlers';
import {FAULTS} from '../../../tests/mocks/fault-switch';
import {NOT_A_MEMBER_EMAIL, WISHLIST_MEMBERS} from '../../../tests/mocks/fixtures/wishlist-members';
import {createTwcClient, POST_WITHOUT_BODY} from './client.server';
import type {Wishlist, WishlistItemAttributes} from './types';
import {MAX_ITEM_PAGES, createWishlistService} from './wishlist.server';

const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  server.resetHandlers();
  resetWishlistStandIn();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** The stand-in's config, as the worker resolves it with no TWC_* variables. */
const config = resolveConfig({}).wishlist;
const TOKEN_PATH = new URL(config.tokenUrl).pathname;
const ITEMS_URL = `${config.baseUrl}/services/wsservice/api/wishlist/items`;

interface Sent {
  method: string;
  url: URL;
}

/** A service over a (shared) cache, recording what it sends and what it reports. */
function setUp({
  cache = new InMemoryCache() as unknown as Cache,
  timeoutMs = 250,
  signal,
}: {cache?: Cache; timeoutMs?: number; signal?: AbortSignal} = {}) {
  const sent: Sent[] = [];
  const writes: Promise<unknown>[] = [];
  const reportError = vi.fn();
  const recordingFetch: typeof fetch = (input, init) => {
    sent.push({method: init?.method ?? 'GET', url: new URL(String(input))});
    return fetch(input, init);
  };
  const options = {
    config,
    cache,
    waitUntil: (write: Promise<unknown>) => writes.push(write),
    signal,
    reportError,
    fetch: recordingFetch,
    timeoutMs,
  };
  return {
    wishlist: createWishlistService(options),
    options,
    cache,
    sent,
    reportError,
    tokenCalls: () => sent.filter((call) => call.url.pathname === TOKEN_PATH).length,
    apiCalls: () => sent.filter((call) => call.url.pathname !== TOKEN_PATH),
    /** The token's cache write, done (the worker's waitUntil). */
    settled: () => Promise.all(writes),
  };
}

const ATTRIBUTES: WishlistItemAttributes = {
  compareAtPrice: '2499.00',
  brand: 'Dreamhaus',
  category: 'Mattress',
  tags: ['sale-20', 'ready-to-ship'],
};

async function memberWishlist(email: string): Promise<Wishlist> {
  const {wishlist} = setUp();
  const customer = await wishlist.findCustomer(email);
  if (!customer.ok || !customer.value) throw new Error(`no member ${email}`);
  const found = await wishlist.getOrCreateWishlist(customer.value.id);
  if (!found.ok) throw new Error(`no wishlist for ${email}`);
  return found.value;
}

describe('members', () => {
  it('finds a member by e-mail (any case); an unknown address is null; a malformed one sends nothing', async () => {
    const {wishlist, sent} = setUp();
    expect(await wishlist.findCustomer(' SAM@Example.com ')).toEqual({
      ok: true,
      value: {id: expect.any(String), email: 'sam@example.com', memberNumber: WISHLIST_MEMBERS.sam.customerRef},
    });
    expect(await wishlist.findCustomer(NOT_A_MEMBER_EMAIL)).toEqual({ok: true, value: null});
    const before = sent.length;
    expect(await wishlist.findCustomer('not an address')).toEqual({ok: false});
    expect(await wishlist.findCustomer('')).toEqual({ok: false});
    expect(sent.length).toBe(before);
  });

  it('signs a new member up once, with their member number; a taken address is a conflict, not a failure', async () => {
    const {wishlist, reportError} = setUp();
    const created = await wishlist.createCustomer({email: NOT_A_MEMBER_EMAIL, firstName: ' Nova ', lastName: 'Reyes', memberNumber: 'DH12345678'});
    expect(created).toEqual({ok: true, value: {id: expect.any(String), email: NOT_A_MEMBER_EMAIL, memberNumber: 'DH12345678'}});
    expect(await wishlist.findCustomer(NOT_A_MEMBER_EMAIL)).toEqual(created);
    expect(await wishlist.createCustomer({email: NOT_A_MEMBER_EMAIL, firstName: 'Nova', lastName: 'Reyes'})).toEqual({
      ok: false,
      conflict: true,
    });
    // A lost race or a taken address is an answer: nothing to report.
    expect(reportError).not.toHaveBeenCalled();
  });

  it('sends nothing for a member number that is not one', async () => {
    const {wishlist, sent} = setUp();
    expect(await wishlist.createCustomer({email: NOT_A_MEMBER_EMAIL, firstName: 'Nova', lastName: 'Reyes', memberNumber: 'dh 1/2'})).toEqual({ok: false});
    expect(sent).toEqual([]);
  });

  it('sends nothing for a sign-up without names', async () => {
    const {wishlist, sent} = setUp();
    expect(await wishlist.createCustomer({email: NOT_A_MEMBER_EMAIL, firstName: ' ', lastName: 'Reyes'})).toEqual({
      ok: false,
    });
    expect(sent).toEqual([]);
  });
});

describe('the wishlist', () => {
  it("answers a member's wishlist, and creates one for a member without (once)", async () => {
    expect(await memberWishlist(WISHLIST_MEMBERS.sam.email)).toMatchObject({name: 'Default wishlist', itemCount: 4});
    const {wishlist, apiCalls} = setUp();
    const lee = await wishlist.findCustomer(WISHLIST_MEMBERS.lee.email);
    const leeId = lee.ok ? lee.value!.id : '';
    const created = await wishlist.getOrCreateWishlist(leeId);
    expect(created).toEqual({
      ok: true,
      value: {id: expect.any(String), customerId: leeId, name: 'Default wishlist', itemCount: 0},
    });
    expect(await wishlist.getOrCreateWishlist(leeId)).toEqual(created);
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('sends nothing without a usable customer id', async () => {
    const {wishlist, sent} = setUp();
    for (const id of ['', '   ', '../customers', 'a_b'])
      expect(await wishlist.getOrCreateWishlist(id)).toEqual({ok: false});
    expect(sent).toEqual([]);
  });

  it("reads a page of items with the add-to-cart attributes; an empty wishlist's 404 is an empty page, unreported", async () => {
    const sam = await memberWishlist(WISHLIST_MEMBERS.sam.email);
    const {wishlist, reportError} = setUp();
    const page = await wishlist.itemsPage(sam.id);
    expect(page.ok && page.value.items).toHaveLength(4);
    expect(page.ok && page.value.items[0]).toEqual({
      id: expect.any(String),
      ref: `${sam.id}_7000000101_44000010111`,
      wishlistId: sam.id,
      productId: '7000000101',
      variantId: '44000010111',
      attributes: {
        compareAtPrice: '2499.00',
        brand: 'Dreamhaus',
        category: 'Mattress',
        tags: expect.arrayContaining(['sale-20']),
      },
    });
    const lee = await memberWishlist(WISHLIST_MEMBERS.lee.email);
    expect(await wishlist.itemsPage(lee.id)).toEqual({
      ok: true,
      value: {items: [], lastEvaluatedItemId: null, itemCount: 0},
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it("pages the collector's 120 items until the list ends (50, 50, 20, then TWC's 404)", async () => {
    const collector = await memberWishlist(WISHLIST_MEMBERS.collector.email);
    const {wishlist, apiCalls} = setUp();
    const all = await wishlist.allItems(collector.id);
    expect(all.ok && all.value).toHaveLength(120);
    expect(all.ok && new Set(all.value.map((item) => item.ref)).size).toBe(120);
    const cursors = apiCalls().map((call) => call.url.searchParams.get('lastItemId'));
    expect(cursors).toHaveLength(4);
    expect(cursors[0]).toBeNull();
    expect(apiCalls().every((call) => call.url.searchParams.get('pageSize') === '50')).toBe(true);
  });

  it('stops paging an upstream that never ends (reported) or whose cursor stops moving', async () => {
    const item = (n: number) => ({
      id: `item-${n}`,
      wishlistItemRef: `list-1_7000000101_${44000010100 + n}`,
      wishlistId: 'list-1',
      product: {productRef: '7000000101', selectedVariantRef: String(44000010100 + n)},
      purchased: false,
    });
    let n = 0;
    server.use(
      http.get(ITEMS_URL, () => {
        n += 1;
        return HttpResponse.json({itemCount: 1, lastEvaluatedItemId: `item-${n}`, wishlistItems: [item(n)]});
      }),
    );
    const endless = setUp();
    const all = await endless.wishlist.allItems('list-1');
    expect(all.ok && all.value).toHaveLength(MAX_ITEM_PAGES);
    expect(endless.reportError).toHaveBeenCalledWith(expect.any(Error), {service: 'wishlist'});

    server.use(
      http.get(ITEMS_URL, () =>
        HttpResponse.json({itemCount: 1, lastEvaluatedItemId: 'item-1', wishlistItems: [item(1)]}),
      ),
    );
    const stuck = setUp();
    expect(await stuck.wishlist.allItems('list-1')).toEqual({
      ok: true,
      value: [expect.objectContaining({id: 'item-1'})],
    });
    expect(stuck.apiCalls()).toHaveLength(2);
  });

  it('leaves out items whose ref is not theirs (forged or foreign)', async () => {
    server.use(
      http.get(ITEMS_URL, () =>
        HttpResponse.json({
          itemCount: 2,
          wishlistItems: [
            {
              id: 'a',
              wishlistItemRef: 'list-1_7000000101_44000010111',
              wishlistId: 'list-1',
              product: {productRef: '7000000101', selectedVariantRef: '44000010111'},
            },
            {
              id: 'b',
              wishlistItemRef: 'list-2_7000000101_44000010111',
              wishlistId: 'list-1',
              product: {productRef: '7000000101', selectedVariantRef: '44000010111'},
            },
          ],
        }),
      ),
    );
    const page = await setUp().wishlist.itemsPage('list-1');
    expect(page.ok && page.value.items.map((item) => item.id)).toEqual(['a']);
  });
});

describe('changing items', () => {
  it('adds an item under its ref; the same product and variant again stays one item', async () => {
    const sam = await memberWishlist(WISHLIST_MEMBERS.sam.email);
    const {wishlist} = setUp();
    const item = {productId: '7000000301', variantId: '44000030101', attributes: ATTRIBUTES};
    const added = await wishlist.addItem(sam.id, item);
    expect(added).toEqual({
      ok: true,
      value: {
        id: expect.any(String),
        ref: `${sam.id}_7000000301_44000030101`,
        wishlistId: sam.id,
        productId: '7000000301',
        variantId: '44000030101',
        attributes: ATTRIBUTES,
      },
    });
    expect(await wishlist.addItem(sam.id, item)).toEqual(added);
    const all = await wishlist.allItems(sam.id);
    expect(all.ok && all.value).toHaveLength(5);
  });

  it('sends nothing for forged ids or attributes', async () => {
    const {wishlist, sent} = setUp();
    const good = {productId: '7000000301', variantId: '44000030101', attributes: ATTRIBUTES};
    expect(await wishlist.addItem('list_1', good)).toEqual({ok: false});
    expect(await wishlist.addItem('list-1', {...good, productId: '7000000301_1'})).toEqual({ok: false});
    expect(await wishlist.addItem('list-1', {...good, variantId: 'gid://shopify/ProductVariant/1'})).toEqual({
      ok: false,
    });
    expect(await wishlist.addItem('list-1', {...good, attributes: {...ATTRIBUTES, tags: ['a,b']}})).toEqual({
      ok: false,
    });
    expect(sent).toEqual([]);
  });

  it('answers notFound when the wishlist is gone', async () => {
    const {wishlist} = setUp();
    const added = await wishlist.addItem('00000000-0000-4000-8000-00000000ffff', {
      productId: '7000000301',
      variantId: '44000030101',
      attributes: ATTRIBUTES,
    });
    expect(added).toEqual({ok: false, notFound: true});
  });

  it("changes an item's variant, naming the old one; a stale item fails; a forged one sends nothing", async () => {
    const sam = await memberWishlist(WISHLIST_MEMBERS.sam.email);
    const {wishlist, sent, reportError} = setUp();
    const page = await wishlist.itemsPage(sam.id);
    const item = page.ok ? page.value.items[0] : null;
    if (!item) throw new Error('no item');
    const changed = await wishlist.changeVariant(item, '44000010112');
    expect(changed).toEqual({
      ok: true,
      value: {...item, variantId: '44000010112', ref: `${sam.id}_7000000101_44000010112`},
    });
    // The item as it was: its old variant is no longer the current one.
    expect(await wishlist.changeVariant(item, '44000010113')).toEqual({ok: false});
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({method: 'PUT', status: 400}));

    const before = sent.length;
    expect(await wishlist.changeVariant({...item, variantId: '44000010199'}, '44000010113')).toEqual({ok: false});
    expect(await wishlist.changeVariant({...item, id: '../x'}, '44000010113')).toEqual({ok: false});
    expect(await wishlist.changeVariant(item, 'not-a-variant')).toEqual({ok: false});
    expect(await wishlist.changeVariant(item, item.variantId)).toEqual({ok: true, value: item});
    expect(sent.length).toBe(before);
  });

  it('removes an item by ref (then notFound); a forged ref sends nothing', async () => {
    const sam = await memberWishlist(WISHLIST_MEMBERS.sam.email);
    const {wishlist, sent} = setUp();
    const ref = `${sam.id}_7000000101_44000010111`;
    expect(await wishlist.removeItem(ref)).toEqual({ok: true, value: undefined});
    expect(await wishlist.removeItem(ref)).toEqual({ok: false, notFound: true});
    const before = sent.length;
    for (const forged of [
      '',
      'abc',
      `${sam.id}_7000000101`,
      `${sam.id}_7000000101_44000010111_1`,
      `../${sam.id}_1_2`,
      `${sam.id}_1_2/../x`,
    ]) {
      expect(await wishlist.removeItem(forged)).toEqual({ok: false});
    }
    expect(sent.length).toBe(before);
  });

  it('removes all: the wishlist is deleted and the member has a new, empty one', async () => {
    const sam = await memberWishlist(WISHLIST_MEMBERS.sam.email);
    const {wishlist} = setUp();
    const fresh = await wishlist.removeAll(sam);
    expect(fresh).toEqual({
      ok: true,
      value: {id: expect.any(String), customerId: sam.customerId, name: 'Default wishlist', itemCount: 0},
    });
    expect(fresh.ok && fresh.value.id).not.toBe(sam.id);
    expect(await wishlist.getOrCreateWishlist(sam.customerId)).toEqual(fresh);
    expect(await wishlist.allItems(sam.id)).toEqual({ok: true, value: []});
    expect(await wishlist.removeAll({...sam, customerId: ''})).toEqual({ok: false});
  });
});

// The token's keeping, sharing and failures are ~/services/upstream/client-credentials-token.server.test.ts's;
// these check what TWC's is: asked of the stand-in's Keycloak as a form, kept until 30 s before it expires.
describe('the access token', () => {
  it('is fetched once and shared by every request through the cache', async () => {
    const first = setUp();
    await Promise.all([
      first.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email),
      first.wishlist.findCustomer(WISHLIST_MEMBERS.lee.email),
    ]);
    expect(first.tokenCalls()).toBe(1);
    await first.settled();
    const second = setUp({cache: first.cache});
    expect((await second.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email)).ok).toBe(true);
    expect(second.tokenCalls()).toBe(0);
  });

  it('is used until 30 s before expires_in, then fetched again', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    setWishlistTokenLifetime(120);
    const first = setUp();
    await first.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email);
    await first.settled();
    vi.advanceTimersByTime(89_000);
    const before = setUp({cache: first.cache});
    await before.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email);
    expect(before.tokenCalls()).toBe(0);
    vi.advanceTimersByTime(1_000);
    const after = setUp({cache: first.cache});
    expect((await after.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email)).ok).toBe(true);
    expect(after.tokenCalls()).toBe(1);
  });

  it('is dropped when refused (401): one new token, one retry, and the cache holds the new one', async () => {
    const first = setUp();
    await first.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email);
    await first.settled();
    revokeWishlistTokens();
    const refused = setUp({cache: first.cache});
    expect(await refused.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email)).toMatchObject({ok: true});
    expect([refused.tokenCalls(), refused.apiCalls().length]).toEqual([1, 2]);
    expect(refused.reportError).not.toHaveBeenCalled();
    await refused.settled();
    const later = setUp({cache: first.cache});
    await later.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email);
    expect([later.tokenCalls(), later.apiCalls().length]).toEqual([0, 1]);
  });

  it('retries a 401 only once', async () => {
    const {options, tokenCalls, apiCalls, reportError} = setUp();
    const wishlist = createWishlistService({
      ...options,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        if (headers.has('Authorization')) headers.set('Authorization', 'Bearer refused');
        return options.fetch(input, {...init, headers});
      },
    });
    expect(await wishlist.findCustomer(WISHLIST_MEMBERS.sam.email)).toEqual({ok: false});
    expect([tokenCalls(), apiCalls().length]).toEqual([2, 2]);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({status: 401}));
  });

  it('never reaches a caller, and reports name no e-mail address', async () => {
    const {wishlist, reportError} = setUp();
    const results = [
      await wishlist.findCustomer(WISHLIST_MEMBERS.sam.email),
      await memberWishlist(WISHLIST_MEMBERS.sam.email),
    ];
    expect(JSON.stringify(results)).not.toContain('twc-stand-in-');
    setWishlistFault('fail');
    await setUp().wishlist.findCustomer(WISHLIST_MEMBERS.sam.email);
    await wishlist.findCustomer(WISHLIST_MEMBERS.sam.email);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({status: 500}));
    expect(JSON.stringify(reportError.mock.calls)).not.toContain('example.com');
  });
});

describe("TWC's request rules", () => {
  it("fails a POST or PUT without a body with 'Post should have body also.', sending nothing", async () => {
    const {options, sent, reportError} = setUp();
    const client = createTwcClient(options);
    for (const method of ['POST', 'PUT'] as const) {
      expect(await client.request({method, path: '/services/wsservice/api/wishlists'})).toEqual({ok: false});
    }
    expect(sent).toEqual([]);
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(reportError.mock.calls[0][0]).toMatchObject({message: POST_WITHOUT_BODY});
  });

  it('counts a 404 as success with nothing in it only when the caller ignores 404', async () => {
    const client = createTwcClient(setUp().options);
    const lookup = {
      method: 'GET',
      path: '/services/wsservice/api/wishlists/lookup',
      query: {customerId: 'nobody'},
    } as const;
    expect(await client.request({...lookup, ignoreNotFound: true})).toEqual({ok: true, status: 404, body: null});
    expect(await client.request(lookup)).toEqual({ok: false, notFound: true});
  });

  it('retries GETs (twice, on network errors) but never a POST', async () => {
    const sam = await memberWishlist(WISHLIST_MEMBERS.sam.email);
    const {wishlist, apiCalls} = setUp();
    await wishlist.findCustomer(WISHLIST_MEMBERS.sam.email);
    setWishlistFault('refused');
    expect(await wishlist.itemsPage(sam.id)).toEqual({ok: false});
    expect(
      await wishlist.addItem(sam.id, {productId: '7000000301', variantId: '44000030101', attributes: ATTRIBUTES}),
    ).toEqual({ok: false});
    expect(
      apiCalls()
        .slice(1)
        .map((call) => call.method),
    ).toEqual(['GET', 'GET', 'GET', 'POST']);
  });
});

describe('a failing Wishlist Company', () => {
  const TIMEOUT_MS = 150;

  it.each(FAULTS)(
    '%s: every call is {ok: false} within its time limit, with or without a cached token',
    async (fault) => {
      const sam = await memberWishlist(WISHLIST_MEMBERS.sam.email);
      const warm = setUp({timeoutMs: TIMEOUT_MS});
      await warm.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email);
      await warm.settled();
      setWishlistFault(fault);
      const cold = setUp({timeoutMs: TIMEOUT_MS});
      const started = Date.now();
      const results = await Promise.all([
        warm.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email),
        warm.wishlist.getOrCreateWishlist(sam.customerId),
        warm.wishlist.itemsPage(sam.id),
        warm.wishlist.addItem(sam.id, {productId: '7000000301', variantId: '44000030101', attributes: ATTRIBUTES}),
        warm.wishlist.removeItem(`${sam.id}_7000000101_44000010111`),
        cold.wishlist.findCustomer(WISHLIST_MEMBERS.sam.email),
      ]);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 400);
      expect(results).toEqual(Array(6).fill({ok: false}));
      expect(warm.reportError).toHaveBeenCalledTimes(5);
      expect(cold.reportError).toHaveBeenCalledWith(
        expect.any(Error),
        expect.objectContaining({method: 'POST', url: config.tokenUrl}),
      );
    },
  );

  it('reports nothing when the shopper goes away mid-call', async () => {
    setWishlistFault('hang');
    const shopper = new AbortController();
    const {wishlist, reportError} = setUp({signal: shopper.signal, timeoutMs: 5_000});
    const pending = wishlist.findCustomer(WISHLIST_MEMBERS.sam.email);
    setTimeout(() => shopper.abort(), 20);
    expect(await pending).toEqual({ok: false});
    expect(reportError).not.toHaveBeenCalled();
  });
});
