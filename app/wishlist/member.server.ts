/**
 * The signed-in wishlist member, kept in the signed session cookie (spec:
 * browsing §6 "Signed-in customer: has an email, logged in via the wishlist
 * service by email"). Signed, so it cannot be forged; still read defensively.
 */
import type {AppSession} from '~/lib/session.server';

export const MEMBER_SESSION_KEY = 'wishlistMember';

export interface SignedInMember {
  customerId: string;
  email: string;
  wishlistId: string;
}

const ID = /^[A-Za-z0-9-]{1,64}$/;

export function readMember(session: Pick<AppSession, 'get'>): SignedInMember | null {
  const value: unknown = session.get(MEMBER_SESSION_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const {customerId, email, wishlistId} = value as Record<string, unknown>;
  if (typeof customerId !== 'string' || !ID.test(customerId)) return null;
  if (typeof wishlistId !== 'string' || !ID.test(wishlistId)) return null;
  if (typeof email !== 'string' || email.length > 254 || !email.includes('@')) return null;
  return {customerId, email, wishlistId};
}

export function signInMember(session: Pick<AppSession, 'set'>, member: SignedInMember): void {
  session.set(MEMBER_SESSION_KEY, member);
}

export function signOutMember(session: Pick<AppSession, 'unset'>): void {
  session.unset(MEMBER_SESSION_KEY);
}
