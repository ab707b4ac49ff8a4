import {test, expect, addToBag, productPathForSku} from './fixtures';

/**
 * Campaign pricing (issue 4), run with JS on and off by playwright.config.ts;
 * `@js-only` tests drive the browser's clock. The server renders at its own
 * real time, inside the demo's running campaigns (2025-01-01 → 2030-12-31).
 *
 * Aurora Hybrid Mattress is in the running Spring Sale (tags up to 30%):
 * Single Plush 1399.00 / compare-at 1749.00 → $979.30, "RRP", #CC2348.
 */
const SALE_RED = 'rgb(204, 35, 72)';
const AURORA = 'Aurora Hybrid Mattress';
const AURORA_SINGLE_PLUSH = 'MAT-AURORA-S-PL';

test('a product in the running sale shows its sale price, colour, badge and RRP text on tile, product page and bag', async ({page}) => {
  await page.goto('/collections/mattresses');
  const tile = page.getByTestId('product-tile').filter({hasText: AURORA});
  await expect(tile.getByTestId('price')).toHaveText('From$979.30');
  await expect(tile.getByTestId('price')).toHaveCSS('color', SALE_RED);
  await expect(tile.getByTestId('compare-at-price')).toHaveText('$1,749.00');
  await expect(tile.getByTestId('rrp-text')).toHaveText('RRP');
  await expect(tile.getByTestId('sale-title').filter({visible: true})).toHaveText('Spring Sale: up to 30% off');
  await expect(tile.getByTestId('sale-title').filter({visible: true})).toHaveCSS('background-color', SALE_RED);
  await expect(tile.getByTestId('product-badge')).toHaveText(['Best Seller', 'Quickship']);

  await page.goto(productPathForSku(AURORA_SINGLE_PLUSH));
  const pdp = page.getByTestId('product-details').getByTestId('campaign-price');
  await expect(pdp.getByTestId('price')).toHaveText('$979.30');
  await expect(pdp.getByTestId('price')).toHaveCSS('color', SALE_RED);
  await expect(pdp.getByTestId('compare-at-price')).toHaveText('$1,749.00');
  await expect(pdp.getByTestId('rrp-text')).toHaveText('RRP');
  await expect(pdp.getByTestId('sale-title')).toHaveText('Spring Sale: up to 30% off');
  await expect(pdp.getByTestId('sale-body')).toHaveText('Selected mattresses, beds and sofa beds. While stocks last.');
  await expect(pdp).toContainText('You save $769.70');
  await expect(page.getByTestId('product-details').getByTestId('product-badge')).toHaveText(['Best Seller', 'Quickship']);

  // Shopify charges what the page shows: the stand-in's automatic discount mirrors the Spring Sale.
  await addToBag(page, productPathForSku(AURORA_SINGLE_PLUSH));
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({hasText: AURORA});
  await expect(line.getByTestId('line-total')).toHaveText('$979.30');
  await expect(page.getByTestId('bag-total')).toHaveText('$979.30');
  const bagPrice = line.getByTestId('campaign-price');
  await expect(bagPrice.getByTestId('price')).toHaveText('$979.30');
  await expect(bagPrice.getByTestId('price')).toHaveCSS('color', SALE_RED);
  await expect(bagPrice.getByTestId('rrp-text')).toHaveText('RRP');
  await expect(bagPrice.getByTestId('sale-title')).toHaveText('Spring Sale: up to 30% off');
});

test('an intro-price product hides the compare-at price', async ({page}) => {
  await page.goto('/products/harbour-latex-mattress');
  const price = page.getByTestId('product-details').getByTestId('campaign-price');
  await expect(price.getByTestId('sale-title')).toHaveText('Introductory price for a limited time');
  await expect(price.getByTestId('price')).toHaveText('$2,099.00');
  await expect(price.getByTestId('compare-at-price')).toHaveCount(0);
  await expect(page.getByTestId('product-details').getByTestId('product-badge')).toHaveText(['Intro price']);
});

test('a product’s own campaign label is said once, on its page and on its tile', async ({page}) => {
  await page.goto('/products/luxe-hotel-collection-mattress');
  const details = page.getByTestId('product-details');
  await expect(details.getByTestId('sale-title')).toHaveText('Award Winner');
  await expect(details.getByText('Award Winner', {exact: true})).toHaveCount(1);
  await page.goto('/collections/headboards');
  const tile = page.getByTestId('product-tile').filter({hasText: 'Arched Bouclé Headboard'});
  await expect(tile.getByText('Trending', {exact: true})).toHaveCount(1);
});

test('a clearance product shows its compare-at price without the RRP text', async ({page}) => {
  await page.goto('/products/ortho-support-mattress');
  const price = page.getByTestId('product-details').getByTestId('campaign-price');
  await expect(price.getByTestId('sale-title')).toHaveText('Clearance: final stock');
  await expect(price.getByTestId('sale-title')).toHaveCSS('background-color', 'rgb(254, 189, 64)');
  await expect(price.getByTestId('price')).toHaveText('$979.00');
  await expect(price.getByTestId('compare-at-price')).toHaveText('$1,399.00');
  await expect(price.getByTestId('rrp-text')).toHaveCount(0);
});

test('a tagged product links to its own button instead of adding to the bag', async ({page}) => {
  await page.goto('/products/twilight-upholstered-bed');
  await expect(page.getByRole('link', {name: 'Design yours'})).toHaveAttribute(
    'href',
    /^\/bedbuilder\?product=twilight-upholstered-bed&variant=\d+$/,
  );
  await expect(page.getByRole('button', {name: 'Add to bag'})).toHaveCount(0);
});

test('the campaign banner shows its text and countdown below the header', async ({page}) => {
  await page.goto('/');
  const banner = page.getByTestId('campaign-banner');
  await expect(banner).toContainText('Spring Sale ends soon: up to 30% off selected mattresses');
  await expect(banner.getByRole('timer')).toHaveAttribute('aria-label', /^Ends in \d+ days, \d+ hours, \d+ minutes, \d+ seconds$/);
  await expect(banner).toHaveCSS('background-color', SALE_RED);
});

test('the campaign landing page lists its products at their campaign prices', async ({page}) => {
  await page.goto('/campaign/spring-sale');
  await expect(page.getByRole('heading', {name: 'On sale now'})).toBeVisible();
  const tile = page.getByTestId('product-tile').filter({hasText: 'Coastal Chaise Sofa Bed'});
  // 2999.00 less the Spring Sale's 30%.
  await expect(tile.getByTestId('price')).toHaveText('$2,099.30');
});

test('the campaign preview shows the next campaign at its start, marked as a preview and not indexed', async ({page}) => {
  await page.goto('/preview/campaign-sale');
  await expect(page.getByTestId('preview-notice')).toContainText('Preview: Summer Sale');
  await expect(page.getByTestId('preview-notice')).toContainText('1 June 2030, 10:00 Sydney time');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Not started in real time, but the preview prices it at its start.
  const tile = page.getByTestId('product-tile').filter({hasText: 'Oslo Timber Bed'}).first();
  await expect(tile.getByTestId('price')).toHaveText('From$1,146.65');
  await expect(tile.getByTestId('sale-title')).toHaveText('Summer Sale: 15% off');
  // The banner counts down from the start too (its timer ends 2030-12-31T23:59:59Z).
  await expect(page.getByTestId('campaign-banner').getByRole('timer')).toHaveAttribute(
    'aria-label',
    'Ends in 213 days, 23 hours, 59 minutes, 59 seconds',
  );
});

test('an unknown campaign answers 404 on the landing page and the preview', async ({page}) => {
  expect((await page.goto('/campaign/winter-sale'))?.status()).toBe(404);
  expect((await page.goto('/preview/campaign-sale/winter-sale'))?.status()).toBe(404);
});

test.describe('with the browser clock driven @js-only', () => {
  test('a campaign that starts while the page is open changes the price without a reload', async ({page}) => {
    // The Summer Sale starts 2030-06-01T00:00:00Z. The server renders at the real time (before it),
    // and the browser's clock, a minute short of the start, takes over once the page is hydrated.
    await page.clock.install({time: new Date('2030-05-31T23:59:00Z')});
    await page.goto('/products/oslo-timber-bed');
    const price = page.getByTestId('product-details').getByTestId('campaign-price');
    await expect(page.getByRole('button', {name: 'Close announcements'})).toBeVisible(); // hydrated
    await expect(price.getByTestId('price')).toHaveText('$1,349.00');
    await expect(price.getByTestId('sale-title')).toHaveCount(0);

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.clock.fastForward('01:30');
    await expect(price.getByTestId('price')).toHaveText('$1,146.65');
    await expect(price.getByTestId('sale-title')).toHaveText('Summer Sale: 15% off');
    expect(navigations).toEqual([]);
  });

  test('the first render repeats the server’s prices and countdown when the browser’s clock is off (no hydration mismatch)', async ({
    page,
  }) => {
    // An hour off, within the same year (the footer's copyright year comes from the browser's clock).
    const now = Date.now();
    const skewed = new Date(now + 3_600_000).getUTCFullYear() === new Date(now).getUTCFullYear() ? now + 3_600_000 : now - 3_600_000;
    await page.clock.install({time: new Date(skewed)});
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      // React's production build reports a mismatch as minified errors #418, #423 and #425.
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await page.goto('/products/aurora-hybrid-mattress');
    await expect(page.getByRole('button', {name: 'Close announcements'})).toBeVisible(); // hydrated
    await expect(page.getByTestId('product-details').getByTestId('price')).toHaveText('$979.30');
    // The countdown then follows the browser's clock.
    await expect(page.getByTestId('campaign-banner')).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });

  test('the countdown banner hides when it reaches zero', async ({page}) => {
    // The banner's timer ends 2030-12-31T23:59:59Z.
    await page.clock.install({time: new Date('2030-12-31T23:59:40Z')});
    await page.goto('/');
    const banner = page.getByTestId('campaign-banner');
    await expect(banner.getByRole('timer')).toHaveAttribute('aria-label', /^Ends in 0 days, 0 hours, 0 minutes, \d+ seconds$/);
    await page.clock.fastForward('00:30');
    await expect(banner).toHaveCount(0);
  });

  test('no serious or critical axe violations on a product page with a campaign, its banner and a badge', async ({
    page,
    expectNoSeriousA11yViolations,
  }) => {
    await page.goto('/products/aurora-hybrid-mattress');
    await expect(page.getByTestId('campaign-banner')).toBeVisible();
    await expect(page.getByTestId('product-details').getByTestId('sale-title')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('no serious or critical axe violations on the campaign landing page and the preview', async ({
    page,
    expectNoSeriousA11yViolations,
  }) => {
    for (const path of ['/campaign/spring-sale', '/preview/campaign-sale']) {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test('a campaign’s page is not there before the campaign starts', async ({page}) => {
  const response = await page.goto('/campaign/summer-sale');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('15% off')).toHaveCount(0);
  expect((await page.goto('/campaign/spring-sale'))?.status()).toBe(200);
});
