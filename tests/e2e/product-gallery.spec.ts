import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, productPathForSku} from './fixtures';
import {productByHandle} from '../mocks/fixtures/catalogue';

/**
 * The product page's gallery, with JavaScript on and off: thumbnails choose the main image (in place with
 * JavaScript, by `?image=` links without), from the mouse and the keyboard; Zoom opens a dialog (JavaScript) or
 * the image itself (without).
 */

// A bed in three colours: three images, the chosen variant's first.
const {handle, sku} = {handle: 'twilight-upholstered-bed', sku: 'BED-TWILIGHT-Q-TWI-4DREW'};
const PRODUCT = productByHandle(handle)!;
const PATH = productPathForSku(sku);
const COUNT = PRODUCT.images.length;

async function open(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await gotoHydrated(page, PATH);
  else await page.goto(PATH);
}

/** An image's file, whatever rendition the browser chose. */
async function fileOf(image: Locator): Promise<string> {
  return new URL((await image.getAttribute('src')) ?? '', 'http://x').pathname;
}

const mainImage = (page: Page) => page.getByTestId('gallery-main').locator('img');
const thumbnail = (page: Page, n: number) => page.getByRole('link', {name: `Show image ${n} of ${COUNT}`});

test('every image has a thumbnail, the first one current', async ({page, javaScriptEnabled, expectNoSeriousA11yViolations}) => {
  expect(COUNT, 'a product with several images').toBeGreaterThanOrEqual(3);
  await open(page, javaScriptEnabled);
  await expect(page.getByRole('list', {name: 'Product images'}).getByRole('link')).toHaveCount(COUNT);
  await expect(thumbnail(page, 1)).toHaveAttribute('aria-current', 'true');
  expect(await fileOf(mainImage(page))).toBe(await fileOf(thumbnail(page, 1).locator('img')));
  // axe runs as the page's script: with JavaScript only.
  if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
});

test('clicking a thumbnail shows its image', async ({page, javaScriptEnabled}) => {
  await open(page, javaScriptEnabled);
  const second = thumbnail(page, 2);
  const wanted = await fileOf(second.locator('img'));
  expect(await fileOf(mainImage(page))).not.toBe(wanted);
  await second.click();
  if (javaScriptEnabled) {
    // In place: no navigation.
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === PATH);
  } else {
    // The link keeps the variant.
    await expect(page).toHaveURL(new RegExp(`\\?variant=\\d+&image=2$`));
  }
  await expect(thumbnail(page, 2)).toHaveAttribute('aria-current', 'true');
  await expect(thumbnail(page, 1)).not.toHaveAttribute('aria-current', 'true');
  await expect.poll(() => fileOf(mainImage(page))).toBe(wanted);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(PRODUCT.title);
});

test('a thumbnail is chosen from the keyboard: Tab to it, Enter', async ({page, javaScriptEnabled}) => {
  await open(page, javaScriptEnabled);
  const wanted = await fileOf(thumbnail(page, 3).locator('img'));
  await thumbnail(page, 2).focus();
  await page.keyboard.press('Tab');
  await expect(thumbnail(page, 3)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(thumbnail(page, 3)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => fileOf(mainImage(page))).toBe(wanted);
  if (!javaScriptEnabled) await expect(page).toHaveURL(/image=3$/);
});

test('a malformed ?image= shows the first image', async ({page}) => {
  await page.goto(`${PATH}&image=99`);
  await expect(thumbnail(page, 1)).toHaveAttribute('aria-current', 'true');
  await page.goto(`${PATH}&image=abc`);
  await expect(thumbnail(page, 1)).toHaveAttribute('aria-current', 'true');
});

test('without JavaScript, Zoom is a link to the full-size image', async ({page, javaScriptEnabled, request}) => {
  test.skip(javaScriptEnabled, 'with JavaScript Zoom is a button (the next test)');
  await page.goto(`${PATH}&image=2`);
  const zoom = page.getByRole('link', {name: 'Zoom image'});
  const href = (await zoom.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/cdn\/shop\/files\/[^/?]+\.svg$/);
  expect(new URL(href).pathname).toBe(await fileOf(mainImage(page)));
  const answer = await request.get(href);
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toContain('image/');
});

test('zoom from the keyboard: open, zoom in, move on, Escape returns to Zoom @js-only', async ({page, expectNoSeriousA11yViolations}) => {
  await gotoHydrated(page, PATH);
  const zoomButton = page.getByRole('button', {name: 'Zoom image'});
  await zoomButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: PRODUCT.title});
  await expect(dialog).toBeVisible();
  const level = dialog.getByTestId('zoom-level');
  await expect(level).toHaveText('100%');
  await expect(dialog).toContainText(`Image 1 of ${COUNT}`);

  await page.keyboard.press('+');
  await expect(level).toHaveText('150%');
  await dialog.getByRole('button', {name: 'Zoom in'}).click();
  await expect(level).toHaveText('200%');
  // Zoomed in, the image is larger than its view and can be panned.
  const area = dialog.getByRole('region', {name: /Zoomed image/});
  await expect.poll(() => area.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  await page.keyboard.press('-');
  await expect(level).toHaveText('150%');
  await page.keyboard.press('0');
  await expect(level).toHaveText('100%');

  // Fitted, Right shows the next image; the buttons too.
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(`Image 2 of ${COUNT}`);
  await dialog.getByRole('button', {name: 'Previous image'}).click();
  await expect(dialog).toContainText(`Image 1 of ${COUNT}`);
  await dialog.getByRole('button', {name: 'Next image'}).click();
  await expect(dialog).toContainText(`Image 2 of ${COUNT}`);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoomButton).toBeFocused();
  // The page shows the image last seen in the dialog.
  await expect(thumbnail(page, 2)).toHaveAttribute('aria-current', 'true');
});

test('the zoom dialog shows a larger rendition and closes from its Close button @js-only', async ({page}) => {
  await gotoHydrated(page, PATH);
  await page.getByRole('button', {name: 'Zoom image'}).click();
  const dialog = page.getByRole('dialog', {name: PRODUCT.title});
  const image = dialog.locator('img');
  await expect(image).toHaveAttribute('srcset', /width=2880 2880w/);
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', {name: 'Zoom image'})).toBeFocused();
});
