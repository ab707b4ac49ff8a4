import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll} from 'vitest';
import type {FixtureCatalogue} from '../fixtures/types';
import {createStorefrontHandlers} from './create-handlers';
import {buildStorefrontStore, type StorefrontStore, type StorefrontStoreOptions} from './store';
import {testCatalogue} from './test-catalogue';

/** The origin tests call; the stand-in answers on any origin. */
export const TEST_ORIGIN = 'https://test-shop.myshopify.com';
export const GRAPHQL_URL = `${TEST_ORIGIN}/api/2025-04/graphql.json`;

export function testImageUrl(origin: string, key: string): string {
  return `${origin}/cdn/shop/files/${key}.svg`;
}

export function createTestStore(options: Partial<StorefrontStoreOptions> & {catalogue?: FixtureCatalogue} = {}) {
  return buildStorefrontStore({
    catalogue: testCatalogue,
    imageUrl: testImageUrl,
    discountCodes: {SAVE10: {percentOff: 10}},
    ...options,
  });
}

export interface GraphQLReply {
  status: number;
  // Tests read deep into replies; a strict type per query would only restate the query.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: {data?: any; errors?: any};
}

/** POSTs an operation the way Hydrogen's storefront client does. */
export async function postGraphQL(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {'X-Shopify-Storefront-Access-Token': 'test-public-token'},
): Promise<GraphQLReply> {
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: JSON.stringify({query, variables}),
  });
  return {status: response.status, body: await response.json()};
}

/**
 * Serves a fresh test store through msw for the current test file, with a
 * settable clock, and forgets carts between tests.
 */
export function serveStorefrontStandIn(): {store: StorefrontStore; setNow: (iso: string) => void} {
  let now = new Date('2025-06-01T10:00:00Z');
  const store = createTestStore({clock: () => now});
  const server = setupServer(...createStorefrontHandlers(store));
  beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
  afterEach(() => {
    store.reset();
    now = new Date('2025-06-01T10:00:00Z');
  });
  afterAll(() => server.close());
  return {store, setNow: (iso) => (now = new Date(iso))};
}
