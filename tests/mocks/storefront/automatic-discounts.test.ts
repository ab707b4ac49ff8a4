/**
 * Automatic discounts: the stand-in applies them to qualifying lines while
 * they run (CartAutomaticDiscountAllocation, line and cart totals), and the
 * demo shop's list, with its member-price Discount Functions, mirrors the
 * content's campaigns so every demo product costs in the bag what the
 * storefront shows on its tile, to guests, members and Velocity members alike.
 */
import {setupServer} from 'msw/node';
import {pricedVariant} from '../fixtures/priced-variant';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {activeCampaigns, type RawCampaign} from '~/domain/campaigns';
import {parseCampaigns} from '~/domain/campaign-parsing';
import {campaignPricing} from '~/domain/campaign-pricing';
import {priceShopperOf} from '~/domain/priced-line';
import type {Attribute} from '~/domain/types';
import {
  automaticDiscounts as demoAutomaticDiscounts,
  memberDiscountFunctions,
  type FixtureAutomaticDiscount,
} from '../fixtures/automatic-discounts';
import {catalogue as demoCatalogue} from '../fixtures/catalogue';
import {loadContent} from '../prismic/documents';
import {automaticLineDiscount, largestLineDiscount, priceCart} from './cart-pricing';
import {indexCatalogue} from './catalogue-index';
import type {CartRecord} from './cart-model';
import {createStorefrontHandlers} from './create-handlers';
import {toCents} from './money';
import {createTestStore, postGraphQL} from './test-support';

const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const QUEEN_MEDIUM = variantGid(2003); // cloud-mattress (tag sale-20): 1299.00, compare at 1599.00
const OAK_BED = variantGid(2101); // tag bed: 1000.00
const DONATION = variantGid(2301); // no tags: 5.00, not taxable

const CLOUD_SALE: FixtureAutomaticDiscount = {
  title: 'Cloud Sale',
  productTags: ['SALE-20'],
  percentOff: 20,
  startsAt: '2025-06-05T00:00:00Z',
  endsAt: '2025-06-12T23:59:59Z',
};

let now = new Date('2025-06-10T00:00:00Z');
const store = createTestStore({automaticDiscounts: [CLOUD_SALE], clock: () => now});
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
  it('takes the percentage off each qualifying line, as CartAutomaticDiscountAllocation, and off the cart totals', async () => {
    const cart = await createCart([
      {merchandiseId: QUEEN_MEDIUM, quantity: 2},
      {merchandiseId: OAK_BED, quantity: 1},
    ]);
    const queen = lineOf(cart, QUEEN_MEDIUM);
    // 20% of 1299.00 = 259.80 a unit; two units.
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

  it('runs from its start to its end, both inclusive', async () => {
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

describe('automaticLineDiscount', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  const discount = (title: string, percentOff: number, tags: string[], excluded?: string[]): FixtureAutomaticDiscount => ({
    title,
    productTags: tags,
    excludedProductTags: excluded,
    percentOff,
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: null,
  });

  it('applies the one discount that saves the most when several match (they do not combine)', () => {
    const discounts = [discount('Ten', 10, ['a']), discount('Thirty', 30, ['b']), discount('Also thirty', 30, ['a'])];
    expect(automaticLineDiscount(discounts, {tags: ['a', 'b']}, 100_00, 1, at)).toEqual({
      title: 'Thirty',
      value: {kind: 'percentage', percentage: 30},
      cents: 30_00,
    });
  });

  it('leaves out products with an excluded tag, and products with no matching tag', () => {
    const discounts = [discount('Summer', 15, ['colours'], ['boxes'])];
    expect(automaticLineDiscount(discounts, {tags: ['colours', 'Boxes']}, 100_00, 1, at)).toBeNull();
    expect(automaticLineDiscount(discounts, {tags: ['other']}, 100_00, 1, at)).toBeNull();
    expect(automaticLineDiscount(discounts, {tags: [' Colours ']}, 100_00, 1, at)?.cents).toBe(15_00);
  });

  it('rounds a unit to the cent, then multiplies by the quantity', () => {
    // 12.5% of 9.99 = 1.24875 → 1.25 a unit, so 8.75 for seven (12.5% of the line's 69.93 would be 8.74).
    const eighth = [discount('Eighth', 12.5, ['a'])];
    expect(automaticLineDiscount(eighth, {tags: ['a']}, 999, 7, at)?.cents).toBe(125 * 7);
  });

  it('never discounts a free unit', () => {
    expect(automaticLineDiscount([discount('All', 50, ['a'])], {tags: ['a']}, 0, 2, at)).toBeNull();
  });
});

describe('largestLineDiscount', () => {
  const percent = (title: string, cents: number) => ({title, value: {kind: 'percentage' as const, percentage: 10}, cents});
  const each = (title: string, cents: number) => ({title, value: {kind: 'fixedAmountEach' as const, amountCents: cents}, cents});

  it('applies the one saving most, a basic discount or a Discount Function’s (product discounts do not combine)', () => {
    expect(largestLineDiscount([percent('Sale', 79_77), each('Member Prices', 101_35)])?.title).toBe('Member Prices');
    expect(largestLineDiscount([percent('Sale', 265_90), each('Member Prices', 101_35)])?.title).toBe('Sale');
  });

  it('keeps the first listed on a tie, and applies nothing that saves nothing', () => {
    expect(largestLineDiscount([percent('Sale', 100_00), each('Member Prices', 100_00)])?.title).toBe('Sale');
    expect(largestLineDiscount([percent('Sale', 0), each('Member Prices', 0)])).toBeNull();
    expect(largestLineDiscount([])).toBeNull();
  });
});

describe('the demo shop’s automatic discounts mirror the content’s campaigns', () => {
  const content = loadContent();
  const settings = content.documents.find((doc) => doc.type === 'campaign_settings')!;
  const {value: campaigns} = parseCampaigns(settings.data.campaigns as RawCampaign[]);
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
  const MEMBER: Attribute = {key: 'membership_details', value: JSON.stringify({email: EMAIL, memberId: 'DH100001'})};
  const VELOCITY: Attribute = {key: 'velocity_details', value: JSON.stringify({email: EMAIL, velocityNumber: '0123456789'})};
  /** Bags as the storefront leaves them; the app reads each one's shopper from the same attributes. */
  const bags: {who: string; attributes: Attribute[]}[] = [
    {who: 'a guest', attributes: []},
    {who: 'a member', attributes: [MEMBER]},
    {who: 'a Velocity member', attributes: [VELOCITY]},
    {who: 'a member with Velocity too', attributes: [MEMBER, VELOCITY]},
    {who: 'a bag with forged details', attributes: [{key: 'membership_details', value: '{"memberId":"DH100001"}'}]},
  ];

  /** What one unit costs in a bag holding three of the variant. */
  function bagUnitCents(variantId: number, at: Date, attributes: Attribute[] = []): number {
    const cart: CartRecord = {
      token: 'token',
      secret: 'secret',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      note: '',
      attributes,
      buyerIdentity: {email: null, phone: null, countryCode: 'AU', customerAccessToken: null},
      discountCodes: [],
      lines: [{token: 'line', merchandiseId: variantId, quantity: 3, attributes: []}],
    };
    const priced = priceCart(cart, index, {
      discountCodes: {},
      automaticDiscounts: demoAutomaticDiscounts,
      memberDiscountFunctions,
      now: at,
    });
    return priced.lines[0].totalCents / 3;
  }

  it.each(instants)('every demo product costs in the bag what its tile shows its shopper, at %s', (iso) => {
    const at = new Date(iso);
    const active = activeCampaigns(campaigns, at.getTime());
    const mismatches: string[] = [];
    for (const {who, attributes} of bags) {
      const shopper = priceShopperOf(attributes);
      for (const product of demoCatalogue.products) {
        for (const variant of product.variants) {
          const view = campaignPricing(
            pricedVariant(product, variant),
            active,
            shopper,
          );
          const expected = toCents(view.price.amount);
          const charged = bagUnitCents(variant.id, at, attributes);
          if (charged !== expected) mismatches.push(`${who}, ${product.handle} ${variant.sku}: bag ${charged}, tile ${expected}`);
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
    expect(bagUnitCents(signature.id, at)).toBe(265_900);
    expect(bagUnitCents(signature.id, at, [MEMBER])).toBe(255_765);
    expect(bagUnitCents(signature.id, at, [VELOCITY])).toBe(265_900);
    expect(bagUnitCents(coolflow.id, at, [MEMBER])).toBe(125_900);
    expect(bagUnitCents(coolflow.id, at, [VELOCITY])).toBe(123_112);
  });

  it('really discounts: the Spring Sale takes 30% off an Aurora mattress now, the Summer Sale 15% off the Oslo bed once started', () => {
    const aurora = demoCatalogue.products.find((product) => product.handle === 'aurora-hybrid-mattress')!.variants[0];
    const oslo = demoCatalogue.products.find((product) => product.handle === 'oslo-timber-bed')!.variants[0];
    expect(bagUnitCents(aurora.id, new Date('2026-11-21T00:00:00Z'))).toBe(97_930);
    expect(bagUnitCents(oslo.id, new Date('2030-05-31T23:59:59Z'))).toBe(134_900);
    expect(bagUnitCents(oslo.id, new Date('2030-06-01T00:00:00Z'))).toBe(114_665);
  });
});
