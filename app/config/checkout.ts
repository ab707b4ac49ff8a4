/**
 * What checkout's Shopify Functions need to charge what the bag shows (docs/decisions/0008-checkout-enforces-the-bag.md).
 */

/**
 * The key the local stand-ins and `npm run dev` sign member details with, when MEMBER_SIGNING_KEY is unset. Never
 * used outside development: a deployed store needs its own (resolveConfig refuses to start without it).
 */
export const STAND_IN_MEMBER_SIGNING_KEY = 'local-stand-in-member-signing-key';

/** How long signed member details stay good on a bag, in the shop's days: as long as a sign-in lasts. */
export const MEMBER_DETAILS_LIFETIME_DAYS = 14;

/** The tag every discount and validation `npm run shopify:setup -- --discounts` makes carries, to find its own. */
export const CHECKOUT_RULES_TAG = 'storefront-checkout-rules';
