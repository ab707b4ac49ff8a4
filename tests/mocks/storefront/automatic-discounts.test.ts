/**
 * Automatic discounts: the stand-in runs each running discount's Shopify Function (extensions/campaign-prices)
 * on the cart and applies its candidates to the lines (CartAutomaticDiscountAllocation, line and cart totals),
 * and the demo shop's discounts, made from the content's campaigns as setup makes them, charge every demo
 * product in the bag what the storefront shows on its tile, to guests, members and Velocity members alike.
 */
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {STAND_IN_MEMBER_SIGNING_KEY} from '~/config/checkout';
import {activeCampaigns} from '~/domain/campaigns';
import {campaignPricing} from '~/domain/campaign-pricing';
import type {DiscountPlan} from '~/domain/checkout-plans';
import {signedDetailsValue} from '~/domain/checkout-rules/programme-details';
import {priceShopperOf} from '~/domain/priced-line';
import type {Attribute} from '~/domain/types';
import {createMemberDetails} from '~/kernel/security/member-details';
import {catalogue as demoCatalogue} from '../fixtures/catalogue';
import {checkoutRules as demoCheckoutRules, demoContentCampaigns} from '../fixtures/automatic-discounts';
import {pricedVariant} from '../fixtures/priced-variant';
import type {CartRecord} from './cart-model';
import {priceCart} from './cart-pricing';
import {indexCatalogue} from './catalogue-index';
import type {CheckoutRules} from './checkout-rules';
import {createStorefrontHandlers} from './create-handlers';
import {toCents} from './money';
import {createTestStore, postGraphQL} from './test-support';

const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const QUEEN_MEDIUM = variantGid(2003); // cloud-mattress (tag sale-20): 1299.00, compare at 1599.00
const OAK_BED = variantGid(2101); // tag bed: 1000.00
const DONATION = variantGid(2301); // no tags: 5.00, not taxable

/** A percent-off campaign discount as setup makes it (app/domain/checkout-plans.ts). */
function campaignDiscount(
  title: string,
  percent: number,
  campaignTags: string[],
  {startsAt = null, endsAt = null, excludedTags = []}: {startsAt?: string | null; endsAt?: string | null; excludedTags?: string[]} = {},
): DiscountPlan {
  return {
    type: 'discount',
    title,
    functionHandle: 'campaign-prices',
    discountClasses: ['PRODUCT'],
    startsAt,
    endsAt,
    combinesWith: {productDiscounts: false, orderDiscounts: true, shippingDiscounts: true},
    configuration: {kind: 'price', percent, message: title},
    variables: {campaignTags, excludedTags},
  };
}

const CLOUD_SALE = campaignDiscount('Cloud Sale', 20, ['SALE-20'], {startsAt: '2025-06-05T00:00:00Z', endsAt: '2025-06-13T00:00:00Z'});

let now = new Date('2025-06-10T00:00:00Z');
const store = createTestStore({checkoutRules: [CLOUD_SALE], clock: () => now});
const server = setupServer(...createStorefrontHandlers(store));
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  store.reset();
  now = new Date('2025-06-10T00:00:00Z');
});
afterAll(() => server.close());

const CART_FIELDS = `
  id
  cost { subtotalAmount { amount } totalAmount { amount } totalTaxAmount { amount } }
  discountCodes { code applicable }
  lines(first: 10) {
    nodes {
      merchandise { ... on ProductVariant { id } }
      cost { amountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } }
      discountAllocations {
        __typename
        discountedAmount { amount currencyCode }
        ... on CartAutomaticDiscountAllocation { title }
        ... on CartCodeDiscountAllocation { code }
      }
    }
  }
`;

async function createCart(lines: {merchandiseId: string; quantity: number}[], discountCodes: string[] = []) {
  const {body} = await postGraphQL(
    `mutation cartCreate($input: CartInput!) { cartCreate(input: $input) { cart { ${CART_FIELDS} } userErrors { message } } }`,
    {input: {lines, discountCodes}},
  );
  expect(body.errors).toBeUndefined();
  expect(body.data.cartCreate.userErrors).toEqual([]);
  return body.data.cartCreate.cart;
}

async function readCart(id: string) {
  const {body} = await postGraphQL(`query ($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`, {id});
  expect(body.errors).toBeUndefined();
  return body.data.cart;
}

type Line = {merchandise: {id: string}; cost: Record<string, {amount: string}>; discountAllocations: unknown[]};
const lineOf = (cart: {lines: {nodes: Line[]}}, merchandiseId: string) =>
  cart.lines.nodes.find((line) => line.merchandise.id === merchandiseId)!;

describe('automatic discounts on cart lines', () => {
  it('takes the campaign’s saving off each qualifying line, as CartAutomaticDiscountAllocation, and off the cart totals', async () => {
    const cart = await createCart([
      {merchandiseId: QUEEN_MEDIUM, quantity: 2},
      {merchandiseId: OAK_BED, quantity: 1},
    ]);
    const queen = lineOf(cart, QUEEN_MEDIUM);
    // 20% of 1299.00 = 259.80 a unit; two units. Tags match case-insensitively (SALE-20 / sale-20).
    expect(queen.discountAllocations).toEqual([
      {__typename: 'CartAutomaticDiscountAllocation', title: 'Cloud Sale', discountedAmount: {amount: '519.6', currencyCode: 'AUD'}},
    ]);
    expect(queen.cost).toEqual({
      amountPerQuantity: {amount: '1299.0'},
      subtotalAmount: {amount: '2598.0'},
      totalAmount: {amount: '2078.4'},
    });
    expect(lineOf(cart, OAK_BED).discountAllocations).toEqual([]);
    // 2078.40 + 1000.00; GST is one eleventh of the discounted total.
    expect(cart.cost).toEqual({
      subtotalAmount: {amount: '3078.4'},
      totalAmount: {amount: '3078.4'},
      totalTaxAmount: {amount: '279.85'},
    });
  });

  it('runs from its start until its end (Shopify’s discount has ended at endsAt)', async () => {
    now = new Date('2025-06-04T12:00:00Z');
    const {id} = await createCart([{merchandiseId: QUEEN_MEDIUM, quantity: 1}]);
    const totalAt = async (iso: string) => {
      now = new Date(iso);
      return lineOf(await readCart(id), QUEEN_MEDIUM).cost.totalAmount.amount;
    };
    expect(await totalAt('2025-06-04T23:59:59Z')).toBe('1299.0');
    expect(await totalAt('2025-06-05T00:00:00Z')).toBe('1039.2');
    expect(await totalAt('2025-06-12T23:59:59Z')).toBe('1039.2');
    expect(await totalAt('2025-06-13T00:00:00Z')).toBe('1299.0');
  });

  it('applies first; a discount code then takes its percentage of what is left', async () => {
    const cart = await createCart([{merchandiseId: QUEEN_MEDIUM, quantity: 1}, {merchandiseId: DONATION, quantity: 1}], ['SAVE10']);
    const queen = lineOf(cart, QUEEN_MEDIUM);
    // 1299.00 − 259.80 = 1039.20; 10% of that = 103.92.
    expect(queen.discountAllocations).toEqual([
      {__typename: 'CartAutomaticDiscountAllocation', title: 'Cloud Sale', discountedAmount: {amount: '259.8', currencyCode: 'AUD'}},
      {__typename: 'CartCodeDiscountAllocation', code: 'SAVE10', discountedAmount: {amount: '103.92', currencyCode: 'AUD'}},
    ]);
    expect(queen.cost.totalAmount.amount).toBe('935.28');
    expect(cart.discountCodes).toEqual([{code: 'SAVE10', applicable: true}]);
  });

  it('charges the automatic discount at checkout too', async () => {
    const cart = await createCart([{merchandiseId: QUEEN_MEDIUM, quantity: 1}]);
    const [, token] = /^gid:\/\/shopify\/Cart\/([\w-]+)\?key=/.exec(cart.id)!;
    const key = /key=([0-9a-f]+)/.exec(cart.id)![1];
    const page = await (await fetch(`https://test-shop.myshopify.com/cart/c/${token}?key=${key}`)).text();
    expect(page).toContain('<output name="total">$1039.20 AUD</output>');
  });
});

describe('product discounts do not combine', () => {
  const index = indexCatalogue(demoCatalogue);
  const at = new Date('2026-11-21T00:00:00Z');
  const signature = demoCatalogue.products.find((product) => product.handle === 'dreamhaus-signature-mattress')!.variants[0];
  const memberPrices = demoCheckoutRules.find((plan) => plan.title === 'Member Prices')!;
  const EMAIL = 'sam@example.com';
  const MEMBER = {key: 'membership_details', value: signedDetailsValue('member', {email: EMAIL, number: 'DH100001', expires: '2026-12-05'}, STAND_IN_MEMBER_SIGNING_KEY)};

  function signatureLine(rules: CheckoutRules, attributes: Attribute[]) {
    const cart: CartRecord = {
      token: 'token',
      secret: 'secret',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      note: '',
      attributes,
      buyerIdentity: {email: EMAIL, phone: null, countryCode: 'AU', customerAccessToken: null},
      discountCodes: [],
      lines: [{token: 'line', merchandiseId: signature.id, quantity: 2, attributes: []}],
    };
    const [line] = priceCart(cart, index, {discountCodes: {}, checkoutRules: rules, now: at}).lines;
    return {title: line.automaticDiscount?.title ?? null, totalCents: line.totalCents};
  }
  const membersWeek = (percent: number) => campaignDiscount('Members Week', percent, ['member-campaign']);

  it('a line gets the larger saving: the member price (101.35 a unit) beats 3% off (79.77), 10% off (265.90) beats it', () => {
    expect(signatureLine([membersWeek(3), memberPrices], [MEMBER])).toEqual({title: 'Member Prices', totalCents: 2 * 255_765});
    expect(signatureLine([memberPrices, membersWeek(10)], [MEMBER])).toEqual({title: 'Members Week', totalCents: 2 * 239_310});
  });

  it('a guest gets the campaign alone; on a tie the first discount listed applies', () => {
    expect(signatureLine([membersWeek(3), memberPrices], [])).toEqual({title: 'Members Week', totalCents: 2 * 257_923});
    const twin = {...membersWeek(3), title: 'Members Week again'};
    expect(signatureLine([membersWeek(3), twin], []).title).toBe('Members Week');
    expect(signatureLine([twin, membersWeek(3)], []).title).toBe('Members Week again');
  });
});

describe('the demo shop’s discounts charge what the storefront shows', () => {
  const campaigns = demoContentCampaigns();
  const index = indexCatalogue(demoCatalogue);
  const instants = [
    '2025-03-01T00:00:00Z', // the End of Financial Year Sale still runs
    '2025-06-30T23:59:59Z', // its last second
    '2025-07-01T00:00:00Z',
    '2026-11-21T00:00:00Z',
    '2030-05-31T23:59:59Z',
    '2030-06-01T00:00:00Z', // the Summer Sale starts
    '2030-12-31T23:59:59Z', // everything's last second
    '2031-01-01T00:00:00Z',
  ];

  const EMAIL = 'sam@example.com';
  const KEY = STAND_IN_MEMBER_SIGNING_KEY;
  const EXPIRES = '2099-12-31';
  const MEMBER: Attribute = {key: 'membership_details', value: signedDetailsValue('member', {email: EMAIL, number: 'DH100001', expires: EXPIRES}, KEY)};
  const VELOCITY: Attribute = {
    key: 'velocity_details',
    value: signedDetailsValue('velocity', {email: EMAIL, number: '0123456789', expires: EXPIRES}, KEY),
  };
  /** Bags as the storefront leaves them; the tile reads each one's shopper from the details that verify. */
  const bags: {who: string; email: string | null; attributes: Attribute[]}[] = [
    {who: 'a guest', email: null, attributes: []},
    {who: 'a member', email: EMAIL, attributes: [MEMBER]},
    {who: 'a Velocity member', email: EMAIL, attributes: [VELOCITY]},
    {who: 'a member with Velocity too', email: EMAIL, attributes: [MEMBER, VELOCITY]},
    {who: 'a bag with forged details', email: EMAIL, attributes: [{key: 'membership_details', value: JSON.stringify({email: EMAIL, memberId: 'DH100001'})}]},
    {who: 'a member’s details on someone else’s bag', email: 'lee@example.com', attributes: [MEMBER, VELOCITY]},
  ];
  const memberDetails = createMemberDetails(KEY);
  const variants = demoCatalogue.products.flatMap((product) => product.variants.map((variant) => ({product, variant})));

  /** What one unit of each variant costs in a bag holding three of every variant, by variant id. */
  function bagUnitCents(at: Date, email: string | null, attributes: Attribute[]): Map<number, number> {
    const cart: CartRecord = {
      token: 'token',
      secret: 'secret',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      note: '',
      attributes,
      buyerIdentity: {email, phone: null, countryCode: 'AU', customerAccessToken: null},
      discountCodes: [],
      lines: variants.map(({variant}) => ({token: `line-${variant.id}`, merchandiseId: variant.id, quantity: 3, attributes: []})),
    };
    const priced = priceCart(cart, index, {discountCodes: {}, checkoutRules: demoCheckoutRules, now: at});
    return new Map(priced.lines.map((line) => [line.variant.id, line.totalCents / 3]));
  }

  it.each(instants)('every demo product costs in the bag what its tile shows its shopper, at %s', (iso) => {
    const at = new Date(iso);
    const active = activeCampaigns(campaigns, at.getTime());
    const mismatches: string[] = [];
    for (const {who, email, attributes} of bags) {
      const shopper = priceShopperOf(memberDetails.verified({attributes, buyerIdentity: {email}}, at.getTime()));
      const charged = bagUnitCents(at, email, attributes);
      for (const {product, variant} of variants) {
        const expected = toCents(campaignPricing(pricedVariant(product, variant), active, shopper).price.amount);
        if (charged.get(variant.id) !== expected) {
          mismatches.push(`${who}, ${product.handle} ${variant.sku}: bag ${charged.get(variant.id)}, tile ${expected}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('really charges members: the Signature mattress and the CoolFlow mattress at their programme’s price, to the cent', () => {
    const at = new Date('2026-11-21T00:00:00Z');
    const variant = (handle: string) => demoCatalogue.products.find((product) => product.handle === handle)!.variants[0];
    const signature = variant('dreamhaus-signature-mattress'); // 2659.00, RRP 3009.00; 15% off RRP = 2557.65
    const coolflow = variant('coolflow-gel-mattress'); // 1259.00, RRP 1399.00; 12% off RRP = 1231.12
    expect([signature.price, signature.compareAtPrice, coolflow.price, coolflow.compareAtPrice]).toEqual([
      '2659.00',
      '3009.00',
      '1259.00',
      '1399.00',
    ]);
    const unit = (id: number, attributes: Attribute[], email: string | null = EMAIL) => bagUnitCents(at, email, attributes).get(id);
    expect(unit(signature.id, [], null)).toBe(265_900);
    expect(unit(signature.id, [MEMBER])).toBe(255_765);
    expect(unit(signature.id, [MEMBER], 'lee@example.com')).toBe(265_900);
    expect(unit(signature.id, [VELOCITY])).toBe(265_900);
    expect(unit(coolflow.id, [MEMBER])).toBe(125_900);
    expect(unit(coolflow.id, [VELOCITY])).toBe(123_112);
  });

  it('really discounts: the Spring Sale takes 30% off an Aurora mattress now, the Summer Sale 15% off the Oslo bed once started', () => {
    const aurora = demoCatalogue.products.find((product) => product.handle === 'aurora-hybrid-mattress')!.variants[0];
    const oslo = demoCatalogue.products.find((product) => product.handle === 'oslo-timber-bed')!.variants[0];
    expect(bagUnitCents(new Date('2026-11-21T00:00:00Z'), null, []).get(aurora.id)).toBe(97_930);
    expect(bagUnitCents(new Date('2030-05-31T23:59:59Z'), null, []).get(oslo.id)).toBe(134_900);
    expect(bagUnitCents(new Date('2030-06-01T00:00:00Z'), null, []).get(oslo.id)).toBe(114_665);
  });
});
