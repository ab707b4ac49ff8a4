import {describe, expect, it} from 'vitest';
import {catalogue} from '../fixtures/catalogue';
import {executeStorefrontRequest} from './execute';
import {buildStorefrontStore} from './store';
import {TEST_ORIGIN, testImageUrl} from './test-support';

/** The demo catalogue must index cleanly and every product and collection must resolve without errors. */
const store = buildStorefrontStore({catalogue, imageUrl: testImageUrl});

async function run<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const {status, body} = await executeStorefrontRequest(store, {query, variables}, TEST_ORIGIN);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const PRODUCT = `query($handle: String!) { product(handle: $handle) {
  id handle title description descriptionHtml productType vendor tags availableForSale seo { title description }
  featuredImage { url altText width height } images(first: 20) { nodes { id url } }
  options { name optionValues { name firstSelectableVariant { id } } }
  encodedVariantExistence encodedVariantAvailability
  priceRange { minVariantPrice { amount } maxVariantPrice { amount } }
  compareAtPriceRange { minVariantPrice { amount } maxVariantPrice { amount } }
  selectedOrFirstAvailableVariant { id }
  variants(first: 250) { nodes { id title sku price { amount } compareAtPrice { amount } image { url }
    selectedOptions { name value } metafields(identifiers: []) { key } } }
} }`;

interface CollectionPage {
  collection: {products: {nodes: {handle: string}[]; pageInfo: {hasNextPage: boolean; endCursor: string}}};
}

describe('the demo catalogue through the stand-in', () => {
  it('resolves every product', async () => {
    for (const product of catalogue.products) {
      const data = await run<{product: unknown}>(PRODUCT, {handle: product.handle});
      expect(data.product).toMatchObject({handle: product.handle, title: product.title});
    }
  });

  it('pages through every collection in its display order', async () => {
    for (const collection of catalogue.collections) {
      const handles: string[] = [];
      let after: string | null = null;
      for (;;) {
        const data: CollectionPage = await run<CollectionPage>(
          `query($handle: String!, $after: String) { collection(handle: $handle) {
            products(first: 7, after: $after) { nodes { handle } pageInfo { hasNextPage endCursor } } } }`,
          {handle: collection.handle, after},
        );
        handles.push(...data.collection.products.nodes.map((node) => node.handle));
        if (!data.collection.products.pageInfo.hasNextPage) break;
        after = data.collection.products.pageInfo.endCursor;
      }
      expect(handles).toEqual(collection.productHandles);
    }
  });

  it('puts one variant of every purchasable product in a cart', async () => {
    const lines = catalogue.products
      .map((product) => product.variants.find((variant) => variant.availableForSale))
      .filter((variant) => variant !== undefined)
      .slice(0, 250)
      .map((variant) => ({merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 1}));
    const data = await run<{cartCreate: {cart: {totalQuantity: number}; userErrors: unknown[]}}>(
      `mutation($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) {
        cart { totalQuantity cost { totalAmount { amount } totalTaxAmount { amount } } } userErrors { message } warnings { message } } }`,
      {lines},
    );
    expect(data.cartCreate.userErrors).toEqual([]);
    expect(data.cartCreate.cart.totalQuantity).toBe(lines.length);
  });
});
