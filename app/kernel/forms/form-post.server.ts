/**
 * The one way a progressive-enhancement form is answered (the bag and its delivery and membership forms, the
 * wishlist and its sign-in, code and sign-up steps, the contact form): the request is checked before anything is read (method, origin, content type, size, field
 * count), the form is handed to the feature, and its outcome goes back as data to a fetcher or, without
 * JavaScript, flashed into the session with a 303 to the page the form names. A feature adds its forms and
 * their schemas; it never writes these checks again.
 */
import {data, redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import type * as z from 'zod/mini';
import {safeRedirectPath} from '~/domain/bag-input';
import {readFormBody, type FormLimits} from '~/kernel/http/form-body.server';
import {CROSS_ORIGIN_MESSAGE, isSameOriginPost} from '~/kernel/http/same-origin';

/** What every form's answer carries; a feature's outcome adds its own fields. */
export interface FormOutcome {
  ok: boolean;
  /** The HTTP status the action answers with. */
  status: number;
  message: string;
  /** With a 429: how long to wait (sent as Retry-After). */
  retryAfterSeconds?: number;
}

export type FormPost<Outcome extends FormOutcome> = {
  /** The answer to a post refused before it was read (its status and message). */
  refused: (status: number, message: string) => Outcome;
  /** Said to anything but a POST. */
  postOnlyMessage: string;
  limits: FormLimits;
} & (
  | {
      /** The field a no-JS form names its page in; a fetcher leaves it out and gets data. */
      returnField: string;
      /** The session key the no-JS answer is flashed under (read back with `takeNotice`). */
      noticeKey: string;
    }
  | {
      /** A form that posts to its own page, which renders the outcome as its action data, JavaScript or not. */
      returnField: null;
    }
);

/**
 * What a feature's form handler answers: its outcome, and (without JavaScript) where to land when it is not
 * the page the form came from; or a Response of its own (a redirect before the form is run).
 */
export type FormReply<Outcome extends FormOutcome> = {outcome: Outcome; landing?: string} | ReturnType<typeof redirect>;

/** Checks the post, runs `handle` on its form, and answers. */
export async function answerFormPost<Outcome extends FormOutcome>(
  request: Request,
  context: AppLoadContext,
  post: FormPost<Outcome>,
  handle: (form: FormData, returnTo: string | null) => Promise<FormReply<Outcome>>,
) {
  if (request.method !== 'POST') return respond(context, post, post.refused(405, post.postOnlyMessage), null);
  if (!isSameOriginPost(request)) return respond(context, post, post.refused(403, CROSS_ORIGIN_MESSAGE), null);
  const body = await readFormBody(request, post.limits);
  if (!body.ok) return respond(context, post, post.refused(body.status, body.message), null);

  // Even a refused no-JS form goes back to its page, to say why.
  const returnTo = post.returnField === null ? null : safeRedirectPath(body.form.get(post.returnField));
  const reply = await handle(body.form, returnTo);
  if (!('outcome' in reply)) return reply;
  return respond(context, post, reply.outcome, returnTo && (reply.landing ?? returnTo));
}

/** Back to the page (303, outcome flashed) without JavaScript; the outcome as data for a fetcher. Never cached. */
function respond<Outcome extends FormOutcome>(
  context: AppLoadContext,
  post: FormPost<Outcome>,
  outcome: Outcome,
  landing: string | null,
) {
  const headers: Record<string, string> = {'Cache-Control': 'no-store'};
  if (outcome.retryAfterSeconds) headers['Retry-After'] = String(outcome.retryAfterSeconds);
  if (landing && post.returnField !== null) {
    context.session.flash(post.noticeKey, outcome);
    return redirect(landing, {status: 303, headers});
  }
  return data(outcome, {status: outcome.status, headers});
}

/**
 * The outcome flashed by the last no-JS post, once, read through its schema: the session cookie is signed, but
 * may be old (a deploy may have changed the shape), so nothing about it is trusted.
 */
export function takeNotice<Schema extends z.ZodMiniType>(
  context: AppLoadContext,
  noticeKey: string,
  schema: Schema,
): z.infer<Schema> | null {
  const parsed = schema.safeParse(context.session.takeFlash<unknown>(noticeKey));
  return parsed.success ? parsed.data : null;
}
