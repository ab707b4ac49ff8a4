import {NO_PROGRAMMES} from './membership';
import {describe, expect, it} from 'vitest';
import {parseCampaign} from './campaign-parsing';
import {chargedLineCents, chargedUnitCents} from './charged-line';
import {lineTotalCents, priceShopperOf, pricedLine} from './priced-line';
import type {Campaign, PricedProduct} from './campaigns';

const aud = (amount: string) => ({amount, currencyCode: 'AUD'});
const product = (price: string, compareAt: string | null, tags: string[]): PricedProduct => ({
  price: aud(price),
  compareAtPrice: compareAt === null ? null : aud(compareAt),
  tags,
  meta: {campaignBadgeTitle: null, campaignBadgeColor: null},
});

function campaign(fields: Record<string, unknown>): Campaign {
  const parsed = parseCampaign({
    saleTitle: 'Member Prices',
    enableCampaign: true,
    startTime: '2026-11-01T00:00:00+0000',
    endTime: '2026-11-30T23:59:59+0000',
    ...fields,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.campaign;
}

const member = campaign({campaignTitle: 'member-campaign', tags: 'member-campaign, member-15'});
const spring = campaign({saleTitle: 'Spring Sale', tags: 'sale-30-off'});

describe('pricedLine', () => {
  it('a campaign price in whole cents, and the list price it came from', () => {
    expect(pricedLine(product('1999.00', '2499.00', ['sale-30-off']), [spring])).toMatchObject({
      currency: 'AUD',
      listCents: 199900,
      unitCents: 139930,
      compareAtCents: 249900,
      offerCents: null,
      kind: 'general',
    });
  });

  it('a member price is what a member bag pays, and an offer to everyone else', () => {
    const signature = product('2659.00', '3009.00', ['member-campaign']);
    expect(pricedLine(signature, [member], {member: true, velocity: false})).toMatchObject({unitCents: 255765, offerCents: null});
    expect(pricedLine(signature, [member])).toMatchObject({unitCents: 265900, offerCents: 255765});
  });

  it('a line of n is n times the unit, to the cent', () => {
    const line = pricedLine(product('1999.00', null, ['sale-30-off']), [spring]);
    expect(line && lineTotalCents(line, 2)).toBe(279860);
  });

  it('nothing to charge for a price that is not a number', () => {
    expect(pricedLine(product('n/a', null, []), [])).toBeNull();
  });
});

describe('priceShopperOf', () => {
  it('gives member prices for verified member details and Velocity prices for verified Velocity details', () => {
    const sam = {email: 'sam@example.com'};
    expect(priceShopperOf({...NO_PROGRAMMES, member: {...sam, memberId: 'DH100001'}})).toEqual({member: true, velocity: false});
    expect(priceShopperOf({...NO_PROGRAMMES, velocity: {...sam, velocityNumber: '0123456789'}})).toEqual({member: false, velocity: true});
    // Auto club details give the member delivery price only.
    expect(priceShopperOf({...NO_PROGRAMMES, autoClub: {...sam, autoClubNumber: '308212345678'}})).toEqual({member: false, velocity: false});
    expect(priceShopperOf(NO_PROGRAMMES)).toEqual({member: false, velocity: false});
  });
});

describe('charged lines', () => {
  it('read the unit from the line total, discounts applied, not the pre-discount unit price', () => {
    const line = {quantity: 2, cost: {totalAmount: aud('2798.60'), amountPerQuantity: aud('1999.00')}};
    expect(chargedLineCents(line)).toBe(279860);
    expect(chargedUnitCents(line)).toBe(139930);
    expect(chargedUnitCents({quantity: 0, cost: {totalAmount: aud('0.00')}})).toBe(0);
  });
});
