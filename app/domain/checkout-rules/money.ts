/**
 * Money as Shopify Functions see it: a Decimal arrives as a string ("1299.0") or a number, and goes out as a
 * string. Everything in between is whole cents, so no rule picks up float noise.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Whole cents of a decimal amount (half a cent and up rounds away from zero); null when it is not a number. */
export function decimalToCents(amount: string | number | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(4) : '') : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const padded = `${fraction}000`;
  const cents = Number(whole) * 100 + Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0);
  return sign === '-' ? -cents : cents;
}

/** A Decimal for a function's output: "12.34". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
