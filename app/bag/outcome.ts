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
  /** A message per field, shown next to its field. */
  fieldErrors?: Record<string, string>;
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

/** Reads a flashed notice back, trusting nothing about its shape (the session cookie is signed, but old). */
export function readBagNotice(value: unknown): BagOutcome | null {
  if (typeof value !== 'object' || value === null) return null;
  const {ok, message, status, form, fieldErrors} = value as Record<string, unknown>;
  if (typeof ok !== 'boolean' || typeof message !== 'string') return null;
  return {
    ok,
    message,
    status: typeof status === 'number' ? status : ok ? 200 : 400,
    ...(typeof form === 'string' ? {form} : {}),
    ...(typeof fieldErrors === 'object' && fieldErrors !== null ? {fieldErrors: fieldErrors as Record<string, string>} : {}),
  };
}
