import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, MOCK_SHOP_URL} from './fixtures';
import {productByHandle} from '../mocks/fixtures/catalogue';

/**
 * AR / 3D on the product page (issue 28): the one demo product with Shopify 3D model media gets a "View in 3D"
 * thumbnail. With JavaScript it shows Hydrogen's ModelViewer in place of the main image, its script (self-hosted)
 * and the model loaded only then; without JavaScript it is a link to the model's GLB file.
 */

const MODEL = productByHandle('oslo-bedside-table')!;
const MODEL_KEY = MODEL.models![0].key;
const GLB_URL = `${MOCK_SHOP_URL}/cdn/shop/3d/models/${MODEL_KEY}.glb`;
const USDZ_URL = `${MOCK_SHOP_URL}/cdn/shop/3d/models/${MODEL_KEY}.usdz`;
const PATH = `/products/${MODEL.handle}`;

/** The 3D control: a button with JavaScript, a link without. */
const control = (page: Page, javaScriptEnabled: boolean) =>
  javaScriptEnabled
    ? page.getByRole('button', {name: 'View in 3D'})
    : page.getByRole('link', {name: 'View in 3D (3D model file)'});

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await gotoHydrated(page, path);
  else await page.goto(path);
}

test('only the product with a 3D model has the View in 3D control', async ({page, javaScriptEnabled}) => {
  await open(page, PATH, javaScriptEnabled);
  await expect(control(page, javaScriptEnabled)).toHaveCount(1);
  // Its thumbnail is the model's preview, badged 3D, after the images.
  await expect(page.getByRole('list', {name: 'Product images'}).getByRole('listitem').last()).toContainText('3D');
  for (const other of ['hamptons-bedside-table', 'twilight-upholstered-bed']) {
    await open(page, `/products/${other}`, javaScriptEnabled);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(productByHandle(other)!.title);
    await expect(page.getByRole('button', {name: /View in 3D/})).toHaveCount(0);
    await expect(page.getByRole('link', {name: /View in 3D/})).toHaveCount(0);
  }
});

test('without JavaScript, View in 3D is a link to the GLB file, which is served', async ({
  page,
  javaScriptEnabled,
  request,
}) => {
  test.skip(javaScriptEnabled, 'with JavaScript it is a button (the next test)');
  await page.goto(PATH);
  const link = control(page, false);
  await expect(link).toHaveAttribute('href', GLB_URL);
  const response = await request.get(GLB_URL);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('model/gltf-binary');
  expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('glTF');
  // The page itself stays an image gallery: no viewer before anything is asked for.
  await expect(page.locator('model-viewer')).toHaveCount(0);
  await expect(page.getByTestId('gallery-main').locator('img')).toBeVisible();
});

test('View in 3D loads the self-hosted viewer on demand and shows the model, from the mouse and the keyboard @js-only', async ({
  page,
  baseURL,
  expectNoSeriousA11yViolations,
}) => {
  test.slow();
  // model-viewer's `load` does not bubble: heard in the capture phase, from the very start, on the document (a
  // `load` event never reaches the window).
  await page.addInitScript(() => {
    const loads: string[] = [];
    Object.assign(window, {modelLoads: loads});
    document.addEventListener(
      'load',
      (event) => {
        const target = event.target as Element | null;
        if (target?.localName === 'model-viewer') loads.push(target.getAttribute('src') ?? '');
      },
      true,
    );
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await gotoHydrated(page, PATH);
  // Nothing of the viewer with the page: not its component, not its script, not the model.
  expect(requests.filter((url) => /ModelView|model-viewer|\/3d\/models\//.test(url))).toEqual([]);

  const button = control(page, true);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // Until its script (about 1 MB, slow on a busy two-core machine) has run, the preview image and a message show.
  await expect(page.getByTestId('model-status')).toHaveText('Loading the 3D view…');
  const viewer = page.locator('model-viewer');
  await expect(viewer).toHaveAttribute('src', GLB_URL, {timeout: 30_000});
  await expect(viewer).toHaveAttribute('alt', 'Oslo Bedside Table, 3D model');
  // AR where the device has it (React writes a custom element's boolean attributes as "true"; presence counts).
  await expect(viewer).toHaveAttribute('ar');
  await expect(viewer).toHaveAttribute('ios-src', USDZ_URL);
  await expect(viewer).toHaveAttribute('camera-controls');
  // The script (about 1 MB) and the model take a while on a busy two-core machine.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {modelLoads: string[]}).modelLoads), {timeout: 30_000})
    .toEqual([GLB_URL]);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'loaded');
  await expect(viewer).toBeVisible();

  // The viewer's script came from the app itself, not unpkg.
  const appOrigin = new URL(baseURL!).origin;
  expect(requests.filter((url) => /\/model-viewer\.min-[^/]+\.js$/.test(url)).map((url) => new URL(url).origin)).toEqual([
    appOrigin,
  ]);
  expect([...new Set(requests.map((url) => new URL(url).origin))].sort()).toEqual(
    [appOrigin, new URL(MOCK_SHOP_URL).origin].sort(),
  );

  // Its camera turns from the keyboard: Shift+Tab from the first thumbnail reaches the viewer (just before it),
  // and an arrow key orbits the model.
  const orbit = () =>
    viewer.evaluate((node) => (node as unknown as {getCameraOrbit(): {theta: number}}).getCameraOrbit().theta);
  const before = await orbit();
  await page.getByRole('link', {name: /^Show image 1 of/}).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(viewer).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(orbit).not.toBe(before);

  await expectNoSeriousA11yViolations(page);

  // An image thumbnail brings the images back.
  await page.getByRole('link', {name: /^Show image 1 of/}).click();
  await expect(viewer).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('gallery-main').locator('img')).toBeVisible();

  expect(errors).toEqual([]);
});
