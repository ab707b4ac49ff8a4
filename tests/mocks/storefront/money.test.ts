import {describe, expect, it} from 'vitest';
import {formatAmount, includedGst, toCents} from './money';

describe('money', () => {
  it.each([
    ['1299.00', 129900, '1299.0'],
    ['199.95', 19995, '199.95'],
    ['10.50', 1050, '10.5'],
    ['0.05', 5, '0.05'],
    ['0', 0, '0.0'],
    ['-12.30', -1230, '-12.3'],
  ])('%s is %i cents, written %s as Shopify does', (decimal, cents, written) => {
    expect(toCents(decimal)).toBe(cents);
    expect(formatAmount(cents)).toBe(written);
  });

  it('rejects what is not a decimal', () => {
    expect(() => toCents('12,50')).toThrow(/Not a decimal/);
  });

  it('takes GST as one eleventh of a tax-inclusive amount, to the cent', () => {
    expect(includedGst(110_00)).toBe(10_00);
    expect(includedGst(280_950)).toBe(25_541); // 2809.50 / 11 = 255.409…
    expect(includedGst(1)).toBe(0);
    expect(includedGst(6)).toBe(1); // 0.545… rounds up
  });
});
