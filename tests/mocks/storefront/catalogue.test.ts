import {describe, expect, it} from 'vitest';
import {BRAND} from '../../../app/config/brand';
import {decodeCursor} from './ids';
import {postGraphQL, TEST_ORIGIN, serveStorefrontStandIn} from './test-support';

serveStorefrontStandIn();

const NS = BRAND.metafieldNamespace;

const PRODUCT_QUERY = `#graphql
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode, $selected: [SelectedOptionInput!]!)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id handle title description descriptionHtml productType vendor tags createdAt updatedAt
      availableForSale onlineStoreUrl
      seo { title description }
      featuredImage { id url altText width height }
      images(first: 5) { nodes { url(transform: {maxWidth: 400, maxHeight: 300, crop: CENTER}) } }
      options { id name optionValues { id name firstSelectableVariant { id } } }
      priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
      compareAtPriceRange { minVariantPrice { amount } maxVariantPrice { amount } }
      badge: metafield(namespace: "${NS}", key: "badge") { id namespace key value type reference { __typename } }
      metafields(identifiers: [{namespace: "${NS}", key: "trial_nights"}, {namespace: "${NS}", key: "missing"}]) { key value }
      selectedOrFirstAvailableVariant(selectedOptions: $selected, ignoreUnknownOptions: true) { id title }
      variantBySelectedOptions(selectedOptions: $selected) { id }
      encodedVariantExistence encodedVariantAvailability
      variants(first: 10) {
        pageInfo { hasNextPage hasPreviousPage }
        nodes {
          id title sku availableForSale quantityAvailable currentlyNotInStock requiresShipping taxable
          weight weightUnit unitPrice { amount }
          price { amount currencyCode } compareAtPrice { amount }
          selectedOptions { name value }
          image { url }
          product { handle }
          metafield(namespace: "${NS}", key: "delivery_weeks") { value }
        }
      }
    }
  }
`;

describe('product', () => {
  it('resolves a product by handle with variants, money, images and metafields', async () => {
    const {status, body} = await postGraphQL(PRODUCT_QUERY, {
      handle: 'cloud-mattress',
      country: 'AU',
      language: 'EN',
      selected: [{name: 'Size', value: 'Queen'}, {name: 'Feel', value: 'Firm'}],
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const product = body.data.product;
    expect(product).toMatchObject({
      id: 'gid://shopify/Product/1001',
      handle: 'cloud-mattress',
      productType: 'Mattress',
      tags: ['mattress', 'hybrid', 'sale-20'],
      availableForSale: true,
      onlineStoreUrl: 'https://www.example.com.au/products/cloud-mattress',
      descriptionHtml: '<p>Seven zones of pocket springs.</p>\n<p>Made in Australia.</p>',
      seo: {title: 'Cloud Hybrid Mattress'},
      priceRange: {
        minVariantPrice: {amount: '899.0', currencyCode: 'AUD'},
        maxVariantPrice: {amount: '1499.95', currencyCode: 'AUD'},
      },
      compareAtPriceRange: {minVariantPrice: {amount: '0.0'}, maxVariantPrice: {amount: '1599.0'}},
      badge: {namespace: NS, key: 'badge', value: 'Best seller', type: 'single_line_text_field', reference: null},
      metafields: [{key: 'trial_nights', value: '100'}, null],
      selectedOrFirstAvailableVariant: {id: 'gid://shopify/ProductVariant/2004', title: 'Queen / Firm'},
      variantBySelectedOptions: {id: 'gid://shopify/ProductVariant/2004'},
    });
    expect(product.badge.id).toMatch(/^gid:\/\/shopify\/Metafield\/\d+$/);
    expect(product.featuredImage).toMatchObject({
      url: `${TEST_ORIGIN}/cdn/shop/files/cloud-main.svg`,
      altText: 'Cloud mattress, side view',
      width: 1200,
    });
    expect(product.images.nodes[0].url).toBe(`${TEST_ORIGIN}/cdn/shop/files/cloud-main.svg?width=400&height=300&crop=center`);
    expect(product.options.map((option: {name: string}) => option.name)).toEqual(['Size', 'Feel']);
    // King only exists as Medium, which is sold out: its first selectable variant is still that one.
    expect(product.options[0].optionValues[2]).toMatchObject({name: 'King', firstSelectableVariant: {id: 'gid://shopify/ProductVariant/2005'}});

    const variants = product.variants.nodes;
    expect(variants).toHaveLength(5);
    expect(product.variants.pageInfo).toEqual({hasNextPage: false, hasPreviousPage: false});
    expect(variants[2]).toMatchObject({
      id: 'gid://shopify/ProductVariant/2003',
      sku: 'CLOUD-QUEEN-MEDIUM',
      quantityAvailable: 3,
      currentlyNotInStock: false,
      weight: 20,
      weightUnit: 'KILOGRAMS',
      unitPrice: null,
      price: {amount: '1299.0', currencyCode: 'AUD'},
      compareAtPrice: {amount: '1599.0'},
      selectedOptions: [{name: 'Size', value: 'Queen'}, {name: 'Feel', value: 'Medium'}],
      image: {url: `${TEST_ORIGIN}/cdn/shop/files/cloud-main.svg`},
      product: {handle: 'cloud-mattress'},
      metafield: {value: '2'},
    });
    expect(variants[4]).toMatchObject({availableForSale: false, price: {amount: '1499.95'}, metafield: null});
    // Queen/Medium... every combination but King/Firm exists; King/Medium is the one not for sale.
    expect(product.encodedVariantExistence).toBe('v1_0:0-1,1:0-1,2:0,');
    expect(product.encodedVariantAvailability).toBe('v1_0:0-1,1:0-1,');
  });

  it('falls back to the first available variant when the selection matches nothing', async () => {
    const {body} = await postGraphQL(PRODUCT_QUERY, {handle: 'cloud-mattress', selected: [{name: 'Size', value: 'Emperor'}]});
    expect(body.data.product.selectedOrFirstAvailableVariant.id).toBe('gid://shopify/ProductVariant/2001');
    expect(body.data.product.variantBySelectedOptions).toBeNull();
  });

  it('answers null for an unknown handle or id', async () => {
    const {body} = await postGraphQL(`{
      byHandle: product(handle: "no-such-bed") { id }
      byId: product(id: "gid://shopify/Product/999") { id }
      collection(handle: "nothing") { id }
    }`);
    expect(body).toEqual({data: {byHandle: null, byId: null, collection: null}});
  });

  it('finds a product by id and hidden products by handle', async () => {
    const {body} = await postGraphQL(`{
      product(id: "gid://shopify/Product/1002") { handle variants(first: 1) { nodes { currentlyNotInStock } } }
      assembly: product(handle: "${BRAND.slug}-assembly-service") { title }
    }`);
    expect(body.data).toEqual({
      product: {handle: 'oak-bed-frame', variants: {nodes: [{currentlyNotInStock: true}]}},
      assembly: {title: 'Assembly Service'},
    });
  });

  it('pages variants forwards and backwards with cursors', async () => {
    const page = async (args: string) =>
      (await postGraphQL(`{ product(handle: "cloud-mattress") { variants(${args}) {
        edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`)).body.data
        .product.variants;
    const first = await page('first: 2');
    expect(first.edges.map((edge: {node: {id: string}}) => edge.node.id)).toEqual([
      'gid://shopify/ProductVariant/2001',
      'gid://shopify/ProductVariant/2002',
    ]);
    expect(first.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const last = await page(`last: 2, before: "${first.pageInfo.endCursor}"`);
    expect(last.edges.map((edge: {node: {id: string}}) => edge.node.id)).toEqual(['gid://shopify/ProductVariant/2001']);
    expect(last.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
  });
});

describe('shop and localization', () => {
  it('serves the shop, its metafields and one Australian market', async () => {
    const {body} = await postGraphQL(`
      query Shop($country: CountryCode = ZZ, $language: LanguageCode) @inContext(country: $country, language: $language) {
        shop { id name description primaryDomain { url } metafield(namespace: "${NS}", key: "membership_discount") { value }
          metafields(identifiers: [{namespace: "${NS}", key: "nope"}]) { value } }
        localization { country { isoCode currency { isoCode } } language { isoCode } }
      }`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      shop: {
        name: 'Test Bed Shop',
        description: 'Beds for tests',
        primaryDomain: {url: 'https://www.example.com.au'},
        metafield: {value: '9900'},
        metafields: [null],
      },
      localization: {country: {isoCode: 'AU', currency: {isoCode: 'AUD'}}, language: {isoCode: 'EN'}},
    });
    expect(body.data.shop.id).toMatch(/^gid:\/\/shopify\/Shop\/\d+$/);
  });
});

describe('collections', () => {
  const COLLECTION_PAGE = `query Page($handle: String!, $first: Int, $after: String, $last: Int, $before: String,
      $sortKey: ProductCollectionSortKeys, $reverse: Boolean) @inContext(country: AU) {
    collection(handle: $handle) {
      id handle title description descriptionHtml seo { title } image { url altText }
      products(first: $first, after: $after, last: $last, before: $before, sortKey: $sortKey, reverse: $reverse) {
        nodes { handle }
        edges { cursor }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }`;
  const handles = (reply: {body: {data?: {collection: {products: {nodes: {handle: string}[]}}}}}) =>
    reply.body.data!.collection.products.nodes.map((node) => node.handle);

  it('pages a collection forwards and backwards with opaque cursors', async () => {
    const page1 = await postGraphQL(COLLECTION_PAGE, {handle: 'pillows', first: 2});
    expect(page1.body.data.collection).toMatchObject({
      id: 'gid://shopify/Collection/3001',
      title: 'Pillows',
      descriptionHtml: '<p>Soft things.</p>',
      image: {url: `${TEST_ORIGIN}/cdn/shop/files/pillows-banner.svg`, altText: 'Pillows'},
    });
    expect(handles(page1)).toEqual(['pillow-1', 'pillow-2']);
    const info1 = page1.body.data.collection.products.pageInfo;
    expect(info1).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    expect(info1.endCursor).toBe(page1.body.data.collection.products.edges[1].cursor);
    // Opaque to clients, but shaped like Shopify's base64 JSON.
    expect(decodeCursor(info1.endCursor)).toBe(1102);

    const page2 = await postGraphQL(COLLECTION_PAGE, {handle: 'pillows', first: 2, after: info1.endCursor});
    expect(handles(page2)).toEqual(['pillow-3', 'pillow-4']);
    const page3 = await postGraphQL(COLLECTION_PAGE, {
      handle: 'pillows',
      first: 2,
      after: page2.body.data.collection.products.pageInfo.endCursor,
    });
    expect(handles(page3)).toEqual(['pillow-5']);
    expect(page3.body.data.collection.products.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});

    const back = await postGraphQL(COLLECTION_PAGE, {
      handle: 'pillows',
      last: 2,
      before: page3.body.data.collection.products.pageInfo.startCursor,
    });
    expect(handles(back)).toEqual(['pillow-3', 'pillow-4']);
    expect(back.body.data.collection.products.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: true});
  });

  it('sorts by title and price, and reverses', async () => {
    expect(handles(await postGraphQL(COLLECTION_PAGE, {handle: 'pillows', first: 5, sortKey: 'TITLE'}))).toEqual([
      'pillow-5',
      'pillow-4',
      'pillow-3',
      'pillow-2',
      'pillow-1',
    ]);
    expect(
      handles(await postGraphQL(COLLECTION_PAGE, {handle: 'bedroom', first: 5, sortKey: 'PRICE', reverse: true})),
    ).toEqual(['oak-bed-frame', 'cloud-mattress', 'pillow-1']);
    expect(handles(await postGraphQL(COLLECTION_PAGE, {handle: 'bedroom', first: 5}))).toEqual([
      'oak-bed-frame',
      'cloud-mattress',
      'pillow-1',
    ]);
  });

  it('filters collection products', async () => {
    const {body} = await postGraphQL(`{ collection(handle: "pillows") {
      tagged: products(first: 10, filters: [{tag: "latex"}]) { nodes { handle } filters { id } }
      cheap: products(first: 10, filters: [{price: {max: 60.5}}]) { nodes { handle } }
    } }`);
    expect(body.data.collection.tagged).toEqual({nodes: [{handle: 'pillow-2'}, {handle: 'pillow-4'}], filters: []});
    expect(body.data.collection.cheap.nodes).toEqual([{handle: 'pillow-1'}, {handle: 'pillow-2'}]);
  });

  it('lists collections with cursors', async () => {
    const first = await postGraphQL(`{ collections(first: 2) { nodes { handle } pageInfo { hasNextPage endCursor } totalCount } }`);
    expect(first.body.data.collections).toMatchObject({
      nodes: [{handle: 'pillows'}, {handle: 'mattresses'}],
      pageInfo: {hasNextPage: true},
      totalCount: '3',
    });
    const next = await postGraphQL(`query($after: String) { collections(first: 2, after: $after) { nodes { handle } pageInfo { hasNextPage } } }`, {
      after: first.body.data.collections.pageInfo.endCursor,
    });
    expect(next.body.data.collections).toEqual({nodes: [{handle: 'bedroom'}], pageInfo: {hasNextPage: false}});
  });

  it('lists the collections a product is in', async () => {
    const {body} = await postGraphQL(`{ product(handle: "pillow-1") { collections(first: 5) { nodes { handle } } } }`);
    expect(body.data.product.collections.nodes).toEqual([{handle: 'pillows'}, {handle: 'bedroom'}]);
  });
});

describe('products search', () => {
  const search = async (query: string, extra = '') =>
    (await postGraphQL(`query($q: String) { products(first: 20, query: $q${extra}) { nodes { handle } } }`, {q: query})).body.data.products.nodes.map(
      (node: {handle: string}) => node.handle,
    );

  it('supports tag:, product_type:, title:, plain words, negation and OR', async () => {
    expect(await search('tag:latex')).toEqual(['pillow-2', 'pillow-4']);
    expect(await search('product_type:Mattress')).toEqual(['cloud-mattress']);
    expect(await search('title:oak')).toEqual(['oak-bed-frame']);
    expect(await search('springs')).toEqual(['cloud-mattress']);
    expect(await search('tag:pillow -tag:latex')).toEqual(['pillow-1', 'pillow-3', 'pillow-5']);
    expect(await search('product_type:Mattress OR product_type:"Bed Frame"')).toEqual(['cloud-mattress', 'oak-bed-frame']);
    expect(await search('tag:sale-*')).toEqual(['cloud-mattress']);
  });

  it('leaves hidden products out of listings and sorts by the given key', async () => {
    expect(await search('')).not.toContain(`${BRAND.slug}-assembly-service`);
    expect(await search('tag:pillow', ', sortKey: TITLE, reverse: true')).toEqual([
      'pillow-1',
      'pillow-2',
      'pillow-3',
      'pillow-4',
      'pillow-5',
    ]);
  });
});

describe('node and nodes', () => {
  it('resolves products, variants and collections by gid', async () => {
    const {body} = await postGraphQL(`{
      node(id: "gid://shopify/ProductVariant/2003") { __typename id ... on ProductVariant { title } }
      nodes(ids: ["gid://shopify/Product/1002", "gid://shopify/Collection/3002", "gid://shopify/Product/1", "nonsense"]) {
        __typename ... on Product { handle } ... on Collection { handle }
      }
    }`);
    expect(body.data).toEqual({
      node: {__typename: 'ProductVariant', id: 'gid://shopify/ProductVariant/2003', title: 'Queen / Medium'},
      nodes: [{__typename: 'Product', handle: 'oak-bed-frame'}, {__typename: 'Collection', handle: 'mattresses'}, null, null],
    });
  });
});

describe('errors', () => {
  it('rejects an unknown field with a validation error, status 200 and no data', async () => {
    const {status, body} = await postGraphQL(`query ProductTitle { product(handle: "cloud-mattress") { title colour } }`);
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: "Field 'colour' doesn't exist on type 'Product'",
        locations: [{line: 1, column: 64}],
        path: ['query ProductTitle', 'product', 'colour'],
        extensions: {code: 'undefinedField', typeName: 'Product', fieldName: 'colour'},
      },
    ]);
  });

  it('rejects unknown arguments and syntax errors', async () => {
    const argument = await postGraphQL(`{ product(slug: "x") { id } }`);
    expect(argument.body.errors[0]).toMatchObject({
      message: "Field 'product' doesn't accept argument 'slug'",
      extensions: {code: 'argumentNotAccepted'},
    });
    const syntax = await postGraphQL(`{ product(handle: "x") { id }`);
    expect(syntax.status).toBe(200);
    expect(syntax.body.errors[0]).toMatchObject({message: expect.stringMatching(/^Syntax Error/), extensions: {code: 'PARSE_ERROR'}});
  });

  it('reports a bad variable the way Shopify does', async () => {
    const {body} = await postGraphQL(`query($first: Int!) { products(first: $first) { nodes { id } } }`, {first: 'ten'});
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Variable $first of type Int! was provided invalid value',
        extensions: expect.objectContaining({code: 'INVALID_VARIABLE', value: 'ten'}),
      }),
    ]);
  });

  it('requires first or last on connections', async () => {
    const {body} = await postGraphQL(`{ products { nodes { id } } }`);
    expect(body.errors[0]).toMatchObject({message: 'you must provide one of first or last', path: ['products']});
  });

  it('refuses a request without a storefront token', async () => {
    const {status, body} = await postGraphQL(`{ shop { name } }`, {}, {});
    expect(status).toBe(401);
    expect(body.errors[0].extensions.code).toBe('ACCESS_DENIED');
    const privateToken = await postGraphQL(`{ shop { name } }`, {}, {'Shopify-Storefront-Private-Token': 'private'});
    expect(privateToken.body.data.shop.name).toBe('Test Bed Shop');
  });
});
