/**
 * Every upstream's fault switch, so a test can walk the whole matrix:
 * `for (const [upstream, sw] of Object.entries(STAND_IN_FAULTS)) for (const fault of FAULTS) ...`
 */
import type {FaultSwitch} from './fault-switch';
import {storefrontFault} from './storefront/handlers';
import {prismicFault} from './prismic/handlers';
import {deliveryFault} from './delivery/handlers';
import {loyaltyFault} from './loyalty/handlers';
import {mailFault} from './mail/handlers';
import {searchFault} from './searchspring/handlers';
import {reviewsFault} from './reviews/handlers';
import {experimentsFault} from './experiments/handlers';
import {wishlistFault} from './wishlist/handlers';

export type Upstream = 'storefront' | 'prismic' | 'delivery' | 'loyalty' | 'mail' | 'search' | 'reviews' | 'experiments' | 'wishlist';

export const STAND_IN_FAULTS: Record<Upstream, FaultSwitch> = {
  storefront: storefrontFault,
  prismic: prismicFault,
  delivery: deliveryFault,
  loyalty: loyaltyFault,
  mail: mailFault,
  search: searchFault,
  reviews: reviewsFault,
  experiments: experimentsFault,
  wishlist: wishlistFault,
};
