/**
 * A URL with a broken `%` escape (`/?q=%A`, `/products/%ZZ`: a `%` not followed by two hex digits).
 *
 * The worker answers these itself: a broken path is its 400 (app/worker/http/guard-request.ts), a broken query is read
 * the WHATWG way (`%A` stays the text `%A`). Locally two things stand in front of the worker and fail first:
 * - MiniOxygen's routing worker (`mini-oxygen`, node_modules/@shopify/mini-oxygen/dist/worker/handler.js) has no
 *   compatibility date, so workerd gives it the legacy URL parser, and its first line, `new URL(request.url)`,
 *   throws "Invalid URL string." on these; Miniflare's entry worker (miniflare/dist/src/workers/core/
 *   entry.worker.js) turns that into a 500 whose body is the stack trace, before the app runs.
 * - The Vite dev server, which hands every request to the same routing worker (and itself throws "URI malformed"
 *   on a path like `/products/%C3%28`).
 * `brokenEscapeGuardWorker` (the preview) and `brokenEscapePlugin` (vite.config.ts) put the worker's own answer back.
 * (What Oxygen's own gateway does with such a URL, Shopify's documentation does not say: README, "Build, preview
 * and deploy".)
 */
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Plugin} from 'vite';
import {MALFORMED_PATH_MESSAGE} from '../app/worker/http/guard-request';
import {hasMalformedPath} from '../app/kernel/http/malformed-url';
import {applySecurityHeaders, plainErrorResponse} from '../app/worker/http/security-headers';

/** What workerd's legacy URL parser refuses: a `%` without two hex digits after it (anywhere in the URL). */
export const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

export function hasBrokenEscape(url: string): boolean {
  return BROKEN_ESCAPE.test(url);
}

/** MiniOxygen's routing worker (not exported by @shopify/mini-oxygen 3.2.1: `ROUTING_WORKER_NAME`). */
const MINI_OXYGEN_ROUTER = 'mini-oxygen';

/**
 * The preview's guard: a worker in workerd itself (no Node proxy, no extra connection), with today's URL parser,
 * that Miniflare's entry worker sends every request to (`routes: ['*\/*']` wins over the routing worker, which is
 * only the fallback). A URL the routing worker can parse goes on to it unchanged; one it cannot goes straight to
 * the app with the headers the routing worker would have added (a fresh `request-id` and Oxygen's buyer headers),
 * so the app answers it itself (a broken path: its own 400). One service-binding call per request is the whole
 * cost: `/robots.txt` under autocannon (10 s, 32 connections) measured within run-to-run noise of the preview
 * without it.
 */
export function brokenEscapeGuardWorker({app, oxygenHeaders}: {app: string; oxygenHeaders: Record<string, string>}) {
  return {
    name: 'broken-escape-guard',
    modules: true,
    compatibilityDate: '2025-01-01',
    routes: ['*/*'],
    bindings: {OXYGEN_HEADERS: oxygenHeaders},
    serviceBindings: {ROUTER: MINI_OXYGEN_ROUTER, APP: app},
    // Like the app worker's: CF-Connecting-IP (the shopper's IP) is not stripped from what it sends on.
    stripCfConnectingIp: false,
    script: `
const BROKEN_ESCAPE = ${BROKEN_ESCAPE};
export default {
  fetch(request, env) {
    if (!BROKEN_ESCAPE.test(request.url)) return env.ROUTER.fetch(request);
    const headers = new Headers({'request-id': crypto.randomUUID(), ...env.OXYGEN_HEADERS});
    for (const [name, value] of request.headers) headers.set(name, value);
    return env.APP.fetch(new Request(request, {headers}));
  },
};
`,
  };
}

/** The Oxygen buyer headers MiniOxygen's routing worker adds to every request (its defaults), by name. */
export async function miniOxygenDefaultHeaders(): Promise<Record<string, string>> {
  // Not in the package's exports: read from the file next to its entry (@shopify/mini-oxygen 3.2.1).
  const entry = createRequire(import.meta.url).resolve('@shopify/mini-oxygen');
  const file = resolve(dirname(entry), '../common/headers.js');
  const {OXYGEN_HEADERS_MAP} = (await import(pathToFileURL(file).href)) as {
    OXYGEN_HEADERS_MAP: Record<string, {name: string; defaultValue: string}>;
  };
  return Object.fromEntries(Object.values(OXYGEN_HEADERS_MAP).map(({name, defaultValue}) => [name, defaultValue]));
}

/**
 * `npm run dev`: Vite hands every request to MiniOxygen's routing worker, and the app cannot be reached with such
 * a URL at all, so this answers before Vite and MiniOxygen see it: 400 with the worker's own message and headers
 * (its guard's answer for a broken path; a broken query gets the same here, where the preview and Oxygen let the
 * app read it).
 */
export function brokenEscapePlugin(): Plugin {
  return {
    name: 'dreamhaus:broken-escape',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (!hasBrokenEscape(url) && !hasMalformedPath(url)) return next();
        // The worker's own answer: its guard's plain 400 with the headers it puts on every reply (dev: no HSTS).
        const refused = plainErrorResponse(400, MALFORMED_PATH_MESSAGE);
        applySecurityHeaders(refused.headers, {production: false});
        res.writeHead(refused.status, {
          ...Object.fromEntries(refused.headers),
          'Content-Length': String(Buffer.byteLength(MALFORMED_PATH_MESSAGE)),
        });
        res.end(MALFORMED_PATH_MESSAGE);
      });
    },
  };
}
