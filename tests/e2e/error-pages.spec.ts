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

test("a path the merchant redirected in Shopify admin goes to its new home", async ({page}) => {
  await page.goto('/products/aurora-mattress');
  await expect(page).toHaveURL(/\/products\/aurora-hybrid-mattress$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Aurora Hybrid Mattress'})).toBeVisible();
});
