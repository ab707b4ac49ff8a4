/**
 * The mock shop's request counter, which the bench reads for upstream calls
 * per page view: services by path, Storefront operations by name, the
 * shopper's cart apart, and the control endpoints over real HTTP.
 */
import {describe, expect, it} from 'vitest';
import {mockShopForThisFile} from '../support/mock-shop';
import {prismicRequestKind, serviceOf, storefrontOperation, type RequestCounts} from './request-counter';

describe('serviceOf', () => {
  it.each([
    ['/api/2025-04/graphql.json', 'storefront'],
    ['/api/v2', 'prismic'],
    ['/api/v2/documents/search', 'prismic'],
    ['/searchspring/api/search/search.json', 'searchspring'],
    ['/yotpo/v1/widget/key/products/1/reviews.json', 'yotpo'],
    ['/abtasty/api/core/accounts/1/tests', 'abtasty'],
    ['/twc/auth/realms/dh/protocol/openid-connect/token', 'twc'],
    ['/ecom/quickship/eligible-postcode', 'delivery'],
    ['/velocity/calculate-points', 'loyalty'],
    ['/postmark/email', 'mail'],
    ['/cdn/shop/files/aurora.svg', 'images'],
    ['/bedbuilder-bucket/options/base/oak.png', 'bed-builder-images'],
    ['/cart/c/abc', 'checkout-page'],
    ['/somewhere-else', 'other'],
    // A prefix is a whole path segment: /twcx is not The Wishlist Company.
    ['/twcx/anything', 'other'],
  ])('%s is %s', (path, service) => {
    expect(serviceOf(path)).toBe(service);
  });

  it('does not count the control endpoints', () => {
    expect(serviceOf('/__control/requests')).toBeNull();
    expect(serviceOf('/__control/storefront')).toBeNull();
  });
});

describe('storefrontOperation', () => {
  const body = (query: string, operationName?: string) => JSON.stringify({query, operationName, variables: {}});

  it('names the first named query or mutation, cart operations apart', () => {
    expect(storefrontOperation(body('#graphql\n  query ProductDetail($handle: String!) { product(handle: $handle) { id } }'))).toEqual(
      {name: 'ProductDetail', cart: false},
    );
    expect(storefrontOperation(body('fragment F on Cart { id } query CartQuery($id: ID!) { cart(id: $id) { ...F } }'))).toEqual({
      name: 'CartQuery',
      cart: true,
    });
    expect(storefrontOperation(body('mutation cartLinesAdd($cartId: ID!) { x }'))).toEqual({name: 'cartLinesAdd', cart: true});
    expect(storefrontOperation(body('query ShopperCart { x }')).cart).toBe(true);
    expect(storefrontOperation(body('query BagSettings { x }')).cart).toBe(false);
  });

  it('prefers operationName, and says when there is no name', () => {
    expect(storefrontOperation(body('query A { x } query B { y }', 'B')).name).toBe('B');
    expect(storefrontOperation(body('{ shop { name } }')).name).toBe('(anonymous)');
    expect(storefrontOperation('not json').name).toBe('(unreadable)');
  });
});

describe('prismicRequestKind', () => {
  const url = (path: string, q: string[] = []) => {
    const result = new URL(`http://127.0.0.1:4100${path}`);
    for (const predicate of q) result.searchParams.append('q', predicate);
    return result;
  };

  it('tells the repository ref from searches, naming the document types asked for', () => {
    expect(prismicRequestKind(url('/api/v2'))).toBe('ref');
    expect(prismicRequestKind(url('/api/v2/documents/search', ['[[at(document.type, "menu")]]']))).toBe('menu');
    expect(
      prismicRequestKind(url('/api/v2/documents/search', ['[[any(document.type, ["x"])]]', '[[at(document.type,"footer")]]'])),
    ).toBe('footer');
    expect(prismicRequestKind(url('/api/v2/documents/search', ['[[at(document.id, "abc")]]']))).toBe('search');
  });
});

describe('GET and DELETE /__control/requests on the mock shop', () => {
  const shop = mockShopForThisFile('counter');

  const counts = async () => (await (await fetch(`${shop.origin}/__control/requests`)).json()) as RequestCounts;
  const graphql = (query: string) =>
    fetch(`${shop.origin}/api/2025-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'token'},
      body: JSON.stringify({query}),
    }).then((response) => response.json());

  it('counts what it served since the last reset, and still answers the requests it counted', async () => {
    expect((await fetch(`${shop.origin}/__control/requests`, {method: 'DELETE'})).status).toBe(204);
    const answer = (await graphql('query ShopName { shop { name } }')) as {data?: {shop?: {name?: string}}};
    expect(answer.data?.shop?.name).toBeTruthy();
    await graphql('query CartQuery { cart(id: "gid://shopify/Cart/none") { id } }');
    await fetch(`${shop.origin}/api/v2`).then((response) => response.arrayBuffer());
    await fetch(`${shop.origin}/nowhere`).then((response) => response.arrayBuffer());

    expect(await counts()).toEqual({
      total: 4,
      byService: {storefront: 2, prismic: 1, other: 1},
      storefrontOperations: {ShopName: 1, CartQuery: 1},
      storefrontCart: 1,
      prismicRequests: {ref: 1},
    });

    await fetch(`${shop.origin}/__control/requests`, {method: 'DELETE'});
    expect(await counts()).toEqual({total: 0, byService: {}, storefrontOperations: {}, storefrontCart: 0, prismicRequests: {}});
  });
});
