/**
 * Wishlist rules: modal origins, item references, token expiry, sign-in
 * outcomes, messages and limits. Pure: shared by the server and the browser.
 */
import {BRAND} from '~/config/brand';

/** Items page size 50; lookup page size 1; token margin 30 s; notification 5 s. */
export const WISHLIST_ITEMS_PAGE_SIZE = 50;
export const WISHLIST_LOOKUP_PAGE_SIZE = 1;
export const WISHLIST_TOKEN_MARGIN_S = 30;
export const WISHLIST_NOTIFICATION_MS = 5_000;
export const DEFAULT_WISHLIST_NAME = 'Default wishlist';

export const WISHLIST_ORIGINS = ['HEADER', 'PDP', 'BUNDLE_PRODUCT', 'PRODUCT_TILE', 'OTHER'] as const;
export type WishlistOrigin = (typeof WISHLIST_ORIGINS)[number];

export const WISHLIST_MODALS = ['LOGIN_MODAL', 'WISHLIST_ADD_MODAL', 'MEMBERSHIP_MODAL'] as const;
export type WishlistModal = (typeof WISHLIST_MODALS)[number];

export const LOGIN_TITLE = `Add your ${BRAND.name} Member email to access your Wishlist`;
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';
export const EMAIL_INVALID_MESSAGE = 'Please check your email address is valid.';
export const NOT_A_MEMBER_MESSAGE = `Looks like you are not a ${BRAND.name} Member yet, you can easily join via the Join Now button.`;
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong...';

/** An unknown origin reads as OTHER, the default. */
export function parseOrigin(value: unknown): WishlistOrigin {
  return WISHLIST_ORIGINS.find((origin) => origin === value) ?? 'OTHER';
}

// A standard e-mail pattern: something@domain.tld, no spaces, one @.
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_EMAIL_LENGTH = 254;

/** The first validation error for an e-mail (required, then pattern), or null when it is fine. */
export function emailError(value: unknown): string | null {
  const email = typeof value === 'string' ? value.trim() : '';
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) return EMAIL_INVALID_MESSAGE;
  return null;
}

export {normaliseEmail} from './checkout-rules/programme-details';

const NUMERIC_ID = /^\d{1,20}$/;
const WISHLIST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** An id the wishlist service gave (customer, wishlist, item): safe to put in a path or query. */
export function isWishlistServiceId(value: unknown): value is string {
  return typeof value === 'string' && WISHLIST_ID.test(value);
}

/** wishlistItemRef is `wishlistId_productId_variantId` (numeric Shopify ids). */
export function wishlistItemRef(wishlistId: string, productId: string, variantId: string): string {
  if (!WISHLIST_ID.test(wishlistId) || !NUMERIC_ID.test(productId) || !NUMERIC_ID.test(variantId)) {
    throw new Error('Invalid wishlist item reference parts');
  }
  return `${wishlistId}_${productId}_${variantId}`;
}

/** Reads a ref back; null when it is not one of ours (a forged ref changes nothing). */
export function parseWishlistItemRef(ref: unknown): {wishlistId: string; productId: string; variantId: string} | null {
  if (typeof ref !== 'string') return null;
  const parts = ref.split('_');
  if (parts.length !== 3) return null;
  const [wishlistId, productId, variantId] = parts;
  if (!WISHLIST_ID.test(wishlistId) || !NUMERIC_ID.test(productId) || !NUMERIC_ID.test(variantId)) return null;
  return {wishlistId, productId, variantId};
}

/** Fetching items pages until no lastEvaluatedItemId. */
export function hasMoreItems(lastEvaluatedItemId: string | null | undefined): boolean {
  return typeof lastEvaluatedItemId === 'string' && lastEvaluatedItemId !== '';
}

/**
 * What happens after a successful sign-in: HEADER goes to /wishlist
 * (refreshing if already there); PDP and BUNDLE_PRODUCT add the pending
 * product; PRODUCT_TILE opens the add modal with the product; OTHER just closes.
 */
export type AfterSignIn =
  | {kind: 'go-to-wishlist'}
  | {kind: 'add-pending-product'}
  | {kind: 'open-add-modal'}
  | {kind: 'close'};

export function afterSignIn(origin: WishlistOrigin): AfterSignIn {
  switch (origin) {
    case 'HEADER':
      return {kind: 'go-to-wishlist'};
    case 'PDP':
    case 'BUNDLE_PRODUCT':
      return {kind: 'add-pending-product'};
    case 'PRODUCT_TILE':
      return {kind: 'open-add-modal'};
    default:
      return {kind: 'close'};
  }
}

const MAX_NAME_LENGTH = 50;

/**
 * Control characters (NUL, ESC, line breaks…) and the bidirectional overrides that make text display
 * other than it reads: never part of a name, and trouble in every e-mail and system a name goes to.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_IN_A_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>]/;

/** Sign-up names: required, at most 50 characters, no markup and no control characters. */
export function nameError(value: unknown, field: 'first name' | 'last name'): string | null {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') return `Please enter your ${field}.`;
  if (name.length > MAX_NAME_LENGTH) return `Please check your ${field}: it can be up to ${MAX_NAME_LENGTH} characters.`;
  if (NOT_IN_A_NAME.test(name)) return `Please check your ${field}: it can’t contain symbols like < > or hidden characters.`;
  return null;
}

export const ALREADY_A_MEMBER_MESSAGE = 'You are already a member. Please sign in with your email instead.';
