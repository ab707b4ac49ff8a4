import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * The bed builder at /bedbuilder (issue 10), with JavaScript on and off:
 * the URL is the selection, every choice a link; with JS choices open a
 * modal and dropping a headboard or base asks first.
 */

const SHARED = '/bedbuilder?material=Timber&colour=Walnut&headboard=Square+%2B+Drawers&base=Platform';

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
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Twilight');
  await expect(page.getByTestId('bed-selected-headboard')).toHaveText('Curved');
  await expect(page.getByTestId('bed-selected-base')).toHaveText('4 Drawer E/W');
  const layers = page.getByTestId('bed-builder-picture').locator('img');
  await expect(layers).toHaveCount(3);
  // Every layer really loaded from the image bucket stand-in.
  for (const layer of await layers.all()) {
    await expect.poll(() => layer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  }
  await expect(page.getByTestId('bed-builder-total')).toHaveText('Total: $2,548.00');
});

// axe runs as a script in the page, so it needs JavaScript (like accessibility.spec.ts).
test('has no serious axe violations, with an option modal open too @js-only', async ({page, expectNoSeriousA11yViolations}) => {
  await gotoHydrated(page, SHARED);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', {name: 'Change base'}).click();
  await expect(page.getByRole('dialog', {name: 'Choose your base'})).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('changing the material changes the colours offered', async ({page, javaScriptEnabled}) => {
  await open(page, '/bedbuilder', javaScriptEnabled);
  expect(await choicesOf(page, 'colour', javaScriptEnabled)).toEqual(['Twilight', 'Natural Oak', 'Walnut']);
  await choose(page, 'material', 'Upholstered', javaScriptEnabled);
  await expect(page).toHaveURL(/material=Upholstered/);
  await expect(page.getByTestId('bed-selected-material')).toHaveText('Upholstered');
  // Twilight is offered in both, so it is kept.
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Twilight');
  expect(await choicesOf(page, 'colour', javaScriptEnabled)).toEqual(['Twilight', 'Stone', 'Charcoal']);
  await expect(page.getByTestId('bed-builder-picture').locator('img[data-layer="mattress"]')).toHaveAttribute(
    'src',
    /options\/others\/upholstered-mattress\.png$/,
  );
});

test('a colour that drops the headboard asks first, an unavailable choice says so, and reset asks @js-only', async ({page}) => {
  await gotoHydrated(page, '/bedbuilder');
  await choose(page, 'colour', 'Walnut', true);
  const confirm = page.getByRole('dialog', {name: 'Change your options?'});
  await expect(confirm).toContainText('Changing the colour to Walnut changes your headboard from Curved to Square.');
  // Keeping the bed changes nothing.
  await confirm.getByRole('button', {name: 'Keep my bed'}).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Twilight');

  await choose(page, 'colour', 'Walnut', true);
  await confirm.getByRole('button', {name: 'Change options'}).click();
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Walnut');
  await expect(page.getByTestId('bed-selected-headboard')).toHaveText('Square');

  // A choice with no product says so in a modal, as well as on the page.
  await choose(page, 'headboard', 'Square + Drawers', true);
  await expect(page.getByTestId('bed-selected-headboard')).toHaveText('Square + Drawers');
  await expect(page.getByRole('dialog', {name: 'Not available'})).toBeHidden();
  await gotoHydrated(page, '/bedbuilder');
  await choose(page, 'headboard', 'Curved + Drawers', true);
  const unavailable = page.getByRole('dialog', {name: 'Not available'});
  await expect(unavailable).toContainText('isn’t available right now');
  await unavailable.getByRole('button', {name: 'Close'}).click();

  await page.getByRole('button', {name: 'Start again'}).click();
  const reset = page.getByRole('dialog', {name: 'Start again?'});
  await reset.getByRole('button', {name: 'Start again'}).click();
  await expect(page).toHaveURL(/\/bedbuilder$/);
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Twilight');
});

test('the share link restores the selection', async ({page, javaScriptEnabled, baseURL}) => {
  await open(page, SHARED, javaScriptEnabled);
  await expect(page.getByTestId('bed-selected-colour')).toHaveText('Walnut');
  await expect(page.getByTestId('bed-selected-headboard')).toHaveText('Square + Drawers');
  await expect(page.getByTestId('bed-selected-base')).toHaveText('Platform');
  await expect(page.getByTestId('bed-builder-picture').locator('img')).toHaveCount(4);
  const shareUrl = await page.getByLabel('Share your bed').inputValue();
  expect(shareUrl).toBe(`${baseURL}${SHARED}`);

  // Opened afresh (another shopper), the link shows the same bed.
  await open(page, '/bedbuilder', javaScriptEnabled);
  await open(page, shareUrl, javaScriptEnabled);
  await expect(page.getByTestId('bed-selected-headboard')).toHaveText('Square + Drawers');
  await expect(page.getByTestId('bed-builder-summary')).toContainText('2 × Oslo Bedside Table');
});

test('an unknown value in a link falls back with a notice', async ({page, javaScriptEnabled}) => {
  await open(page, '/bedbuilder?material=Steel', javaScriptEnabled);
  await expect(page.getByTestId('bed-builder-notices')).toContainText('“Steel” isn’t a material we offer');
  await expect(page.getByTestId('bed-selected-material')).toHaveText('Timber');
});

test('a combination without a product says so and cannot be added', async ({page, javaScriptEnabled}) => {
  await open(page, '/bedbuilder?material=Upholstered&colour=Charcoal', javaScriptEnabled);
  await expect(page.getByTestId('bed-builder-unavailable')).toContainText('isn’t available right now');
  await expect(page.getByRole('button', {name: 'Add to bag'})).toBeDisabled();
});

test('Download PDF gives a PDF of the selection', async ({page, javaScriptEnabled}) => {
  await open(page, SHARED, javaScriptEnabled);
  const link = page.getByRole('link', {name: 'Download PDF'});
  const href = await link.getAttribute('href');
  expect(href).toBe('/bedbuilder/pdf?material=Timber&colour=Walnut&headboard=Square+%2B+Drawers&base=Platform');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('bed-timber-walnut.pdf');

  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
});

test('adds the configured bed to the bag', async ({page, javaScriptEnabled}) => {
  await open(page, '/bedbuilder?material=Upholstered&colour=Stone&headboard=Curved&base=2+Drawer', javaScriptEnabled);
  await page.getByRole('button', {name: 'Add to bag'}).click();
  await expect(page.getByText('Added to your bag.').first()).toBeVisible();
  // Without JS the form came back to the same bed.
  await expect(page).toHaveURL(/material=Upholstered&colour=Stone/);
  await page.goto('/cart');
  await expect(page.getByRole('link', {name: /Twilight Upholstered Bed/}).first()).toBeVisible();
  await expect(page.getByRole('link', {name: /Channel Tufted Headboard/}).first()).toBeVisible();
});
