/**
 * What a bag line is charged, read from Shopify's cart: the line's total with every discount applied
 * (automatic campaign discounts, the member and Velocity discount, codes). The delivery estimate, loyalty
 * points, thresholds and the bag's "each" read it here, never the catalogue's price again.
 */
import {amountToCents} from './money';
import type {Money} from './types';

/** The part of a bag line its charged price is read from: Shopify's total for the line, discounts applied. */
export interface ChargedLine {
  quantity: number;
  cost: {totalAmount: Pick<Money, 'amount'>};
}

/** What the bag is charged for the whole line, in cents (Shopify's line total, every discount applied). */
export function chargedLineCents(line: ChargedLine): number {
  return amountToCents(line.cost.totalAmount);
}

/**
 * What one unit of a bag line is charged: the line total over its quantity. Shopify's `amountPerQuantity` is the
 * price before discounts, so reading it would show a campaign's $1,999.00 where $1,399.30 is charged.
 */
export function chargedUnitCents(line: ChargedLine): number {
  return line.quantity > 0 ? Math.round(chargedLineCents(line) / line.quantity) : 0;
}
