/**
 * The visitor id experiments are bucketed by: a random UUID in a first-party
 * cookie the worker sets itself (one year, HttpOnly: no browser code needs
 * it, the assignments reach the page through the root loader). A value that
 * is not what we write is replaced, never used.
 */
import {readValidCookie, serializeFirstPartyCookie, type FirstPartyCookieJar} from '~/kernel/http/cookies';

export const VISITOR_COOKIE = 'abtasty_visitor';
export const VISITOR_COOKIE_MAX_AGE = 31_536_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ExperimentVisitor {
  /** The visitor's id, creating it (and queuing its cookie) on first use. */
  id(): string;
}

export function createExperimentVisitor({
  cookieHeader,
  secure,
  setCookie,
  newId = () => crypto.randomUUID(),
}: FirstPartyCookieJar): ExperimentVisitor {
  let visitorId: string | null = null;
  return {
    id() {
      if (visitorId) return visitorId;
      const stored = readValidCookie(cookieHeader, VISITOR_COOKIE, UUID);
      if (stored) return (visitorId = stored);
      visitorId = newId();
      setCookie(serializeFirstPartyCookie(VISITOR_COOKIE, visitorId, {maxAge: VISITOR_COOKIE_MAX_AGE, secure}));
      return visitorId;
    },
  };
}
