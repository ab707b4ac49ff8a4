import {describe, expect, it} from 'vitest';
import {centsToDecimal, decimalToCents} from './money';

describe('Function money', () => {
  it('reads Decimals as Shopify sends them, strings or numbers, into whole cents', () => {
    expect(decimalToCents('1299.0')).toBe(129900);
    expect(decimalToCents('1399.30')).toBe(139930);
    expect(decimalToCents('0.1')).toBe(10);
    expect(decimalToCents(' 99 ')).toBe(9900);
    expect(decimalToCents(2557.65)).toBe(255765);
    expect(decimalToCents(0.1 + 0.2)).toBe(30);
    expect(decimalToCents('19.995')).toBe(2000);
    expect(decimalToCents('-5.5')).toBe(-550);
  });

  it('gives null for what is not an amount', () => {
    for (const bad of [null, undefined, '', 'abc', '1e3', '12.', Number.NaN, Number.POSITIVE_INFINITY]) expect(decimalToCents(bad)).toBeNull();
  });

  it('writes cents as a Decimal string', () => {
    expect(centsToDecimal(10135)).toBe('101.35');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(4900)).toBe('49.00');
    expect(centsToDecimal(-250)).toBe('-2.50');
  });
});
