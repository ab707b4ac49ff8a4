import {test, expect, gotoHydrated, MOCK_SHOP_URL} from './fixtures';
import {BRAND} from '../../app/config/brand';
import {PLACE_NOT_FOUND_MESSAGE} from '../../app/domain/store-locator';

/**
 * The stores and contact-us pages (issue 10), with JavaScript on and off:
 * find the nearest stores to a postcode, open one; send the contact form,
 * first empty (the content's messages), then filled (the success page and
 * one e-mail in the mail stand-in's outbox).
 */

test.describe('store locator', () => {
  test('a postcode lists the nearest stores first, and a store opens with its details', async ({page}) => {
    await page.goto('/store/store-locator');
    await expect(page.getByRole('heading', {level: 1, name: 'Find a store'})).toBeVisible();
    await page.getByLabel('Postcode or suburb').fill('3189');
    await page.getByRole('button', {name: 'Find stores'}).click();

    await expect(page).toHaveURL(/\/store\/store-locator\?q=3189$/);
    await expect(page.getByRole('heading', {name: 'Stores nearest Moorabbin VIC 3189'})).toBeVisible();
    const cards = page.getByTestId('nearest-stores').getByTestId('store-card');
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toHaveAttribute('data-store', 'moorabbin');
    await expect(cards.nth(1)).toHaveAttribute('data-store', 'richmond');
    await expect(cards.first().getByTestId('store-distance')).toHaveText(/^800 m/);
    await expect(cards.first().getByRole('link', {name: '(03) 9555 0106'})).toHaveAttribute('href', 'tel:+61395550106');
    await expect(cards.first().getByTestId('opening-hours')).toContainText('Thursday');
    await expect(page.getByRole('img', {name: /Map of Australia .* Moorabbin VIC 3189/})).toBeVisible();

    await cards.first().getByRole('link', {name: `${BRAND.name} Moorabbin`, exact: true}).click();
    await expect(page).toHaveURL(/\/store\/moorabbin$/);
    await expect(page.getByRole('heading', {level: 1, name: `${BRAND.name} Moorabbin`})).toBeVisible();
    await expect(page.getByText('1042 Nepean Highway')).toBeVisible();
    await expect(page.getByRole('row', {name: /Sunday/})).toContainText('10:00 am – 4:00 pm');
    await expect(page.getByRole('link', {name: /Get directions/})).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\/\?api=1&destination=-37\.938%2C145\.04/,
    );
  });

  test('a suburb works too, and an unknown postcode says so and lists every state', async ({page}) => {
    await page.goto('/store/store-locator?q=Hobart');
    await expect(page.getByTestId('store-card').first()).toHaveAttribute('data-store', 'hobart');

    await page.getByLabel('Postcode or suburb').fill('0100');
    await page.getByRole('button', {name: 'Find stores'}).click();
    await expect(page.getByTestId('store-locator-notice')).toContainText(PLACE_NOT_FOUND_MESSAGE);
    for (const state of ['New South Wales', 'Victoria', 'Queensland', 'Western Australia', 'Tasmania']) {
      await expect(page.getByRole('heading', {level: 2, name: state})).toBeVisible();
    }
  });

  test('a suburb in several states asks which one, and "postcode suburb" works either way round', async ({page}) => {
    await page.goto('/store/store-locator?q=Richmond');
    const choices = page.getByTestId('place-choices');
    await expect(choices.getByRole('heading')).toHaveText('There is a Richmond in 5 states. Which one do you mean?');
    await expect(choices.getByRole('link')).toHaveText([
      'Richmond NSW 2753',
      'Richmond VIC 3121',
      'Richmond QLD 4740',
      'Richmond SA 5033',
      'Richmond TAS 7025',
    ]);
    await choices.getByRole('link', {name: 'Richmond VIC 3121'}).click();
    await expect(page.getByRole('heading', {name: 'Stores nearest Richmond VIC 3121'})).toBeVisible();
    await expect(page.getByTestId('store-card').first()).toHaveAttribute('data-store', 'richmond');

    for (const query of ['3000 Melbourne', 'Wagga Wagga']) {
      const response = await page.goto(`/store/store-locator?${new URLSearchParams({q: query})}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByTestId('nearest-stores')).toBeVisible();
    }
  });

  test('bad input gets a message tied to the field', async ({page}) => {
    const response = await page.goto('/store/store-locator?q=12');
    expect(response?.status()).toBe(400);
    const input = page.getByLabel('Postcode or suburb');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('store-search-error')).toHaveText('Enter a 4-digit postcode or a suburb name.');
  });

  test('/store lists the stores by state; an unknown store is the 404 page', async ({page}) => {
    await page.goto('/store');
    await expect(page.getByRole('heading', {level: 2, name: 'Australian Capital Territory'})).toBeVisible();
    await page.getByRole('link', {name: `${BRAND.name} Fyshwick`, exact: true}).click();
    await expect(page).toHaveURL(/\/store\/fyshwick$/);

    const response = await page.goto('/store/atlantis');
    expect(response?.status()).toBe(404);
  });

  // axe runs in the page, so these need JavaScript.
  test('the locator and a store page have no serious accessibility problems @js-only', async ({page, expectNoSeriousA11yViolations}) => {
    await page.goto('/store/store-locator?q=2000');
    await expect(page.getByTestId('store-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/store/alexandria');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('contact us', () => {
  let sent = 0;
  const uniqueEmail = () => `contact-${Date.now()}-${process.pid}-${(sent += 1)}@example.com`;

  test('an empty form shows the content’s messages; filled in, it lands on the success page and sends one e-mail', async ({
    page,
    request,
  }) => {
    await page.goto('/contact-us');
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', {name: 'Send message'}).click();

    await expect(form.getByText('Please enter your first name.', {exact: true}).first()).toBeVisible();
    await expect(page.getByTestId('field-error')).toHaveText([
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your email address.',
      'Please enter your phone number.',
      'Please tell us how we can help.',
    ]);
    const firstName = form.getByLabel('First name');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAttribute('aria-describedby', 'contact-firstName-error');

    const email = uniqueEmail();
    await firstName.fill('Robin');
    await form.getByLabel('Last name').fill('Park');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('0412 345 678');
    await form.getByLabel('Message').fill('Do you have the Oslo bed on display in Richmond?');
    await form.getByRole('button', {name: 'Send message'}).click();

    await expect(page).toHaveURL(/\/contact-us\/success$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Thanks, we’ve got your message'})).toBeVisible();

    const outbox = (await (await request.get(`${MOCK_SHOP_URL}/__control/mail/outbox`)).json()) as {
      messages: {To: string; ReplyTo?: string; TextBody: string}[];
    };
    const mine = outbox.messages.filter((message) => message.ReplyTo === email);
    expect(mine).toHaveLength(1);
    expect(mine[0].TextBody).toContain('Do you have the Oslo bed on display in Richmond?');
  });

  test('a wrong address and phone keep what was typed and say what is wrong', async ({page}) => {
    await page.goto('/contact-us');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('First name').fill('Robin');
    await form.getByLabel('Last name').fill('Park');
    await form.getByLabel('Email').fill('robin@example');
    await form.getByLabel('Phone').fill('041234567');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', {name: 'Send message'}).click();

    await expect(page.getByTestId('field-error')).toHaveText([
      'Please check your email address is valid.',
      'Please enter your phone number as 10 digits, e.g. 0412 345 678.',
    ]);
    await expect(form.getByLabel('First name')).toHaveValue('Robin');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
    await expect(form.getByLabel('Email')).toBeFocused();
  });

  test('fields are checked on blur and focus goes to the first invalid field on submit @js-only', async ({page}) => {
    await gotoHydrated(page, '/contact-us');
    const form = page.getByTestId('contact-form');
    const email = form.getByLabel('Email');
    await email.fill('not-an-address');
    await email.blur();
    await expect(page.locator('#contact-email-error')).toHaveText('Please check your email address is valid.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('robin@example.com');
    await expect(page.locator('#contact-email-error')).toHaveCount(0);

    // Submitting with gaps stays on the page (no request) and focuses the first field in error.
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await form.getByRole('button', {name: 'Send message'}).click();
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(page.getByTestId('field-error')).toHaveCount(4);
    expect(posted).toBe(false);
  });

  test('the form, with its messages showing, has no serious accessibility problems @js-only', async ({
    page,
    expectNoSeriousA11yViolations,
  }) => {
    await page.goto('/contact-us');
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('contact-form').getByRole('button', {name: 'Send message'}).click();
    await expect(page.getByTestId('field-error').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
