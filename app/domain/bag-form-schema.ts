/**
 * The schema of a bag line form, checked before anything is sent upstream.
 *
 * The bag receives Hydrogen `CartForm` posts: a hidden `cartFormInput` holding `{action, inputs}` (plus the
 * form's other fields, merged into `inputs` by `CartForm.getFormInput`). Anything a browser sends can be forged,
 * so the result is rebuilt from the fields named here; unknown keys (the `selectedVariant` Hydrogen adds for
 * optimistic UI, `analytics`) are dropped, never forwarded. Nothing here throws.
 */
import * as z from 'zod/mini';
import {
  BAG_REQUEST_MESSAGE,
  MAX_ATTRIBUTES_PER_LINE,
  MAX_ATTRIBUTE_KEY_LENGTH,
  MAX_ATTRIBUTE_VALUE_LENGTH,
  MAX_LINES_PER_REQUEST,
  MAX_QUANTITY,
  MIN_QUANTITY,
  TOO_MANY_LINES_MESSAGE,
  safeRedirectPath,
  type BagFormResult,
  type QuantityResult,
  type Rejection,
} from './bag-input';
import {isGid} from './gid';

const quantityMessage = (min: number) => `Enter a quantity between ${min} and ${MAX_QUANTITY}.`;

/**
 * A quantity typed or posted by a shopper: a whole number (a JSON number, or the digits of a form field) from
 * `min` (1; 0 for updates, where 0 removes the line) to 999.
 */
function quantity(min: number) {
  const error = quantityMessage(min);
  const digits = z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/, {error})), z.transform(Number));
  return z.pipe(
    z.union([z.number({error}), digits], {error}),
    z.int({error}).check(z.gte(min, {error}), z.lte(MAX_QUANTITY, {error}))
  );
}

const gid = (type: string) => {
  const error = `is not a ${type} gid`;
  return z.string({error}).check(z.refine((value: string) => isGid(value, type), error));
};

const attribute = z.strictObject({
  key: z.string().check(
    z.refine((key: string) => key.trim() !== '', 'is empty'),
    z.maxLength(MAX_ATTRIBUTE_KEY_LENGTH)
  ),
  value: z.string().check(z.maxLength(MAX_ATTRIBUTE_VALUE_LENGTH)),
});

/** 1 to 250 entries: Shopify takes at most 250 lines a request. */
const list = <Item extends z.ZodMiniType>(item: Item) =>
  z
    .array(item, {error: 'must be a non-empty array'})
    .check(
      z.minLength(1, {error: 'must be a non-empty array'}),
      z.maxLength(MAX_LINES_PER_REQUEST, {error: TOO_MANY_LINES_MESSAGE})
    );

/** Where to go after the change: only a path on this site, so a forged form cannot make an open redirect. */
const redirectTo = z.optional(
  z.union([
    z.null(),
    z.literal(''),
    z.string().check(z.refine((path: string) => safeRedirectPath(path) !== null, 'is not a local path')),
  ])
);

const addForm = z.object({
  action: z.literal('LinesAdd'),
  inputs: z
    .object({
      lines: list(
        z.object({
          merchandiseId: gid('ProductVariant'),
          quantity: z.optional(z.nullable(quantity(MIN_QUANTITY))),
          attributes: z.optional(z.array(attribute).check(z.maxLength(MAX_ATTRIBUTES_PER_LINE))),
        })
      ),
      // The product page's Quantity field (merged into inputs by CartForm): it sets the add's one line.
      quantity: z.optional(quantity(MIN_QUANTITY)),
      redirectTo,
    })
    .check(
      z.refine(
        (inputs) => inputs.quantity === undefined || inputs.lines?.length === 1,
        'has a typed quantity with several lines (no page offers one)'
      )
    ),
});

const updateForm = z.object({
  action: z.literal('LinesUpdate'),
  inputs: z.object({
    lines: list(z.object({id: gid('CartLine'), quantity: quantity(0)})),
    redirectTo,
  }),
});

const removeForm = z.object({
  action: z.literal('LinesRemove'),
  inputs: z.object({lineIds: list(gid('CartLine')), redirectTo}),
});

const BAG_FORM = z.discriminatedUnion('action', [addForm, updateForm, removeForm]);

/** The messages a shopper may read; anything else a forged form did is the general message. */
const SHOPPER_MESSAGES = new Set([quantityMessage(MIN_QUANTITY), quantityMessage(0), TOO_MANY_LINES_MESSAGE]);

/** The first problem: its message if it is a shopper's, and where it was, for the log (`inputs.lines is …`). */
function rejection(error: z.core.$ZodError): Rejection {
  const issue = error.issues[0];
  const message = SHOPPER_MESSAGES.has(issue.message) ? issue.message : BAG_REQUEST_MESSAGE;
  return {
    ok: false,
    message,
    reason: `${issue.path.join('.') || 'form'} ${issue.message}`.slice(0, 200),
  };
}

export function parseQuantity(raw: unknown, min: number = MIN_QUANTITY): QuantityResult {
  const parsed = quantity(min).safeParse(raw);
  return parsed.success ? {ok: true, quantity: parsed.data} : rejection(parsed.error);
}

/**
 * Validates a CartForm submission: either the raw `cartFormInput` JSON string or the `{action, inputs}` object
 * `CartForm.getFormInput` returns.
 */
export function validateBagFormInput(raw: unknown): BagFormResult {
  let input: unknown = raw;
  if (typeof raw === 'string') {
    try {
      input = JSON.parse(raw);
    } catch {
      return {
        ok: false,
        message: BAG_REQUEST_MESSAGE,
        reason: 'cartFormInput is not JSON',
      };
    }
  }
  const parsed = BAG_FORM.safeParse(input);
  if (!parsed.success) return rejection(parsed.error);
  const {action, inputs} = parsed.data;
  const to = inputs.redirectTo || null;
  switch (action) {
    case 'LinesAdd': {
      const lines = inputs.lines.map(({merchandiseId, quantity: posted, attributes}) => ({
        merchandiseId,
        quantity: inputs.quantity ?? posted ?? 1,
        ...(attributes ? {attributes} : {}),
      }));
      return {ok: true, action, lines, redirectTo: to};
    }
    case 'LinesUpdate':
      return {ok: true, action, lines: inputs.lines, redirectTo: to};
    case 'LinesRemove':
      return {ok: true, action, lineIds: inputs.lineIds, redirectTo: to};
  }
}
