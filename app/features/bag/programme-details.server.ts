/**
 * Putting a programme's checked details on the bag: signed by the worker (app/kernel/security/member-details.ts)
 * and bound to the cart's buyer e-mail, which checkout offers as the contact address. Checkout's functions honour
 * them only on an order placed under that e-mail (docs/decisions/0008-checkout-enforces-the-bag.md).
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  normaliseEmail,
  PROGRAMME_ATTRIBUTE,
  PROGRAMMES,
  type Programme,
  type ProgrammeDetails,
} from '~/domain/checkout-rules/programme-details';
import {clearLoyaltyAttribute, mergeAttributes} from '~/domain/membership';
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

/**
 * Takes every programme's details off the bag (member, auto club, Velocity: signed in, or typed into the bag's
 * forms), then the buyer's e-mail when it is the one they were bound to, or `memberEmail`. Lines and the other
 * attributes stay. A member signing out on a shared device leaves a guest's bag: no member prices, no number, no
 * contact address for checkout. Answers the change that failed, or the bag as it now is.
 */
export async function removeProgrammeDetails(context: AppLoadContext, cart: Cart, memberEmail: string | null): Promise<CartChange> {
  let current = cart;
  const keys: readonly string[] = PROGRAMMES.map((programme) => PROGRAMME_ATTRIBUTE[programme]);
  const hadDetails = cart.attributes.some((attribute) => keys.includes(attribute.key) && attribute.value.trim() !== '');
  if (hadDetails) {
    const cleared = await context.shopperCart.updateAttributes(mergeAttributes(cart.attributes, PROGRAMMES.map(clearLoyaltyAttribute)));
    if (!cleared.cart) return cleared;
    current = cleared.cart;
  }
  const buyerEmail = current.buyerIdentity.email;
  const boundTo = buyerEmail && (hadDetails || (memberEmail !== null && normaliseEmail(buyerEmail) === normaliseEmail(memberEmail)));
  if (boundTo) return context.shopperCart.updateBuyerEmail(null);
  return {cart: current, problem: null, message: null, warnings: []};
}
