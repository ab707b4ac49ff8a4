/**
 * The delivery and stock service failing every way it can: the estimate says
 * delivery cannot be checked right now (not that the area has none), the bag
 * page loads with its totals, nothing is charged for delivery, and the
 * Checkout link stays live.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../../mocks/node';
import {FAULTS} from '../../mocks/fault-switch';
import {setDeliveryFault} from '../../mocks/delivery/handlers';
import {FIXTURE_CASES} from '../../mocks/fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES} from '../../mocks/fixtures/delivery-rates';
import {DELIVERY_OUTAGE_MESSAGE} from '~/domain/delivery';
import {CHECKOUT_AVAILABLE} from '~/domain/checkout-availability';
import {bagViewOf, linesOf, postExtra, shopperWith} from '../bag-support';
import {CASE_TIMEOUT_MS, withinWorstCase} from './fault-support';

withStandIns();

const METRO = DELIVERY_FIXTURE_CASES.metroPostcodes.VIC;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(FAULTS)('the delivery service answering with %s', (fault) => {
  it(
    'the estimate and the bag page say delivery cannot be checked; the bag is untouched',
    async () => {
      const checking = await shopperWith(FIXTURE_CASES.quickship.sku);
      const returning = await shopperWith(FIXTURE_CASES.memberOver999.sku);
      await postExtra(returning, 'CustomEstimateDelivery', {postcode: METRO});
      const before = await linesOf(returning);
      setDeliveryFault(fault);

      const [answer, bag] = await withinWorstCase(
        Promise.all([postExtra(checking, 'CustomEstimateDelivery', {postcode: METRO}), bagViewOf(returning)]),
      );

      expect(answer).toMatchObject({ok: true, status: 200});
      expect(bag.delivery).toMatchObject({postcode: METRO, rates: [], unavailableMessage: DELIVERY_OUTAGE_MESSAGE});
      expect(bag.totals.shippingCents).toBeNull();
      expect(bag.totals.subtotalCents).toBeGreaterThan(0);
      // Nothing is known about the area, so checkout stays open (the message invites the shopper to continue).
      expect(bag.checkout).toEqual(CHECKOUT_AVAILABLE);
      setDeliveryFault(null);
      expect(await linesOf(returning)).toEqual(before);
    },
    CASE_TIMEOUT_MS,
  );
});
