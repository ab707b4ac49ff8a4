import {test, expect, gotoHydrated} from './fixtures';

/**
 * The review's case ("One price everywhere"): 120 mirrors asked for, 18 in
 * stock. Shopify puts 18 in the bag; the shopper is told so beside the form,
 * with JavaScript (the fetcher's answer) and without (the notice flashed for
 * that form after the 303), never a silent change. Run by the 'js' and
 * 'no-js' projects.
 */
test('more mirrors than the shop has: the add and the + say how many the bag holds', async ({page, javaScriptEnabled}) => {
  const product = '/products/round-rattan-mirror';
  if (javaScriptEnabled) await gotoHydrated(page, product);
  else await page.goto(product);

  const addForm = page.locator('form').filter({has: page.getByRole('button', {name: 'Add to bag'})});
  const quantity = addForm.getByLabel('Quantity', {exact: true});
  await expect(quantity).toHaveValue('1');

  // Above 999 the browser itself refuses the field, before anything is sent.
  await quantity.fill('1000');
  await addForm.getByRole('button', {name: 'Add to bag'}).click();
  expect(await quantity.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
  await expect(page.getByRole('link', {name: 'Bag, 0 items'})).toBeVisible();

  await quantity.fill('120');
  await addForm.getByRole('button', {name: 'Add to bag'}).click();
  await expect(addForm.getByText("Only 18 available; we've added 18.")).toBeVisible();
  // Beside the add button, not in the page's banner.
  await expect(page.getByTestId('bag-notice')).toHaveCount(0);
  await expect(page.getByRole('link', {name: 'Bag, 18 items'})).toBeVisible();

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('line-quantity')).toHaveText('18');

  await line.getByRole('button', {name: 'Increase quantity of Round Rattan Mirror'}).click();
  await expect(line.getByText('Only 18 available; your bag has 18.')).toBeVisible();
  await expect(line.getByTestId('line-quantity')).toHaveText('18');
  await expect(page.getByTestId('bag-notice')).toHaveCount(0);
  await expect(page.getByRole('link', {name: 'Bag, 18 items'})).toBeVisible();
});
