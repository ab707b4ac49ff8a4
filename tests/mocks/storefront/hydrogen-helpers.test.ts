import {createCartHandler, createStorefrontClient, getSitemap, getSitemapIndex} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {TEST_ORIGIN, serveStorefrontStandIn} from './test-support';

/**
 * Hydrogen's own helpers against the stand-in: the sitemap helpers, search
 * and predictive search shaped like the skeleton template's routes, and the
 * cart handler's gift card, metafield and delivery address methods.
 */
serveStorefrontStandIn();

const SITE = 'https://shop.example';

function hydrogenClients() {
  let cartId: string | undefined;
  const {storefront} = createStorefrontClient({
    storeDomain: TEST_ORIGIN,
    privateStorefrontToken: 'test-private-token',
    storefrontHeaders: {buyerIp: '203.0.113.7', buyerIpSig: null, cookie: null, purpose: null, requestGroupId: null},
    storefrontApiVersion: '2025-04',
    i18n: {language: 'EN', country: 'AU'},
  });
  const cart = createCartHandler({
    storefront,
    getCartId: () => cartId,
    setCartId: (id) => {
      cartId = id;
      return new Headers();
    },
  });
  return {storefront, cart};
}

/** The links a storefront's sitemap route would build. */
function getLink({type, baseUrl, handle = ""}: {type: string; baseUrl: string; handle?: string}): string {
  const paths: Record<string, string> = {products: 'products', collections: 'collections', pages: 'pages', blogs: 'blogs'};
  if (type === 'articles') return `${baseUrl}/blogs/inspiration/${handle}`;
  if (type === 'metaObjects' || type === 'showroom') return `${baseUrl}/showrooms/${handle}`;
  return `${baseUrl}/${paths[type] ?? type}/${handle}`;
}

describe('Hydrogen sitemap helpers against the stand-in', () => {
  it('getSitemapIndex lists one child sitemap per type and page', async () => {
    const {storefront} = hydrogenClients();
    const response = await getSitemapIndex({storefront, request: new Request(`${SITE}/sitemap.xml`)});
    const xml = await response.text();
    for (const type of ['products', 'pages', 'collections', 'metaObjects', 'articles', 'blogs']) {
      expect(xml).toContain(`<loc>${SITE}/sitemap/${type}/1.xml</loc>`);
    }
    expect(xml).not.toContain('/2.xml');
  });

  it('getSitemap lists products, collections, pages, blogs, articles and showrooms with lastmod', async () => {
    const {storefront} = hydrogenClients();
    const sitemap = async (type: string) => {
      const response = await getSitemap({
        storefront,
        request: new Request(`${SITE}/sitemap/${type}/1.xml`),
        params: {type, page: '1'},
        getLink,
      });
      return response.text();
    };
    expect(await sitemap('products')).toMatch(
      new RegExp(`<loc>${SITE}/products/cloud-mattress</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod>`),
    );
    expect(await sitemap('collections')).toContain(`<loc>${SITE}/collections/pillows</loc>`);
    expect(await sitemap('pages')).toMatch(new RegExp(`<loc>${SITE}/pages/about-us</loc>\\s*<lastmod>2025-02-03T00:00:00Z</lastmod>`));
    expect(await sitemap('blogs')).toContain(`<loc>${SITE}/blogs/inspiration</loc>`);
    expect(await sitemap('articles')).toContain(`<loc>${SITE}/blogs/inspiration/how-to-choose-a-mattress</loc>`);
    expect(await sitemap('metaObjects')).toContain(`<loc>${SITE}/showrooms/alexandria</loc>`);
  });
});

// Shaped like the skeleton template's search routes (its fragments, in our own words).
const REGULAR_SEARCH = `#graphql
  query RegularSearch($term: String!, $first: Int, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    articles: search(query: $term, types: [ARTICLE], first: $first) {
      nodes { ... on Article { __typename handle id title trackingParameters } }
    }
    pages: search(query: $term, types: [PAGE], first: $first) {
      nodes { ... on Page { __typename handle id title trackingParameters } }
    }
    products: search(query: $term, types: [PRODUCT], first: $first, after: $after, sortKey: RELEVANCE, unavailableProducts: HIDE) {
      nodes {
        ... on Product {
          __typename handle id publishedAt title trackingParameters vendor
          selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
            id image { url altText width height } price { amount currencyCode } compareAtPrice { amount currencyCode }
            selectedOptions { name value } product { handle title }
          }
        }
      }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`;

const PREDICTIVE_SEARCH = `#graphql
  query PredictiveSearch($country: CountryCode, $language: LanguageCode, $limit: Int!, $limitScope: PredictiveSearchLimitScope!,
    $term: String!, $types: [PredictiveSearchType!]) @inContext(country: $country, language: $language) {
    predictiveSearch(limit: $limit, limitScope: $limitScope, query: $term, types: $types) {
      articles { __typename id title trackingParameters blog { handle } image { url altText } handle }
      collections { __typename handle id title trackingParameters image { url altText } }
      pages { __typename handle id title trackingParameters }
      products { __typename handle id title trackingParameters selectedOrFirstAvailableVariant { id price { amount currencyCode } } }
      queries { __typename text styledText trackingParameters }
    }
  }
`;

describe('Search as a standard Hydrogen storefront sends it', () => {
  it('answers the regular search with products, articles and pages', async () => {
    const {storefront} = hydrogenClients();
    const data = await storefront.query(REGULAR_SEARCH, {variables: {term: 'mattress', first: 8}});
    expect(data.products.nodes.map((node: {handle: string}) => node.handle)).toContain('cloud-mattress');
    expect(data.products.nodes[0].selectedOrFirstAvailableVariant.price.currencyCode).toBe('AUD');
    expect(data.products.pageInfo).toMatchObject({hasPreviousPage: false});
    expect(data.articles.nodes.map((node: {handle: string}) => node.handle)).toContain('how-to-choose-a-mattress');
    // The trial page has the word in its title, About us only in its body.
    expect(data.pages.nodes.map((node: {handle: string}) => node.handle)).toEqual(['mattress-trial', 'about-us']);
  });

  it('answers predictive search with every list, capped per type', async () => {
    const {storefront} = hydrogenClients();
    const data = await storefront.query(PREDICTIVE_SEARCH, {variables: {term: 'mat', limit: 2, limitScope: 'EACH'}});
    const result = data.predictiveSearch;
    expect(result.products.map((product: {handle: string}) => product.handle)).toContain('cloud-mattress');
    expect(result.collections.map((collection: {handle: string}) => collection.handle)).toEqual(['mattresses']);
    expect(result.articles).toHaveLength(2);
    expect(result.articles[0].blog.handle).toBe('inspiration');
    expect(result.queries[0]).toMatchObject({text: 'mattress', styledText: 'mat<mark>tress</mark>'});
  });
});

describe('Hydrogen cart handler extras against the stand-in', () => {
  async function cartWithLine() {
    const clients = hydrogenClients();
    const added = await clients.cart.addLines([{merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1}]);
    clients.cart.setCartId(added.cart.id);
    return {...clients, cartId: added.cart.id as string};
  }

  it('refuses gift card codes the shop never issued and changes nothing', async () => {
    const {cart, storefront, cartId} = await cartWithLine();
    const result = await cart.updateGiftCardCodes(['NOSUCHCARD']);
    expect(result.userErrors).toEqual([
      expect.objectContaining({code: 'INVALID', field: ['giftCardCodes', '0'], message: 'Gift card code is invalid'}),
    ]);
    const {cart: after} = await storefront.query(`query($id: ID!) { cart(id: $id) { appliedGiftCards { id } } }`, {
      variables: {id: cartId},
      cache: storefront.CacheNone(),
    });
    expect(after.appliedGiftCards).toEqual([]);
  });

  it('sets, reads and deletes cart metafields', async () => {
    const {cart, storefront, cartId} = await cartWithLine();
    const set = await cart.setMetafields([{key: 'custom.gift_wrap', type: 'boolean', value: 'true'}]);
    expect(set.userErrors).toEqual([]);
    const read = () =>
      storefront.query(`query($id: ID!) { cart(id: $id) { metafield(namespace: "custom", key: "gift_wrap") { type value } } }`, {
        variables: {id: cartId},
        cache: storefront.CacheNone(),
      });
    expect((await read()).cart.metafield).toEqual({type: 'boolean', value: 'true'});

    const bad = await cart.setMetafields([{key: 'custom.gift_wrap', type: 'boolean', value: 'maybe'}]);
    expect(bad.userErrors).toEqual([expect.objectContaining({code: 'INVALID_VALUE', elementIndex: 0})]);
    expect((await read()).cart.metafield.value).toBe('true');

    const deleted = await cart.deleteMetafield('custom.gift_wrap');
    expect(deleted.userErrors).toEqual([]);
    expect((await read()).cart.metafield).toBeNull();
    const again = await cart.deleteMetafield('custom.gift_wrap');
    expect(again.userErrors).toEqual([expect.objectContaining({code: 'METAFIELD_DOES_NOT_EXIST'})]);
  });

  it('adds, selects, updates and removes delivery addresses', async () => {
    const {cart, storefront, cartId} = await cartWithLine();
    const deliveryAddress = {address1: '1 George St', city: 'Sydney', provinceCode: 'NSW', zip: '2000', countryCode: 'AU' as const};
    const added = await cart.addDeliveryAddresses([
      {address: {deliveryAddress}, selected: true},
      {address: {deliveryAddress: {...deliveryAddress, address1: '2 Pitt St'}}},
    ]);
    expect(added.userErrors).toEqual([]);
    const read = () =>
      storefront.query(`query($id: ID!) { cart(id: $id) { delivery { addresses { id selected address { ... on CartDeliveryAddress { address1 formatted } } } } } }`, {
        variables: {id: cartId},
        cache: storefront.CacheNone(),
      });
    const before = (await read()).cart.delivery.addresses;
    expect(before.map((entry: {address: {address1: string}; selected: boolean}) => [entry.address.address1, entry.selected])).toEqual([
      ['1 George St', true],
      ['2 Pitt St', false],
    ]);
    expect(before[0].address.formatted).toEqual(['1 George St', 'Sydney NSW 2000', 'AU']);

    const updated = await cart.updateDeliveryAddresses([{id: before[1].id, selected: true}]);
    expect(updated.userErrors).toEqual([]);
    const selected = (await read()).cart.delivery.addresses.filter((entry: {selected: boolean}) => entry.selected);
    expect(selected.map((entry: {id: string}) => entry.id)).toEqual([before[1].id]);

    const removed = await cart.removeDeliveryAddresses([before[0].id]);
    expect(removed.userErrors).toEqual([]);
    expect((await read()).cart.delivery.addresses).toHaveLength(1);
    const unknown = await cart.removeDeliveryAddresses([before[0].id]);
    expect(unknown.userErrors).toEqual([expect.objectContaining({code: 'INVALID_DELIVERY_ADDRESS_ID'})]);
  });
});
