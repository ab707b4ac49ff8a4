import {describe, expect, it} from 'vitest';
import {FIXTURE_CASES} from '../../tests/mocks/fixtures/catalogue';
import {
  AUTO_CLUB_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MEMBER_ID_REQUIRED_MESSAGE,
  VELOCITY_MESSAGE,
} from './bag-forms';
import type {DeliveryRate} from './delivery';
import {
  CART_ATTRIBUTE,
  clearLoyaltyAttribute,
  isMemberCart,
  loyaltyFormDetails,
  memberStatus,
  membershipShippingDiscount,
  mergeAttributes,
  NO_PROGRAMMES,
  programmesEmail,
  programmesOf,
  shippingCentsFor,
  type MemberDiscountInput,
} from './membership';

const kv = (key: string, value: string) => ({key, value});

describe('CART_ATTRIBUTE', () => {
  it('names the cart attribute keys: express checkout, quickship, membership, auto club, velocity', () => {
    expect(Object.values(CART_ATTRIBUTE).sort()).toEqual(
      [
        '_is_express_checkout',
        '_quickship_attrs',
        'auto_club_details',
        'membership_details',
        'velocity_details',
      ].sort(),
    );
  });
});

describe('mergeAttributes', () => {
  it.each([
    ['adds new keys after the current ones', [kv('a', '1')], [kv('b', '2')], [kv('a', '1'), kv('b', '2')]],
    ['new values override old, in place', [kv('a', '1'), kv('b', '2')], [kv('a', '9')], [kv('a', '9'), kv('b', '2')]],
    ['an empty update removes the key', [kv('a', '1'), kv('b', '2')], [kv('a', '')], [kv('b', '2')]],
    ['a blank update removes the key', [kv('a', '1')], [kv('a', '   ')], []],
    ['empty current values are dropped', [kv('a', ''), kv('b', '2')], [], [kv('b', '2')]],
    ['duplicate current keys keep the first', [kv('a', '1'), kv('a', '2')], [], [kv('a', '1')]],
    ['duplicate update keys keep the last', [], [kv('a', '1'), kv('a', '2')], [kv('a', '2')]],
    ['an empty key is dropped', [kv('', 'x')], [kv(' ', 'y')], []],
    ['nothing to merge', null, undefined, []],
  ])('%s', (_label, current, updates, expected) => {
    expect(mergeAttributes(current, updates)).toEqual(expected);
  });

  it('does not change its inputs', () => {
    const current = [kv('a', '1')];
    mergeAttributes(current, [kv('a', '2')]);
    expect(current).toEqual([kv('a', '1')]);
  });
});

describe('memberStatus', () => {
  const sam = {email: 'sam@example.com'};
  it.each([
    [NO_PROGRAMMES, {member: false, autoClub: false, velocity: false}, false],
    [{...NO_PROGRAMMES, member: {...sam, memberId: 'DH100001'}}, {member: true, autoClub: false, velocity: false}, true],
    [{...NO_PROGRAMMES, autoClub: {...sam, autoClubNumber: '308212345678'}}, {member: false, autoClub: true, velocity: false}, true],
    [{...NO_PROGRAMMES, velocity: {...sam, velocityNumber: '0123456789'}}, {member: false, autoClub: false, velocity: true}, true],
  ])('%j', (programmes, expected, member) => {
    expect(memberStatus(programmes)).toEqual(expected);
    expect(isMemberCart(memberStatus(programmes))).toBe(member);
  });
});

describe('membershipShippingDiscount', () => {
  const standardRate: DeliveryRate = {
    serviceCode: 'STANDARD-METRO',
    serviceName: 'Standard Delivery',
    description: '',
    store: '',
    priceCents: 9900,
  };
  // The demo's member case: a $1299 mattress, the shop's 4900-cent discount.
  const holds: MemberDiscountInput = {
    rate: standardRate,
    goodsCents: Number(FIXTURE_CASES.memberOver999.price) * 100,
    isMember: true,
    membershipDiscountCents: 4900,
  };

  it('applies when all five hold: price minus discount, in dollars', () => {
    expect(membershipShippingDiscount(holds)).toBe(50);
    expect(shippingCentsFor(holds)).toBe(5000);
  });

  it.each<[string, Partial<MemberDiscountInput>]>([
    ['not a member cart', {isMember: false}],
    ['membership_discount is zero', {membershipDiscountCents: 0}],
    ['membership_discount is missing', {membershipDiscountCents: null}],
    ['membership_discount is not a number', {membershipDiscountCents: Number.NaN}],
    ['goods of exactly 999', {goodsCents: 99900}],
    ['goods below 999', {goodsCents: 50000}],
    ['rate code not starting STANDARD', {rate: {...standardRate, serviceCode: 'CHGD-STANDARD'}}],
    ['rate price not 9900', {rate: {...standardRate, priceCents: 9800}}],
    ['no rate', {rate: null}],
  ])('does not apply when %s', (_label, change) => {
    const input = {...holds, ...change};
    expect(membershipShippingDiscount(input)).toBeNull();
    expect(shippingCentsFor(input)).toBe(input.rate ? input.rate.priceCents : null);
  });

  it.each([
    [9900, 'Free'],
    [12000, 'Free'],
    [9899, 0.01],
    [1, 98.99],
  ])('a discount of %s gives %s', (discount, expected) => {
    expect(
      membershipShippingDiscount({
        ...holds,
        membershipDiscountCents: discount,
      }),
    ).toBe(expected);
  });

  it('counts Free as no shipping charge in the totals', () => {
    expect(shippingCentsFor({...holds, membershipDiscountCents: 9900})).toBe(0);
  });

  it('treats a negative discount as none rather than raising the price', () => {
    expect(membershipShippingDiscount({...holds, membershipDiscountCents: -4900})).toBeNull();
  });
});

describe('loyalty forms', () => {
  it.each([
    [
      'member',
      {email: ' sam@example.com ', number: 'ab-12345'},
      'membership_details',
      {email: 'sam@example.com', memberId: 'AB12345'},
    ],
    [
      'autoClub',
      {email: 'sam@example.com', number: '3084 0700 1234'},
      'auto_club_details',
      {email: 'sam@example.com', autoClubNumber: '308407001234'},
    ],
    [
      'velocity',
      {email: 'sam@example.com', number: '1234567890'},
      'velocity_details',
      {email: 'sam@example.com', velocityNumber: '1234567890'},
    ],
  ] as const)('%s: a valid form gives the details to sign', (programme, fields, _key, details) => {
    const number = Object.values(details)[1];
    expect(loyaltyFormDetails(programme, fields)).toEqual({ok: true, details: {email: details.email, number}});
  });

  it.each([
    ['member', {email: '', number: ''}, {email: EMAIL_REQUIRED_MESSAGE, number: MEMBER_ID_REQUIRED_MESSAGE}],
    ['member', {email: 'sam@', number: 'AB12345'}, {email: EMAIL_INVALID_MESSAGE}],
    ['autoClub', {email: 'sam@example.com', number: '12ab'}, {number: AUTO_CLUB_MESSAGE}],
    ['velocity', {email: 'sam@example.com', number: '123456789'}, {number: VELOCITY_MESSAGE}],
    [
      'velocity',
      {email: ['x'], number: 1234567890},
      {
        email: EMAIL_REQUIRED_MESSAGE,
        number: 'Please enter your Velocity number.',
      },
    ],
  ] as const)('%s: %j gives a message per field', (programme, fields, errors) => {
    expect(loyaltyFormDetails(programme, fields)).toEqual({
      ok: false,
      errors,
    });
  });

  it('clears a programme with an empty value that merging drops', () => {
    const attributes = [kv('velocity_details', '{"email":"a@b.co","velocityNumber":"1234567890"}'), kv('x', '1')];
    expect(mergeAttributes(attributes, [clearLoyaltyAttribute('velocity')])).toEqual([kv('x', '1')]);
  });

  it('names the e-mail the bag’s verified details share', () => {
    expect(programmesEmail(NO_PROGRAMMES)).toBeNull();
    expect(programmesEmail({...NO_PROGRAMMES, velocity: {email: 'lee@example.com', velocityNumber: '0123456789'}})).toBe('lee@example.com');
  });

  it('reads each programme’s verified details into its own shape', () => {
    const read = (programme: string) => ({email: 'sam@example.com', number: `${programme}-1`});
    expect(programmesOf(read)).toEqual({
      member: {email: 'sam@example.com', memberId: 'member-1'},
      autoClub: {email: 'sam@example.com', autoClubNumber: 'autoClub-1'},
      velocity: {email: 'sam@example.com', velocityNumber: 'velocity-1'},
    });
    expect(programmesOf(() => null)).toEqual(NO_PROGRAMMES);
  });
});
