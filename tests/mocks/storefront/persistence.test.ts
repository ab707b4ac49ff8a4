import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {setupServer} from 'msw/node';
import {createStorefrontHandlers} from './create-handlers';
import type {StorefrontStore} from './store';
import {executeStorefrontRequest} from './execute';
import {createTestStore, postGraphQL, TEST_ORIGIN} from './test-support';

let directory: string | undefined;
afterEach(() => {
  if (directory) rmSync(directory, {recursive: true, force: true});
  directory = undefined;
});

function tempFile(): string {
  directory = mkdtempSync(join(tmpdir(), 'mock-shop-carts-'));
  return join(directory, 'nested', 'carts.json');
}

/** Serves one store over msw for the duration of `run`: one mock shop process's lifetime. */
async function withMockShop<T>(store: StorefrontStore, run: () => Promise<T>): Promise<T> {
  const server = setupServer(...createStorefrontHandlers(store));
  server.listen({onUnhandledRequest: 'error'});
  try {
    return await run();
  } finally {
    server.close();
  }
}

const CREATE = `mutation { cartCreate(input: {lines: [{merchandiseId: "gid://shopify/ProductVariant/2101", quantity: 2}],
  attributes: [{key: "quickshipPostcode", value: "2000"}]}) { cart { id } } }`;
const READ = `query($id: ID!) { cart(id: $id) { totalQuantity attributes { key value } lines(first: 5) { nodes { id quantity } } } }`;

describe('cart persistence', () => {
  it('writes carts to the file and a new store (a restarted mock shop) reads them back', async () => {
    const file = tempFile();
    const before = createTestStore({persistFile: file});
    const {cartId, original} = await withMockShop(before, async () => {
      const created = await postGraphQL(CREATE);
      const id: string = created.body.data.cartCreate.cart.id;
      return {cartId: id, original: await postGraphQL(READ, {id})};
    });
    await before.flush();

    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.version).toBe(1);
    expect(written.carts).toHaveLength(1);
    // Written via a temporary file that is renamed into place, so none is left behind.
    expect(readdirSync(join(directory!, 'nested')).sort()).toEqual(['carts.json', 'customers.json']);

    const after = createTestStore({persistFile: file});
    const restored = await withMockShop(after, () => postGraphQL(READ, {id: cartId}));
    expect(restored.body).toEqual(original.body);
    expect(restored.body.data).toMatchObject({cart: {totalQuantity: 2, attributes: [{key: 'quickshipPostcode', value: '2000'}]}});
  });

  it('debounces a burst of changes into the latest state', async () => {
    const file = tempFile();
    const store = createTestStore({persistFile: file});
    const created = await executeStorefrontRequest(store, {query: CREATE}, TEST_ORIGIN);
    const cartId = (created.body.data as {cartCreate: {cart: {id: string}}}).cartCreate.cart.id;
    for (const value of ['3000', '4000', '5000']) {
      await executeStorefrontRequest(
        store,
        {
          query: `mutation($id: ID!, $value: String!) { cartAttributesUpdate(cartId: $id, attributes: [{key: "quickshipPostcode", value: $value}]) { cart { id } } }`,
          variables: {id: cartId, value},
        },
        TEST_ORIGIN,
      );
    }
    await store.flush();
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.carts[0].attributes).toEqual([{key: 'quickshipPostcode', value: '5000'}]);
  });

  it('drops carts idle for more than ten days when loading', async () => {
    const file = tempFile();
    const store = createTestStore({persistFile: file, clock: () => new Date('2025-01-01T00:00:00Z')});
    await executeStorefrontRequest(store, {query: CREATE}, TEST_ORIGIN);
    await store.flush();
    expect(createTestStore({persistFile: file, clock: () => new Date('2025-01-05T00:00:00Z')}).carts.size).toBe(1);
    expect(createTestStore({persistFile: file, clock: () => new Date('2025-01-12T00:00:00Z')}).carts.size).toBe(0);
  });
});
