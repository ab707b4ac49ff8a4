/**
 * Member sign-in by a one-time code: knowing a member's e-mail is not a sign-in. The login modal asks
 * for the member's e-mail; a 6-digit code then goes to that address, and only the code signs
 * the shopper in (a new member's sign-up confirms the address the same way). Pure rules and copy,
 * shared by the server and the forms; the code itself is drawn on the server.
 */
import {formatWait} from './format';

export const SIGN_IN_CODE_LENGTH = 6;
/** A code works for 10 minutes... */
export const SIGN_IN_CODE_TTL_MS = 10 * 60_000;
/** ...and for 5 tries; then the shopper asks for a new one. */
export const SIGN_IN_CODE_MAX_TRIES = 5;

export type SignInPurpose = 'sign-in' | 'sign-up';

export const CODE_REQUIRED_MESSAGE = `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from your email.`;
export const CODE_EXPIRED_MESSAGE = 'That code has expired. Please ask for a new one.';
export const CODE_USED_UP_MESSAGE = 'Too many wrong codes. Please ask for a new one.';
export const NO_CODE_PENDING_MESSAGE = 'Please enter your email to get a sign-in code.';
export const CODE_NOT_SENT_MESSAGE = 'Sorry, we couldn’t send your code just now. Please try again.';

/** The shopper's code as typed: spaces and dashes ignored; null unless exactly six digits. */
export function parseSignInCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(code) ? code : null;
}

/** A six-digit code from a random 32-bit number, without modulo bias (numbers past the last whole million are redrawn). */
export function signInCodeFrom(random: number): string | null {
  const range = 10 ** SIGN_IN_CODE_LENGTH;
  const limit = Math.floor(2 ** 32 / range) * range;
  if (!Number.isInteger(random) || random < 0 || random >= limit) return null;
  return String(random % range).padStart(SIGN_IN_CODE_LENGTH, '0');
}

/** `s**@example.com`: enough for the shopper to recognise their address, not enough to read someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  return `${local[0]}${'*'.repeat(Math.min(Math.max(local.length - 1, 2), 8))}${email.slice(at)}`;
}

export function codeSentMessage(email: string, purpose: SignInPurpose): string {
  const to = maskEmail(email);
  return purpose === 'sign-up'
    ? `To confirm your email, we’ve sent a ${SIGN_IN_CODE_LENGTH}-digit code to ${to}.`
    : `We’ve sent a ${SIGN_IN_CODE_LENGTH}-digit code to ${to}. Enter it to sign in.`;
}

export function wrongCodeMessage(triesLeft: number): string {
  return `That code isn’t right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${formatWait(retryAfterSeconds)} and try again.`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The e-mail that carries a code: the code in the subject too, so it shows in a notification. */
export function signInCodeEmail(code: string, purpose: SignInPurpose, brandName: string) {
  const minutes = SIGN_IN_CODE_TTL_MS / 60_000;
  const intro =
    purpose === 'sign-up'
      ? `Welcome to ${brandName} Members. Enter this code to confirm your email and finish joining:`
      : `Enter this code to sign in to your ${brandName} wishlist:`;
  const outro = `It works for ${minutes} minutes. If you didn’t ask for it, you can ignore this email: nobody can sign in without the code.`;
  return {
    subject: `${code} is your ${brandName} ${purpose === 'sign-up' ? 'confirmation' : 'sign-in'} code`,
    text: [intro, '', code, '', outro].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>${escapeHtml(outro)}</p>`,
  };
}
