import type {HydrogenSession} from '@shopify/hydrogen';
import {
  createCookieSessionStorage,
  type SessionStorage,
  type Session,
} from '@shopify/remix-oxygen';
import {cookieNames} from './http/cookies';

const SESSION_COOKIE = 'session';

/** Cookie session (Hydrogen's recommended shape): flash messages for no-JS forms live here. */
export class AppSession implements HydrogenSession {
  public isPending = false;

  #sessionStorage;
  #session;
  /** Whether the request came with a session cookie, which an emptied session must then remove. */
  #fromCookie;

  constructor(sessionStorage: SessionStorage, session: Session, fromCookie = false) {
    this.#sessionStorage = sessionStorage;
    this.#session = session;
    this.#fromCookie = fromCookie;
  }

  static async init(request: Request, secrets: string[], {secure}: {secure: boolean}) {
    const storage = createCookieSessionStorage({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure,
        secrets,
      },
    });
    const cookie = request.headers.get('Cookie');
    const session = await storage.getSession(cookie).catch(() => storage.getSession());
    return new this(storage, session, cookieNames(cookie).includes(SESSION_COOKIE));
  }

  get has() {
    return this.#session.has;
  }

  get get() {
    return this.#session.get;
  }

  get flash() {
    this.isPending = true;
    return this.#session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }

  get set() {
    this.isPending = true;
    return this.#session.set;
  }

  /** Read a flashed value once; reading it consumes it, so the session must be written back. */
  takeFlash<T = unknown>(key: string): T | undefined {
    if (!this.#session.has(key)) return undefined;
    this.isPending = true;
    return this.#session.get(key) as T;
  }

  destroy() {
    return this.#sessionStorage.destroySession(this.#session);
  }

  commit() {
    this.isPending = false;
    return this.#sessionStorage.commitSession(this.#session);
  }

  /**
   * What the response must set for a changed session, or null when there is nothing to write. A session
   * left empty (its last flash read) is removed rather than kept as a signed `{}`: the browser stops
   * sending it, the worker stops verifying its signature on every request, and the shopper's pages can
   * come from the page cache again.
   */
  async commitOrRemove(): Promise<string | null> {
    if (Object.keys(this.#session.data).length > 0) return this.commit();
    this.isPending = false;
    return this.#fromCookie ? this.#sessionStorage.destroySession(this.#session) : null;
  }
}
