/**
 * Two adds at once from a shopper with no bag yet (a double click, two tabs):
 * each creates a cart and the browser keeps only the last cart cookie. Every
 * cart the worker creates is also remembered in a cookie of its own, so the
 * next request merges the stray into the bag and no line is lost. However
 * many raced (within the cookie cap), the next view merges them all at once,
 * in one add; what the line limit or the request's budget holds back stays
 * remembered for the view after.
 */
import {describe, expect, it, vi} from 'vitest';
import {http, HttpResponse} from 'msw';
import {mockServer, withStandIns} from '../mocks/node';
import {FIXTURE_CASES, catalogue} from '../mocks/fixtures/catalogue';
import {orderableQuantity} from '../mocks/storefront/product-objects';
import {isReservedProduct} from '~/domain/cart-lines';
import {serializeCreatedCartCookie} from '~/kernel/cart-cookie';
import {TestBrowser, loadRoot, parseSetCookie, postBag} from './context';
import {answerOf, gidOfSku, lineOfSku, linesOf, loadBag, postExtra, shopperWith} from './bag-support';

withStandIns();

const MIRROR = FIXTURE_CASES.defaultTitleProduct.sku;
const DRESSER = FIXTURE_CASES.noAssembly.sku;
const CART_COOKIE = 'cart_development';
const STOREFRONT_API = '*/api/:version/graphql.json';

const addOne = (browser: TestBrowser, sku: string) =>
  postBag(browser, {action: 'LinesAdd', inputs: {lines: [{merchandiseId: gidOfSku(sku), quantity: 1}]}});

/** `count` different variants anyone may add (no service, donation or gift; in stock), from the demo catalogue. */
function plainSkus(count: number): string[] {
  const skus = catalogue.products
    .filter((product) => !isReservedProduct(product))
    .flatMap((product) => product.variants)
    .filter((variant) => orderableQuantity(variant) > 0)
    .map((variant) => variant.sku);
  expect(skus.length).toBeGreaterThanOrEqual(count);
  return skus.slice(0, count);
}

/** One first add per SKU from this browser, all at once: none of them sees a cart the others made. */
async function racingFirstAdds(browser: TestBrowser, skus: string[]) {
  const adds = await Promise.all(skus.map((sku) => addOne(browser, sku)));
  for (const add of adds) expect(answerOf(add.result)).toMatchObject({ok: true});
}

/** The created-cart cookies (one per cart made for this browser) it still holds. */
const markersOf = (browser: TestBrowser) =>
  (browser.cookieHeader ?? '').split('; ').filter((pair) => pair.startsWith(`${CART_COOKIE}_new_`));

/** The SKUs the bag page lists. */
const skusOnBagPage = async (browser: TestBrowser) =>
  ((await loadBag(browser)).bag?.groups ?? []).flatMap((group) => group.lines.map((view) => view.line.merchandise.sku));

/** Hands `from`'s cart to `to` as if a racing first add of `to`'s had made it: its created-cart cookie. */
function giveCartAsStray(from: TestBrowser, to: TestBrowser) {
  const cartId = decodeURIComponent(from.cookie(CART_COOKIE)!);
  const {name, value} = parseSetCookie(serializeCreatedCartCookie(CART_COOKIE, cartId, {secure: false}));
  to.setCookie(name, value);
  return `${name}=${value}`;
}

const isStorefrontApi = (request: Request) => /\/api\/[^/]+\/graphql\.json$/.test(new URL(request.url).pathname);

/** The cart mutations the Storefront stand-in receives while a test runs, by operation name. */
function watchCartMutations() {
  const names: string[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({request}: {request: Request}) => {
    if (!isStorefrontApi(request)) return;
    pending.push(
      request
        .clone()
        .json()
        .then((body: unknown) => {
          const name = /mutation\s+(\w+)/.exec((body as {query?: string}).query ?? '')?.[1];
          if (name) names.push(name);
        }),
    );
  };
  mockServer.events.on('request:start', listener);
  return {
    count: async (name: string) => {
      await Promise.all(pending);
      return names.filter((each) => each === name).length;
    },
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

/** The next cartLinesAdd the stand-in receives is answered with `reply`; the others as usual. */
function answerNextAddWith(reply: () => Response) {
  let answered = false;
  mockServer.use(
    http.post(STOREFRONT_API, async ({request}) => {
      if (answered) return undefined;
      const {query} = (await request.clone().json()) as {query?: string};
      if (!/mutation\s+cartLinesAdd\b/.test(query ?? '')) return undefined;
      answered = true;
      return reply();
    }),
  );
}

/** Silences the reports of failures a test causes on purpose; answers whether any line was lost. */
function quietFailures() {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  return {linesLost: () => errors.mock.calls.some((call) => String(call[0]).includes('not given back'))};
}

describe('the first add, twice at once', () => {
  it('keeps both lines: the next page merges the stray cart into the bag', async () => {
    const browser = new TestBrowser();
    const [first, second] = await Promise.all([addOne(browser, MIRROR), addOne(browser, DRESSER)]);
    expect(answerOf(first.result)).toMatchObject({ok: true});
    expect(answerOf(second.result)).toMatchObject({ok: true});

    const page = await loadRoot(browser);

    expect(page.miniCart.lineItemsCount).toBe(2);
    expect((await linesOf(browser)).map((line) => line.sku).sort()).toEqual([DRESSER, MIRROR].sort());
    // The markers have done their job and are gone.
    expect(page.setCookies.filter((cookie) => /_new_/.test(cookie)).every((cookie) => /Max-Age=0/.test(cookie))).toBe(true);
  });

  it('an add that follows the race merges first, then adds', async () => {
    const browser = new TestBrowser();
    await Promise.all([addOne(browser, MIRROR), addOne(browser, DRESSER)]);

    await addOne(browser, FIXTURE_CASES.memberOver999.sku);

    expect((await loadRoot(browser)).miniCart.lineItemsCount).toBe(3);
  });

  it('two pages loading at once after the race merge once, not twice', async () => {
    const browser = new TestBrowser();
    await Promise.all([addOne(browser, MIRROR), addOne(browser, DRESSER)]);

    await Promise.all([loadRoot(browser), loadRoot(browser)]);

    expect((await linesOf(browser)).map((line) => [line.sku, line.quantity]).sort()).toEqual(
      [
        [DRESSER, 1],
        [MIRROR, 1],
      ].sort(),
    );
  });
});

describe('many first adds at once', () => {
  it('twenty: one view of the bag shows all twenty lines, merged in one add', async () => {
    const browser = new TestBrowser();
    const skus = plainSkus(20);
    await racingFirstAdds(browser, skus);
    expect(markersOf(browser)).toHaveLength(20);

    const mutations = watchCartMutations();
    const listed = await skusOnBagPage(browser);
    mutations.stop();

    expect(listed.sort()).toEqual([...skus].sort());
    // Nineteen strays claimed together, then one cartLinesAdd for all their lines.
    expect(await mutations.count('cartLinesRemove')).toBe(19);
    expect(await mutations.count('cartLinesAdd')).toBe(1);
    expect(markersOf(browser)).toEqual([]);
    const quantities = (await linesOf(browser)).map((line) => [line.sku, line.quantity]);
    expect(quantities.sort()).toEqual(skus.map((sku) => [sku, 1]).sort());
  });

  it('more carts than one request reads: the rest stay remembered and the next view merges them', async () => {
    const browser = new TestBrowser();
    const skus = plainSkus(30);
    await racingFirstAdds(browser, skus);

    const first = await loadRoot(browser);

    // 25 created-cart cookies are read per request (the bag's own may be one of them); the other five wait.
    expect(first.cart!.lines.nodes.length).toBeGreaterThanOrEqual(25);
    expect(first.cart!.lines.nodes.length).toBeLessThan(30);
    expect(markersOf(browser)).toHaveLength(5);

    const second = await loadRoot(browser);
    expect(second.cart!.lines.nodes.map((line) => line.merchandise.sku).sort()).toEqual([...skus].sort());
    expect(markersOf(browser)).toEqual([]);
  });

  it('strays that would take the bag past 250 lines wait, remembered, until the shopper makes room', async () => {
    const [waitingSku, ...skus] = plainSkus(251);
    const browser = new TestBrowser();
    // A bag of 248 lines, added in one go (the bag form takes fewer lines per post).
    const {context} = await browser.open('/cart');
    const filled = await context.shopperCart.add(
      skus.slice(0, 248).map((sku) => ({merchandiseId: gidOfSku(sku), quantity: 1})),
    );
    expect(filled.problem).toBeNull();
    await browser.receive(context);
    await loadRoot(browser);
    const strays = await Promise.all([skus[248], skus[249], waitingSku].map((sku) => shopperWith(sku)));
    const [, , waitingMarker] = strays.map((stray) => giveCartAsStray(stray, browser));

    const full = await loadRoot(browser);

    // Two strays fit (250 lines); the third keeps its cookie, and its line, for later.
    expect(full.cart!.lines.nodes).toHaveLength(250);
    expect(full.cart!.lines.nodes.map((line) => line.merchandise.sku)).not.toContain(waitingSku);
    expect(markersOf(browser)).toEqual([waitingMarker]);

    const removed = await postBag(browser, {action: 'LinesRemove', inputs: {lineIds: [full.cart!.lines.nodes[0].id]}});
    expect(answerOf(removed.result)).toMatchObject({ok: true});
    const after = await loadRoot(browser);

    expect(after.cart!.lines.nodes).toHaveLength(250);
    expect(after.cart!.lines.nodes.map((line) => line.merchandise.sku)).toContain(waitingSku);
    expect(markersOf(browser)).toEqual([]);
  });

  it("with little of the request's budget left nothing is claimed: the strays wait for the next view", async () => {
    const browser = new TestBrowser();
    const skus = plainSkus(3);
    await racingFirstAdds(browser, skus);
    const markers = markersOf(browser);
    // Shopify is slow today: the reads take three of the request's 4.5 seconds.
    const realNow = Date.now.bind(Date);
    let late = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + late);
    const slowReads = ({request}: {request: Request}) => {
      if (isStorefrontApi(request)) late = 3_000;
    };
    mockServer.events.on('request:start', slowReads);
    const mutations = watchCartMutations();

    const first = await loadRoot(browser);
    mockServer.events.removeListener('request:start', slowReads);
    mutations.stop();

    expect(first.cart!.lines.nodes).toHaveLength(1);
    expect(await mutations.count('cartLinesRemove')).toBe(0);
    expect(markersOf(browser).sort()).toEqual(markers.sort());

    const next = await loadRoot(browser);
    expect(next.cart!.lines.nodes.map((line) => line.merchandise.sku).sort()).toEqual([...skus].sort());
    expect(markersOf(browser)).toEqual([]);
  });

  it('an add Shopify fails gives the claimed lines back to their strays, merged on the next view', async () => {
    const failures = quietFailures();
    const browser = new TestBrowser();
    const skus = plainSkus(4);
    await racingFirstAdds(browser, skus);
    answerNextAddWith(() => HttpResponse.json({message: 'Internal error'}, {status: 500}));

    const first = await loadRoot(browser);

    expect(first.cart!.lines.nodes).toHaveLength(1);
    expect(markersOf(browser)).toHaveLength(4);
    expect(failures.linesLost()).toBe(false);

    const next = await loadRoot(browser);
    expect(next.cart!.lines.nodes.map((line) => line.merchandise.sku).sort()).toEqual([...skus].sort());
    expect(markersOf(browser)).toEqual([]);
  });

  it('a combined add Shopify refuses is retried stray by stray, in the same view', async () => {
    const browser = new TestBrowser();
    const skus = plainSkus(4);
    await racingFirstAdds(browser, skus);
    answerNextAddWith(() =>
      HttpResponse.json({
        data: {
          cartLinesAdd: {
            cart: null,
            userErrors: [{code: 'MAXIMUM_EXCEEDED', field: ['lines'], message: 'A cart can have at most 250 lines.'}],
            warnings: [],
          },
        },
      }),
    );

    const page = await loadRoot(browser);

    expect(page.cart!.lines.nodes.map((line) => line.merchandise.sku).sort()).toEqual([...skus].sort());
    expect(markersOf(browser)).toEqual([]);
  });

  it("keeps the bag's rules across a merge: one assembly and one gift per product, at its quantity", async () => {
    const BED = FIXTURE_CASES.assembly;
    const MATTRESS = FIXTURE_CASES.bonusPillows;
    const withExtras = async () => {
      const shopper = await shopperWith(BED.sku, MATTRESS.sku);
      const [bed, mattress] = [await lineOfSku(shopper, BED.sku), await lineOfSku(shopper, MATTRESS.sku)];
      expect(await postExtra(shopper, 'CustomAddAssembly', {lineId: bed.id})).toMatchObject({ok: true});
      expect(await postExtra(shopper, 'CustomAddBonus', {lineId: mattress.id})).toMatchObject({ok: true});
      return shopper;
    };
    const browser = await withExtras();
    giveCartAsStray(await withExtras(), browser);

    const quantities = Object.fromEntries(
      (await loadRoot(browser)).cart!.lines.nodes.map((line) => [line.merchandise.sku, line.quantity]),
    );

    expect(quantities).toEqual({[BED.sku]: 2, [BED.assemblySku]: 2, [MATTRESS.sku]: 2, [MATTRESS.bonusSku]: 2});
    expect(markersOf(browser)).toEqual([]);
  });
});
