/**
 * Whether the bag may go on to checkout, and when not, why and where next.
 *
 * One thing stops it: the postcode the bag last checked has no delivery option
 * at all (the estimate answered with no chargeable or free rate, so rates and
 * selection were cleared), and Shopify's checkout cannot deliver there either.
 * Everything else leaves checkout open: a bag with no postcode yet (checkout
 * asks for the address), and a delivery service that did not answer (that says
 * nothing about the area, and its message invites the shopper to continue).
 */
import {DELIVERY_UNAVAILABLE_MESSAGE} from './delivery';

/** The store locator, searched from a postcode: where a shopper finds a store to pick up from. */
export const STORE_LOCATOR_PATH = '/store/store-locator';

export type CheckoutAvailability =
  | {available: true; reason: null; storeLocatorUrl: null}
  | {
      available: false;
      /** Said beside the Checkout control, in place of a live link. */
      reason: string;
      /** The store locator searched from the postcode: the way on for picking up from a store. */
      storeLocatorUrl: string;
    };

export const CHECKOUT_AVAILABLE: CheckoutAvailability = Object.freeze({
  available: true,
  reason: null,
  storeLocatorUrl: null,
});

/** 'Checkout can’t deliver to 0870.' */
export function noDeliveryReason(postcode: string): string {
  return `Checkout can’t deliver to ${postcode}.`;
}

/** The store locator searched from `postcode` (/store/store-locator?q=0870). */
export function storeLocatorUrl(postcode: string): string {
  return `${STORE_LOCATOR_PATH}?${new URLSearchParams({q: postcode})}`;
}

/**
 * `estimate` is the bag's last estimate for `postcode` (null when the bag has
 * no postcode): its verdict, as resolveEstimate gives it.
 */
export function checkoutAvailability(
  estimate: {available: true} | {available: false; message: string} | null,
  postcode: string | null,
): CheckoutAvailability {
  if (!estimate || estimate.available || estimate.message !== DELIVERY_UNAVAILABLE_MESSAGE || !postcode) {
    return CHECKOUT_AVAILABLE;
  }
  return {available: false, reason: noDeliveryReason(postcode), storeLocatorUrl: storeLocatorUrl(postcode)};
}
