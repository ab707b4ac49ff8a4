import {describe, expect, it} from 'vitest';
import {signedDetailsValue, type Programme} from '../../../app/domain/checkout-rules/programme-details';
import {DiscountClass, type CartDeliveryOptionsDiscountsGenerateRunInput} from '../generated/api';
import {cartDeliveryOptionsDiscountsGenerateRun} from './cart_delivery_options_discounts_generate_run';

type Input = CartDeliveryOptionsDiscountsGenerateRunInput;
const KEY = 'signing-key';
const LEE = {email: 'lee@example.com', number: 'DH100002', expires: '2026-12-12'};
const CONFIGURATION = {message: 'Member delivery price', signingKey: KEY};

const goods = (price: string, quantity = 1, requiresShipping = true): Input['cart']['lines'][number] => ({
  quantity,
  cost: {amountPerQuantity: {amount: price}},
  merchandise: {__typename: 'ProductVariant', requiresShipping},
});

const OPTIONS = [
  {handle: 'standard-handle', code: 'STANDARD-METRO', cost: {amount: '99.0'}},
  {handle: 'express-handle', code: 'CHGNXTDT1-NEXT', cost: {amount: '149.0'}},
  {handle: 'pickup-handle', code: 'CUSTPICKUP', cost: {amount: '0.0'}},
];

function input(programme: Programme | null, lines: Input['cart']['lines'], more: {discount?: string | null; classes?: DiscountClass[]; email?: string} = {}): Input {
  const attribute = programme && {value: signedDetailsValue(programme, LEE, KEY)};
  return {
    cart: {
      buyerIdentity: {email: more.email ?? 'lee@example.com'},
      membership: programme === 'member' ? attribute : null,
      autoClub: programme === 'autoClub' ? attribute : null,
      velocity: programme === 'velocity' ? attribute : null,
      lines,
      deliveryGroups: [{id: 'gid://shopify/CartDeliveryGroup/0', deliveryOptions: OPTIONS}],
    },
    shop: {localTime: {date: '2026-11-28'}, membershipDiscount: more.discount === null ? null : {value: more.discount ?? '4900'}},
    discount: {discountClasses: more.classes ?? [DiscountClass.Shipping], configuration: {jsonValue: CONFIGURATION}},
  };
}

const FIFTY_OFF_STANDARD = {
  operations: [
    {
      deliveryDiscountsAdd: {
        candidates: [{message: 'Member delivery price', targets: [{deliveryOption: {handle: 'standard-handle'}}], value: {fixedAmount: {amount: '49.00'}}}],
        selectionStrategy: 'ALL',
      },
    },
  ],
};

describe('member-delivery', () => {
  it('takes the shop’s membership discount off the $99 standard option for any programme’s member', () => {
    for (const programme of ['member', 'autoClub', 'velocity'] as const) {
      expect(cartDeliveryOptionsDiscountsGenerateRun(input(programme, [goods('1299.0')]))).toEqual(FIFTY_OFF_STANDARD);
    }
  });

  it('counts the goods that ship before discounts, and needs more than $999 of them', () => {
    // $999 of goods plus assembly: not enough.
    expect(cartDeliveryOptionsDiscountsGenerateRun(input('member', [goods('999.0'), goods('149.0', 1, false)]))).toEqual({operations: []});
    expect(cartDeliveryOptionsDiscountsGenerateRun(input('member', [goods('500.0', 2), goods('0.0', 2)]))).toEqual(FIFTY_OFF_STANDARD);
  });

  it('gives guests, forgers and other buyers nothing', () => {
    expect(cartDeliveryOptionsDiscountsGenerateRun(input(null, [goods('1299.0')]))).toEqual({operations: []});
    expect(cartDeliveryOptionsDiscountsGenerateRun(input('member', [goods('1299.0')], {email: 'someone@else.example'}))).toEqual({operations: []});
    const forged = input(null, [goods('1299.0')]);
    forged.cart.membership = {value: '{"email":"lee@example.com","memberId":"ZZ999999"}'};
    expect(cartDeliveryOptionsDiscountsGenerateRun(forged)).toEqual({operations: []});
  });

  it('makes delivery free when the discount covers the rate, and nothing without a discount or the shipping class', () => {
    expect(cartDeliveryOptionsDiscountsGenerateRun(input('member', [goods('1299.0')], {discount: '9900'})).operations[0]).toEqual({
      deliveryDiscountsAdd: {
        candidates: [{message: 'Member delivery price', targets: [{deliveryOption: {handle: 'standard-handle'}}], value: {fixedAmount: {amount: '99.00'}}}],
        selectionStrategy: 'ALL',
      },
    });
    expect(cartDeliveryOptionsDiscountsGenerateRun(input('member', [goods('1299.0')], {discount: null}))).toEqual({operations: []});
    expect(cartDeliveryOptionsDiscountsGenerateRun(input('member', [goods('1299.0')], {discount: 'lots'}))).toEqual({operations: []});
    expect(cartDeliveryOptionsDiscountsGenerateRun(input('member', [goods('1299.0')], {classes: [DiscountClass.Product]}))).toEqual({operations: []});
  });
});
