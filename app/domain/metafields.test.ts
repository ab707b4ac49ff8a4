import {describe, expect, it} from 'vitest';
import {BRAND} from '~/config/brand';
import {
  PRODUCT_METAFIELD_IDENTIFIERS,
  VARIANT_METAFIELD_IDENTIFIERS,
  parseMetafieldValue,
  productMeta,
  variantMeta,
  type MetafieldEntry,
} from './metafields';

const NS = BRAND.metafieldNamespace;

function own(key: string, value: string | null, type = 'single_line_text_field'): MetafieldEntry {
  return {namespace: NS, key, value, type};
}

describe('parseMetafieldValue', () => {
  it.each([
    ['single_line_text_field', '  3-5 weeks \n', '3-5 weeks'],
    ['number_integer', ' 1 ', '1'],
    ['json', ' {"a":1} ', '{"a":1}'],
    ['list.single_line_text_field', '["A","B"]', ['A', 'B']],
    ['list.number_integer', '[1,2]', [1, 2]],
    ['list.product_reference', '["gid://shopify/Product/1"]', ['gid://shopify/Product/1']],
    ['list.single_line_text_field', '[not json', null],
    ['list.single_line_text_field', '', null],
    ['single_line_text_field', null, null],
  ])('type %s, value %j → %j', (type, value, expected) => {
    expect(parseMetafieldValue({type, value})).toEqual(expected);
  });
});

describe('variantMeta', () => {
  const empty = {
    leadTimeText: null,
    assemblyRequired: false,
    assemblySku: null,
    quickship: false,
    bonusVariantId: null,
    bonusProduct: null,
    priceAdjustments: null,
  };

  it.each([
    ['null list', null],
    ['undefined list', undefined],
    ['empty list', []],
    ['all-null identifiers (missing metafields)', [null, null, null]],
  ])('reads nothing from a %s', (_label, metafields) => {
    expect(variantMeta(metafields)).toEqual(empty);
  });

  it('reads every field in the brand namespace', () => {
    const metafields = [
      own('lead_time_text', ' Ships in 2-3 weeks '),
      null,
      own('assembly_required', '1', 'number_integer'),
      own('assembly_sku', ' ASM-BED-Q '),
      own('quickship', 'true', 'boolean'),
      own('bonus_variant_id', 'gid://shopify/ProductVariant/77'),
      own('bonus_product', 'pillow-pair'),
      {namespace: 'custom', key: 'price_adjustments', type: 'json', value: '{"member":10}'},
    ];
    expect(variantMeta(metafields)).toEqual({
      leadTimeText: 'Ships in 2-3 weeks',
      assemblyRequired: true,
      assemblySku: 'ASM-BED-Q',
      quickship: true,
      bonusVariantId: 'gid://shopify/ProductVariant/77',
      bonusProduct: 'pillow-pair',
      priceAdjustments: {member: 10},
    });
  });

  it('ignores the same keys in another namespace', () => {
    expect(variantMeta([{namespace: 'other', key: 'lead_time_text', type: 'single_line_text_field', value: 'x'}]))
      .toEqual(empty);
  });

  it.each([
    ['1', true],
    [' 1 ', true],
    ['true', false],
    ['0', false],
    ['', false],
    [null, false],
  ])('assembly_required %j → %s', (value, expected) => {
    expect(variantMeta([own('assembly_required', value)]).assemblyRequired).toBe(expected);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['yes', false],
    ['TRUE', false],
    [null, false],
  ])('quickship %j → %s', (value, expected) => {
    expect(variantMeta([own('quickship', value, 'boolean')]).quickship).toBe(expected);
  });

  it.each([
    ['   ', null],
    ['', null],
    [null, null],
  ])('blank lead time %j → null', (value, expected) => {
    expect(variantMeta([own('lead_time_text', value)]).leadTimeText).toBe(expected);
  });

  it.each([
    ['json', '{"member":10}', {member: 10}],
    ['json', '[1,2]', [1, 2]],
    ['list.single_line_text_field', '["a"]', ['a']],
    ['json', '{broken', null],
    ['list.single_line_text_field', 'nope', null],
    ['single_line_text_field', ' 10% ', '10%'],
    ['json', null, null],
  ])('price_adjustments of type %s, value %j → %j', (type, value, expected) => {
    const metafields = [{namespace: 'custom', key: 'price_adjustments', type, value}];
    expect(variantMeta(metafields).priceAdjustments).toEqual(expected);
  });
});

describe('productMeta', () => {
  it('reads nothing from an empty list', () => {
    expect(productMeta([null])).toEqual({campaignBadgeTitle: null, campaignBadgeColor: null, brandList: []});
  });

  it('reads badge title, colour and brands', () => {
    expect(
      productMeta([
        own('product_campaign_badge_title', ' Sale '),
        own('product_campaign_badge_color', '#CC2348'),
        own('brand_list', '["Sealy"," Tempur ",""]', 'list.single_line_text_field'),
      ]),
    ).toEqual({campaignBadgeTitle: 'Sale', campaignBadgeColor: '#CC2348', brandList: ['Sealy', 'Tempur']});
  });

  it.each([
    ['list.single_line_text_field', '["A","B"]', ['A', 'B']],
    ['list.single_line_text_field', '[1,"A",null]', ['A']],
    ['list.single_line_text_field', '{bad', []],
    ['list.single_line_text_field', '"A"', ['A']],
    ['single_line_text_field', ' Koala ', ['Koala']],
    ['single_line_text_field', '  ', []],
    ['single_line_text_field', null, []],
  ])('brand_list of type %s, value %j → %j', (type, value, expected) => {
    expect(productMeta([own('brand_list', value, type)]).brandList).toEqual(expected);
  });
});

describe('metafield identifiers', () => {
  it('request exactly the keys the readers use, in the brand namespace', () => {
    expect(VARIANT_METAFIELD_IDENTIFIERS.map((id) => `${id.namespace}.${id.key}`)).toEqual([
      `${NS}.lead_time_text`,
      `${NS}.assembly_required`,
      `${NS}.assembly_sku`,
      `${NS}.quickship`,
      `${NS}.bonus_variant_id`,
      `${NS}.bonus_product`,
      'custom.price_adjustments',
    ]);
    expect(PRODUCT_METAFIELD_IDENTIFIERS.map((id) => id.key)).toEqual([
      'product_campaign_badge_title',
      'product_campaign_badge_color',
      'brand_list',
    ]);
  });
});
