/**
 * Builds the worker's real request context in vitest (Node): the same
 * createAppLoadContext server.ts uses, talking to the msw stand-ins. A
 * TestBrowser carries cookies between requests the way server.ts writes them.
 */
import {InMemoryCache} from '@shopify/hydrogen';
import {createAppLoadContext} from '~/worker/context.server';
import {loader as rootLoader} from '~/root';
import {action as cartAction} from '~/routes/cart';
import {mockServer} from '../mocks/node';
import {installWorkerFetch} from '~/services/upstream/worker-fetch';
import {afterEach} from 'vitest';
import {isolateSecurityMemory} from '~/kernel/security/security-store.server';
import {mailOutbox} from '../mocks/mail/handlers';

// The isolate's security records (sign-in codes, rate limits, revoked sessions) start empty for each test.
afterEach(() => isolateSecurityMemory.clear());

// workerd provides the Cache API; Node does not. Hydrogen's in-memory cache stands in.
const workerGlobals = globalThis as unknown as {caches?: {open: (name: string) => Promise<Cache>}};
workerGlobals.caches ??= {open: async () => new InMemoryCache() as unknown as Cache};

export const STOREFRONT_ORIGIN = 'http://localhost:3000';

const executionContext = {
  waitUntil: () => {},
  passThroughOnException: () => {},
} as unknown as ExecutionContext;

export interface TestRequestInit {
  method?: string;
  cookie?: string;
  /** A form as a browser sends it, or any raw body (a stream is sent without a length, like a chunked upload). */
  body?: BodyInit | null;
  headers?: Record<string, string>;
}

export function testRequest(path: string, {method = 'GET', cookie, body, headers = {}}: TestRequestInit = {}) {
  return new Request(new URL(path, STOREFRONT_ORIGIN), {
    method,
    body,
    headers: {...headers, ...(cookie ? {Cookie: cookie} : {})},
    // Node needs this for a streamed body; browsers send forms whole.
    ...(body instanceof ReadableStream ? {duplex: 'half'} : {}),
  } as RequestInit);
}

export async function testContext(request: Request, env: Partial<Env> = {}) {
  // The worker's fetch (time limits, Storefront replies checked), put over msw's as server.ts does over workerd's.
  installWorkerFetch();
  return createAppLoadContext(request, env as Env, executionContext);
}

/** The name=value pairs a response sets, as the next request's Cookie header would carry them. */
export function cookiesFrom(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

type AppContext = Awaited<ReturnType<typeof testContext>>;

/**
 * The Set-Cookie values the worker writes for a request, in server.ts's order:
 * the session (when a flash was set or read), then the cookies the request decided on.
 */
export async function cookiesSetBy(context: AppContext): Promise<string[]> {
  const session = context.session.isPending ? await context.session.commitOrRemove() : null;
  return [...(session ? [session] : []), ...context.pendingCookies.values];
}

/** One Set-Cookie value's name, value and attributes (names lower-cased). */
export function parseSetCookie(setCookie: string) {
  const [pair, ...rest] = setCookie.split(';').map((part) => part.trim());
  const index = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const attribute of rest) {
    const at = attribute.indexOf('=');
    if (at === -1) attributes.set(attribute.toLowerCase(), '');
    else attributes.set(attribute.slice(0, at).toLowerCase(), attribute.slice(at + 1));
  }
  return {name: pair.slice(0, index), value: pair.slice(index + 1), attributes};
}

/**
 * A shopper's browser across requests: it sends back the cookies earlier
 * responses set and drops the ones a response expired, as a browser would.
 */
export class TestBrowser {
  readonly #cookies = new Map<string, string>();

  constructor(readonly env: Partial<Env> = {}) {}

  /** A cookie the browser holds, e.g. one another script set (dm_i) or a tampered one. */
  setCookie(name: string, value: string) {
    this.#cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  get cookieHeader(): string | undefined {
    if (this.#cookies.size === 0) return undefined;
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The request this browser would send, and the worker context built for it. */
  async open(path: string, init: Omit<TestRequestInit, 'cookie'> = {}) {
    const request = testRequest(path, {...init, cookie: this.cookieHeader});
    return {request, context: await testContext(request, this.env)};
  }

  /** Takes in the cookies the worker writes after this request; returns them. */
  async receive(context: AppContext): Promise<string[]> {
    const setCookies = await cookiesSetBy(context);
    for (const setCookie of setCookies) {
      const {name, value, attributes} = parseSetCookie(setCookie);
      const expired = attributes.get('max-age') === '0' || value === '';
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return setCookies;
  }
}

/** The form Hydrogen's `<CartForm>` posts: its input as JSON in `cartFormInput`, plus any other fields. */
export function cartFormData(input: unknown, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('cartFormInput', typeof input === 'string' ? input : JSON.stringify(input));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** What `data(value, init)` returns under Remix single fetch. */
export interface DataWithInit<T = unknown> {
  type: 'DataWithResponseInit';
  data: T;
  init: ResponseInit | null;
}

export function isDataWithInit<T = unknown>(value: unknown): value is DataWithInit<T> {
  return (
    typeof value === 'object' && value !== null && (value as {type?: unknown}).type === 'DataWithResponseInit'
  );
}

/** What a loader threw (e.g. a 404); fails when it resolved instead. */
export async function thrownBy(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw, but it resolved');
}

/** Records the Storefront API calls the stand-ins receive while a test runs. */
export function watchStorefrontCalls() {
  const calls: string[] = [];
  const listener = ({request}: {request: Request}) => {
    const {pathname} = new URL(request.url);
    if (/\/api\/[^/]+\/graphql\.json$/.test(pathname)) calls.push(pathname);
  };
  mockServer.events.on('request:start', listener);
  return {
    calls,
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

/** POSTs a bag form to /cart from this browser, as the route's action; the browser keeps the cookies. */
export async function postBag(browser: TestBrowser, input: unknown, fields: Record<string, string> = {}) {
  const {request, context} = await browser.open('/cart', {method: 'POST', body: cartFormData(input, fields)});
  const result = await cartAction({request, context, params: {}});
  const setCookies = await browser.receive(context);
  return {result, setCookies};
}

/** Loads a page's root data (header, cart, mini cart, flash notice) in this browser. */
export async function loadRoot(browser: TestBrowser, path = '/') {
  const {request, context} = await browser.open(path);
  const data = await rootLoader({request, context, params: {}});
  const setCookies = await browser.receive(context);
  return {...data, setCookies};
}

/** The sign-in code last e-mailed to `email` (the mail stand-in's outbox), or throws. */
export function lastSignInCode(email: string): string {
  const message = mailOutbox
    .messages()
    .filter((sent) => sent.To === email && sent.Tag === 'sign-in-code')
    .at(-1);
  const code = /^(\d{6}) is your /.exec(message?.Subject ?? '')?.[1];
  if (!code) throw new Error(`No sign-in code was sent to ${email}`);
  return code;
}
