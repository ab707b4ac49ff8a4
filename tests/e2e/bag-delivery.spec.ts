import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {test, expect, addToBag, estimateDelivery, productPathForSku} from './fixtures';

const {metroPostcodes, regionalPostcode, remotePostcode} = DELIVERY_FIXTURE_CASES;

test('a metro postcode splits the bag into express and standard deliveries, with pickup on top', async ({page}) => {
  await addToBag(page, productPathForSku('MAT-CLOUD9-Q-MD')); // quickship
  await addToBag(page, productPathForSku('MIR-ROUND')); // made to order
  await page.goto('/cart');
  await estimateDelivery(page, metroPostcodes.NSW);

  const options = page.getByTestId('delivery-options').getByRole('button');
  await expect(options.first()).toContainText('Pickup');
  const chosen = page.getByRole('button', {name: /Express Delivery/, pressed: true});
  await expect(chosen).toBeVisible();
  await expect(chosen.getByTestId('rate-price')).toHaveText('$159.00');

  const express = page.getByTestId('bag-group-express');
  const standard = page.getByTestId('bag-group-standard');
  await expect(express.getByRole('heading', {level: 2})).toHaveText(/Express Delivery\s*Delivery 1 of 2/);
  await expect(standard.getByRole('heading', {level: 2})).toHaveText(/Standard Delivery\s*Delivery 2 of 2/);
  await expect(express).toContainText('Cloud Nine Pocket Spring Mattress');
  await expect(standard).toContainText('Round Rattan Mirror');
  // 15900 in total: a row of the split-shipping table (~/domain/split-shipping).
  await expect(page.getByTestId('bag-shipping')).toHaveText('$159.00');
  // Each delivery's share is part of that charge, the two adding up to it (chargedSplit), not the table's $1,490.00.
  await expect(page.getByTestId('group-shipping-express')).toHaveText('$149.00');
  await expect(page.getByTestId('group-shipping-standard')).toHaveText('$10.00');
  // The promise is worked out from the service's dates in Sydney's own zone (AEDT in summer): never a "tomorrow"
  // on a Friday (app/domain/quickship-promise.test.ts has the calendar).
  await expect(page.getByTestId('express-message')).toContainText(
    /^Express delivery is available to your Sydney postcode\. Order by 12pm AE[DS]T .+ and it arrives (tomorrow \()?(Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} [A-Z][a-z]+\)?\.$/,
  );

  // Choosing pickup puts everything in one Pickup group.
  await page.getByRole('button', {name: /Pickup/}).click();
  await expect(page.getByTestId('bag-group-pickup').getByRole('heading', {level: 2})).toHaveText('Pickup');
  await expect(page.getByTestId('bag-shipping')).toHaveText('Free');
});

test('a regional postcode gets standard delivery only', async ({page}) => {
  await addToBag(page, productPathForSku('MAT-CLOUD9-Q-MD'));
  await page.goto('/cart');
  await estimateDelivery(page, regionalPostcode);
  const options = page.getByTestId('delivery-options');
  await expect(options).toContainText('Standard Delivery');
  await expect(options).not.toContainText('Express Delivery');
  await expect(page.getByTestId('bag-group-standard').getByRole('heading', {level: 2})).toHaveText('Standard Delivery');
});

test('a remote postcode cannot be delivered to', async ({page}) => {
  await addToBag(page, productPathForSku('MAT-CLOUD9-Q-MD'));
  await page.goto('/cart');
  await expect(page.getByRole('link', {name: 'Checkout', exact: true})).toBeVisible();
  await estimateDelivery(page, remotePostcode);
  await expect(page.getByTestId('delivery-unavailable')).toHaveText('Sorry, delivery isn’t available in your area.');
  await expect(page.getByTestId('delivery-options')).toHaveCount(0);

  // Checkout cannot deliver there either: no live link, but why, and the ways on.
  await expect(page.getByRole('link', {name: 'Checkout', exact: true})).toHaveCount(0);
  const checkout = page.getByRole('button', {name: 'Checkout', exact: true});
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription(`Checkout can’t deliver to ${remotePostcode}.`);
  await expect(page.getByRole('link', {name: 'Pick up from a store'})).toHaveAttribute(
    'href',
    `/store/store-locator?q=${remotePostcode}`,
  );
  await page.getByRole('link', {name: 'Try another postcode'}).click();
  await expect(page.getByLabel('Postcode')).toBeFocused();

  // A mistyped postcode next: its own message only, not the last postcode's verdict beside it.
  await page.getByLabel('Postcode').fill('20a0');
  await page.getByRole('button', {name: 'Check', exact: true}).click();
  await expect(page.getByText('Enter a 4-digit Australian postcode.')).toBeVisible();
  await expect(page.getByTestId('delivery-unavailable')).toHaveCount(0);
});

test('a postcode that is not four digits is refused next to its field', async ({page}) => {
  await addToBag(page, productPathForSku('MIR-ROUND'));
  await page.goto('/cart');
  await page.getByLabel('Postcode').fill('20a');
  await page.getByRole('button', {name: 'Check', exact: true}).click();
  await expect(page.getByText('Enter a 4-digit Australian postcode.')).toBeVisible();
  await expect(page.getByTestId('delivery-options')).toHaveCount(0);
});

test('a member bag over $999 pays the member price for standard delivery', async ({page}) => {
  await addToBag(page, productPathForSku('MAT-CLASSIC-Q-FM')); // $1,299
  await page.goto('/cart');
  await page.getByText('Dreamhaus Member', {exact: true}).click();
  const memberForm = page.locator('details', {hasText: 'Dreamhaus Member'});
  await memberForm.getByLabel('Email').fill('sam@example.com');
  await memberForm.getByLabel('Member number').fill('DH-100001');
  await memberForm.getByRole('button', {name: 'Apply'}).click();
  await expect(page.getByTestId('saved-member')).toContainText('DH100001');

  await estimateDelivery(page, regionalPostcode);
  await page.getByRole('button', {name: /Standard Delivery/}).click();
  const chosen = page.getByRole('button', {name: /Standard Delivery/, pressed: true});
  await expect(chosen).toBeVisible();
  // 9900 less the shop's 4900 member discount.
  await expect(page.getByTestId('bag-shipping')).toHaveText('$50.00');
  await expect(page.getByTestId('member-shipping')).toBeVisible();
  // The chosen option says the same price, its list price struck through and said as "was".
  await expect(chosen.getByTestId('rate-price')).toHaveText('$50.00 was $99.00');
  await expect(chosen.locator('s')).toHaveText('$99.00');
  await expect(chosen).toHaveAccessibleName(/\$50\.00 was \$99\.00$/);
});
