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
import {QUANTITY_MESSAGE} from '~/domain/bag-input';
import {bagNoticePlace} from '~/features/bag/outcome';
import {answerOf} from './bag-support';
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

/** An add's answer names the add form of its variant, so the page shows it beside that form. */
const ADDED_MIRROR = {ok: true, status: 200, message: 'Added to your bag.', form: 'LinesAdd', target: MIRROR_ID};

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
    expect(result.data).toEqual(ADDED_MIRROR);
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
    expect(isDataWithInit(update.result) && update.result.data).toEqual({
      ok: true,
      status: 200,
      message: 'Your bag has been updated.',
      form: 'LinesUpdate',
      target: lineId,
    });
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
    expect(first.bagNotice).toEqual(ADDED_MIRROR);
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
    expect((await loadRoot(browser, '/cart')).bagNotice).toEqual(ADDED_MIRROR);
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

    expect(isDataWithInit(result) && result.data).toEqual({
      ok: false,
      status: 409,
      message: 'Sorry, that item is out of stock.',
      form: 'LinesAdd',
      target: variantGid(soldOut.id),
    });
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

/**
 * Shopify sets a line to what it has rather than refuse (the stand-in does
 * the same, with a MERCHANDISE_NOT_ENOUGH_STOCK warning): every change held
 * back says so with the numbers, with JavaScript and without. The review's
 * case: 120 mirrors asked for, 18 in stock.
 */
describe('quantities held to the stock are said, never silent', () => {
  const MIRROR_STOCK = mirror.variant.quantityAvailable;
  const bedside = variantBySku('BST-OSLO-NATOAK')!; // 3 in stock
  const BEDSIDE_ID = variantGid(bedside.variant.id);

  /** The product page's add: the cartFormInput of one, and the Quantity field as typed. */
  const typedAdd = (browser: TestBrowser, quantity: string, fields: Record<string, string> = {}) =>
    postBag(browser, addMirror(1), {quantity, ...fields});
  const setQuantity = (browser: TestBrowser, lineId: string, quantity: number, fields: Record<string, string> = {}) =>
    postBag(browser, {action: 'LinesUpdate', inputs: {lines: [{id: lineId, quantity}]}}, fields);
  const mirrorsInBag = async (browser: TestBrowser) =>
    (await loadRoot(browser)).cart?.lines.nodes.filter((line) => line.merchandise.id === MIRROR_ID).map((line) => line.quantity);

  it('the demo mirror has 18 in stock', () => {
    expect(MIRROR_STOCK).toBe(18);
    expect(bedside.variant.quantityAvailable).toBe(3);
  });

  it('120 mirrors typed on the product page: 18 go in, and the answer says so beside the add form', async () => {
    const browser = new TestBrowser();

    const {result} = await typedAdd(browser, '120');

    expect(answerOf(result)).toEqual({
      ok: true,
      status: 200,
      message: "Only 18 available; we've added 18.",
      limited: true,
      form: 'LinesAdd',
      target: MIRROR_ID,
    });
    expect(await mirrorsInBag(browser)).toEqual([18]);
  });

  it('an add on top of what the bag holds says how many went in and what the bag has', async () => {
    const browser = new TestBrowser();
    await typedAdd(browser, '5');

    expect(answerOf((await typedAdd(browser, '120')).result).message).toBe(
      "Only 18 available; we've added 13, so your bag has 18.",
    );
    expect(await mirrorsInBag(browser)).toEqual([18]);

    expect(answerOf((await typedAdd(browser, '1')).result)).toMatchObject({
      ok: true,
      limited: true,
      message: 'Only 18 available, and your bag already has 18.',
    });
    expect(await mirrorsInBag(browser)).toEqual([18]);
  });

  it('+ past the stock (a quantity update) says what the bag has, beside the line', async () => {
    const browser = new TestBrowser();
    await typedAdd(browser, '18');
    const lineId = (await loadRoot(browser)).cart!.lines.nodes[0].id;

    for (const quantity of [19, 120]) {
      expect(answerOf((await setQuantity(browser, lineId, quantity)).result)).toEqual({
        ok: true,
        status: 200,
        message: 'Only 18 available; your bag has 18.',
        limited: true,
        form: 'LinesUpdate',
        target: lineId,
      });
      expect(await mirrorsInBag(browser)).toEqual([18]);
    }
    // Within the stock, a change is just done.
    expect(answerOf((await setQuantity(browser, lineId, 17)).result)).toMatchObject({ok: true, message: 'Your bag has been updated.'});
    expect(answerOf((await setQuantity(browser, lineId, 18)).result)).not.toHaveProperty('limited');
  });

  it('an add of several products (as the bed builder posts) names the one held back', async () => {
    const browser = new TestBrowser();

    const {result} = await postBag(browser, {
      action: 'LinesAdd',
      inputs: {
        lines: [
          {merchandiseId: BEDSIDE_ID, quantity: 5},
          {merchandiseId: MIRROR_ID, quantity: 2},
        ],
      },
    });

    expect(answerOf(result)).toMatchObject({
      ok: true,
      limited: true,
      message: "Oslo Bedside Table: only 3 available; we've added 3.",
      target: BEDSIDE_ID,
    });
    const lines = (await loadRoot(browser)).cart!.lines.nodes;
    expect(Object.fromEntries(lines.map((line) => [line.merchandise.sku, line.quantity]))).toEqual({
      'BST-OSLO-NATOAK': 3,
      'MIR-ROUND': 2,
    });
  });

  it('without JavaScript the numbers come back as the notice of that add form, and of that line', async () => {
    const browser = new TestBrowser();
    const page = '/products/round-rattan-mirror';

    const added = await typedAdd(browser, '120', {redirectTo: page});
    expect((added.result as Response).status).toBe(303);
    const product = await loadRoot(browser, page);
    expect(product.bagNotice).toEqual({
      ok: true,
      status: 200,
      message: "Only 18 available; we've added 18.",
      limited: true,
      form: 'LinesAdd',
      target: MIRROR_ID,
    });
    // Beside the product's add form, not in the page's banner.
    expect(bagNoticePlace(product.bagNotice!)).toBe('form');

    const lineId = product.cart!.lines.nodes[0].id;
    await setQuantity(browser, lineId, 19, {redirectTo: '/cart'});
    const bag = await loadRoot(browser, '/cart');
    expect(bag.bagNotice).toMatchObject({message: 'Only 18 available; your bag has 18.', form: 'LinesUpdate', target: lineId});
    expect(bagNoticePlace(bag.bagNotice!)).toBe('form');
  });

  it('above 999 the refusal stands, and is shown: beside the form (JavaScript) or in the page banner (without)', async () => {
    const browser = new TestBrowser();

    expect(answerOf((await typedAdd(browser, '1000')).result)).toEqual({
      ok: false,
      status: 400,
      message: QUANTITY_MESSAGE,
    });
    expect((await loadRoot(browser)).cart).toBeNull();

    await typedAdd(browser, '1200', {redirectTo: '/products/round-rattan-mirror'});
    const page = await loadRoot(browser, '/products/round-rattan-mirror');
    expect(page.bagNotice).toEqual({ok: false, status: 400, message: QUANTITY_MESSAGE});
    expect(bagNoticePlace(page.bagNotice!)).toBe('page');
  });
});
