/**
 * Prismic down (HTTP 500 on every document search): content is optional on
 * catalogue pages, so they still load and the failure is reported.
 */
import {beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import {http, HttpResponse} from 'msw';
import {mockServer, withStandIns} from '../mocks/node';
import {FIXTURE_CASES, variantBySku, variantGid} from '../mocks/fixtures/catalogue';
import {loader as productLoader} from '~/routes/products.$handle';
import {TestBrowser, isDataWithInit, loadRoot, postBag, thrownBy} from './context';
import type {ErrorPayload} from '~/lib/not-found.server';

withStandIns();

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  mockServer.use(
    http.get('*/api/v2/documents/search', () =>
      HttpResponse.json({type: 'api_error', message: 'Internal Server Error'}, {status: 500}),
    ),
  );
});

/** The structured reports the app's error reporter wrote for a service. */
function reportsFor(service: string): {service: string; message: string; releaseStage: string}[] {
  return consoleError.mock.calls
    .map(([line]) => (typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : null))
    .filter((report) => report?.service === service);
}

describe('Prismic outage', () => {
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
