/**
 * How the wishlist's forms are posted and answered (~/kernel/forms/form-post.server): a no-JS form names its
 * page in `returnTo` and gets a 303 with the outcome flashed; a fetcher gets the outcome as data.
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import * as z from 'zod/mini';
import {takeNotice, type FormPost} from '~/kernel/forms/form-post.server';
import {WISHLIST_NOTICE_KEY, failed, type WishlistOutcome} from './outcome';

/** Sign-in, a heart or a variant change is a few short fields. */
export const WISHLIST_FORM_LIMITS = {maxBytes: 8 * 1024, maxFields: 20, maxFieldValueLength: 1024};

export const WISHLIST_FORM_POST: FormPost<WishlistOutcome> = {
  refused: (status, message) => failed(status, message),
  postOnlyMessage: 'Your wishlist changes only through its forms.',
  limits: WISHLIST_FORM_LIMITS,
  noticeKey: WISHLIST_NOTICE_KEY,
  returnField: 'returnTo',
};

/** A flashed wishlist notice, every field checked: the shape `WishlistOutcome` has. */
const WISHLIST_NOTICE = z.object({
  ok: z.boolean(),
  status: z.number(),
  message: z.string(),
  intent: z.optional(z.string()),
  fieldErrors: z.optional(
    z.object({
      email: z.optional(z.string()),
      firstName: z.optional(z.string()),
      lastName: z.optional(z.string()),
      code: z.optional(z.string()),
    }),
  ),
  codeSent: z.optional(z.object({email: z.string(), purpose: z.enum(['sign-in', 'sign-up'])})),
  restart: z.optional(z.boolean()),
  retryAfterSeconds: z.optional(z.number()),
  next: z.optional(z.object({kind: z.enum(['go-to-wishlist', 'add-pending-product', 'open-add-modal', 'close'])})),
  added: z.optional(
    z.nullable(z.object({productId: z.string(), variantId: z.string(), title: z.string(), price: z.number()})),
  ),
}) satisfies z.ZodMiniType<WishlistOutcome>;

/** The outcome flashed by the last no-JS wishlist post, once. */
export function takeWishlistNotice(context: AppLoadContext): WishlistOutcome | null {
  return takeNotice(context, WISHLIST_NOTICE_KEY, WISHLIST_NOTICE);
}
