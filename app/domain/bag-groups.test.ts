import {describe, expect, it} from 'vitest';
import {FIXTURE_CASES} from '../../tests/mocks/fixtures/catalogue';
import {groupBagLines} from './bag-groups';
import {PICKUP_RATE, type DeliveryRate} from './delivery';
import {testCartLine} from '../../tests/support/cart-line';

const rate = (serviceCode: string, priceCents = 9900): DeliveryRate => ({
  serviceCode,
  serviceName: serviceCode,
  description: '',
  store: '',
  priceCents,
});

const express = rate('CHGNXTDT1-NEXT-SYD', 14900);
const nextDay = rate('CHGNXTDT1-SYD');
const standard = rate('STANDARD-METRO');

const quickshipSku = FIXTURE_CASES.quickship.sku;
const quickship = testCartLine({
  id: 'quick',
  sku: quickshipSku,
  meta: {quickship: true},
});
const quickshipOutOfStock = testCartLine({
  id: 'quick-oos',
  sku: 'MAT-CLOUD9-K-MD',
  meta: {quickship: true},
});
const ordinary = testCartLine({
  id: 'ordinary',
  sku: FIXTURE_CASES.memberOver999.sku,
});
/** Listed as available but not a quickship variant: stays standard. */
const ordinaryListed = testCartLine({
  id: 'ordinary-listed',
  sku: 'DRS-METRO-WAL',
});
const available = [quickshipSku, 'DRS-METRO-WAL'];

type Expected = [kind: string, title: string | null, subtitle: string | null, ids: string[]][];

describe('groupBagLines', () => {
  it.each<[string, ReturnType<typeof testCartLine>[], DeliveryRate | null, Expected]>([
    ['no rate: one untitled group', [quickship, ordinary], null, [['all', null, null, ['quick', 'ordinary']]]],
    [
      'pickup: one Pickup group',
      [quickship, ordinary],
      PICKUP_RATE,
      [['pickup', 'Pickup', null, ['quick', 'ordinary']]],
    ],
    [
      'a standard rate',
      [quickship, ordinary],
      standard,
      [['standard', 'Standard Delivery', null, ['quick', 'ordinary']]],
    ],
    [
      'a next-day rate that is not the express one',
      [quickship],
      nextDay,
      [['standard', 'Standard Delivery', null, ['quick']]],
    ],
    [
      'express with ordinary items: two deliveries',
      [ordinary, quickship, quickshipOutOfStock, ordinaryListed],
      express,
      [
        ['express', 'Express Delivery', 'Delivery 1 of 2', ['quick']],
        ['standard', 'Standard Delivery', 'Delivery 2 of 2', ['ordinary', 'quick-oos', 'ordinary-listed']],
      ],
    ],
    ['express with only quickship items', [quickship], express, [['express', 'Express Delivery', null, ['quick']]]],
    [
      'express without available items',
      [ordinary, quickshipOutOfStock],
      express,
      [['standard', 'Standard Delivery', null, ['ordinary', 'quick-oos']]],
    ],
    ['an empty bag', [], express, []],
    ['an empty bag without a rate', [], null, []],
  ])('%s', (_label, lines, selectedRate, expected) => {
    const groups = groupBagLines(lines, {
      selectedRate,
      availableSkus: available,
    });
    expect(groups.map((g) => [g.kind, g.title, g.subtitle, g.lines.map((line) => line.id)])).toEqual(expected);
  });
});
