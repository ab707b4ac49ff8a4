import type {Locator, Page} from '@playwright/test';
import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {test, expect, addToBag, estimateDelivery, gotoHydrated, productPathForSku} from './fixtures';

/**
 * Issue 30, items 6, 8 and 10 (postcode): results are announced politely (WCAG 4.1.3), moving content can be
 * paused and keeps still for reduced motion (2.2.2, 2.3.3), and a refused postcode without JavaScript keeps what
 * was typed and lands on its field (3.3.1, 2.4.3). Run with JS on and off; `@js-only` tests need the browser.
 */

const {metroPostcodes, remotePostcode} = DELIVERY_FIXTURE_CASES;
const FIRST_SLIDE = 'Members get discounted delivery on orders over $999';
const SECOND_SLIDE = 'Quickship: selected beds and mattresses delivered within days';
const POSTCODE_MESSAGE = 'Enter a 4-digit Australian postcode.';

/** Focused from the keyboard (Shift+Tab, Tab), so :focus-visible applies as it would for a keyboard user. */
async function keyboardFocus(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
}

/** A visible ring in the control's own text colour (which the banners' content keeps readable on their colour). */
async function expectTextColouredRing(control: Locator) {
  const ring = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {visible: element.matches(':focus-visible'), style: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor, text: style.color};
  });
  expect(ring.visible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.colour).toBe(ring.text);
}

/**
 * Stops the browser's clock once the page is up (it otherwise flows with real time): from here only `runFor` moves
 * it, so nothing turns or ticks while the test looks.
 */
async function stopClock(page: Page) {
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
}

/** Pointer and focus away from the banner, so neither holds its rotation. */
async function leaveBanner(page: Page) {
  await page.mouse.move(600, 700);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('delivery estimate', () => {
  test('says how many options it found for the postcode, in a polite status', async ({page}) => {
    await addToBag(page, productPathForSku('MAT-CLOUD9-Q-MD'));
    await page.goto('/cart');
    const status = page.getByTestId('delivery-status');
    await expect(status).toHaveAttribute('role', 'status');
    // Nothing to say before a check.
    await expect(status).toHaveText('');

    await estimateDelivery(page, metroPostcodes.NSW);
    const options = page.getByTestId('delivery-options').getByRole('button');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await expect(status).toHaveText(`${count} delivery options for ${metroPostcodes.NSW}`);

    // Another postcode: the words follow its own count.
    await estimateDelivery(page, metroPostcodes.VIC);
    await expect(status).toHaveText(/^\d+ delivery options? for 3000$/);
    const spoken = Number((await status.textContent())!.split(' ')[0]);
    await expect(page.getByTestId('delivery-options').getByRole('button')).toHaveCount(spoken);
  });

  test('an undeliverable postcode is the alert only, not a count', async ({page}) => {
    await addToBag(page, productPathForSku('MAT-CLOUD9-Q-MD'));
    await page.goto('/cart');
    await estimateDelivery(page, remotePostcode);
    await expect(page.getByRole('alert').filter({hasText: 'Sorry, delivery isn’t available in your area.'})).toBeVisible();
    await expect(page.getByTestId('delivery-status')).toHaveText('');
  });

  test('a mistyped postcode keeps what was typed, lands on the field and says only what is wrong', async ({page, javaScriptEnabled}) => {
    await addToBag(page, productPathForSku('MIR-ROUND'));
    await page.goto('/cart');
    await page.getByLabel('Postcode').fill('20a0');
    await page.getByRole('button', {name: 'Check', exact: true}).click();

    const field = page.getByLabel('Postcode');
    await expect(page.getByText(POSTCODE_MESSAGE)).toBeVisible();
    await expect(field).toHaveValue('20a0');
    await expect(field).toHaveAttribute('id', 'postcode');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(POSTCODE_MESSAGE);
    // The one message: no delivery verdict, no other error, nothing announced as found.
    await expect(page.getByRole('alert')).toHaveText([POSTCODE_MESSAGE]);
    await expect(page.getByTestId('delivery-status')).toHaveText('');
    if (!javaScriptEnabled) {
      // The page after the post opens at the field, not at the top.
      await expect(page).toHaveURL(/\/cart#postcode$/);
      await expect(page.locator('#postcode:target')).toHaveCount(1);
      await expect(field).toBeInViewport();
    }
  });
});

test.describe('header search @js-only', () => {
  test('says how many products match once the results settle, not at every keystroke', async ({page}) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await stopClock(page);
    const search = page.getByRole('combobox', {name: 'Search'});
    const panel = page.locator(`[id="${await search.getAttribute('aria-controls')}"]`);
    await search.fill('bed');
    await page.clock.runFor(300); // the search's own debounce
    const viewAll = panel.getByRole('link', {name: /View all/});
    await expect(viewAll).toBeVisible();
    const status = panel.getByRole('status');
    // On screen, but not said yet: typing on would replace it.
    await expect(status).toHaveText('');
    await page.clock.runFor(700);
    const total = (await viewAll.textContent())!.replace(/\D/g, '');
    await expect(status).toHaveText(`${total} products`);

    // Typing on: nothing is said for the query being replaced, then the new one is.
    await search.pressSequentially('zzqqxx');
    await page.clock.runFor(300);
    await expect(panel.getByText('No products found')).toBeVisible();
    await expect(status).toHaveText('');
    await page.clock.runFor(700);
    await expect(status).toHaveText(/^No (results|products) for “bedzzqqxx”/);
  });
});

test.describe('information banner', () => {
  test('the rotating slide is not a live region', async ({page}) => {
    await page.goto('/');
    const slide = page.getByRole('region', {name: 'Announcements'}).locator('p');
    await expect(slide).toContainText(FIRST_SLIDE);
    const live = await slide.evaluate((element) => element.closest('[aria-live], [role="status"], [role="alert"], [role="log"], [role="marquee"]'));
    expect(live).toBeNull();
  });

  test('Pause stops the rotation and Play starts it again @js-only', async ({page}) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await stopClock(page);
    const slide = page.getByRole('region', {name: 'Announcements'}).locator('p');
    const pause = page.getByRole('button', {name: 'Pause announcements'});
    await expect(pause).toHaveAttribute('aria-pressed', 'false');

    await keyboardFocus(page, pause);
    await expectTextColouredRing(pause);
    await page.keyboard.press('Enter');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await leaveBanner(page);
    const shown = await slide.textContent();
    await page.clock.runFor(15_000);
    await expect(slide).toHaveText(shown!);

    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    // Play means now, though the pointer and focus are still on the button.
    await page.clock.runFor(5_000);
    await expect(slide).not.toHaveText(shown!);
  });

  test('holds while the pointer or focus is on it @js-only', async ({page}) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await stopClock(page);
    const slide = page.getByRole('region', {name: 'Announcements'}).locator('p');
    await slide.hover();
    const shown = await slide.textContent();
    await page.clock.runFor(12_000);
    await expect(slide).toHaveText(shown!);

    await page.getByRole('button', {name: 'Close announcements'}).focus();
    await page.mouse.move(600, 700);
    await page.clock.runFor(12_000);
    await expect(slide).toHaveText(shown!);

    await leaveBanner(page);
    await page.clock.runFor(5_000);
    await expect(slide).not.toHaveText(shown!);
  });

  test('with reduced motion it does not rotate by itself, and Play rotates it @js-only', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.clock.install();
    await gotoHydrated(page, '/');
    const slide = page.getByRole('region', {name: 'Announcements'}).locator('p');
    const pause = page.getByRole('button', {name: 'Pause announcements'});
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await stopClock(page);
    await page.clock.runFor(20_000);
    await expect(slide).toContainText(FIRST_SLIDE);

    await pause.click();
    await page.clock.runFor(5_000);
    await expect(slide).toContainText(SECOND_SLIDE);
  });
});

test.describe('campaign countdown @js-only', () => {
  test('Pause stops the ticking, Play catches up with the time', async ({page}) => {
    await page.clock.install({time: new Date('2030-12-30T12:00:00Z')});
    await gotoHydrated(page, '/');
    await page.clock.pauseAt(new Date('2030-12-30T12:00:10Z'));
    const timer = page.getByTestId('campaign-banner').getByRole('timer');
    const pause = page.getByRole('button', {name: 'Pause countdown'});
    await expect(timer).toHaveAttribute('aria-label', /^Ends in 1 days, 11 hours, 59 minutes, \d+ seconds$/);
    const before = await timer.getAttribute('aria-label');
    await page.clock.runFor(2_000);
    await expect(timer).not.toHaveAttribute('aria-label', before!);

    await keyboardFocus(page, pause);
    await expectTextColouredRing(pause);
    await page.keyboard.press('Enter');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    const paused = await timer.getAttribute('aria-label');
    const digits = await timer.textContent();
    await page.clock.runFor(5_000);
    await expect(timer).toHaveAttribute('aria-label', paused!);
    await expect(timer).toHaveText(digits!);

    await page.keyboard.press('Enter');
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await page.clock.runFor(1_000);
    // Six seconds on since the pause: the count shows the time left now, not where it stopped.
    const seconds = (label: string | null) => Number(/(\d+) seconds$/.exec(label ?? '')?.[1]);
    await expect.poll(async () => seconds(paused) - seconds(await timer.getAttribute('aria-label'))).toBeGreaterThanOrEqual(5);
  });

  test('paused, it still goes away when the time is up', async ({page}) => {
    // The banner's timer ends 2030-12-31T23:59:59Z.
    await page.clock.install({time: new Date('2030-12-31T23:59:40Z')});
    await gotoHydrated(page, '/');
    const banner = page.getByTestId('campaign-banner');
    await page.getByRole('button', {name: 'Pause countdown'}).click();
    await page.clock.runFor(30_000);
    await expect(banner).toHaveCount(0);
  });
});

test('with reduced motion the carousel arrows jump rather than glide @js-only', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await gotoHydrated(page, '/products/aurora-hybrid-mattress');
  const carousel = page.getByRole('region', {name: 'You may also like'});
  const next = carousel.getByRole('button', {name: 'Next You may also like'});
  await next.scrollIntoViewIfNeeded();
  // Read in the same task as the press: a smooth scroll would not have moved yet.
  const moved = await next.evaluate((button) => {
    const list = button.closest('section')!.querySelector('ul')!;
    const from = list.scrollLeft;
    (button as HTMLButtonElement).click();
    return list.scrollLeft - from;
  });
  expect(moved).toBeGreaterThan(0);
});
