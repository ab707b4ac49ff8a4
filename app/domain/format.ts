/**
 * Display formatting: AUD money, whole-dollar amounts, en-AU dates.
 *
 * Every formatter names its locale ('en-AU') and, for dates, its time zone, so
 * output is the same on a developer laptop, in CI and on Oxygen.
 */
import type {Money} from './types';

export type MoneyValue = number | string | Money | null | undefined;

export interface MoneyFormatOptions {
  /** The value is in cents (e.g. shipping rates); divide by 100 first. */
  cents?: boolean;
}

export interface WholeDollarOptions extends MoneyFormatOptions {
  /** Round up to the next whole dollar (default), else to the nearest. */
  roundUp?: boolean;
}

const LOCALE = 'en-AU';
const DEFAULT_CURRENCY = 'AUD';
/** The retailer's home time zone; dates shoppers see (delivery days, campaign ends) are Sydney dates. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const CURRENCY_CODE = /^[A-Z]{3}$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const moneyFormatters = new Map<string, Intl.NumberFormat>();
function moneyFormatter(currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const cacheKey = `${currency}:${fractionDigits}`;
  let formatter = moneyFormatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    moneyFormatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * `amount` rounded half away from zero to `fractionDigits`, as Intl rounds: on the number's shortest decimal
 * form (1.005 is '1.005', so '1.01'), not its binary value (`toFixed` gives '1.00'). Null past plain notation.
 */
function roundedDigits(amount: number, fractionDigits: number): {whole: string; fraction: string} | null {
  const text = String(Math.abs(amount));
  if (text.includes('e')) return null;
  const [integer, fraction = ''] = text.split('.');
  const digits = (integer + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')).split('');
  if ((fraction[fractionDigits] ?? '0') >= '5') {
    let index = digits.length - 1;
    while (index >= 0 && digits[index] === '9') digits[index--] = '0';
    if (index < 0) digits.unshift('1');
    else digits[index] = String(Number(digits[index]) + 1);
  }
  const whole = digits.slice(0, digits.length - fractionDigits).join('') || '0';
  return {whole, fraction: digits.slice(digits.length - fractionDigits).join('')};
}

/**
 * en-AU's rendering of an amount: '$1,299.00', '-$5.00'. Dollars (the store's currency) are written out here,
 * exactly as Intl writes them (format.test.ts compares the two), because a page's first `Intl.NumberFormat`
 * loads ICU's locale data: about 15 ms of a phone's main thread in the middle of hydration, on every page
 * with a price. Other currencies go through Intl.
 */
function formatCurrency(amount: number, currency: string, fractionDigits: 0 | 2): string {
  const rounded = currency === DEFAULT_CURRENCY ? roundedDigits(amount, fractionDigits) : null;
  if (!rounded) return moneyFormatter(currency, fractionDigits).format(amount);
  const grouped = rounded.whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}${fractionDigits > 0 ? `.${rounded.fraction}` : ''}`;
}

/** A finite amount and its currency, or null for anything non-numeric. */
function readAmount(value: MoneyValue, cents: boolean): {amount: number; currency: string} | null {
  let raw: unknown = value;
  let currency = DEFAULT_CURRENCY;
  if (value !== null && typeof value === 'object') {
    raw = value.amount;
    if (typeof value.currencyCode === 'string' && CURRENCY_CODE.test(value.currencyCode)) {
      currency = value.currencyCode;
    }
  }
  let amount: number;
  if (typeof raw === 'number') {
    amount = raw;
  } else if (typeof raw === 'string' && DECIMAL.test(raw.trim())) {
    amount = Number(raw.trim());
  } else {
    return null;
  }
  if (!Number.isFinite(amount)) return null;
  return {amount: cents ? amount / 100 : amount, currency};
}

/** Negative zero and amounts that round to zero would otherwise print as '-$0.00'. */
function withoutNegativeZero(amount: number, fractionDigits: number): number {
  return Math.abs(amount) < 0.5 / 10 ** fractionDigits ? 0 : amount;
}

/** '$1,299.00'; '' for non-numeric input (currency display shows nothing for it). */
export function formatMoney(value: MoneyValue, options: MoneyFormatOptions = {}): string {
  const read = readAmount(value, options.cents ?? false);
  if (!read) return '';
  return formatCurrency(withoutNegativeZero(read.amount, 2), read.currency, 2);
}

/** '$1,300' for 1299.01: whole dollars, rounded up unless `roundUp: false`. '' for non-numeric input. */
export function formatWholeDollars(value: MoneyValue, options: WholeDollarOptions = {}): string {
  const read = readAmount(value, options.cents ?? false);
  if (!read) return '';
  // Work in whole cents first so float noise (1.1 * 100 = 110.00000000000001) cannot bump a dollar.
  const cents = Math.round(read.amount * 100);
  const dollars = (options.roundUp ?? true) ? Math.ceil(cents / 100) : Math.round(cents / 100);
  return formatCurrency(withoutNegativeZero(dollars, 0), read.currency, 0);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function longDateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, {day: 'numeric', month: 'long', year: 'numeric', timeZone});
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * '21 November 2026' (en-AU long format); '' for an invalid or missing date.
 *
 * Instants are shown as the calendar day in `timeZone` (Sydney by default).
 * A date-only string ('2026-11-21') names a calendar day, not an instant, so it
 * is shown as that day whatever the time zone.
 */
export function formatLongDate(
  date: Date | string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (date === null || date === undefined || date === '') return '';
  const isDateOnly = typeof date === 'string' && DATE_ONLY.test(date.trim());
  const instant = typeof date === 'string' ? new Date(date.trim()) : date;
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) return '';
  // Date-only strings parse as UTC midnight, so UTC gives back the same day.
  return longDateFormatter(isDateOnly ? 'UTC' : timeZone).format(instant);
}

/** The bag icon's badge: nothing for an empty bag, the count up to 99, then '99+'. */
export function formatBadgeCount(count: number): string {
  if (Number.isNaN(count) || count < 1) return '';
  if (count >= 100) return '99+';
  return String(Math.floor(count));
}

/** How long a shopper is asked to wait, from a Retry-After in seconds: minutes up to an hour and a half, then hours. */
export function formatWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hours`;
}
