import {describe, expect, it} from 'vitest';
import {ASSEMBLY_SERVICE_HANDLE} from '~/config/brand';
import {FIXTURE_CASES} from '../../tests/mocks/fixtures/catalogue';
import {
  BONUS_ALREADY_ADDED_MESSAGE,
  BONUS_NOT_FOUND_MESSAGE,
  BONUS_UNAVAILABLE_MESSAGE,
  bonusAttributeKey,
  bonusLinesOf,
  bonusLinesToRemoveWith,
  bonusOffer,
  bonusQuantityUpdates,
  hasBonusInBag,
  isBonusAttributeKey,
  validateBonusRequest,
} from './bonus';
import {isBonusLine} from './cart-lines';
import {testCartLine} from '../../tests/support/cart-line';

const {sku: MATTRESS_SKU, bonusHandle, bonusSku} = FIXTURE_CASES.bonusPillows;
const PILLOWS_VARIANT = 'gid://shopify/ProductVariant/44000140101';
const KEY = `_bonus_for_${MATTRESS_SKU}`;

const mattress = testCartLine({
  id: 'mat',
  sku: MATTRESS_SKU,
  title: 'Aurora Hybrid Mattress',
  quantity: 2,
  meta: {bonusVariantId: PILLOWS_VARIANT, bonusProduct: bonusHandle},
});
const sameSku = testCartLine({
  id: 'mat-2',
  sku: MATTRESS_SKU,
  quantity: 1,
  meta: mattress.merchandise.meta,
});
const pillows = testCartLine({
  id: 'pillows',
  sku: bonusSku,
  variantId: PILLOWS_VARIANT,
  quantity: 2,
  attributes: [{key: KEY, value: 'Aurora Hybrid Mattress'}],
});
const noBonus = testCartLine({id: 'single', sku: FIXTURE_CASES.noBonus.sku});

describe('bonus attribute', () => {
  it('is _bonus_for_{sku}, which the visible-line rules hide', () => {
    expect(bonusAttributeKey(MATTRESS_SKU)).toBe(KEY);
    expect(isBonusAttributeKey(KEY)).toBe(true);
    expect(isBonusAttributeKey('_assembly-for')).toBe(false);
    expect(isBonusLine(pillows)).toBe(true);
  });
});

describe('bonusOffer', () => {
  it.each([
    [
      'a variant naming a bonus',
      mattress,
      {
        variantId: PILLOWS_VARIANT,
        productHandle: bonusHandle,
        attributeKey: KEY,
      },
    ],
    ['a variant without one', noBonus, null],
    ['a bonus id that is not a variant gid', testCartLine({sku: 'X', meta: {bonusVariantId: '44000140101'}}), null],
    ['a line without a SKU', testCartLine({sku: null, meta: {bonusVariantId: PILLOWS_VARIANT}}), null],
    [
      'no bonus product handle',
      testCartLine({sku: 'X', meta: {bonusVariantId: PILLOWS_VARIANT}}),
      {
        variantId: PILLOWS_VARIANT,
        productHandle: null,
        attributeKey: '_bonus_for_X',
      },
    ],
  ])('%s', (_label, line, expected) => {
    expect(bonusOffer(line)).toEqual(expected);
  });

  it('reads a product page’s variant (its SKU and metafields alone) as it reads a bag line', () => {
    const {sku, meta} = mattress.merchandise;
    expect(bonusOffer({merchandise: {sku, meta}})).toEqual(bonusOffer(mattress));
  });
});

describe('bonus in the bag', () => {
  it.each([
    ['the bonus line is there', [mattress, pillows], true, ['pillows']],
    ['no bonus line', [mattress], false, []],
    [
      'a marked line of another variant is not the offered bonus',
      [
        mattress,
        {
          ...pillows,
          merchandise: {
            ...pillows.merchandise,
            id: 'gid://shopify/ProductVariant/1',
          },
        },
      ],
      false,
      ['pillows'],
    ],
  ])('%s', (_label, lines, inBag, ids) => {
    expect(hasBonusInBag(lines, mattress)).toBe(inBag);
    expect(bonusLinesOf(lines, mattress).map((line) => line.id)).toEqual(ids);
  });
});

describe('removal and quantity', () => {
  it.each([
    ['the only line of the SKU takes its bonus with it', [mattress, pillows], 'mat', ['pillows']],
    ['another line of the SKU keeps the bonus', [mattress, sameSku, pillows], 'mat', []],
    ['a line without a bonus', [noBonus, mattress, pillows], 'single', []],
    ['a line not in the bag', [mattress, pillows], 'gone', []],
  ])('%s', (_label, lines, id, expected) => {
    expect(bonusLinesToRemoveWith(lines, id).map((line) => line.id)).toEqual(expected);
  });

  it.each([
    ['the bonus follows a new quantity', [mattress, pillows], 'mat', 3, [{id: 'pillows', quantity: 3}]],
    ['it counts every line of the SKU', [mattress, sameSku, pillows], 'mat', 2, [{id: 'pillows', quantity: 3}]],
    ['no change needed', [mattress, pillows], 'mat', 2, []],
    ['zero removes it', [mattress, pillows], 'mat', 0, [{id: 'pillows', quantity: 0}]],
    ['a line without a bonus', [noBonus], 'single', 4, []],
  ])('%s', (_label, lines, id, quantity, expected) => {
    expect(bonusQuantityUpdates(lines, id, quantity)).toEqual(expected);
  });
});

describe('validateBonusRequest', () => {
  it('adds the metafield’s bonus, marked for the SKU, one per item', () => {
    expect(
      validateBonusRequest({
        lines: [mattress, sameSku],
        productLineId: 'mat',
        bonusVariantId: PILLOWS_VARIANT,
      }),
    ).toEqual({
      ok: true,
      line: {
        merchandiseId: PILLOWS_VARIANT,
        quantity: 3,
        attributes: [{key: KEY, value: 'Aurora Hybrid Mattress'}],
      },
    });
  });

  it('accepts a request that does not name the variant', () => {
    expect(validateBonusRequest({lines: [mattress], productLineId: 'mat'}).ok).toBe(true);
  });

  const assemblyWithBonusMeta = testCartLine({
    id: 'asm',
    handle: ASSEMBLY_SERVICE_HANDLE,
    sku: 'ASSEMBLY-BED',
    meta: {bonusVariantId: PILLOWS_VARIANT},
  });

  it.each([
    ['a line not in the cart', [mattress], 'forged', undefined, BONUS_NOT_FOUND_MESSAGE],
    ['a non-string line id', [mattress], 7, undefined, BONUS_NOT_FOUND_MESSAGE],
    ['a line without a bonus', [noBonus], 'single', undefined, BONUS_UNAVAILABLE_MESSAGE],
    [
      'another variant posted as the bonus',
      [mattress],
      'mat',
      'gid://shopify/ProductVariant/44000010101',
      BONUS_UNAVAILABLE_MESSAGE,
    ],
    [
      'a bonus line asking for a bonus',
      [
        mattress,
        {
          ...pillows,
          merchandise: {
            ...pillows.merchandise,
            meta: mattress.merchandise.meta,
          },
        },
      ],
      'pillows',
      undefined,
      BONUS_UNAVAILABLE_MESSAGE,
    ],
    ['an assembly line with forged metafields', [assemblyWithBonusMeta], 'asm', undefined, BONUS_UNAVAILABLE_MESSAGE],
    ['the bonus already in the bag', [mattress, pillows], 'mat', PILLOWS_VARIANT, BONUS_ALREADY_ADDED_MESSAGE],
  ])('rejects %s', (_label, lines, productLineId, bonusVariantId, message) => {
    expect(validateBonusRequest({lines, productLineId, bonusVariantId})).toMatchObject({ok: false, message});
  });
});
