/**
 * The one conversion from the Storefront API's decimal strings ('1299.0',
 * '199.95') to whole cents, and back. Money is added and compared in cents
 * everywhere (bag totals, campaign prices, savings, settings), so no price
 * picks up float noise.
 */
import type {Money} from './types';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** '1299.0' → 129900; null for a missing or malformed amount. */
export function parseCents(money: Pick<Money, 'amount'> | string | null | undefined): number | null {
  const amount = typeof money === 'string' ? money : money?.amount;
  const match = typeof amount === 'string' ? DECIMAL.exec(amount.trim()) : null;
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  // Round on the third decimal so '10.005' is 1001, without float multiplication.
  const cents = Number(whole) * 100 + Math.round(Number(`${fraction}000`.slice(0, 3)) / 10);
  return sign ? -cents : cents;
}

/** '1299.0' → 129900; a malformed or missing amount counts as 0 rather than breaking the bag. */
export function amountToCents(money: Pick<Money, 'amount'> | string | null | undefined): number {
  return parseCents(money) ?? 0;
}

/** Whole cents as a Money of the given currency: 129900 → {amount: '1299.00'}. */
export function centsToMoney(cents: number, currencyCode: string): Money {
  return {amount: (cents / 100).toFixed(2), currencyCode};
}
