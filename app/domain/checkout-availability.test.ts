import {describe, expect, it} from 'vitest';
import {DELIVERY_OUTAGE_MESSAGE, DELIVERY_UNAVAILABLE_MESSAGE, resolveEstimate} from './delivery';
import {CHECKOUT_AVAILABLE, checkoutAvailability, noDeliveryReason, storeLocatorUrl} from './checkout-availability';

const rate = (serviceCode: string, priceCents: number, serviceName = 'Standard Delivery') => ({
  serviceCode,
  serviceName,
  priceCents,
});
const reply = (rates: ReturnType<typeof rate>[]) => ({rates, hasAssembly: false, hasFilteredQuickship: false});

describe('checkoutAvailability', () => {
  it('a postcode with no delivery option (POA rates only, or none): no checkout, why, and the ways on', () => {
    for (const rates of [[rate('POA-REMOTE', 0, 'Remote Area Delivery')], []]) {
      const estimate = resolveEstimate(reply(rates));
      expect(estimate).toMatchObject({available: false, message: DELIVERY_UNAVAILABLE_MESSAGE});
      expect(checkoutAvailability(estimate, '0870')).toEqual({
        available: false,
        reason: 'Checkout can’t deliver to 0870.',
        storeLocatorUrl: '/store/store-locator?q=0870',
      });
    }
  });

  it('a postcode with delivery: checkout, whichever rate is chosen', () => {
    expect(checkoutAvailability(resolveEstimate(reply([rate('STANDARD-METRO', 9900)])), '2000')).toEqual(
      CHECKOUT_AVAILABLE,
    );
    expect(CHECKOUT_AVAILABLE).toEqual({available: true, reason: null, storeLocatorUrl: null});
  });

  it('the delivery service not answering says nothing about the area: checkout stays open', () => {
    const estimate = resolveEstimate(null);
    expect(estimate).toMatchObject({available: false, message: DELIVERY_OUTAGE_MESSAGE});
    expect(checkoutAvailability(estimate, '2000')).toEqual(CHECKOUT_AVAILABLE);
  });

  it('no postcode checked yet: checkout asks for the address itself', () => {
    expect(checkoutAvailability(null, null)).toEqual(CHECKOUT_AVAILABLE);
    expect(checkoutAvailability({available: false, message: DELIVERY_UNAVAILABLE_MESSAGE}, null)).toEqual(
      CHECKOUT_AVAILABLE,
    );
  });

  it('the store locator link carries the postcode as its search, encoded', () => {
    expect(storeLocatorUrl('2000')).toBe('/store/store-locator?q=2000');
    expect(storeLocatorUrl('a&b c')).toBe('/store/store-locator?q=a%26b+c');
    expect(noDeliveryReason('0100')).toBe('Checkout can’t deliver to 0100.');
  });
});
