/**
 * One bag form's answer. With JavaScript the fetcher receives it as data;
 * without, it is flashed into the session and the page it redirects back to
 * shows it once. Server and browser read the same shape.
 */
export interface BagOutcome {
  ok: boolean;
  /** The HTTP status the action answers with. */
  status: number;
  message: string;
  /** Which bag form answered, so the page shows the message next to it. */
  form?: string;
  /**
   * For the forms a page has many of (an add per product, a quantity stepper
   * per bag line): the variant the add was for, or the bag line changed.
   */
  target?: string;
  /** The change went through, held to what Shopify has: the message gives the numbers. */
  limited?: boolean;
  /** A message per field, shown next to its field. */
  fieldErrors?: Record<string, string>;
  /** What was typed in a refused form, so the page shown after a no-JS post keeps it. */
  values?: Record<string, string>;
  /** With a 429: how long to wait (sent as Retry-After). */
  retryAfterSeconds?: number;
}

/** The session key the no-JS answer is flashed under. */
export const BAG_NOTICE_KEY = 'bagNotice';

export const succeeded = (message: string, extra: Partial<BagOutcome> = {}): BagOutcome => ({
  ok: true,
  status: 200,
  message,
  ...extra,
});

export const failed = (status: number, message: string, extra: Partial<BagOutcome> = {}): BagOutcome => ({
  ok: false,
  status,
  message,
  ...extra,
});

/** The bag's own line forms: a page has one per product or line, told apart by `target`. */
const LINE_FORMS: readonly string[] = ['LinesAdd', 'LinesUpdate', 'LinesRemove'];

/**
 * Where a notice flashed after a no-JS post shows: beside the form it
 * answers, or at the top of the page. A line form's notice goes beside its
 * form only when it names which one (`target`); otherwise (a removal, whose
 * line is gone, or a failure before the form was read) no form could claim
 * it, so the page shows it.
 */
export function bagNoticePlace(notice: BagOutcome): 'form' | 'page' {
  if (!notice.form) return 'page';
  return LINE_FORMS.includes(notice.form) && !notice.target ? 'page' : 'form';
}

/** Forms whose field names are also their fields' ids on the page. */
const FIELD_ID_FORMS: readonly string[] = ['CustomEstimateDelivery'];

/**
 * Where a no-JS post lands: back on its page, and when a field was refused, on that field (`/cart#postcode`, WCAG
 * 2.4.3, 3.3.1), rather than at the top with the message out of sight.
 */
export function bagLanding(returnTo: string, outcome: BagOutcome): string {
  const field = outcome.fieldErrors ? Object.keys(outcome.fieldErrors)[0] : undefined;
  if (!field || !outcome.form || !FIELD_ID_FORMS.includes(outcome.form)) return returnTo;
  return `${returnTo.split('#')[0]}#${field}`;
}

const TYPED_VALUE_MAX_CHARS = 60;

/** A refused form's typed values (the strings among them), kept short: they ride in the session cookie. */
export function typedValues(typed: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(typed).flatMap(([field, value]) => (typeof value === 'string' ? [[field, value.slice(0, TYPED_VALUE_MAX_CHARS)]] : [])),
  );
}
