import {describe, expect, it} from 'vitest';
import {placementForPage, recommendationSeed} from './recommendations';

describe('placementForPage (spec §4 Recommendations)', () => {
  it.each([
    ['Homepage', 'home-page'],
    ['Product_detail_page', 'product-page'],
    ['Cart', 'basket-page'],
    ['Collection', 'other'],
    ['', 'other'],
  ])('%s → %s', (pageType, placement) => {
    expect(placementForPage(pageType)).toBe(placement);
  });
});

describe('recommendationSeed', () => {
  it('is the basket line SKUs on the basket page (blank and repeated ones left out)', () => {
    expect(recommendationSeed('basket-page', {basket: ['A', ' ', 'B', 'A', null], product: 'P'})).toEqual(['A', 'B']);
  });
  it("is the product's SKU on a product page", () => {
    expect(recommendationSeed('product-page', {product: 'MAT-AURORA-Q-MD', basket: ['A']})).toEqual(['MAT-AURORA-Q-MD']);
    expect(recommendationSeed('product-page', {product: null})).toEqual([]);
  });
  it('is empty anywhere else', () => {
    expect(recommendationSeed('home-page', {product: 'P', basket: ['A']})).toEqual([]);
    expect(recommendationSeed('other', {product: 'P'})).toEqual([]);
  });
});
