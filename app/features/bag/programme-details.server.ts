/**
 * Putting a programme's checked details on the bag: signed by the worker (app/kernel/security/member-details.ts)
 * and bound to the cart's buyer e-mail, which checkout offers as the contact address. Checkout's functions honour
 * them only on an order placed under that e-mail (docs/decisions/0008-checkout-enforces-the-bag.md).
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {normaliseEmail, type Programme, type ProgrammeDetails} from '~/domain/checkout-rules/programme-details';
import {mergeAttributes} from '~/domain/membership';
import type {Cart} from '~/domain/types';
import type {CartChange} from '~/services/storefront/cart.server';

/** Sets the buyer's e-mail to the details' (when it differs), then the signed details, merged with the bag's attributes. */
export async function saveProgrammeDetails(
  context: AppLoadContext,
  cart: Cart,
  programme: Programme,
  details: ProgrammeDetails,
  nowMs: number,
): Promise<CartChange> {
  let current = cart;
  const buyerEmail = cart.buyerIdentity?.email;
  if (!buyerEmail || normaliseEmail(buyerEmail) !== normaliseEmail(details.email)) {
    const identified = await context.shopperCart.updateBuyerEmail(details.email);
    if (!identified.cart) return identified;
    current = identified.cart;
  }
  const attribute = context.memberDetails.attribute(programme, details, nowMs);
  return context.shopperCart.updateAttributes(mergeAttributes(current.attributes, [attribute]));
}
