import {describe, expect, it} from 'vitest';
import {
  DEFAULT_CATALOGUE_LIMIT,
  MAX_CATALOGUE_LIMIT,
  catalogueSliceRequests,
} from './catalogue-requests';
import type {CatalogueSlice} from './slice-types';

function catalogue(
  id: string,
  variation: CatalogueSlice['variation'],
  primary: Partial<CatalogueSlice['primary']>,
  items: unknown[] = [],
): CatalogueSlice {
  return {
    slice_type: 'catalogue',
    slice_label: null,
    id,
    variation,
    version: 'initial',
    primary: {title: [], max_products_limit: null, list_type: 'grid', tag: null, ...primary},
    items,
  } as CatalogueSlice;
}

const otherSlice = {slice_type: 'usp_strip'};

describe('catalogueSliceRequests', () => {
  it('asks for the chosen products, in order, without duplicates, up to the limit', () => {
    const slice = catalogue('c1', 'default', {max_products_limit: 2, tag: 'mattresses'}, [
      {product: {handle: 'harbour-hybrid-mattress', id: 1}},
      {product: null},
      {product: {handle: ' harbour-hybrid-mattress '}},
      {product: {handle: 'coast-latex-mattress'}},
      {product: {handle: 'third-one'}},
    ]);
    expect(catalogueSliceRequests([otherSlice, slice])).toEqual([
      {sliceId: 'c1', kind: 'products', handles: ['harbour-hybrid-mattress', 'coast-latex-mattress']},
    ]);
  });

  it('falls back to the collection named by tag when no products are chosen', () => {
    expect(catalogueSliceRequests([catalogue('c2', 'default', {tag: ' mattresses ', max_products_limit: 8})])).toEqual([
      {sliceId: 'c2', kind: 'collection', handle: 'mattresses', limit: 8},
    ]);
  });

  it('clamps the limit and defaults it when empty or invalid', () => {
    const limitFor = (max_products_limit: number | null) =>
      catalogueSliceRequests([catalogue('c', 'default', {tag: 'beds', max_products_limit})])[0];
    expect(limitFor(null)).toMatchObject({limit: DEFAULT_CATALOGUE_LIMIT});
    expect(limitFor(0)).toMatchObject({limit: DEFAULT_CATALOGUE_LIMIT});
    expect(limitFor(-3)).toMatchObject({limit: DEFAULT_CATALOGUE_LIMIT});
    expect(limitFor(500)).toMatchObject({limit: MAX_CATALOGUE_LIMIT});
    expect(limitFor(4.7)).toMatchObject({limit: 4});
  });

  it('asks for variants as gids, dropping invalid ids', () => {
    const slice = catalogue('c3', 'variant', {}, [
      {variant: {id: 4401}},
      {variant: {id: 'gid://shopify/ProductVariant/4402'}},
      {variant: {id: 'not-a-variant'}},
      {variant: null},
    ]);
    expect(catalogueSliceRequests([slice])).toEqual([
      {
        sliceId: 'c3',
        kind: 'variants',
        variantIds: ['gid://shopify/ProductVariant/4401', 'gid://shopify/ProductVariant/4402'],
      },
    ]);
  });

  it('asks Searchspring for a recommendation profile', () => {
    expect(catalogueSliceRequests([catalogue('c4', 'searchspring', {tag: 'home-best-sellers'})])).toEqual([
      {sliceId: 'c4', kind: 'recommendations', tag: 'home-best-sellers', limit: DEFAULT_CATALOGUE_LIMIT},
    ]);
  });

  it('skips catalogue slices with nothing to fetch', () => {
    expect(
      catalogueSliceRequests([
        catalogue('empty-default', 'default', {tag: '  '}),
        catalogue('empty-variant', 'variant', {}, [{variant: null}]),
        catalogue('empty-searchspring', 'searchspring', {tag: null}),
        otherSlice,
      ]),
    ).toEqual([]);
  });
});
