import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Client-side navigation moves focus to the new page's heading and speaks its title (WCAG 2.4.3, 4.1.3), as a full
 * page load does without JavaScript. All `@js-only`: without JavaScript every navigation is a page load.
 */

/** What has focus: its tag, and the heading's text when it is one. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {tag: element?.tagName.toLowerCase() ?? '', text: element?.textContent?.trim() ?? ''};
  });
}

test.describe('route changes are focused and announced @js-only', () => {
  test('a footer link: focus on the new page heading, not left in the footer, and its title spoken', async ({page}) => {
    await gotoHydrated(page, '/');
    const announcer = page.getByTestId('route-announcer');
    // A polite live region (role=status), in the page from the start.
    await expect(announcer).toHaveRole('status');
    await expect(announcer).toHaveText('');

    const link = page.locator('footer').getByRole('link', {name: 'Contact us'});
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact-us$/);
    const heading = page.locator('#main h1');
    await expect(heading).toBeFocused();
    // The ring shows: the shopper came by keyboard.
    await expect(heading).toHaveCSS('outline-style', 'solid');
    await expect(announcer).toHaveText(`Navigated to ${await page.title()}`);
    // The next Tab goes on from the heading, into the page, not back to the footer.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('footer') == null)).toBe(true);
  });

  test('a product tile, then Back: the heading has focus and the listing keeps its place', async ({page}) => {
    await page.setViewportSize({width: 1366, height: 800});
    await gotoHydrated(page, '/collections/mattresses');
    const tile = page.getByTestId('product-tile').nth(5).getByRole('link').first();
    await tile.scrollIntoViewIfNeeded();
    const listingY = await page.evaluate(() => window.scrollY);
    expect(listingY).toBeGreaterThan(0);
    await tile.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.locator('#main h1')).toBeFocused();
    const productTitle = await page.title();
    await expect(page.getByTestId('route-announcer')).toHaveText(`Navigated to ${productTitle}`);
    // Focusing the heading does not scroll: the product page opens at its top.
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);

    await page.goBack();
    await expect(page).toHaveURL(/\/collections\/mattresses$/);
    await expect(page.getByTestId('route-announcer')).toHaveText(`Navigated to ${await page.title()}`);
    expect((await focused(page)).tag).toBe('h1');
    // Focus did not pull the listing back to its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listingY - 50);
  });

  test('a filter on the same listing keeps focus where the shopper is, and says nothing', async ({page}) => {
    await gotoHydrated(page, '/collections/mattresses');
    const facet = page.getByTestId('facet-value').first();
    await facet.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?/);
    const now = await focused(page);
    expect(now.tag).not.toBe('body');
    await expect(page.getByTestId('route-announcer')).toHaveText('');
  });
});
