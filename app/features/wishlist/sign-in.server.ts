/**
 * Signing a member in, or a new member up, by a one-time code sent to their e-mail. The login modal and
 * the join form ask for the e-mail (and names) as before; this sends a 6-digit code, and only the code
 * starts a member session. What is pending lives in two places: the session cookie says which challenge
 * this browser is answering (and what to do after: the origin, a product waiting for the heart, the page
 * to land on); the challenge itself (the code's digest, the address, the new member's names) and its
 * tries live on the server, so replaying a cookie never buys more tries. Limits: see app/config/sign-in.ts.
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {randomId} from '~/kernel/security/random-id';
import {BRAND} from '~/config/brand';
import {
  CODE_COOLDOWN_PER_EMAIL,
  CODES_PER_CLIENT,
  CODES_PER_CLIENT_AND_EMAIL,
  CODES_PER_EMAIL,
  WRONG_CODES_PER_CLIENT,
} from '~/config/sign-in';
import {
  CODE_EXPIRED_MESSAGE,
  CODE_NOT_SENT_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  CODE_USED_UP_MESSAGE,
  NO_CODE_PENDING_MESSAGE,
  SIGN_IN_CODE_MAX_TRIES,
  SIGN_IN_CODE_TTL_MS,
  codeSentMessage,
  maskEmail,
  parseSignInCode,
  signInCodeEmail,
  signInCodeFrom,
  tooManyRequestsMessage,
  wrongCodeMessage,
  type SignInPurpose,
} from '~/domain/sign-in-code';
import {
  ALREADY_A_MEMBER_MESSAGE,
  NOT_A_MEMBER_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  WISHLIST_ORIGINS,
  type WishlistOrigin,
} from '~/domain/wishlist';
import {resetLimit, takeFromLimit, takeFromLimits, withinLimit} from '~/kernel/security/rate-limit.server';
import {sameDigest} from '~/kernel/security/signer';
import type {WishlistCustomer} from '~/services/wishlist/types';
import {failed, succeeded, type WishlistOutcome} from './outcome';

export const CHALLENGE_SESSION_KEY = 'signInChallenge';
export const CODE_ALREADY_USED_MESSAGE = 'That code has already been used. Please ask for a new one.';

/** What this browser is answering, kept in its session cookie (signed). */
export interface PendingSignIn {
  id: string;
  email: string;
  purpose: SignInPurpose;
  origin: WishlistOrigin;
  /** The product a heart was pressed for, added once signed in. */
  pending: {productId: string; variantId: string} | null;
  /** Without JavaScript: the page to land on once signed in. */
  returnTo: string | null;
}

/** The challenge as the server keeps it. */
interface Challenge {
  email: string;
  purpose: SignInPurpose;
  codeDigest: string;
  names: {firstName: string; lastName: string} | null;
}

type SignInContext = Pick<AppLoadContext, 'session' | 'security' | 'wishlist' | 'mail'>;

const challengeKey = (id: string) => `sign-in-challenge:${id}`;
const triesKey = (id: string) => `sign-in-tries:${id}`;
const usedKey = (id: string) => `sign-in-used:${id}`;
const CHALLENGE_ID = /^[A-Za-z0-9_-]{22,64}$/;
const NUMERIC = /^\d{1,20}$/;

/** A new member's number: the brand's prefix and 8 random digits (one in a hundred million to collide). */
function newMemberNumber(): string {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0] % 100_000_000;
  return `${BRAND.memberNumberPrefix}${String(digits).padStart(8, '0')}`;
}

function drawCode(): string {
  for (;;) {
    const code = signInCodeFrom(crypto.getRandomValues(new Uint32Array(1))[0]);
    if (code) return code;
  }
}

/** The challenge this browser is answering, read defensively (the cookie is signed, but may be old). */
export function readPendingSignIn(session: AppLoadContext['session']): PendingSignIn | null {
  const value: unknown = session.get(CHALLENGE_SESSION_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const {id, email, purpose, origin, pending, returnTo} = value as Record<string, unknown>;
  if (typeof id !== 'string' || !CHALLENGE_ID.test(id) || typeof email !== 'string') return null;
  if (purpose !== 'sign-in' && purpose !== 'sign-up') return null;
  const known = WISHLIST_ORIGINS.find((candidate) => candidate === origin) ?? 'OTHER';
  const product =
    typeof pending === 'object' && pending !== null
      ? (pending as Record<string, unknown>)
      : null;
  const ids =
    product && typeof product.productId === 'string' && typeof product.variantId === 'string' &&
    NUMERIC.test(product.productId) && NUMERIC.test(product.variantId)
      ? {productId: product.productId, variantId: product.variantId}
      : null;
  return {id, email, purpose, origin: known, pending: ids, returnTo: typeof returnTo === 'string' ? returnTo : null};
}

/** What the code form shows: the masked address and why (sign in, or confirm a new member). */
export function pendingSignInView(session: AppLoadContext['session']) {
  const pending = readPendingSignIn(session);
  return pending && {email: maskEmail(pending.email), purpose: pending.purpose};
}

const restart = (status: number, message: string, context: SignInContext): WishlistOutcome => {
  context.session.unset(CHALLENGE_SESSION_KEY);
  return failed(status, message, {restart: true});
};

export interface CodeRequest {
  email: string;
  purpose: SignInPurpose;
  names?: {firstName: string; lastName: string};
  origin: WishlistOrigin;
  pending: {productId: string; variantId: string} | null;
  returnTo: string | null;
}

/**
 * Sends a code for a sign-in (the address must be a member's) or a sign-up (it must not be), within the
 * per-address and per-client limits. The e-mail has already been checked and normalised.
 */
export async function sendSignInCode(context: SignInContext, request: CodeRequest, nowMs: number): Promise<WishlistOutcome> {
  const {store, client} = context.security;
  // The address's burst, or once it is spent its cooldown: never a lock-out (app/config/sign-in.ts).
  const perAddress = (await withinLimit(store, CODES_PER_EMAIL, request.email, nowMs)) ? CODES_PER_EMAIL : CODE_COOLDOWN_PER_EMAIL;
  const verdict = await takeFromLimits(
    store,
    [
      [CODES_PER_CLIENT, client],
      [CODES_PER_CLIENT_AND_EMAIL, `${client}\n${request.email}`],
      [perAddress, request.email],
    ],
    nowMs,
  );
  if (!verdict.allowed) return failed(429, tooManyRequestsMessage(verdict.retryAfterSeconds), {retryAfterSeconds: verdict.retryAfterSeconds});
  const found = await context.wishlist.findCustomer(request.email);
  if (!found.ok) return failed(503, SOMETHING_WENT_WRONG_MESSAGE);
  if (request.purpose === 'sign-in' && !found.value) {
    return failed(404, NOT_A_MEMBER_MESSAGE, {fieldErrors: {email: NOT_A_MEMBER_MESSAGE}});
  }
  if (request.purpose === 'sign-up' && found.value) {
    return failed(409, ALREADY_A_MEMBER_MESSAGE, {fieldErrors: {email: ALREADY_A_MEMBER_MESSAGE}});
  }

  const id = randomId();
  const code = drawCode();
  const challenge: Challenge = {
    email: request.email,
    purpose: request.purpose,
    codeDigest: await context.security.sign(`${id}:${code}`),
    names: request.names ?? null,
  };
  await store.put(challengeKey(id), challenge, SIGN_IN_CODE_TTL_MS);
  const sent = await context.mail.send({to: request.email, tag: 'sign-in-code', ...signInCodeEmail(code, request.purpose, BRAND.name)});
  if (!sent) {
    await store.delete(challengeKey(id));
    return failed(502, CODE_NOT_SENT_MESSAGE);
  }
  const pending: PendingSignIn = {
    id,
    email: request.email,
    purpose: request.purpose,
    origin: request.origin,
    pending: request.pending,
    returnTo: request.returnTo,
  };
  context.session.set(CHALLENGE_SESSION_KEY, pending);
  return succeeded(codeSentMessage(request.email, request.purpose), {
    codeSent: {email: maskEmail(request.email), purpose: request.purpose},
  });
}

/** Sends a new code for the challenge this browser is answering (the old one stops working). */
export async function resendSignInCode(context: SignInContext, nowMs: number): Promise<WishlistOutcome> {
  const current = readPendingSignIn(context.session);
  if (!current) return restart(400, NO_CODE_PENDING_MESSAGE, context);
  const challenge = await context.security.store.get<Challenge>(challengeKey(current.id));
  await context.security.store.delete(challengeKey(current.id));
  return sendSignInCode(
    context,
    {...current, names: challenge?.names ?? undefined},
    nowMs,
  );
}

export type CheckedCode =
  | {ok: true; pending: PendingSignIn; customer: WishlistCustomer}
  | {ok: false; outcome: WishlistOutcome};

/**
 * Checks the code typed against the challenge this browser is answering. Right: the challenge is spent
 * and the member is returned (a new member is created first). Wrong: one of its five tries is gone.
 */
export async function checkSignInCode(context: SignInContext, rawCode: unknown, nowMs: number): Promise<CheckedCode> {
  const no = (outcome: WishlistOutcome): CheckedCode => ({ok: false, outcome});
  const current = readPendingSignIn(context.session);
  if (!current) return no(restart(400, NO_CODE_PENDING_MESSAGE, context));
  const code = parseSignInCode(rawCode);
  if (!code) return no(failed(400, CODE_REQUIRED_MESSAGE, {fieldErrors: {code: CODE_REQUIRED_MESSAGE}}));

  const {store, client} = context.security;
  if (!(await withinLimit(store, WRONG_CODES_PER_CLIENT, client, nowMs))) {
    return no(failed(429, tooManyRequestsMessage(WRONG_CODES_PER_CLIENT.windowMs / 1000)));
  }
  const challenge = await store.get<Challenge>(challengeKey(current.id));
  if (!challenge || challenge.email !== current.email) return no(restart(410, CODE_EXPIRED_MESSAGE, context));
  const tries = await store.increment(triesKey(current.id), SIGN_IN_CODE_TTL_MS);
  if (tries > SIGN_IN_CODE_MAX_TRIES) {
    await store.delete(challengeKey(current.id));
    return no(restart(429, CODE_USED_UP_MESSAGE, context));
  }
  if (!sameDigest(await context.security.sign(`${current.id}:${code}`), challenge.codeDigest)) {
    await takeFromLimit(store, WRONG_CODES_PER_CLIENT, client, nowMs);
    const left = SIGN_IN_CODE_MAX_TRIES - tries;
    if (left === 0) {
      await store.delete(challengeKey(current.id));
      return no(restart(400, CODE_USED_UP_MESSAGE, context));
    }
    return no(failed(400, wrongCodeMessage(left), {fieldErrors: {code: wrongCodeMessage(left)}}));
  }
  // Right: spent once, even by two requests racing with the same code.
  if ((await store.increment(usedKey(current.id), SIGN_IN_CODE_TTL_MS)) > 1) {
    return no(restart(409, CODE_ALREADY_USED_MESSAGE, context));
  }
  await store.delete(challengeKey(current.id));
  context.session.unset(CHALLENGE_SESSION_KEY);
  // The member is in: what strangers spent of this address's codes is forgotten.
  await resetLimit(store, CODES_PER_EMAIL, current.email, nowMs);
  await resetLimit(store, CODE_COOLDOWN_PER_EMAIL, current.email, nowMs);
  await resetLimit(store, CODES_PER_CLIENT_AND_EMAIL, `${client}\n${current.email}`, nowMs);

  const customer = await memberFor(context, current, challenge);
  return customer.ok ? {ok: true, pending: current, customer: customer.value} : no(customer.outcome);
}

/** The member the code was for: read again (sign-in), or created now that the address is confirmed (sign-up). */
async function memberFor(
  context: SignInContext,
  current: PendingSignIn,
  challenge: Challenge,
): Promise<{ok: true; value: WishlistCustomer} | {ok: false; outcome: WishlistOutcome}> {
  if (current.purpose === 'sign-in') {
    const found = await context.wishlist.findCustomer(current.email);
    if (!found.ok) return {ok: false, outcome: failed(503, SOMETHING_WENT_WRONG_MESSAGE)};
    if (!found.value) return {ok: false, outcome: failed(404, NOT_A_MEMBER_MESSAGE, {restart: true})};
    return {ok: true, value: found.value};
  }
  if (!challenge.names) return {ok: false, outcome: failed(400, NO_CODE_PENDING_MESSAGE, {restart: true})};
  const created = await context.wishlist.createCustomer({email: current.email, ...challenge.names, memberNumber: newMemberNumber()});
  // Someone joined with this address in the meantime (two tabs, a double submit): a lost race, not a failure.
  if (!created.ok && created.conflict) return {ok: false, outcome: failed(409, ALREADY_A_MEMBER_MESSAGE, {restart: true})};
  if (!created.ok) return {ok: false, outcome: failed(503, SOMETHING_WENT_WRONG_MESSAGE)};
  return {ok: true, value: created.value};
}
