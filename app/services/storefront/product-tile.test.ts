import {describe, expect, it} from 'vitest';
import type {ProductTileFragment} from 'storefrontapi.generated';
import {toProductSummary} from './product-tile';

type Variant = ProductTileFragment['variants']['nodes'][number];

const variant = (id: string, price: string, availableForSale: boolean, compareAt: string | null = null): Variant => ({
  id: `gid://shopify/ProductVariant/${id}`,
  availableForSale,
  price: {amount: price, currencyCode: 'AUD'},
  compareAtPrice: compareAt ? {amount: compareAt, currencyCode: 'AUD'} : null,
});

const product = (variants: Variant[]): ProductTileFragment => ({
  id: 'gid://shopify/Product/1',
  handle: 'serenity',
  title: 'Serenity',
  vendor: 'Dreamhaus',
  productType: 'Mattress',
  tags: [],
  availableForSale: variants.some((candidate) => candidate.availableForSale),
  featuredImage: null,
  variants: {nodes: variants},
  metafields: [],
});

describe('a product tile', () => {
  it('starts "From" the cheapest variant for sale, not a sold-out one, and adds that variant', () => {
    const tile = toProductSummary(
      product([variant('1', '1609.0', false), variant('2', '1719.0', true), variant('3', '1999.0', true)]),
    );
    expect(tile.price.amount).toBe('1719.0');
    expect(tile.defaultVariantId).toBe('gid://shopify/ProductVariant/2');
    expect(tile.priceVaries).toBe(true);
  });

  it("takes the compare-at of the variant it shows, not another variant's", () => {
    const tile = toProductSummary(product([variant('1', '999.0', true), variant('2', '1299.0', true, '1999.0')]));
    expect(tile.price.amount).toBe('999.0');
    expect(tile.compareAtPrice).toBeNull();
  });

  it('is not "From" when the only other price is a variant nobody can buy', () => {
    const tile = toProductSummary(product([variant('1', '799.0', false), variant('2', '899.0', true)]));
    expect(tile.priceVaries).toBe(false);
    expect(tile.price.amount).toBe('899.0');
  });

  it('shows the cheapest of all when nothing is for sale (a sold-out tile still has a price)', () => {
    const tile = toProductSummary(product([variant('1', '1299.0', false, '1599.0'), variant('2', '1099.0', false)]));
    expect(tile.price.amount).toBe('1099.0');
    expect(tile.availableForSale).toBe(false);
  });

  it('pinned to a variant (a catalogue slice), shows that variant with its own compare-at and no "From"', () => {
    const tile = toProductSummary(
      product([variant('1', '999.0', true), variant('2', '1299.0', true, '1999.0')]),
      'gid://shopify/ProductVariant/2',
    );
    expect(tile).toMatchObject({
      price: {amount: '1299.0'},
      compareAtPrice: {amount: '1999.0'},
      priceVaries: false,
      defaultVariantId: 'gid://shopify/ProductVariant/2',
    });
  });
});
