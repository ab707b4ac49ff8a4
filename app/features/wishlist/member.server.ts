/**
 * The signed-in member, kept in the signed session cookie once they have entered the code sent to their
 * e-mail (./sign-in.server.ts). Signed, so it cannot be forged; but a client can send an old cookie again,
 * so each sign-in gets its own id, which sign-out revokes on the server (the security store), and a
 * sign-in lasts MEMBER_SESSION_MAX_AGE_MS at most.
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {randomId} from '~/kernel/security/random-id';
import {MEMBER_SESSION_MAX_AGE_MS} from '~/config/sign-in';
import type {AppSession} from '~/kernel/session.server';

export const MEMBER_SESSION_KEY = 'wishlistMember';

export interface SignedInMember {
  customerId: string;
  email: string;
  wishlistId: string;
}

interface StoredMember extends SignedInMember {
  /** This sign-in's id: what sign-out revokes. */
  sessionId: string;
  signedInAt: number;
}

const ID = /^[A-Za-z0-9-]{1,64}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;
const revokedKey = (sessionId: string) => `revoked-member-session:${sessionId}`;

function storedMember(session: Pick<AppSession, 'get'>): StoredMember | null {
  const value: unknown = session.get(MEMBER_SESSION_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const {customerId, email, wishlistId, sessionId, signedInAt} = value as Record<string, unknown>;
  if (typeof customerId !== 'string' || !ID.test(customerId)) return null;
  if (typeof wishlistId !== 'string' || !ID.test(wishlistId)) return null;
  if (typeof email !== 'string' || email.length > 254 || !email.includes('@')) return null;
  if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
  if (typeof signedInAt !== 'number' || !Number.isFinite(signedInAt)) return null;
  return {customerId, email, wishlistId, sessionId, signedInAt};
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
