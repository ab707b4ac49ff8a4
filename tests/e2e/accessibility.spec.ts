import {test} from './fixtures';

test.describe('no serious or critical axe violations @js-only', () => {
  test('home', async ({page, expectNoSeriousA11yViolations}) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });

  test('a product page', async ({page, expectNoSeriousA11yViolations}) => {
    await page.goto('/products/aurora-hybrid-mattress');
    await expectNoSeriousA11yViolations(page);
  });

  test('a product page with reviews, on their second page', async ({page, expectNoSeriousA11yViolations}) => {
    await page.goto('/products/aurora-hybrid-mattress?reviews_page=2');
    await page.getByRole('region', {name: 'Reviews'}).getByTestId('review').first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  test('the bag with an item in it', async ({page, expectNoSeriousA11yViolations}) => {
    await page.goto('/products/round-rattan-mirror');
    await page.getByRole('button', {name: 'Add to bag'}).click();
    await page.getByText('Added to your bag.').waitFor();
    await page.goto('/cart');
    await page.getByTestId('cart-line').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
