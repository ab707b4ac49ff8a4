/** Plain requests as a shopper's browser sends them. */
import {performance} from 'node:perf_hooks';

// A browser's user agent: Hydrogen streams to browsers but waits for everything for bots.
export const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const REQUEST_TIMEOUT_MS = 15_000;

/** A cookie the page cache does not know (app/worker/page-cache/page-request.ts): the page is rendered for each request. */
export const RENDER_EVERY_TIME_COOKIE = 'bench_render=1';

export interface Timed {
  status: number;
  ms: number;
  body: string;
  setCookies: string[];
}

/** One GET, body read to the end; ms is the whole round trip. Network failures are status 0. */
export async function timedGet(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: {'User-Agent': USER_AGENT, ...headers},
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    return {status: response.status, ms: performance.now() - started, body, setCookies: response.headers.getSetCookie()};
  } catch {
    return {status: 0, ms: performance.now() - started, body: '', setCookies: []};
  }
}

/** The cart cookie's name: `cart` in production, `cart_<env>` elsewhere (app/kernel/cart-cookie.ts). */
export const CART_COOKIE = /^cart(_[a-z]+)?$/;

/** A Set-Cookie attribute that removes the cookie: `Max-Age=0`, or an `Expires` already past. */
function removes(attribute: string): boolean {
  const [name, value = ''] = attribute.split('=').map((part) => part.trim());
  if (/^max-age$/i.test(name)) return Number(value) <= 0;
  return /^expires$/i.test(name) && Date.parse(value) <= Date.now();
}

/** What a browser keeps per shopper: the last Set-Cookie wins, `Max-Age=0` or a past `Expires` deletes. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: readonly string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals < 1) continue;
      const name = pair.slice(0, equals).trim();
      if (attributes.some(removes)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(equals + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The value of the first cookie whose name matches. */
  valueOf(name: RegExp): string | undefined {
    return [...this.cookies].find(([cookieName]) => name.test(cookieName))?.[1];
  }
}

export const isOk = (status: number) => status >= 200 && status < 300;
