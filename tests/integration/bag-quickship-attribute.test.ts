/**
 * The `_quickship_attrs` cart attribute is written by the bag but can be
 * written by anyone holding the cart id. Values the bag did not write (or
 * wrote more than an hour ago) count as no estimate: the bag loads without
 * delivery and asks no upstream service about them.
 */
import {describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {FIXTURE_CASES} from '../mocks/fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {QUICKSHIP_ATTRIBUTE_KEY, QUICKSHIP_ATTR_LIFETIME_MS} from '~/domain/quickship';
import type {TestBrowser} from './context';
import {bagViewOf, forgeCartAttributes, postExtra, shopperWith, watchDeliveryCalls} from './bag-support';

withStandIns();

const ORDINARY_SKU = FIXTURE_CASES.memberOver999.sku;
const METRO = DELIVERY_FIXTURE_CASES.metroPostcodes.NSW;
const MINUTE_MS = 60_000;

/** A payload as the bag writes it, for a metro postcode with standard delivery selected. */
function wellFormed(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    quickshipPostcode: METRO,
    quickshipRegionCode: 'NSW',
    quickshipEligible: false,
    quickshipPostcodeCutOffTime: null,
    quickshipPostcodeDeliveryDay: null,
    quickshipPostcodeWarehouseId: 'SYD01',
    suburb: 'Sydney',
    hasAssembly: false,
    hasFilteredQuickship: false,
    shippingRate: {
      serviceCode: 'STANDARD-METRO',
      serviceName: 'Standard Delivery',
      description: 'Delivered to your door in 3–7 business days.',
      store: 'SYD01',
      priceCents: 9900,
    },
    expiresAt: Date.now() + 30 * MINUTE_MS,
    ...overrides,
  };
}

async function forgeQuickship(browser: TestBrowser, value: string) {
  await forgeCartAttributes(browser, [{key: QUICKSHIP_ATTRIBUTE_KEY, value}]);
}

/** Loads the bag with a forged value in place; checks it counts as no estimate and calls no delivery route. */
async function expectNoEstimate(value: string) {
  const browser = await shopperWith(ORDINARY_SKU);
  await forgeQuickship(browser, value);
  const delivery = watchDeliveryCalls();

  const bag = await bagViewOf(browser);
  delivery.stop();

  expect(bag.delivery).toBeNull();
  expect(bag.totals.shippingCents).toBeNull();
  expect(bag.groups.map((group) => [group.kind, group.title])).toEqual([['all', null]]);
  // With no estimate the bag invites the shopper to check a postcode.
  expect(bag.expressInvite).not.toBeNull();
  expect(delivery.calls).toEqual([]);
  return browser;
}

describe('a well-formed attribute (the control for the cases below)', () => {
  it('restores the estimate on the next page load', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await forgeQuickship(browser, JSON.stringify(wellFormed()));

    const bag = await bagViewOf(browser);

    expect(bag.delivery).toMatchObject({postcode: METRO, suburb: 'Sydney', selectedCode: 'STANDARD-METRO'});
    expect(bag.expressInvite).toBeNull();
  });

  it('re-prices the remembered rate from the service, never from the stored price', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    const forgedRate = {...(wellFormed().shippingRate as object), priceCents: 0};
    await forgeQuickship(browser, JSON.stringify(wellFormed({shippingRate: forgedRate})));

    const bag = await bagViewOf(browser);

    expect(bag.delivery?.selectedCode).toBe('STANDARD-METRO');
    expect(bag.delivery?.rates.find((rate) => rate.serviceCode === 'STANDARD-METRO')?.priceCents).toBe(9900);
    expect(bag.totals.shippingCents).toBe(9900);
  });
});

describe('attributes the bag did not write', () => {
  it.each([
    ['not JSON', '{"quickshipPostcode": "2000",'],
    ['plain text', 'express please'],
    ['a JSON array', JSON.stringify([wellFormed()])],
    ['JSON null', 'null'],
    ['an oversized value', JSON.stringify(wellFormed({suburb: 'x'.repeat(5000)}))],
  ])('garbage (%s) is no estimate', async (_what, value) => {
    await expectNoEstimate(value);
  });

  it.each([
    ['a numeric postcode', {quickshipPostcode: 2000}],
    ['a postcode that is not four digits', {quickshipPostcode: '20001'}],
    ['eligibility as a string', {quickshipEligible: 'true'}],
    ['a warehouse id as a number', {quickshipPostcodeWarehouseId: 1}],
    ['a rate price as a string', {shippingRate: {...(wellFormed().shippingRate as object), priceCents: '9900'}}],
    ['a negative rate price', {shippingRate: {...(wellFormed().shippingRate as object), priceCents: -100}}],
    ['a rate that is a string', {shippingRate: 'STANDARD-METRO'}],
    ['hasAssembly missing', {hasAssembly: undefined}],
    ['expiresAt as a string', {expiresAt: String(Date.now() + MINUTE_MS)}],
  ])('a field of the wrong type (%s) is no estimate', async (_what, overrides) => {
    await expectNoEstimate(JSON.stringify(wellFormed(overrides)));
  });

  it('an expired expiresAt is no estimate', async () => {
    await expectNoEstimate(JSON.stringify(wellFormed({expiresAt: Date.now() - MINUTE_MS})));
  });

  it('an expiry further ahead than one hour (forged) is no estimate', async () => {
    await expectNoEstimate(
      JSON.stringify(wellFormed({expiresAt: Date.now() + QUICKSHIP_ATTR_LIFETIME_MS + 5 * MINUTE_MS})),
    );
  });

  it('choosing a rate against a forged attribute asks for a postcode and changes nothing', async () => {
    const browser = await expectNoEstimate(JSON.stringify(wellFormed({expiresAt: Date.now() - MINUTE_MS})));

    const answer = await postExtra(browser, 'CustomSelectDeliveryRate', {serviceCode: 'STANDARD-METRO'});

    expect(answer).toMatchObject({ok: false, message: 'Enter your postcode to see delivery options.'});
    expect((await bagViewOf(browser)).delivery).toBeNull();
  });

  it('a new estimate replaces a forged attribute', async () => {
    const browser = await expectNoEstimate('garbage');

    expect(await postExtra(browser, 'CustomEstimateDelivery', {postcode: METRO})).toMatchObject({ok: true});

    expect((await bagViewOf(browser)).delivery?.postcode).toBe(METRO);
  });
});

describe('an estimate the bag wrote itself', () => {
  it('is dropped once its hour is up', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await postExtra(browser, 'CustomEstimateDelivery', {postcode: METRO});
    expect((await bagViewOf(browser)).delivery?.postcode).toBe(METRO);

    const writtenAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(writtenAt + QUICKSHIP_ATTR_LIFETIME_MS + MINUTE_MS);

    const bag = await bagViewOf(browser);
    expect(bag.delivery).toBeNull();
    expect(bag.totals.shippingCents).toBeNull();
  });
});
