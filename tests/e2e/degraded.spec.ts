import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {test, expect, addToBag, estimateDelivery, productPathForSku, MOCK_SHOP_URL} from './fixtures';

/**
 * The bag when an optional service is down or hanging. These flip the mock
 * shop's fault switches, which every test shares, so they run on their own
 * after the other projects (see playwright.config.ts) and one at a time.
 */
test.describe.configure({mode: 'serial'});

test.afterEach(async ({request}) => {
  for (const service of ['delivery', 'loyalty']) {
    await request.post(`${MOCK_SHOP_URL}/__control/${service}`, {data: {fault: null}});
  }
});

for (const fault of ['fail', 'hang'] as const) {
  test(`the delivery service ${fault === 'fail' ? 'failing' : 'hanging'}: the bag works and says delivery is unavailable`, async ({
    page,
    request,
  }) => {
    await addToBag(page, productPathForSku('MAT-CLOUD9-Q-MD'));
    await request.post(`${MOCK_SHOP_URL}/__control/delivery`, {data: {fault}});
    await page.goto('/cart');
    await estimateDelivery(page, DELIVERY_FIXTURE_CASES.metroPostcodes.VIC);
    await expect(page.getByTestId('delivery-unavailable')).toHaveText('Sorry, delivery isn’t available in your area.', {
      timeout: 15_000,
    });
    // Everything else still works.
    await page.getByRole('button', {name: 'Increase quantity of Cloud Nine Pocket Spring Mattress'}).click();
    await expect(page.getByTestId('line-quantity')).toHaveText('2');
  });
}

test('the loyalty service failing: Velocity details save, points are simply absent', async ({page, request}) => {
  await request.post(`${MOCK_SHOP_URL}/__control/loyalty`, {data: {fault: 'fail'}});
  await addToBag(page, productPathForSku('MAT-CLASSIC-Q-FM'));
  await page.goto('/cart');
  await page.getByText('Velocity Frequent Flyer', {exact: true}).click();
  const velocity = page.locator('details', {hasText: 'Velocity Frequent Flyer'});
  await velocity.getByLabel('Email').fill('sam@example.com');
  await velocity.getByLabel('Velocity number').fill('1234567890');
  await velocity.getByRole('button', {name: 'Apply'}).click();
  await expect(page.getByTestId('saved-velocity')).toBeVisible();
  await expect(page.getByTestId('velocity-points')).toHaveCount(0);
  await expect(page.getByTestId('bag-total')).toBeVisible();
});
