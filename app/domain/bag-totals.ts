/**
 * The bag's summary: subtotal, shipping, savings, GST and total.
 *
 * Everything is summed in whole cents so totals never drift by a cent; the
 * Storefront API's decimal strings ('1299.0', '199.95') are converted once.
 * Line sums use the unit price × quantity rather than the line's own cost
 * totals, so an optimistic quantity change (which Hydrogen applies to the
 * quantity only) is already reflected.
 */
import type {Money} from './types';
import {amountToCents} from './money';

/** Tax divisor 11 (10% GST): prices are GST-inclusive. */
export const GST_DIVISOR = 11;

/** The parts of a cart line the totals read. */
export interface TotalsLine {
  quantity: number;
  cost: {
    amountPerQuantity: Pick<Money, 'amount'>;
    compareAtAmountPerQuantity?: Pick<Money, 'amount'> | null;
  };
  discountAllocations?: readonly {discountedAmount: Pick<Money, 'amount'>}[] | null;
  merchandise: {taxable: boolean};
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** Discounts on the whole cart (Cart.discountAllocations), not already in the lines. */
  cartDiscountAllocations?: readonly {discountedAmount: Pick<Money, 'amount'>}[] | null;
  /** The selected rate's price after any member discount; null when no rate is selected. */
  shippingCents: number | null;
}

export interface BagTotals {
  /** Unit price × quantity over every line, before discounts. */
  subtotalCents: number;
  /** Line and cart discounts together. */
  discountCents: number;
  shippingCents: number | null;
  /** Compare-at over price on each unit, plus every discount. */
  savingsCents: number;
  /** The GST included in the total (goods only: taxable line totals after discounts). */
  gstCents: number;
  /** Subtotal − discounts + shipping. */
  totalCents: number;
}

function sumAllocations(allocations: TotalsInput['cartDiscountAllocations']): number {
  return (allocations ?? []).reduce((sum, allocation) => sum + amountToCents(allocation.discountedAmount), 0);
}

export function bagTotals({lines, cartDiscountAllocations, shippingCents}: TotalsInput): BagTotals {
  let subtotalCents = 0;
  let lineDiscountCents = 0;
  let compareAtSavingsCents = 0;
  let taxableAfterLineDiscountsCents = 0;

  for (const line of lines) {
    const quantity = Math.max(0, line.quantity);
    const unitCents = amountToCents(line.cost.amountPerQuantity);
    const compareAtCents = amountToCents(line.cost.compareAtAmountPerQuantity);
    const lineCents = unitCents * quantity;
    const discountCents = Math.min(lineCents, sumAllocations(line.discountAllocations));
    subtotalCents += lineCents;
    lineDiscountCents += discountCents;
    if (compareAtCents > unitCents) compareAtSavingsCents += (compareAtCents - unitCents) * quantity;
    if (line.merchandise.taxable) taxableAfterLineDiscountsCents += lineCents - discountCents;
  }

  const afterLineDiscountsCents = subtotalCents - lineDiscountCents;
  const cartDiscountCents = Math.min(afterLineDiscountsCents, sumAllocations(cartDiscountAllocations));
  // A cart-wide discount lowers taxable and untaxed lines alike, so the
  // taxable lines take their proportional share of it.
  const taxableCartDiscountCents =
    afterLineDiscountsCents > 0
      ? Math.round((cartDiscountCents * taxableAfterLineDiscountsCents) / afterLineDiscountsCents)
      : 0;
  const taxableCents = taxableAfterLineDiscountsCents - taxableCartDiscountCents;
  const discountCents = lineDiscountCents + cartDiscountCents;

  return {
    subtotalCents,
    discountCents,
    shippingCents,
    savingsCents: compareAtSavingsCents + discountCents,
    gstCents: Math.round(taxableCents / GST_DIVISOR),
    totalCents: subtotalCents - discountCents + (shippingCents ?? 0),
  };
}
