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
