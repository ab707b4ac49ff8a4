import {test, expect, gotoHydrated} from './fixtures';

/**
 * The added-to-bag popup (with JavaScript; without it the page comes back with 'Added to your bag.' beside the
 * button): what went in and a way to the bag; it closes itself after pdp.addedToBagCloseTime unless it is in use.
 */

const PRODUCT = '/products/oslo-bedside-table';

test('shows what was added and leads to the bag @js-only', async ({page}) => {
  await gotoHydrated(page, PRODUCT);
  await page.getByTestId('product-details').getByRole('button', {name: 'Add to bag'}).click();
  const popup = page.getByRole('dialog', {name: 'Added to your bag'});
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Oslo Bedside Table');
  await expect(popup).toContainText('Natural Oak');
  // Not modal: focus stays with the shopper, not thrown into the popup.
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') === null)).toBe(true);
  await popup.getByRole('link', {name: 'View bag'}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', {name: /Oslo Bedside Table/}).first()).toBeVisible();
  await expect(popup).toBeHidden();
});

test('closes itself after its time, but not while the pointer is on it; Escape closes it @js-only', async ({page}) => {
  await page.clock.install();
  await gotoHydrated(page, PRODUCT);
  const add = page.getByTestId('product-details').getByRole('button', {name: 'Add to bag'});
  const popup = page.getByRole('dialog', {name: 'Added to your bag'});

  await add.click();
  await expect(popup).toBeVisible();
  await page.clock.runFor(7_000);
  await expect(popup).toBeHidden();

  await add.click();
  await expect(popup).toBeVisible();
  await popup.hover();
  await page.clock.runFor(10_000);
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});
