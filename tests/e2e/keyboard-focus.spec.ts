import type {Locator, Page} from '@playwright/test';
import {test, expect, addToBag, gotoHydrated, productPathForSku} from './fixtures';

/**
 * Keyboard focus and reflow (issue 30): bag actions keep focus on their control (WCAG 2.4.3), focus rings show on
 * dark surfaces (2.4.7), the header has no invisible tab stops and its search panel's links are reached with Tab,
 * and the header fits a 320 px window (1.4.10). Run with JavaScript on and off; `@js-only` tests need hydration.
 */

/** Holds the bag's POSTs back a moment, so the busy state (where focus used to drop to <body>) is really seen. */
async function slowBagPosts(page: Page) {
  await page.route(/\/cart(\.data)?(\?.*)?$/, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

/** Focuses the control with the keyboard, so it matches :focus-visible as it would for a keyboard shopper. */
async function keyboardFocus(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
}

test.describe('bag actions keep focus on their control @js-only', () => {
  test('Add to bag', async ({page}) => {
    await gotoHydrated(page, productPathForSku('MIR-ROUND'));
    await slowBagPosts(page);
    // Named 'Adding…' while busy.
    const add = page.getByRole('button', {name: /^(Add to bag|Adding…)$/});
    await add.focus();
    await page.keyboard.press('Enter');
    // Busy: announced as unavailable, still focused, and a second Enter is ignored.
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Added to your bag.')).toBeVisible();
    await expect(add).not.toHaveAttribute('aria-disabled');
    await expect(add).toBeFocused();
    await expect(page.getByRole('link', {name: 'Bag, 1 item'})).toBeVisible();
  });

  test("the bed builder's Add to bag", async ({page}) => {
    await gotoHydrated(page, '/bedbuilder?material=Velvet&colour=Navy&headboard=Wingback&base=Standard&size=King');
    await slowBagPosts(page);
    const add = page.getByTestId('bed-builder-add');
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toBeFocused();
    await expect(page.getByText('Added to your bag.')).toBeVisible();
    await expect(add).toBeFocused();
  });

  test('the postcode Check', async ({page}) => {
    await addToBag(page, productPathForSku('MAT-CLOUD9-Q-MD'));
    await gotoHydrated(page, '/cart');
    await slowBagPosts(page);
    await page.getByLabel('Postcode').fill('2000');
    const check = page.getByRole('button', {name: 'Check', exact: true});
    await check.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('delivery-options')).toBeVisible();
    await expect(check).toBeFocused();
  });

  test('quantity + and −, even as − reaches 1', async ({page}) => {
    await addToBag(page, productPathForSku('MIR-ROUND'));
    await gotoHydrated(page, '/cart');
    await slowBagPosts(page);
    const quantity = page.getByTestId('line-quantity');
    const increase = page.getByRole('button', {name: 'Increase quantity of Round Rattan Mirror'});
    const decrease = page.getByRole('button', {name: 'Decrease quantity of Round Rattan Mirror'});
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(increase).toBeFocused();
    await expect(quantity).toHaveText('2');
    await expect(page.getByRole('link', {name: 'Bag, 2 items'})).toBeVisible();
    await expect(increase).toBeFocused();
    // The 2 and the header's count show at once (optimistic); the steppers take presses again once the bag has answered.
    await expect(decrease).not.toHaveAttribute('aria-disabled', 'true');

    await decrease.focus();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveText('1');
    await expect(page.getByRole('link', {name: 'Bag, 1 item'})).toBeVisible();
    // At 1, − is unavailable (aria-disabled) but keeps its focus, and pressing it again removes nothing.
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await expect(decrease).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveText('1');
  });

  test('Remove: focus goes to the next line, then to the bag heading once the bag is empty', async ({page}) => {
    await addToBag(page, productPathForSku('MIR-ROUND'));
    await addToBag(page, productPathForSku('BST-METRO-BLA'));
    await gotoHydrated(page, '/cart');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const [first, second] = await Promise.all([0, 1].map((n) => lines.nth(n).getByRole('heading', {level: 3}).innerText()));

    await page.getByRole('button', {name: `Remove ${first}`}).focus();
    await page.keyboard.press('Enter');
    await expect(lines).toHaveCount(1);
    await expect(lines.getByRole('heading', {level: 3}).getByRole('link', {name: second})).toBeFocused();

    await page.getByRole('button', {name: `Remove ${second}`}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your bag is empty.')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1, name: 'Your bag'})).toBeFocused();
  });
});

/** The WCAG contrast ratio of two `rgb()`/`rgba()` colours, the first drawn over the second. */
function contrast(foreground: string, background: string): number {
  const parse = (colour: string) => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    if (parts.length < 3) throw new Error(`Not an rgb colour: ${colour}`);
    return {rgb: parts.slice(0, 3), alpha: parts[3] ?? 1};
  };
  const back = parse(background).rgb;
  const front = parse(foreground);
  const over = front.rgb.map((channel, n) => channel * front.alpha + back[n] * (1 - front.alpha));
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(over), luminance(back)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The focused control's outline and the first opaque background behind it. */
async function focusRing(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    let background = 'rgb(255, 255, 255)';
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'transparent' && !/,\s*0\)$/.test(colour)) {
        background = colour;
        break;
      }
    }
    return {
      focusVisible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      colour: style.outlineColor,
      background,
    };
  });
}

test('a focused footer link has a ring that contrasts 3:1 with the footer', async ({page}) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', {name: 'Warranty'});
  await keyboardFocus(page, link);
  const ring = await focusRing(link);
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
});

test('"Close announcements" has a ring that contrasts 3:1 with the banner @js-only', async ({page}) => {
  await gotoHydrated(page, '/');
  const close = page.getByRole('button', {name: 'Close announcements'});
  await keyboardFocus(page, close);
  const ring = await focusRing(close);
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
});

test('every header tab stop can be seen (no 1 × 1 "Submit search")', async ({page, javaScriptEnabled}) => {
  if (javaScriptEnabled) await gotoHydrated(page, '/');
  else await page.goto('/');
  await expect(page.getByRole('button', {name: 'Submit search'})).toHaveCount(0);
  const stops: string[] = [];
  for (let n = 0; n < 40; n += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      return {
        inHeader: Boolean(element.closest('header')),
        name: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`,
        width: box.width,
        height: box.height,
      };
    });
    if (!stop) continue;
    if (!stop.inHeader) {
      if (stops.length > 0) break;
      continue;
    }
    stops.push(stop.name);
    expect(stop.width, stop.name).toBeGreaterThan(8);
    expect(stop.height, stop.name).toBeGreaterThan(8);
  }
  expect(stops.length).toBeGreaterThan(3);
});

test.describe('header search panel and the keyboard @js-only', () => {
  test.use({viewport: {width: 1366, height: 800}});

  test('Tab from the field reaches "View all"; leaving the search closes the panel', async ({page}) => {
    await gotoHydrated(page, '/');
    const search = page.getByRole('combobox', {name: 'Search'});
    const panel = page.getByTestId('search-panel').filter({visible: true});
    await search.fill('bed');
    const viewAll = page.getByRole('link', {name: /View all/});
    await expect(viewAll).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(viewAll).toBeFocused();
    await expect(viewAll).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel).toHaveCount(0);
  });

  test('Escape from the panel closes it and returns to the field', async ({page}) => {
    await gotoHydrated(page, '/');
    const search = page.getByRole('combobox', {name: 'Search'});
    await search.fill('bed');
    const viewAll = page.getByRole('link', {name: /View all/});
    await expect(viewAll).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(viewAll).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(viewAll).toBeHidden();
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the page reflows at 320 px', () => {
  test.use({viewport: {width: 320, height: 640}});

  for (const path of ['/', '/collections/mattresses', '/products/aurora-hybrid-mattress', '/cart']) {
    test(`${path}: no sideways scroll, the bag icon in full`, async ({page}) => {
      if (path === '/cart') await addToBag(page, productPathForSku('MIR-ROUND'));
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const bag = (await page.getByTestId('bag-icon').boundingBox())!;
      expect(bag.x).toBeGreaterThanOrEqual(0);
      expect(bag.x + bag.width).toBeLessThanOrEqual(320);
    });
  }
});
