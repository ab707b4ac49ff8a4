import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * The bed builder at /bedbuilder (issue 10), with JavaScript on and off:
 * the URL is the selection, every choice a link; with JS choices open a
 * modal and dropping a headboard or base asks first.
 */

const SHARED = '/bedbuilder?material=Timber&colour=Walnut&headboard=Slimline+%2B+Bedsides&base=Standard&size=Queen';

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await gotoHydrated(page, path);
  else await page.goto(path);
}

/** Picks a value for an option: straight from the page without JS, through the option's modal with it. */
async function choose(page: Page, option: string, value: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    await page.getByRole('button', {name: `Change ${option}`}).click();
    const modal = page.getByRole('dialog', {name: `Choose your ${option}`});
    await expect(modal).toBeVisible();
    await modal.getByRole('link', {name: value, exact: true}).click();
  } else {
    await page.getByTestId(`bed-choices-${option}`).getByRole('link', {name: value, exact: true}).click();
  }
}

async function choicesOf(page: Page, option: string, javaScriptEnabled: boolean): Promise<string[]> {
  if (javaScriptEnabled) {
    await page.getByRole('button', {name: `Change ${option}`}).click();
    const modal = page.getByRole('dialog', {name: `Choose your ${option}`});
    const names = (await modal.getByRole('link').allInnerTexts()).map((text) => text.trim());
    await modal.getByRole('button', {name: 'Close'}).click();
    await expect(modal).toBeHidden();
    return names;
  }
  return (await page.getByTestId(`bed-choices-${option}`).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

test('opens on the default bed with its layered picture and summary', async ({page, javaScriptEnabled}) => {
  await open(page, '/bedbuilder', javaScriptEnabled);
  await expect(page.getByTestId('bed-selected-material')).toHaveText('Timber');
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Natural Oak');
  await expect(page.getByTestId('bed-selected-headboard')).toHaveText('Slimline');
  await expect(page.getByTestId('bed-selected-base')).toHaveText('4 Drawer E/W');
  await expect(page.getByTestId('bed-selected-size')).toHaveText('Queen');
  const layers = page.getByTestId('bed-builder-picture').locator('img');
  await expect(layers).toHaveCount(3);
  // Every layer really loaded from the image bucket stand-in.
  for (const layer of await layers.all()) {
    await expect.poll(() => layer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  }
  // The summary names what goes in the bag.
  const summary = page.getByTestId('bed-builder-summary');
  await expect(summary).toContainText('Oslo Timber Bed (Queen / Natural Oak / 4 Drawer E/W)');
  await expect(summary).toContainText('Slimline Timber Headboard (Queen / Oak)');
  await expect(page.getByTestId('bed-builder-total')).toHaveText('Total: $2,248.00');
});

// axe runs as a script in the page, so it needs JavaScript (like accessibility.spec.ts).
test('has no serious axe violations, with an option modal open too @js-only', async ({page, expectNoSeriousA11yViolations}) => {
  // Two axe scans of a page with a layered picture: over 30 s on the two-core CI machine.
  test.slow();
  await gotoHydrated(page, SHARED);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', {name: 'Change base'}).click();
  await expect(page.getByRole('dialog', {name: 'Choose your base'})).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('changing the material changes the colours offered', async ({page, javaScriptEnabled}) => {
  await open(page, '/bedbuilder', javaScriptEnabled);
  expect(await choicesOf(page, 'colour', javaScriptEnabled)).toEqual(['Natural Oak', 'Walnut']);
  expect(await choicesOf(page, 'material', javaScriptEnabled)).toEqual(['Timber', 'Upholstered', 'Velvet']);
  await choose(page, 'material', 'Upholstered', javaScriptEnabled);
  if (javaScriptEnabled) {
    // The headboard changes with the material: asked first.
    await page.getByRole('dialog', {name: 'Change your options?'}).getByRole('button', {name: 'Change options'}).click();
  }
  await expect(page).toHaveURL(/material=Upholstered/);
  await expect(page.getByTestId('bed-selected-material')).toHaveText('Upholstered');
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Twilight');
  expect(await choicesOf(page, 'colour', javaScriptEnabled)).toEqual(['Twilight', 'Stone', 'Charcoal']);
  await expect(page.getByTestId('bed-builder-picture').locator('img[data-layer="mattress"]')).toHaveAttribute(
    'src',
    /options\/others\/upholstered-mattress\.png$/,
  );
});

test('builds every size the parts are made in, keeping the other options', async ({page, javaScriptEnabled}) => {
  await open(page, '/bedbuilder?material=Upholstered&colour=Charcoal&headboard=Channel+Tufted&base=Standard', javaScriptEnabled);
  const sizes = page.getByTestId('bed-choices-size').getByRole('link');
  await expect(sizes).toHaveText(['Double', 'Queen', 'King']);
  await sizes.filter({hasText: 'Double'}).click();
  await expect(page).toHaveURL(/size=Double/);
  await expect(page.getByTestId('bed-selected-size')).toHaveText('Double');
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Charcoal');
  const summary = page.getByTestId('bed-builder-summary');
  await expect(summary).toContainText('Twilight Upholstered Bed (Double / Charcoal / Standard)');
  await expect(summary).toContainText('Channel Tufted Headboard (Double / Charcoal)');
});

test('a choice that drops the headboard asks first, an unavailable choice says so, and reset asks @js-only', async ({page}) => {
  await gotoHydrated(page, '/bedbuilder');
  await choose(page, 'material', 'Velvet', true);
  const confirm = page.getByRole('dialog', {name: 'Change your options?'});
  await expect(confirm).toContainText(
    'Changing the material to Velvet changes your colour from Natural Oak to Emerald and changes your headboard from Slimline to Wingback.',
  );
  // Keeping the bed changes nothing.
  await confirm.getByRole('button', {name: 'Keep my bed'}).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('bed-selected-material')).toHaveText('Timber');

  await choose(page, 'material', 'Velvet', true);
  await confirm.getByRole('button', {name: 'Change options'}).click();
  await expect(page.getByTestId('bed-selected-material')).toHaveText('Velvet');
  await expect(page.getByTestId('bed-selected-headboard')).toHaveText('Wingback');

  // A choice with no product for sale (the Blush bed is sold out in King) says so in a modal, as well as on the page.
  await choose(page, 'colour', 'Blush', true);
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Blush');
  await expect(page.getByRole('dialog', {name: 'Not available'})).toBeHidden();
  await page.getByTestId('bed-choices-size').getByRole('link', {name: 'King'}).click();
  const unavailable = page.getByRole('dialog', {name: 'Not available'});
  await expect(unavailable).toContainText('isn’t available right now');
  await unavailable.getByRole('button', {name: 'Close'}).click();

  await page.getByRole('button', {name: 'Start again'}).click();
  const reset = page.getByRole('dialog', {name: 'Start again?'});
  await reset.getByRole('button', {name: 'Start again'}).click();
  await expect(page).toHaveURL(/\/bedbuilder$/);
  await expect(page.getByTestId('bed-selected-material')).toHaveText('Timber');
});

test('"Design yours" on a product opens the builder on that product, in the shopper’s size', async ({page, javaScriptEnabled}) => {
  await open(page, '/products/kensington-velvet-bed', javaScriptEnabled);
  // Each choice is a navigation: the next click waits until the page shows it chosen (with JavaScript, a click
  // before the last navigation ended would open the builder on the variant before).
  const choose = async (value: string) => {
    const tile = page.getByTestId('product-details').getByRole('link', {name: value, exact: true});
    await tile.click();
    await expect(tile).toHaveAttribute('aria-current', 'true');
  };
  await choose('King');
  await choose('Navy');
  await expect(page).toHaveURL(/variant=/);
  await expect(page.getByRole('link', {name: 'Design yours'})).toHaveAttribute('href', /\/bedbuilder\?product=kensington-velvet-bed&variant=\d+/);
  await page.getByRole('link', {name: 'Design yours'}).click();
  await expect(page).toHaveURL(/\/bedbuilder\?material=Velvet&colour=Navy&headboard=Wingback&base=Standard&size=King$/);
  await expect(page.getByTestId('bed-builder-summary')).toContainText('Kensington Velvet Bed (King / Navy / Standard)');
  await expect(page.getByRole('button', {name: 'Add to bag'})).toBeEnabled();
});

test('the share link restores the selection', async ({page, javaScriptEnabled, baseURL}) => {
  await open(page, SHARED, javaScriptEnabled);
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Walnut');
  await expect(page.getByTestId('bed-selected-headboard')).toHaveText('Slimline + Bedsides');
  await expect(page.getByTestId('bed-selected-base')).toHaveText('Standard');
  await expect(page.getByTestId('bed-builder-picture').locator('img')).toHaveCount(4);
  const shareUrl = await page.getByLabel('Share your bed').inputValue();
  expect(shareUrl).toBe(`${baseURL}${SHARED}`);

  // Opened afresh (another shopper), the link shows the same bed.
  await open(page, '/bedbuilder', javaScriptEnabled);
  await open(page, shareUrl, javaScriptEnabled);
  await expect(page.getByTestId('bed-selected-headboard')).toHaveText('Slimline + Bedsides');
  await expect(page.getByTestId('bed-builder-summary')).toContainText('2 × Oslo Bedside Table');
});

test('an unknown value in a link falls back with a notice', async ({page, javaScriptEnabled}) => {
  await open(page, '/bedbuilder?material=Steel', javaScriptEnabled);
  await expect(page.getByTestId('bed-builder-notices')).toContainText('“Steel” isn’t a material we offer');
  await expect(page.getByTestId('bed-selected-material')).toHaveText('Timber');
});

test('a combination without a product for sale says so and cannot be added', async ({page, javaScriptEnabled}) => {
  await open(page, '/bedbuilder?material=Velvet&colour=Blush&size=King', javaScriptEnabled);
  await expect(page.getByTestId('bed-builder-unavailable')).toContainText('isn’t available right now');
  await expect(page.getByRole('button', {name: 'Add to bag'})).toBeDisabled();
});

test('Download PDF gives a PDF of the selection', async ({page, javaScriptEnabled}) => {
  await open(page, SHARED, javaScriptEnabled);
  const link = page.getByRole('link', {name: 'Download PDF'});
  const href = await link.getAttribute('href');
  expect(href).toBe('/bedbuilder/pdf?material=Timber&colour=Walnut&headboard=Slimline+%2B+Bedsides&base=Standard&size=Queen');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('bed-timber-walnut.pdf');

  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
});

test('adds the configured bed to the bag', async ({page, javaScriptEnabled}) => {
  await open(page, '/bedbuilder?material=Upholstered&colour=Stone&headboard=Channel+Tufted&base=2+Drawer&size=King', javaScriptEnabled);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.getByRole('button', {name: 'Add to bag'}).click();
  await expect(page.getByText('Added to your bag.').first()).toBeVisible();
  // Without JS the form came back to the same bed.
  await expect(page).toHaveURL(/material=Upholstered&colour=Stone/);
  // Hydrogen's optimistic bag had each line's variant (no "[h2:error:useOptimisticCart]").
  expect(errors).toEqual([]);
  await page.goto('/cart');
  await expect(page.getByRole('link', {name: /Twilight Upholstered Bed/}).first()).toBeVisible();
  await expect(page.getByRole('link', {name: /Channel Tufted Headboard/}).first()).toBeVisible();
  await expect(page.getByText('Size: King · Colour: Stone · Base: 2 Drawer').first()).toBeVisible();
});
