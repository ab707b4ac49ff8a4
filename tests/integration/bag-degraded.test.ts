/**
 * The delivery service failing or hanging: the estimator says delivery is
 * unavailable, the failure is reported, and the rest of the bag still loads.
 * The hang test waits out the real 4-second delivery timeout once.
 */
import {beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import {withStandIns} from '../mocks/node';
import {setDeliveryFault} from '../mocks/delivery/handlers';
import {FIXTURE_CASES} from '../mocks/fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {DELIVERY_OUTAGE_MESSAGE} from '~/domain/delivery';
import {QUICKSHIP_ATTRIBUTE_KEY} from '~/domain/quickship';
import {DELIVERY_TIMEOUT_MS} from '~/services/delivery/delivery.server';
import type {TestBrowser} from './context';
import {bagViewOf, cartAttribute, postExtra, shopperWith} from './bag-support';

withStandIns();

const QUICKSHIP_SKU = FIXTURE_CASES.quickship.sku;
const ORDINARY_SKU = FIXTURE_CASES.memberOver999.sku;
const METRO = DELIVERY_FIXTURE_CASES.metroPostcodes.VIC;
const subtotalOf = async (browser: TestBrowser) => (await bagViewOf(browser)).totals.subtotalCents;

const estimate = (browser: TestBrowser, postcode = METRO) => postExtra(browser, 'CustomEstimateDelivery', {postcode});

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

function deliveryReports(): {url: string; status?: number}[] {
  return consoleError.mock.calls
    .map(([line]) => (typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : null))
    .filter((entry) => entry?.service === 'delivery');
}

/** What a bag with no usable delivery answer looks like. */
function expectUnavailable(bag: Awaited<ReturnType<typeof bagViewOf>>) {
  expect(bag.delivery).toMatchObject({
    postcode: METRO,
    rates: [],
    selectedCode: null,
    unavailableMessage: DELIVERY_OUTAGE_MESSAGE,
    quickship: null,
  });
  expect(bag.groups.map((group) => [group.kind, group.title])).toEqual([['all', null]]);
  expect(bag.groups[0].lines.map((view) => view.line.merchandise.sku)).toEqual([QUICKSHIP_SKU, ORDINARY_SKU]);
  expect(bag.totals.shippingCents).toBeNull();
}

describe('the delivery service failing', () => {
  it('an estimate says delivery is unavailable, reports the failure, and the bag still loads', async () => {
    const browser = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);
    const subtotal = await subtotalOf(browser);
    setDeliveryFault('fail');

    const answer = await estimate(browser);

    expect(answer).toMatchObject({ok: true, status: 200});
    const bag = await bagViewOf(browser);
    expectUnavailable(bag);
    expect(bag.totals.subtotalCents).toBe(subtotal);
    expect(bag.totals.totalCents).toBe(subtotal);
    expect(deliveryReports().map((report) => report.status)).toContain(500);
    const stored = JSON.parse((await cartAttribute(browser, QUICKSHIP_ATTRIBUTE_KEY))!);
    expect(stored).toMatchObject({quickshipPostcode: METRO, quickshipEligible: false, shippingRate: null});
  });

  it('a chosen rate: delivery unavailable while the service is down, the choice back once it is up', async () => {
    const browser = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);
    await estimate(browser);
    await postExtra(browser, 'CustomSelectDeliveryRate', {serviceCode: 'STANDARD-METRO'});

    setDeliveryFault('fail');
    expectUnavailable(await bagViewOf(browser));
    // Choosing a rate needs the service too: refused, nothing changed.
    const storedBefore = await cartAttribute(browser, QUICKSHIP_ATTRIBUTE_KEY);
    expect(await postExtra(browser, 'CustomSelectDeliveryRate', {serviceCode: 'CHGNXTDT1-NEXT'})).toMatchObject({
      ok: false,
    });
    expect(await cartAttribute(browser, QUICKSHIP_ATTRIBUTE_KEY)).toBe(storedBefore);

    setDeliveryFault(null);
    const bag = await bagViewOf(browser);
    expect(bag.delivery?.selectedCode).toBe('STANDARD-METRO');
    expect(bag.totals.shippingCents).toBe(9900);
  });
});

describe('the delivery service hanging', () => {
  it(
    'an estimate and a bag page each give up after the timeout: delivery unavailable, the bag loads',
    async () => {
      // One shopper checks a postcode while another, who checked earlier, opens the bag.
      const checking = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);
      const returning = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);
      await estimate(returning);
      setDeliveryFault('hang');

      const started = Date.now();
      const [answer, bag] = await Promise.all([estimate(checking), bagViewOf(returning)]);
      const waited = Date.now() - started;

      expect(waited).toBeGreaterThanOrEqual(DELIVERY_TIMEOUT_MS - 100);
      expect(waited, 'one timeout, not a retry after it').toBeLessThan(2 * DELIVERY_TIMEOUT_MS);
      expect(answer).toMatchObject({ok: true});
      expectUnavailable(bag);
      expect(deliveryReports().length).toBeGreaterThan(0);

      // The checking shopper's bag remembers the postcode, with no rate.
      const stored = JSON.parse((await cartAttribute(checking, QUICKSHIP_ATTRIBUTE_KEY))!);
      expect(stored).toMatchObject({quickshipPostcode: METRO, shippingRate: null});
    },
    3 * DELIVERY_TIMEOUT_MS,
  );
});
