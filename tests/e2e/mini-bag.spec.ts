import {test, expect, gotoHydrated} from './fixtures';

test.describe('mini bag @js-only', () => {
  test('opens on hovering the bag icon, closes after the pointer leaves, and not on the bag page', async ({page}) => {
    await gotoHydrated(page, '/products/round-rattan-mirror');
    await page.getByRole('button', {name: 'Add to bag'}).click();
    await expect(page.getByRole('link', {name: 'Bag, 1 item'})).toBeVisible();

    await page.getByRole('link', {name: 'Bag, 1 item'}).hover();
    const miniBag = page.getByRole('region', {name: 'Mini bag'});
    await expect(miniBag).toBeVisible();
    await expect(miniBag).toContainText('Round Rattan Mirror');
    await page.mouse.move(10, 600);
    await expect(miniBag).toBeHidden();

    await gotoHydrated(page, '/cart');
    await page.getByRole('link', {name: 'Bag, 1 item'}).hover();
    await page.waitForTimeout(300);
    await expect(miniBag).toBeHidden();
  });
});

test('without JavaScript the bag icon is a plain link to the bag', async ({page, javaScriptEnabled}) => {
  test.skip(javaScriptEnabled, 'no-JS behaviour');
  await page.goto('/');
  await page.getByRole('link', {name: 'Bag, 0 items'}).click();
  await expect(page).toHaveURL(/\/cart$/);
});
