import {describe, expect, it} from 'vitest';
import {MAX_CART_LINES} from './cart-model';
import {postGraphQL, TEST_ORIGIN, serveStorefrontStandIn} from './test-support';

const {setNow} = serveStorefrontStandIn();

const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const QUEEN_MEDIUM = variantGid(2003); // 1299.00, compare at 1599.00, 3 in stock
const SINGLE_MEDIUM = variantGid(2001); // 899.00
const KING_SOLD_OUT = variantGid(2005);
const OAK_BED = variantGid(2101); // 1000.00, stock not tracked
const DONATION = variantGid(2301); // 5.00, not taxable

const CART_FIELDS = `
  id checkoutUrl createdAt updatedAt totalQuantity note
  attributes { key value }
  referral: attribute(key: "referral") { value }
  buyerIdentity { email phone countryCode customer { id } }
  discountCodes { code applicable }
  discountAllocations { discountedAmount { amount } }
  appliedGiftCards { id }
  deliveryGroups(first: 5) { nodes { id } }
  cost {
    subtotalAmount { amount currencyCode } totalAmount { amount currencyCode }
    checkoutChargeAmount { amount } totalTaxAmount { amount currencyCode } totalDutyAmount { amount }
  }
  lines(first: 100) {
    pageInfo { hasNextPage }
    nodes {
      __typename id quantity
      attributes { key value }
      engraving: attribute(key: "engraving") { value }
      sellingPlanAllocation { priceAdjustments { price { amount } } }
      merchandise { ... on ProductVariant { id title product { handle } } }
      cost {
        amountPerQuantity { amount } compareAtAmountPerQuantity { amount }
        subtotalAmount { amount } totalAmount { amount }
      }
      discountAllocations {
        __typename discountedAmount { amount currencyCode }
        ... on CartCodeDiscountAllocation { code }
      }
    }
  }
`;

const PAYLOAD = `cart { ${CART_FIELDS} } userErrors { code field message } warnings { code message target }`;

interface LineInput {
  merchandiseId: string;
  quantity?: number;
  attributes?: {key: string; value: string}[];
}

async function cartCreate(input: Record<string, unknown> = {}, country = 'AU') {
  const {body} = await postGraphQL(
    `mutation cartCreate($input: CartInput!, $country: CountryCode = ZZ, $language: LanguageCode)
     @inContext(country: $country, language: $language) { cartCreate(input: $input) { ${PAYLOAD} } }`,
    {input, country},
  );
  expect(body.errors).toBeUndefined();
  return body.data.cartCreate;
}

async function newCartId(lines: LineInput[] = []): Promise<string> {
  const created = await cartCreate({lines});
  expect(created.userErrors).toEqual([]);
  return created.cart.id;
}

async function mutate(name: string, signature: string, args: string, variables: Record<string, unknown>) {
  const {body} = await postGraphQL(
    `mutation ${name}(${signature}, $country: CountryCode, $language: LanguageCode)
     @inContext(country: $country, language: $language) { ${name}(${args}) { ${PAYLOAD} } }`,
    variables,
  );
  expect(body.errors).toBeUndefined();
  return body.data[name];
}

const addLines = (cartId: string, lines: LineInput[]) =>
  mutate('cartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', 'cartId: $cartId, lines: $lines', {cartId, lines});
const updateLines = (cartId: string, lines: {id: string; quantity?: number; merchandiseId?: string; attributes?: LineInput['attributes']}[]) =>
  mutate('cartLinesUpdate', '$cartId: ID!, $lines: [CartLineUpdateInput!]!', 'cartId: $cartId, lines: $lines', {cartId, lines});
const removeLines = (cartId: string, lineIds: string[]) =>
  mutate('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', 'cartId: $cartId, lineIds: $lineIds', {cartId, lineIds});
const updateAttributes = (cartId: string, attributes: {key: string; value: string}[]) =>
  mutate('cartAttributesUpdate', '$cartId: ID!, $attributes: [AttributeInput!]!', 'cartId: $cartId, attributes: $attributes', {
    cartId,
    attributes,
  });
const updateDiscountCodes = (cartId: string, discountCodes: string[]) =>
  mutate('cartDiscountCodesUpdate', '$cartId: ID!, $discountCodes: [String!]', 'cartId: $cartId, discountCodes: $discountCodes', {
    cartId,
    discountCodes,
  });

async function readCart(id: string) {
  const {body} = await postGraphQL(
    `query CartQuery($cartId: ID!, $country: CountryCode = ZZ) @inContext(country: $country) { cart(id: $cartId) { ${CART_FIELDS} } }`,
    {cartId: id},
  );
  expect(body.errors).toBeUndefined();
  return body.data.cart;
}

type Line = {id: string; quantity: number; merchandise: {id: string}; attributes: {key: string; value: string}[]};
const lineSummary = (cart: {lines: {nodes: Line[]}}) =>
  cart.lines.nodes.map((line) => [line.merchandise.id, line.quantity, line.attributes]);

describe('cart lifecycle', () => {
  it('creates a cart shaped like Shopify’s', async () => {
    const created = await cartCreate({
      lines: [{merchandiseId: QUEEN_MEDIUM, quantity: 1}],
      attributes: [{key: 'referral', value: 'friend'}],
      note: 'Leave at the door',
      buyerIdentity: {email: 'sleepy@example.com'},
    });
    expect(created.userErrors).toEqual([]);
    expect(created.warnings).toEqual([]);
    const cart = created.cart;
    const token = /^gid:\/\/shopify\/Cart\/([\w-]+)\?key=([0-9a-f]{32})$/.exec(cart.id);
    expect(token).not.toBeNull();
    expect(cart.checkoutUrl).toBe(`${TEST_ORIGIN}/cart/c/${token![1]}?key=${token![2]}`);
    expect(cart).toMatchObject({
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-01T10:00:00.000Z',
      totalQuantity: 1,
      note: 'Leave at the door',
      attributes: [{key: 'referral', value: 'friend'}],
      referral: {value: 'friend'},
      buyerIdentity: {email: 'sleepy@example.com', phone: null, countryCode: 'AU', customer: null},
      discountCodes: [],
      discountAllocations: [],
      appliedGiftCards: [],
      deliveryGroups: {nodes: []},
    });
    expect(cart.lines.nodes[0]).toMatchObject({
      __typename: 'CartLine',
      quantity: 1,
      sellingPlanAllocation: null,
      engraving: null,
      merchandise: {id: QUEEN_MEDIUM, title: 'Queen / Medium', product: {handle: 'cloud-mattress'}},
      discountAllocations: [],
    });
    expect(cart.lines.nodes[0].id).toMatch(new RegExp(`^gid://shopify/CartLine/[0-9a-f]+\\?cart=${token![1]}$`));
    expect(await readCart(cart.id)).toEqual(cart);
  });

  it('takes the buyer country from @inContext', async () => {
    expect((await cartCreate({}, 'NZ')).cart.buyerIdentity.countryCode).toBe('NZ');
  });

  it('adds, merges the same variant, updates, removes and replaces attributes', async () => {
    const cartId = await newCartId();

    let result = await addLines(cartId, [{merchandiseId: OAK_BED, quantity: 1}]);
    expect(result.userErrors).toEqual([]);
    expect(lineSummary(result.cart)).toEqual([[OAK_BED, 1, []]]);

    // The same variant with the same attributes merges; different attributes make a new line (newest first).
    result = await addLines(cartId, [{merchandiseId: OAK_BED, quantity: 2}]);
    expect(lineSummary(result.cart)).toEqual([[OAK_BED, 3, []]]);
    result = await addLines(cartId, [
      {merchandiseId: OAK_BED, quantity: 1, attributes: [{key: 'engraving', value: 'ZZZ'}]},
      {merchandiseId: SINGLE_MEDIUM},
    ]);
    expect(lineSummary(result.cart)).toEqual([
      [OAK_BED, 1, [{key: 'engraving', value: 'ZZZ'}]],
      [SINGLE_MEDIUM, 1, []],
      [OAK_BED, 3, []],
    ]);
    expect(result.cart.lines.nodes[0].engraving).toEqual({value: 'ZZZ'});
    expect(result.cart.totalQuantity).toBe(5);

    const [engraved, single, plain] = result.cart.lines.nodes as Line[];
    result = await updateLines(cartId, [
      {id: plain.id, quantity: 2},
      {id: single.id, merchandiseId: QUEEN_MEDIUM},
    ]);
    expect(result.userErrors).toEqual([]);
    expect(lineSummary(result.cart)).toEqual([
      [OAK_BED, 1, [{key: 'engraving', value: 'ZZZ'}]],
      [QUEEN_MEDIUM, 1, []],
      [OAK_BED, 2, []],
    ]);

    // Quantity 0 removes the line.
    result = await updateLines(cartId, [{id: engraved.id, quantity: 0}]);
    expect(lineSummary(result.cart)).toEqual([
      [QUEEN_MEDIUM, 1, []],
      [OAK_BED, 2, []],
    ]);

    result = await removeLines(cartId, [plain.id]);
    expect(result.userErrors).toEqual([]);
    expect(lineSummary(result.cart)).toEqual([[QUEEN_MEDIUM, 1, []]]);

    result = await updateAttributes(cartId, [
      {key: 'quickshipPostcode', value: '3000'},
      {key: 'hasAssembly', value: 'false'},
    ]);
    result = await updateAttributes(cartId, [{key: 'hasAssembly', value: 'true'}]);
    expect(result.cart.attributes).toEqual([{key: 'hasAssembly', value: 'true'}]);
    expect((await readCart(cartId)).attributes).toEqual([{key: 'hasAssembly', value: 'true'}]);
  });

  it('updates the note and buyer identity', async () => {
    const cartId = await newCartId();
    const noted = await mutate('cartNoteUpdate', '$cartId: ID!, $note: String!', 'cartId: $cartId, note: $note', {
      cartId,
      note: 'Ring twice',
    });
    expect(noted.cart.note).toBe('Ring twice');
    const identified = await mutate(
      'cartBuyerIdentityUpdate',
      '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
      'cartId: $cartId, buyerIdentity: $buyerIdentity',
      {cartId, buyerIdentity: {email: 'a@example.com', phone: '+61400000000', countryCode: 'AU'}},
    );
    expect(identified.userErrors).toEqual([]);
    expect(identified.cart.buyerIdentity).toEqual({email: 'a@example.com', phone: '+61400000000', countryCode: 'AU', customer: null});
    const invalid = await mutate(
      'cartBuyerIdentityUpdate',
      '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
      'cartId: $cartId, buyerIdentity: $buyerIdentity',
      {cartId, buyerIdentity: {email: 'not-an-email'}},
    );
    expect(invalid.userErrors).toEqual([{code: 'INVALID', field: ['buyerIdentity', 'email'], message: 'Email is invalid'}]);
    expect(invalid.cart.buyerIdentity.email).toBe('a@example.com');
  });

  it('moves updatedAt with the clock and expires carts after ten days idle', async () => {
    const cartId = await newCartId([{merchandiseId: OAK_BED}]);
    setNow('2025-06-05T10:00:00Z');
    const added = await addLines(cartId, [{merchandiseId: OAK_BED}]);
    expect(added.cart).toMatchObject({createdAt: '2025-06-01T10:00:00.000Z', updatedAt: '2025-06-05T10:00:00.000Z'});
    setNow('2025-06-15T09:59:00Z');
    expect(await readCart(cartId)).not.toBeNull();
    setNow('2025-06-15T10:01:00Z');
    expect(await readCart(cartId)).toBeNull();
  });
});

describe('cart user errors leave the cart unchanged', () => {
  async function cartWithTwoLines() {
    const cartId = await newCartId([
      {merchandiseId: OAK_BED, quantity: 2},
      {merchandiseId: SINGLE_MEDIUM, quantity: 1},
    ]);
    return {cartId, before: await readCart(cartId)};
  }

  it('rejects unknown merchandise', async () => {
    const {cartId, before} = await cartWithTwoLines();
    const result = await addLines(cartId, [
      {merchandiseId: OAK_BED, quantity: 1},
      {merchandiseId: variantGid(999999), quantity: 1},
    ]);
    expect(result.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '1', 'merchandiseId'],
        message: `The merchandise with id ${variantGid(999999)} does not exist.`,
      },
    ]);
    expect(result.cart).toEqual(before);
    expect(await readCart(cartId)).toEqual(before);
  });

  it('rejects negative quantities on add and update', async () => {
    const {cartId, before} = await cartWithTwoLines();
    const added = await addLines(cartId, [{merchandiseId: OAK_BED, quantity: -1}]);
    expect(added.userErrors).toEqual([expect.objectContaining({code: 'INVALID', field: ['lines', '0', 'quantity']})]);
    const updated = await updateLines(cartId, [
      {id: before.lines.nodes[0].id, quantity: 5},
      {id: before.lines.nodes[1].id, quantity: -3},
    ]);
    expect(updated.userErrors).toEqual([expect.objectContaining({code: 'INVALID', field: ['lines', '1', 'quantity']})]);
    expect(await readCart(cartId)).toEqual(before);
  });

  it('rejects a fractional quantity at the schema, before any resolver runs', async () => {
    const {cartId, before} = await cartWithTwoLines();
    const {status, body} = await postGraphQL(
      `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id } } }`,
      {cartId, lines: [{merchandiseId: OAK_BED, quantity: 1.5}]},
    );
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({
      message: 'Variable $lines of type [CartLineInput!]! was provided invalid value',
      extensions: {code: 'INVALID_VARIABLE', value: 1.5, problems: [{path: ['0', 'quantity']}]},
    });
    expect(await readCart(cartId)).toEqual(before);
  });

  it('rejects line ids that are not in this cart, changing nothing', async () => {
    const {cartId, before} = await cartWithTwoLines();
    const otherCartId = await newCartId([{merchandiseId: OAK_BED}]);
    const foreignLine = (await readCart(otherCartId)).lines.nodes[0].id;

    const updated = await updateLines(cartId, [
      {id: before.lines.nodes[0].id, quantity: 7},
      {id: foreignLine, quantity: 1},
    ]);
    expect(updated.userErrors).toEqual([
      {code: 'INVALID', field: ['lines', '1', 'id'], message: `The line with id ${foreignLine} does not exist.`},
    ]);
    const removed = await removeLines(cartId, [before.lines.nodes[0].id, foreignLine]);
    expect(removed.userErrors).toEqual([
      {code: 'INVALID', field: ['lineIds', '1'], message: `The line with id ${foreignLine} does not exist.`},
    ]);
    expect(await readCart(cartId)).toEqual(before);
  });

  it('rejects more than 250 lines in a request or in the cart', async () => {
    const {cartId, before} = await cartWithTwoLines();
    const tooMany = Array.from({length: MAX_CART_LINES + 1}, () => ({merchandiseId: OAK_BED}));
    const perRequest = await addLines(cartId, tooMany);
    expect(perRequest.userErrors).toEqual([expect.objectContaining({code: 'MAXIMUM_EXCEEDED', field: ['lines']})]);

    // 249 distinct lines (one attribute value each) + the 2 already there = 251.
    const distinct = Array.from({length: MAX_CART_LINES - 1}, (_, index) => ({
      merchandiseId: OAK_BED,
      attributes: [{key: 'n', value: String(index)}],
    }));
    const inCart = await addLines(cartId, distinct);
    expect(inCart.userErrors).toEqual([expect.objectContaining({code: 'MAXIMUM_EXCEEDED', field: ['lines']})]);
    expect(await readCart(cartId)).toEqual(before);
  });

  it('answers an unknown cart id with a null cart and a cartId error', async () => {
    const result = await addLines('gid://shopify/Cart/nope?key=00', [{merchandiseId: OAK_BED}]);
    expect(result).toEqual({
      cart: null,
      userErrors: [{code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'}],
      warnings: [],
    });
  });

  it('creates no cart when cartCreate has a user error', async () => {
    const created = await cartCreate({lines: [{merchandiseId: variantGid(1)}]});
    expect(created.cart).toBeNull();
    expect(created.userErrors).toEqual([
      {code: 'INVALID', field: ['input', 'lines', '0', 'merchandiseId'], message: `The merchandise with id ${variantGid(1)} does not exist.`},
    ]);
  });
});

describe('cart keys', () => {
  it('needs the matching key to read or change a cart', async () => {
    const cartId = await newCartId([{merchandiseId: OAK_BED}]);
    const wrongKey = cartId.replace(/key=[0-9a-f]+/, `key=${'0'.repeat(32)}`);
    const noKey = cartId.replace(/\?key=.*$/, '');
    expect(await readCart(wrongKey)).toBeNull();
    expect(await readCart(noKey)).toBeNull();
    expect((await addLines(wrongKey, [{merchandiseId: OAK_BED}])).userErrors[0].field).toEqual(['cartId']);
    expect((await readCart(cartId)).totalQuantity).toBe(1);
  });
});

describe('stock', () => {
  it('does not add sold-out merchandise and warns', async () => {
    const cartId = await newCartId([{merchandiseId: OAK_BED}]);
    const result = await addLines(cartId, [{merchandiseId: KING_SOLD_OUT}, {merchandiseId: DONATION}]);
    expect(result.userErrors).toEqual([]);
    expect(result.warnings).toEqual([
      {code: 'MERCHANDISE_OUT_OF_STOCK', message: "The product 'Cloud Hybrid Mattress' is already sold out.", target: KING_SOLD_OUT},
    ]);
    expect(lineSummary(result.cart)).toEqual([
      [DONATION, 1, []],
      [OAK_BED, 1, []],
    ]);
  });

  it('caps a line at the stock left and warns', async () => {
    const cartId = await newCartId([{merchandiseId: QUEEN_MEDIUM, quantity: 2}]);
    const result = await addLines(cartId, [{merchandiseId: QUEEN_MEDIUM, quantity: 5}]);
    expect(result.cart.lines.nodes[0].quantity).toBe(3);
    expect(result.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: 'Only 3 items were added to your cart due to availability.',
        target: result.cart.lines.nodes[0].id,
      },
    ]);
  });
});

describe('cart costs', () => {
  it('prices lines and totals in AUD with GST as one eleventh of taxable totals', async () => {
    const cartId = await newCartId([
      {merchandiseId: QUEEN_MEDIUM, quantity: 2}, // 2 × 1299.00, compare at 1599.00
      {merchandiseId: variantGid(2403), quantity: 3}, // 3 × 70.50
      {merchandiseId: DONATION, quantity: 1}, // 5.00, GST-free
    ]);
    const cart = await readCart(cartId);
    const queen = cart.lines.nodes.find((line: Line) => line.merchandise.id === QUEEN_MEDIUM);
    expect(queen.cost).toEqual({
      amountPerQuantity: {amount: '1299.0'},
      compareAtAmountPerQuantity: {amount: '1599.0'},
      subtotalAmount: {amount: '2598.0'},
      totalAmount: {amount: '2598.0'},
    });
    const pillow = cart.lines.nodes.find((line: Line) => line.merchandise.id === variantGid(2403));
    expect(pillow.cost).toMatchObject({compareAtAmountPerQuantity: null, totalAmount: {amount: '211.5'}});
    // 2598.00 + 211.50 + 5.00 = 2814.50; GST = (2598.00 + 211.50) / 11 = 255.409… → 255.41
    expect(cart.cost).toEqual({
      subtotalAmount: {amount: '2814.5', currencyCode: 'AUD'},
      totalAmount: {amount: '2814.5', currencyCode: 'AUD'},
      checkoutChargeAmount: {amount: '2814.5'},
      totalTaxAmount: {amount: '255.41', currencyCode: 'AUD'},
      totalDutyAmount: null,
    });
    expect(cart.totalQuantity).toBe(6);
  });

  it('accepts any discount code but applies only the demo one, per line', async () => {
    const cartId = await newCartId([
      {merchandiseId: QUEEN_MEDIUM, quantity: 1},
      {merchandiseId: DONATION, quantity: 1},
    ]);
    const unknown = await updateDiscountCodes(cartId, ['NOPE']);
    expect(unknown.cart.discountCodes).toEqual([{code: 'NOPE', applicable: false}]);
    expect(unknown.cart.cost.totalAmount.amount).toBe('1304.0');

    const applied = await updateDiscountCodes(cartId, ['save10', 'NOPE']);
    expect(applied.userErrors).toEqual([]);
    expect(applied.cart.discountCodes).toEqual([
      {code: 'save10', applicable: true},
      {code: 'NOPE', applicable: false},
    ]);
    const queen = applied.cart.lines.nodes.find((line: Line) => line.merchandise.id === QUEEN_MEDIUM);
    expect(queen.discountAllocations).toEqual([
      {__typename: 'CartCodeDiscountAllocation', code: 'save10', discountedAmount: {amount: '129.9', currencyCode: 'AUD'}},
    ]);
    expect(queen.cost).toMatchObject({subtotalAmount: {amount: '1299.0'}, totalAmount: {amount: '1169.1'}});
    // 1169.10 + 4.50 = 1173.60; GST on the taxable 1169.10 only = 106.28
    expect(applied.cart.cost).toMatchObject({
      subtotalAmount: {amount: '1173.6'},
      totalAmount: {amount: '1173.6'},
      totalTaxAmount: {amount: '106.28'},
    });

    const cleared = await updateDiscountCodes(cartId, []);
    expect(cleared.cart.discountCodes).toEqual([]);
    expect(cleared.cart.cost.totalAmount.amount).toBe('1304.0');
  });

  it('rejects delivery options for groups that do not exist', async () => {
    const cartId = await newCartId([{merchandiseId: OAK_BED}]);
    const result = await mutate(
      'cartSelectedDeliveryOptionsUpdate',
      '$cartId: ID!, $options: [CartSelectedDeliveryOptionInput!]!',
      'cartId: $cartId, selectedDeliveryOptions: $options',
      {cartId, options: [{deliveryGroupId: 'gid://shopify/CartDeliveryGroup/1', deliveryOptionHandle: 'standard'}]},
    );
    expect(result.userErrors).toEqual([expect.objectContaining({code: 'INVALID_DELIVERY_GROUP'})]);
  });
});

describe('checkout page', () => {
  it('shows what reached checkout at the cart’s checkoutUrl, and only with its key', async () => {
    const created = await cartCreate({lines: [{merchandiseId: QUEEN_MEDIUM, quantity: 2}]});
    const page = await fetch(created.cart.checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<tr data-sku="CLOUD-QUEEN-MEDIUM"><td>Cloud Hybrid Mattress</td><td>Queen / Medium</td><td>2</td><td>$2598.00 AUD</td></tr>');
    expect(html).toContain('<output name="gst">$236.18 AUD</output>');
    const wrongKey = await fetch(created.cart.checkoutUrl.replace(/key=\w+/, 'key=bad'));
    expect(wrongKey.status).toBe(404);
  });
});
