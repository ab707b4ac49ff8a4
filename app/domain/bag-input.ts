/**
 * The bag's input rules and their messages: the limits a line request must keep, the shapes a valid one has
 * (read by the schema in ./bag-form-schema.ts), and the one redirect rule. Constants only, so the product page's
 * quantity field can share the limits without the schema reaching the browser.
 */
import type {Attribute} from './types';

/** A bag request the rules refuse: the shopper's message, and the reason the error report gets. */
export interface BagRequestRefusal {
  ok: false;
  message: string;
  reason: string;
}

export const refused = (message: string, reason: string): BagRequestRefusal => ({ok: false, message, reason});

/** A line a rule adds to the bag (an assembly service, a bonus gift), or its refusal. */
export type BagLineRequest =
  | {ok: true; line: {merchandiseId: string; quantity: number; attributes: Attribute[]}}
  | BagRequestRefusal;

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;
/** Storefront API: at most 250 lines per cartLinesAdd request (and per cart). */
export const MAX_LINES_PER_REQUEST = 250;
/** Real lines carry a handful of attributes (_time, _assembly-for, _bonus_for_{sku}…); more is forged. */
export const MAX_ATTRIBUTES_PER_LINE = 30;
/** Attribute keys are short names; values a customisation list or a title at most. */
export const MAX_ATTRIBUTE_KEY_LENGTH = 100;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 1000;

export const BAG_ACTIONS = ['LinesAdd', 'LinesUpdate', 'LinesRemove'] as const;
export type BagAction = (typeof BAG_ACTIONS)[number];

export const QUANTITY_MESSAGE = `Enter a quantity between ${MIN_QUANTITY} and ${MAX_QUANTITY}.`;
export const BAG_REQUEST_MESSAGE = "Sorry, we couldn't update your bag. Please refresh the page and try again.";
/** Shopify could not be asked: the bag is kept, just out of reach for a moment. */
export const CART_UNAVAILABLE_MESSAGE = 'Sorry, your bag is unavailable for a moment. Please try again shortly.';
export const TOO_MANY_LINES_MESSAGE = `You can change up to ${MAX_LINES_PER_REQUEST} products in your bag at once.`;

/** `message` is for the shopper; `reason` says what was wrong, for logs. */
export type Rejection = {ok: false; message: string; reason: string};

export type QuantityResult = {ok: true; quantity: number} | Rejection;

export interface AttributeInput {
  key: string;
  value: string;
}
export interface LineAddInput {
  merchandiseId: string;
  quantity: number;
  attributes?: AttributeInput[];
}
export interface LineUpdateInput {
  id: string;
  quantity: number;
}

export type BagFormInput =
  | {ok: true; action: 'LinesAdd'; lines: LineAddInput[]; redirectTo: string | null}
  | {ok: true; action: 'LinesUpdate'; lines: LineUpdateInput[]; redirectTo: string | null}
  | {ok: true; action: 'LinesRemove'; lineIds: string[]; redirectTo: string | null};

export type BagFormResult = BagFormInput | Rejection;

/** A same-origin path, or null: never a full URL, `//host` or a backslash trick. */
export function safeRedirectPath(value: unknown): string | null {
  const isLocalPath =
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !/[\\\s]/.test(value);
  return isLocalPath ? value : null;
}
