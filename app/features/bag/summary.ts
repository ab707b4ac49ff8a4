/**
 * The bag's order summary as the bag page shows it: subtotal, delivery,
 * savings, total and GST, already in words and dollars. The page
 * (CartSummary) and the shared-bag e-mail both print this, so the two can
 * never disagree by a cent.
 */
import type {Cart} from '~/domain/types';
import {formatMoney} from '~/domain/format';
import type {BagView} from './view';

/** The rows' words, for the page and the e-mail alike. */
export const SUMMARY_LABELS = {
  subtotal: 'Subtotal',
  savings: 'You save',
  total: 'Total',
  gst: 'Includes GST of',
} as const;

export interface BagSummary {
  /** Shopify's subtotal: every line as charged, assembly and donation included. */
  subtotal: string;
  delivery: {
    label: string;
    value: string;
    /** A rate is chosen (the bag knows the postcode), so the delivery charge is in the total. */
    chosen: boolean;
  };
  /** Said when the member price of delivery applies. */
  memberDelivery: string | null;
  /** Compare-at savings and discounts; null when there are none. */
  savings: string | null;
  total: string;
  gst: string;
}

/** The summary of `cart` with the bag page's view of it (null before the view is loaded: Shopify's own totals). */
export function bagSummary(cart: Pick<Cart, 'cost'>, bag: BagView | null): BagSummary {
  const totals = bag?.totals;
  const selected = bag?.delivery?.rates.find((rate) => rate.serviceCode === bag.delivery?.selectedCode) ?? null;
  const shippingCents = totals?.shippingCents ?? null;
  return {
    subtotal: formatMoney(cart.cost.subtotalAmount),
    delivery: {
      label: selected ? `Delivery (${selected.serviceName})` : 'Delivery',
      value: shippingCents == null ? 'Enter your postcode' : shippingCents === 0 ? 'Free' : formatMoney(shippingCents, {cents: true}),
      chosen: shippingCents != null,
    },
    memberDelivery:
      bag?.memberShipping != null && selected
        ? `Member delivery price applied (was ${formatMoney(selected.priceCents, {cents: true})})`
        : null,
    savings: totals && totals.savingsCents > 0 ? formatMoney(totals.savingsCents, {cents: true}) : null,
    total: totals ? formatMoney(totals.totalCents, {cents: true}) : formatMoney(cart.cost.totalAmount),
    gst: totals ? formatMoney(totals.gstCents, {cents: true}) : formatMoney(cart.cost.totalTaxAmount),
  };
}
