import {describe, expect, it} from 'vitest';
import {DONATION_PRODUCT_HANDLE} from '~/config/brand';
import {FIXTURE_CASES} from '../../tests/mocks/fixtures/catalogue';
import {bagTotals} from './bag-totals';
import {amountToCents} from './money';
import {testCartLine} from '../../tests/support/cart-line';

describe('amountToCents', () => {
  it.each([
    ['1299.0', 129900],
    ['1299.00', 129900],
    ['199.95', 19995],
    ['10.5', 1050],
    ['0.0', 0],
    ['10.005', 1001],
    ['-4.9', -490],
    [' 5 ', 500],
    ['abc', 0],
    ['1e3', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ])('%j → %s', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });

  it('reads a Money object', () => {
    expect(amountToCents({amount: '249.0'})).toBe(24900);
  });
});

const mattress = testCartLine({
  sku: FIXTURE_CASES.compareAtOnly.sku,
  price: '2299.0',
  compareAt: '2999.0',
});
const bonus = testCartLine({
  sku: 'BONUS-PILLOW-PAIR',
  price: '0.0',
  compareAt: '149.0',
  quantity: 2,
});
const donation = testCartLine({
  handle: DONATION_PRODUCT_HANDLE,
  sku: 'DONATION-5',
  price: '5.0',
  taxable: false,
});
const mirror = testCartLine({
  sku: 'MIR-ROUND',
  price: '249.0',
  quantity: 2,
  discounts: ['49.8'],
});
const compareAtBelowPrice = testCartLine({price: '100.0', compareAt: '90.0'});

describe('bagTotals', () => {
  it.each([
    [
      'an empty bag',
      {lines: [], shippingCents: null},
      {
        subtotalCents: 0,
        discountCents: 0,
        shippingCents: null,
        savingsCents: 0,
        gstCents: 0,
        totalCents: 0,
      },
    ],
    [
      'compare-at savings per unit × quantity, shipping added',
      {lines: [mattress, bonus], shippingCents: 9900},
      // Savings: 700 on the mattress + 149 × 2 on the pillows. GST: 2299 / 11.
      {
        subtotalCents: 229900,
        discountCents: 0,
        shippingCents: 9900,
        savingsCents: 99800,
        gstCents: 20900,
        totalCents: 239800,
      },
    ],
    [
      'line discounts count as savings and come off the taxable total',
      {lines: [mirror], shippingCents: 0},
      // 498.00 − 49.80 = 448.20; GST 44820 / 11 = 4074.5 → 4075.
      {
        subtotalCents: 49800,
        discountCents: 4980,
        shippingCents: 0,
        savingsCents: 4980,
        gstCents: 4075,
        totalCents: 44820,
      },
    ],
    [
      'an untaxed donation adds to the total but not to GST',
      {lines: [mattress, donation], shippingCents: null},
      {
        subtotalCents: 230400,
        discountCents: 0,
        shippingCents: null,
        savingsCents: 70000,
        gstCents: 20900,
        totalCents: 230400,
      },
    ],
    [
      'a compare-at below the price is no saving',
      {lines: [compareAtBelowPrice], shippingCents: null},
      {
        subtotalCents: 10000,
        discountCents: 0,
        shippingCents: null,
        savingsCents: 0,
        gstCents: 909,
        totalCents: 10000,
      },
    ],
    [
      'a cart discount is shared between taxed and untaxed lines',
      {
        lines: [testCartLine({price: '990.0'}), testCartLine({price: '110.0', taxable: false})],
        cartDiscountAllocations: [{discountedAmount: {amount: '110.0'}}],
        shippingCents: 5000,
      },
      // 11000 of discount, 9/10 of it on the taxed line: (99000 − 9900) / 11 = 8100.
      {
        subtotalCents: 110000,
        discountCents: 11000,
        shippingCents: 5000,
        savingsCents: 11000,
        gstCents: 8100,
        totalCents: 104000,
      },
    ],
    [
      'a discount larger than the line is capped at the line',
      {
        lines: [testCartLine({price: '10.0', discounts: ['25.0']})],
        shippingCents: null,
      },
      {
        subtotalCents: 1000,
        discountCents: 1000,
        shippingCents: null,
        savingsCents: 1000,
        gstCents: 0,
        totalCents: 0,
      },
    ],
  ])('%s', (_label, input, expected) => {
    expect(bagTotals(input)).toEqual(expected);
  });

  it('uses the current quantity, so an optimistic change is already counted', () => {
    const line = testCartLine({price: '110.0', quantity: 1});
    expect(bagTotals({lines: [{...line, quantity: 3}], shippingCents: null})).toMatchObject({
      subtotalCents: 33000,
      gstCents: 3000,
      totalCents: 33000,
    });
  });

  it.each([
    [1100, 100],
    [1, 0],
    [6, 1],
    [5, 0],
    [109999, 10000],
  ])('GST on %s cents is %s cents (one eleventh, rounded)', (cents, gst) => {
    const line = testCartLine({price: (cents / 100).toFixed(2)});
    expect(bagTotals({lines: [line], shippingCents: null}).gstCents).toBe(gst);
  });
});
