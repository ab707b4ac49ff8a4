/**
 * Member and Velocity prices at checkout: the merchant's Discount Function
 * (member-price-function.ts), configured per programme in
 * ../fixtures/automatic-discounts.ts, charges a cart carrying the programme's
 * details the campaign's price, on the line, in the cart's totals and on the
 * checkout page; everyone else pays the price.
 */
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {readMembershipDetails, readVelocityDetails} from '~/domain/membership';
import {
  automaticDiscounts as demoAutomaticDiscounts,
  memberDiscountFunctions,
  type FixtureAutomaticDiscount,
  type MemberPriceFunctionConfiguration,
} from '../fixtures/automatic-discounts';
import {catalogue as demoCatalogue} from '../fixtures/catalogue';
import type {CartRecord} from './cart-model';
import {priceCart} from './cart-pricing';
import {indexCatalogue} from './catalogue-index';
import {createStorefrontHandlers} from './create-handlers';
import {hasMemberDetails, memberUnitCents, runMemberPriceFunction, type MemberPriceFunctionInput} from './member-price-function';
import {createTestStore, postGraphQL, TEST_ORIGIN} from './test-support';

const variantOf = (handle: string) => demoCatalogue.products.find((product) => product.handle === handle)!.variants[0];
/** Single / Plush: 2659.00, compare-at 3009.00, tag member-campaign (Member Prices, 15%). */
const SIGNATURE = variantOf('dreamhaus-signature-mattress');
/** Single / Medium: 1259.00, compare-at 1399.00, tag velocity-campaign (Velocity Frequent Flyer Offer, 12%). */
const COOLFLOW = variantOf('coolflow-gel-mattress');
/** Queen: 3999.00, compare-at 4599.00, tag velocity-campaign: 12% off 4599.00 is 4047.12, above the price. */
const SIGNATURE_ENSEMBLE = variantOf('dreamhaus-signature-ensemble');
const gidOf = (variant: {id: number}) => `gid://shopify/ProductVariant/${variant.id}`;

const MEMBER_DETAILS = JSON.stringify({email: 'sam@example.com', memberId: 'DH100001'});
const VELOCITY_DETAILS = JSON.stringify({email: 'sam@example.com', velocityNumber: '0123456789'});
const memberConfiguration = memberDiscountFunctions[0].configuration;
const velocityConfiguration = memberDiscountFunctions[1].configuration;

const NOW = '2026-11-21T00:00:00Z';
let now = new Date(NOW);
const store = createTestStore({
  catalogue: demoCatalogue,
  automaticDiscounts: demoAutomaticDiscounts,
  memberDiscountFunctions,
  clock: () => now,
});
const server = setupServer(...createStorefrontHandlers(store));
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  store.reset();
  now = new Date(NOW);
});
afterAll(() => server.close());

const CART_FIELDS = `
  id
  checkoutUrl
  attributes { key value }
  cost { subtotalAmount { amount } totalAmount { amount } totalTaxAmount { amount } }
  lines(first: 10) {
    nodes {
      merchandise { ... on ProductVariant { id } }
      cost { amountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } }
      discountAllocations {
        __typename
        discountedAmount { amount currencyCode }
        ... on CartAutomaticDiscountAllocation {
          title
          discountApplication { allocationMethod targetSelection value { __typename ... on MoneyV2 { amount } } }
        }
      }
    }
  }
`;

interface Cart {
  id: string;
  checkoutUrl: string;
  cost: Record<string, {amount: string}>;
  lines: {nodes: {merchandise: {id: string}; cost: Record<string, {amount: string}>; discountAllocations: unknown[]}[]};
}

async function createCart(lines: {merchandiseId: string; quantity: number}[]): Promise<Cart> {
  const {body} = await postGraphQL(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { ${CART_FIELDS} } userErrors { message } } }`,
    {input: {lines}},
  );
  expect(body.errors).toBeUndefined();
  expect(body.data.cartCreate.userErrors).toEqual([]);
  return body.data.cartCreate.cart;
}

async function setAttributes(cartId: string, attributes: {key: string; value: string}[]): Promise<Cart> {
  const {body} = await postGraphQL(
    `mutation ($cartId: ID!, $attributes: [AttributeInput!]!) {
      cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { cart { ${CART_FIELDS} } userErrors { message } }
    }`,
    {cartId, attributes},
  );
  expect(body.errors).toBeUndefined();
  expect(body.data.cartAttributesUpdate.userErrors).toEqual([]);
  return body.data.cartAttributesUpdate.cart;
}

async function readCart(id: string): Promise<Cart> {
  const {body} = await postGraphQL(`query ($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`, {id});
  expect(body.errors).toBeUndefined();
  return body.data.cart;
}

async function checkoutPage(cart: Cart): Promise<string> {
  const url = new URL(cart.checkoutUrl);
  expect(url.origin).toBe(TEST_ORIGIN);
  return (await fetch(url)).text();
}

const lineOf = (cart: Cart, variant: {id: number}) => cart.lines.nodes.find((line) => line.merchandise.id === gidOf(variant))!;
const lineTotal = (cart: Cart, variant: {id: number}) => lineOf(cart, variant).cost.totalAmount.amount;

describe('member prices at checkout', () => {
  it('charges the regular price to a cart without member details', async () => {
    const cart = await createCart([{merchandiseId: gidOf(SIGNATURE), quantity: 1}]);
    expect(lineOf(cart, SIGNATURE).cost.totalAmount.amount).toBe('2659.0');
    expect(lineOf(cart, SIGNATURE).discountAllocations).toEqual([]);
    expect(cart.cost.totalAmount.amount).toBe('2659.0');
    expect(await checkoutPage(cart)).toContain('<output name="total">$2659.00 AUD</output>');
  });

  it('charges the member price once membership_details is on the cart: line, totals, GST and checkout', async () => {
    const {id} = await createCart([{merchandiseId: gidOf(SIGNATURE), quantity: 1}]);
    const cart = await setAttributes(id, [{key: 'membership_details', value: MEMBER_DETAILS}]);
    // Lower of 2659.00 and 3009.00 less 15% (2557.65): 101.35 off the unit.
    expect(lineOf(cart, SIGNATURE)).toEqual({
      merchandise: {id: gidOf(SIGNATURE)},
      cost: {amountPerQuantity: {amount: '2659.0'}, subtotalAmount: {amount: '2659.0'}, totalAmount: {amount: '2557.65'}},
      discountAllocations: [
        {
          __typename: 'CartAutomaticDiscountAllocation',
          title: 'Member Prices',
          discountedAmount: {amount: '101.35', currencyCode: 'AUD'},
          discountApplication: {allocationMethod: 'EACH', targetSelection: 'EXPLICIT', value: {__typename: 'MoneyV2', amount: '101.35'}},
        },
      ],
    });
    // GST is one eleventh of 2557.65.
    expect(cart.cost).toEqual({subtotalAmount: {amount: '2557.65'}, totalAmount: {amount: '2557.65'}, totalTaxAmount: {amount: '232.51'}});
    const page = await checkoutPage(cart);
    expect(page).toContain('<td>1</td><td>$2557.65 AUD</td>');
    expect(page).toContain('<output name="subtotal">$2557.65 AUD</output>');
    expect(page).toContain('<output name="gst">$232.51 AUD</output>');
    expect(page).toContain('<output name="total">$2557.65 AUD</output>');
  });

  it('takes the saving off every unit, so a line of n costs n × the member price', async () => {
    const {id} = await createCart([{merchandiseId: gidOf(SIGNATURE), quantity: 3}]);
    const cart = await setAttributes(id, [{key: 'membership_details', value: MEMBER_DETAILS}]);
    expect(lineTotal(cart, SIGNATURE)).toBe('7672.95');
    expect(await checkoutPage(cart)).toContain('<output name="total">$7672.95 AUD</output>');
  });

  it('goes back to the price once the details are removed or emptied', async () => {
    const {id} = await createCart([{merchandiseId: gidOf(SIGNATURE), quantity: 1}]);
    await setAttributes(id, [{key: 'membership_details', value: MEMBER_DETAILS}]);
    const removed = await setAttributes(id, []);
    expect(lineTotal(removed, SIGNATURE)).toBe('2659.0');
    expect(await checkoutPage(removed)).toContain('<output name="total">$2659.00 AUD</output>');
    const emptied = await setAttributes(id, [{key: 'membership_details', value: ''}]);
    expect(lineTotal(emptied, SIGNATURE)).toBe('2659.0');
  });

  it('gives Velocity prices to velocity_details only, and each programme only its own products', async () => {
    const {id} = await createCart([
      {merchandiseId: gidOf(SIGNATURE), quantity: 1},
      {merchandiseId: gidOf(COOLFLOW), quantity: 1},
      {merchandiseId: gidOf(SIGNATURE_ENSEMBLE), quantity: 1},
    ]);
    const member = await setAttributes(id, [{key: 'membership_details', value: MEMBER_DETAILS}]);
    expect([lineTotal(member, SIGNATURE), lineTotal(member, COOLFLOW), lineTotal(member, SIGNATURE_ENSEMBLE)]).toEqual([
      '2557.65',
      '1259.0',
      '3999.0',
    ]);
    const velocity = await setAttributes(id, [{key: 'velocity_details', value: VELOCITY_DETAILS}]);
    // 1399.00 less 12% = 1231.12; the ensemble's 4599.00 less 12% (4047.12) is above its price, so it stays 3999.00.
    expect([lineTotal(velocity, SIGNATURE), lineTotal(velocity, COOLFLOW), lineTotal(velocity, SIGNATURE_ENSEMBLE)]).toEqual([
      '2659.0',
      '1231.12',
      '3999.0',
    ]);
    expect(lineOf(velocity, SIGNATURE_ENSEMBLE).discountAllocations).toEqual([]);
    expect((lineOf(velocity, COOLFLOW).discountAllocations[0] as {title: string}).title).toBe('Velocity Frequent Flyer Offer');
    const both = await setAttributes(id, [
      {key: 'membership_details', value: MEMBER_DETAILS},
      {key: 'velocity_details', value: VELOCITY_DETAILS},
    ]);
    expect(both.cost.totalAmount.amount).toBe('7787.77'); // 2557.65 + 1231.12 + 3999.00
    expect(await checkoutPage(both)).toContain('<output name="total">$7787.77 AUD</output>');
  });

  it('applies only while the campaign runs, both ends inclusive', async () => {
    // A new member cart at each instant: carts expire after ten idle days.
    const totalAt = async (iso: string) => {
      now = new Date(iso);
      const {id} = await createCart([{merchandiseId: gidOf(SIGNATURE), quantity: 1}]);
      await setAttributes(id, [{key: 'membership_details', value: MEMBER_DETAILS}]);
      return lineTotal(await readCart(id), SIGNATURE);
    };
    expect(await totalAt('2024-12-31T23:59:59Z')).toBe('2659.0');
    expect(await totalAt('2025-01-01T00:00:00Z')).toBe('2557.65');
    expect(await totalAt('2030-12-31T23:59:59Z')).toBe('2557.65');
    expect(await totalAt('2031-01-01T00:00:00Z')).toBe('2659.0');
  });

  it.each([
    ['not JSON', 'DH100001'],
    ['JSON that is not an object', '"sam@example.com DH100001"'],
    ['no e-mail', JSON.stringify({memberId: 'DH100001'})],
    ['an invalid e-mail', JSON.stringify({email: 'sam@localhost', memberId: 'DH100001'})],
    ['no member number', JSON.stringify({email: 'sam@example.com'})],
    ['a member number too short', JSON.stringify({email: 'sam@example.com', memberId: 'DH1'})],
    ['a Velocity number in place of the member number', JSON.stringify({email: 'sam@example.com', velocityNumber: '0123456789'})],
    ['whitespace', '   '],
  ])('gives nothing for membership_details holding %s', async (_case, value) => {
    const {id} = await createCart([{merchandiseId: gidOf(SIGNATURE), quantity: 1}]);
    const cart = await setAttributes(id, [{key: 'membership_details', value}]);
    expect(lineTotal(cart, SIGNATURE)).toBe('2659.0');
    expect(lineOf(cart, SIGNATURE).discountAllocations).toEqual([]);
  });
});

describe('where a basic automatic discount also matches a member product', () => {
  const index = indexCatalogue(demoCatalogue);
  const at = new Date(NOW);
  const membersWeek = (percentOff: number): FixtureAutomaticDiscount => ({
    title: 'Members Week',
    productTags: ['member-campaign'],
    percentOff,
    startsAt: '2025-01-01T00:00:00Z',
    endsAt: null,
  });

  function signatureLine(automaticDiscounts: FixtureAutomaticDiscount[], attributes: CartRecord['attributes']) {
    const cart: CartRecord = {
      token: 'token',
      secret: 'secret',
      createdAt: NOW,
      updatedAt: NOW,
      note: '',
      attributes,
      buyerIdentity: {email: null, phone: null, countryCode: 'AU', customerAccessToken: null},
      discountCodes: [],
      lines: [{token: 'line', merchandiseId: SIGNATURE.id, quantity: 2, attributes: []}],
    };
    const [line] = priceCart(cart, index, {discountCodes: {}, automaticDiscounts, memberDiscountFunctions, now: at}).lines;
    return {title: line.automaticDiscount?.title ?? null, totalCents: line.totalCents};
  }
  const member = [{key: 'membership_details', value: MEMBER_DETAILS}];

  it('applies the larger saving: the member price (101.35 a unit) beats 3% off (79.77)', () => {
    expect(signatureLine([membersWeek(3)], member)).toEqual({title: 'Member Prices', totalCents: 2 * 255_765});
  });

  it('applies the larger saving: 10% off (265.90 a unit) beats the member price', () => {
    expect(signatureLine([membersWeek(10)], member)).toEqual({title: 'Members Week', totalCents: 2 * 239_310});
  });

  it('gives a guest the basic discount alone', () => {
    expect(signatureLine([membersWeek(3)], [])).toEqual({title: 'Members Week', totalCents: 2 * 257_923});
  });
});

describe('runMemberPriceFunction', () => {
  const input = (details: string | null, lines: MemberPriceFunctionInput['cart']['lines']): MemberPriceFunctionInput => ({
    cart: {details: details === null ? null : {value: details}, lines},
    discount: {metafield: {jsonValue: memberConfiguration}},
  });
  const line = (id: string, price: string, compareAt: string | null, inCampaign: boolean) => ({
    id,
    quantity: 2,
    cost: {amountPerQuantity: {amount: price}, compareAtAmountPerQuantity: compareAt === null ? null : {amount: compareAt}},
    merchandise: {__typename: 'ProductVariant' as const, product: {inCampaign}},
  });

  it('outputs a fixed amount off each unit of each campaign line, with the configured message', () => {
    const result = runMemberPriceFunction(
      input(MEMBER_DETAILS, [
        line('gid://shopify/CartLine/a', '2659.0', '3009.0', true),
        line('gid://shopify/CartLine/b', '2659.0', '3009.0', false),
        line('gid://shopify/CartLine/c', '2000.0', null, true),
      ]),
    );
    expect(result).toEqual({
      operations: [
        {
          productDiscountsAdd: {
            selectionStrategy: 'ALL',
            candidates: [
              {
                message: 'Member price',
                targets: [{cartLine: {id: 'gid://shopify/CartLine/a'}}],
                value: {fixedAmount: {amount: '101.35', appliesToEachItem: true}},
              },
            ],
          },
        },
      ],
    });
  });

  it('outputs nothing without details or without a configuration', () => {
    const lines = [line('gid://shopify/CartLine/a', '2659.0', '3009.0', true)];
    expect(runMemberPriceFunction(input(null, lines))).toEqual({operations: []});
    expect(runMemberPriceFunction({...input(MEMBER_DETAILS, lines), discount: {metafield: null}})).toEqual({operations: []});
  });

  it('rounds the member price to the cent the way the storefront does', () => {
    // 12% off 1399.99 = 1231.9912 → 1231.99; 15% off 0.05 = 0.0425 → 0.04.
    expect(memberUnitCents(150_000, 139_999, 12)).toBe(123_199);
    expect(memberUnitCents(5, 5, 15)).toBe(4);
    expect(memberUnitCents(100_00, 200_00, 15)).toBe(100_00);
    expect(memberUnitCents(100_00, 0, 15)).toBe(100_00);
  });
});

describe('hasMemberDetails honours exactly the details the storefront accepts', () => {
  const values = [
    MEMBER_DETAILS,
    VELOCITY_DETAILS,
    JSON.stringify({email: ' sam@example.com ', memberId: 'dh-100 001'}),
    JSON.stringify({email: 'sam@example.com', memberId: 'DH100001', velocityNumber: '0123 456 789'}),
    JSON.stringify({email: 'sam@example.com', velocityNumber: '012345678'}),
    JSON.stringify({email: 'sam@example.com', memberId: 12345678}),
    JSON.stringify({email: `${'s'.repeat(250)}@example.com`, memberId: 'DH100001'}),
    JSON.stringify(['sam@example.com', 'DH100001']),
    JSON.stringify({__proto__: {email: 'sam@example.com', memberId: 'DH100001'}}),
    'null',
    '',
  ];

  it.each(values)('%j', (value) => {
    const attributes = [
      {key: 'membership_details', value},
      {key: 'velocity_details', value},
    ];
    expect(hasMemberDetails(value, memberConfiguration)).toBe(readMembershipDetails(attributes) !== null);
    expect(hasMemberDetails(value, velocityConfiguration)).toBe(readVelocityDetails(attributes) !== null);
  });

  it('reads each programme’s number from its own field', () => {
    const configurations: MemberPriceFunctionConfiguration[] = [memberConfiguration, velocityConfiguration];
    expect(configurations.map((configuration) => hasMemberDetails(MEMBER_DETAILS, configuration))).toEqual([true, false]);
    expect(configurations.map((configuration) => hasMemberDetails(VELOCITY_DETAILS, configuration))).toEqual([false, true]);
  });
});
