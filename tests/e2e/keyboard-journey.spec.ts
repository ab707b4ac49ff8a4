import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * A keyboard-only shopper, from the home page to the checkout link, with JavaScript on and off: mega menu → listing
 * → filter → product → variant → add → bag → postcode → delivery option → checkout. Only Tab, Enter, Space and typing;
 * at every stop focus is on a real control (never `<body>`) and shows a visible focus style.
 */

const MAX_TABS = 80;

/** What the focused element is, and whether it shows a focus indicator (an outline or a ring). */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return {onBody: true, visible: false, name: ''};
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {onBody: false, visible: outlined || ringed, name: element.textContent?.trim().slice(0, 40) ?? ''};
  });
}

async function expectVisibleFocus(page: Page, step: string) {
  const state = await focusState(page);
  expect(state.onBody, `${step}: focus is lost to <body>`).toBe(false);
  expect(state.visible, `${step}: "${state.name}" has no visible focus`).toBe(true);
}

/** Presses Tab (or Shift+Tab, going `back`) until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, step: string, direction: 'forward' | 'back' = 'forward') {
  // A page still loading (a form's answer without JavaScript) may move focus when it ends: start once it has.
  await page.waitForLoadState('load');
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press(direction === 'back' ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page, step);
      return;
    }
    const state = await focusState(page);
    expect(state.onBody, `${step}: Tab ${presses + 1} left focus on <body>`).toBe(false);
  }
  throw new Error(`${step}: not reached in ${MAX_TABS} presses of Tab`);
}

test('from the home page to the checkout link with the keyboard alone', async ({page, javaScriptEnabled}) => {
  test.slow();
  if (javaScriptEnabled) await gotoHydrated(page, '/');
  else await page.goto('/');

  // Mega menu → the mattress listing. Without JavaScript the menu's top links go straight to their listings.
  const nav = page.getByRole('navigation', {name: 'Main'});
  if (javaScriptEnabled) {
    const menuButton = page.getByRole('button', {name: 'Show Mattresses menu'});
    await tabTo(page, menuButton, 'mega menu');
    await page.keyboard.press('Enter');
    const allMattresses = page.locator('#mega-menu-panel-0').getByRole('link', {name: 'All mattresses'});
    await tabTo(page, allMattresses, 'mega menu link');
  } else {
    await tabTo(page, nav.getByRole('link', {name: 'Mattresses', exact: true}), 'menu link');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/collections\/mattresses/);
  if (javaScriptEnabled) {
    // A client-side navigation: focus on the new page's heading (not left in the menu), and its title spoken.
    await expect(page.locator('#main h1')).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText(`Navigated to ${await page.title()}`);
  }

  // A filter.
  const firm = page.getByTestId('facet-value').filter({hasText: /^Firm/}).first();
  await tabTo(page, firm, 'filter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/Firm/);

  // A product from the listing.
  const tile = page.getByTestId('product-tile').first().getByRole('link').first();
  await tabTo(page, tile, 'product tile');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\//);
  if (javaScriptEnabled) await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});

  // A variant, then Add to bag.
  const details = page.getByTestId('product-details');
  await tabTo(page, details.getByRole('link', {name: 'King', exact: true}), 'variant');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/variant=/);
  const add = details.getByRole('button', {name: 'Add to bag'});
  await tabTo(page, add, 'add to bag');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added to your bag.').first()).toBeVisible();
  if (javaScriptEnabled) {
    // Focus stays on the button the shopper pressed.
    await expect(add).toBeFocused();
  }

  // The bag, from the header: back up to it from Add to bag, or on from the top of the page the form reloaded.
  const bagLink = page.getByRole('banner').getByRole('link', {name: /^Bag, 1 item/});
  await tabTo(page, bagLink, 'bag link', javaScriptEnabled ? 'back' : 'forward');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);

  // Postcode, a delivery option, checkout.
  const postcode = page.getByLabel('Postcode');
  await tabTo(page, postcode, 'postcode');
  await page.keyboard.type('2000');
  await page.keyboard.press('Enter');
  const options = page.getByRole('group', {name: 'Delivery options for 2000'});
  await expect(options).toBeVisible();
  const standard = options.getByRole('button', {name: /^Standard Delivery/});
  await tabTo(page, standard, 'delivery option');
  await page.keyboard.press('Enter');
  await expect(options.getByRole('button', {name: /^Standard Delivery/})).toHaveAttribute('aria-pressed', 'true');
  const checkout = page.getByRole('link', {name: /checkout/i}).first();
  await tabTo(page, checkout, 'checkout');
  await expect(checkout).toHaveAttribute('href', /\/cart\/c\/|checkout/);
});

test('the header search with the keyboard alone: type, reach "View all", land on the results', async ({page, javaScriptEnabled}) => {
  test.slow();
  await page.setViewportSize({width: 1366, height: 800});
  if (javaScriptEnabled) await gotoHydrated(page, '/');
  else await page.goto('/');
  const search = page.getByRole('banner').getByRole(javaScriptEnabled ? 'combobox' : 'searchbox', {name: 'Search'});
  await tabTo(page, search, 'search field');
  await page.keyboard.type('bed');
  if (javaScriptEnabled) {
    // The panel's "View all" is the next stop after the field.
    const viewAll = page.getByRole('link', {name: /View all/});
    await expect(viewAll).toBeVisible();
    await tabTo(page, viewAll, 'View all');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/search\?query=bed/);
  if (javaScriptEnabled) {
    // A new page: its heading has focus, and its title is spoken.
    await expect(page.locator('#main h1')).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText(/^Navigated to /);
  }
  await tabTo(page, page.getByTestId('product-tile').first().getByRole('link').first(), 'first result');
});

test('the wishlist from the header with the keyboard alone', async ({page, javaScriptEnabled}) => {
  await page.setViewportSize({width: 1366, height: 800});
  if (javaScriptEnabled) await gotoHydrated(page, '/');
  else await page.goto('/');
  const icon = page.getByTestId('wishlist-icon');
  await tabTo(page, icon, 'wishlist icon');
  await page.keyboard.press('Enter');
  if (javaScriptEnabled) {
    // The sign-in dialog holds focus until Escape, which returns it to the icon.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    let leftForBrowser = 0;
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((element) => ({
        inside: element.contains(document.activeElement),
        // A native modal lets Tab past its last control go to the browser's own toolbar (the page loses focus),
        // and the next Tab comes back into the dialog: that is not focus lost in the page.
        browser: document.activeElement === document.body && !document.hasFocus(),
      }));
      if (where.browser) {
        leftForBrowser += 1;
        continue;
      }
      expect(where.inside, `Tab ${presses + 1} left the dialog`).toBe(true);
      await expectVisibleFocus(page, 'wishlist dialog');
    }
    // It went round: past its last control and back into it.
    expect(leftForBrowser).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(icon).toBeFocused();
  } else {
    // Without JavaScript the icon is a link to the wishlist page, which asks for the e-mail.
    await expect(page).toHaveURL(/\/wishlist/);
    await tabTo(page, page.locator('main').getByLabel('Email'), 'e-mail field');
  }
});
