/**
 * Bad bag input, forged or stale: each gets a clear message and status and
 * leaves the bag as it was. Input the app can judge itself never reaches Shopify.
 */
import {afterEach, beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import {withStandIns} from '../mocks/node';
import {resetStorefrontStore} from '../mocks/storefront/handlers';
import {FIXTURE_CASES, variantBySku, variantGid} from '../mocks/fixtures/catalogue';
import {BAG_REQUEST_MESSAGE, QUANTITY_MESSAGE} from '~/domain/bag-input';
import {
  TestBrowser,
  isDataWithInit,
  loadRoot,
  parseSetCookie,
  postBag,
  watchStorefrontCalls,
} from './context';

withStandIns();

const MIRROR_ID = variantGid(variantBySku(FIXTURE_CASES.defaultTitleProduct.sku)!.variant.id);
const DRESSER_ID = variantGid(variantBySku(FIXTURE_CASES.noAssembly.sku)!.variant.id);
const CART_COOKIE = 'cart_development';
const UNKNOWN_VARIANT_MESSAGE = 'Sorry, that product is no longer available.';
const UNKNOWN_LINE_MESSAGE = 'That item is no longer in your bag.';
const EMPTY_BAG_MESSAGE = 'Your bag is empty, so there is nothing to change.';

const add = (merchandiseId: unknown, quantity: unknown = 1) => ({
  action: 'LinesAdd',
  inputs: {lines: [{merchandiseId, quantity}]},
});

/** An add's answer, naming the add form of its variant (shown beside it). */
const added = (merchandiseId: string) => ({ok: true, status: 200, message: 'Added to your bag.', form: 'LinesAdd', target: merchandiseId});

/** A browser whose bag holds one mirror. */
async function shopperWithMirror() {
  const browser = new TestBrowser();
  await postBag(browser, add(MIRROR_ID));
  const {cart} = await loadRoot(browser);
  expect(cart?.lines.nodes).toHaveLength(1);
  return {browser, cart: cart!};
}

/** What a shopper would see of the bag: which variants, how many. */
async function bagContents(browser: TestBrowser) {
  const {cart} = await loadRoot(browser);
  return cart?.lines.nodes.map((line) => ({id: line.id, variant: line.merchandise.id, quantity: line.quantity}));
}

/** `scope`: the form the answer names, when it is shown beside one (an add: the form of its variant). */
function expectRefusal(result: unknown, status: number, message: string, scope: {form?: string; target?: string} = {}) {
  expect(isDataWithInit(result), 'a data() answer, not a redirect').toBe(true);
  if (!isDataWithInit(result)) return;
  expect(result.data).toEqual({ok: false, status: 400, message, ...scope});
  expect(result.init?.status).toBe(status);
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The reasons the bag logged for refusing input (for triage; the shopper sees the message). */
function loggedReasons(): string[] {
  return warn.mock.calls
    .map(([line]) => (typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : null))
    .filter((entry) => entry?.service === 'bag')
    .map((entry) => entry.reason as string);
}

describe('input the app refuses before calling Shopify', () => {
  let storefront: ReturnType<typeof watchStorefrontCalls>;
  afterEach(() => storefront.stop());

  /** Posts `input` to a bag holding a mirror; checks the refusal, no upstream call, and the bag unchanged. */
  async function expectRefusedLocally(input: unknown, message: string, reason: RegExp) {
    const {browser} = await shopperWithMirror();
    const before = await bagContents(browser);
    storefront = watchStorefrontCalls();

    const {result, setCookies} = await postBag(browser, input);

    expectRefusal(result, 400, message);
    expect(storefront.calls, 'no Storefront API call for input refused locally').toEqual([]);
    expect(setCookies.filter((cookie) => cookie.startsWith(`${CART_COOKIE}=`))).toEqual([]);
    expect(loggedReasons().some((logged) => reason.test(logged)), `a logged reason matching ${reason}`).toBe(true);
    storefront.stop();
    expect(await bagContents(browser)).toEqual(before);
  }

  it.each([
    ['not a gid', 'variant-123'],
    ['a gid of another type', 'gid://shopify/Product/7000000101'],
    ['a gid with no id', 'gid://shopify/ProductVariant/'],
    ['not a string', 44000010101],
  ])('rejects a merchandise id that is %s (Invalid gid)', async (_what, merchandiseId) => {
    await expectRefusedLocally(add(merchandiseId), BAG_REQUEST_MESSAGE, /ProductVariant gid/);
  });

  it.each([[0], [-1], ['abc'], [1.5], [1000], ['1000'], ['']])('rejects quantity %j', async (quantity) => {
    await expectRefusedLocally(add(MIRROR_ID, quantity), QUANTITY_MESSAGE, /quantity/);
  });

  it('rejects an update to quantity 1000 or 1.5', async () => {
    const {browser, cart} = await shopperWithMirror();
    const lineId = cart.lines.nodes[0].id;
    for (const quantity of [1000, 1.5, -1]) {
      const {result} = await postBag(browser, {action: 'LinesUpdate', inputs: {lines: [{id: lineId, quantity}]}});
      expectRefusal(result, 400, 'Enter a quantity between 0 and 999.');
    }
    expect((await bagContents(browser))?.[0].quantity).toBe(1);
  });

  it('rejects a cartFormInput that is not JSON', async () => {
    await expectRefusedLocally('{"action":"LinesAdd",', BAG_REQUEST_MESSAGE, /not JSON/);
  });

  it.each(['BuyerIdentityUpdate', 'DiscountCodesUpdate', 'Create', 'linesadd', undefined])(
    'rejects the action %s',
    async (action) => {
      const input = {action, inputs: {lines: [{merchandiseId: DRESSER_ID, quantity: 1}]}};
      await expectRefusedLocally(input, BAG_REQUEST_MESSAGE, /unsupported action/);
    },
  );

  it.each([
    ['an object', {merchandiseId: DRESSER_ID, quantity: 1}],
    ['a string', DRESSER_ID],
    ['empty', []],
  ])('rejects lines that are %s rather than a list of lines', async (_what, lines) => {
    await expectRefusedLocally({action: 'LinesAdd', inputs: {lines}}, BAG_REQUEST_MESSAGE, /lines must be a non-empty array/);
  });

  it('rejects lineIds that are not a list', async () => {
    const {cart} = await shopperWithMirror();
    await expectRefusedLocally(
      {action: 'LinesRemove', inputs: {lineIds: cart.lines.nodes[0].id}},
      BAG_REQUEST_MESSAGE,
      /lineIds must be a non-empty array/,
    );
  });
});

describe('input Shopify refuses', () => {
  it('an unknown variant gid: the product is no longer available', async () => {
    const {browser} = await shopperWithMirror();
    const before = await bagContents(browser);

    const {result} = await postBag(browser, add('gid://shopify/ProductVariant/1'));

    expectRefusal(result, 400, UNKNOWN_VARIANT_MESSAGE, {form: 'LinesAdd', target: 'gid://shopify/ProductVariant/1'});
    expect(await bagContents(browser)).toEqual(before);
  });

  it("a line id from another shopper's cart: neither bag changes", async () => {
    const mine = await shopperWithMirror();
    const theirs = new TestBrowser();
    await postBag(theirs, add(DRESSER_ID));
    const theirLineId = (await loadRoot(theirs)).cart!.lines.nodes[0].id;
    const myBefore = await bagContents(mine.browser);
    const theirBefore = await bagContents(theirs);

    const update = await postBag(mine.browser, {
      action: 'LinesUpdate',
      inputs: {lines: [{id: theirLineId, quantity: 5}]},
    });
    expectRefusal(update.result, 400, UNKNOWN_LINE_MESSAGE);

    const remove = await postBag(mine.browser, {action: 'LinesRemove', inputs: {lineIds: [theirLineId]}});
    expectRefusal(remove.result, 400, UNKNOWN_LINE_MESSAGE);

    expect(await bagContents(mine.browser)).toEqual(myBefore);
    expect(await bagContents(theirs)).toEqual(theirBefore);
  });
});

describe('changing a bag that does not exist', () => {
  it.each([
    ['update', {action: 'LinesUpdate', inputs: {lines: [{id: 'gid://shopify/CartLine/abc?cart=xyz', quantity: 2}]}}],
    ['remove', {action: 'LinesRemove', inputs: {lineIds: ['gid://shopify/CartLine/abc?cart=xyz']}}],
  ])('%s with no cart says the bag is empty and creates no cart', async (_what, input) => {
    const browser = new TestBrowser();
    const storefront = watchStorefrontCalls();
    const {result, setCookies} = await postBag(browser, input);
    storefront.stop();

    expectRefusal(result, 400, EMPTY_BAG_MESSAGE);
    expect(storefront.calls).toEqual([]);
    expect(setCookies).toEqual([]);
    expect((await loadRoot(browser)).cart).toBeNull();
  });
});

describe('cart cookies the store cannot use', () => {
  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['broken percent-encoding', '%E0%A4%A'],
    ['a gid of another type', encodeURIComponent('gid://shopify/Product/1')],
    ['an oversized value', 'a'.repeat(400)],
  ])('a cookie holding %s is no cart: the page renders and the cookie is cleared', async (_what, value) => {
    const browser = new TestBrowser();
    browser.setCookie(CART_COOKIE, value);
    const storefront = watchStorefrontCalls();

    const page = await loadRoot(browser);
    storefront.stop();

    expect(page.cart).toBeNull();
    expect(page.miniCart).toEqual({id: null, totalPrice: null, lineItemsCount: 0});
    expect(page.header).not.toBeNull();
    expect(storefront.calls, 'a forged id is never sent to Shopify').toEqual([]);
    const cleared = page.setCookies.map(parseSetCookie).find((cookie) => cookie.name === CART_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.get('max-age')).toBe('0');
    expect(cleared?.attributes.get('path')).toBe('/');
    expect(browser.cookie(CART_COOKIE)).toBeUndefined();
  });

  it('a garbage cookie does not stop the shopper starting a new bag', async () => {
    const browser = new TestBrowser();
    browser.setCookie(CART_COOKIE, '<garbage>');
    const {result, setCookies} = await postBag(browser, add(MIRROR_ID));

    expect(isDataWithInit(result) && result.data).toEqual(added(MIRROR_ID));
    // Cleared first, then the new cart: a browser applies them in order and keeps the new one.
    const cartCookies = setCookies.map(parseSetCookie).filter((cookie) => cookie.name === CART_COOKIE);
    expect(cartCookies.map((cookie) => cookie.value === '')).toEqual([true, false]);
    expect((await loadRoot(browser)).miniCart.lineItemsCount).toBe(1);
  });

  it('a cookie for a cart Shopify no longer has (stale) is no cart, and is cleared', async () => {
    const {browser} = await shopperWithMirror();
    expect(browser.cookie(CART_COOKIE)).toBeDefined();
    resetStorefrontStore(); // the cart expired or was completed at checkout

    const page = await loadRoot(browser);

    expect(page.cart).toBeNull();
    expect(page.miniCart.lineItemsCount).toBe(0);
    const cleared = page.setCookies.map(parseSetCookie).find((cookie) => cookie.name === CART_COOKIE);
    expect(cleared?.attributes.get('max-age')).toBe('0');
    expect(browser.cookie(CART_COOKIE)).toBeUndefined();

    // The next add starts a fresh bag rather than failing against the lost cart.
    const {result} = await postBag(browser, add(DRESSER_ID));
    expect(isDataWithInit(result) && result.data).toEqual(added(DRESSER_ID));
    expect((await bagContents(browser))?.map((line) => line.variant)).toEqual([DRESSER_ID]);
  });

  it('an add against a cart lost since the page loaded starts a new bag at once', async () => {
    const {browser} = await shopperWithMirror();
    resetStorefrontStore(); // lost between loading the page and pressing "Add to bag"

    const {result} = await postBag(browser, add(DRESSER_ID));
    expect(isDataWithInit(result) && result.data).toEqual(added(DRESSER_ID));
    expect((await bagContents(browser))?.map((line) => line.variant)).toEqual([DRESSER_ID]);
  });
});
