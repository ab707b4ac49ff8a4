import {test, expect} from './fixtures';

test('an unknown URL is the 404 error page with helpful links', async ({page}) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: '404 This page could not be found'})).toBeVisible();
  await expect(page.getByText(/Sorry, it looks like this page is having a /)).toBeVisible();
  const helpful = page.getByRole('navigation', {name: 'Helpful Links'});
  await expect(helpful.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
});

test('an unknown collection is 404 Page not found', async ({page}) => {
  const response = await page.goto('/collections/no-such-collection');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: '404 Page not found'})).toBeVisible();
});

test('an unknown product is 404', async ({page}) => {
  const response = await page.goto('/products/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: '404 This page could not be found'})).toBeVisible();
});

test('a collection pages through its products', async ({page}) => {
  await page.goto('/collections/mattresses');
  await expect(page.getByTestId('product-tile')).toHaveCount(12);
  await page.getByRole('link', {name: 'Next page'}).click();
  await expect(page.getByTestId('product-tile')).toHaveCount(4);
  await page.getByRole('link', {name: 'Previous page'}).click();
  await expect(page.getByTestId('product-tile')).toHaveCount(12);
});

test('paging keeps the other query parameters, repeated keys included', async ({page}) => {
  await page.goto('/collections/mattresses?filter.size=Queen&filter.size=King&utm_source=news');
  const next = new URL(
    (await page.getByRole('link', {name: 'Next page'}).getAttribute('href')) ?? '',
    'http://x',
  ).searchParams;
  expect(next.getAll('filter.size')).toEqual(['Queen', 'King']);
  expect(next.get('utm_source')).toBe('news');
  expect(next.get('after')).toBeTruthy();
});

test("a path the merchant redirected in Shopify admin goes to its new home", async ({page}) => {
  await page.goto('/products/aurora-mattress');
  await expect(page).toHaveURL(/\/products\/aurora-hybrid-mattress$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Aurora Hybrid Mattress'})).toBeVisible();
});
