import {describe, expect, it} from 'vitest';
import {ASSEMBLY_SERVICE_HANDLE, DONATION_PRODUCT_HANDLE} from '~/config/brand';
import {
  isReservedProduct,
  isAssemblyServiceLine,
  isBonusLine,
  isDonationLine,
  lineAttribute,
  miniCartFromCart,
  visibleLines,
} from './cart-lines';
import type {Attribute, Money} from './types';

interface TestLine {
  id: string;
  quantity: number;
  attributes?: Attribute[];
  merchandise: {product: {handle: string}};
}

function line(id: string, handle: string, quantity = 1, attributes: Attribute[] = []): TestLine {
  return {id, quantity, attributes, merchandise: {product: {handle}}};
}

const total: Money = {amount: '2499.00', currencyCode: 'AUD'};

function cart(...lines: TestLine[]) {
  return {id: 'gid://shopify/Cart/c1?key=k', cost: {totalAmount: total}, lines: {nodes: lines}};
}

const mattress = line('mattress', 'cloud-mattress', 2);
const bed = line('bed', 'oak-bed-frame', 1, [{key: '_assembly_variant_id', value: '9'}]);
const assembly = line('assembly', ASSEMBLY_SERVICE_HANDLE, 1, [{key: '_assembly-for', value: 'bed'}]);
const donation = line('donation', DONATION_PRODUCT_HANDLE, 5);
const bonus = line('bonus', 'pillow-pair', 2, [{key: '_bonus_for_MAT-Q', value: 'mattress'}]);

describe('line classification', () => {
  it.each([
    ['an ordinary line', mattress, false, false, false],
    ['the assembly service line', assembly, true, false, false],
    ['the donation line', donation, false, true, false],
    ['a bonus line', bonus, false, false, true],
    ['a line whose handle merely contains the assembly handle', line('x', `${ASSEMBLY_SERVICE_HANDLE}-2`), false, false, false],
    ['a line with a _bonus_for key only in a value', line('x', 'p', 1, [{key: 'note', value: '_bonus_for_X'}]), false, false, false],
    ['a line whose key has the prefix in the middle', line('x', 'p', 1, [{key: 'x_bonus_for_A', value: ''}]), false, false, false],
    ['an optimistic line without attributes', {id: 'o', quantity: 1, merchandise: {product: {handle: 'p'}}}, false, false, false],
  ])('%s', (_label, subject, assemblyLine, donationLine, bonusLine) => {
    expect(isAssemblyServiceLine(subject)).toBe(assemblyLine);
    expect(isDonationLine(subject)).toBe(donationLine);
    expect(isBonusLine(subject)).toBe(bonusLine);
  });
});

describe('visibleLines', () => {
  it.each([
    ['no cart', null, []],
    ['an empty cart', cart(), []],
    ['ordinary lines only', cart(mattress, bed), ['mattress', 'bed']],
    ['every kind of line', cart(mattress, assembly, donation, bonus, bed), ['mattress', 'bed']],
    ['only hidden lines', cart(assembly, donation, bonus), []],
  ])('%s', (_label, subject, expectedIds) => {
    expect(visibleLines(subject).map((visible) => visible.id)).toEqual(expectedIds);
  });
});

describe('miniCartFromCart', () => {
  it.each([
    ['no cart', null, {id: null, totalPrice: null, lineItemsCount: 0}],
    ['undefined', undefined, {id: null, totalPrice: null, lineItemsCount: 0}],
    ['an empty cart', cart(), {id: 'gid://shopify/Cart/c1?key=k', totalPrice: total, lineItemsCount: 0}],
    // 2 mattresses + 1 bed + 2 bonus pillows; assembly (1) and donation (5) are not counted.
    ['every kind of line', cart(mattress, assembly, donation, bonus, bed), {id: 'gid://shopify/Cart/c1?key=k', totalPrice: total, lineItemsCount: 5}],
    ['only assembly and donation', cart(assembly, donation), {id: 'gid://shopify/Cart/c1?key=k', totalPrice: total, lineItemsCount: 0}],
  ])('%s', (_label, subject, expected) => {
    expect(miniCartFromCart(subject)).toEqual(expected);
  });

  it('returns a fresh empty mini cart each time', () => {
    const first = miniCartFromCart(null);
    first.lineItemsCount = 3;
    expect(miniCartFromCart(null).lineItemsCount).toBe(0);
  });
});

describe('lineAttribute', () => {
  const withAttributes = line('x', 'p', 1, [
    {key: '_time', value: '1700000000'},
    {key: '_compare_at_price', value: ''},
    {key: '_time', value: 'second'},
  ]);

  it.each([
    [withAttributes, '_time', '1700000000'],
    [withAttributes, '_compare_at_price', ''],
    [withAttributes, '_missing', null],
    [withAttributes, '_TIME', null],
    [{attributes: undefined}, '_time', null],
    [{attributes: null}, '_time', null],
  ])('%#: %s', (subject, key, expected) => {
    expect(lineAttribute(subject, key)).toBe(expected);
  });
});

describe('isReservedProduct', () => {
  it.each([
    [{handle: ASSEMBLY_SERVICE_HANDLE, tags: []}, true],
    [{handle: DONATION_PRODUCT_HANDLE, tags: []}, true],
    [{handle: 'pillow-pair', tags: ['bonus']}, true],
    [{handle: 'aurora-hybrid-mattress', tags: ['sale-20']}, false],
  ])('%o → %s', (product, reserved) => {
    expect(isReservedProduct(product)).toBe(reserved);
  });
});
