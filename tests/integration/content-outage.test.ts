/**
 * Prismic down: content is optional on catalogue pages, so they still load
 * and the failure is reported; the home page answers within the content
 * budget whatever the failure (429, 500, refused, malformed, hang, stalled
 * body), with the last good home or a minimal home showing the catalogue.
 */
import {beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import {forgetLastGoodWrites} from '~/services/prismic/last-good.server';
import {delay, http, HttpResponse} from 'msw';
import {InMemoryCache} from '@shopify/hydrogen';
import {mockServer, withStandIns} from '../mocks/node';
import {FIXTURE_CASES, collectionByHandle, variantBySku, variantGid} from '../mocks/fixtures/catalogue';
import {loader as productLoader} from '~/routes/products.$handle';
import {loader as homeLoader, FALLBACK_PRODUCT_COUNT} from '~/routes/_index';
import {lastGoodRequest} from '~/services/prismic/last-good.server';
import {TestBrowser, isDataWithInit, loadRoot, postBag, thrownBy} from './context';
import type {ErrorPayload} from '~/features/errors/responses.server';

withStandIns();

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  forgetLastGoodWrites();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** Every document search answers with this. */
function failSearches(answer: () => Response | Promise<Response>) {
  mockServer.use(http.get('*/api/v2/documents/search', answer));
}

/** The structured reports the app's error reporter wrote for a service. */
function reportsFor(service: string): {service: string; message: string; releaseStage: string}[] {
  return consoleError.mock.calls
    .map(([line]) => (typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : null))
    .filter((report) => report?.service === service);
}

describe('Prismic outage', () => {
  beforeEach(() =>
    failSearches(() => HttpResponse.json({type: 'api_error', message: 'Internal Server Error'}, {status: 500})),
  );

  it('the root loader still answers, without a header, with the bag, and reports the failure', async () => {
    const browser = new TestBrowser();
    const mirror = variantBySku(FIXTURE_CASES.defaultTitleProduct.sku)!.variant;
    await postBag(browser, {
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: variantGid(mirror.id), quantity: 1}]},
    });

    const page = await loadRoot(browser);

    expect(page.header).toBeNull();
    expect(page.miniCart.lineItemsCount).toBe(1);
    const reports = reportsFor('prismic');
    expect(reports.length).toBeGreaterThan(0);
    expect(reports[0]).toMatchObject({level: 'error', releaseStage: 'development'});
    expect(reports[0].message).not.toBe('');
  });

  it('the product page still loads', async () => {
    const {handle} = FIXTURE_CASES.defaultTitleProduct;
    const {request, context} = await new TestBrowser().open(`/products/${handle}`);

    const page = await productLoader({request, context, params: {handle}});

    expect(page.product.handle).toBe(handle);
    expect(page.variant?.sku).toBe(FIXTURE_CASES.defaultTitleProduct.sku);
  });

  it('a 404 still answers 404, without the error page content', async () => {
    const browser = new TestBrowser();
    const {request, context} = await browser.open('/products/no-such-product');

    const thrown = await thrownBy(productLoader({request, context, params: {handle: 'no-such-product'}}));

    expect(isDataWithInit<ErrorPayload>(thrown) && thrown.init?.status).toBe(404);
    expect(isDataWithInit<ErrorPayload>(thrown) && thrown.data).toEqual({
      message: 'This page could not be found',
      errorPage: null,
    });
    expect(reportsFor('prismic').length).toBeGreaterThan(0);
  });
});

/** Well inside the 5 s a page may take, whatever Prismic does. */
const PAGE_LIMIT_MS = 5000;
const SLOW_TEST_MS = 10_000;

/** The requests the Prismic stand-in receives while a test runs. */
function countContentRequests() {
  const seen = {count: 0};
  const listener = ({request}: {request: Request}) => {
    if (new URL(request.url).pathname.startsWith('/api/v2')) seen.count++;
  };
  mockServer.events.on('request:start', listener);
  return {seen, stop: () => mockServer.events.removeListener('request:start', listener)};
}

/** The home loader's data, plain (content fresh) or inside data() (degraded). */
type HomeData = Extract<Awaited<ReturnType<typeof homeLoader>>, {home: unknown}>;

/** One home view, timed from the incoming request: the loader's data and its Cache-Control. */
async function viewHome() {
  const start = Date.now();
  const {request, context} = await new TestBrowser().open('/');
  const answer = await homeLoader({request, context, params: {}});
  const ms = Date.now() - start;
  if (!isDataWithInit<HomeData>(answer)) return {ms, page: answer as HomeData, cacheControl: null};
  return {ms, page: answer.data, cacheControl: new Headers(answer.init?.headers).get('Cache-Control')};
}

const ALL_PRODUCTS = collectionByHandle('all')!.productHandles;

/** The minimal home: no content, the catalogue's first products, never cached downstream. */
function expectMinimalHome(view: Awaited<ReturnType<typeof viewHome>>) {
  expect(view.page.home).toBeNull();
  expect(view.page.fallbackProducts).toHaveLength(Math.min(FALLBACK_PRODUCT_COUNT, ALL_PRODUCTS.length));
  for (const product of view.page.fallbackProducts) expect(ALL_PRODUCTS).toContain(product.handle);
  expect(view.cacheControl).toBe('no-store');
  expect(view.ms).toBeLessThan(PAGE_LIMIT_MS);
}

describe('home page during a Prismic outage', () => {
  it('429 forever: answers within the budget, in a few requests', {timeout: SLOW_TEST_MS}, async () => {
    const rateLimited = () => new HttpResponse(null, {status: 429, headers: {'Retry-After': '1'}});
    mockServer.use(http.get('*/api/v2', rateLimited), http.get('*/api/v2/documents/search', rateLimited));
    const requests = countContentRequests();

    const view = await viewHome();
    requests.stop();

    expectMinimalHome(view);
    expect(requests.seen.count).toBeGreaterThan(0);
    expect(requests.seen.count).toBeLessThanOrEqual(6);
  });

  it('429 with a Retry-After beyond the budget: no wait, no retry', async () => {
    failSearches(() => new HttpResponse(null, {status: 429, headers: {'Retry-After': '120'}}));
    const requests = countContentRequests();

    const view = await viewHome();
    requests.stop();

    expectMinimalHome(view);
    expect(view.ms).toBeLessThan(1000);
    expect(requests.seen.count, 'the repository, then one search').toBe(2);
  });

  it.each([
    ['500', () => HttpResponse.json({type: 'api_error', message: 'Internal Server Error'}, {status: 500})],
    ['a refused connection', () => HttpResponse.error()],
    ['malformed JSON', () => new HttpResponse('{"results": [', {headers: {'Content-Type': 'application/json'}})],
    ['a hang', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }],
    ['a stalled body', () =>
      new HttpResponse(
        new ReadableStream({start: (controller) => controller.enqueue(new TextEncoder().encode('{"'))}),
        {headers: {'Content-Type': 'application/json'}},
      )],
  ])('%s: the minimal home with the catalogue, reported', {timeout: SLOW_TEST_MS}, async (_, answer) => {
    failSearches(answer);

    const view = await viewHome();

    expectMinimalHome(view);
    expect(reportsFor('prismic').length).toBeGreaterThan(0);
  });

  it('the minimal home still renders when the catalogue fails too', async () => {
    failSearches(() => HttpResponse.error());
    mockServer.use(http.post('*/api/*/graphql.json', () => HttpResponse.error()));

    const view = await viewHome();

    expect(view.page.home).toBeNull();
    expect(view.page.fallbackProducts).toEqual([]);
    expect(view.cacheControl).toBe('no-store');
  });

  it('serves the home that loaded earlier, marked stale and never cached downstream', async () => {
    // context.ts opens a new in-memory cache per request; the worker's Cache API is shared.
    const shared = new InMemoryCache() as unknown as Cache;
    vi.spyOn(globalThis.caches, 'open').mockResolvedValue(shared);
    const before = await viewHome();
    expect(before.cacheControl).toBeNull();
    expect(before.page.home?.stale).toBeUndefined();
    await vi.waitFor(async () => expect(await shared.match(lastGoodRequest('home_page'))).toBeDefined());

    // Later: the worker's copies of Prismic's answers have expired, only the last good copy (kept a week) is left.
    const later = new InMemoryCache() as unknown as Cache;
    await later.put(lastGoodRequest('home_page'), (await shared.match(lastGoodRequest('home_page')))!);
    vi.spyOn(globalThis.caches, 'open').mockResolvedValue(later);
    failSearches(() => HttpResponse.json({type: 'api_error', message: 'Internal Server Error'}, {status: 500}));
    const during = await viewHome();

    expect(during.page.home).toEqual({...before.page.home, stale: true});
    expect(during.page.products).toEqual(before.page.products);
    expect(during.cacheControl).toBe('no-store');
    expect(reportsFor('prismic').length).toBeGreaterThan(0);
  });

  it('does not notice an outage while the worker still holds the published content', async () => {
    const shared = new InMemoryCache() as unknown as Cache;
    vi.spyOn(globalThis.caches, 'open').mockResolvedValue(shared);
    const before = await viewHome();
    failSearches(() => HttpResponse.json({type: 'api_error', message: 'Internal Server Error'}, {status: 500}));
    const during = await viewHome();

    expect(during.page.home).toEqual(before.page.home);
    expect(during.cacheControl).toBeNull();
    expect(reportsFor('prismic')).toEqual([]);
  });
});
