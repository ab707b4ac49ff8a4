/**
 * The contact-us form's action, through the app's one form post
 * (~/kernel/forms/form-post.server: method, origin, body limits): the honeypot,
 * the generic form check against the content's fields, then one e-mail to
 * the store's enquiries address (config: CONTACT_ENQUIRIES_EMAIL) through
 * the mail service, and a 303 to /contact-us/success. Refusals re-render the
 * form with what was typed and the messages (400, or the body's 4xx); a
 * failed send keeps the values and says so (502), never a 500.
 */
import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {BRAND} from '~/config/brand';
import {CONTACT_SEND_FAILED_MESSAGE, HONEYPOT_FIELD, composeEnquiry, isHoneypotFilled} from '~/domain/contact-message';
import {checkForm, formHasErrors, type FieldErrors} from '~/domain/form-check';
import {notFound, orUnavailable} from '~/features/errors/responses.server';
import {answerFormPost, type FormOutcome, type FormPost} from '~/kernel/forms/form-post.server';
import type {FormLimits} from '~/kernel/http/form-body.server';
import {takeFromLimits} from '~/kernel/security/rate-limit.server';
import {ENQUIRIES_PER_CLIENT_DAY, ENQUIRIES_PER_CLIENT_HOUR} from '~/config/form-limits';
import {formatWait} from '~/domain/format';

export const CONTACT_SUCCESS_PATH = '/contact-us/success';

/**
 * A message of 2,000 characters is at most ~18 kB once form-encoded (a
 * non-Latin character takes 9 bytes); the other fields are short. Anything
 * larger, or with more fields than the form has room for, is refused (413)
 * before it is parsed.
 */
export const CONTACT_FORM_LIMITS: FormLimits = {maxBytes: 24 * 1024, maxFields: 20};

/** What the form shows after a refused post (its action data). */
export interface ContactFormAnswer extends FormOutcome {
  ok: false;
  /** What the shopper typed, by field name, to fill the form again. */
  values: Record<string, string>;
  errors: FieldErrors;
  /** A message for the whole form (unreadable or oversized body, failed send). */
  formError: string | null;
}

const CHECK_THE_FORM_MESSAGE = 'Please check the highlighted fields.';
const enquiryLimitMessage = (retryAfterSeconds: number) =>
  `We’ve had several messages from you already. Please wait ${formatWait(retryAfterSeconds)} and send this one again: it is still here.`;

const answer = (
  status: number,
  values: Record<string, string>,
  errors: FieldErrors,
  formError: string | null,
): {outcome: ContactFormAnswer} => ({
  outcome: {ok: false, status, message: formError ?? CHECK_THE_FORM_MESSAGE, values, errors, formError},
});

/** The contact form posts to its own page, which shows the answer as its action data, JavaScript or not. */
const CONTACT_FORM_POST: FormPost<ContactFormAnswer> = {
  refused: (status, message) => answer(status, {}, {}, message).outcome,
  postOnlyMessage: 'This address only accepts the contact form.',
  limits: CONTACT_FORM_LIMITS,
  returnField: null,
};

export function contactUsAction(context: AppLoadContext, request: Request, nowMs: number) {
  return answerFormPost(request, context, CONTACT_FORM_POST, async (form) => {
    const page = await orUnavailable(context, () => context.content.getContactUsPage());
    if (!page) return notFound(context);

    // A bot filled the field people never see: it is told all went well, and nothing is sent.
    if (isHoneypotFilled(form.get(HONEYPOT_FIELD))) return redirect(CONTACT_SUCCESS_PATH, {status: 303});

    const values = Object.fromEntries(
      page.fields.map((field) => {
        const value = form.get(field.name);
        return [field.name, typeof value === 'string' ? value : ''];
      }),
    );
    const errors = checkForm(page.fields, values);
    if (formHasErrors(errors)) return answer(400, values, errors, null);

    const {store, client} = context.security;
    const verdict = await takeFromLimits(store, [[ENQUIRIES_PER_CLIENT_HOUR, client], [ENQUIRIES_PER_CLIENT_DAY, client]], nowMs);
    if (!verdict.allowed) {
      const refused = answer(429, values, {}, enquiryLimitMessage(verdict.retryAfterSeconds));
      return {outcome: {...refused.outcome, retryAfterSeconds: verdict.retryAfterSeconds}};
    }

    const enquiry = composeEnquiry(page.fields, values, BRAND.name);
    const sent = await context.mail.send({
      to: context.settings.mail.enquiriesTo,
      subject: enquiry.subject,
      text: enquiry.text,
      html: enquiry.html,
      tag: 'contact-us',
      replyTo: enquiry.replyTo ?? undefined,
    });
    if (!sent) return answer(502, values, {}, CONTACT_SEND_FAILED_MESSAGE);
    return redirect(CONTACT_SUCCESS_PATH, {status: 303});
  });
}
