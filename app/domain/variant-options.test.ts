import {describe, expect, it} from 'vitest';
import {
  optionKind,
  optionTiles,
  productUrl,
  selectVariant,
  type ProductOption,
  type VariantForOptions,
} from './variant-options';

function variant(id: number, availableForSale: boolean, options: Record<string, string>): VariantForOptions {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    availableForSale,
    selectedOptions: Object.entries(options).map(([name, value]) => ({name, value})),
  };
}

const options: ProductOption[] = [
  {name: 'Size', values: ['Queen', 'King', 'Super King']},
  {name: 'Feel', values: ['Firm', 'Plush']},
];

// Super King exists only in Plush and is sold out; King Firm is sold out, King Plush is for sale.
const queenFirm = variant(1, true, {Size: 'Queen', Feel: 'Firm'});
const queenPlush = variant(2, true, {Size: 'Queen', Feel: 'Plush'});
const kingFirm = variant(3, false, {Size: 'King', Feel: 'Firm'});
const kingPlush = variant(4, true, {Size: 'King', Feel: 'Plush'});
const superKingPlush = variant(5, false, {Size: 'Super King', Feel: 'Plush'});
const variants = [queenFirm, queenPlush, kingFirm, kingPlush, superKingPlush];

function tilesOf(selected: VariantForOptions | null, optionName: string) {
  return optionTiles(options, variants, selected).find((group) => group.name === optionName)?.tiles;
}

describe('optionTiles', () => {
  it.each([
    [
      'Size with Queen Firm selected',
      queenFirm,
      'Size',
      [
        {value: 'Queen', selected: true, available: true, variantId: queenFirm.id},
        // Exact match King Firm, even though it is sold out (King itself is available via Plush).
        {value: 'King', selected: false, available: true, variantId: kingFirm.id},
        // No Super King Firm: no variant for sale has it, so fall back to any variant with it.
        {value: 'Super King', selected: false, available: false, variantId: superKingPlush.id},
      ],
    ],
    [
      'Feel with King Firm selected',
      kingFirm,
      'Feel',
      [
        {value: 'Firm', selected: true, available: true, variantId: kingFirm.id},
        {value: 'Plush', selected: false, available: true, variantId: kingPlush.id},
      ],
    ],
    [
      'Feel with Super King Plush selected: Firm falls back to the first variant for sale',
      superKingPlush,
      'Feel',
      [
        {value: 'Firm', selected: false, available: true, variantId: queenFirm.id},
        {value: 'Plush', selected: true, available: true, variantId: superKingPlush.id},
      ],
    ],
    [
      'Size with nothing selected',
      null,
      'Size',
      [
        {value: 'Queen', selected: false, available: true, variantId: queenFirm.id},
        {value: 'King', selected: false, available: true, variantId: kingPlush.id},
        {value: 'Super King', selected: false, available: false, variantId: superKingPlush.id},
      ],
    ],
  ])('%s', (_label, selected, optionName, expected) => {
    expect(tilesOf(selected, optionName)).toEqual(expected);
  });

  it('gives a value no variant has no target and marks it unavailable', () => {
    const groups = optionTiles([{name: 'Colour', values: ['Grey', 'Sage']}], [variant(9, true, {Colour: 'Grey'})], null);
    expect(groups).toEqual([
      {
        name: 'Colour',
        kind: 'colour',
        tiles: [
          {value: 'Grey', selected: false, available: true, variantId: 'gid://shopify/ProductVariant/9'},
          {value: 'Sage', selected: false, available: false, variantId: null},
        ],
      },
    ]);
  });

  it('keeps product option order and names each kind', () => {
    const groups = optionTiles(
      [
        {name: 'Base', values: []},
        {name: 'Color', values: []},
        {name: 'Size', values: []},
        {name: 'Feel', values: []},
        {name: 'Headboard', values: []},
      ],
      [],
      null,
    );
    expect(groups.map((group) => [group.name, group.kind])).toEqual([
      ['Base', 'base'],
      ['Color', 'colour'],
      ['Size', 'size'],
      ['Feel', 'feel'],
      ['Headboard', 'other'],
    ]);
  });

  it.each([
    ['the default Title option', [{name: 'Title', values: ['Default Title']}], 0],
    ['a real Title option with several values', [{name: 'Title', values: ['Default Title', 'Other']}], 1],
    ['a Title option with a real value', [{name: 'Title', values: ['Queen']}], 1],
  ])('%s → %s groups', (_label, productOptions, count) => {
    expect(optionTiles(productOptions, [], null)).toHaveLength(count);
  });
});

describe('optionKind', () => {
  it.each([
    ['Size', 'size'],
    [' size ', 'size'],
    ['Colour', 'colour'],
    ['COLOR', 'colour'],
    ['Base', 'base'],
    ['Feel', 'feel'],
    ['Material', 'other'],
    ['', 'other'],
  ])('%j → %s', (name, expected) => {
    expect(optionKind(name)).toBe(expected);
  });
});

describe('selectVariant', () => {
  const soldOutFirst = [kingFirm, superKingPlush, kingPlush, queenFirm];
  it.each([
    ['a bare numeric id', variants, '4', kingPlush],
    ['a full gid', variants, 'gid://shopify/ProductVariant/5', superKingPlush],
    ['a sold-out variant named explicitly', variants, '3', kingFirm],
    ['no param: first for sale', soldOutFirst, null, kingPlush],
    ['an unknown id: first for sale', soldOutFirst, '999', kingPlush],
    ['garbage: first for sale', soldOutFirst, 'abc', kingPlush],
    ['another type of gid: first for sale', soldOutFirst, 'gid://shopify/Product/4', kingPlush],
    ['nothing for sale: the first', [kingFirm, superKingPlush], undefined, kingFirm],
    ['no variants', [], '4', null],
  ])('%s', (_label, list, param, expected) => {
    expect(selectVariant(list, param)).toBe(expected);
  });
});

describe('productUrl', () => {
  it.each([
    ['cloud-mattress', undefined, '/products/cloud-mattress'],
    ['cloud-mattress', null, '/products/cloud-mattress'],
    ['cloud-mattress', 'gid://shopify/ProductVariant/123', '/products/cloud-mattress?variant=123'],
    ['cloud-mattress', '123', '/products/cloud-mattress?variant=123'],
    ['cloud-mattress', 'gid://shopify/Product/123', '/products/cloud-mattress'],
    ['cloud-mattress', 'nonsense', '/products/cloud-mattress'],
    ['odd handle/with space', '7', '/products/odd%20handle%2Fwith%20space?variant=7'],
  ])('%j, %j → %s', (handle, variantId, expected) => {
    expect(productUrl(handle, variantId)).toBe(expected);
  });
});
