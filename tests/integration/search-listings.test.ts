/**
 * The search-driven listings against the Searchspring stand-in: the search
 * page, collection listings with filters, sort and pages, L2 pages, the
 * header's autocomplete route, recommendations and the beacon route.
 * Everything runs at one instant inside the demo's running campaigns: the
 * feed's prices are the store's at the time of the query.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {clearBeacons, receivedBeacons} from '../mocks/searchspring/handlers';
import {collectionByHandle, productByHandle} from '../mocks/fixtures/catalogue';
import {loader as searchLoader} from '~/routes/products.search';
import {loader as collectionLoader} from '~/routes/collections.$handle._index';
import {loader as collectionProductsLoader} from '~/routes/collections.($handle).products';
import {loader as l2Loader} from '~/routes/collections.$handle.$facet.($facetValue)';
import {loader as autocompleteLoader} from '~/routes/api.search.autocomplete';
import {loader as productLoader} from '~/routes/products.$handle';
import {action as beaconAction} from '~/routes/api.recommendations.beacon';
import {loader as recommendationsLoader} from '~/routes/api.recommendations._index';
import type {RecommendationsData} from '~/features/listing/api-data';
import type {ErrorPayload} from '~/features/errors/responses.server';
import {activeCampaigns, type PricedProduct} from '~/domain/campaigns';
import {campaignPricing} from '~/domain/campaign-pricing';
import {parseCents} from '~/domain/money';
import {TestBrowser, cookiesSetBy, isDataWithInit, loadRoot, parseSetCookie, testContext, testRequest, thrownBy} from './context';

withStandIns();

/** Inside the demo content's running campaigns (the Spring Sale among them). */
const RUNNING = Date.parse('2026-11-21T00:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({toFake: ['Date'], now: RUNNING});
});
afterEach(() => vi.useRealTimers());

/**
 * The price a tile shows a guest, as <CampaignPrice> works it out: `campaignPricing` under the campaigns the root
 * loader sends, active at its request time.
 */
async function guestPricing() {
  const root = await loadRoot(new TestBrowser());
  const active = activeCampaigns(root.campaignSettings.campaigns, root.now);
  return (product: PricedProduct) => campaignPricing(product, active);
}

type Params = Record<string, string | undefined>;

async function run<T>(loader: (args: never) => Promise<T>, path: string, params: Params = {}, init = {}) {
  const request = testRequest(path, init);
  const context = await testContext(request);
  const value = await (loader as (args: unknown) => Promise<T>)({request, context, params});
  return {value, context};
}

async function load<T>(loader: (args: never) => Promise<T>, path: string, params: Params = {}) {
  return (await run(loader, path, params)).value;
}

async function expectStatus(work: Promise<unknown>, status: number) {
  const thrown = await thrownBy(work);
  const actual = thrown instanceof Response ? thrown.status : isDataWithInit<ErrorPayload>(thrown) ? thrown.init?.status : undefined;
  expect(actual, `thrown ${String(thrown)}`).toBe(status);
  return thrown;
}

const handles = (products: {handle: string}[]) => products.map((product) => product.handle);

describe('/products/search', () => {
  it('finds products for a query, 12 to a page, with facets and sort options', async () => {
    const page = await load(searchLoader, '/products/search?query=mattress');
    expect(page.results?.products.length).toBe(12);
    expect(page.results?.pagination.totalResults).toBeGreaterThan(12);
    expect(page.results?.facets.map((facet) => facet.field)).toEqual(expect.arrayContaining(['option_size', 'price']));
    expect(page.results?.sortOptions.map((option) => option.label)).toContain('Price: Low to High');
    expect(page.robots).toBe('noindex, follow');
    expect(page.canonicalUrl).toBe('http://localhost:3000/products/search?query=mattress');
  });

  it('asks nothing without a query', async () => {
    const page = await load(searchLoader, '/products/search');
    expect(page).toMatchObject({results: null, searchUnavailable: false, title: 'Search'});
  });

  it('follows a merchandising redirect (a plain first search only)', async () => {
    const thrown = await expectStatus(load(searchLoader, '/products/search?query=spring+sale'), 302);
    expect((thrown as Response).headers.get('Location')).toBe('/campaign/spring-sale');
    const refined = await load(searchLoader, '/products/search?query=spring+sale&sort.price=asc');
    expect(refined.results).not.toBeNull();
  });

  it('answers a misspelt query with the corrected search', async () => {
    const page = await load(searchLoader, '/products/search?query=matress');
    expect(page.results?.correction).toEqual({original: 'matress', corrected: 'mattress'});
    expect(page.results?.products.length).toBeGreaterThan(0);
  });

  it('sets the shopper tracking cookies and sends their ids upstream', async () => {
    const {context} = await run(searchLoader, '/products/search?query=bed');
    const names = (await cookiesSetBy(context)).map((cookie) => parseSetCookie(cookie).name);
    expect(names).toEqual(expect.arrayContaining(['ssUserId', '_isuid', 'ssSessionIdNamespace']));
  });
});

describe('collection listings', () => {
  const mattresses = collectionByHandle('mattresses')!.productHandles;

  it('/collections/mattresses lists the collection in order, 12 then the rest on page 2', async () => {
    const first = await load(collectionLoader, '/collections/mattresses', {handle: 'mattresses'});
    expect(first.title).toBe('Mattresses');
    expect(first.results?.pagination).toMatchObject({page: 1, totalPages: 2, totalResults: 16});
    const second = await load(collectionLoader, '/collections/mattresses?page=2', {handle: 'mattresses'});
    expect([...handles(first.results!.products), ...handles(second.results!.products)]).toEqual(mattresses);
    expect(second.canonicalUrl).toBe('http://localhost:3000/collections/mattresses?page=2');
  });

  it('filters (OR within a facet), sorts and keeps other parameters', async () => {
    const page = await load(
      collectionLoader,
      '/collections/mattresses?filter.option_size=Queen&filter.option_size=King&sort.price=desc&utm_source=x',
      {handle: 'mattresses'},
    );
    const shown = await guestPricing();
    const prices = page.results!.products.map((product) => Number(shown(product).price.amount));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(page.results!.activeFilters.map((filter) => filter.valueLabel)).toEqual(['Queen', 'King']);
    expect(page.listing.other).toEqual({utm_source: 'x'});
  });

  it('narrows by a price range', async () => {
    const shown = await guestPricing();
    const page = await load(collectionLoader, '/collections/mattresses?filter.price.low=2000&filter.price.high=*', {handle: 'mattresses'});
    expect(page.results!.products.length).toBeGreaterThan(0);
    for (const product of page.results!.products) expect(Number(shown(product).price.amount)).toBeGreaterThanOrEqual(2000);
  });

  it('/collections/products lists every product; /collections/beds/products the beds', async () => {
    const all = await load(collectionProductsLoader, '/collections/products');
    expect(all.results!.pagination.totalResults).toBe(collectionByHandle('all')!.productHandles.length);
    const beds = await load(collectionProductsLoader, '/collections/beds/products', {handle: 'beds'});
    expect(beds.results!.pagination.totalResults).toBe(collectionByHandle('beds')!.productHandles.length);
  });

  it('is 404 past its last page (page 1 of an empty listing still answers)', async () => {
    await expectStatus(load(collectionLoader, '/collections/mattresses?page=3', {handle: 'mattresses'}), 404);
    await expectStatus(load(searchLoader, '/products/search?query=mattress&page=40'), 404);
    const empty = await load(collectionLoader, '/collections/mattresses?filter.option_size=Giant', {handle: 'mattresses'});
    expect(empty.results!.pagination.totalResults).toBe(0);
  });

  it('keeps search engines off an empty listing, and indexes one with products', async () => {
    const empty = await load(l2Loader, '/collections/mattresses/size/giant', {handle: 'mattresses', facet: 'size', facetValue: 'giant'});
    expect(empty.results!.products).toEqual([]);
    expect(empty.robots).toBe('noindex, follow');
    const queen = await load(l2Loader, '/collections/mattresses/size/queen', {handle: 'mattresses', facet: 'size', facetValue: 'queen'});
    expect(queen.robots).toBeNull();
  });

  it("is 404 'Page not found' for a collection that does not exist", async () => {
    const thrown = await expectStatus(load(collectionLoader, '/collections/nope', {handle: 'nope'}), 404);
    expect(isDataWithInit<ErrorPayload>(thrown) && thrown.data.message).toBe('Page not found');
    await expectStatus(load(collectionLoader, '/collections/Bad..Handle', {handle: 'Bad..Handle'}), 404);
  });
});

describe('one price everywhere: listings filter and sort on the price the tiles show', () => {
  type Listing = Awaited<ReturnType<typeof collectionLoader>>;
  const mattresses = (query = '') => load(collectionLoader, `/collections/mattresses${query}`, {handle: 'mattresses'});
  /** Every tile of a listing, page after page. */
  async function allTiles(query: string) {
    const pages: Listing[] = [await mattresses(`?${query}`)];
    while (pages.length < pages[0].results!.pagination.totalPages) pages.push(await mattresses(`?${query}&page=${pages.length + 1}`));
    return pages.flatMap((page) => page.results!.products);
  }

  it('$1,000–$1,500 lists exactly the tiles shown at $1,000–$1,500 (not Aurora at $979.30)', async () => {
    const shown = await guestPricing();
    const price = (product: PricedProduct) => Number(shown(product).price.amount);
    const inRange = (product: PricedProduct) => price(product) >= 1000 && price(product) <= 1500;

    const everyTile = await allTiles('');
    const aurora = everyTile.find((tile) => tile.handle === 'aurora-hybrid-mattress')!;
    // In the range by Shopify's price; shown (and charged) below it.
    expect([aurora.price.amount, shown(aurora).price.amount]).toEqual(['1399.00', '979.30']);

    const collection = await allTiles('filter.price.low=1000&filter.price.high=1500');
    expect(collection.length).toBeGreaterThan(0);
    for (const tile of collection) expect(price(tile), tile.handle).toBeGreaterThanOrEqual(1000);
    for (const tile of collection) expect(price(tile), tile.handle).toBeLessThanOrEqual(1500);
    expect(handles(collection).sort()).toEqual(handles(everyTile.filter(inRange)).sort());

    const search = await load(searchLoader, '/products/search?query=mattress&filter.price.low=1000&filter.price.high=1500');
    expect(search.results!.products.length).toBeGreaterThan(0);
    for (const tile of search.results!.products) expect(inRange(tile), tile.handle).toBe(true);
    expect(handles(search.results!.products)).not.toContain('aurora-hybrid-mattress');
  });

  it('price, low to high, starts with the cheapest shown price and keeps to that order', async () => {
    const shown = await guestPricing();
    const prices = (await allTiles('sort.price=asc')).map((tile) => Number(shown(tile).price.amount));
    expect(prices).toHaveLength(16);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const unsorted = (await allTiles('')).map((tile) => Number(shown(tile).price.amount));
    expect(prices[0]).toBe(Math.min(...unsorted));
    expect(prices[0]).toBe(783.3);
  });

  it('a tile from search shows what the product page shows for the variant it is priced from: the campaign is taken off once', async () => {
    const shown = await guestPricing();
    const tiles = await allTiles('');
    expect(tiles).toHaveLength(16);
    for (const tile of tiles) {
      // The tile's "From" price is its cheapest variant for sale's (a sold-out variant is a price nobody can pay),
      // and the tile links to that variant.
      const variants = productByHandle(tile.handle)!.variants;
      const forSale = variants.filter((v) => v.availableForSale);
      const cheapest = (forSale.length > 0 ? forSale : variants).reduce((low, v) => (Number(v.price) < Number(low.price) ? v : low));
      expect(tile.defaultVariantId, tile.handle).toBe(`gid://shopify/ProductVariant/${cheapest.id}`);
      const path = `/products/${tile.handle}?variant=${cheapest.id}`;
      const {product, variant} = await load(productLoader, path, {handle: tile.handle});
      expect(variant?.sku, tile.handle).toBe(cheapest.sku);
      const onPage = shown({price: variant!.price, compareAtPrice: variant!.compareAtPrice, tags: product.tags, meta: product.meta});
      const onTile = shown(tile);
      // In cents: Shopify writes '1749.0' where the feed writes '1749.00'.
      expect(parseCents(onTile.price), tile.handle).toBe(parseCents(onPage.price));
      expect(parseCents(onTile.compareAtPrice), tile.handle).toBe(parseCents(onPage.compareAtPrice));
      expect(onTile.kind, tile.handle).toBe(onPage.kind);
    }
    const aurora = tiles.find((tile) => tile.handle === 'aurora-hybrid-mattress')!;
    expect(shown(aurora).price.amount).toBe('979.30');
  });
});

describe('L2 listings /collections/{handle}/{facet}/{facetValue}', () => {
  it('lists the collection with the facet the path names, mapped through the app settings', async () => {
    const page = await load(l2Loader, '/collections/mattresses/size/queen', {handle: 'mattresses', facet: 'size', facetValue: 'queen'});
    expect(page.title).toBe('Queen Mattresses');
    expect(page.listing.filters).toEqual({option_size: ['Queen']});
    expect(page.results!.products.length).toBeGreaterThan(0);
    expect(page.results!.pagination.totalResults).toBeLessThanOrEqual(16);
  });

  it('is 404 for a facet the mapping does not name', async () => {
    await expectStatus(load(l2Loader, '/collections/mattresses/firmness/soft', {handle: 'mattresses', facet: 'firmness', facetValue: 'soft'}), 404);
  });
});

describe('the header autocomplete route', () => {
  it('answers suggestions (5), products (6) and blog posts (3) for a prefix', async () => {
    const answer = await load(autocompleteLoader, '/api/search/autocomplete?q=mat');
    const {autocomplete} = (await answer.json()) as {autocomplete: {suggestions: string[]; products: unknown[]; blogs: unknown[]}};
    expect(autocomplete.suggestions.length).toBeGreaterThan(0);
    expect(autocomplete.suggestions.length).toBeLessThanOrEqual(5);
    expect(autocomplete.products.length).toBeGreaterThan(0);
    expect(autocomplete.products.length).toBeLessThanOrEqual(6);
    expect(autocomplete.blogs.length).toBeLessThanOrEqual(3);
  });

  it('sends nothing upstream for an empty or over-long query', async () => {
    expect(await (await load(autocompleteLoader, '/api/search/autocomplete?q=%20')).json()).toEqual({autocomplete: null});
    const long = await load(autocompleteLoader, `/api/search/autocomplete?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
  });
});

describe('recommendations', () => {
  it('a product page streams similar products, seeded by its SKU, and records the view', async () => {
    const {value: page, context} = await run(productLoader, '/products/aurora-hybrid-mattress', {handle: 'aurora-hybrid-mattress'});
    const set = await page.recommendations;
    expect(set).toMatchObject({placement: 'product-page', tag: 'similar-products'});
    expect(set!.seed).toEqual([page.variant!.sku]);
    expect(set!.products.length).toBeGreaterThan(0);
    expect(handles(set!.products)).not.toContain('aurora-hybrid-mattress');
    const viewed = (await cookiesSetBy(context)).map(parseSetCookie).find((cookie) => cookie.name === 'ssViewedProducts');
    expect(decodeURIComponent(viewed!.value)).toBe(page.variant!.sku);
  });
});

describe('/api/recommendations (the bag loads its carousel in the browser)', () => {
  it('answers a basket placement seeded by the bag, without the bag lines themselves', async () => {
    const answer = await load(recommendationsLoader, '/api/recommendations?placement=basket-page&seed=MAT-AURORA-Q-MD');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, max-age=60');
    const {recommendations} = (await answer.json()) as RecommendationsData;
    expect(recommendations).toMatchObject({placement: 'basket-page', seed: ['MAT-AURORA-Q-MD']});
    expect(recommendations!.products.length).toBeGreaterThan(0);
    expect(recommendations!.products.map((product) => product.sku)).not.toContain('MAT-AURORA-Q-MD');
  });

  it('refuses a bad placement or seed with a 400 and a message', async () => {
    for (const query of ['placement=nowhere', 'placement=basket-page&seed=%3Cscript%3E']) {
      const answer = await load(recommendationsLoader, `/api/recommendations?${query}`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({recommendations: null, message: expect.any(String)});
    }
  });
});

describe('the beacon route', () => {
  const post = (body: string, type = 'application/json') =>
    run(beaconAction, '/api/recommendations/beacon', {}, {method: 'POST', body, headers: {'Content-Type': type}});

  it('forwards a carousel report as Searchspring beacon events', async () => {
    clearBeacons();
    const pending: Promise<unknown>[] = [];
    const request = testRequest('/api/recommendations/beacon', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({kind: 'impression', tag: 'home-trending', placement: 'home-page', seed: [], products: [{id: '7000000101', sku: 'MAT-AURORA-S-PL'}]}),
    });
    const context = await testContext(request);
    context.waitUntil = (promise: Promise<unknown>) => void pending.push(promise);
    const answer = await beaconAction({request, context, params: {}} as never);
    expect(answer.status).toBe(202);
    await Promise.all(pending);
    expect(receivedBeacons().map((event) => event.type)).toEqual(['profile.impression', 'profile.product.impression']);
  });

  it.each([
    ['not JSON', 'nope', 'application/json', 400],
    ['not a report', JSON.stringify({kind: 'buy'}), 'application/json', 400],
    ['a form', 'kind=render', 'application/x-www-form-urlencoded', 415],
    ['too large', JSON.stringify({kind: 'render', pad: 'x'.repeat(10_000)}), 'application/json', 413],
  ])('refuses %s and sends nothing', async (_, body, type, status) => {
    clearBeacons();
    const {value} = await post(body, type);
    expect(value.status).toBe(status);
    expect(receivedBeacons()).toEqual([]);
  });
});
