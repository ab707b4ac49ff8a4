import {describe, expect, it} from 'vitest';
import {
  MAX_SEED_SKUS,
  parseRecommendationRequest,
  placementForPage,
  recommendationSeed,
  recommendationsHref,
} from './recommendations';

describe('placementForPage (home, product and basket pages have their own placement; any other page is other)', () => {
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

describe('parseRecommendationRequest (GET /api/recommendations)', () => {
  const parse = (query: string) => parseRecommendationRequest(new URLSearchParams(query));

  it('reads the placement and the seed SKUs, blanks and repeats left out', () => {
    expect(parse('placement=basket-page&seed=MAT-AURORA-Q-MD,,DRS-METRO-WAL,MAT-AURORA-Q-MD')).toEqual({
      ok: true,
      placement: 'basket-page',
      seed: ['MAT-AURORA-Q-MD', 'DRS-METRO-WAL'],
    });
    expect(parse('placement=home-page')).toEqual({ok: true, placement: 'home-page', seed: []});
  });

  it('refuses an unknown or missing placement, a malformed SKU and too many SKUs', () => {
    expect(parse('placement=checkout')).toMatchObject({ok: false, message: expect.stringContaining('basket-page')});
    expect(parse('seed=A')).toMatchObject({ok: false});
    expect(parse('placement=basket-page&seed=A,<script>')).toMatchObject({ok: false});
    const many = Array.from({length: MAX_SEED_SKUS + 1}, (_, i) => `SKU-${i}`).join(',');
    expect(parse(`placement=basket-page&seed=${many}`)).toMatchObject({ok: false});
  });

  it('reads back what recommendationsHref writes', () => {
    const href = recommendationsHref('basket-page', ['A-1', 'B.2']);
    expect(parse(new URL(href, 'https://shop.example').search.slice(1))).toEqual({ok: true, placement: 'basket-page', seed: ['A-1', 'B.2']});
  });
});
