/**
 * The member, auto club and Velocity forms on the bag: each stores its
 * details as a JSON cart attribute merged with the others, refuses bad
 * numbers and e-mails beside their fields, and (Velocity) shows the points
 * from the loyalty stand-in, or none when that service fails.
 */
import {beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import {withStandIns} from '../mocks/node';
import {setLoyaltyFault} from '../mocks/loyalty/handlers';
import {setWishlistFault} from '../mocks/wishlist/handlers';
import {MEMBER_NOT_FOUND_MESSAGE} from '~/features/bag/extras.server';
import {MEMBER_CHECKS_PER_CLIENT} from '~/config/sign-in';
import {FIXTURE_CASES, productByHandle} from '../mocks/fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {
  AUTO_CLUB_MESSAGE,
  AUTO_CLUB_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MEMBER_ID_MESSAGE,
  MEMBER_ID_REQUIRED_MESSAGE,
  VELOCITY_MESSAGE,
  VELOCITY_REQUIRED_MESSAGE,
} from '~/domain/bag-forms';
import {QUICKSHIP_ATTRIBUTE_KEY} from '~/domain/quickship';
import {loadRoot, type TestBrowser} from './context';
import {bagViewOf, cartAttribute, cartAttributesOf, cartOf, forgeCartAttributes, postExtra, shopperWith} from './bag-support';
import {differentEmailMessage} from '~/features/bag/extras.server';
import {signedDetailsValue} from '~/domain/checkout-rules/programme-details';
import {STAND_IN_MEMBER_SIGNING_KEY} from '~/config/checkout';

withStandIns();

const ORDINARY_SKU = FIXTURE_CASES.memberOver999.sku; // $1,299
const VELOCITY_BONUS_VARIANT = productByHandle(FIXTURE_CASES.campaignTags['velocity-campaign'])!.variants[0];
const EMAIL = 'sam@example.com';
const SAVED = 'Your member details have been saved.';

type Programme = 'member' | 'autoClub' | 'velocity';

const save = (browser: TestBrowser, programme: Programme, email: string, number: string) =>
  postExtra(browser, 'CustomSaveMembership', {programme, email, number});
const remove = (browser: TestBrowser, programme: string) => postExtra(browser, 'CustomRemoveMembership', {programme});

async function storedJson(browser: TestBrowser, key: string): Promise<unknown> {
  const value = await cartAttribute(browser, key);
  return value === null ? null : JSON.parse(value);
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** The services the app reported failures of. */
function reportedServices(): string[] {
  return consoleError.mock.calls
    .map(([line]) => (typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : null))
    .filter((entry) => entry?.level === 'error')
    .map((entry) => entry.service as string);
}

describe('saving each programme', () => {
  it.each([
    ['member', 'membership_details', 'dh-100 001', {email: EMAIL, memberId: 'DH100001'}],
    ['autoClub', 'auto_club_details', '3082 1234 5678', {email: EMAIL, autoClubNumber: '308212345678'}],
    ['velocity', 'velocity_details', '0123-456-789', {email: EMAIL, velocityNumber: '0123456789'}],
  ] as const)('%s: stores {email, number} in %s, normalised', async (programme, key, number, stored) => {
    const browser = await shopperWith(ORDINARY_SKU);

    const answer = await save(browser, programme, ` ${EMAIL} `, number);

    expect(answer).toMatchObject({ok: true, status: 200, message: SAVED, form: `CustomSaveMembership:${programme}`});
    // Signed by the storefront and good for 14 of the shop's days; bound to the bag's buyer e-mail.
    expect(await storedJson(browser, key)).toEqual({...stored, expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), signature: expect.stringMatching(/^[0-9a-f]{64}$/)});
    expect((await cartOf(browser)).buyerIdentity.email).toBe(EMAIL);
    const bag = await bagViewOf(browser);
    const shown = {member: bag.membership.member, autoClub: bag.membership.autoClub, velocity: bag.membership.velocity};
    expect(shown[programme]).toEqual(stored);
    expect(bag.membership.lapsed).toEqual([]);
  });

  it('keeps the other attributes: the delivery estimate and the other programmes', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await postExtra(browser, 'CustomEstimateDelivery', {postcode: DELIVERY_FIXTURE_CASES.metroPostcodes.VIC});
    const quickship = await cartAttribute(browser, QUICKSHIP_ATTRIBUTE_KEY);
    expect(quickship).not.toBeNull();

    await save(browser, 'member', EMAIL, 'DH100001');
    await save(browser, 'velocity', EMAIL, '0123456789');

    const attributes = await cartAttributesOf(browser);
    expect(attributes.map((attribute) => attribute.key)).toEqual([
      QUICKSHIP_ATTRIBUTE_KEY,
      'membership_details',
      'velocity_details',
    ]);
    expect(attributes[0].value).toBe(quickship);
  });

  it('saving again replaces the details instead of adding a second attribute', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await save(browser, 'member', EMAIL, 'DH100001');
    await save(browser, 'member', 'lee@example.com', 'DH-100002');

    const attributes = await cartAttributesOf(browser);
    expect(attributes.filter((attribute) => attribute.key === 'membership_details')).toHaveLength(1);
    expect(await storedJson(browser, 'membership_details')).toMatchObject({email: 'lee@example.com', memberId: 'DH100002'});
    expect((await cartOf(browser)).buyerIdentity.email).toBe('lee@example.com');
  });
});

describe('details checkout will honour, and only those', () => {
  const VELOCITY_HANDLE_SKU = VELOCITY_BONUS_VARIANT.sku;

  it('a value written straight onto the cart (the public Storefront token) is no member: list prices, the form again', async () => {
    const browser = await shopperWith(ORDINARY_SKU, VELOCITY_HANDLE_SKU);
    await forgeCartAttributes(browser, [
      {key: 'membership_details', value: JSON.stringify({email: 'attacker@evil.example', memberId: 'ZZ999999'})},
      {key: 'velocity_details', value: JSON.stringify({email: 'attacker@evil.example', velocityNumber: '0000000000'})},
    ]);
    const bag = await bagViewOf(browser);
    expect(bag.membership).toMatchObject({member: null, velocity: null, lapsed: ['member', 'velocity']});
    expect((await loadRoot(browser)).shopper).toEqual({member: false, velocity: false});
  });

  it('details past their last day, or signed with another key, are no member', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await save(browser, 'velocity', EMAIL, '0123456789');
    const expired = signedDetailsValue('velocity', {email: EMAIL, number: '0123456789', expires: '2020-01-01'}, STAND_IN_MEMBER_SIGNING_KEY);
    await forgeCartAttributes(browser, [{key: 'velocity_details', value: expired}]);
    expect((await bagViewOf(browser)).membership).toMatchObject({velocity: null, lapsed: ['velocity']});
    const foreign = signedDetailsValue('velocity', {email: EMAIL, number: '0123456789', expires: '2099-01-01'}, 'another-key');
    await forgeCartAttributes(browser, [{key: 'velocity_details', value: foreign}]);
    expect((await bagViewOf(browser)).membership).toMatchObject({velocity: null, lapsed: ['velocity']});
  });

  it('details copied onto another bag count only under the member’s e-mail', async () => {
    const member = await shopperWith(ORDINARY_SKU);
    await save(member, 'velocity', EMAIL, '0123456789');
    const copied = (await cartAttribute(member, 'velocity_details'))!;
    const stranger = await shopperWith(ORDINARY_SKU);
    await forgeCartAttributes(stranger, [{key: 'velocity_details', value: copied}]);
    expect((await bagViewOf(stranger)).membership).toMatchObject({velocity: null, lapsed: ['velocity']});
  });

  it('every programme on one bag shares one e-mail: another is refused beside the field', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await save(browser, 'member', EMAIL, 'DH100001');
    const answer = await save(browser, 'velocity', 'lee@example.com', '0123456789');
    expect(answer).toMatchObject({ok: false, status: 400, fieldErrors: {email: differentEmailMessage(EMAIL)}});
    expect(await cartAttribute(browser, 'velocity_details')).toBeNull();
    expect(await save(browser, 'velocity', EMAIL.toUpperCase(), '0123456789')).toMatchObject({ok: true});
  });
});

describe('the member number is checked against the membership source', () => {
  it.each([
    ['a number of the right shape that is nobody’s', EMAIL, 'AAAAAA'],
    ['another member’s number', EMAIL, 'DH-100002'],
    ['an address that is not a member’s', 'stranger@example.com', 'DH-100001'],
  ])('%s makes no member bag', async (_case, email, number) => {
    const browser = await shopperWith(ORDINARY_SKU);
    const answer = await save(browser, 'member', email, number);
    expect(answer).toMatchObject({ok: false, status: 400, message: MEMBER_NOT_FOUND_MESSAGE, fieldErrors: {number: MEMBER_NOT_FOUND_MESSAGE}});
    expect(await cartAttributesOf(browser)).toEqual([]);
    expect((await bagViewOf(browser)).membership.member).toBeNull();
  });

  it('says so when the membership source cannot answer, and saves nothing', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    setWishlistFault('fail');
    expect(await save(browser, 'member', EMAIL, 'DH100001')).toMatchObject({ok: false, status: 503});
    expect(await cartAttributesOf(browser)).toEqual([]);
  });

  it('gives a client a limited number of checks, then asks it to wait', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    for (let check = 0; check < MEMBER_CHECKS_PER_CLIENT.limit; check += 1) {
      expect(await save(browser, 'member', EMAIL, `AAAA${String(check).padStart(2, '0')}`)).toMatchObject({status: 400});
    }
    expect(await save(browser, 'member', EMAIL, 'DH100001')).toMatchObject({ok: false, status: 429});
    expect(await cartAttributesOf(browser)).toEqual([]);
  });
});

type FieldErrors = {email?: string; number?: string};

/** Programme, e-mail and number as typed, and the message beside each field. */
const REFUSED: [Programme, string, string, FieldErrors][] = [
  ['member', '', 'DH123456', {email: EMAIL_REQUIRED_MESSAGE}],
  ['member', 'sam@', 'DH123456', {email: EMAIL_INVALID_MESSAGE}],
  ['member', 'sam@localhost', 'DH123456', {email: EMAIL_INVALID_MESSAGE}],
  ['member', 'sam example@example.com', 'DH123456', {email: EMAIL_INVALID_MESSAGE}],
  ['member', EMAIL, '', {number: MEMBER_ID_REQUIRED_MESSAGE}],
  ['member', EMAIL, 'DH123', {number: MEMBER_ID_MESSAGE}],
  ['member', EMAIL, 'DH12345678901', {number: MEMBER_ID_MESSAGE}],
  ['member', EMAIL, 'DH1234!6', {number: MEMBER_ID_MESSAGE}],
  ['member', 'nope', '', {email: EMAIL_INVALID_MESSAGE, number: MEMBER_ID_REQUIRED_MESSAGE}],
  ['autoClub', EMAIL, '', {number: AUTO_CLUB_REQUIRED_MESSAGE}],
  ['autoClub', EMAIL, '12345', {number: AUTO_CLUB_MESSAGE}],
  ['autoClub', EMAIL, 'RACV123456', {number: AUTO_CLUB_MESSAGE}],
  ['autoClub', EMAIL, '1'.repeat(17), {number: AUTO_CLUB_MESSAGE}],
  ['velocity', EMAIL, '', {number: VELOCITY_REQUIRED_MESSAGE}],
  ['velocity', EMAIL, '123456789', {number: VELOCITY_MESSAGE}],
  ['velocity', EMAIL, '12345678901', {number: VELOCITY_MESSAGE}],
  ['velocity', EMAIL, '12345abcde', {number: VELOCITY_MESSAGE}],
];

describe('details the forms refuse', () => {
  it.each(REFUSED)(
    '%s with e-mail %j and number %j: messages beside the fields',
    async (programme, email, number, fieldErrors) => {
      const browser = await shopperWith(ORDINARY_SKU);
      await save(browser, 'autoClub', EMAIL, '308212345678');
      const before = await cartAttributesOf(browser);

      const answer = await save(browser, programme, email, number);

      expect(answer).toMatchObject({ok: false, status: 400, form: `CustomSaveMembership:${programme}`});
      expect(answer.fieldErrors).toEqual(fieldErrors);
      expect(answer.message).toBe(fieldErrors.number ?? fieldErrors.email);
      expect(await cartAttributesOf(browser)).toEqual(before);
    },
  );

  it.each(['gold', '', 'membership_details'])('an unknown programme %j changes nothing', async (programme) => {
    const browser = await shopperWith(ORDINARY_SKU);

    const answer = await postExtra(browser, 'CustomSaveMembership', {programme, email: EMAIL, number: 'DH123456'});

    expect(answer).toMatchObject({ok: false, status: 400});
    expect(await cartAttributesOf(browser)).toEqual([]);
  });
});

describe('removing details', () => {
  it('clears that programme only', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await save(browser, 'member', EMAIL, 'DH100001');
    await save(browser, 'autoClub', EMAIL, '308212345678');

    const answer = await remove(browser, 'member');

    expect(answer).toMatchObject({ok: true, message: 'Your member details have been removed.'});
    expect((await cartAttributesOf(browser)).map((attribute) => attribute.key)).toEqual(['auto_club_details']);
    const bag = await bagViewOf(browser);
    expect(bag.membership.member).toBeNull();
    expect(bag.membership.autoClub).toEqual({email: EMAIL, autoClubNumber: '308212345678'});
  });

  it('an unknown programme changes nothing', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await save(browser, 'member', EMAIL, 'DH100001');
    const before = await cartAttributesOf(browser);

    expect(await remove(browser, 'everything')).toMatchObject({ok: false, status: 400});
    expect(await cartAttributesOf(browser)).toEqual(before);
  });
});

describe('Velocity points', () => {
  it('shows the points the loyalty service gives for each item, with campaign bonus points', async () => {
    const browser = await shopperWith(ORDINARY_SKU, [VELOCITY_BONUS_VARIANT.sku, 2]);
    await save(browser, 'velocity', EMAIL, '0123456789');

    const {points} = (await bagViewOf(browser)).membership;

    // Points are earned on what the bag is charged: with Velocity details the campaign's price, $1,231.12 each
    // (12% off the $1,399.00 compare-at, below the $1,259.00 list price).
    expect(VELOCITY_BONUS_VARIANT.price).toBe('1259.00');
    const bonusBase = Math.floor(1231.12) * 2;
    expect(points).toEqual({
      products: expect.arrayContaining([
        {sku: ORDINARY_SKU, base: 1299, bonus: 0},
        {sku: VELOCITY_BONUS_VARIANT.sku, base: bonusBase, bonus: bonusBase},
      ]),
      totalBase: 1299 + bonusBase,
      totalBonus: bonusBase,
    });
    expect(points?.products).toHaveLength(2);
  });

  it('asks for no points without Velocity details', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await save(browser, 'member', EMAIL, 'DH100001');

    expect((await bagViewOf(browser)).membership.points).toBeNull();
  });

  it('are simply absent when the loyalty service fails; the bag still loads and the failure is reported', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await save(browser, 'velocity', EMAIL, '0123456789');
    setLoyaltyFault('fail');

    const bag = await bagViewOf(browser);

    expect(bag.membership.points).toBeNull();
    expect(bag.membership.velocity).toEqual({email: EMAIL, velocityNumber: '0123456789'});
    expect(bag.groups.flatMap((group) => group.lines.map((view) => view.line.merchandise.sku))).toEqual([ORDINARY_SKU]);
    expect(bag.totals.subtotalCents).toBe(129900);
    expect(reportedServices()).toContain('loyalty');
  });
});
