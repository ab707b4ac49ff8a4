import {
  getNamedType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {executeStorefrontRequest} from './execute';
import {storefrontSchema} from './schema';
import {createTestStore, TEST_ORIGIN} from './test-support';

/**
 * Selects every field of the types the stand-in serves, a few levels deep, so
 * a non-null field without a resolver (say, after a schema upgrade) fails here
 * rather than in some page's query.
 */
const SERVED_TYPES = new Set([
  'Product', 'ProductVariant', 'Collection', 'Shop', 'Cart', 'CartLine', 'MediaImage',
  'CartCodeDiscountAllocation', 'PricingPercentageValue', 'MoneyV2',
]);
const MAX_DEPTH = 4;

function argumentsFor(names: string[]): string {
  const values: Record<string, string> = {
    first: 'first: 2',
    identifiers: 'identifiers: [{namespace: "x", key: "y"}]',
    key: 'key: "k"',
  };
  const used = names.filter((name) => name in values).map((name) => values[name]);
  return used.length > 0 ? `(${used.join(', ')})` : '';
}

function selectionFor(type: GraphQLNamedType, depth: number): string {
  if (isUnionType(type) || isInterfaceType(type)) {
    const served = storefrontSchema()
      .getPossibleTypes(type)
      .filter((candidate) => SERVED_TYPES.has(candidate.name) && depth < MAX_DEPTH);
    return `{ __typename ${served.map((candidate) => `... on ${candidate.name} ${selectionFor(candidate, depth + 1)}`).join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  if (depth >= MAX_DEPTH) return '{ __typename }';
  const fields = Object.values(type.getFields()).filter(
    (field) =>
      // Its union spans types that share field names with different nullability.
      field.name !== 'parentResource' &&
      field.args.every((arg) => !isNonNullType(arg.type) || arg.name === 'identifiers' || arg.name === 'key'),
  );
  const selections = fields.map((field) => {
    const args = argumentsFor(field.args.map((arg) => arg.name));
    return `${field.name}${args} ${selectionFor(getNamedType(field.type), depth + 1)}`;
  });
  return `{ ${selections.join(' ')} }`;
}

describe('schema coverage', () => {
  it('resolves every field of the served types without errors', async () => {
    const store = createTestStore();
    const created = await executeStorefrontRequest(
      store,
      {
        query: `mutation { cartCreate(input: {lines: [{merchandiseId: "gid://shopify/ProductVariant/2003"}], discountCodes: ["SAVE10"]}) { cart { id } } }`,
      },
      TEST_ORIGIN,
    );
    const cartId = (created.body.data as {cartCreate: {cart: {id: string}}}).cartCreate.cart.id;
    const schema = storefrontSchema();
    const roots: [string, string][] = [
      ['product(handle: "cloud-mattress")', 'Product'],
      ['collection(handle: "pillows")', 'Collection'],
      ['shop', 'Shop'],
      ['localization', 'Localization'],
      [`cart(id: "${cartId}")`, 'Cart'],
    ];
    for (const [field, typeName] of roots) {
      const query = `{ ${field} ${selectionFor(schema.getType(typeName)!, 0)} }`;
      const {body} = await executeStorefrontRequest(store, {query}, TEST_ORIGIN);
      expect(body.errors, typeName).toBeUndefined();
    }
  });
});
