/**
 * Sign-out on a shared device (issue 40): signing in puts the member on the bag (their signed
 * membership_details and the cart's buyer e-mail, so the bag and checkout price them as a member). Signing
 * out takes all of it off again, and every programme's details typed into the bag's own forms with it, so the
 * next shopper at the same browser is a guest: no member prices, no member number, no contact address. The
 * bag's lines and its other attributes stay. The session ends even when Shopify cannot be asked.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {http, HttpResponse} from 'msw';
import {mockServer, withStandIns} from '../mocks/node';
import {setStorefrontFault} from '../mocks/storefront/handlers';
import {WISHLIST_MEMBERS} from '../mocks/fixtures/wishlist-members';
import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {FIXTURE_CASES, productByHandle} from '../mocks/fixtures/catalogue';
import {action as wishlistAction} from '~/routes/wishlist';
import {PROGRAMME_ATTRIBUTE} from '~/domain/checkout-rules/programme-details';
import {QUICKSHIP_ATTRIBUTE_KEY} from '~/domain/quickship';
import {chargedUnitCents} from '~/domain/charged-line';
import {SIGNED_OUT_BAG_KEPT_MESSAGE, SIGNED_OUT_MESSAGE} from '~/features/wishlist/action.server';
import type {WishlistOutcome} from '~/features/wishlist/outcome';
import {TestBrowser, isDataWithInit, lastSignInCode, loadRoot} from './context';
import {bagViewOf, cartAttribute, cartAttributesOf, cartOf, gidOfSku, linesOf, postExtra, shopperWith} from './bag-support';

withStandIns();
beforeEach(() => {
  // The failures these tests cause on purpose are reported; keep them off the test output.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const lee = WISHLIST_MEMBERS.lee;
const LEE_NUMBER = 'DH100002';
/** A product on the member campaign: members pay less for it, in the bag as at checkout. */
const MEMBER_PRICED = productByHandle(FIXTURE_CASES.campaignTags['member-campaign'])!.variants[0];
const ORDINARY_SKU = FIXTURE_CASES.memberOver999.sku;
const PROGRAMME_KEYS: string[] = Object.values(PROGRAMME_ATTRIBUTE);
const STOREFRONT_API = '*/api/:version/graphql.json';

async function outcome(browser: TestBrowser, fields: Record<string, string>): Promise<WishlistOutcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const {request, context} = await browser.open('/wishlist', {method: 'POST', body: form});
  const answer = await wishlistAction({request, context, params: {}});
  await browser.receive(context);
  if (!isDataWithInit<WishlistOutcome>(answer)) throw new Error(`expected data, got ${String(answer)}`);
  return answer.data;
}

/** Lee signs in by the e-mailed code, in a browser whose bag already holds the member-priced product and another. */
async function leeSignedInWithABag(): Promise<TestBrowser> {
  const browser = await shopperWith(MEMBER_PRICED.sku, ORDINARY_SKU);
  expect(await outcome(browser, {intent: 'sign-in', email: lee.email})).toMatchObject({ok: true});
  expect(await outcome(browser, {intent: 'verify-code', code: lastSignInCode(lee.email)})).toMatchObject({ok: true});
  return browser;
}

const signedIn = async (browser: TestBrowser) => (await loadRoot(browser)).wishlist.signedIn;
const signOut = (browser: TestBrowser) => outcome(browser, {intent: 'sign-out'});

/** What the bag charges for the member-priced product (one unit), in cents. */
async function memberPricedUnit(browser: TestBrowser): Promise<number> {
  const line = (await cartOf(browser)).lines.nodes.find((node) => node.merchandise.id === gidOfSku(MEMBER_PRICED.sku));
  expect(line, 'the member-priced line').toBeDefined();
  return chargedUnitCents(line!);
}

async function programmeAttributes(browser: TestBrowser) {
  return (await cartAttributesOf(browser)).filter((attribute) => PROGRAMME_KEYS.includes(attribute.key));
}

describe('signing out', () => {
  it('takes the member off the bag: details, buyer e-mail and member prices go, the lines stay', async () => {
    const guestPrice = await memberPricedUnit(await shopperWith(MEMBER_PRICED.sku));
    const browser = await leeSignedInWithABag();
    await postExtra(browser, 'CustomEstimateDelivery', {postcode: DELIVERY_FIXTURE_CASES.metroPostcodes.VIC});
    const quickship = await cartAttribute(browser, QUICKSHIP_ATTRIBUTE_KEY);
    expect(quickship).not.toBeNull();

    // Signed in: the member's number and e-mail are on the bag, and it prices them as a member.
    expect(JSON.parse((await cartAttribute(browser, PROGRAMME_ATTRIBUTE.member)) ?? '{}')).toMatchObject({email: lee.email, memberId: LEE_NUMBER});
    expect((await cartOf(browser)).buyerIdentity.email).toBe(lee.email);
    expect((await loadRoot(browser)).shopper).toEqual({member: true, velocity: false});
    expect((await bagViewOf(browser)).membership.member).toEqual({email: lee.email, memberId: LEE_NUMBER});
    const memberPrice = await memberPricedUnit(browser);
    expect(memberPrice).toBeLessThan(guestPrice);
    const lines = await linesOf(browser);

    expect(await signOut(browser)).toMatchObject({ok: true, status: 200, message: SIGNED_OUT_MESSAGE});

    expect(await signedIn(browser)).toBe(false);
    expect(await programmeAttributes(browser)).toEqual([]);
    expect(JSON.stringify(await cartAttributesOf(browser))).not.toContain(LEE_NUMBER);
    expect((await cartOf(browser)).buyerIdentity.email).toBeNull();
    expect((await loadRoot(browser)).shopper).toEqual({member: false, velocity: false});
    const bag = await bagViewOf(browser);
    expect(bag.membership).toMatchObject({member: null, autoClub: null, velocity: null, lapsed: []});
    expect(await memberPricedUnit(browser)).toBe(guestPrice);
    // Nothing in the bag is lost: the same lines, and the delivery estimate.
    expect(await linesOf(browser)).toEqual(lines);
    expect(await cartAttribute(browser, QUICKSHIP_ATTRIBUTE_KEY)).toBe(quickship);
  });

  it('takes off the details typed into the bag’s own forms too (auto club, Velocity)', async () => {
    const browser = await leeSignedInWithABag();
    expect(await postExtra(browser, 'CustomSaveMembership', {programme: 'velocity', email: lee.email, number: '0123456789'})).toMatchObject({ok: true});
    expect(await postExtra(browser, 'CustomSaveMembership', {programme: 'autoClub', email: lee.email, number: '308212345678'})).toMatchObject({ok: true});
    expect((await programmeAttributes(browser)).map((attribute) => attribute.key).sort()).toEqual([...PROGRAMME_KEYS].sort());
    expect((await loadRoot(browser)).shopper).toEqual({member: true, velocity: true});

    expect(await signOut(browser)).toMatchObject({ok: true, message: SIGNED_OUT_MESSAGE});

    expect(await programmeAttributes(browser)).toEqual([]);
    expect((await cartOf(browser)).buyerIdentity.email).toBeNull();
    expect((await loadRoot(browser)).shopper).toEqual({member: false, velocity: false});
    expect(await linesOf(browser)).toHaveLength(2);
  });

  it('with no bag, just signs out', async () => {
    const browser = new TestBrowser();
    await outcome(browser, {intent: 'sign-in', email: lee.email});
    await outcome(browser, {intent: 'verify-code', code: lastSignInCode(lee.email)});
    expect(await signedIn(browser)).toBe(true);

    expect(await signOut(browser)).toMatchObject({ok: true, message: SIGNED_OUT_MESSAGE});
    expect(await signedIn(browser)).toBe(false);
    expect((await loadRoot(browser)).cart).toBeNull();
  });
});

describe('signing out when the bag cannot be changed', () => {
  it('Shopify down: the session still ends, and the shopper is told the details are still on the bag', async () => {
    const browser = await leeSignedInWithABag();
    setStorefrontFault('fail');

    expect(await signOut(browser)).toMatchObject({ok: true, status: 200, message: SIGNED_OUT_BAG_KEPT_MESSAGE});

    setStorefrontFault(null);
    expect(await signedIn(browser)).toBe(false);
    expect(await linesOf(browser)).toHaveLength(2);
  });

  it('the change refused: the session still ends', async () => {
    const browser = await leeSignedInWithABag();
    mockServer.use(
      http.post(STOREFRONT_API, async ({request}) => {
        const {query} = (await request.clone().json()) as {query?: string};
        if (!/mutation\s+cartAttributesUpdate\b/.test(query ?? '')) return undefined;
        return HttpResponse.json({errors: [{message: 'Internal error'}]}, {status: 500});
      }),
    );

    expect(await signOut(browser)).toMatchObject({ok: true, message: SIGNED_OUT_BAG_KEPT_MESSAGE});

    expect(await signedIn(browser)).toBe(false);
    // Nothing half-done: the details and the e-mail they are bound to are still together, and the lines stay.
    expect(await programmeAttributes(browser)).toHaveLength(1);
    expect((await cartOf(browser)).buyerIdentity.email).toBe(lee.email);
    expect(await linesOf(browser)).toHaveLength(2);
  });
});
