import type {HydrogenSession} from '@shopify/hydrogen';
import {
  createCookieSessionStorage,
  type SessionStorage,
  type Session,
} from '@shopify/remix-oxygen';

/** Cookie session (Hydrogen's recommended shape): flash messages for no-JS forms live here. */
export class AppSession implements HydrogenSession {
  public isPending = false;

  #sessionStorage;
  #session;

  constructor(sessionStorage: SessionStorage, session: Session) {
    this.#sessionStorage = sessionStorage;
    this.#session = session;
  }

  static async init(request: Request, secrets: string[], {secure}: {secure: boolean}) {
    const storage = createCookieSessionStorage({
      cookie: {
        name: 'session',
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure,
        secrets,
      },
    });
    const session = await storage.getSession(request.headers.get('Cookie')).catch(() => storage.getSession());
    return new this(storage, session);
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
}
