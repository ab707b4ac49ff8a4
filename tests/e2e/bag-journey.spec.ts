import {test, expect, dollars} from './fixtures';

/**
 * The shopper's core path, run twice by playwright.config.ts: with JavaScript
 * (fetchers, optimistic UI) and without it (plain forms, 303 back).
 */
test('home → collection → product → variant → add to bag → change quantity → remove', async ({page}) => {
  // Five pages and three bag changes: over 20 s on a busy two-core CI machine.
  test.slow();
  await page.goto('/');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Mattresses', exact: true}).click();

  await expect(page).toHaveURL(/\/collections\/mattresses$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Mattresses'})).toBeVisible();
  await expect(page.getByTestId('product-tile')).toHaveCount(12);

  await page.getByRole('link', {name: 'Aurora Hybrid Mattress'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Aurora Hybrid Mattress'})).toBeVisible();

  // Variant tiles are links: each choice has its own URL.
  await page.getByRole('link', {name: 'Queen', exact: true}).click();
  await expect(page.getByRole('group', {name: /Size/}).getByRole('link', {name: 'Queen', exact: true})).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('link', {name: 'Medium', exact: true}).click();
  await expect(page).toHaveURL(/\?variant=\d+$/);
  await expect(page.getByRole('group', {name: /Feel/})).toContainText('Feel: Medium');
  const unitPrice = dollars(await page.getByTestId('price').first().textContent());
  expect(unitPrice).toBeGreaterThan(0);

  await page.getByRole('button', {name: 'Add to bag'}).click();
  await expect(page.getByText('Added to your bag.')).toBeVisible();
  const bagIcon = page.getByRole('link', {name: 'Bag, 1 item'});
  await expect(bagIcon).toBeVisible();

  await bagIcon.click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Size: Queen · Feel: Medium');
  await expect(page.getByTestId('bag-subtotal')).toHaveText(formatAud(unitPrice));

  await page.getByRole('button', {name: 'Increase quantity of Aurora Hybrid Mattress'}).click();
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByTestId('bag-subtotal')).toHaveText(formatAud(unitPrice * 2));
  await expect(page.getByRole('link', {name: 'Bag, 2 items'})).toBeVisible();

  await page.getByRole('button', {name: 'Decrease quantity of Aurora Hybrid Mattress'}).click();
  await expect(line.getByTestId('line-quantity')).toHaveText('1');

  await page.getByRole('button', {name: 'Remove Aurora Hybrid Mattress'}).click();
  await expect(page.getByText('Your bag is empty.')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Bag, 0 items'})).toBeVisible();
});

test('a sold-out product cannot be added', async ({page}) => {
  await page.goto('/products/hamptons-bookcase');
  await expect(page.getByRole('button', {name: 'Sold out'})).toBeDisabled();
});

test('the checkout link leads to Shopify checkout with the dm_i cookie carried over', async ({page, context, baseURL}) => {
  await context.addCookies([{name: 'dm_i', value: 'spring-campaign', url: baseURL!}]);
  await page.goto('/products/round-rattan-mirror');
  await page.getByRole('button', {name: 'Add to bag'}).click();
  await expect(page.getByText('Added to your bag.')).toBeVisible();
  await page.goto('/cart');
  const checkout = page.getByRole('link', {name: 'Checkout'});
  await expect(checkout).toHaveAttribute('href', /\/cart\/c\/[^?]+\?key=[0-9a-f]+.*dm_i=spring-campaign/);
});

function formatAud(amount: number): string {
  return new Intl.NumberFormat('en-AU', {style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol'}).format(
    amount,
  );
}
