/**
 * The page cache in front of Remix (the project README, § The page cache): a request that may be answered
 * from a copy gets one rendered less than a second ago for the same URL and variant, with its own CSP nonce
 * and its own cookies; otherwise it is rendered, and the page kept if its route allows and nothing about it
 * was personal or degraded.
 */
import type {ExperimentAssignment} from '~/domain/experiments';
import {platformFromUserAgent} from '~/domain/platform';
import {viewedSkusOf, type ShopperTrackingCookies} from '~/services/searchspring/tracking.server';
import {cookieNames, isPageNeutralCookie, mayServeFromPageCache, pageKey} from './page-request';
import type {PageStore, StoredPage} from './page-store';
import {fillNonce, nonceTemplate} from './nonce-template';
import {replayEffects, type PageRenderState} from './render-state';

/** Says how a document was answered: `hit`, `stale` (while its re-render runs) or `miss` (rendered). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/** The parts of the load context the page cache reads. */
export interface PageCacheContext {
  experiments: {assignments(): Promise<ExperimentAssignment[]>};
  tracking: ShopperTrackingCookies;
  pendingCookies: {readonly values: string[]};
  session: {isPending: boolean};
  pageRender: PageRenderState;
  waitUntil: (promise: Promise<unknown>) => void;
}

export async function answerWithPageCache(
  store: PageStore,
  request: Request,
  context: PageCacheContext,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!mayServeFromPageCache(request)) return render();
  const key = pageKey({
    url: request.url,
    platform: platformFromUserAgent(request.headers.get('User-Agent')),
    // The same call the root loader makes (it reads the same cached tests, and sets the visitor cookie if new).
    assignments: await context.experiments.assignments(),
    viewedSkus: viewedSkusOf(request.headers.get('Cookie')),
  });

  let found = store.lookup(key);
  if (found.kind === 'wait') {
    await store.waitFor(found.ready);
    found = store.lookup(key);
    // The other render is still running after waitMs: render for this request alone (its page is not kept).
    if (found.kind === 'wait') return render();
  }
  if (found.kind !== 'render') return served(found.page, context, found.kind === 'fresh' ? 'hit' : 'stale');

  const {finish} = found;
  let response: Response;
  try {
    response = await render();
  } catch (error) {
    finish(null);
    throw error;
  }
  const {nonce} = context.pageRender;
  if (!nonce || !response.body || !keepable(response, context)) {
    finish(null);
    return response;
  }
  const [toShopper, toKeep] = response.body.tee();
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, 'miss');
  context.waitUntil(
    new Response(toKeep).text().then(
      (html) => {
        // A part that failed while the page streamed (deferred data) still keeps it out.
        const {degraded, effects} = context.pageRender;
        finish(
          degraded
            ? null
            : {body: nonceTemplate(html, nonce), nonce, status: response.status, headers: storedHeaders(response), effects: [...effects]},
        );
      },
      () => finish(null),
    ),
  );
  return new Response(toShopper, {status: response.status, statusText: response.statusText, headers});
}

/** A rendered page may be kept: its route allows it, it is whole, and it set no cookie but page-neutral ones. */
function keepable(response: Response, context: PageCacheContext): boolean {
  if (response.status !== 200 || !context.pageRender.routeAllows || context.pageRender.degraded) return false;
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return false;
  if (/\b(no-store|private)\b/.test(response.headers.get('Cache-Control') ?? '')) return false;
  if (context.session.isPending) return false;
  return response.headers.getSetCookie().every((cookie) => cookieNames(cookie.split(';', 1)[0]).every(isPageNeutralCookie));
}

function storedHeaders(response: Response): [string, string][] {
  return [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie');
}

/** A kept page for this request: a new nonce, and this shopper's own cookies. */
function served(page: StoredPage, context: PageCacheContext, how: 'hit' | 'stale'): Response {
  replayEffects(page.effects, context.tracking);
  const nonce = newNonce();
  const headers = new Headers();
  for (const [name, value] of page.headers) headers.append(name, value.replaceAll(page.nonce, nonce));
  for (const cookie of context.pendingCookies.values) headers.append('Set-Cookie', cookie);
  headers.set(PAGE_CACHE_HEADER, how);
  return new Response(fillNonce(page.body, nonce), {status: page.status, headers});
}

/** Hydrogen's nonce format: 16 random bytes in hex. */
export function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

