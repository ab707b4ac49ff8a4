import {describe, expect, it} from 'vitest';
import {signedDetailsValue} from '../../../app/domain/checkout-rules/programme-details';
import {DiscountClass, type CartLinesDiscountsGenerateRunInput} from '../generated/api';
import {cartLinesDiscountsGenerateRun} from './cart_lines_discounts_generate_run';
import type {CampaignPricesConfiguration} from './configuration';

const KEY = 'signing-key';
const TODAY = '2026-11-28';
const LEE = {email: 'lee@example.com', number: 'DH100002', expires: '2026-12-12'};

type Line = CartLinesDiscountsGenerateRunInput['cart']['lines'][number];

function line(id: string, price: string, compareAt: string | null, inCampaign = true, excluded = false, quantity = 1): Line {
  return {
    id: `gid://shopify/CartLine/${id}`,
    quantity,
    cost: {amountPerQuantity: {amount: price}, compareAtAmountPerQuantity: compareAt === null ? null : {amount: compareAt}},
    merchandise: {__typename: 'ProductVariant', product: {inCampaign, excluded}},
  };
}

function input(
  configuration: CampaignPricesConfiguration | Record<string, unknown> | null,
  lines: Line[],
  cart: Partial<Pick<CartLinesDiscountsGenerateRunInput['cart'], 'buyerIdentity' | 'membership' | 'velocity'>> = {},
  discountClasses = [DiscountClass.Product],
): CartLinesDiscountsGenerateRunInput {
  return {
    cart: {buyerIdentity: null, membership: null, velocity: null, ...cart, lines},
    shop: {localTime: {date: TODAY}},
    discount: {discountClasses, configuration: configuration === null ? null : {jsonValue: configuration}},
  };
}

const SPRING: CampaignPricesConfiguration = {kind: 'price', percent: 30, message: 'Spring Sale'};
const MEMBERS: CampaignPricesConfiguration = {kind: 'member', percent: 15, message: 'Member Prices', signingKey: KEY};
const VELOCITY: CampaignPricesConfiguration = {kind: 'velocity', percent: 12, message: 'Velocity Frequent Flyer Offer', signingKey: KEY};

const candidate = (id: string, amount: string, message: string) => ({
  message,
  targets: [{cartLine: {id: `gid://shopify/CartLine/${id}`}}],
  value: {fixedAmount: {amount, appliesToEachItem: true}},
});

describe('campaign-prices', () => {
  it('takes a price campaign’s saving off each unit of the campaign’s lines, to the cent', () => {
    const result = cartLinesDiscountsGenerateRun(
      input(SPRING, [line('1', '1399.0', '1999.0', true, false, 3), line('2', '249.0', null, false), line('3', '899.0', null, true, true)]),
    );
    // 1399.00 less 30% = 979.30: 419.70 off each of the 3.
    expect(result).toEqual({operations: [{productDiscountsAdd: {candidates: [candidate('1', '419.70', 'Spring Sale')], selectionStrategy: 'ALL'}}]});
  });

  it('gives a verified member the member price, and a guest or a forger nothing', () => {
    const signature = line('1', '2659.0', '3009.0');
    const signed = {membership: {value: signedDetailsValue('member', LEE, KEY)}, buyerIdentity: {email: 'lee@example.com'}};
    expect(cartLinesDiscountsGenerateRun(input(MEMBERS, [signature], signed)).operations).toEqual([
      {productDiscountsAdd: {candidates: [candidate('1', '101.35', 'Member Prices')], selectionStrategy: 'ALL'}},
    ]);
    const nothing = {operations: []};
    expect(cartLinesDiscountsGenerateRun(input(MEMBERS, [signature]))).toEqual(nothing);
    const forged = {membership: {value: '{"email":"attacker@evil.example","memberId":"ZZ999999"}'}, buyerIdentity: {email: 'attacker@evil.example'}};
    expect(cartLinesDiscountsGenerateRun(input(MEMBERS, [signature], forged))).toEqual(nothing);
    // Copied onto someone else's cart, or past its day.
    expect(cartLinesDiscountsGenerateRun(input(MEMBERS, [signature], {...signed, buyerIdentity: {email: 'someone@else.example'}}))).toEqual(nothing);
    expect(
      cartLinesDiscountsGenerateRun(input(MEMBERS, [signature], {...signed, membership: {value: signedDetailsValue('member', {...LEE, expires: '2026-11-27'}, KEY)}})),
    ).toEqual(nothing);
    // Member details do not earn Velocity prices.
    expect(cartLinesDiscountsGenerateRun(input(VELOCITY, [signature], signed))).toEqual(nothing);
  });

  it('reads Velocity details for a Velocity campaign', () => {
    const coolflow = line('7', '1259.0', '1399.0');
    const velocity = {velocity: {value: signedDetailsValue('velocity', {...LEE, number: '1234567890'}, KEY)}, buyerIdentity: {email: 'lee@example.com'}};
    // 1399.00 less 12% = 1231.12: 27.88 off.
    expect(cartLinesDiscountsGenerateRun(input(VELOCITY, [coolflow], velocity)).operations[0]).toEqual({
      productDiscountsAdd: {candidates: [candidate('7', '27.88', 'Velocity Frequent Flyer Offer')], selectionStrategy: 'ALL'},
    });
    const forged = {velocity: {value: '{"email":"a@b.example","velocityNumber":"0000000000"}'}, buyerIdentity: {email: 'a@b.example'}};
    expect(cartLinesDiscountsGenerateRun(input(VELOCITY, [coolflow], forged))).toEqual({operations: []});
  });

  it('gives nothing where the campaign price is not lower, or the line is free or custom', () => {
    const custom: Line = {...line('9', '100.0', null), merchandise: {__typename: 'CustomProduct'}};
    expect(cartLinesDiscountsGenerateRun(input(SPRING, [line('1', '0.0', '99.0'), custom]))).toEqual({operations: []});
    const signed = {membership: {value: signedDetailsValue('member', LEE, KEY)}, buyerIdentity: {email: 'lee@example.com'}};
    expect(cartLinesDiscountsGenerateRun(input(MEMBERS, [line('1', '800.0', '1000.0'), line('2', '900.0', null)], signed))).toEqual({operations: []});
  });

  it('does nothing without the product class or a sane configuration', () => {
    const lines = [line('1', '1399.0', '1999.0')];
    expect(cartLinesDiscountsGenerateRun(input(SPRING, lines, {}, [DiscountClass.Order]))).toEqual({operations: []});
    for (const configuration of [null, {}, {...SPRING, percent: 0}, {...SPRING, percent: 101}, {...SPRING, kind: 'gift'}, {...MEMBERS, signingKey: ''}]) {
      expect(cartLinesDiscountsGenerateRun(input(configuration, lines))).toEqual({operations: []});
    }
  });
});
