import {describe, expect, it} from 'vitest';
import {FIXTURE_CASES} from '../../tests/mocks/fixtures/catalogue';
import {
  QUICKSHIP_ATTR_LIFETIME_MS,
  parseQuickshipAttr,
  quickshipLines,
  regionalMessage,
  serializeQuickshipAttr,
  stockFlags,
  stockQuery,
  type QuickshipAttrs,
} from './quickship';
import {testCartLine} from '../../tests/support/cart-line';

const NOW = Date.UTC(2026, 2, 3, 1, 30);

const state: QuickshipAttrs = {
  quickshipPostcode: '2000',
  quickshipRegionCode: 'NSW',
  quickshipEligible: true,
  quickshipPostcodeCutOffTime: '12:00',
  quickshipPostcodeDeliveryDay: '2026-03-04',
  quickshipPostcodeWarehouseId: 'SYD1',
  suburb: 'Sydney',
  hasAssembly: false,
  hasFilteredQuickship: true,
  shippingRate: {
    serviceCode: 'CHGNXTDT1-NEXT-SYD',
    serviceName: 'Express Delivery',
    description: 'Next day',
    store: '',
    priceCents: 14900,
  },
};

/** The stored JSON with some fields replaced (or removed, with undefined). */
function stored(changes: Record<string, unknown>, savedAt = NOW): string {
  const payload = {
    ...JSON.parse(serializeQuickshipAttr(state, savedAt)),
    ...changes,
  };
  return JSON.stringify(payload);
}

describe('serializeQuickshipAttr / parseQuickshipAttr', () => {
  it('writes every payload field and an expiry one hour on', () => {
    const payload = JSON.parse(serializeQuickshipAttr(state, NOW));
    expect(Object.keys(payload).sort()).toEqual(
      [
        'quickshipPostcode',
        'quickshipRegionCode',
        'quickshipEligible',
        'quickshipPostcodeCutOffTime',
        'quickshipPostcodeDeliveryDay',
        'quickshipPostcodeWarehouseId',
        'suburb',
        'hasAssembly',
        'hasFilteredQuickship',
        'shippingRate',
        'expiresAt',
      ].sort(),
    );
    expect(payload.expiresAt).toBe(NOW + 3_600_000);
  });

  it('round-trips', () => {
    expect(parseQuickshipAttr(serializeQuickshipAttr(state, NOW), NOW + 1000)).toEqual(state);
  });

  it('round-trips a state without a rate, region or warehouse', () => {
    const bare = {
      ...state,
      quickshipRegionCode: null,
      quickshipEligible: false,
      quickshipPostcodeCutOffTime: null,
      quickshipPostcodeDeliveryDay: null,
      quickshipPostcodeWarehouseId: null,
      suburb: '',
      shippingRate: null,
    };
    expect(parseQuickshipAttr(serializeQuickshipAttr(bare, NOW), NOW)).toEqual(bare);
  });

  it.each([
    ['saved just now', 0, true],
    ['one millisecond before expiry', QUICKSHIP_ATTR_LIFETIME_MS - 1, true],
    ['exactly at expiry', QUICKSHIP_ATTR_LIFETIME_MS, true],
    ['one millisecond after expiry', QUICKSHIP_ATTR_LIFETIME_MS + 1, false],
    ['a day later', 86_400_000, false],
  ])('expiry: %s', (_label, elapsed, kept) => {
    expect(parseQuickshipAttr(serializeQuickshipAttr(state, NOW), NOW + elapsed) !== null).toBe(kept);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['not JSON', '{quickship'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"2000"'],
    ['too long', stored({suburb: 'x'.repeat(5000)})],
    ['no expiry', stored({expiresAt: undefined})],
    ['expiry as a string', stored({expiresAt: String(NOW + 1000)})],
    ['an expiry beyond one lifetime (not ours)', stored({expiresAt: NOW + QUICKSHIP_ATTR_LIFETIME_MS + 1})],
    ['a postcode of three digits', stored({quickshipPostcode: '200'})],
    ['a numeric postcode', stored({quickshipPostcode: 2000})],
    ['eligible as a string', stored({quickshipEligible: 'true'})],
    ['hasAssembly missing', stored({hasAssembly: undefined})],
    ['hasFilteredQuickship as a number', stored({hasFilteredQuickship: 1})],
    ['a numeric warehouse id', stored({quickshipPostcodeWarehouseId: 7})],
    ['a region as an object', stored({quickshipRegionCode: {state: 'NSW'}})],
    ['a suburb missing', stored({suburb: undefined})],
    ['a suburb over 60 characters', stored({suburb: 'S'.repeat(61)})],
    ['a rate without a code', stored({shippingRate: {...state.shippingRate, serviceCode: ''}})],
    ['a rate with a negative price', stored({shippingRate: {...state.shippingRate, priceCents: -100}})],
    ['a rate with a fractional price', stored({shippingRate: {...state.shippingRate, priceCents: 99.5}})],
    ['a rate as a string', stored({shippingRate: 'CHGD'})],
    ['a rate with a null store', stored({shippingRate: {...state.shippingRate, store: null}})],
  ])('rejects %s', (_label, value) => {
    expect(parseQuickshipAttr(value as string | null | undefined, NOW)).toBeNull();
  });

  it('ignores unknown keys rather than passing them on', () => {
    const parsed = parseQuickshipAttr(stored({injected: '<script>'}), NOW);
    expect(parsed).toEqual(state);
  });
});

describe('stockFlags', () => {
  const level = (sku: string, available: boolean, lowStock: boolean, insufficientStock: boolean) => ({
    sku,
    available,
    lowStock,
    insufficientStock,
  });

  it.each([
    ['an available item', [level('A', true, false, false)], ['A'], [], []],
    ['an unavailable item counts nowhere', [level('A', false, false, false)], [], [], []],
    ['low stock', [level('A', true, true, false)], ['A'], ['A'], []],
    ['low and insufficient is only insufficient', [level('A', true, true, true)], ['A'], [], ['A']],
    ['insufficient', [level('A', false, false, true)], [], [], ['A']],
    [
      'a mixed reply keeps the order and drops repeats',
      [
        level('B', true, false, false),
        level('A', true, true, false),
        level('B', true, false, false),
        level('', true, false, false),
      ],
      ['B', 'A'],
      ['A'],
      [],
    ],
    ['no reply', [], [], [], []],
  ])('%s', (_label, levels, availableSkus, lowStockSkus, insufficientStockSkus) => {
    expect(stockFlags(levels)).toEqual({
      availableSkus,
      lowStockSkus,
      insufficientStockSkus,
    });
  });
});

describe('quickshipLines and stockQuery', () => {
  const [lowSku] = FIXTURE_CASES.lowStockSkus;
  const quick = testCartLine({
    id: 'q',
    sku: FIXTURE_CASES.quickship.sku,
    quantity: 2,
    meta: {quickship: true},
  });
  const quickAgain = testCartLine({
    id: 'q2',
    sku: FIXTURE_CASES.quickship.sku,
    quantity: 1,
    meta: {quickship: true},
  });
  const low = testCartLine({
    id: 'low',
    sku: lowSku,
    meta: {quickship: true},
  });
  const ordinary = testCartLine({
    id: 'o',
    sku: FIXTURE_CASES.memberOver999.sku,
  });

  it.each([
    ['available quickship lines', [FIXTURE_CASES.quickship.sku], ['q', 'q2']],
    ['a listed SKU that is not quickship stays out', [FIXTURE_CASES.memberOver999.sku], []],
    ['nothing available', [], []],
    ['both', [FIXTURE_CASES.quickship.sku, lowSku], ['q', 'q2', 'low']],
  ])('%s', (_label, available, ids) => {
    expect(quickshipLines([quick, quickAgain, low, ordinary], available).map((line) => line.id)).toEqual(ids);
  });

  it('asks about quickship SKUs only, summing the quantity wanted', () => {
    expect(stockQuery([quick, ordinary, low, quickAgain])).toEqual({
      skus: [FIXTURE_CASES.quickship.sku, lowSku],
      quantities: [3, 1],
    });
  });
});

describe('regionalMessage', () => {
  const messages: Record<string, string> = Object.fromEntries(
    ['default', 'wa', 'sa', 'vic', 'nsw', 'qld'].flatMap((region) => [
      [`cart_${region}_message`, `plain ${region}`],
      [`cart_postcode_${region}_message`, `postcode ${region}`],
    ]),
  );

  it.each([
    ['WA', false, 'plain wa'],
    ['SA', false, 'plain sa'],
    ['VIC', false, 'plain vic'],
    ['NSW', false, 'plain nsw'],
    ['QLD', false, 'plain qld'],
    ['TAS', false, 'plain default'],
    ['ACT', false, 'plain default'],
    [null, false, 'plain default'],
    ['WA', true, 'postcode wa'],
    ['SA', true, 'postcode sa'],
    ['VIC', true, 'postcode vic'],
    ['NSW', true, 'postcode nsw'],
    ['QLD', true, 'postcode qld'],
    ['NT', true, 'postcode default'],
    [' nsw ', true, 'postcode nsw'],
    ['', true, 'postcode default'],
  ])('%j with postcode %s → %s', (region, postcode, expected) => {
    expect(regionalMessage(messages, region, {postcode})).toBe(expected);
  });

  it.each([
    [
      'a missing regional message falls back to the family default',
      {cart_default_message: 'd', cart_postcode_default_message: 'pd'},
      'VIC',
      true,
      'pd',
    ],
    [
      'a missing postcode family falls back to the plain one',
      {cart_vic_message: 'v', cart_default_message: 'd'},
      'VIC',
      true,
      'v',
    ],
    [
      'a blank message counts as missing',
      {cart_postcode_vic_message: '  ', cart_postcode_default_message: 'pd'},
      'VIC',
      true,
      'pd',
    ],
    ['no messages at all', {}, 'VIC', true, null],
    ['the plain family never uses postcode messages', {cart_postcode_default_message: 'pd'}, null, false, null],
  ])('%s', (_label, shopMessages, region, postcode, expected) => {
    expect(regionalMessage(shopMessages, region, {postcode})).toBe(expected);
  });
});
