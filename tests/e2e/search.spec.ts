import type {Page} from '@playwright/test';
import {test, expect, addToBag, gotoBeforeHydration, gotoHydrated, MOCK_SHOP_URL, productPathForSku, revalidate} from './fixtures';

/** The header search box on this screen size (there is one for small screens and one for large) and its panel. */
async function headerSearch(page: Page) {
  const search = page.getByRole('combobox', {name: 'Search'});
  const panel = page.locator(`[id="${await search.getAttribute('aria-controls')}"]`);
  return {search, panel};
}

/** The prices the tiles show ('From$979.30' → 979.3): the store's price, which the listing filters and sorts on. */
async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-tile').getByTestId('price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

/**
 * Search and listings through the Searchspring stand-in (issue 8), run with
 * JavaScript on and off by playwright.config.ts; `@js-only` tests need the
 * header panel or 'Show more'.
 */

test('searching from the header finds a product by typing (panel, keyboard, product link) @js-only', async ({page}) => {
  await gotoHydrated(page, '/');
  const {search, panel} = await headerSearch(page);
  await search.fill('auro');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listbox', {name: 'Top Products'}).getByRole('option', {name: 'Aurora Hybrid Mattress'})).toBeVisible();
  await expect(panel.getByRole('listbox', {name: 'Search Suggestions'}).getByRole('option').first()).toBeVisible();
  await expect(panel.getByRole('heading', {name: 'Other results'})).toBeVisible();

  // Arrow down to the Aurora mattress among the options and open it with Enter.
  const options = panel.getByRole('option');
  const texts = await options.allTextContents();
  const target = texts.findIndex((text) => text.includes('Aurora Hybrid Mattress'));
  expect(target).toBeGreaterThanOrEqual(0);
  for (let n = 0; n <= target; n += 1) await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', (await options.nth(target).getAttribute('id')) ?? '');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\/aurora-hybrid-mattress\?variant=\d+$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Aurora Hybrid Mattress'})).toBeVisible();
  await expect(panel).toBeHidden();
});

for (const width of [1366, 1024, 768]) {
  test(`the header panel fits a ${width} px window, "View all" in sight @js-only`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(page, '/');
    const {search, panel} = await headerSearch(page);
    await search.fill('bed');
    await expect(panel.getByRole('link', {name: /View all/})).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Nothing runs off to the side: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('a query typed before the page hydrates is kept and searched @js-only', async ({page}) => {
  const {hydrate} = await gotoBeforeHydration(page, '/');
  // Before hydration it is a plain search field (it has no panel yet); hydrated, the same field is the combobox.
  await page.getByRole('searchbox', {name: 'Search'}).filter({visible: true}).fill('auro');
  await hydrate();
  const {search, panel} = await headerSearch(page);
  await expect(panel.getByRole('listbox', {name: 'Top Products'}).getByRole('option', {name: 'Aurora Hybrid Mattress'})).toBeVisible();
  // A field whose state never took the typed text would be emptied by this re-render.
  await revalidate(page);
  await expect(search).toHaveValue('auro');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\/search\?query=auro$/);
});

test('the header panel says what it did not find, and empties closed @js-only', async ({page}) => {
  await gotoHydrated(page, '/');
  const {search, panel} = await headerSearch(page);
  await search.fill('zzqqxx');
  await expect(panel.getByText('No products found')).toBeVisible();
  await expect(panel.getByText('No suggestions found')).toBeVisible();
  await expect(panel.getByText('No blog posts found')).toBeVisible();
  // Submitting a search with no products goes nowhere.
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await search.fill('');
  await expect(panel).toBeHidden();
});

test('submitting the header search goes to the results page', async ({page, javaScriptEnabled}) => {
  if (javaScriptEnabled) await gotoHydrated(page, '/');
  else await page.goto('/');
  const search = page.getByRole('search').first().getByRole('combobox', {name: 'Search'}).or(page.getByRole('searchbox', {name: 'Search'})).first();
  await search.fill('oslo');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\/search\?query=oslo$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “oslo”');
  await expect(page.getByTestId('product-tile').first()).toContainText(/Oslo/);
});

test('a merchandising query is sent to its landing page', async ({page}) => {
  await page.goto('/products/search?query=spring+sale');
  await expect(page).toHaveURL(/\/campaign\/spring-sale$/);
});

test('a misspelt query shows the corrected results', async ({page}) => {
  await page.goto('/products/search?query=matress');
  await expect(page.getByTestId('search-correction')).toContainText('Showing results for “mattress” instead of “matress”');
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
});

test('a search with no results says so', async ({page}) => {
  const response = await page.goto('/products/search?query=zzqqxx');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('no-results')).toContainText('No products found for “zzqqxx”.');
});

test('facets filter a listing, chips remove them, and clear all resets', async ({page}) => {
  await page.goto('/collections/mattresses');
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText('16 products');
  const filters = page.getByRole('navigation', {name: 'Filters'});
  await filters.getByRole('group', {name: 'Feel'}).getByRole('link', {name: /^Plush \(/}).click();
  await expect(page).toHaveURL(/filter\.option_feel=Plush$/);
  await expect(count).toHaveText('7 products');
  await expect(page.getByRole('list', {name: 'Active filters'})).toContainText('Feel: Plush');

  // A second value of the same facet widens the choice; the chip of the first takes it away again.
  await filters.getByRole('group', {name: 'Feel'}).getByRole('link', {name: /^Firm \(/}).click();
  await expect(page).toHaveURL(/filter\.option_feel=Plush&filter\.option_feel=Firm$/);
  // The URL can change a moment before the new count renders: wait for the widened count.
  const shown = async () => Number((await count.textContent())?.split(' ')[0]);
  await expect.poll(shown).toBeGreaterThan(7);
  expect(await shown()).toBeLessThanOrEqual(16);
  await page.getByRole('link', {name: /Feel: Plush/}).click();
  await expect(page).toHaveURL(/filter\.option_feel=Firm$/);
  await expect(count).toHaveText('10 products');

  await page.getByRole('link', {name: 'Clear all'}).click();
  await expect(page).toHaveURL(/\/collections\/mattresses$/);
  await expect(count).toHaveText('16 products');
});

test('a price range narrows the listing', async ({page}) => {
  await page.goto('/collections/mattresses');
  const range = page.getByTestId('range-price');
  await range.getByLabel('Min').fill('2000');
  await range.getByLabel('Max').fill('3000');
  await range.getByRole('button', {name: 'Apply'}).click();
  await expect(page).toHaveURL(/filter\.price\.low=2000/);
  await expect(page.getByRole('list', {name: 'Active filters'})).toContainText('Price: $2,000 – $3,000');
  const prices = await tilePrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price >= 2000 && price <= 3000, String(price)).toBe(true);
});

test('sorting by price orders the tiles', async ({page, javaScriptEnabled}) => {
  // With JavaScript the select sorts on change, once React has attached it (a change before that is the no-JS form's).
  if (javaScriptEnabled) await gotoHydrated(page, '/collections/beds');
  else await page.goto('/collections/beds');
  const select = page.getByLabel('Sort by');
  await select.selectOption({label: 'Price: Low to High'});
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Sort', exact: true}).click();
  await expect(page).toHaveURL(/sort(\.price=asc|=price%3Aasc)/);
  await expect(select).toHaveValue('price:asc');
  // In the order of the prices the tiles show (campaign prices included), once the sorted listing has rendered.
  await expect
    .poll(async () => {
      const prices = await tilePrices(page);
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1] <= price);
    }, {message: 'the tiles are in price order'})
    .toBe(true);
});

test('a listing pages through its products, other parameters kept', async ({page, javaScriptEnabled}) => {
  await page.goto('/collections/mattresses?utm_source=news');
  await expect(page.getByTestId('product-tile')).toHaveCount(12);
  if (javaScriptEnabled) {
    await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('button', {name: 'Show more'}).click();
    await expect(page.getByTestId('product-tile')).toHaveCount(16);
    await expect(page.getByRole('button', {name: 'Show more'})).toHaveCount(0);
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/utm_source=news/);
  } else {
    await page.getByRole('link', {name: 'Next page'}).click();
    await expect(page).toHaveURL(/page=2&utm_source=news$/);
    await expect(page.getByTestId('product-tile')).toHaveCount(4);
    await page.getByRole('link', {name: 'Previous page'}).click();
    await expect(page.getByTestId('product-tile')).toHaveCount(12);
  }
});

test('show previous loads the page before the first one shown @js-only', async ({page}) => {
  await gotoHydrated(page, '/collections/mattresses?page=2');
  await expect(page.getByTestId('product-tile')).toHaveCount(4);
  await page.getByRole('button', {name: 'Show previous'}).click();
  await expect(page.getByTestId('product-tile')).toHaveCount(16);
  await expect(page.getByRole('button', {name: 'Show previous'})).toHaveCount(0);
});

test('an L2 page lists its collection with the path facet chosen', async ({page}) => {
  const response = await page.goto('/collections/mattresses/size/queen');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Queen Mattresses');
  await expect(page.getByRole('list', {name: 'Active filters'})).toContainText('Size: Queen');
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  expect((await page.goto('/collections/mattresses/firmness/queen'))?.status()).toBe(404);
});

test('an unknown collection listing is 404 Page not found', async ({page}) => {
  const response = await page.goto('/collections/no-such-collection/products');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: '404 Page not found'})).toBeVisible();
});

test('a product page recommends similar products', async ({page}) => {
  await page.goto('/products/aurora-hybrid-mattress');
  const carousel = page.getByRole('region', {name: 'You may also like'});
  await expect(carousel.getByTestId('product-tile').first()).toBeVisible();
  await expect(carousel.getByTestId('product-tile').filter({hasText: 'Aurora Hybrid Mattress'})).toHaveCount(0);
});

test('search pages have no axe violations @js-only', async ({page, expectNoSeriousA11yViolations}) => {
  // Two full axe scans of a long listing: a slow test's time when the other worker shares the cores.
  test.slow();
  await gotoHydrated(page, '/products/search?query=mattress');
  await expectNoSeriousA11yViolations(page);
  const {search, panel} = await headerSearch(page);
  await search.fill('oslo');
  await expect(panel).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('searches, product clicks and views reach the tag manager through Hydrogen analytics @js-only', async ({page}) => {
  await gotoHydrated(page, '/products/search?query=oslo');
  const dataLayer = () => page.evaluate(() => (window as unknown as {dataLayer?: {event: string}[]}).dataLayer ?? []);
  await expect.poll(dataLayer).toContainEqual({event: 'search', search_term: 'oslo'});
  await page.getByTestId('product-tile').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/oslo-/);
  await expect.poll(async () => (await dataLayer()).map((event) => event.event)).toEqual(
    expect.arrayContaining(['search', 'select_item', 'view_item']),
  );
  const view = (await dataLayer()).find((event) => event.event === 'view_item') as unknown as {currency: string; item: {sku: string}};
  expect(view.currency).toBe('AUD');
  expect(view.item.sku).toMatch(/^[A-Z]/);
});

test('recommendation carousels report render and impressions to Searchspring @js-only', async ({page, request}) => {
  await request.delete(`${MOCK_SHOP_URL}/__control/search/beacons`);
  await gotoHydrated(page, '/products/aurora-hybrid-mattress');
  const carousel = page.getByRole('region', {name: 'You may also like'});
  await carousel.scrollIntoViewIfNeeded();
  const beacons = async () =>
    ((await (await request.get(`${MOCK_SHOP_URL}/__control/search/beacons`)).json()) as {events: {type: string; event: {context: {tag: string}}}[]}).events
      .filter((event) => event.event.context.tag === 'similar-products')
      .map((event) => event.type);
  await expect.poll(beacons).toEqual(expect.arrayContaining(['profile.render', 'profile.product.render', 'profile.impression', 'profile.product.impression']));
});

test('coming back to a listing shows the pages loaded before @js-only', async ({page}) => {
  await gotoHydrated(page, '/collections/mattresses');
  await page.getByRole('button', {name: 'Show more'}).click();
  await expect(page.getByTestId('product-tile')).toHaveCount(16);
  await page.getByTestId('product-tile').last().getByRole('link').click();
  await expect(page.getByTestId('product-details')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/collections\/mattresses\?page=2$/);
  await expect(page.getByTestId('product-tile')).toHaveCount(16);
});

test('the recommendations carousel shows arrows from md up when it has more than 3 products @js-only', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/products/aurora-hybrid-mattress');
  const carousel = page.getByRole('region', {name: 'You may also like'});
  const list = carousel.getByRole('list', {name: 'You may also like'});
  const slides = list.locator(':scope > li');
  expect(await slides.count()).toBeGreaterThan(3);
  const next = carousel.getByRole('button', {name: 'Next You may also like'});
  await expect(next).toBeVisible();
  // Three slides per view from 1024 px.
  const [listBox, slideBox] = [await list.boundingBox(), await slides.first().boundingBox()];
  expect(Math.round(listBox!.width / slideBox!.width)).toBe(3);
  await next.click();
  await expect.poll(() => list.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);

  // Small screens: 2.5 per view and no arrows.
  await page.setViewportSize({width: 390, height: 800});
  await expect(next).toBeHidden();
  const [smallList, smallSlide] = [await list.boundingBox(), await slides.first().boundingBox()];
  expect(smallList!.width / smallSlide!.width).toBeGreaterThan(2.2);
  expect(smallList!.width / smallSlide!.width).toBeLessThan(2.6);
});

test('the bag asks for its recommendations once hydrated, seeded by its lines, and asks again when they change @js-only', async ({page, cases}) => {
  await addToBag(page, productPathForSku(cases.noAssembly.sku));
  const asked: string[] = [];
  page.on('request', (request) => {
    // Remix asks through its data URL (/api/recommendations.data?…) with JavaScript on.
    const url = new URL(request.url());
    if (/^\/api\/recommendations(\.data)?$/.test(url.pathname)) asked.push(url.searchParams.get('seed') ?? '');
  });
  await gotoHydrated(page, '/cart');
  const carousel = page.getByRole('region', {name: 'Complete your bedroom'});
  await expect(carousel.getByTestId('product-tile').first()).toBeVisible();
  expect(asked).toEqual([cases.noAssembly.sku]);

  await page.getByRole('button', {name: /^Remove/}).first().click();
  await expect(page.getByText('Your bag is empty.')).toBeVisible();
  // (Remix also revalidates the loaded fetcher after the removal; the last ask is for the bag as it is now.)
  await expect.poll(() => asked.at(-1)).toBe('');
});

test.describe('a listing on a phone', () => {
  test.use({
    viewport: {width: 375, height: 740},
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    isMobile: true,
    hasTouch: true,
  });

  test('shows its first products without scrolling, the filters folded behind one button', async ({page}) => {
    await page.goto('/collections/mattresses');
    const filters = page.getByRole('navigation', {name: 'Filters'});
    await expect(filters).toBeHidden();
    const first = (await page.getByTestId('product-tile').first().boundingBox())!;
    // The tile's image is in the first screen (it was at 1,450 px behind the open filters).
    expect(first.y + 180).toBeLessThanOrEqual(740);

    await page.getByText('Filter', {exact: true}).click();
    await expect(filters).toBeVisible();
    await filters.getByRole('group', {name: 'Feel'}).getByRole('link', {name: /^Plush \(/}).click();
    await expect(page).toHaveURL(/filter\.option_feel=Plush$/);
    await expect(page.getByTestId('result-count')).toHaveText('7 products');
  });
});
