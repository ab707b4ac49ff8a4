import {afterAll, afterEach, beforeAll} from 'vitest';
import {setupServer} from 'msw/node';
import {handlers} from './handlers';
import {resetStorefrontFault, resetStorefrontStore} from './storefront/handlers';
import {resetPrismicFault} from './prismic/handlers';
import {resetDeliveryStandIn} from './delivery/handlers';
import {resetLoyaltyStandIn} from './loyalty/handlers';
import {resetMailStandIn} from './mail/handlers';
import {resetSearchStandIn} from './searchspring/handlers';
import {resetReviewsStandIn} from './reviews/handlers';
import {resetExperimentsStandIn} from './experiments/handlers';
import {resetWishlistStandIn} from './wishlist/handlers';

/** msw server for vitest: the stand-ins intercept fetch in-process. */
export const mockServer = setupServer(...handlers);

/** Call at the top of a test file that talks to the stand-ins (loader/action tests). */
export function withStandIns() {
  beforeAll(() => mockServer.listen({onUnhandledRequest: 'error'}));
  afterEach(() => {
    mockServer.resetHandlers();
    resetStorefrontStore();
    resetStorefrontFault();
    resetPrismicFault();
    resetDeliveryStandIn();
    resetLoyaltyStandIn();
    resetMailStandIn();
    resetSearchStandIn();
    resetReviewsStandIn();
    resetExperimentsStandIn();
    resetWishlistStandIn();
  });
  afterAll(() => mockServer.close());
}
