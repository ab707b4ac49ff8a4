/**
 * Checkout charges what the bag shows, whoever builds the cart: the attacks, made as an attacker would,
 * through the Storefront API with only the public token, then the cart's checkoutUrl (the stand-in's hosted
 * checkout, running the shop's real Shopify Functions), and the honest paths beside them.
 */
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {STAND_IN_MEMBER_SIGNING_KEY} from '~/config/checkout';
import {BAG_RULE_MESSAGES} from '~/domain/checkout-rules/bag-rules';
import {signedDetailsValue, type Programme} from '~/domain/checkout-rules/programme-details';
import {catalogue as demoCatalogue, variantBySku} from '../fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES, RATES} from '../fixtures/delivery-rates';
import {demoCheckoutRules} from '../fixtures/automatic-discounts';
import {deliveryOptionHandle} from './checkout';
import {createStorefrontHandlers} from './create-handlers';
import {createTestStore, postGraphQL, TEST_ORIGIN} from './test-support';

/** The demo shop, on the demo's fixed timeline: Member Prices and the Velocity offer run. */
const NOW = '2026-11-21T00:00:00Z'; // 11 am on 21 November in Sydney
const TODAY = '2026-11-21';
let now = new Date(NOW);
const store = createTestStore({catalogue: demoCatalogue, checkoutRules: demoCheckoutRules(), clock: () => now});
const server = setupServer(...createStorefrontHandlers(store));
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  store.reset();
  now = new Date(NOW);
});
afterAll(() => server.close());

const gidOfSku = (sku: string) => {
  const found = variantBySku(sku);
  if (!found) throw new Error(`no demo variant ${sku}`);
  return `gid://shopify/ProductVariant/${found.variant.id}`;
};
const firstVariantOf = (handle: string) => demoCatalogue.products.find((product) => product.handle === handle)!.variants[0];
/** Dreamhaus Signature (member-campaign): 2659.00, compare-at 3009.00; members pay 3009.00 less 15% = 2557.65. */
const SIGNATURE = firstVariantOf('dreamhaus-signature-mattress');
/** CoolFlow (velocity-campaign): 1259.00, compare-at 1399.00; Velocity members pay 1399.00 less 12% = 1231.12. */
const COOLFLOW = firstVariantOf('coolflow-gel-mattress');
const METRO = DELIVERY_FIXTURE_CASES.metroPostcodes.NSW;

const CART = `
  id checkoutUrl
  cost { subtotalAmount { amount } totalAmount { amount } }
  lines(first: 20) { nodes { id quantity merchandise { ... on ProductVariant { sku } } cost { totalAmount { amount } } } }
`;

interface Cart {
  id: string;
  checkoutUrl: string;
  cost: {subtotalAmount: {amount: string}; totalAmount: {amount: string}};
  lines: {nodes: {id: string; quantity: number; merchandise: {sku: string}; cost: {totalAmount: {amount: string}}}[]};
}

/** One mutation with the public token only, as anyone can send it; returns the cart after it. */
async function mutate(name: string, signature: string, args: string, variables: Record<string, unknown>): Promise<Cart> {
  const {status, body} = await postGraphQL(
    `mutation (${signature}) { ${name}(${args}) { cart { ${CART} } userErrors { code message } } }`,
    variables,
    {'X-Shopify-Storefront-Access-Token': 'public-storefront-token'},
  );
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  expect(body.data[name].userErrors).toEqual([]);
  return body.data[name].cart;
}

const cartCreate = (input: Record<string, unknown>) => mutate('cartCreate', '$input: CartInput!', 'input: $input', {input});
const setAttributes = (cartId: string, attributes: {key: string; value: string}[]) =>
  mutate('cartAttributesUpdate', '$cartId: ID!, $attributes: [AttributeInput!]!', 'cartId: $cartId, attributes: $attributes', {cartId, attributes});
const setBuyerEmail = (cartId: string, email: string) =>
  mutate('cartBuyerIdentityUpdate', '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!', 'cartId: $cartId, buyerIdentity: $buyerIdentity', {
    cartId,
    buyerIdentity: {email},
  });
const updateLines = (cartId: string, lines: {id: string; quantity: number}[]) =>
  mutate('cartLinesUpdate', '$cartId: ID!, $lines: [CartLineUpdateInput!]!', 'cartId: $cartId, lines: $lines', {cartId, lines});

interface CheckoutPage {
  html: string;
  total: string | undefined;
  delivery: string | undefined;
  alert: string | undefined;
  canPay: boolean;
  /** Each delivery option's text, by service code. */
  options: Map<string, string>;
}

/** The cart's hosted checkout, as a browser without JavaScript gets it (a GET form: postcode, delivery, pay). */
async function checkout(cart: Cart, query: Record<string, string> = {}): Promise<CheckoutPage> {
  const url = new URL(cart.checkoutUrl);
  expect(url.origin).toBe(TEST_ORIGIN);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const html = await response.text();
  return {
    html,
    total: /<output name="total">(.*?)<\/output>/.exec(html)?.[1],
    delivery: /<output name="delivery">(.*?)<\/output>/.exec(html)?.[1],
    alert: /<div role="alert">(.*?)<\/div>/s.exec(html)?.[1],
    canPay: html.includes('>Pay now</button>'),
    options: new Map([...html.matchAll(/<li data-code="([^"]+)">(.*?)<\/li>/g)].map(([, code, text]) => [code, text])),
  };
}

const signed = (programme: Programme, email: string, number: string, {expires = '2026-12-05', key = STAND_IN_MEMBER_SIGNING_KEY} = {}) =>
  signedDetailsValue(programme, {email, number, expires}, key);

describe('bag rules at checkout', () => {
  it('a cart of gifts alone (10 pillow pairs, 10 mattress protectors) may be made, but its checkout refuses it', async () => {
    const cart = await cartCreate({
      lines: [
        {merchandiseId: gidOfSku('BONUS-PILLOW-PAIR'), quantity: 10},
        {merchandiseId: gidOfSku('BONUS-PROTECTOR-D'), quantity: 10},
      ],
    });
    expect(cart.lines.nodes.map((line) => [line.merchandise.sku, line.quantity])).toEqual([
      ['BONUS-PILLOW-PAIR', 10],
      ['BONUS-PROTECTOR-D', 10],
    ]);
    const page = await checkout(cart, {postcode: METRO});
    expect(page.alert).toContain(BAG_RULE_MESSAGES.gift);
    expect(page.canPay).toBe(false);
    expect(page.html).not.toContain('Pay now');
  });

  it('a gift line raised above its item’s quantity (cartLinesUpdate) is refused at checkout; the honest bag checks out', async () => {
    const cart = await cartCreate({
      lines: [
        {merchandiseId: gidOfSku('MAT-AURORA-Q-MD'), quantity: 1},
        {merchandiseId: gidOfSku('BONUS-PILLOW-PAIR'), quantity: 1},
      ],
    });
    const honest = await checkout(cart, {postcode: METRO});
    expect(honest.alert).toBeUndefined();
    expect(honest.canPay).toBe(true);
    const paid = await checkout(cart, {postcode: METRO, pay: '1'});
    expect(paid.html).toContain('No payment was taken');

    const gift = cart.lines.nodes.find((line) => line.merchandise.sku === 'BONUS-PILLOW-PAIR')!;
    const raised = await updateLines(cart.id, [{id: gift.id, quantity: 5}]);
    const refused = await checkout(raised, {postcode: METRO});
    expect(refused.alert).toContain(BAG_RULE_MESSAGES.gift);
    expect(refused.canPay).toBe(false);
    expect((await checkout(raised, {postcode: METRO, pay: '1'})).html).not.toContain('No payment was taken');
  });

  it('lists every broken rule, once', async () => {
    const cart = await cartCreate({
      lines: [
        {merchandiseId: gidOfSku('BONUS-PILLOW-PAIR'), quantity: 1},
        {merchandiseId: gidOfSku('DONATION-2'), quantity: 1000},
        {merchandiseId: gidOfSku('DONATION-5'), quantity: 1},
      ],
    });
    expect(cart.lines.nodes.map((line) => line.quantity)).toEqual([1, 1000, 1]);
    const page = await checkout(cart, {postcode: METRO});
    expect([...(page.alert ?? '').matchAll(/<li>(.*?)<\/li>/g)].map(([, message]) => message)).toEqual([
      BAG_RULE_MESSAGES.gift,
      BAG_RULE_MESSAGES.donation,
      BAG_RULE_MESSAGES.quantity(999),
    ]);
  });
});

describe('member and Velocity prices need details the storefront signed', () => {
  const FORGED_MEMBER = JSON.stringify({email: 'attacker@evil.example', memberId: 'ZZ999999'});

  it('forged membership_details on the Signature mattress: the list price in the cart and at checkout, set at creation or later', async () => {
    const created = await cartCreate({
      lines: [{merchandiseId: gidOfSku(SIGNATURE.sku), quantity: 1}],
      attributes: [{key: 'membership_details', value: FORGED_MEMBER}],
      buyerIdentity: {email: 'attacker@evil.example'},
    });
    expect(created.cost.totalAmount.amount).toBe('2659.0');
    expect((await checkout(created)).total).toBe('$2659.00 AUD');

    const plain = await cartCreate({lines: [{merchandiseId: gidOfSku(SIGNATURE.sku), quantity: 1}]});
    const updated = await setAttributes(plain.id, [{key: 'membership_details', value: FORGED_MEMBER}]);
    expect(updated.cost.totalAmount.amount).toBe('2659.0');
    expect((await checkout(updated)).total).toBe('$2659.00 AUD');
  });

  it('forged velocity_details (0000000000) on the CoolFlow mattress: the list price', async () => {
    const cart = await cartCreate({lines: [{merchandiseId: gidOfSku(COOLFLOW.sku), quantity: 1}], buyerIdentity: {email: 'attacker@evil.example'}});
    const forged = await setAttributes(cart.id, [
      {key: 'velocity_details', value: JSON.stringify({email: 'attacker@evil.example', velocityNumber: '0000000000'})},
    ]);
    expect(forged.cost.totalAmount.amount).toBe('1259.0');
    expect((await checkout(forged)).total).toBe('$1259.00 AUD');
  });

  it('details signed with the shop’s key, on the member’s own cart: the member price in the cart and at checkout, per unit', async () => {
    const cart = await cartCreate({lines: [{merchandiseId: gidOfSku(SIGNATURE.sku), quantity: 3}]});
    await setBuyerEmail(cart.id, 'Sam@Example.com');
    const member = await setAttributes(cart.id, [{key: 'membership_details', value: signed('member', 'sam@example.com', 'DH100001')}]);
    // 3 × (3009.00 less 15% = 2557.65); GST one eleventh.
    expect(member.cost.totalAmount.amount).toBe('7672.95');
    const page = await checkout(member);
    expect(page.html).toContain('<td>3</td><td>$7672.95 AUD</td>');
    expect(page.total).toBe('$7672.95 AUD');
    expect(page.html).toContain('<output name="gst">$697.54 AUD</output>');

    // The details removed: the price again.
    const removed = await setAttributes(cart.id, [{key: 'membership_details', value: ''}]);
    expect(removed.cost.totalAmount.amount).toBe('7977.0');
  });

  it('Velocity details signed for the buyer: the Velocity price on Velocity products only, both programmes together', async () => {
    const cart = await cartCreate({
      lines: [
        {merchandiseId: gidOfSku(SIGNATURE.sku), quantity: 1},
        {merchandiseId: gidOfSku(COOLFLOW.sku), quantity: 1},
      ],
      buyerIdentity: {email: 'sam@example.com'},
    });
    const velocity = await setAttributes(cart.id, [{key: 'velocity_details', value: signed('velocity', 'sam@example.com', '0123456789')}]);
    expect(velocity.lines.nodes.map((line) => line.cost.totalAmount.amount)).toEqual(['2659.0', '1231.12']);
    const both = await setAttributes(cart.id, [
      {key: 'membership_details', value: signed('member', 'sam@example.com', 'DH100001')},
      {key: 'velocity_details', value: signed('velocity', 'sam@example.com', '0123456789')},
    ]);
    expect(both.cost.totalAmount.amount).toBe('3788.77'); // 2557.65 + 1231.12
    expect((await checkout(both)).total).toBe('$3788.77 AUD');
  });

  it.each([
    ['expired yesterday', {expires: '2026-11-20'}, 'sam@example.com'],
    ['signed with another key', {key: 'an-attacker-guess'}, 'sam@example.com'],
    ['on a cart whose buyer is someone else', {}, 'lee@example.com'],
    ['on a cart with no buyer e-mail', {}, null],
  ])('signed details %s: the list price in the cart and at checkout', async (_case, options, buyerEmail) => {
    const cart = await cartCreate({lines: [{merchandiseId: gidOfSku(SIGNATURE.sku), quantity: 1}]});
    if (buyerEmail) await setBuyerEmail(cart.id, buyerEmail);
    const after = await setAttributes(cart.id, [{key: 'membership_details', value: signed('member', 'sam@example.com', 'DH100001', options)}]);
    expect(after.cost.totalAmount.amount).toBe('2659.0');
    expect((await checkout(after)).total).toBe('$2659.00 AUD');
  });

  it('a value good through today is good until midnight in Sydney, not in UTC', async () => {
    const cart = await cartCreate({lines: [{merchandiseId: gidOfSku(SIGNATURE.sku), quantity: 1}], buyerIdentity: {email: 'sam@example.com'}});
    await setAttributes(cart.id, [{key: 'membership_details', value: signed('member', 'sam@example.com', 'DH100001', {expires: TODAY})}]);
    now = new Date('2026-11-21T12:59:59Z'); // 23:59:59 AEDT
    expect((await checkout(cart)).total).toBe('$2557.65 AUD');
    now = new Date('2026-11-21T13:00:00Z'); // midnight: 22 November in Sydney
    expect((await checkout(cart)).total).toBe('$2659.00 AUD');
  });
});

describe('delivery at checkout', () => {
  /** Restwell Classic, Queen, Firm: 1299.00, in no campaign, 34 kg: metro standard delivery $99. */
  const CLASSIC = 'MAT-CLASSIC-Q-FM';

  it('offers the carrier’s rates for the postcode, preselects the cheapest, and adds it to the total with its GST', async () => {
    const cart = await cartCreate({lines: [{merchandiseId: gidOfSku(CLASSIC), quantity: 1}]});
    const before = await checkout(cart);
    expect(before.options.size).toBe(0);
    expect(before.delivery).toBe('Enter your postcode');
    expect(before.total).toBe('$1299.00 AUD');
    expect(before.canPay).toBe(false);

    const page = await checkout(cart, {postcode: METRO});
    expect([...page.options.keys()]).toEqual([RATES.standardMetro.service_code, RATES.setupMetro.service_code]);
    expect(page.options.get('STANDARD-METRO')).toContain('$99.00 AUD');
    expect(page.options.get('STANDARD-METRO')).toContain(' checked');
    expect(page.delivery).toBe('$99.00 AUD');
    expect(page.total).toBe('$1398.00 AUD');
    expect(page.html).toContain('<output name="gst">$127.09 AUD</output>'); // (1299.00 + 99.00) / 11
    expect(page.canPay).toBe(true);

    // Another option, chosen by its radio (a GET, no JavaScript needed).
    const setup = await checkout(cart, {postcode: METRO, delivery: deliveryOptionHandle('CHGD-SETUP-METRO')});
    expect(setup.delivery).toBe('$159.00 AUD');
    expect(setup.total).toBe('$1458.00 AUD');
  });

  it('a signed member’s bag over $999 pays $50 for the $99 standard delivery; a guest pays $99', async () => {
    const guest = await cartCreate({lines: [{merchandiseId: gidOfSku(CLASSIC), quantity: 1}]});
    const guestPage = await checkout(guest, {postcode: METRO});
    expect(guestPage.options.get('STANDARD-METRO')).not.toContain('<s>');
    expect(guestPage.delivery).toBe('$99.00 AUD');

    const member = await cartCreate({
      lines: [{merchandiseId: gidOfSku(CLASSIC), quantity: 1}],
      buyerIdentity: {email: 'sam@example.com'},
      attributes: [{key: 'membership_details', value: signed('member', 'sam@example.com', 'DH100001')}],
    });
    const page = await checkout(member, {postcode: METRO});
    // The shop's membership_discount is 4900: 99.00 − 49.00.
    expect(page.options.get('STANDARD-METRO')).toContain('<s>$99.00 AUD</s> $50.00 AUD');
    expect(page.options.get('CHGD-SETUP-METRO')).toContain('$159.00 AUD');
    expect(page.options.get('CHGD-SETUP-METRO')).not.toContain('<s>');
    expect(page.delivery).toBe('$50.00 AUD');
    expect(page.total).toBe('$1349.00 AUD');

    // Forged details get no member delivery either.
    const forged = await cartCreate({
      lines: [{merchandiseId: gidOfSku(CLASSIC), quantity: 1}],
      buyerIdentity: {email: 'attacker@evil.example'},
      attributes: [{key: 'membership_details', value: JSON.stringify({email: 'attacker@evil.example', memberId: 'ZZ999999'})}],
    });
    expect((await checkout(forged, {postcode: METRO})).delivery).toBe('$99.00 AUD');
  });

  it('reads the postcode from the cart’s delivery address; offers no price-on-application rate', async () => {
    const cart = await cartCreate({
      lines: [{merchandiseId: gidOfSku(CLASSIC), quantity: 1}],
    });
    const {body} = await postGraphQL(
      `mutation ($cartId: ID!, $addresses: [CartSelectableAddressInput!]!) {
        cartDeliveryAddressesAdd(cartId: $cartId, addresses: $addresses) { userErrors { message } }
      }`,
      {cartId: cart.id, addresses: [{address: {deliveryAddress: {address1: '1 George St', city: 'Sydney', zip: METRO, countryCode: 'AU'}}, selected: true}]},
    );
    expect(body.data.cartDeliveryAddressesAdd.userErrors).toEqual([]);
    const page = await checkout(cart);
    expect(page.html).toContain(`name="postcode" inputmode="numeric" autocomplete="postal-code" pattern="[0-9]{4}" maxlength="4" value="${METRO}"`);
    expect(page.delivery).toBe('$99.00 AUD');

    const remote = await checkout(cart, {postcode: DELIVERY_FIXTURE_CASES.remotePostcode});
    expect(remote.options.size).toBe(0);
    expect(remote.html).toContain('No delivery option is available for this postcode.');
    expect(remote.canPay).toBe(false);
  });
});
