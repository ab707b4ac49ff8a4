import {test, expect, dollars} from './fixtures';

/** The demo content's SEO rules (tests/mocks/fixtures/content/seo-*.json). */
const MOVED = '/pages/old-warranty';
const GONE = '/pages/discontinued-range';
const GONE_MESSAGE = 'The Heritage range has been discontinued';

test('a path content redirects lands on its target', async ({page}) => {
  const response = await page.goto(`${MOVED}?utm_source=mail`);
  await expect(page).toHaveURL(/\/pages\/warranty\?utm_source=mail$/);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1, name: 'Warranty'})).toBeVisible();
});

test('the redirect answers with the content’s status', async ({request}) => {
  const response = await request.get(MOVED, {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/pages/warranty');
  const temporary = await request.get('/campaign/winter-sale-2024', {maxRedirects: 0});
  expect([temporary.status(), temporary.headers()['location']]).toEqual([302, '/campaign/spring-sale']);
});

test('a gone page is a 410 error page with the content’s message', async ({page}) => {
  const response = await page.goto(GONE);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', {level: 1, name: `410 ${GONE_MESSAGE}`})).toBeVisible();
  await expect(page.getByText(/Sorry, it looks like this page is having a /)).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Helpful Links'}).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
  // The layout stays: the site header is there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^410 ${GONE_MESSAGE}`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('the gone page has no serious accessibility violations @js-only', async ({page, expectNoSeriousA11yViolations}) => {
  await page.goto(GONE);
  await expect(page.getByRole('heading', {level: 1, name: `410 ${GONE_MESSAGE}`})).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('client-side navigation follows the same rules @js-only', async ({page}) => {
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});
  const navigate = (to: string) =>
    page.evaluate((path) => (window as unknown as {__remixRouter: {navigate: (to: string) => Promise<void>}}).__remixRouter.navigate(path), to);

  await navigate(MOVED);
  await expect(page).toHaveURL(/\/pages\/warranty$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Warranty'})).toBeVisible();

  await navigate(GONE);
  await expect(page.getByRole('heading', {level: 1, name: `410 ${GONE_MESSAGE}`})).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${GONE}$`));
});

test('a product page has a canonical link, Open Graph and Product JSON-LD', async ({page, cases}) => {
  const {handle} = cases.bonusPillows;
  await page.goto(`/products/${handle}?variant=1&utm_source=mail`);
  const canonical = new URL(`/products/${handle}`, page.url()).href;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'follow, index');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd.map((text) => JSON.parse(text)).find((ld) => ld['@type'] === 'Product');
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    url: canonical,
    offers: {'@type': 'Offer', priceCurrency: 'AUD'},
  });
  expect(Number(product.offers.price)).toBeGreaterThan(0);
});

test('a product on sale: the JSON-LD Offer is the price the page shows', async ({page}) => {
  await page.goto('/products/aurora-hybrid-mattress');
  const shown = dollars(await page.getByTestId('product-details').getByTestId('price').first().textContent());
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd.map((text) => JSON.parse(text)).find((ld) => ld['@type'] === 'Product');
  expect(Number(product.offers.price)).toBe(shown);
});

test('robots.txt and the sitemaps answer', async ({request, baseURL}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const xml = await index.text();
  expect(xml).toContain(`${baseURL}/sitemap/products/1.xml`);
  expect(xml).toContain(`${baseURL}/sitemap-content.xml`);

  const products = await (await request.get('/sitemap/products/1.xml')).text();
  expect(products).toMatch(new RegExp(`<loc>${baseURL}/products/[a-z0-9-]+</loc>`));
  const content = await (await request.get('/sitemap-content.xml')).text();
  expect(content).toContain(`<loc>${baseURL}/pages/warranty</loc>`);
});

test('the home page has one level-1 heading: the hero’s headline from the content', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Wake up to better');
});
