import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {setupServer} from 'msw/node';
import {STAND_IN_YOTPO_APP_KEY} from '~/config/reviews';
import type {WireReviewsError, WireReviewsReply} from '~/services/reviews/wire';
import {catalogue, productByHandle} from '../fixtures/catalogue';
import {REVIEW_FIXTURE_CASES, reviewBottomline, reviewsForProduct} from '../fixtures/reviews';
import {handlers, resetReviewsStandIn, setReviewsFault} from './handlers';

const YOTPO = 'http://127.0.0.1:4100/yotpo';
const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  server.resetHandlers();
  resetReviewsStandIn();
});
afterAll(() => server.close());

const idOf = (handle: string) => productByHandle(handle)!.id;
const many = idOf(REVIEW_FIXTURE_CASES.manyReviews);

function get(productId: number | string, query = '', appKey = STAND_IN_YOTPO_APP_KEY, signal?: AbortSignal) {
  return fetch(`${YOTPO}/v1/widget/${appKey}/products/${productId}/reviews.json${query}`, {signal});
}

async function reply(productId: number | string, query = '') {
  const response = await get(productId, query);
  expect(response.status).toBe(200);
  return (await response.json()) as WireReviewsReply;
}

describe('the review fixture', () => {
  it('gives most mattresses and beds several reviews, one product more than 20, and some none', () => {
    const mattressesAndBeds = catalogue.products.filter((p) => p.productType === 'Mattress' || p.productType === 'Bed');
    const reviewed = mattressesAndBeds.filter((p) => reviewsForProduct(p.id).length >= 2);
    expect(reviewed.length / mattressesAndBeds.length).toBeGreaterThan(0.8);
    expect(reviewsForProduct(many).length).toBeGreaterThan(20);
    expect(reviewsForProduct(idOf(REVIEW_FIXTURE_CASES.noReviews))).toEqual([]);
    expect(reviewsForProduct(idOf(REVIEW_FIXTURE_CASES.oneReview))).toHaveLength(1);
    expect(catalogue.products.filter((p) => reviewsForProduct(p.id).length === 0).length).toBeGreaterThan(10);
  });

  it('is the same every time, newest first, with scores 1 to 5 and unique ids', () => {
    const reviews = reviewsForProduct(many);
    const dates = reviews.map((review) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(reviews.every((review) => review.score >= 1 && review.score <= 5)).toBe(true);
    const ids = catalogue.products.flatMap((p) => reviewsForProduct(p.id).map((review) => review.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(reviewBottomline(many).average).toBeCloseTo(reviews.reduce((sum, r) => sum + r.score, 0) / reviews.length);
  });
});

describe('GET /yotpo/v1/widget/{app_key}/products/{product_id}/reviews.json', () => {
  it("answers Yotpo's reply: status, paging, bottomline, the product and a page of reviews", async () => {
    const body = await reply(many, '?page=2&per_page=5');
    const {total, average, distribution} = reviewBottomline(many);
    expect(body.status).toEqual({code: 200, message: 'OK'});
    expect(body.response.pagination).toEqual({page: 2, per_page: 5, total});
    expect(body.response.bottomline).toEqual({total_review: total, average_score: average, star_distribution: distribution});
    expect(body.response.products).toEqual([
      expect.objectContaining({domain_key: String(many), name: productByHandle(REVIEW_FIXTURE_CASES.manyReviews)!.title}),
    ]);
    expect(body.response.reviews.map((review) => review.id)).toEqual(reviewsForProduct(many).slice(5, 10).map((r) => r.id));
    expect(body.response.reviews[0]).toEqual({
      id: expect.any(Number),
      score: expect.any(Number),
      votes_up: expect.any(Number),
      votes_down: expect.any(Number),
      content: expect.any(String),
      title: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      verified_buyer: expect.any(Boolean),
      user: {display_name: expect.any(String)},
    });
  });

  it('pages from 1 by 5 unless told, caps per_page at 150 and reads nonsense as the default', async () => {
    expect((await reply(many)).response.pagination).toMatchObject({page: 1, per_page: 5});
    expect((await reply(many, '?per_page=500')).response.pagination.per_page).toBe(150);
    expect((await reply(many, '?per_page=500')).response.reviews).toHaveLength(reviewsForProduct(many).length);
    expect((await reply(many, '?page=x&per_page=-3')).response.pagination).toMatchObject({page: 1, per_page: 5});
    expect((await reply(many, '?page=99')).response.reviews).toEqual([]);
  });

  it('answers a product without reviews (or one it does not know) with total 0 and an empty list', async () => {
    for (const productId of [idOf(REVIEW_FIXTURE_CASES.noReviews), 'no-such-product']) {
      const body = await reply(productId);
      expect(body.response.bottomline).toMatchObject({total_review: 0, average_score: 0});
      expect(body.response.reviews).toEqual([]);
    }
  });

  it("answers an unknown app key with Yotpo's 404 error", async () => {
    const response = await get(many, '', 'someone-elses-key');
    expect(response.status).toBe(404);
    expect((await response.json()) as WireReviewsError).toEqual({
      status: {code: 404, message: "Couldn't find Account with app_key = someone-elses-key", error_type: 'Exceptions::RecordNotFound'},
    });
  });

  it('fails or hangs on purpose, switched by function or over HTTP', async () => {
    setReviewsFault('fail');
    expect((await get(many)).status).toBe(500);
    await fetch('http://127.0.0.1:4100/__control/reviews', {method: 'POST', body: JSON.stringify({fault: 'hang'})});
    await expect(get(many, '', STAND_IN_YOTPO_APP_KEY, AbortSignal.timeout(50))).rejects.toMatchObject({name: 'TimeoutError'});
    resetReviewsStandIn();
    expect((await get(many)).status).toBe(200);
  });
});
