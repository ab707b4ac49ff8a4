import {describe, expect, it} from 'vitest';
import {ASSEMBLY_SERVICE_HANDLE, DONATION_PRODUCT_HANDLE} from '~/config/brand';
import {
  DELIVERY_OUTAGE_MESSAGE,
  DELIVERY_UNAVAILABLE_MESSAGE,
  PICKUP_RATE,
  chooseRate,
  isDeliveryUnavailable,
  isExpressRate,
  isPickupRate,
  isQuickshipEligible,
  prepareRates,
  resolveEstimate,
  shippingEstimateRequest,
  shippingItems,
  weightInGrams,
  type DeliveryRate,
} from './delivery';
import {testCartLine} from '../../tests/support/cart-line';

function rate(serviceCode: string, priceCents: number, serviceName = serviceCode): DeliveryRate {
  return {
    serviceCode,
    serviceName,
    description: `${serviceName} delivery`,
    store: '',
    priceCents,
  };
}

const express = rate('CHGNXTDT1-NEXT-SYD', 14900, 'Express Delivery');
const nextDay = rate('CHGNXTDT1-SYD', 12900, 'Next Day');
const charged = rate('CHGD-METRO', 9900, 'Home Delivery');
const standard = rate('STANDARD-METRO', 9900, 'Standard Delivery');
const poa = rate('POA-REMOTE', 0, 'Price on application');
const pricedPoa = rate('POA-REMOTE-2', 50000, 'Remote');
const freeRate = rate('FREE-PROMO', 0, 'Free Delivery');
const servicePickup = rate('CUSTPICKUP', 0, 'Pickup');
const codes = (rates: readonly {serviceCode: string}[]) => rates.map((r) => r.serviceCode);

describe('PICKUP_RATE', () => {
  it('is the synthetic pickup rate: CUSTPICKUP, Pickup, free, from a store of your choice', () => {
    expect(PICKUP_RATE).toMatchObject({
      serviceCode: 'CUSTPICKUP',
      serviceName: 'Pickup',
      priceCents: 0,
    });
    expect(PICKUP_RATE.description).toMatch(/picked up when available from a store of your choice/);
  });
});

describe('prepareRates', () => {
  it.each([
    ['adds pickup on top', [standard, charged], {}, ['CUSTPICKUP', 'STANDARD-METRO', 'CHGD-METRO']],
    ['drops every code containing POA', [poa, standard, pricedPoa], {}, ['CUSTPICKUP', 'STANDARD-METRO']],
    ['drops POA anywhere in the code', [rate('CHGD-POA', 100), charged], {}, ['CUSTPICKUP', 'CHGD-METRO']],
    ['does not add pickup twice', [standard, servicePickup], {}, ['STANDARD-METRO', 'CUSTPICKUP']],
    ['leaves pickup out when excluded', [standard, charged], {excludePickup: true}, ['STANDARD-METRO', 'CHGD-METRO']],
    ['only POA rates: pickup alone', [poa], {}, ['CUSTPICKUP']],
    ['no rates', [], {}, ['CUSTPICKUP']],
  ])('%s', (_label, rates, options, expected) => {
    expect(codes(prepareRates(rates, options))).toEqual(expected);
  });

  it('adds the shared pickup rate itself, unchanged', () => {
    expect(prepareRates([standard])[0]).toBe(PICKUP_RATE);
  });
});

describe('isDeliveryUnavailable', () => {
  it.each([
    ['no rates', [], true],
    ['only POA rates', [poa], true],
    ['a priced POA rate still does not count', [pricedPoa], true],
    ['only zero-priced rates without Free', [rate('CHGD-0', 0, 'Courier'), servicePickup], true],
    ['a chargeable rate', [standard], false],
    ['a zero-priced rate named Free', [freeRate], false],
    ['Free must be capitalised: lower-case free does not count', [rate('X', 0, 'free delivery')], true],
    ['a chargeable rate among POA ones', [poa, charged], false],
  ])('%s → %s', (_label, rates, expected) => {
    expect(isDeliveryUnavailable(rates)).toBe(expected);
  });
});

describe('isQuickshipEligible', () => {
  it.each([
    [[express], true],
    [[nextDay], true],
    [[rate('CHGNXTD', 100)], true],
    [[standard, charged], false],
    [[], false],
  ])('%j → %s', (rates, expected) => {
    expect(isQuickshipEligible(rates)).toBe(expected);
  });
});

describe('chooseRate', () => {
  it.each([
    ['keeps the previous rate while offered', [PICKUP_RATE, express, standard], 'STANDARD-METRO', 'STANDARD-METRO'],
    ['keeps pickup when it was chosen', [PICKUP_RATE, express, standard], 'CUSTPICKUP', 'CUSTPICKUP'],
    ['prefers CHGNXTDT1-NEXT', [PICKUP_RATE, standard, charged, nextDay, express], null, 'CHGNXTDT1-NEXT-SYD'],
    ['then CHGNXTDT1', [PICKUP_RATE, standard, charged, nextDay], null, 'CHGNXTDT1-SYD'],
    ['then CHGD', [PICKUP_RATE, standard, charged], null, 'CHGD-METRO'],
    ['else the first rate', [PICKUP_RATE, standard], null, 'CUSTPICKUP'],
    [
      'a previous rate no longer offered falls back to the order',
      [PICKUP_RATE, charged],
      'CHGNXTDT1-NEXT-SYD',
      'CHGD-METRO',
    ],
    ['the previous code must match exactly', [PICKUP_RATE, charged, express], 'CHGD', 'CHGNXTDT1-NEXT-SYD'],
  ])('%s', (_label, rates, previous, expected) => {
    expect(chooseRate(rates, previous)?.serviceCode).toBe(expected);
  });

  it('is null with nothing offered', () => {
    expect(chooseRate([], 'CHGD-METRO')).toBeNull();
  });
});

describe('rate kinds', () => {
  it.each([
    [express, true, false],
    [nextDay, false, false],
    [PICKUP_RATE, false, true],
    [standard, false, false],
    [null, false, false],
  ])('%j', (subject, expressRate, pickupRate) => {
    expect(isExpressRate(subject)).toBe(expressRate);
    expect(isPickupRate(subject)).toBe(pickupRate);
  });
});

describe('resolveEstimate', () => {
  const reply = (rates: DeliveryRate[], hasAssembly = false) => ({
    rates,
    hasAssembly,
    hasFilteredQuickship: true,
  });
  const unavailable = {
    available: false,
    rates: [],
    selected: null,
    message: DELIVERY_UNAVAILABLE_MESSAGE,
  };

  it('a failed call clears rates and selection and says the service is out, not the area', () => {
    expect(resolveEstimate(null, {previousCode: 'CHGD-METRO'})).toEqual({...unavailable, message: DELIVERY_OUTAGE_MESSAGE});
  });

  it.each([
    ['only POA rates', reply([poa, pricedPoa])],
    ['no chargeable or free rate', reply([rate('CHGD-0', 0, 'Courier')])],
  ])('%s clears rates and selection with the unavailable message', (_label, subject) => {
    expect(resolveEstimate(subject, {previousCode: 'CHGD-METRO'})).toEqual(unavailable);
  });

  it('offers pickup on top and selects by the default order', () => {
    const outcome = resolveEstimate(reply([standard, express, poa]));
    expect(outcome.available).toBe(true);
    if (!outcome.available) return;
    expect(codes(outcome.rates)).toEqual(['CUSTPICKUP', 'STANDARD-METRO', 'CHGNXTDT1-NEXT-SYD']);
    expect(outcome.selected.serviceCode).toBe('CHGNXTDT1-NEXT-SYD');
    expect(outcome).toMatchObject({
      hasAssembly: false,
      hasFilteredQuickship: true,
      quickshipEligible: true,
    });
  });

  it('keeps the previous selection', () => {
    const outcome = resolveEstimate(reply([standard, express]), {
      previousCode: 'STANDARD-METRO',
    });
    expect(outcome.selected?.serviceCode).toBe('STANDARD-METRO');
  });

  it.each([
    ['a bag with assembly', reply([standard], true), {}],
    ['the exclusion flag', reply([standard]), {excludePickup: true}],
  ])('leaves pickup out for %s', (_label, subject, options) => {
    const outcome = resolveEstimate(subject, options);
    expect(outcome.available && codes(outcome.rates)).toEqual(['STANDARD-METRO']);
  });

  it('is not quickship-eligible without a next-day code', () => {
    const outcome = resolveEstimate(reply([standard, charged]));
    expect(outcome.available && outcome.quickshipEligible).toBe(false);
  });
});

describe('weightInGrams', () => {
  it.each([
    [30, 'KILOGRAMS', 30000],
    [1.2345, 'KILOGRAMS', 1235],
    [0.0004, 'KILOGRAMS', 0],
    [850, 'GRAMS', 850],
    [2, 'POUNDS', 907],
    [16, 'OUNCES', 454],
    [3, 'STONES', 3000],
    [null, 'KILOGRAMS', 0],
    [-5, 'KILOGRAMS', 0],
    [Number.NaN, 'KILOGRAMS', 0],
  ])('%s %s → %s g', (weight, unit, grams) => {
    expect(weightInGrams(weight, unit)).toBe(grams);
  });
});

describe('shippingItems', () => {
  const mattress = testCartLine({
    sku: 'MAT-CLOUD9-Q-MD',
    price: '1299.0',
    quantity: 2,
    weight: 32.5,
  });
  const bonus = testCartLine({
    sku: 'BONUS-PILLOW-PAIR',
    price: '0.0',
    weight: 2,
    attributes: [{key: '_bonus_for_MAT-X', value: 'Aurora'}],
  });
  const assembly = testCartLine({
    sku: 'ASSEMBLY-BED',
    handle: ASSEMBLY_SERVICE_HANDLE,
    price: '149.0',
    requiresShipping: false,
    weight: 0,
  });
  const donation = testCartLine({
    sku: 'DONATION-5',
    handle: DONATION_PRODUCT_HANDLE,
    price: '5.0',
    requiresShipping: false,
    weight: 0,
  });
  const giftCard = testCartLine({
    sku: 'GIFT-50',
    price: '50.0',
    requiresShipping: false,
  });
  const noSku = testCartLine({sku: null});
  const cents = testCartLine({
    sku: 'MIR-ROUND',
    price: '249.95',
    weight: 4.2,
  });

  it('sends grams, whole cents and quantities of every shipped line and the assembly line', () => {
    expect(shippingItems([mattress, bonus, assembly, donation, giftCard, noSku, cents])).toEqual([
      {sku: 'MAT-CLOUD9-Q-MD', grams: 32500, priceCents: 129900, quantity: 2},
      {sku: 'BONUS-PILLOW-PAIR', grams: 2000, priceCents: 0, quantity: 1},
      {sku: 'ASSEMBLY-BED', grams: 0, priceCents: 14900, quantity: 1},
      {sku: 'MIR-ROUND', grams: 4200, priceCents: 24995, quantity: 1},
    ]);
  });

  it('builds the body with the postcode as a string and the member flag', () => {
    expect(
      shippingEstimateRequest({
        postcode: '0800',
        suburb: 'Darwin',
        isMember: true,
        lines: [donation, cents],
      }),
    ).toEqual({
      suburb: 'Darwin',
      postcode: '0800',
      isMember: true,
      items: [{sku: 'MIR-ROUND', grams: 4200, priceCents: 24995, quantity: 1}],
    });
  });
});
