/**
 * Reviews on the product page (the loader, through the Yotpo stand-in) and
 * stars on search tiles (the Searchspring stand-in feeds the same bottomline).
 */
import {describe, expect, it} from 'vitest';
import {withStandIns} from '../mocks/node';
import {productByHandle} from '../mocks/fixtures/catalogue';
import {REVIEW_FIXTURE_CASES, reviewBottomline, reviewsForProduct} from '../mocks/fixtures/reviews';
import {loader as productLoader} from '~/routes/products.$handle';
import {loader as collectionLoader} from '~/routes/collections.$handle._index';
import {roundAverage} from '~/domain/reviews';
import {loadPage} from './faults/fault-support';

withStandIns();

const {manyReviews, noReviews} = REVIEW_FIXTURE_CASES;
const fixture = (handle: string) => reviewsForProduct(productByHandle(handle)!.id);
const averageOf = (handle: string) => roundAverage(reviewBottomline(productByHandle(handle)!.id).average);

/** The product page's loader data, its reviews awaited (they may have been streamed). */
async function productPage(path: string, handle: string) {
  const page = await loadPage(productLoader, path, {handle});
  return {...page, reviews: await page.reviews};
}

describe('the product page', () => {
  it('carries the first page of reviews and the bottomline', async () => {
    const page = await productPage(`/products/${manyReviews}`, manyReviews);
    expect(page.reviews).toMatchObject({
      bottomline: {average: averageOf(manyReviews), total: fixture(manyReviews).length},
      page: 1,
      perPage: 5,
    });
    expect(page.reviews!.reviews.map((review) => review.title)).toEqual(fixture(manyReviews).slice(0, 5).map((r) => r.title));
  });

  it('carries the page ?reviews_page= names, alongside the chosen variant', async () => {
    const variant = productByHandle(manyReviews)!.variants[2];
    const page = await productPage(`/products/${manyReviews}?variant=${variant.id}&reviews_page=5`, manyReviews);
    expect(page.variant?.sku).toBe(variant.sku);
    expect(page.reviews?.page).toBe(5);
    expect(page.reviews!.reviews.map((review) => review.id)).toEqual(fixture(manyReviews).slice(20).map((r) => String(r.id)));
  });

  it.each(['abc', '0', '-1', '2.5'])('reads ?reviews_page=%s as page 1', async (param) => {
    const page = await productPage(`/products/${manyReviews}?reviews_page=${param}`, manyReviews);
    expect(page.reviews?.page).toBe(1);
  });

  it('past the last page: the bottomline and an empty page', async () => {
    const page = await productPage(`/products/${manyReviews}?reviews_page=99`, manyReviews);
    expect(page.reviews).toMatchObject({page: 99, reviews: [], bottomline: {total: fixture(manyReviews).length}});
  });

  it('a product without reviews: total 0 and no reviews', async () => {
    const page = await productPage(`/products/${noReviews}`, noReviews);
    expect(page.reviews).toMatchObject({bottomline: {average: 0, total: 0}, reviews: []});
  });
});

describe('search tiles', () => {
  it('carry the rating Yotpo gives the product page, and none without reviews', async () => {
    const listing = await loadPage(collectionLoader, '/collections/mattresses', {handle: 'mattresses'});
    const tiles = new Map(listing.results!.products.map((tile) => [tile.handle, tile]));
    expect(tiles.get(manyReviews)?.rating).toEqual({average: averageOf(manyReviews), count: fixture(manyReviews).length});
    const second = await loadPage(collectionLoader, '/collections/mattresses?page=2', {handle: 'mattresses'});
    const all = [...tiles.values(), ...second.results!.products];
    expect(all.find((tile) => tile.handle === noReviews)?.rating).toBeNull();
  });
});
