import {describe, expect, it} from 'vitest';
import {BLOG_POSTS} from '../fixtures/blog-posts';
import {catalogue} from '../fixtures/catalogue';
import {generateCatalogue} from '../fixtures/generated-catalogue';
import {executeStorefrontRequest} from './execute';
import {createStorefrontStore} from './handlers';
import {SITEMAP_PAGE_SIZE} from './sitemap';
import {TEST_ORIGIN} from './test-support';

const store = createStorefrontStore({clock: () => new Date('2025-06-01T10:00:00Z')});

// Replies are read deep; a type per query would only restate the query.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function run(query: string, variables: Record<string, unknown> = {}, onStore = store): Promise<any> {
  const {body} = await executeStorefrontRequest(onStore, {query, variables}, TEST_ORIGIN);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const SEARCH = `query Search($query: String!, $first: Int, $after: String, $types: [SearchType!], $sortKey: SearchSortKeys,
  $reverse: Boolean, $productFilters: [ProductFilter!], $unavailableProducts: SearchUnavailableProductsType, $prefix: SearchPrefixQueryType) {
  search(query: $query, first: $first, after: $after, types: $types, sortKey: $sortKey, reverse: $reverse,
    productFilters: $productFilters, unavailableProducts: $unavailableProducts, prefix: $prefix) {
    totalCount
    pageInfo { hasNextPage endCursor }
    productFilters { id values { label count input } }
    nodes {
      __typename
      ... on Product { handle availableForSale productType tags priceRange { minVariantPrice { amount } } }
      ... on Article { handle }
      ... on Page { handle }
    }
  }
}`;

const product = (handle: string) => catalogue.products.find((candidate) => candidate.handle === handle)!;
const handles = (nodes: {handle: string}[]) => nodes.map((node) => node.handle);

describe('search', () => {
  it('finds products, articles and pages whose words all match, title matches first', async () => {
    const {search} = await run(SEARCH, {query: 'mattress', first: 50});
    const types = new Set(search.nodes.map((node: {__typename: string}) => node.__typename));
    expect(types).toEqual(new Set(['Product', 'Article', 'Page']));
    expect(search.totalCount).toBe(search.nodes.length);
    expect(handles(search.nodes)).toContain('aurora-hybrid-mattress');
    expect(handles(search.nodes)).toContain('how-to-choose-a-mattress');
    // "mattresses" is stemmed: the same results.
    expect((await run(SEARCH, {query: 'mattresses', first: 50})).search.totalCount).toBe(search.totalCount);

    const both = await run(SEARCH, {query: 'aurora queen', first: 50, types: ['PRODUCT']});
    expect(both.search.nodes.length).toBeGreaterThan(0);
    for (const node of both.search.nodes) expect(product(node.handle).title.toLowerCase()).toContain('aurora');
    expect((await run(SEARCH, {query: 'zzqqxx', first: 5})).search).toMatchObject({totalCount: 0, nodes: []});
  });

  it('searches only the asked types and completes the last word with prefix: LAST', async () => {
    const articles = await run(SEARCH, {query: 'mattress', first: 50, types: ['ARTICLE']});
    expect(new Set(articles.search.nodes.map((node: {__typename: string}) => node.__typename))).toEqual(new Set(['Article']));
    expect((await run(SEARCH, {query: 'auro', first: 5, types: ['PRODUCT']})).search.totalCount).toBe(0);
    const prefixed = await run(SEARCH, {query: 'auro', first: 5, types: ['PRODUCT'], prefix: 'LAST'});
    expect(handles(prefixed.search.nodes)).toContain('aurora-hybrid-mattress');
  });

  it('sorts by price, cheapest first or (reverse) dearest first', async () => {
    const prices = (nodes: {priceRange: {minVariantPrice: {amount: string}}}[]) => nodes.map((node) => Number(node.priceRange.minVariantPrice.amount));
    const up = await run(SEARCH, {query: 'bed', first: 30, types: ['PRODUCT'], sortKey: 'PRICE', unavailableProducts: 'SHOW'});
    expect(prices(up.search.nodes)).toEqual([...prices(up.search.nodes)].sort((a, b) => a - b));
    const down = await run(SEARCH, {query: 'bed', first: 30, types: ['PRODUCT'], sortKey: 'PRICE', reverse: true, unavailableProducts: 'SHOW'});
    expect(prices(down.search.nodes)).toEqual([...prices(down.search.nodes)].sort((a, b) => b - a));
    expect(up.search.nodes.length).toBeGreaterThan(3);
  });

  it('narrows products with productFilters and reports the facets of the results', async () => {
    const all = await run(SEARCH, {query: 'oslo', first: 50, types: ['PRODUCT']});
    const typeFilter = all.search.productFilters.find((filter: {id: string}) => filter.id === 'filter.p.product_type');
    const tallboy = typeFilter.values.find((value: {label: string}) => value.label === 'Tallboy');
    expect(JSON.parse(tallboy.input)).toEqual({productType: 'Tallboy'});

    const tallboys = await run(SEARCH, {query: 'oslo', first: 50, types: ['PRODUCT'], productFilters: [JSON.parse(tallboy.input)]});
    expect(tallboys.search.nodes.length).toBe(tallboy.count);
    for (const node of tallboys.search.nodes) expect(node.productType).toBe('Tallboy');

    const cheap = await run(SEARCH, {query: 'mattress', first: 50, types: ['PRODUCT'], productFilters: [{price: {min: 0, max: 1000}}]});
    expect(cheap.search.nodes.length).toBeGreaterThan(0);
    for (const node of cheap.search.nodes) expect(Number(node.priceRange.minVariantPrice.amount)).toBeLessThanOrEqual(1000);

    const tagged = await run(SEARCH, {query: 'mattress', first: 50, types: ['PRODUCT'], productFilters: [{tag: 'ready-to-ship'}]});
    expect(tagged.search.nodes.length).toBeGreaterThan(0);
    for (const node of tagged.search.nodes) expect(node.tags).toContain('ready-to-ship');

    const soldOut = await run(SEARCH, {query: 'bookcase', first: 50, types: ['PRODUCT'], productFilters: [{available: false}]});
    expect(handles(soldOut.search.nodes)).toEqual(['hamptons-bookcase']);
  });

  it('puts unavailable products last by default, or hides them', async () => {
    const last = await run(SEARCH, {query: 'bookcase', first: 50, types: ['PRODUCT']});
    const availability = last.search.nodes.map((node: {availableForSale: boolean}) => node.availableForSale);
    expect(availability.at(-1)).toBe(false);
    expect(availability.slice(0, -1).every(Boolean)).toBe(true);
    const hidden = await run(SEARCH, {query: 'bookcase', first: 50, types: ['PRODUCT'], unavailableProducts: 'HIDE'});
    expect(handles(hidden.search.nodes)).not.toContain('hamptons-bookcase');
    expect(hidden.search.totalCount).toBe(last.search.totalCount - 1);
  });

  it('pages with first/after cursors through the whole result exactly once', async () => {
    const whole = await run(SEARCH, {query: 'bed', first: 100});
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const {search} = await run(SEARCH, {query: 'bed', first: 7, after});
      seen.push(...handles(search.nodes));
      expect(search.totalCount).toBe(whole.search.totalCount);
      if (!search.pageInfo.hasNextPage) break;
      after = search.pageInfo.endCursor;
    }
    expect(seen).toEqual(handles(whole.search.nodes));
  });
});

const PREDICTIVE = `query Predictive($query: String!, $limit: Int, $limitScope: PredictiveSearchLimitScope, $types: [PredictiveSearchType!]) {
  predictiveSearch(query: $query, limit: $limit, limitScope: $limitScope, types: $types) {
    products { handle } collections { handle } pages { handle } articles { handle } queries { text styledText }
  }
}`;

describe('predictiveSearch', () => {
  it('completes the last word and caps the whole answer at limit (scope ALL) or each list (EACH)', async () => {
    const all = await run(PREDICTIVE, {query: 'matt', limit: 4});
    const total = Object.values(all.predictiveSearch as Record<string, unknown[]>).reduce((sum, list) => sum + list.length, 0);
    expect(total).toBe(4);
    const each = await run(PREDICTIVE, {query: 'matt', limit: 2, limitScope: 'EACH'});
    expect(each.predictiveSearch.products).toHaveLength(2);
    expect(each.predictiveSearch.collections).toEqual([{handle: 'mattresses'}]);
    expect(each.predictiveSearch.articles).toHaveLength(2);
    expect(each.predictiveSearch.queries[0]).toEqual({text: 'mattress', styledText: 'matt<mark>ress</mark>'});
  });

  it('answers only the asked types, at most 10 by default', async () => {
    const products = await run(PREDICTIVE, {query: 'b', types: ['PRODUCT']});
    expect(products.predictiveSearch.products).toHaveLength(10);
    expect(products.predictiveSearch).toMatchObject({collections: [], pages: [], articles: [], queries: []});
    const queries = await run(PREDICTIVE, {query: 'queen ma', types: ['QUERY']});
    expect(queries.predictiveSearch.queries.map((query: {text: string}) => query.text)).toContain('queen mattress');
  });
});

describe('blogs, articles, pages and menus', () => {
  it('serves the inspiration blog with the store blog’s posts, newest first by PUBLISHED_AT', async () => {
    const data = await run(`{
      blogs(first: 5) { nodes { handle title } }
      blog(handle: "inspiration") {
        articles(first: 4, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle publishedAt } pageInfo { hasNextPage endCursor } }
        articleByHandle(handle: "caring-for-a-timber-bed") { title blog { handle } onlineStoreUrl image { url } }
      }
    }`);
    expect(data.blogs.nodes).toEqual([{handle: 'inspiration', title: 'Inspiration'}]);
    const newest = [...BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 4);
    expect(handles(data.blog.articles.nodes)).toEqual(newest.map((post) => post.handle));
    expect(data.blog.articles.pageInfo.hasNextPage).toBe(true);
    expect(data.blog.articleByHandle).toMatchObject({
      title: 'Caring for a timber bed',
      blog: {handle: 'inspiration'},
      onlineStoreUrl: 'https://www.dreamhaus.com.au/blogs/inspiration/caring-for-a-timber-bed',
      image: {url: `${TEST_ORIGIN}/cdn/shop/files/oslo-timber-bed-1.svg`},
    });

    const next = await run(`query($after: String) { articles(first: 20, after: $after, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle } } }`, {
      after: data.blog.articles.pageInfo.endCursor,
    });
    expect(handles(next.articles.nodes)).toEqual([...BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(4).map((post) => post.handle));
    const tagged = await run(`{ articles(first: 20, query: "tag:buying-guide") { nodes { handle } } }`);
    expect(handles(tagged.articles.nodes).sort()).toEqual(BLOG_POSTS.filter((post) => post.tags.includes('buying-guide')).map((post) => post.handle).sort());
  });

  it('serves pages by handle and id, and the main and footer menus', async () => {
    const data = await run(`{
      page(handle: "delivery-information") { id title body }
      pages(first: 10, sortKey: TITLE) { nodes { handle } }
      menu(handle: "footer") { items { title type url resource { __typename } } }
      missing: menu(handle: "no-such-menu") { id }
    }`);
    expect(data.page.title).toBe('Delivery information');
    expect(data.page.body).toMatch(/^<p>Free metro delivery/);
    expect(handles(data.pages.nodes)).toEqual(['mattress-trial', 'about-us', 'contact', 'delivery-information']);
    expect(data.menu.items).toContainEqual({
      title: 'Contact',
      type: 'PAGE',
      url: 'https://www.dreamhaus.com.au/pages/contact',
      resource: {__typename: 'Page'},
    });
    expect(data.missing).toBeNull();
    const byId = await run(`query($id: ID!) { node(id: $id) { __typename ... on Page { handle } } }`, {id: data.page.id});
    expect(byId.node).toEqual({__typename: 'Page', handle: 'delivery-information'});
  });
});

const SITEMAP = `query($type: SitemapType!, $page: Int!) {
  sitemap(type: $type) {
    pagesCount { count precision }
    resources(page: $page) { hasNextPage items { handle updatedAt ... on SitemapResource { title } ... on SitemapResourceMetaobject { type onlineStoreUrlHandle } } }
  }
}`;

describe('sitemap', () => {
  it('lists every listed product, collection, page, blog, article and showroom with its date', async () => {
    const listed = catalogue.products.filter((candidate) => !candidate.hiddenFromListings);
    const products = await run(SITEMAP, {type: 'PRODUCT', page: 1});
    expect(products.sitemap.pagesCount).toEqual({count: 1, precision: 'EXACT'});
    expect(products.sitemap.resources.items).toHaveLength(listed.length);
    expect(products.sitemap.resources.items).toContainEqual({
      handle: 'oslo-timber-bed',
      updatedAt: product('oslo-timber-bed').createdAt,
      title: product('oslo-timber-bed').title,
    });
    const counts: Record<string, number> = {COLLECTION: catalogue.collections.length, PAGE: 4, BLOG: 1, ARTICLE: BLOG_POSTS.length, METAOBJECT: 3};
    for (const [type, count] of Object.entries(counts)) {
      const {sitemap} = await run(SITEMAP, {type, page: 1});
      expect(sitemap.resources.items, type).toHaveLength(count);
    }
    const showrooms = await run(SITEMAP, {type: 'METAOBJECT', page: 1});
    expect(showrooms.sitemap.resources.items[0]).toMatchObject({type: 'showroom', onlineStoreUrlHandle: 'showroom'});
  });

  it(`pages resources ${SITEMAP_PAGE_SIZE} at a time`, async () => {
    const large = createStorefrontStore({catalogue: generateCatalogue(600)});
    const first = await run(SITEMAP, {type: 'PRODUCT', page: 1}, large);
    expect(first.sitemap.pagesCount.count).toBe(3);
    expect(first.sitemap.resources).toMatchObject({hasNextPage: true});
    expect(first.sitemap.resources.items).toHaveLength(250);
    const third = await run(SITEMAP, {type: 'PRODUCT', page: 3}, large);
    expect(third.sitemap.resources.items).toHaveLength(100);
    expect(third.sitemap.resources.hasNextPage).toBe(false);
    const beyond = await run(SITEMAP, {type: 'PRODUCT', page: 4}, large);
    expect(beyond.sitemap.resources).toEqual({hasNextPage: false, items: []});
  });
});

describe('the other catalogue answers', () => {
  it('lists API versions, tags and types, and related products', async () => {
    const data = await run(`{
      publicApiVersions { handle supported }
      productTags(first: 250) { nodes }
      productTypes(first: 3) { nodes pageInfo { hasNextPage } }
      productRecommendations(productHandle: "oslo-timber-bed") { handle productType }
      complementary: productRecommendations(productHandle: "oslo-timber-bed", intent: COMPLEMENTARY) { handle }
      unknown: productRecommendations(productHandle: "no-such-product") { handle }
    }`);
    expect(data.publicApiVersions).toContainEqual({handle: '2025-04', supported: true});
    expect(data.productTags.nodes).toContain('ready-to-ship');
    expect(data.productTags.nodes).toEqual([...data.productTags.nodes].sort((a: string, b: string) => a.localeCompare(b)));
    expect(data.productTypes).toEqual({nodes: ['Bed', 'Bedside Table', 'Blanket Box'], pageInfo: {hasNextPage: true}});
    expect(data.productRecommendations).toHaveLength(10);
    expect(handles(data.productRecommendations)).not.toContain('oslo-timber-bed');
    expect(data.productRecommendations[0].productType).toBe('Bed');
    expect(data.complementary).toEqual([]);
    expect(data.unknown).toBeNull();
  });
});
