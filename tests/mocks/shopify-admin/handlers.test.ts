import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {handlers as allHandlers} from '../handlers';
import {createShopifyAdminHandlers, STAND_IN_ADMIN_ACCESS_TOKEN} from './handlers';
import {createShopifyAdminStore} from './store';

const store = createShopifyAdminStore();
const server = setupServer(...createShopifyAdminHandlers(store));
const URL = 'https://demo-shop.myshopify.com/admin/api/2025-04/graphql.json';

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => store.reset());
afterAll(() => server.close());

// Replies are read deep; a type per query would only restate it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function admin(query: string, variables?: unknown, token = STAND_IN_ADMIN_ACCESS_TOKEN): Promise<{status: number; body: any}> {
  const response = await fetch(URL, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Access-Token': token},
    body: JSON.stringify({query, variables}),
  });
  return {status: response.status, body: await response.json()};
}

const CREATE_METAFIELD = `
  mutation($definition: MetafieldDefinitionInput!) {
    metafieldDefinitionCreate(definition: $definition) {
      createdDefinition { id namespace key ownerType type { name } access { storefront } validations { name value } }
      userErrors { field message code }
    }
  }
`;

const CREATE_METAOBJECT = `
  mutation($definition: MetaobjectDefinitionCreateInput!) {
    metaobjectDefinitionCreate(definition: $definition) {
      metaobjectDefinition { id type name access { storefront } fieldDefinitions { key name required type { name } } }
      userErrors { field message code elementIndex }
    }
  }
`;

const quickship = {
  ownerType: 'PRODUCTVARIANT',
  namespace: 'dreamhaus',
  key: 'quickship',
  type: 'boolean',
  name: 'Quickship',
  access: {storefront: 'PUBLIC_READ'},
};

describe('access', () => {
  it('refuses a request without the access token, as Shopify does', async () => {
    const reply = await admin('{ shop { name } }', undefined, 'wrong');
    expect(reply.status).toBe(401);
    expect(reply.body.errors).toMatch(/Invalid API key or access token/);
  });

  it('answers with the token', async () => {
    const reply = await admin('{ shop { name myshopifyDomain } }');
    expect(reply).toEqual({status: 200, body: {data: {shop: {name: 'Demo shop', myshopifyDomain: 'demo-shop.myshopify.com'}}}});
  });

  it('is mounted before the Storefront API in the shared handler list, whose path pattern also matches', () => {
    const adminIndex = allHandlers.findIndex((handler) => String(handler.info.header).includes('/admin/api/'));
    const storefrontIndex = allHandlers.findIndex((handler) => String(handler.info.header).includes('*/api/:version'));
    expect(adminIndex).toBeGreaterThanOrEqual(0);
    expect(adminIndex).toBeLessThan(storefrontIndex);
  });
});

describe('metafieldDefinitionCreate', () => {
  it('creates a definition with Storefront access, then lists it', async () => {
    const reply = await admin(CREATE_METAFIELD, {definition: {...quickship, validations: []}});
    expect(reply.body.data.metafieldDefinitionCreate).toEqual({
      createdDefinition: {
        id: expect.stringMatching(/^gid:\/\/shopify\/MetafieldDefinition\/\d+$/),
        namespace: 'dreamhaus',
        key: 'quickship',
        ownerType: 'PRODUCTVARIANT',
        type: {name: 'boolean'},
        access: {storefront: 'PUBLIC_READ'},
        validations: [],
      },
      userErrors: [],
    });
    const listed = await admin(
      '{ metafieldDefinitions(ownerType: PRODUCTVARIANT, namespace: "dreamhaus", first: 10) { nodes { key } } }',
    );
    expect(listed.body.data.metafieldDefinitions.nodes).toEqual([{key: 'quickship'}]);
    const otherOwner = await admin('{ metafieldDefinitions(ownerType: PRODUCT, first: 10) { nodes { key } } }');
    expect(otherOwner.body.data.metafieldDefinitions.nodes).toEqual([]);
  });

  it('answers a taken key with TAKEN, and keeps one definition', async () => {
    await admin(CREATE_METAFIELD, {definition: quickship});
    const again = await admin(CREATE_METAFIELD, {definition: {...quickship, type: 'single_line_text_field'}});
    expect(again.body.data.metafieldDefinitionCreate).toEqual({
      createdDefinition: null,
      userErrors: [
        {
          field: ['definition', 'key'],
          message: "Key is in use for Product variant metafields on the 'dreamhaus' namespace.",
          code: 'TAKEN',
        },
      ],
    });
    // The same key on another owner type is another definition.
    const onProducts = await admin(CREATE_METAFIELD, {definition: {...quickship, ownerType: 'PRODUCT'}});
    expect(onProducts.body.data.metafieldDefinitionCreate.userErrors).toEqual([]);
  });

  it.each([
    ['a blank name', {name: ' '}, ['definition', 'name'], 'BLANK'],
    ['a blank key', {key: ''}, ['definition', 'key'], 'BLANK'],
    ['a one-letter key', {key: 'q'}, ['definition', 'key'], 'TOO_SHORT'],
    ['a 65-letter key', {key: 'k'.repeat(65)}, ['definition', 'key'], 'TOO_LONG'],
    ['a key with a dot', {key: 'quick.ship'}, ['definition', 'key'], 'INVALID_CHARACTER'],
    ['a short namespace', {namespace: 'dh'}, ['definition', 'namespace'], 'TOO_SHORT'],
    ['an unknown type', {type: 'yes_no'}, ['definition', 'type'], 'INCLUSION'],
    ['a list of booleans', {type: 'list.boolean'}, ['definition', 'type'], 'INCLUSION'],
    ['an unknown validation', {validations: [{name: 'colour', value: 'x'}]}, ['definition', 'validations'], 'INVALID_OPTION'],
  ])('answers %s with a userError', async (_case, change, field, code) => {
    const reply = await admin(CREATE_METAFIELD, {definition: {...quickship, ...change}});
    const result = reply.body.data.metafieldDefinitionCreate;
    expect(result.createdDefinition).toBeNull();
    expect(result.userErrors).toEqual([expect.objectContaining({field, code})]);
    expect(store.metafieldDefinitions()).toEqual([]);
  });

  it.each([
    ['without the definition', {}, /Variable "\$definition" of required type "MetafieldDefinitionInput!" was not provided/],
    ['without a key', {definition: {...quickship, key: undefined}}, /Field "key" of required type "String!" was not provided/],
    ['without an owner type', {definition: {...quickship, ownerType: undefined}}, /Field "ownerType" of required type/],
    ['with an unknown owner type', {definition: {...quickship, ownerType: 'VARIANT'}}, /Value "VARIANT" does not exist in "MetafieldOwnerType" enum/],
    ['with an unknown access', {definition: {...quickship, access: {storefront: 'PUBLIC'}}}, /MetafieldStorefrontAccessInput/],
  ])('refuses the request %s as a GraphQL error', async (_case, variables, message) => {
    const reply = await admin(CREATE_METAFIELD, variables);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toBeUndefined();
    expect(reply.body.errors).toEqual([expect.objectContaining({message: expect.stringMatching(message)})]);
    expect(store.metafieldDefinitions()).toEqual([]);
  });

  it('refuses a field the schema does not have', async () => {
    const reply = await admin('{ metafieldDefinitions(ownerType: SHOP, first: 1) { nodes { colour } } }');
    expect(reply.body.errors[0].message).toMatch(/Cannot query field "colour" on type "MetafieldDefinition"/);
  });

  it('pages definitions 250 at most, and wants first or last', async () => {
    for (const key of ['aa', 'bb', 'cc']) await admin(CREATE_METAFIELD, {definition: {...quickship, key}});
    const first = await admin(
      '{ metafieldDefinitions(ownerType: PRODUCTVARIANT, first: 2) { nodes { key } pageInfo { hasNextPage endCursor } } }',
    );
    expect(first.body.data.metafieldDefinitions.nodes).toEqual([{key: 'aa'}, {key: 'bb'}]);
    expect(first.body.data.metafieldDefinitions.pageInfo.hasNextPage).toBe(true);
    const next = await admin(
      'query($after: String) { metafieldDefinitions(ownerType: PRODUCTVARIANT, first: 2, after: $after) { nodes { key } pageInfo { hasNextPage } } }',
      {after: first.body.data.metafieldDefinitions.pageInfo.endCursor},
    );
    expect(next.body.data.metafieldDefinitions).toEqual({nodes: [{key: 'cc'}], pageInfo: {hasNextPage: false}});
    const unpaged = await admin('{ metafieldDefinitions(ownerType: PRODUCTVARIANT) { nodes { key } } }');
    expect(unpaged.body.errors[0].message).toBe('you must provide one of first or last');
    const tooMany = await admin('{ metafieldDefinitions(ownerType: PRODUCTVARIANT, first: 251) { nodes { key } } }');
    expect(tooMany.body.errors).toHaveLength(1);
  });
});

describe('metaobjectDefinitionCreate', () => {
  const showroom = {
    type: 'showroom',
    name: 'Showroom',
    fieldDefinitions: [
      {key: 'name', name: 'Name', type: 'single_line_text_field', required: true},
      {key: 'opening_hours', name: 'Opening hours', type: 'multi_line_text_field'},
    ],
    access: {storefront: 'PUBLIC_READ'},
  };

  it('creates a definition, found by type afterwards', async () => {
    const reply = await admin(CREATE_METAOBJECT, {definition: showroom});
    expect(reply.body.data.metaobjectDefinitionCreate.userErrors).toEqual([]);
    expect(reply.body.data.metaobjectDefinitionCreate.metaobjectDefinition).toMatchObject({
      type: 'showroom',
      name: 'Showroom',
      access: {storefront: 'PUBLIC_READ'},
      fieldDefinitions: [
        {key: 'name', name: 'Name', required: true, type: {name: 'single_line_text_field'}},
        {key: 'opening_hours', name: 'Opening hours', required: false, type: {name: 'multi_line_text_field'}},
      ],
    });
    const found = await admin('{ metaobjectDefinitionByType(type: "showroom") { type } missing: metaobjectDefinitionByType(type: "store") { type } }');
    expect(found.body.data).toEqual({metaobjectDefinitionByType: {type: 'showroom'}, missing: null});
  });

  it('answers a taken type with TAKEN', async () => {
    await admin(CREATE_METAOBJECT, {definition: showroom});
    const again = await admin(CREATE_METAOBJECT, {definition: showroom});
    expect(again.body.data.metaobjectDefinitionCreate).toEqual({
      metaobjectDefinition: null,
      userErrors: [{field: ['definition', 'type'], message: 'Type has already been taken', code: 'TAKEN', elementIndex: null}],
    });
    expect(store.metaobjectDefinitions()).toHaveLength(1);
  });

  it.each([
    ['a blank type', {type: ''}, ['definition', 'type'], 'BLANK'],
    ['an upper-case type', {type: 'Showroom'}, ['definition', 'type'], 'INVALID'],
    [
      'a duplicate field key',
      {fieldDefinitions: [showroom.fieldDefinitions[0], showroom.fieldDefinitions[0]]},
      ['definition', 'fieldDefinitions', '1', 'key'],
      'DUPLICATE_FIELD_INPUT',
    ],
    [
      'an unknown field type',
      {fieldDefinitions: [{key: 'name', type: 'text'}]},
      ['definition', 'fieldDefinitions', '0', 'type'],
      'INCLUSION',
    ],
    ['a display name key that is no field', {displayNameKey: 'title'}, ['definition', 'displayNameKey'], 'UNDEFINED_OBJECT_FIELD'],
  ])('answers %s with a userError', async (_case, change, field, code) => {
    const reply = await admin(CREATE_METAOBJECT, {definition: {...showroom, ...change}});
    expect(reply.body.data.metaobjectDefinitionCreate.metaobjectDefinition).toBeNull();
    expect(reply.body.data.metaobjectDefinitionCreate.userErrors).toEqual([expect.objectContaining({field, code})]);
  });

  it('refuses a definition without field definitions as a GraphQL error', async () => {
    const reply = await admin(CREATE_METAOBJECT, {definition: {type: 'showroom'}});
    expect(reply.body.errors[0].message).toMatch(/Field "fieldDefinitions" of required type/);
  });
});

describe('metafieldsSet and productVariants', () => {
  const seeded = createShopifyAdminStore({
    variants: [{id: 'gid://shopify/ProductVariant/9', sku: 'MIR-ROUND', productId: 'gid://shopify/Product/1', productHandle: 'round-rattan-mirror'}],
  });
  const SET = `
    mutation($metafields: [MetafieldsSetInput!]!) {
      metafieldsSet(metafields: $metafields) { metafields { namespace key type value } userErrors { field message code elementIndex } }
    }
  `;
  const lead = {ownerId: 'gid://shopify/ProductVariant/9', namespace: 'dreamhaus', key: 'lead_time_text', value: 'Delivered in 1-2 weeks'};

  beforeEach(() => {
    seeded.reset();
    server.use(...createShopifyAdminHandlers(seeded));
    seeded.createMetafieldDefinition({...quickship, key: 'lead_time_text', type: 'single_line_text_field', name: 'Lead time'});
  });
  afterEach(() => server.resetHandlers());

  it('lists the variants with their SKU and product', async () => {
    const reply = await admin('{ productVariants(first: 10) { nodes { id sku product { handle } } } }');
    expect(reply.body.data.productVariants.nodes).toEqual([
      {id: 'gid://shopify/ProductVariant/9', sku: 'MIR-ROUND', product: {handle: 'round-rattan-mirror'}},
    ]);
  });

  it("sets a value with the definition's type, and sets it again in place", async () => {
    const first = await admin(SET, {metafields: [lead]});
    expect(first.body.data.metafieldsSet).toEqual({
      metafields: [{namespace: 'dreamhaus', key: 'lead_time_text', type: 'single_line_text_field', value: 'Delivered in 1-2 weeks'}],
      userErrors: [],
    });
    await admin(SET, {metafields: [{...lead, value: 'Delivered in 2-3 weeks'}]});
    const read = await admin(
      '{ productVariants(first: 1) { nodes { metafield(namespace: "dreamhaus", key: "lead_time_text") { value } } } }',
    );
    expect(read.body.data.productVariants.nodes[0].metafield).toEqual({value: 'Delivered in 2-3 weeks'});
  });

  it.each([
    ['a type other than the definition\'s', {type: 'multi_line_text_field'}, 'type', 'INVALID_TYPE'],
    ['a value its type refuses', {key: 'quickship', type: 'boolean', value: 'yes'}, 'value', 'INVALID_VALUE'],
    ['an owner the store does not have', {ownerId: 'gid://shopify/ProductVariant/10'}, 'ownerId', 'INVALID'],
    ['no type and no definition', {key: 'bonus_product'}, 'type', 'BLANK'],
  ])('refuses %s, and sets none of the batch', async (_case, change, field, code) => {
    const reply = await admin(SET, {metafields: [{...lead, key: 'assembly_sku', type: 'single_line_text_field'}, {...lead, ...change}]});
    expect(reply.body.data.metafieldsSet).toEqual({
      metafields: null,
      userErrors: [expect.objectContaining({field: ['metafields', '1', field], code, elementIndex: 1})],
    });
    expect(seeded.metafield(lead.ownerId, 'dreamhaus', 'assembly_sku')).toBeNull();
  });

  it('takes 25 at most', async () => {
    const reply = await admin(SET, {metafields: Array.from({length: 26}, () => lead)});
    expect(reply.body.data.metafieldsSet.userErrors).toEqual([
      {field: ['metafields'], message: 'Exceeded the maximum metafields input limit of 25.', code: 'LESS_THAN_OR_EQUAL_TO', elementIndex: null},
    ]);
  });
});
