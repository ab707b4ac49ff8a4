import {test, expect, gotoHydrated, productPathForSku} from './fixtures';
import {BRAND} from '../../app/config/brand';
import {LOCATOR_QUERY_MESSAGE, PLACE_NOT_FOUND_MESSAGE} from '../../app/domain/store-locator';

/**
 * The product page's "Find a store" and bonus gift panel, with JavaScript on and off: a postcode lists the 3
 * nearest showrooms with links to their pages, the chosen variant kept (without JavaScript the page's own GET
 * form; with it a fetcher, the page staying put).
 */

test.describe('find a store on the product page', () => {
  test('a postcode lists the 3 nearest showrooms with links, and the variant is kept', async ({page, cases}) => {
    const path = productPathForSku(cases.bonusPillows.sku);
    const variant = new URL(path, 'http://x').searchParams.get('variant')!;
    await page.goto(path);
    const section = page.getByTestId('find-store');
    await section.getByLabel('Postcode or suburb').fill('3000');
    await section.getByRole('button', {name: 'Find showrooms'}).click();

    await expect(section.getByRole('status')).toHaveText('3 showrooms near Melbourne VIC 3000');
    const showrooms = section.getByTestId('find-store-results').getByRole('listitem');
    await expect(showrooms).toHaveCount(3);
    await expect(showrooms.first()).toHaveAttribute('data-store', 'richmond');
    await expect(showrooms.first().getByTestId('find-store-distance')).toHaveText(/km/);
    await expect(showrooms.first()).toContainText('Richmond VIC 3121');
    await expect(section.getByLabel('Postcode or suburb')).toHaveValue('3000');
    // The variant stays: in the URL (unchanged with JavaScript, the form's hidden field without) and on the page.
    expect(new URL(page.url()).searchParams.get('variant')).toBe(variant);
    const size = page.getByTestId('product-details').getByRole('link', {name: 'Queen', exact: true});
    await expect(size).toHaveAttribute('aria-current', 'true');

    const link = showrooms.first().getByRole('link', {name: `${BRAND.name} Richmond`});
    await expect(link).toHaveAttribute('href', '/store/richmond');
    await link.click();
    await expect(page).toHaveURL(/\/store\/richmond$/);
    await expect(page.getByRole('heading', {level: 1, name: `${BRAND.name} Richmond`})).toBeVisible();
  });

  test('a suburb in several states asks which one; unknown and malformed places get the locator’s messages', async ({
    page,
    cases,
  }) => {
    await page.goto(productPathForSku(cases.noBonus.sku));
    const section = page.getByTestId('find-store');
    const field = section.getByLabel('Postcode or suburb');
    await field.fill('Richmond');
    await section.getByRole('button', {name: 'Find showrooms'}).click();
    await expect(section.getByRole('status')).toHaveText('There is a Richmond in 5 states. Which one do you mean?');
    await section.getByTestId('find-store-choices').getByRole('link', {name: 'Richmond VIC 3121'}).click();
    await expect(section.getByTestId('find-store-results').getByRole('listitem').first()).toHaveAttribute(
      'data-store',
      'richmond',
    );
    await expect(field).toHaveValue('Richmond 3121');

    await field.fill('Atlantis');
    await section.getByRole('button', {name: 'Find showrooms'}).click();
    await expect(section.getByRole('status')).toHaveText(PLACE_NOT_FOUND_MESSAGE);
    await expect(section.getByTestId('find-store-results')).toHaveCount(0);

    await field.fill('12');
    await section.getByRole('button', {name: 'Find showrooms'}).click();
    await expect(section.getByRole('status')).toHaveText(LOCATOR_QUERY_MESSAGE);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('12');
  });

  test('the answer is the page’s own URL too, 200 even for a place it does not know', async ({
    page,
    cases,
  }) => {
    const response = await page.goto(`/products/${cases.bonusPillows.handle}?store-postcode=abc#find-a-store`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('find-store').getByRole('status')).toHaveText(PLACE_NOT_FOUND_MESSAGE);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('with JavaScript the page stays put, and has no serious accessibility problems @js-only', async ({
    page,
    cases,
    expectNoSeriousA11yViolations,
  }) => {
    const path = productPathForSku(cases.bonusPillows.sku);
    await gotoHydrated(page, path);
    const before = page.url();
    const section = page.getByTestId('find-store');
    await section.getByLabel('Postcode or suburb').fill('Hobart');
    await section.getByRole('button', {name: 'Find showrooms'}).click();
    await expect(section.getByRole('status')).toHaveText(/^3 showrooms near Hobart TAS 7000$/);
    await expect(section.getByTestId('find-store-results').getByRole('listitem').first()).toHaveAttribute(
      'data-store',
      'hobart',
    );
    expect(page.url()).toBe(before);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the bonus gift on the product page', () => {
  test('shows for a variant with a bonus, and not for one without', async ({page, cases}) => {
    await page.goto(productPathForSku(cases.bonusPillows.sku));
    const offer = page.getByTestId('bonus-offer');
    await expect(offer).toContainText('Free bonus gift with this item: Bonus Contour Pillow Pair');
    await expect(offer).toContainText('add your free gift from the bag');

    await page.goto(productPathForSku(cases.noBonus.sku));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByTestId('bonus-offer')).toHaveCount(0);
  });
});
