/** The Admin API stand-in's checkout rules: the app's functions, its automatic discounts and its validations. */
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {deployedFunctions, MAX_ACTIVE_APP_DISCOUNTS} from './checkout-rules';
import {createShopifyAdminHandlers, STAND_IN_ADMIN_ACCESS_TOKEN} from './handlers';
import {APP_NAMESPACE, createShopifyAdminStore} from './store';

const NOW = Date.parse('2026-06-15T10:00:00Z');
let clock = NOW;
const store = createShopifyAdminStore({now: () => clock});
const server = setupServer(...createShopifyAdminHandlers(store));
const URL = 'https://demo-shop.myshopify.com/admin/api/2026-07/graphql.json';

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  store.reset();
  clock = NOW;
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function admin(query: string, variables?: unknown): Promise<any> {
  const response = await fetch(URL, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Access-Token': STAND_IN_ADMIN_ACCESS_TOKEN},
    body: JSON.stringify({query, variables}),
  });
  return response.json();
}

const CREATE = `
  mutation($input: DiscountAutomaticAppInput!) {
    discountAutomaticAppCreate(automaticAppDiscount: $input) {
      automaticAppDiscount { discountId title status startsAt endsAt discountClasses tags combinesWith { productDiscounts orderDiscounts shippingDiscounts } }
      userErrors { field message code }
    }
  }
`;
const UPDATE = `
  mutation($id: ID!, $input: DiscountAutomaticAppInput!) {
    discountAutomaticAppUpdate(id: $id, automaticAppDiscount: $input) {
      automaticAppDiscount { title status startsAt endsAt }
      userErrors { field message code }
    }
  }
`;
const NODES = `{
  discountNodes(first: 10) {
    nodes {
      id
      discount { ... on DiscountAutomaticApp { title status appDiscountType { functionId title } } }
      configuration: metafield(namespace: "$app:campaign-prices", key: "function-configuration") { namespace type value }
    }
  }
}`;

const spring = {
  title: 'Spring Sale',
  functionHandle: 'campaign-prices',
  discountClasses: ['PRODUCT'],
  combinesWith: {orderDiscounts: true, shippingDiscounts: true},
  startsAt: '2026-06-01T00:00:00.000Z',
  endsAt: '2026-06-30T23:59:59.999Z',
  tags: ['storefront-checkout-rules'],
  metafields: [{namespace: '$app:campaign-prices', key: 'function-configuration', type: 'json', value: '{"kind":"price","percent":30}'}],
};

describe('shopifyFunctions', () => {
  it("lists extensions/'s three functions as deployed, with Shopify's API types, and none once switched off", async () => {
    const reply = await admin('{ shopifyFunctions(first: 10) { nodes { id handle apiType title apiVersion } } }');
    expect(reply.data.shopifyFunctions.nodes.map(({handle, apiType, title, apiVersion}: Record<string, string>) => ({handle, apiType, title, apiVersion}))).toEqual([
      {handle: 'bag-rules', apiType: 'cart_checkout_validation', title: 'Bag rules', apiVersion: '2026-07'},
      {handle: 'campaign-prices', apiType: 'discount', title: 'Campaign prices', apiVersion: '2026-07'},
      {handle: 'member-delivery', apiType: 'discount', title: 'Member delivery price', apiVersion: '2026-07'},
    ]);
    expect(reply.data.shopifyFunctions.nodes[0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    // The same ids on every start.
    expect(deployedFunctions().map((fn) => fn.id)).toEqual(reply.data.shopifyFunctions.nodes.map((node: {id: string}) => node.id));
    const discounts = await admin('{ shopifyFunctions(first: 10, apiType: "discount") { nodes { handle } } }');
    expect(discounts.data.shopifyFunctions.nodes).toEqual([{handle: 'campaign-prices'}, {handle: 'member-delivery'}]);

    store.checkoutRules.setDeployed([]);
    expect((await admin('{ shopifyFunctions(first: 10) { nodes { handle } } }')).data.shopifyFunctions.nodes).toEqual([]);
  });
});

describe('discountAutomaticAppCreate and discountNodes', () => {
  it("creates an app discount to the second, its status from the store's clock, its $app metafield the app's own", async () => {
    const reply = await admin(CREATE, {input: spring});
    expect(reply.data.discountAutomaticAppCreate).toEqual({
      automaticAppDiscount: {
        discountId: expect.stringMatching(/^gid:\/\/shopify\/DiscountAutomaticApp\/\d+$/),
        title: 'Spring Sale',
        status: 'ACTIVE',
        startsAt: '2026-06-01T00:00:00Z',
        endsAt: '2026-06-30T23:59:59Z',
        discountClasses: ['PRODUCT'],
        tags: ['storefront-checkout-rules'],
        // Unset combinations are false (DiscountCombinesWithInput's defaults).
        combinesWith: {productDiscounts: false, orderDiscounts: true, shippingDiscounts: true},
      },
      userErrors: [],
    });
    const campaignPrices = deployedFunctions().find((fn) => fn.handle === 'campaign-prices')!;
    expect((await admin(NODES)).data.discountNodes.nodes).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/DiscountAutomaticNode\/\d+$/),
        discount: {title: 'Spring Sale', status: 'ACTIVE', appDiscountType: {functionId: campaignPrices.id, title: 'Campaign prices'}},
        configuration: {namespace: `${APP_NAMESPACE}--campaign-prices`, type: 'json', value: '{"kind":"price","percent":30}'},
      },
    ]);
    clock = Date.parse('2026-05-01T00:00:00Z');
    expect((await admin(NODES)).data.discountNodes.nodes[0].discount.status).toBe('SCHEDULED');
    clock = Date.parse('2026-06-30T23:59:59Z');
    expect((await admin(NODES)).data.discountNodes.nodes[0].discount.status).toBe('EXPIRED');
  });

  it.each([
    ['an unknown function', {functionHandle: 'volume-discount'}, ['automaticAppDiscount', 'functionHandle'], 'INVALID', 'Function not found.'],
    ['a validation function', {functionHandle: 'bag-rules'}, ['automaticAppDiscount', 'functionHandle'], 'INVALID', /does not implement the discount API/],
    ['no function', {functionHandle: undefined}, ['automaticAppDiscount'], 'MISSING_FUNCTION_IDENTIFIER', /function_handle must be provided/],
    ['an end before the start', {endsAt: '2026-05-31T00:00:00Z'}, ['automaticAppDiscount', 'endsAt'], 'END_DATE_BEFORE_START_DATE', /after starts_at/],
    ['no start', {startsAt: undefined}, ['automaticAppDiscount', 'startsAt'], 'BLANK', "Starts at can't be blank"],
    ['a blank title', {title: ' '}, ['automaticAppDiscount', 'title'], 'BLANK', "Title can't be blank"],
    [
      'a metafield value its type refuses',
      {metafields: [{...spring.metafields[0], value: '{kind'}]},
      ['automaticAppDiscount', 'metafields', '0', 'value'],
      'INVALID',
      'Value is invalid for type json.',
    ],
  ])('answers %s with a userError and creates nothing', async (_case, change, field, code, message) => {
    const reply = await admin(CREATE, {input: {...spring, ...change}});
    expect(reply.data.discountAutomaticAppCreate.automaticAppDiscount).toBeNull();
    expect(reply.data.discountAutomaticAppCreate.userErrors).toEqual([{field, code, message: expect.stringMatching(message)}]);
    expect(store.checkoutRules.discounts()).toEqual([]);
  });

  it('answers a function the app has not deployed as not found', async () => {
    store.checkoutRules.setDeployed(['bag-rules']);
    const reply = await admin(CREATE, {input: spring});
    expect(reply.data.discountAutomaticAppCreate.userErrors).toEqual([
      {field: ['automaticAppDiscount', 'functionHandle'], code: 'INVALID', message: 'Function not found.'},
    ]);
  });

  it(`refuses more than ${MAX_ACTIVE_APP_DISCOUNTS} running app discounts`, async () => {
    for (let n = 0; n < MAX_ACTIVE_APP_DISCOUNTS; n++) store.checkoutRules.createDiscount({...spring, title: `Sale ${n}`});
    const reply = await admin(CREATE, {input: spring});
    expect(reply.data.discountAutomaticAppCreate.userErrors).toEqual([
      {field: ['automaticAppDiscount'], code: 'MAX_APP_DISCOUNTS', message: expect.stringMatching(/at most 25 active app discounts/)},
    ]);
    // An ended one is not counted.
    const ended = await admin(CREATE, {input: {...spring, startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-31T00:00:00Z'}});
    expect(ended.data.discountAutomaticAppCreate.userErrors).toEqual([]);
  });

  it("updates dates and metafields in place (by namespace and key), keeping what the input leaves out, and ends one", async () => {
    await admin(CREATE, {input: spring});
    const [node] = store.checkoutRules.discounts();
    const reply = await admin(UPDATE, {
      id: node.id,
      input: {endsAt: '2026-07-15T00:00:00Z', metafields: [{namespace: '$app:campaign-prices', key: 'function-configuration', type: 'json', value: '{"kind":"price","percent":40}'}]},
    });
    expect(reply.data.discountAutomaticAppUpdate).toEqual({
      automaticAppDiscount: {title: 'Spring Sale', status: 'ACTIVE', startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-07-15T00:00:00Z'},
      userErrors: [],
    });
    const [updated] = store.checkoutRules.discounts();
    expect(updated.metafields).toEqual([expect.objectContaining({key: 'function-configuration', value: '{"kind":"price","percent":40}'})]);
    expect(updated.tags).toEqual(['storefront-checkout-rules']);

    const ended = await admin(UPDATE, {id: node.id, input: {endsAt: new Date(NOW).toISOString()}});
    expect(ended.data.discountAutomaticAppUpdate.automaticAppDiscount.status).toBe('EXPIRED');
    const unknown = await admin(UPDATE, {id: 'gid://shopify/DiscountAutomaticNode/1', input: {title: 'X'}});
    expect(unknown.data.discountAutomaticAppUpdate.userErrors).toEqual([{field: ['id'], code: 'INVALID', message: 'Discount does not exist'}]);
  });
});

describe('validationCreate, validationUpdate and validations', () => {
  const CREATE_VALIDATION = `
    mutation($validation: ValidationCreateInput!) {
      validationCreate(validation: $validation) { validation { id title enabled blockOnFailure shopifyFunction { handle } } userErrors { field message code } }
    }
  `;
  const UPDATE_VALIDATION = `
    mutation($id: ID!, $validation: ValidationUpdateInput!) {
      validationUpdate(id: $id, validation: $validation) { validation { enabled blockOnFailure } userErrors { field message code } }
    }
  `;
  const rules = {
    functionHandle: 'bag-rules',
    title: 'Bag rules',
    enable: true,
    blockOnFailure: true,
    metafields: [{namespace: '$app:bag-rules', key: 'input-variables', type: 'json', value: '{"giftTags":["bonus"]}'}],
  };

  it('creates a validation, lists it with its metafield, and an update without enable turns it off (the input defaults)', async () => {
    const reply = await admin(CREATE_VALIDATION, {validation: rules});
    expect(reply.data.validationCreate).toEqual({
      validation: {id: expect.stringMatching(/^gid:\/\/shopify\/Validation\/\d+$/), title: 'Bag rules', enabled: true, blockOnFailure: true, shopifyFunction: {handle: 'bag-rules'}},
      userErrors: [],
    });
    const listed = await admin(
      '{ validations(first: 5) { nodes { title variables: metafield(namespace: "$app:bag-rules", key: "input-variables") { value } } } }',
    );
    expect(listed.data.validations.nodes).toEqual([{title: 'Bag rules', variables: {value: '{"giftTags":["bonus"]}'}}]);
    const id = reply.data.validationCreate.validation.id;
    const off = await admin(UPDATE_VALIDATION, {id, validation: {title: 'Bag rules'}});
    expect(off.data.validationUpdate).toEqual({validation: {enabled: false, blockOnFailure: false}, userErrors: []});
  });

  it.each([
    ['an unknown function', {functionHandle: 'age-check'}, ['validation', 'functionHandle'], 'FUNCTION_NOT_FOUND'],
    ['a discount function', {functionHandle: 'member-delivery'}, ['validation', 'functionHandle'], 'FUNCTION_DOES_NOT_IMPLEMENT'],
    ['no function', {functionHandle: undefined}, ['validation'], 'MISSING_FUNCTION_IDENTIFIER'],
    ['a value its type refuses', {metafields: [{...rules.metafields[0], value: 'x'}]}, ['validation', 'metafields', '0', 'value'], 'INVALID_VALUE'],
  ])('answers %s with a userError', async (_case, change, field, code) => {
    const reply = await admin(CREATE_VALIDATION, {validation: {...rules, ...change}});
    expect(reply.data.validationCreate.validation).toBeNull();
    expect(reply.data.validationCreate.userErrors).toEqual([expect.objectContaining({field, code})]);
    expect(store.checkoutRules.validations()).toEqual([]);
  });

  it('answers an unknown id with NOT_FOUND', async () => {
    const reply = await admin(UPDATE_VALIDATION, {id: 'gid://shopify/Validation/1', validation: {enable: true}});
    expect(reply.data.validationUpdate.userErrors).toEqual([{field: ['id'], message: 'Validation not found.', code: 'NOT_FOUND'}]);
  });
});
