import {describe, expect, it} from 'vitest';
import {goodsSubtotalCents, memberDeliveryCents, type MemberDeliveryInput} from './member-delivery';

const MEMBER: MemberDeliveryInput = {isMember: true, rateCode: 'STANDARD-METRO', rateCents: 9900, goodsCents: 129900, discountCents: 4900};

describe('member delivery price', () => {
  it('is the $99 standard rate less the shop’s discount for a member whose goods pass $999', () => {
    expect(memberDeliveryCents(MEMBER)).toBe(5000);
    expect(memberDeliveryCents({...MEMBER, discountCents: 9900})).toBe(0);
    expect(memberDeliveryCents({...MEMBER, discountCents: 12000})).toBe(0);
  });

  it('needs every condition of the spec', () => {
    expect(memberDeliveryCents({...MEMBER, isMember: false})).toBeNull();
    expect(memberDeliveryCents({...MEMBER, goodsCents: 99900})).toBeNull();
    expect(memberDeliveryCents({...MEMBER, goodsCents: 99901})).toBe(5000);
    expect(memberDeliveryCents({...MEMBER, rateCode: 'CHGNXTDT1-NEXT'})).toBeNull();
    expect(memberDeliveryCents({...MEMBER, rateCode: null})).toBeNull();
    expect(memberDeliveryCents({...MEMBER, rateCents: 12000})).toBeNull();
    for (const discountCents of [0, -100, null, undefined, Number.NaN]) expect(memberDeliveryCents({...MEMBER, discountCents})).toBeNull();
  });
});

describe('goods subtotal', () => {
  it('adds the lines that ship at their prices before discounts (not the assembly service or the donation)', () => {
    expect(
      goodsSubtotalCents([
        {quantity: 2, unitCents: 60000, requiresShipping: true},
        {quantity: 2, unitCents: 14900, requiresShipping: false},
        {quantity: 1, unitCents: 500, requiresShipping: false},
        {quantity: 2, unitCents: 0, requiresShipping: true},
      ]),
    ).toBe(120000);
  });
});
