/**
 * One answer shape for every wishlist form (like the bag's): shown beside the
 * form with JavaScript, or flashed and shown after the redirect without it.
 */
import type {AfterSignIn} from '~/domain/wishlist';

export const WISHLIST_NOTICE_KEY = 'wishlistNotice';

export interface WishlistOutcome {
  ok: boolean;
  status: number;
  message: string;
  /** Which form it answers (its intent). */
  intent?: string;
  fieldErrors?: {email?: string; firstName?: string; lastName?: string; code?: string};
  /** A sign-in or sign-up code was e-mailed: the form asks for it next (the address masked). */
  codeSent?: {email: string; purpose: 'sign-in' | 'sign-up'};
  /** The code step is over (expired, used up, or none pending): the form goes back to the e-mail. */
  restart?: boolean;
  /** With a 429: how long to wait. */
  retryAfterSeconds?: number;
  /** After a sign-in: what the page does next, decided by where the sign-in started (its origin). */
  next?: AfterSignIn;
  /** The product a sign-in or an add put in the wishlist (for the add modal and analytics). */
  added?: {productId: string; variantId: string; title: string; price: number} | null;
}

export function succeeded(message: string, extra: Partial<WishlistOutcome> = {}): WishlistOutcome {
  return {ok: true, status: 200, message, ...extra};
}

export function failed(status: number, message: string, extra: Partial<WishlistOutcome> = {}): WishlistOutcome {
  return {ok: false, status, message, ...extra};
}
