/**
 * Stand-in for Yotpo's public widget API (`https://api-cdn.yotpo.com`),
 * mounted under `/yotpo` on any origin (the mock shop:
 * `${MOCK_SHOP_ORIGIN}/yotpo`):
 *   GET /yotpo/v1/widget/{app_key}/products/{product_id}/reviews.json?page=1&per_page=5
 * The one app key it knows is STAND_IN_YOTPO_APP_KEY (app/config/reviews.ts);
 * any other is Yotpo's 404 error. Reviews come from
 * tests/mocks/fixtures/reviews.ts. The fault switch is at /__control/reviews.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import {STAND_IN_YOTPO_APP_KEY} from '~/config/reviews';
import {createFaultSwitch, type Fault, type FaultSwitch} from '../fault-switch';
import {parsePaging, reviewsReply, unknownAppKeyReply} from './reply';

export const YOTPO_PATH_PREFIX = '/yotpo';

export function createReviewsHandlers({fault}: {fault: FaultSwitch}): RequestHandler[] {
  return [
    ...fault.controlHandlers,
    http.get(`*${YOTPO_PATH_PREFIX}/v1/widget/:appKey/products/:productId/reviews.json`, ({request, params}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const appKey = String(params.appKey);
      if (appKey !== STAND_IN_YOTPO_APP_KEY) return HttpResponse.json(unknownAppKeyReply(appKey), {status: 404});
      const paging = parsePaging(new URL(request.url).searchParams);
      return HttpResponse.json(reviewsReply(String(params.productId), paging));
    }),
  ];
}

/** The switch behind `handlers` (vitest and the mock shop). */
export const reviewsFault = createFaultSwitch('reviews');

export const handlers: RequestHandler[] = createReviewsHandlers({fault: reviewsFault});

/** Make the reviews route misbehave (see FAULTS in ../fault-switch), or (null) answer normally again. */
export function setReviewsFault(fault: Fault | null): void {
  reviewsFault.set(fault);
}

/** Back to normal behaviour (call between tests). */
export function resetReviewsStandIn(): void {
  reviewsFault.set(null);
}
