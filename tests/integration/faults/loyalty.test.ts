/** The loyalty points service failing every way it can: Velocity details still save, the bag page loads, points are simply absent. */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../../mocks/node';
import {FAULTS} from '../../mocks/fault-switch';
import {setLoyaltyFault} from '../../mocks/loyalty/handlers';
import {FIXTURE_CASES} from '../../mocks/fixtures/catalogue';
import {bagViewOf, postExtra, shopperWith} from '../bag-support';
import {CASE_TIMEOUT_MS, withinWorstCase} from './fault-support';

withStandIns();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(FAULTS)('the loyalty service answering with %s', (fault) => {
  it(
    'the bag page loads with the Velocity details and no points',
    async () => {
      const shopper = await shopperWith(FIXTURE_CASES.memberOver999.sku);
      setLoyaltyFault(fault);

      const saved = await withinWorstCase(
        postExtra(shopper, 'CustomSaveMembership', {programme: 'velocity', email: 'sam@example.com', number: '1234567890'}),
      );
      const bag = await withinWorstCase(bagViewOf(shopper));

      expect(saved).toMatchObject({ok: true});
      expect(bag.membership.velocity).not.toBeNull();
      expect(bag.membership.points).toBeNull();
      expect(bag.totals.subtotalCents).toBeGreaterThan(0);
    },
    CASE_TIMEOUT_MS,
  );
});
