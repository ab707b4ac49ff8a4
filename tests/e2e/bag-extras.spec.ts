import {test, expect, addToBag, dollars, gotoBeforeHydration, productPathForSku, revalidate, MOCK_SHOP_URL} from './fixtures';

test('assembly is added to a bed and removed with it', async ({page}) => {
  await addToBag(page, productPathForSku('BED-OSLO-Q-NATOAK-STD'));
  await page.goto('/cart');
  const before = dollars(await page.getByTestId('bag-total').textContent());
  await page.getByRole('button', {name: /Add assembly for \$149\.00 each/}).click();
  await expect(page.getByTestId('assembly-added')).toContainText('Assembly added ($149.00)');
  // The service line is not an item of its own, but it is paid for.
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('bag-total')).not.toHaveText(/^\$0/);
  expect(dollars(await page.getByTestId('bag-total').textContent())).toBeCloseTo(before + 149, 2);

  await page.getByRole('button', {name: 'Remove Oslo Timber Bed'}).click();
  await expect(page.getByText('Your bag is empty.')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Bag, 0 items'})).toBeVisible();
});

test('a mattress with a bonus gift adds it, and the gift leaves with the mattress', async ({page}) => {
  await addToBag(page, productPathForSku('MAT-AURORA-Q-MD'));
  await page.goto('/cart');
  await page.getByRole('button', {name: 'Add your free bonus gift'}).click();
  await expect(page.getByTestId('bonus-added')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', {name: 'Remove Aurora Hybrid Mattress'}).click();
  await expect(page.getByText('Your bag is empty.')).toBeVisible();
});

test('a donation is added, changed and kept out of the item count', async ({page}) => {
  await addToBag(page, productPathForSku('MIR-ROUND'));
  await page.goto('/cart');
  await page.getByLabel(/Amount in dollars/).fill('5');
  await page.getByRole('button', {name: 'Donate'}).click();
  await expect(page.getByTestId('donation-current')).toContainText('$5.00');
  await expect(page.getByRole('link', {name: 'Bag, 1 item'})).toBeVisible();

  await page.getByLabel(/Amount in dollars/).fill('7');
  await page.getByRole('button', {name: 'Change donation'}).click();
  await expect(page.getByText('Choose a donation of $2, $5, $10 or $20.')).toBeVisible();
  await expect(page.getByTestId('donation-current')).toContainText('$5.00');

  await page.getByLabel(/Amount in dollars/).fill('20');
  await page.getByRole('button', {name: 'Change donation'}).click();
  await expect(page.getByTestId('donation-current')).toContainText('$20.00');
});

test('an amount typed before the bag hydrates is donated @js-only', async ({page}) => {
  await addToBag(page, productPathForSku('MIR-ROUND'));
  const {hydrate} = await gotoBeforeHydration(page, '/cart');
  await page.getByLabel(/Amount in dollars/).fill('10');
  await hydrate();
  // The bag's fetchers re-render the form: a controlled field would now be emptied.
  await revalidate(page);
  await expect(page.getByLabel(/Amount in dollars/)).toHaveValue('10');
  await page.getByRole('button', {name: 'Donate'}).click();
  await expect(page.getByTestId('donation-current')).toContainText('$10.00');
});

test('the bag is shared by e-mail', async ({page, request}) => {
  await addToBag(page, productPathForSku('MIR-ROUND'));
  await page.goto('/cart');
  await page.getByText('Share your bag').click();
  // The browser itself refuses a malformed address before anything is sent.
  const email = page.getByLabel('Email address');
  await email.fill('not-an-email');
  await page.getByRole('button', {name: 'Send'}).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);

  const recipient = `friend-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  await page.getByLabel('Email address').fill(recipient);
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(page.getByText(`Your bag has been sent to ${recipient}.`)).toBeVisible();

  const outbox = await (await request.get(`${MOCK_SHOP_URL}/__control/mail/outbox`)).json();
  const message = outbox.messages.find((sent: {To: string}) => sent.To === recipient);
  expect(message?.TextBody).toContain('Round Rattan Mirror');
});

test('auto club and Velocity details are saved; Velocity shows the points to earn', async ({page}) => {
  await addToBag(page, productPathForSku('MAT-CLASSIC-Q-FM'));
  await page.goto('/cart');
  await page.getByText('Velocity Frequent Flyer', {exact: true}).click();
  const velocity = page.locator('details', {hasText: 'Velocity Frequent Flyer'});
  await velocity.getByLabel('Email').fill('sam@example.com');
  await velocity.getByLabel('Velocity number').fill('12345');
  await velocity.getByRole('button', {name: 'Apply'}).click();
  await expect(page.getByText('Velocity number', {exact: false}).first()).toBeVisible();
  await expect(page.locator('details', {hasText: 'Velocity Frequent Flyer'}).getByRole('alert')).toBeVisible();

  await page.locator('details', {hasText: 'Velocity Frequent Flyer'}).getByLabel('Velocity number').fill('1234567890');
  await page.locator('details', {hasText: 'Velocity Frequent Flyer'}).getByLabel('Email').fill('sam@example.com');
  await page.locator('details', {hasText: 'Velocity Frequent Flyer'}).getByRole('button', {name: 'Apply'}).click();
  await expect(page.getByTestId('velocity-points')).toContainText('Velocity Points');
});
