import {describe, expect, it, vi} from 'vitest';
import type {ShopperTracking, ShopperTrackingCookies} from '~/services/searchspring/tracking.server';
import {answerWithPageCache, newNonce, PAGE_CACHE_HEADER, type PageCacheContext} from './page-cache.server';
import {PageStore} from './page-store';
import {PageRenderState} from './render-state';

const URL_OF_PAGE = 'https://shop.example/products/aurora';

/** A request's context as the page cache sees it: its cookies land in `pendingCookies`. */
function requestContext({assignments = [{testId: 1, variationId: 0}]} = {}) {
  const pendingCookies = {values: [] as string[]};
  const background: Promise<unknown>[] = [];
  const tracking: ShopperTrackingCookies = {
    ids: (): ShopperTracking => {
      pendingCookies.values.push('ssUserId=fresh-user; Path=/');
      return {userId: 'fresh-user', sessionId: 's', pageLoadId: 'p', viewedSkus: []};
    },
    viewed: (sku: string) => void pendingCookies.values.push(`ssViewedProducts=${sku}; Path=/`),
  };
  const pageRender = new PageRenderState();
  const context: PageCacheContext & {background: Promise<unknown>[]} = {
    experiments: {
      assignments: async () => {
        pendingCookies.values.push('abtasty_visitor=new-visitor; Path=/');
        return assignments;
      },
    },
    tracking,
    pendingCookies,
    session: {isPending: false},
    pageRender,
    waitUntil: (promise) => void background.push(promise),
    background,
  };
  return context;
}

/** What Remix and entry.server produce for a cacheable page: the nonce in the CSP and in the scripts. */
function renderPage(context: ReturnType<typeof requestContext>, {allow = true, html = 'Aurora'} = {}) {
  return vi.fn(async () => {
    const nonce = newNonce();
    context.pageRender.nonce = nonce;
    context.pageRender.routeAllows = allow;
    // The render's own tracking calls, through the recording wrapper as the search service makes them.
    const tracked = context.pageRender.recording(context.tracking);
    tracked.ids();
    tracked.viewed('SKU-1');
    const headers = new Headers({'Content-Type': 'text/html', 'Content-Security-Policy': `script-src 'nonce-${nonce}'`});
    for (const cookie of context.pendingCookies.values) headers.append('Set-Cookie', cookie);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        controller.enqueue(encoder.encode(`<html><script nonce="${nonce}">`));
        controller.enqueue(encoder.encode(`</script><h1>${html}</h1></html>`));
        controller.close();
      },
    });
    return new Response(body, {status: 200, headers});
  });
}

async function ask(store: PageStore, context: ReturnType<typeof requestContext>, render: () => Promise<Response>, cookie?: string) {
  const request = new Request(URL_OF_PAGE, {headers: {'User-Agent': 'Mozilla/5.0', ...(cookie ? {Cookie: cookie} : {})}});
  const response = await answerWithPageCache(store, request, context, render);
  const html = await response.text();
  await Promise.all(context.background);
  return {response, html};
}

function nonceOf(response: Response): string {
  return /'nonce-([0-9a-f]+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1] ?? '';
}

describe('answerWithPageCache', () => {
  it('renders a page once, then serves copies with their own nonce and their own cookies', async () => {
    const store = new PageStore();
    const first = requestContext();
    const firstRender = renderPage(first);
    const missed = await ask(store, first, firstRender);
    expect(missed.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(firstRender).toHaveBeenCalledTimes(1);

    const second = requestContext();
    const secondRender = renderPage(second);
    const hit = await ask(store, second, secondRender);
    expect(secondRender).not.toHaveBeenCalled();
    expect(hit.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(hit.html).toContain('<h1>Aurora</h1>');

    const nonce = nonceOf(hit.response);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).not.toBe(nonceOf(missed.response));
    expect(hit.html).toContain(`<script nonce="${nonce}">`);
    expect(hit.html).not.toContain(nonceOf(missed.response));

    // The second shopper's own visitor id, and the Searchspring ids and viewed product the render gave out.
    expect(hit.response.headers.getSetCookie()).toEqual([
      'abtasty_visitor=new-visitor; Path=/',
      'ssUserId=fresh-user; Path=/',
      'ssViewedProducts=SKU-1; Path=/',
    ]);
  });

  it('keeps a page per experiment variation', async () => {
    const store = new PageStore();
    const original = requestContext({assignments: [{testId: 1, variationId: 0}]});
    await ask(store, original, renderPage(original, {html: 'Original'}));
    const variation = requestContext({assignments: [{testId: 1, variationId: 5}]});
    const variationRender = renderPage(variation, {html: 'Variation'});
    const answered = await ask(store, variation, variationRender);
    expect(variationRender).toHaveBeenCalledTimes(1);
    expect(answered.html).toContain('Variation');
  });

  it('always renders for a shopper with personal cookies, and never keeps what it rendered for them', async () => {
    const store = new PageStore();
    for (let i = 0; i < 2; i++) {
      const context = requestContext();
      const render = renderPage(context);
      const {response} = await ask(store, context, render, 'cart=abc');
      expect(render).toHaveBeenCalledTimes(1);
      expect(response.headers.has(PAGE_CACHE_HEADER)).toBe(false);
    }
    expect(store.size).toBe(0);
  });

  it('does not keep a page its route does not allow, a degraded one, or one that sets a personal cookie', async () => {
    type Context = ReturnType<typeof requestContext>;
    /** The page render, then `change` to its response or context before the page cache sees it. */
    const renderThen = (change: (response: Response, context: Context) => void) => (context: Context) => {
      const render = renderPage(context);
      return async () => {
        const response = await render();
        change(response, context);
        return response;
      };
    };
    const cases: Array<(context: Context) => () => Promise<Response>> = [
      (context) => renderPage(context, {allow: false}),
      // A deferred part fails while the page streams.
      renderThen((_response, context) => void (context.pageRender.degraded = true)),
      renderThen((response) => response.headers.append('Set-Cookie', 'cart=new-cart; Path=/')),
      renderThen((response) => response.headers.set('Cache-Control', 'no-store')),
    ];
    for (const makeRender of cases) {
      const store = new PageStore();
      const context = requestContext();
      await ask(store, context, makeRender(context));
      expect(store.size).toBe(0);
    }
  });
});
