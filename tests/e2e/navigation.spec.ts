import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

test.describe('desktop mega menu @js-only', () => {
  test('opens on hover after a short delay and closes after the pointer leaves', async ({page}) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    const panel = page.locator('#mega-menu-panel-0');
    await expect(panel).toBeHidden();
    // A closed panel's links are not in the page until it first opens (they cost every server render).
    await expect(panel.locator('a')).toHaveCount(0);
    await nav.getByRole('link', {name: 'Mattresses', exact: true}).hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeVisible();
    await page.mouse.move(5, 800);
    await expect(panel).toBeHidden();
  });

  test('is operable from the keyboard', async ({page}) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', {name: 'Show Mattresses menu'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mega-menu-panel-0')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('slides in from the menu button and closes again', async ({page, javaScriptEnabled}) => {
    if (javaScriptEnabled) await gotoHydrated(page, '/');
    else await page.goto('/');
    const panel = page.getByRole('dialog', {name: 'Menu'});
    await page.getByRole('link', {name: 'Menu', exact: true}).click();
    await expect(panel).toBeInViewport();
    if (javaScriptEnabled) {
      // A child menu has a back arrow; the page behind does not scroll.
      await panel.getByRole('button', {name: 'Open Mattresses menu'}).click();
      await expect(panel.getByRole('heading', {name: 'Mattresses'})).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
      await panel.getByRole('button', {name: 'Back'}).click();
      await expect(panel.getByRole('link', {name: 'Mattresses', exact: true})).toBeVisible();
    } else {
      await expect(panel.getByRole('link', {name: 'Mattresses', exact: true})).toBeVisible();
    }
    await panel.getByRole('link', {name: 'Close menu'}).click();
    await expect(panel).not.toBeInViewport();
  });
});

test.describe('prefetching (skipped on 2g or data-saver connections) @js-only', () => {
  /** Hovers the first product tile's link and reports whether the page asked to prefetch its route. */
  async function hoverPrefetches(page: Page): Promise<boolean> {
    await gotoHydrated(page, '/');
    const tile = page.getByTestId('product-tile').first();
    await tile.scrollIntoViewIfNeeded();
    await tile.getByRole('link').first().hover();
    // Remix prefetches on intent after a short hover; give it several times that.
    await page.waitForTimeout(600);
    return (await page.locator('link[rel="prefetch"][href*="/products/"]').count()) > 0;
  }

  test('a product tile prefetches its page when hovered', async ({page}) => {
    expect(await hoverPrefetches(page)).toBe(true);
  });

  test('on a 2g connection, nothing is prefetched', async ({page}) => {
    // (With data saver on, Remix itself stops discovering routes, so links could not prefetch either way.)
    await page.addInitScript(() => {
      const connection = Object.assign(new EventTarget(), {saveData: false, effectiveType: '2g'});
      Object.defineProperty(navigator, 'connection', {value: connection, configurable: true});
    });
    expect(await hoverPrefetches(page)).toBe(false);
  });
});

test.describe('where a page opens @js-only', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  /** Scrolls a listing to its last tile and opens it; the product page must open at its top. */
  async function openLastTile(page: Page): Promise<number> {
    const tile = page.getByTestId('product-tile').last();
    await tile.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(600);
    await tile.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\//);
    await expect.poll(() => scrollY(page)).toBe(0);
    return left;
  }

  test('a product opened from deep in a listing opens at its top, and Back returns to the same place', async ({page}) => {
    // Three listings, each there and back: a long journey on a busy CI machine.
    test.slow();
    for (const listing of ['/collections/mattresses', '/collections/beds', '/products/search?query=bed']) {
      await gotoHydrated(page, listing);
      const left = await openLastTile(page);
      await page.goBack();
      await expect(page).toHaveURL(listing);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 50);
      expect(await scrollY(page)).toBeLessThan(left + 50);
    }
  });
});

test('the footer links every page a shopper should find, and each one answers', async ({page, request}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const path of ['/contact-us', '/store/store-locator', '/store', '/become-a-member', '/blogs/inspiration', '/work-with-us']) {
    expect(hrefs).toContain(path);
  }
  // Each page the footer adds answers. Not the listings (the Shop column): the worker keeps search answers for a
  // minute, and the degraded journeys need listings nothing else has asked for.
  for (const href of new Set(hrefs.filter((href) => !href?.startsWith('/collections/')))) {
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
});

test('the Sale menu leads to the running campaign’s page @js-only', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: 'Show Sale menu'}).click();
  await page.getByRole('link', {name: 'Spring Sale', exact: true}).click();
  await expect(page).toHaveURL('/campaign/spring-sale');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});
