import type {RequestHandler} from 'msw';
import {handlers as storefrontHandlers} from './storefront/handlers';
import {handlers as shopifyAdminHandlers} from './shopify-admin/handlers';
import {handlers as prismicHandlers} from './prismic/handlers';
import {handlers as imageHandlers} from './images/handlers';
import {handlers as deliveryHandlers} from './delivery/handlers';
import {handlers as loyaltyHandlers} from './loyalty/handlers';
import {handlers as mailHandlers} from './mail/handlers';
import {handlers as searchHandlers} from './searchspring/handlers';
import {handlers as reviewsHandlers} from './reviews/handlers';
import {handlers as experimentsHandlers} from './experiments/handlers';
import {handlers as wishlistHandlers} from './wishlist/handlers';

/**
 * Every local stand-in, as msw handlers. The same list serves vitest
 * (`setupServer(...handlers)`) and the mock shop process (`tests/mocks/server.ts`).
 */
export const handlers: RequestHandler[] = [
  // Before the Storefront API: its `*/api/:version/graphql.json` would also match `/admin/api/...`.
  ...shopifyAdminHandlers,
  ...storefrontHandlers,
  ...prismicHandlers,
  ...imageHandlers,
  ...deliveryHandlers,
  ...loyaltyHandlers,
  ...mailHandlers,
  ...searchHandlers,
  ...reviewsHandlers,
  ...experimentsHandlers,
  ...wishlistHandlers,
];
