import {describe, expect, it} from 'vitest';
import {formatBadgeCount, formatLongDate, formatMoney, formatWholeDollars} from './format';

describe('formatMoney', () => {
  it.each([
    [1299, {}, '$1,299.00'],
    ['1299.00', {}, '$1,299.00'],
    [' 1299.5 ', {}, '$1,299.50'],
    [0, {}, '$0.00'],
    [-0, {}, '$0.00'],
    [-0.001, {}, '$0.00'],
    [-5, {}, '-$5.00'],
    [1234567.891, {}, '$1,234,567.89'],
    [0.005, {}, '$0.01'],
    ['.5', {}, '$0.50'],
    [{amount: '199.95', currencyCode: 'AUD'}, {}, '$199.95'],
    [{amount: '12', currencyCode: 'USD'}, {}, 'USD\u00a012.00'],
    [{amount: '12', currencyCode: 'bogus'}, {}, '$12.00'],
    [9900, {cents: true}, '$99.00'],
    ['129901', {cents: true}, '$1,299.01'],
    [{amount: '8800', currencyCode: 'AUD'}, {cents: true}, '$88.00'],
    [1299, {cents: false}, '$1,299.00'],
  ])('%j %j', (value, options, expected) => {
    expect(formatMoney(value, options)).toBe(expected);
  });

  it.each([
    [NaN],
    [Infinity],
    [''],
    ['   '],
    ['abc'],
    ['12abc'],
    ['1,299.00'],
    ['0x10'],
    ['1e3'],
    [null],
    [undefined],
    [{amount: 'abc', currencyCode: 'AUD'}],
  ])('shows nothing for non-numeric %j', (value) => {
    expect(formatMoney(value as never)).toBe('');
  });
});

describe('dollar amounts, written out without Intl', () => {
  const intl = (digits: 0 | 2) =>
    new Intl.NumberFormat('en-AU', {style: 'currency', currency: 'AUD', minimumFractionDigits: digits, maximumFractionDigits: digits});

  // Halves on the shortest decimal form (1.005), carries through nines, grouping, negatives, the largest plain numbers.
  const edges = [1.005, 2.675, 0.125, 0.5, 1.5, 2.5, -2.5, -0.125, 9.995, 99.5, 0.995, 999.995, 999999.995, 12345.675, 1e15 + 0.5, 123e18];

  /** A fixed sequence of amounts of every size, some on a half cent: the same cases on every run. */
  function amounts(count: number): number[] {
    let seed = 20261124;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    return Array.from({length: count}, (_, index) => {
      const amount = (next() - 0.3) * 10 ** (next() * 12);
      return index % 3 === 0 ? Math.round(amount * 100) / 100 + 0.005 : amount;
    });
  }

  it('match Intl en-AU to the cent', () => {
    const mismatches = [...edges, ...amounts(20000)]
      .filter((amount) => Math.abs(amount) >= 0.005)
      .filter((amount) => formatMoney(amount) !== intl(2).format(amount));
    expect(mismatches).toEqual([]);
  });

  it('match Intl en-AU in whole dollars', () => {
    const mismatches = amounts(20000)
      .map((amount) => Math.round(amount))
      .filter((dollars) => dollars !== 0 && formatWholeDollars(dollars) !== intl(0).format(dollars));
    expect(mismatches).toEqual([]);
  });

  it('leave other currencies and exponent-sized numbers to Intl', () => {
    const nzd = new Intl.NumberFormat('en-AU', {style: 'currency', currency: 'NZD'});
    expect(formatMoney({amount: '1234.5', currencyCode: 'NZD'})).toBe(nzd.format(1234.5));
    expect(formatMoney(1e21)).toBe(intl(2).format(1e21));
  });
});

describe('formatWholeDollars', () => {
  it.each([
    [1299.01, {}, '$1,300'],
    [1299, {}, '$1,299'],
    ['1299.00', {}, '$1,299'],
    [1299.99, {}, '$1,300'],
    [0.01, {}, '$1'],
    [0, {}, '$0'],
    // 1.1 * 100 is 110.00000000000001 in floating point; it must stay $110.
    [1.1 * 100, {}, '$110'],
    [-1.5, {}, '-$1'],
    [-0.4, {}, '$0'],
    [129901, {cents: true}, '$1,300'],
    [129900, {cents: true}, '$1,299'],
    [1299.4, {roundUp: false}, '$1,299'],
    [1299.5, {roundUp: false}, '$1,300'],
    [1299.01, {roundUp: true}, '$1,300'],
    [{amount: '1499.50', currencyCode: 'AUD'}, {}, '$1,500'],
  ])('%j %j', (value, options, expected) => {
    expect(formatWholeDollars(value, options)).toBe(expected);
  });

  it.each([[NaN], [''], ['abc'], [null], [undefined]])('shows nothing for %j', (value) => {
    expect(formatWholeDollars(value as never)).toBe('');
  });
});

describe('formatLongDate', () => {
  it.each([
    [new Date('2026-11-21T03:00:00Z'), undefined, '21 November 2026'],
    ['2026-11-21T03:00:00Z', undefined, '21 November 2026'],
    // 14:00 UTC on the 20th is already the 21st in Sydney (UTC+11 in November).
    ['2026-11-20T14:00:00Z', undefined, '21 November 2026'],
    ['2026-11-20T14:00:00Z', 'UTC', '20 November 2026'],
    ['2026-11-20T14:00:00Z', 'Australia/Perth', '20 November 2026'],
    // A date-only string is a calendar day in every zone.
    ['2026-11-21', undefined, '21 November 2026'],
    ['2026-11-21', 'America/Los_Angeles', '21 November 2026'],
    ['2026-01-01', undefined, '1 January 2026'],
  ])('%j in %s → %s', (date, timeZone, expected) => {
    expect(formatLongDate(date, timeZone)).toBe(expected);
  });

  it.each([[''], ['not a date'], ['2026-13-45'], [new Date(NaN)], [null], [undefined]])(
    'shows nothing for %j',
    (date) => {
      expect(formatLongDate(date)).toBe('');
    },
  );
});

describe('formatBadgeCount', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [NaN, ''],
    [0.5, ''],
    [1, '1'],
    [2.7, '2'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
    [Infinity, '99+'],
  ])('%s → %j', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});
