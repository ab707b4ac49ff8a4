/**
 * The bag through the /cart action and the root loader, as a shopper's
 * browser sees it: with JavaScript (CartForm fetcher posts) and without
 * (plain form posts that redirect back with a flash notice).
 */
import {deployedEnv} from '../mocks/deployed-env';
import {MOCK_SHOP_ORIGIN} from '../mocks/origin';
import {describe, expect, it} from 'vitest';
import {withStandIns} from '../mocks/node';
import {FIXTURE_CASES, variantBySku, variantGid} from '../mocks/fixtures/catalogue';
import {
  STOREFRONT_ORIGIN,
  TestBrowser,
  isDataWithInit,
  loadRoot,
  parseSetCookie,
  postBag,
} from './context';

withStandIns();

const mirror = variantBySku(FIXTURE_CASES.defaultTitleProduct.sku)!;
const MIRROR_ID = variantGid(mirror.variant.id);
const MIRROR_PRICE = Number(mirror.variant.price);
const CART_COOKIE_MAX_AGE = '15768000';

const addMirror = (quantity = 1) => ({
  action: 'LinesAdd',
  inputs: {lines: [{merchandiseId: MIRROR_ID, quantity}]},
});

function cartCookieIn(setCookies: string[], name: string) {
  const found = setCookies.map(parseSetCookie).find((cookie) => cookie.name === name);
  expect(found, `a ${name} cookie among ${JSON.stringify(setCookies)}`).toBeDefined();
  return found!;
}

function offSiteLocation(result: unknown): string | null {
  if (!(result instanceof Response)) return null;
  const location = result.headers.get('Location');
  if (location === null) return null;
  const target = new URL(location, STOREFRONT_ORIGIN);
  return target.origin === STOREFRONT_ORIGIN ? null : target.href;
}

describe('bag with JavaScript (fetcher posts, no redirectTo)', () => {
  it('adds a variant, sets the cart cookie, and the next page shows it in the mini bag', async () => {
    const browser = new TestBrowser();
    const {result, setCookies} = await postBag(browser, addMirror());

    expect(isDataWithInit(result)).toBe(true);
    if (!isDataWithInit(result)) return;
    expect(result.data).toEqual({ok: true, status: 200, message: 'Added to your bag.'});
    expect(result.init?.status).toBe(200);

    const cookie = cartCookieIn(setCookies, 'cart_development');
    expect(cookie.value).not.toBe('');
    expect(cookie.attributes.get('max-age')).toBe(CART_COOKIE_MAX_AGE);
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    // No browser code reads it: a script injected into the page cannot take the cart's key.
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.has('secure')).toBe(false);

    const page = await loadRoot(browser);
    expect(page.miniCart.lineItemsCount).toBe(1);
    expect(Number(page.miniCart.totalPrice?.amount)).toBe(MIRROR_PRICE);
    expect(page.miniCart.totalPrice?.currencyCode).toBe('AUD');
    expect(page.cart?.id).toBe(page.miniCart.id);
    expect(page.cart?.lines.nodes.map((line) => [line.merchandise.id, line.quantity])).toEqual([[MIRROR_ID, 1]]);
    expect(page.bagNotice).toBeNull();
  });

  it('updates a line quantity to 2, then removes it, leaving an empty bag', async () => {
    const browser = new TestBrowser();
    await postBag(browser, addMirror());
    const lineId = (await loadRoot(browser)).cart!.lines.nodes[0].id;

    const update = await postBag(browser, {action: 'LinesUpdate', inputs: {lines: [{id: lineId, quantity: 2}]}});
    expect(isDataWithInit(update.result) && update.result.data).toEqual({ok: true, status: 200, message: 'Your bag has been updated.'});
    const afterUpdate = await loadRoot(browser);
    expect(afterUpdate.cart?.lines.nodes.map((line) => line.quantity)).toEqual([2]);
    expect(afterUpdate.miniCart.lineItemsCount).toBe(2);
    expect(Number(afterUpdate.miniCart.totalPrice?.amount)).toBe(MIRROR_PRICE * 2);

    const remove = await postBag(browser, {action: 'LinesRemove', inputs: {lineIds: [lineId]}});
    expect(isDataWithInit(remove.result) && remove.result.data).toEqual({ok: true, status: 200, message: 'Removed from your bag.'});
    const afterRemove = await loadRoot(browser);
    expect(afterRemove.cart?.lines.nodes).toEqual([]);
    expect(afterRemove.miniCart.lineItemsCount).toBe(0);
    // The cart itself lives on: the same cookie, no new cart on the next add.
    expect(afterRemove.cart?.id).toBe(afterUpdate.cart?.id);
  });

  it('names the cookie `cart` and marks it Secure in production', async () => {
    const browser = new TestBrowser(deployedEnv(MOCK_SHOP_ORIGIN));
    const {setCookies} = await postBag(browser, addMirror());

    const cookie = cartCookieIn(setCookies, 'cart');
    expect(cookie.attributes.has('secure')).toBe(true);
    expect(cookie.attributes.get('max-age')).toBe(CART_COOKIE_MAX_AGE);
    expect(setCookies.some((value) => value.startsWith('cart_development='))).toBe(false);

    expect((await loadRoot(browser)).miniCart.lineItemsCount).toBe(1);
  });

  it('marks cookies Secure on staging too, as in production', async () => {
    const browser = new TestBrowser(deployedEnv(MOCK_SHOP_ORIGIN, 'staging'));
    const {setCookies} = await postBag(browser, addMirror());
    expect(cartCookieIn(setCookies, 'cart_staging').attributes.has('secure')).toBe(true);
  });
});

describe('bag without JavaScript (form posts with redirectTo)', () => {
  it('redirects 303 back to the page, which shows the notice exactly once', async () => {
    const browser = new TestBrowser();
    const {result} = await postBag(browser, addMirror(), {redirectTo: '/products/round-rattan-mirror?variant=1'});

    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/products/round-rattan-mirror?variant=1');

    const first = await loadRoot(browser, '/products/round-rattan-mirror?variant=1');
    expect(first.bagNotice).toEqual({ok: true, status: 200, message: 'Added to your bag.'});
    expect(first.miniCart.lineItemsCount).toBe(1);

    const second = await loadRoot(browser, '/products/round-rattan-mirror?variant=1');
    expect(second.bagNotice).toBeNull();
    expect(second.miniCart.lineItemsCount).toBe(1);
  });

  it('flashes a rejected change as an error notice on the page it came from', async () => {
    const browser = new TestBrowser();
    const {result} = await postBag(browser, addMirror(0), {redirectTo: '/collections/mirrors'});

    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get('Location')).toBe('/collections/mirrors');
    const page = await loadRoot(browser, '/collections/mirrors');
    expect(page.bagNotice).toEqual({ok: false, status: 400, message: 'Enter a quantity between 1 and 999.'});
    expect(page.cart).toBeNull();
  });

  it('keeps the notice in an HttpOnly session cookie, Secure in production', async () => {
    const browser = new TestBrowser(deployedEnv(MOCK_SHOP_ORIGIN));
    const {setCookies} = await postBag(browser, addMirror(), {redirectTo: '/cart'});

    const session = cartCookieIn(setCookies, 'session');
    expect(session.attributes.has('httponly')).toBe(true);
    expect(session.attributes.has('secure')).toBe(true);
    expect(session.attributes.get('samesite')).toBe('Lax');
    expect((await loadRoot(browser, '/cart')).bagNotice).toEqual({ok: true, status: 200, message: 'Added to your bag.'});
  });

  it('ignores a tampered session cookie: no notice, the page still renders', async () => {
    const browser = new TestBrowser();
    await postBag(browser, addMirror(), {redirectTo: '/cart'});
    browser.setCookie('session', `${browser.cookie('session')!.slice(0, -4)}AAAA`);

    const page = await loadRoot(browser, '/cart');
    expect(page.bagNotice).toBeNull();
    expect(page.miniCart.lineItemsCount).toBe(1);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'https:evil.example'])(
    'never redirects off-site for redirectTo %s',
    async (redirectTo) => {
      const browser = new TestBrowser();
      const {result} = await postBag(browser, addMirror(), {redirectTo});
      expect(offSiteLocation(result)).toBeNull();
      if (result instanceof Response) expect(result.headers.get('Location')).toMatch(/^\/(?![/\\])/);
    },
  );
});

describe('stock limits on add', () => {
  it('a sold-out variant is refused as out of stock and the bag stays empty', async () => {
    const browser = new TestBrowser();
    const soldOut = variantBySku(FIXTURE_CASES.unavailableVariant.sku)!.variant;
    const {result} = await postBag(browser, {
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: variantGid(soldOut.id), quantity: 1}]},
    });

    expect(isDataWithInit(result) && result.data).toEqual({ok: false, status: 409, message: 'Sorry, that item is out of stock.'});
    expect(isDataWithInit(result) && result.init?.status).toBe(409);
    const page = await loadRoot(browser);
    expect(page.cart?.lines.nodes ?? []).toEqual([]);
    expect(page.miniCart.lineItemsCount).toBe(0);
  });

  it('more than the stock: the shopper is told how many went into the bag, not "out of stock"', async () => {
    const browser = new TestBrowser();
    const quickship = variantBySku(FIXTURE_CASES.quickship.sku)!.variant;
    const inStock = quickship.quantityAvailable;
    expect(inStock).toBeGreaterThan(1);

    const {result} = await postBag(browser, {
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: variantGid(quickship.id), quantity: inStock + 11}]},
    });

    const page = await loadRoot(browser);
    expect(page.cart?.lines.nodes.map((line) => line.quantity)).toEqual([inStock]);
    expect(isDataWithInit(result)).toBe(true);
    if (!isDataWithInit<{ok: boolean; message: string}>(result)) return;
    expect(result.data.message).not.toMatch(/out of stock/i);
    expect(result.data.message).toContain(String(inStock));
  });
});
