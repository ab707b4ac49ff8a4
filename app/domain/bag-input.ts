/**
 * Validation of bag form input before anything is sent upstream.
 *
 * The bag route receives Hydrogen `CartForm` posts: a hidden `cartFormInput`
 * holding `{action, inputs}` (plus other form fields merged into `inputs` by
 * `CartForm.getFormInput`). Anything a browser sends can be forged, so the
 * result is rebuilt from the fields we know; unknown keys (such as the
 * `selectedVariant` Hydrogen adds for optimistic UI, or `analytics`) are
 * dropped, never forwarded. Nothing here throws.
 */
import {parseGid} from './gid';
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

const WHOLE_NUMBER = /^\d+$/;

function reject(reason: string, message = BAG_REQUEST_MESSAGE): Rejection {
  return {ok: false, message, reason};
}

/**
 * A quantity typed or posted by a shopper: a whole number from `min` (1 by
 * default; 0 for updates, where 0 removes the line) to 999.
 */
export function parseQuantity(raw: unknown, min: number = MIN_QUANTITY): QuantityResult {
  const message =
    min === MIN_QUANTITY ? QUANTITY_MESSAGE : `Enter a quantity between ${min} and ${MAX_QUANTITY}.`;
  let quantity: number;
  if (typeof raw === 'number') {
    quantity = raw;
  } else if (typeof raw === 'string' && WHOLE_NUMBER.test(raw.trim())) {
    quantity = Number(raw.trim());
  } else {
    return reject(`quantity is not a whole number: ${describe(raw)}`, message);
  }
  if (!Number.isInteger(quantity) || quantity < min || quantity > MAX_QUANTITY) {
    return reject(`quantity out of range: ${describe(raw)}`, message);
  }
  return {ok: true, quantity};
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list of 1..250 items, or a rejection. */
function readList(value: unknown, name: string): unknown[] | Rejection {
  if (!Array.isArray(value) || value.length === 0) return reject(`${name} must be a non-empty array`);
  if (value.length > MAX_LINES_PER_REQUEST) {
    return reject(`${name} has ${value.length} entries`, TOO_MANY_LINES_MESSAGE);
  }
  return value;
}

function readAttributes(value: unknown): AttributeInput[] | Rejection {
  if (!Array.isArray(value)) return reject('attributes must be an array');
  if (value.length > MAX_ATTRIBUTES_PER_LINE) return reject(`too many attributes: ${value.length}`);
  const attributes: AttributeInput[] = [];
  for (const item of value) {
    const isKeyValue =
      isRecord(item) &&
      Object.keys(item).length === 2 &&
      typeof item.key === 'string' &&
      item.key.trim() !== '' &&
      typeof item.value === 'string';
    if (!isKeyValue) return reject('attribute is not {key: string, value: string}');
    if ((item.key as string).length > MAX_ATTRIBUTE_KEY_LENGTH || (item.value as string).length > MAX_ATTRIBUTE_VALUE_LENGTH) {
      return reject('attribute key or value too long');
    }
    attributes.push({key: item.key as string, value: item.value as string});
  }
  return attributes;
}

function readAddLine(value: unknown): LineAddInput | Rejection {
  if (!isRecord(value)) return reject('line is not an object');
  if (!parseGid(value.merchandiseId, 'ProductVariant').ok) return reject('merchandiseId is not a ProductVariant gid');
  const quantity = parseQuantity(value.quantity ?? 1);
  if (!quantity.ok) return quantity;
  const line: LineAddInput = {merchandiseId: value.merchandiseId as string, quantity: quantity.quantity};
  if (value.attributes !== undefined) {
    const attributes = readAttributes(value.attributes);
    if (!Array.isArray(attributes)) return attributes;
    line.attributes = attributes;
  }
  return line;
}

function readUpdateLine(value: unknown): LineUpdateInput | Rejection {
  if (!isRecord(value)) return reject('line is not an object');
  if (!parseGid(value.id, 'CartLine').ok) return reject('line id is not a CartLine gid');
  const quantity = parseQuantity(value.quantity, 0);
  if (!quantity.ok) return quantity;
  return {id: value.id as string, quantity: quantity.quantity};
}

function readLineId(value: unknown): string | Rejection {
  return parseGid(value, 'CartLine').ok ? (value as string) : reject('line id is not a CartLine gid');
}

function readAll<T>(items: unknown[], read: (item: unknown) => T | Rejection): T[] | Rejection {
  const result: T[] = [];
  for (const item of items) {
    const parsed = read(item);
    if (isRejection(parsed)) return parsed;
    result.push(parsed);
  }
  return result;
}

function isBagAction(value: unknown): value is BagAction {
  return BAG_ACTIONS.includes(value as BagAction);
}

function isRejection(value: unknown): value is Rejection {
  return isRecord(value) && value.ok === false;
}

/**
 * The quantity a shopper typed beside an add button (the product page's
 * `quantity` field, which CartForm merges into `inputs`), for the add's one
 * line. Without the field the lines keep the form's quantities; a typed
 * quantity on an add of several lines is forged (no page offers one).
 */
function withTypedQuantity(lines: LineAddInput[], typed: unknown): LineAddInput[] | Rejection {
  if (typed === undefined) return lines;
  if (lines.length !== 1) return reject(`a typed quantity with ${lines.length} lines`);
  const quantity = parseQuantity(typed);
  return quantity.ok ? [{...lines[0], quantity: quantity.quantity}] : quantity;
}

/**
 * Where to go after the change: only a path on this site, so a forged form
 * cannot turn the bag into an open redirect.
 */
function readRedirectTo(value: unknown): string | null | Rejection {
  if (value === undefined || value === null || value === '') return null;
  return safeRedirectPath(value) ?? reject('redirectTo is not a local path');
}

/** A same-origin path, or null: never a full URL, `//host` or a backslash trick. */
export function safeRedirectPath(value: unknown): string | null {
  const isLocalPath =
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !/[\\\s]/.test(value);
  return isLocalPath ? value : null;
}

/**
 * Validates a CartForm submission: either the raw `cartFormInput` JSON string
 * or the `{action, inputs}` object `CartForm.getFormInput` returns.
 */
export function validateBagFormInput(raw: unknown): BagFormResult {
  let input: unknown = raw;
  if (typeof raw === 'string') {
    try {
      input = JSON.parse(raw);
    } catch {
      return reject('cartFormInput is not JSON');
    }
  }
  if (!isRecord(input)) return reject('form input is not an object');
  const {action, inputs} = input;
  if (!isBagAction(action)) return reject(`unsupported action: ${describe(action)}`);
  if (!isRecord(inputs)) return reject('inputs is not an object');

  const redirectTo = readRedirectTo(inputs.redirectTo);
  if (isRejection(redirectTo)) return redirectTo;

  switch (action) {
    case 'LinesAdd': {
      const list = readList(inputs.lines, 'lines');
      if (isRejection(list)) return list;
      const lines = readAll(list, readAddLine);
      if (isRejection(lines)) return lines;
      const typed = withTypedQuantity(lines, inputs.quantity);
      return isRejection(typed) ? typed : {ok: true, action: 'LinesAdd', lines: typed, redirectTo};
    }
    case 'LinesUpdate': {
      const list = readList(inputs.lines, 'lines');
      if (isRejection(list)) return list;
      const lines = readAll(list, readUpdateLine);
      return isRejection(lines) ? lines : {ok: true, action: 'LinesUpdate', lines, redirectTo};
    }
    case 'LinesRemove': {
      const list = readList(inputs.lineIds, 'lineIds');
      if (isRejection(list)) return list;
      const lineIds = readAll(list, readLineId);
      return isRejection(lineIds) ? lineIds : {ok: true, action: 'LinesRemove', lineIds, redirectTo};
    }
  }
}
