import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {collectionByHandle, productByHandle} from '../mocks/fixtures/catalogue';
import {DELIVERY_OUTAGE_MESSAGE} from '../../app/domain/delivery';
import {test, expect, addToBag, estimateDelivery, productPathForSku} from './fixtures';
import {DEGRADED} from './servers';

/** This project's own mock shop (playwright.config.ts). */
const MOCK_SHOP_URL = DEGRADED.mockShopOrigin;

/**
 * The bag when an optional service is down or hanging. These flip the mock
 * shop's fault switches, which every test of a server shares, so they have a
 * server and mock shop of their own (tests/e2e/servers.ts) and run one at a time.
 */
test.describe.configure({mode: 'serial'});

test.afterEach(async ({request}) => {
  for (const service of ['delivery', 'loyalty', 'storefront', 'prismic', 'mail', 'search', 'reviews']) {
    await request.post(`${MOCK_SHOP_URL}/__control/${service}`, {data: {fault: null}});
  }
});

for (const fault of ['fail', 'hang'] as const) {
  test(`the delivery service ${fault === 'fail' ? 'failing' : 'hanging'}: the bag works and says delivery cannot be checked`, async ({
    page,
    request,
  }) => {
    await addToBag(page, productPathForSku('MAT-CLOUD9-Q-MD'));
    await request.post(`${MOCK_SHOP_URL}/__control/delivery`, {data: {fault}});
    await page.goto('/cart');
    await estimateDelivery(page, DELIVERY_FIXTURE_CASES.metroPostcodes.VIC);
    await expect(page.getByTestId('delivery-unavailable')).toHaveText(DELIVERY_OUTAGE_MESSAGE, {
      timeout: 15_000,
    });
    // Everything else still works.
    await page.getByRole('button', {name: 'Increase quantity of Cloud Nine Pocket Spring Mattress'}).click();
    await expect(page.getByTestId('line-quantity')).toHaveText('2');
  });
}

test('the loyalty service failing: Velocity details save, points are simply absent', async ({page, request}) => {
  await request.post(`${MOCK_SHOP_URL}/__control/loyalty`, {data: {fault: 'fail'}});
  await addToBag(page, productPathForSku('MAT-CLASSIC-Q-FM'));
  await page.goto('/cart');
  await page.getByText('Velocity Frequent Flyer', {exact: true}).click();
  const velocity = page.locator('details', {hasText: 'Velocity Frequent Flyer'});
  await velocity.getByLabel('Email').fill('sam@example.com');
  await velocity.getByLabel('Velocity number').fill('1234567890');
  await velocity.getByRole('button', {name: 'Apply'}).click();
  await expect(page.getByTestId('saved-velocity')).toBeVisible();
  await expect(page.getByTestId('velocity-points')).toHaveCount(0);
  await expect(page.getByTestId('bag-total')).toBeVisible();
});

/**
 * Products no other journey opens, one per fault and attempt: the worker keeps
 * catalogue answers for minutes, so a product seen before would still be served.
 */
const UNSEEN_PRODUCTS = {
  fail: ['aspen-lowboy', 'aspen-tallboy'],
  malformed: ['aspen-6-drawer-dresser', 'aspen-2-drawer-bedside'],
  hang: ['arched-floor-mirror', 'channel-tufted-headboard'],
} as const;

/** Page-level answers while the Storefront API misbehaves: within 5 s, a page that says so, the bag kept. */
for (const fault of ['fail', 'malformed', 'hang'] as const) {
  test(`the Storefront API ${fault}: pages answer the 503 page, the bag is kept`, async ({page, request}, testInfo) => {
    await addToBag(page, productPathForSku('MIR-ROUND'));
    await request.post(`${MOCK_SHOP_URL}/__control/storefront`, {data: {fault}});

    const started = Date.now();
    const unseen = UNSEEN_PRODUCTS[fault][testInfo.retry % UNSEEN_PRODUCTS[fault].length];
    const product = await page.goto(`/products/${unseen}`);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(product?.status()).toBe(503);
    expect(product?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', {level: 1, name: '503 This page is temporarily unavailable'})).toBeVisible();

    const bag = await page.goto('/cart');
    expect(bag?.status()).toBe(200);
    await expect(page.getByTestId('bag-unavailable')).toBeVisible();

    await request.post(`${MOCK_SHOP_URL}/__control/storefront`, {data: {fault: null}});
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });
}

test('the Storefront API failing: a product the worker already holds is still shown', async ({page, request}) => {
  expect((await page.goto('/products/aspen-storage-bed'))?.status()).toBe(200);
  await request.post(`${MOCK_SHOP_URL}/__control/storefront`, {data: {fault: 'fail'}});
  const product = await page.goto('/products/aspen-storage-bed');
  expect(product?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1, name: 'Aspen Storage Bed'})).toBeVisible();
});

for (const fault of ['fail', 'rate-limited', 'hang'] as const) {
  test(`Prismic ${fault}: the home page still leads into the catalogue, within 5 s`, async ({page, request}) => {
    await request.post(`${MOCK_SHOP_URL}/__control/prismic`, {data: {fault}});
    const started = Date.now();
    const home = await page.goto('/');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(home?.status()).toBe(200);
    // The last good home from the cache, or the minimal home: either way a way into the catalogue.
    await expect(page.locator('main a[href^="/collections/"], main a[href^="/products/"]').first()).toBeVisible();
  });
}

/**
 * What no other journey asks the search provider for, one set per fault and attempt: the worker keeps search
 * answers for a minute, so a listing seen before would still be served from its cache. Not a listing the header
 * links: a link prefetches its page's data when it is focused, and the keyboard journeys Tab through the header.
 */
const UNSEEN_SEARCHES = {
  fail: [
    {collection: 'dressers', product: 'balance-posture-mattress'},
    {collection: 'sale', product: 'bondi-gas-lift-bed'},
  ],
  hang: [
    {collection: 'ready-to-ship', product: 'coastal-chaise-sofa-bed'},
    {collection: 'all', product: 'coolflow-gel-mattress'},
  ],
} as const;

for (const fault of ['fail', 'hang'] as const) {
  test(`the search provider ${fault === 'fail' ? 'failing' : 'hanging'}: listings say so, the panel stays shut, recommendations are absent`, async ({
    page,
    request,
  }, testInfo) => {
    const unseen = UNSEEN_SEARCHES[fault][testInfo.retry % UNSEEN_SEARCHES[fault].length];
    const words = `outage ${fault} ${testInfo.retry}`;
    await request.post(`${MOCK_SHOP_URL}/__control/search`, {data: {fault}});

    const search = await page.goto(`/products/search?query=${encodeURIComponent(words)}`);
    expect(search?.status()).toBe(200);
    await expect(page.getByTestId('search-unavailable')).toBeVisible();

    // A collection still shows its first products, straight from Shopify.
    const collection = await page.goto(`/collections/${unseen.collection}`);
    expect(collection?.status()).toBe(200);
    await expect(page.getByTestId('search-unavailable')).toBeVisible();
    // Its first page: 12, or all it has.
    await expect(page.getByTestId('product-tile')).toHaveCount(
      Math.min(12, collectionByHandle(unseen.collection)!.productHandles.length),
    );

    await page.goto(`/products/${unseen.product}`);
    await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('heading', {level: 1, name: productByHandle(unseen.product)!.title})).toBeVisible();
    await page.getByRole('combobox', {name: 'Search'}).fill(words);
    // Give the panel time to have asked (debounce and the provider's time limit): it never opens.
    await page.waitForTimeout(fault === 'hang' ? 3_000 : 1_000);
    const panelId = await page.getByRole('combobox', {name: 'Search'}).getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
    await expect(page.getByRole('region', {name: 'You may also like'})).toHaveCount(0);
  });
}

// Yotpo's replies are kept by the worker for minutes, and any journey (or a
// hover's prefetch) may have opened these products with Yotpo healthy. A reviews
// page nobody asks for is a Yotpo URL nobody asked for, so the fault is what the
// worker meets; past the last page, a healthy reply still carries the bottomline.
for (const [fault, handle] of [
  ['fail', 'luxe-hotel-collection-mattress'],
  ['hang', 'haven-euro-top-mattress'],
] as const) {
  test(`Yotpo ${fault === 'fail' ? 'failing' : 'hanging'}: the product page answers without reviews, within 5 s`, async ({page, request}) => {
    const product = productByHandle(handle)!;
    const unaskedPage = 1_000 + (Date.now() % 8_000);
    await request.post(`${MOCK_SHOP_URL}/__control/reviews`, {data: {fault}});
    const started = Date.now();
    const response = await page.goto(`/products/${product.handle}?reviews_page=${unaskedPage}`);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: product.title})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Add to bag'})).toBeVisible();
    await expect(page.getByTestId('reviews-bottomline')).toHaveCount(0);
    await expect(page.getByRole('region', {name: 'Reviews'})).toHaveCount(0);

    // The failure was not kept: with Yotpo back, the reviews are there.
    await request.post(`${MOCK_SHOP_URL}/__control/reviews`, {data: {fault: null}});
    await page.reload();
    await expect(page.getByTestId('reviews-bottomline')).toBeVisible();
    await expect(page.getByRole('region', {name: 'Reviews'})).toBeVisible();
  });
}

test('the wishlist service failing: sign-in says so, pages and the bag still work', async ({page, request}) => {
  await addToBag(page, productPathForSku('MIR-ROUND'));
  await request.post(`${MOCK_SHOP_URL}/__control/wishlist`, {data: {fault: 'fail'}});
  await page.goto('/wishlist');
  const form = page.getByTestId('wishlist-sign-in');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByRole('button', {name: 'Submit'}).click();
  await expect(form.getByRole('alert')).toHaveText('Something went wrong...');
  const product = await page.goto('/products/oslo-timber-bed');
  expect(product?.status()).toBe(200);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});
