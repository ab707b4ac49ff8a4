/**
 * How the bag's forms are posted and answered (~/kernel/forms/form-post.server): a no-JS form names its page
 * in `redirectTo` and gets a 303 with the outcome flashed; a fetcher gets the outcome as data.
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import * as z from 'zod/mini';
import {takeNotice, type FormPost} from '~/kernel/forms/form-post.server';
import {BAG_NOTICE_KEY, failed, type BagOutcome} from './outcome';

/** A bag form is a handful of short fields; anything much bigger is not one. */
export const BAG_FORM_LIMITS = {maxBytes: 16 * 1024, maxFields: 40, maxFieldValueLength: 8 * 1024};

export const BAG_FORM_POST: FormPost<BagOutcome> = {
  refused: (status, message) => failed(status, message),
  postOnlyMessage: 'Your bag changes only through its forms.',
  limits: BAG_FORM_LIMITS,
  noticeKey: BAG_NOTICE_KEY,
  returnField: 'redirectTo',
};

/** An optional field that is dropped, not fatal, when it is not what it should be. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** A flashed bag notice: `ok` and `message` are required; anything else odd about it is left out. */
const BAG_NOTICE = z.pipe(
  z.object({
    ok: z.boolean(),
    message: z.string(),
    status: lenient(z.number()),
    form: lenient(z.string()),
    target: lenient(z.string()),
    limited: lenient(z.literal(true)),
    fieldErrors: lenient(z.record(z.string(), z.string())),
    values: lenient(z.record(z.string(), z.string())),
  }),
  z.transform(({status, ...notice}): BagOutcome => {
    const outcome: BagOutcome = {...notice, status: status ?? (notice.ok ? 200 : 400)};
    // Keys whose value was dropped are left out altogether, as the outcome would have had them.
    for (const key of ['form', 'target', 'limited', 'fieldErrors', 'values'] as const) if (outcome[key] === undefined) delete outcome[key];
    return outcome;
  }),
);

/** The outcome flashed by the last no-JS bag post, once. */
export function takeBagNotice(context: AppLoadContext): BagOutcome | null {
  return takeNotice(context, BAG_NOTICE_KEY, BAG_NOTICE);
}
