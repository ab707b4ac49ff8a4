import {test as base, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {FIXTURE_CASES, variantBySku} from '../mocks/fixtures/catalogue';
import {JOURNEYS} from './servers';

/** Playwright fixtures shared by the journeys: the demo catalogue's named cases and an axe check. */
export const test = base.extend<{
  cases: typeof FIXTURE_CASES;
  expectNoSeriousA11yViolations: (page: Page) => Promise<void>;
}>({
  cases: async ({}, use) => {
    await use(FIXTURE_CASES);
  },
  expectNoSeriousA11yViolations: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  },
});

export {expect};

/** Parses '$1,299.00' into 1299. */
export function dollars(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

/** The mock shop the preview server talks to (playwright.config.ts starts it on this port). */
export const MOCK_SHOP_URL = JOURNEYS.mockShopOrigin;

/** `/products/{handle}?variant={id}` for a demo SKU. */
export function productPathForSku(sku: string): string {
  const found = variantBySku(sku);
  if (!found) throw new Error(`No demo variant with SKU ${sku}`);
  return `/products/${found.product.handle}?variant=${found.variant.id}`;
}

/** Adds a product page's selected variant to the bag, with or without JavaScript. */
export async function addToBag(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', {name: 'Add to bag'}).click();
  await expect(page.getByText('Added to your bag.')).toBeVisible();
}

/** Enters a postcode in the bag's delivery estimator. */
export async function estimateDelivery(page: Page, postcode: string) {
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByRole('button', {name: 'Check', exact: true}).click();
}

/** Opens a page and waits until React has hydrated it, for behaviour that needs JavaScript. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Opens a page with its hydration held back, as on a slow phone where the shopper types before the scripts have
 * run; `hydrate()` lets them run and waits until React has hydrated the page.
 */
export async function gotoBeforeHydration(page: Page, path: string): Promise<{hydrate(): Promise<void>}> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  return {
    async hydrate() {
      release();
      await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});
    },
  };
}

/** Revalidates every loader on the page, as after any form or fetcher action: every router-aware component re-renders. */
export async function revalidate(page: Page) {
  await page.evaluate(() => (window as unknown as {__remixRouter: {revalidate(): Promise<void>}}).__remixRouter.revalidate());
}
