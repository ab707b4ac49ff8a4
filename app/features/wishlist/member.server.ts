/**
 * The signed-in member, kept in the signed session cookie once they have entered the code sent to their
 * e-mail (./sign-in.server.ts). Signed, so it cannot be forged; but a client can send an old cookie again,
 * so each sign-in gets its own id, which sign-out revokes on the server (the security store), and a
 * sign-in lasts MEMBER_SESSION_MAX_AGE_MS at most.
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import * as z from 'zod/mini';
import {randomId} from '~/kernel/security/random-id';
import {MEMBER_SESSION_MAX_AGE_MS} from '~/config/sign-in';
import type {AppSession} from '~/kernel/session.server';

export const MEMBER_SESSION_KEY = 'wishlistMember';

export interface SignedInMember {
  customerId: string;
  email: string;
  wishlistId: string;
}

/** A sign-in as the session cookie holds it: every field checked, as an old or odd cookie may be sent again. */
const STORED_MEMBER = z.object({
  customerId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/)),
  email: z.string().check(z.maxLength(254), z.includes('@')),
  wishlistId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/)),
  /** This sign-in's id: what sign-out revokes. */
  sessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/)),
  signedInAt: z.number().check(z.refine(Number.isFinite)),
});

type StoredMember = z.infer<typeof STORED_MEMBER>;

const revokedKey = (sessionId: string) => `revoked-member-session:${sessionId}`;

function storedMember(session: Pick<AppSession, 'get'>): StoredMember | null {
  const parsed = STORED_MEMBER.safeParse(session.get(MEMBER_SESSION_KEY));
  return parsed.success ? parsed.data : null;
}

type MemberContext = Pick<AppLoadContext, 'session' | 'security'>;

/** The member this request is signed in as: a well-formed sign-in, not expired, not signed out since. */
export async function readMember(context: MemberContext, nowMs = Date.now()): Promise<SignedInMember | null> {
  const stored = storedMember(context.session);
  if (!stored) return null;
  const expired = nowMs - stored.signedInAt >= MEMBER_SESSION_MAX_AGE_MS || stored.signedInAt > nowMs + 60_000;
  if (expired || (await context.security.store.get(revokedKey(stored.sessionId)))) {
    context.session.unset(MEMBER_SESSION_KEY);
    return null;
  }
  return {customerId: stored.customerId, email: stored.email, wishlistId: stored.wishlistId};
}

/** A new sign-in (after a code was entered): its own id and time. */
export function signInMember(context: MemberContext, member: SignedInMember, nowMs = Date.now()): void {
  const stored: StoredMember = {...member, sessionId: randomId(), signedInAt: nowMs};
  context.session.set(MEMBER_SESSION_KEY, stored);
}

/** The same sign-in with a changed member record (a new wishlist id after 'remove all'). */
export function updateSignedInMember(context: MemberContext, member: SignedInMember): void {
  const stored = storedMember(context.session);
  if (stored) context.session.set(MEMBER_SESSION_KEY, {...stored, ...member});
}

/** Signs out for good: this sign-in's id is revoked, so the cookie sent again later signs nobody in. */
export async function signOutMember(context: MemberContext, nowMs = Date.now()): Promise<void> {
  const stored = storedMember(context.session);
  context.session.unset(MEMBER_SESSION_KEY);
  if (!stored) return;
  const remaining = stored.signedInAt + MEMBER_SESSION_MAX_AGE_MS - nowMs;
  if (remaining > 0) await context.security.store.put(revokedKey(stored.sessionId), true, remaining);
}
