/**
 * Money as whole cents. Every cart sum is done in integers so totals and GST
 * never drift; amounts become Shopify-style decimal strings only on the way out.
 */
export type Cents = number;

export const SHOP_CURRENCY = 'AUD';

export interface MoneyV2 {
  __typename: 'MoneyV2';
  amount: string;
  currencyCode: typeof SHOP_CURRENCY;
}

/** '1299.00' → 129900. Rejects anything that is not a plain decimal. */
export function toCents(decimal: string): Cents {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new Error(`Not a decimal amount: "${decimal}"`);
  const [, sign, whole, fraction = ''] = match;
  const hundredths = Number(`${fraction}000`.slice(0, 3)) / 10;
  const cents = Number(whole) * 100 + Math.round(hundredths);
  return sign ? -cents : cents;
}

/**
 * Shopify's Decimal rendering: at least one fraction digit, no trailing zeros
 * beyond it (129900 → '1299.0', 19995 → '199.95', 1050 → '10.5').
 */
export function formatAmount(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  const fractionText = fraction === 0 ? '0' : String(fraction).padStart(2, '0').replace(/0$/, '');
  return `${sign}${whole}.${fractionText}`;
}

export function money(cents: Cents): MoneyV2 {
  return {__typename: 'MoneyV2', amount: formatAmount(cents), currencyCode: SHOP_CURRENCY};
}

/** GST included in a tax-inclusive Australian price: one eleventh, to the cent. */
export function includedGst(taxInclusiveCents: Cents): Cents {
  return Math.round(taxInclusiveCents / 11);
}

export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100);
}
