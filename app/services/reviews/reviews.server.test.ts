/**
 * The reviews service against the Yotpo stand-in: the request it sends, the
 * page it answers, short caching of good replies only, and every failure
 * answered as null and reported.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {http, HttpResponse} from 'msw';
import {mockServer, withStandIns} from '../../../tests/mocks/node';
import {FAULTS} from '../../../tests/mocks/fault-switch';
import {productByHandle} from '../../../tests/mocks/fixtures/catalogue';
import {REVIEW_FIXTURE_CASES, reviewBottomline, reviewsForProduct} from '../../../tests/mocks/fixtures/reviews';
import {setReviewsFault} from '../../../tests/mocks/reviews/handlers';
import {resolveConfig, type ReviewsConfig} from '~/kernel/env';
import {roundAverage} from '~/domain/reviews';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {createReviewsService, REVIEWS_TIMEOUT_MS} from './reviews.server';

withStandIns();

// What the worker uses with no YOTPO_* set: the stand-in on the mock shop.
const STAND_IN = resolveConfig({}).reviews;
const MANY = String(productByHandle(REVIEW_FIXTURE_CASES.manyReviews)!.id);
const NONE = String(productByHandle(REVIEW_FIXTURE_CASES.noReviews)!.id);

const newCache = () => new InMemoryCache() as unknown as Cache;

interface Setup {
  config?: ReviewsConfig;
  /** The worker's cache; share one to play several requests of one worker. */
  cache?: Cache;
  signal?: AbortSignal;
}

/** One request's service. */
function setup({config = STAND_IN, cache = newCache(), signal}: Setup = {}) {
  const pending: Promise<unknown>[] = [];
  const waitUntil = (promise: Promise<unknown>) => void pending.push(promise);
  const reportError = vi.fn<ReportError>();
  const withCache = createWithCache({cache, waitUntil, request: new Request('http://localhost:3000/')});
  const reviews = createReviewsService({config, withCache, signal, reportError});
  /** Lets the cache writes finish, as the worker's waitUntil would. */
  const settle = () => Promise.all(pending.splice(0));
  return {reviews, reportError, settle};
}

/** The Yotpo requests the stand-in receives while a test runs. */
let calls: URL[] = [];
const record = ({request}: {request: Request}) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/yotpo/')) calls.push(url);
};
beforeEach(() => {
  calls = [];
  mockServer.events.on('request:start', record);
});
afterEach(() => {
  mockServer.events.removeListener('request:start', record);
});

describe('config', () => {
  it('talks to the stand-in until YOTPO_APP_KEY is set, then to Yotpo', () => {
    expect(STAND_IN).toMatchObject({baseUrl: 'http://127.0.0.1:4100/yotpo', usesStandIn: true});
    expect(resolveConfig({YOTPO_APP_KEY: ' key '}).reviews).toEqual({baseUrl: 'https://api-cdn.yotpo.com', appKey: 'key', usesStandIn: false});
    expect(resolveConfig({YOTPO_APP_KEY: 'key', YOTPO_BASE_URL: 'https://yotpo.example'}).reviews.baseUrl).toBe('https://yotpo.example');
  });
});

describe('productReviews', () => {
  it('asks for a page of five by the product id and answers the page with its bottomline', async () => {
    const {reviews, reportError} = setup();
    const page = await reviews.productReviews({productId: MANY, page: 2});
    expect(calls.map((url) => `${url.pathname}${url.search}`)).toEqual([
      `/yotpo/v1/widget/${STAND_IN.appKey}/products/${MANY}/reviews.json?page=2&per_page=5`,
    ]);
    const fixture = reviewsForProduct(Number(MANY));
    expect(page).toMatchObject({
      bottomline: {average: roundAverage(reviewBottomline(Number(MANY)).average), total: fixture.length},
      page: 2,
      perPage: 5,
      total: fixture.length,
    });
    expect(page!.reviews.map((review) => review.id)).toEqual(fixture.slice(5, 10).map((review) => String(review.id)));
    expect(reportError).not.toHaveBeenCalled();
  });

  it("answers a product without reviews with an empty page, and asks no more than Yotpo's 150", async () => {
    const {reviews} = setup();
    expect(await reviews.productReviews({productId: NONE})).toEqual({
      bottomline: {average: 0, total: 0},
      reviews: [],
      page: 1,
      perPage: 5,
      total: 0,
    });
    await reviews.productReviews({productId: MANY, perPage: 500});
    expect(calls.at(-1)?.searchParams.get('per_page')).toBe('150');
  });

  it('keeps a good reply briefly, so the next page view asks Yotpo nothing', async () => {
    const cache = newCache();
    const first = setup({cache});
    const page = await first.reviews.productReviews({productId: MANY});
    await first.settle();
    const again = await setup({cache}).reviews.productReviews({productId: MANY});
    expect(again).toEqual(page);
    expect(calls).toHaveLength(1);
  });

  it('never keeps a failure', async () => {
    const cache = newCache();
    setReviewsFault('fail');
    const failing = setup({cache});
    expect(await failing.reviews.productReviews({productId: MANY})).toBeNull();
    await failing.settle();
    setReviewsFault(null);
    expect(await setup({cache}).reviews.productReviews({productId: MANY})).not.toBeNull();
  });

  it('answers a wrong app key with null, handing the 404 to the reporter', async () => {
    const {reviews, reportError} = setup({config: {...STAND_IN, appKey: 'wrong'}});
    expect(await reviews.productReviews({productId: MANY})).toBeNull();
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), {
      service: 'reviews',
      method: 'GET',
      url: `http://127.0.0.1:4100/yotpo/v1/widget/wrong/products/${MANY}/reviews.json`,
      status: 404,
    });
  });

  it('answers an error in a 200 (status.code) or an unreadable reply with null, reported', async () => {
    const errorIn200 = () => HttpResponse.json({status: {code: 500, message: 'Oops'}});
    mockServer.use(http.get('*/yotpo/v1/widget/:key/products/:id/reviews.json', errorIn200));
    const {reviews, reportError} = setup();
    expect(await reviews.productReviews({productId: MANY})).toBeNull();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({message: 'Unreadable reviews.json reply'}),
      expect.objectContaining({service: 'reviews', status: 500}),
    );
  });

  it.each(FAULTS)('answers null, reported, when Yotpo answers %s, within its time limit', async (fault) => {
    setReviewsFault(fault);
    const {reviews, reportError} = setup();
    const started = Date.now();
    expect(await reviews.productReviews({productId: MANY})).toBeNull();
    expect(Date.now() - started).toBeLessThan(REVIEWS_TIMEOUT_MS + 1000);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({service: 'reviews', method: 'GET'}));
  }, 10_000);

  it('reports nothing when the shopper has gone', async () => {
    setReviewsFault('hang');
    const gone = new AbortController();
    const {reviews, reportError} = setup({signal: gone.signal});
    const pending = reviews.productReviews({productId: MANY});
    gone.abort();
    expect(await pending).toBeNull();
    expect(reportError).not.toHaveBeenCalled();
  });
});
