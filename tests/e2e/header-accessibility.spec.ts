import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoBeforeHydration, gotoHydrated} from './fixtures';

/**
 * The header's menus and hover content (issue 30, items 3, 9 and 10): the mobile menu is modal (WCAG 2.4.3, 2.4.11),
 * the mini bag and the mega menu can be dismissed (1.4.13), controls that need JavaScript are not offered without it,
 * and the menus do not slide when reduced motion is asked for. Run with JavaScript on and off; `@js-only` tests need
 * hydration.
 */

const TOP_LEVEL = ['Mattresses', 'Beds', 'Bedroom Furniture', 'Ensembles', 'Sale', 'Inspiration'];

async function goto(page: Page, path: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await gotoHydrated(page, path);
  else await page.goto(path);
}

/**
 * Where focus is: inside the mobile menu's panel, out of the page (the browser's own controls: as with any modal
 * <dialog>, Tab from the last control may pass through them on its way back to the first), or on the page behind.
 */
async function focusInMenu(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return {place: 'browser', name: ''};
    return {
      place: element.closest('#site-menu') ? 'menu' : 'page',
      name: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60)}`,
    };
  });
}

test.describe('mobile menu at 375 px', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('Tab and Shift+Tab stay in the open menu; the page behind is out of reach', async ({
    page,
    javaScriptEnabled,
  }) => {
    // Some 70 key presses, each followed by a look at the focus.
    test.slow();
    await goto(page, '/', javaScriptEnabled);
    const panel = page.getByRole('dialog', {name: 'Menu'});
    await page.getByRole('link', {name: 'Menu', exact: true}).click();
    await expect(panel).toBeInViewport();
    const tabbable = await panel
      .locator('a[href], button')
      .evaluateAll(
        (elements) => elements.filter((element) => element.checkVisibility({visibilityProperty: true})).length,
      );
    expect(tabbable).toBeGreaterThan(5);
    // Twice round the panel each way: past the last stop focus comes back to the first (and back), never to the header
    // behind.
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen = new Set<string>();
      let outOfPage = 0;
      for (let n = 0; n < tabbable * 2 + 4; n += 1) {
        await page.keyboard.press(key);
        const focus = await focusInMenu(page);
        expect(focus.place, `${key} ×${n + 1} reached ${focus.name}`).not.toBe('page');
        if (focus.place === 'menu') seen.add(focus.name);
        else outOfPage += 1;
      }
      expect(seen.size, key).toBe(tabbable);
      expect(outOfPage, `${key}: at most one stop out of the page per round`).toBeLessThanOrEqual(2);
    }

    // Behind the panel: inert with JavaScript (a modal dialog), hidden without; either way out of reach and out of the
    // accessibility tree.
    if (javaScriptEnabled) expect(await panel.evaluate((element) => element.matches(':modal'))).toBe(true);
    const logo = page.locator('header a[href="/"]');
    for (const behind of [page.getByTestId('bag-icon'), logo, page.locator('main a').first()]) {
      // Not even a script can focus it.
      await behind.evaluate((element: HTMLElement) => element.focus());
      await expect(behind).not.toBeFocused();
    }
    if (javaScriptEnabled) {
      // A click on the page behind (the backdrop) closes the menu rather than following what is under it.
      await page.mouse.click(365, 400);
      await expect(panel).not.toBeInViewport();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('Escape closes it, focus returns to the menu button and the page is live again @js-only', async ({page}) => {
    await gotoHydrated(page, '/');
    const menuButton = page.getByRole('link', {name: 'Menu', exact: true});
    const panel = page.getByRole('dialog', {name: 'Menu'});
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeInViewport();
    expect(await panel.evaluate((element) => element.matches(':modal'))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(panel).not.toBeInViewport();
    await expect(menuButton).toBeFocused();
    // The next Tab goes on to the logo, not into the closed panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: /home$/})).toBeFocused();
  });

  test('a child menu takes focus to Back, and Back returns it to the button that opened it @js-only', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', {name: 'Menu', exact: true}).click();
    const panel = page.getByRole('dialog', {name: 'Menu'});
    await expect(panel).toBeInViewport();
    const open = panel.getByRole('button', {name: 'Open Beds menu'});
    await open.focus();
    await page.keyboard.press('Enter');
    const back = panel.getByRole('button', {name: 'Back'});
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', {name: 'Open Beds menu'})).toBeFocused();
  });

  // axe runs as a script in the page: not without JavaScript.
  test('the open menu has no axe violations @js-only', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', {name: 'Menu', exact: true}).click();
    await expect(page.getByRole('dialog', {name: 'Menu'})).toBeInViewport();
    const results = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
  });
});

test('the menus do not slide with reduced motion', async ({page, javaScriptEnabled}) => {
  await page.setViewportSize({width: 375, height: 812});
  await goto(page, '/', javaScriptEnabled);
  const panel = page.locator('#site-menu');
  // The longest of the panel's transitions (transform, and display and top layer held while it slides out).
  const longest = () =>
    panel.evaluate((element) =>
      Math.max(...getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value))),
    );
  await expect.poll(longest).toBeGreaterThan(0);
  await page.emulateMedia({reducedMotion: 'reduce'});
  await expect.poll(longest).toBe(0);
  await page.getByRole('link', {name: 'Menu', exact: true}).click();
  // In place at once: no transition or animation running.
  expect(await panel.evaluate((element) => element.getAnimations().length)).toBe(0);
  await expect(panel).toBeInViewport({ratio: 1});

  await page.setViewportSize({width: 1280, height: 800});
  await goto(page, '/', javaScriptEnabled);
  const megaPanels = page.locator('[id^="mega-menu-panel-"]');
  expect(await megaPanels.count()).toBeGreaterThan(0);
  const megaDurations = await megaPanels.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element).transitionDuration),
  );
  for (const duration of megaDurations) expect(duration).toBe('0s');
});

test.describe('hover content can be dismissed @js-only', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the mini bag closes on Escape while the pointer stays on it, and opens on the next hover', async ({page}) => {
    await gotoHydrated(page, '/');
    const bagIcon = page.getByTestId('bag-icon');
    const miniBag = page.getByRole('region', {name: 'Mini bag'});
    await bagIcon.hover();
    await expect(miniBag).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(miniBag).toBeHidden();
    // The pointer has not moved: it stays closed.
    await page.waitForTimeout(700);
    await expect(miniBag).toBeHidden();
    await page.mouse.move(10, 600);
    await bagIcon.hover();
    await expect(miniBag).toBeVisible();
  });

  test('the mega menu closes when Tab leaves its entry and panel, and when Shift+Tab does', async ({page}) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', {name: 'Show Mattresses menu'});
    const panel = page.locator('#mega-menu-panel-0');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const links = await panel.getByRole('link').count();
    expect(links).toBeGreaterThan(0);
    for (let n = 0; n < links; n += 1) {
      await page.keyboard.press('Tab');
      await expect(panel).toBeVisible();
    }
    await expect(panel.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    const beds = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Beds', exact: true});
    await expect(beds).toBeFocused();
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Backwards: from the button to its own link keeps the panel; on to the logo closes it.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeHidden();
  });

  test('Escape closes a hovered mega menu without taking focus from the search box', async ({page}) => {
    await gotoHydrated(page, '/');
    const search = page.getByRole('combobox', {name: 'Search'}).filter({visible: true});
    await search.focus();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Mattresses', exact: true}).hover();
    const panel = page.locator('#mega-menu-panel-0');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(search).toBeFocused();
  });

  test('following a link in the mega menu closes it: the next page is not covered', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Show Sale menu'}).click();
    const panel = page.locator('#mega-menu-panel-4');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', {name: 'Spring Sale', exact: true}).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL('/campaign/spring-sale');
    await expect(page.getByRole('heading', {level: 1})).toBeInViewport();
    await expect(panel).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('entries are links, no "Show … menu" buttons; search is a plain field', async ({page, javaScriptEnabled}) => {
    test.skip(javaScriptEnabled, 'no-JS behaviour (the JS project checks the page before hydration)');
    await page.goto('/');
    await expectNoScriptHeader(page);
    // The plain GET form searches.
    const search = page.getByRole('searchbox', {name: 'Search'}).filter({visible: true});
    await search.fill('oslo');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\/search\?query=oslo$/);
  });

  test('before hydration the header is the same; hydrated, buttons and combobox appear @js-only', async ({page}) => {
    const {hydrate} = await gotoBeforeHydration(page, '/');
    await expectNoScriptHeader(page);
    await hydrate();
    await expect(page.getByRole('button', {name: /^Show .+ menu$/})).toHaveCount(5);
    const search = page.getByRole('combobox', {name: 'Search'}).filter({visible: true});
    await expect(search).toHaveAttribute('aria-expanded', 'false');
  });
});

/** The header as it must be without JavaScript: only links in the main menu's tab order, a plain search field. */
async function expectNoScriptHeader(page: Page) {
  const nav = page.getByRole('navigation', {name: 'Main'});
  await expect(page.getByRole('button', {name: /^Show .+ menu$/})).toHaveCount(0);
  for (const label of TOP_LEVEL) {
    await expect(nav.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', /^\/(collections|blogs)\//);
  }
  // Every tab stop in the main menu is one of its links.
  const stops: string[] = [];
  for (let n = 0; n < 30; n += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.closest('nav[aria-label="Main"]') ? `${element.tagName} ${element.textContent?.trim()}` : null;
    });
    if (stop) stops.push(stop);
  }
  expect(stops).toEqual(TOP_LEVEL.map((label) => `A ${label}`));
  const search = page.locator('input[name="query"]').filter({visible: true});
  await expect(search).toHaveAttribute('type', 'search');
  for (const attribute of ['role', 'aria-expanded', 'aria-controls', 'aria-autocomplete']) {
    await expect(search).not.toHaveAttribute(attribute);
  }
  await expect(page.getByRole('combobox')).toHaveCount(0);
}
