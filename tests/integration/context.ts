/**
 * Builds the worker's real request context in vitest (Node): the same
 * createAppLoadContext server.ts uses, talking to the msw stand-ins.
 */
import {InMemoryCache} from '@shopify/hydrogen';
import {createAppLoadContext} from '~/lib/context.server';

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
  body?: FormData;
  headers?: Record<string, string>;
}

export function testRequest(path: string, {method = 'GET', cookie, body, headers = {}}: TestRequestInit = {}) {
  return new Request(new URL(path, STOREFRONT_ORIGIN), {
    method,
    body,
    headers: {...headers, ...(cookie ? {Cookie: cookie} : {})},
  });
}

export async function testContext(request: Request, env: Partial<Env> = {}) {
  return createAppLoadContext(request, env as Env, executionContext);
}

/** The name=value pairs a response sets, as the next request's Cookie header would carry them. */
export function cookiesFrom(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
}
