import type {Page} from '@playwright/test';
import {catalogue} from '../mocks/fixtures/catalogue';
import type {FixtureProduct} from '../mocks/fixtures/types';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Every product of the demo catalogue reaches the bag by its own page's controls, with JavaScript on and off:
 * Add to bag for the variant the page opens on, or, for a customisable product, "Design yours" and the bed
 * builder's Add to bag (opened on that product). A product with nothing for sale says "Sold out" and cannot be added.
 * A few products make one journey, in one bag, checked on the bag page at the end.
 */

const shoppable = catalogue.products.filter((product) => !product.hiddenFromListings);
/** A few products a journey, so the journeys share out across the workers and each keeps a slow test's time. */
const PER_JOURNEY = 6;
const journeys = Array.from({length: Math.ceil(shoppable.length / PER_JOURNEY)}, (_, i) =>
  shoppable.slice(i * PER_JOURNEY, (i + 1) * PER_JOURNEY),
);

for (const products of journeys) {
  const names = `${products[0].handle} … ${products[products.length - 1].handle}`;
  test(`every product reaches the bag from its own page: ${names}`, async ({page, javaScriptEnabled}) => {
    test.slow();
    const added: FixtureProduct[] = [];
    for (const product of products) {
      if (await addFromItsPage(page, product, javaScriptEnabled)) added.push(product);
    }
    expect(added.length).toBeGreaterThan(0);

    await page.goto('/cart');
    const bag = page.locator('main');
    for (const product of added) {
      await expect(bag.getByRole('link', {name: product.title, exact: true}).first(), product.handle).toBeVisible();
    }
  });
}

/** Adds the product from its page; false when nothing of it is for sale (and the page says so). */
async function addFromItsPage(page: Page, product: FixtureProduct, javaScriptEnabled: boolean): Promise<boolean> {
  const path = `/products/${product.handle}`;
  if (javaScriptEnabled) await gotoHydrated(page, path);
  else await page.goto(path);
  const details = page.getByTestId('product-details');

  if (product.variants.every((variant) => !variant.availableForSale)) {
    await expect(details.getByRole('button', {name: 'Sold out'}), product.handle).toBeDisabled();
    return false;
  }

  const designYours = details.getByRole('link', {name: 'Design yours'});
  if (product.tags.includes('customisable')) {
    await designYours.click();
    // The builder opens on this product, and its summary names it.
    await expect(page, product.handle).toHaveURL(/\/bedbuilder\?material=/);
    await expect(page.getByTestId('bed-builder-summary'), product.handle).toContainText(product.title);
    await page.getByTestId('bed-builder-add').click();
  } else {
    await expect(designYours, product.handle).toHaveCount(0);
    await details.getByRole('button', {name: 'Add to bag'}).click();
  }
  await expect(page.getByText('Added to your bag.').first(), product.handle).toBeVisible();
  return true;
}
