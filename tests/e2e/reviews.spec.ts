import {test, expect} from './fixtures';
import {productByHandle} from '../mocks/fixtures/catalogue';
import {REVIEW_FIXTURE_CASES, reviewBottomline, reviewsForProduct} from '../mocks/fixtures/reviews';
import {roundAverage} from '../../app/domain/reviews';

/**
 * Product reviews through the Yotpo stand-in (issue 9), run with JavaScript
 * on and off by playwright.config.ts: the rating by the title, the reviews
 * paged by links, and stars on search tiles.
 */

const MANY = productByHandle(REVIEW_FIXTURE_CASES.manyReviews)!;
const NONE = productByHandle(REVIEW_FIXTURE_CASES.noReviews)!;
const reviews = reviewsForProduct(MANY.id);
const average = roundAverage(reviewBottomline(MANY.id).average)!;
const pages = Math.ceil(reviews.length / 5);

test('a product page shows its rating by the title, linking to its reviews', async ({page}) => {
  await page.goto(`/products/${MANY.handle}`);
  const rating = page.getByRole('link', {name: `Rated ${average} out of 5 ${reviews.length} reviews`});
  await expect(rating).toBeVisible();
  await expect(rating.getByRole('img', {name: `Rated ${average} out of 5`})).toBeVisible();

  await rating.click();
  await expect(page).toHaveURL(/#reviews$/);
  const section = page.getByRole('region', {name: 'Reviews'});
  await expect(section).toBeInViewport();
  await expect(section).toContainText(`${average.toFixed(1)} out of 5, from ${reviews.length} reviews`);
  const items = section.getByTestId('review');
  await expect(items).toHaveCount(5);
  const newest = items.first();
  await expect(newest.getByRole('heading', {level: 3})).toHaveText(reviews[0].title);
  await expect(newest.getByRole('img', {name: `Rated ${reviews[0].score} out of 5`})).toBeVisible();
  await expect(newest).toContainText(reviews[0].author);
  // en-AU long date, e.g. '20 May 2025'.
  await expect(newest.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(newest.locator('time')).toHaveAttribute('datetime', reviews[0].createdAt);
});

test('reviews page by links that keep the chosen variant', async ({page}) => {
  const variant = MANY.variants[3];
  await page.goto(`/products/${MANY.handle}?variant=${variant.id}`);
  const section = page.getByRole('region', {name: 'Reviews'});
  const pager = section.getByRole('navigation', {name: 'Review pages'});
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  await expect(pager.getByRole('link', {name: 'Previous reviews'})).toHaveCount(0);

  await pager.getByRole('link', {name: 'Next reviews'}).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${variant.id}&reviews_page=2#reviews$`));
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(section.getByTestId('review').getByRole('heading', {level: 3})).toHaveText(reviews.slice(5, 10).map((r) => r.title));
  // Still the chosen variant.
  const details = page.getByTestId('product-details');
  await expect(details.getByRole('link', {name: variant.selectedOptions[0].value, exact: true})).toHaveAttribute('aria-current', 'true');

  await pager.getByRole('link', {name: 'Previous reviews'}).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${variant.id}#reviews$`));
  await expect(pager).toContainText(`Page 1 of ${pages}`);
});

test('the last page of reviews has no next link', async ({page}) => {
  await page.goto(`/products/${MANY.handle}?reviews_page=${pages}`);
  const section = page.getByRole('region', {name: 'Reviews'});
  await expect(section.getByTestId('review')).toHaveCount(reviews.length - (pages - 1) * 5);
  await expect(section.getByRole('link', {name: 'Next reviews'})).toHaveCount(0);
});

test('a product without reviews shows neither a rating nor a reviews section', async ({page}) => {
  await page.goto(`/products/${NONE.handle}`);
  await expect(page.getByRole('heading', {level: 1, name: NONE.title})).toBeVisible();
  await expect(page.getByTestId('reviews-bottomline')).toHaveCount(0);
  await expect(page.getByRole('region', {name: 'Reviews'})).toHaveCount(0);
});

test('listing tiles show stars where the product has reviews', async ({page}) => {
  await page.goto('/collections/mattresses');
  const tile = page.getByTestId('product-tile').filter({hasText: MANY.title});
  await expect(tile.getByRole('img', {name: `Rated ${average} out of 5, ${reviews.length} reviews`})).toBeVisible();
  await page.goto(`/products/search?query=${encodeURIComponent(NONE.title)}`);
  const unrated = page.getByTestId('product-tile').filter({hasText: NONE.title});
  await expect(unrated).toBeVisible();
  await expect(unrated.getByTestId('tile-rating')).toHaveCount(0);
});
