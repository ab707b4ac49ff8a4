/**
 * scripts/broken-escape.ts: what workerd's legacy URL parser refuses, the preview's guard worker in front of
 * MiniOxygen's routing worker (in a real MiniOxygen, with an app that echoes what reached it), and the dev
 * server's middleware.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import type {ViteDevServer} from 'vite';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {MALFORMED_PATH_MESSAGE} from '~/worker/http/guard-request';
import {
  brokenEscapeGuardWorker,
  brokenEscapePlugin,
  hasBrokenEscape,
  miniOxygenDefaultHeaders,
} from '../../scripts/broken-escape';

describe('hasBrokenEscape', () => {
  // As measured against workerd's legacy parser (a worker with no compatibility date): these throw there...
  it.each(['/%', '/%A', '/%ZZ', '/?q=%', '/?q=%A', '/?%=1', '/a%2', '/%%41'])('%s is broken', (url) => {
    expect(hasBrokenEscape(url)).toBe(true);
  });
  // ...and these parse.
  it.each(['/', '/%41', '/%C3%28', '/?q=%e9', '/?q=a%20b', '/é', '/a|b', '/[x]', '/%00'])('%s is not', (url) => {
    expect(hasBrokenEscape(url)).toBe(false);
  });
});

/** The app: answers with what reached it. */
const ECHO_APP = `export default {
  fetch(request) {
    const h = request.headers;
    return Response.json({url: request.url, requestId: h.get('request-id'), buyerIp: h.get('oxygen-buyer-ip'), country: h.get('oxygen-buyer-country'), accept: h.get('x-test')});
  },
};`;

async function startPreview(withGuard: boolean) {
  const app = {name: 'app', modules: true, script: ECHO_APP, compatibilityDate: '2025-01-01', stripCfConnectingIp: false};
  const guard = brokenEscapeGuardWorker({app: 'app', oxygenHeaders: await miniOxygenDefaultHeaders()});
  const miniOxygen = createMiniOxygen({host: '127.0.0.1', port: 0, requestHook: null, workers: withGuard ? [app, guard] : [app]});
  const {workerUrl} = await miniOxygen.ready;
  return {origin: workerUrl.origin, dispose: () => miniOxygen.dispose()};
}

describe('the preview with the guard in front', () => {
  let guarded: Awaited<ReturnType<typeof startPreview>>;
  let bare: Awaited<ReturnType<typeof startPreview>>;
  beforeAll(async () => {
    [guarded, bare] = await Promise.all([startPreview(true), startPreview(false)]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([guarded?.dispose(), bare?.dispose()]);
  });

  const echo = async (origin: string, path: string) => {
    const response = await fetch(`${origin}${path}`, {headers: {'X-Test': 'kept'}});
    expect(response.status).toBe(200);
    return (await response.json()) as {url: string; requestId: string | null; buyerIp: string | null; country: string | null; accept: string | null};
  };

  it('without it, MiniOxygen answers a broken escape with a 500 and a stack trace (why the guard exists)', async () => {
    const response = await fetch(`${bare.origin}/?q=%A`);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Invalid URL string');
  });

  it.each(['/products/%ZZ', '/?q=%A', '/collections/beds?sort=%&page=%2'])('hands %s to the app as sent, with the routing worker’s headers', async (path) => {
    const seen = await echo(guarded.origin, path);
    expect(seen.url).toBe(`${guarded.origin}${path}`);
    expect(seen.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toMatchObject({buyerIp: '127.0.0.1', country: 'US', accept: 'kept'});
  });

  it('sends every other request through MiniOxygen’s routing worker as before', async () => {
    const seen = await echo(guarded.origin, '/products/aurora?q=%41');
    const before = await echo(bare.origin, '/products/aurora?q=%41');
    expect(seen).toMatchObject({url: `${guarded.origin}/products/aurora?q=%41`, buyerIp: '127.0.0.1', country: 'US', accept: 'kept'});
    expect(seen.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect({...before, url: ''}).toMatchObject({...seen, url: '', requestId: expect.any(String)});
  });
});

describe('the dev server middleware', () => {
  function middleware() {
    let handler: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
    const server = {middlewares: {use: (fn: typeof handler) => (handler = fn)}} as unknown as ViteDevServer;
    const hook = brokenEscapePlugin().configureServer;
    if (typeof hook !== 'function') throw new Error('no configureServer hook');
    void hook.call({} as never, server);
    return (url: string) => {
      const answer = {status: 0, headers: {} as Record<string, string>, body: '', next: false};
      const res = {
        writeHead: (status: number, headers: Record<string, string>) => Object.assign(answer, {status, headers}),
        end: (body: string) => (answer.body = body),
      } as unknown as ServerResponse;
      handler!({url} as IncomingMessage, res, () => (answer.next = true));
      return answer;
    };
  }

  it.each(['/?q=%A', '/products/%ZZ', '/products/%C3%28'])('answers %s with the worker’s 400', (url) => {
    const answer = middleware()(url);
    expect(answer).toMatchObject({status: 400, body: MALFORMED_PATH_MESSAGE, next: false});
    expect(answer.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'Content-Length': String(Buffer.byteLength(MALFORMED_PATH_MESSAGE)),
    });
  });

  it.each(['/', '/products/aurora?q=%41', '/@vite/client'])('lets %s through', (url) => {
    expect(middleware()(url)).toMatchObject({status: 0, next: true});
  });
});
