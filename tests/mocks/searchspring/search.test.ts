import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {setupServer} from 'msw/node';
import type {
  WireBlogResult,
  WireListFacet,
  WireProductResult,
  WireSearchResponse,
  WireSliderFacet,
  WireVariant,
} from '~/services/searchspring/wire';
import {decodeEntities} from '~/services/upstream/html-entities';
import {PRODUCT_METAFIELD_IDENTIFIERS, productMeta} from '~/domain/metafields';
import {parseCampaigns} from '~/domain/campaign-parsing';
import {activeCampaigns, type RawCampaign} from '~/domain/campaigns';
import {pricedLine} from '~/domain/priced-line';
import {contentFixtures} from '../fixtures/content/index';
import {catalogue, collectionByHandle, productByHandle} from '../fixtures/catalogue';
import type {FixtureProduct} from '../fixtures/types';
import {BLOG_POSTS} from '../fixtures/blog-posts';
import {handlers as imageHandlers} from '../images/handlers';
import {handlers, resetSearchStandIn} from './handlers';
import {SEARCH_REDIRECTS} from './merchandising';

const ORIGIN = 'http://127.0.0.1:4100';
/** Inside the demo content's running campaigns (Spring Sale, Storage Sale, member and Velocity prices...). */
const RUNNING = Date.parse('2026-11-21T00:00:00Z');
const server = setupServer(...handlers, ...imageHandlers);
beforeAll(() => {
  // The feed's prices are the store's at the time of the query: every search here runs at RUNNING.
  vi.useFakeTimers({toFake: ['Date'], now: RUNNING});
  server.listen({onUnhandledRequest: 'error'});
});
afterEach(() => {
  resetSearchStandIn();
  vi.setSystemTime(RUNNING);
});
afterAll(() => {
  server.close();
  vi.useRealTimers();
});

type Params = Record<string, string | string[]>;

function searchUrl(params: Params, {siteId = 'dhdemo', endpoint = 'search'} = {}) {
  const url = new URL(`${ORIGIN}/searchspring/api/search/${endpoint}.json`);
  url.searchParams.set('siteId', siteId);
  url.searchParams.set('resultsFormat', 'json');
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  }
  return url;
}

async function search<Result = WireProductResult>(params: Params, options?: {siteId?: string; endpoint?: string}) {
  const response = await fetch(searchUrl(params, options));
  expect(response.status).toBe(200);
  return (await response.json()) as WireSearchResponse<Result>;
}

const handles = (reply: WireSearchResponse) => reply.results.map((result) => result.handle);
const listed = catalogue.products.filter((product) => !product.hiddenFromListings);
const hidden = catalogue.products.filter((product) => product.hiddenFromListings);
const optionValues = (product: FixtureProduct, name: string) => product.options.find((o) => o.name === name)?.values ?? [];
const demoCampaigns = parseCampaigns(contentFixtures['campaign-settings'].data.campaigns as RawCampaign[]).value;

/** What the store shows a guest for the product at `nowMs` (the tile's "From"): the app's pricedLine, lowest over the variants. */
function shownPrice(product: FixtureProduct, nowMs = RUNNING): number {
  const active = activeCampaigns(demoCampaigns, nowMs);
  const aud = (amount: string) => ({amount, currencyCode: 'AUD'});
  const cents = product.variants.map(
    (variant) =>
      pricedLine(
        {
          price: aud(variant.price),
          compareAtPrice: variant.compareAtPrice === null ? null : aud(variant.compareAtPrice),
          tags: product.tags,
          meta: productMeta(product.metafields),
        },
        active,
      )!.unitCents,
  );
  return Math.min(...cents) / 100;
}
const listPrice = (product: FixtureProduct) => Math.min(...product.variants.map((v) => Number(v.price)));
const mattresses = collectionByHandle('mattresses')!.productHandles.map((handle) => productByHandle(handle)!);
const listFacet = (reply: Pick<WireSearchResponse, 'facets'>, field: string) =>
  reply.facets.find((facet): facet is WireListFacet => facet.field === field && facet.type !== 'slider');
const counts = (facet: WireListFacet | undefined) =>
  Object.fromEntries((facet?.values ?? []).map((value) => [value.value, value.count]));

/** The name with one letter of its first 6+ letter word swapped for another. */
function misspell(title: string): string | null {
  const word = title.split(' ').find((w) => w.length >= 6);
  if (!word) return null;
  const i = Math.floor(word.length / 2);
  const swapped = word[i].toLowerCase() === 'x' ? 'q' : 'x';
  return title.replace(word, word.slice(0, i) + swapped + word.slice(i + 1));
}

describe('matching', () => {
  it('finds every listed product by its name, first', async () => {
    for (const product of listed) {
      expect(handles(await search({q: product.title}))[0], product.title).toBe(product.handle);
    }
  });

  it('finds every listed product by the first four letters of its name', async () => {
    for (const product of listed) {
      const reply = await search({q: product.title.slice(0, 4), resultsPerPage: '100'});
      expect(handles(reply), product.title).toContain(product.handle);
    }
  });

  it('finds a product named with one letter wrong in a long word, and says it corrected it', async () => {
    const typos = listed.flatMap((product) => {
      const typo = misspell(product.title);
      return typo ? [{product, typo}] : [];
    });
    expect(typos.length).toBeGreaterThan(70);
    for (const {product, typo} of typos) {
      const reply = await search({q: typo, resultsPerPage: '100'});
      expect(handles(reply), typo).toContain(product.handle);
      expect(reply.query?.matchType, typo).toBe('corrected');
    }
  });

  it('corrects misspelt words to the closest indexed word', async () => {
    const reply = await search({q: 'matress', resultsPerPage: '100'});
    expect(reply.query).toEqual({matchType: 'corrected', original: 'matress', corrected: 'mattress'});
    expect(reply.didYouMean).toEqual({query: 'mattress', highlighted: '<em>mattress</em>'});
    expect(handles(reply)).toEqual(expect.arrayContaining(mattresses.map((p) => p.handle)));
    expect((await search({q: 'ensamble'})).query?.corrected).toBe('ensemble');
    expect((await search({q: 'Queen Matress'})).query?.corrected).toBe('queen mattress');
  });

  it('leaves a correctly spelt query, or one still being typed, alone', async () => {
    for (const q of ['mattress', 'queen mattress', 'matt', 'Bouclé', 'boucle']) {
      const reply = await search({q});
      expect(reply.results.length, q).toBeGreaterThan(0);
      expect(reply.didYouMean, q).toBeUndefined();
      expect(reply.query, q).toBeUndefined();
    }
  });

  it('falls back to any of the words when no product has them all', async () => {
    const reply = await search({q: 'aurora kensington'});
    expect(handles(reply)).toEqual(expect.arrayContaining(['aurora-hybrid-mattress', 'kensington-velvet-bed']));
    expect(reply.query).toEqual({matchType: 'expanded'});
  });

  it('finds nothing for words no product has', async () => {
    const reply = await search({q: 'zzzqqq'});
    expect(reply.results).toEqual([]);
    expect(reply.pagination.totalResults).toBe(0);
    expect(reply.facets).toEqual([]);
  });

  it('never returns hidden products (services, donation, gifts)', async () => {
    const hiddenHandles = hidden.map((product) => product.handle);
    for (const q of [...hidden.map((product) => product.title), 'assembly', 'donation', 'bonus pillow', '']) {
      const reply = await search({q, resultsPerPage: '100'});
      expect(handles(reply).filter((handle) => hiddenHandles.includes(handle)), q).toEqual([]);
    }
    expect((await search({q: ''})).pagination.totalResults).toBe(listed.length);
  });
});

describe('category listing (empty query with a hidden collection filter)', () => {
  it('lists the collection in its display order', async () => {
    const reply = await search({'bgfilter.collection_handle': 'mattresses', resultsPerPage: '24'});
    expect(reply.pagination.totalResults).toBe(16);
    expect(handles(reply)).toEqual(collectionByHandle('mattresses')!.productHandles);
    expect(reply.filterSummary).toEqual([]);
    expect(reply.breadcrumbs).toEqual([]);
  });

  it('searches within the collection', async () => {
    const reply = await search({q: 'oslo', 'bgfilter.collection_handle': 'bedroom-furniture'});
    expect(handles(reply).sort()).toEqual(
      collectionByHandle('bedroom-furniture')!.productHandles.filter((handle) => handle.startsWith('oslo-')).sort(),
    );
  });
});

describe('filters', () => {
  it('ORs the values of one field and ANDs fields', async () => {
    const feels = ['Plush', 'Firm'];
    const reply = await search({
      'bgfilter.collection_handle': 'mattresses',
      'filter.option_feel': feels,
      'filter.brand': 'Sleepcraft',
    });
    const expected = mattresses.filter(
      (p) => p.vendor === 'Sleepcraft' && optionValues(p, 'Feel').some((feel) => feels.includes(feel)),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(handles(reply).sort()).toEqual(expected.map((p) => p.handle).sort());

    const either = await search({'bgfilter.collection_handle': 'mattresses', 'filter.option_feel': feels});
    expect(either.pagination.totalResults).toBe(
      mattresses.filter((p) => optionValues(p, 'Feel').some((feel) => feels.includes(feel))).length,
    );
  });

  it('filters a price range, either end open with *', async () => {
    const atLeast = await search({'filter.price.low': '1500', 'filter.price.high': '*', resultsPerPage: '100'});
    expect(atLeast.pagination.totalResults).toBe(listed.filter((p) => shownPrice(p) >= 1500).length);
    expect(atLeast.results.every((result) => Number(result.price) >= 1500)).toBe(true);

    const upTo = await search({'filter.price.low': '*', 'filter.price.high': '500', resultsPerPage: '100'});
    expect(upTo.pagination.totalResults).toBe(listed.filter((p) => shownPrice(p) <= 500).length);

    const between = await search({'filter.price.low': '1000', 'filter.price.high': '2000', resultsPerPage: '100'});
    expect(between.results.every((r) => Number(r.price) >= 1000 && Number(r.price) <= 2000)).toBe(true);
    expect(between.pagination.totalResults).toBe(
      listed.filter((p) => shownPrice(p) >= 1000 && shownPrice(p) <= 2000).length,
    );
  });

  it('finds nothing on a field no product has', async () => {
    expect((await search({'filter.no_such_field': 'x'})).pagination.totalResults).toBe(0);
    expect((await search({'filter.__proto__': 'x'})).pagination.totalResults).toBe(0);
  });
});

describe('sorting', () => {
  const prices = (reply: WireSearchResponse) => reply.results.map((result) => Number(result.price));

  it('sorts by price both ways and marks the active option', async () => {
    const asc = await search({q: 'bed', 'sort.price': 'asc', resultsPerPage: '100'});
    expect(prices(asc)).toEqual([...prices(asc)].sort((a, b) => a - b));
    const desc = await search({q: 'bed', 'sort.price': 'desc', resultsPerPage: '100'});
    expect(prices(desc)).toEqual([...prices(desc)].sort((a, b) => b - a));
    expect(prices(desc).length).toBe(prices(asc).length);
    expect(asc.sorting.options.filter((option) => option.active)).toEqual([
      {field: 'price', direction: 'asc', label: 'Price: Low to High', active: 1},
    ]);
  });

  it('sorts by name and by newest, and by relevance by default', async () => {
    const byName = await search({'sort.name': 'asc', resultsPerPage: '100'});
    const names = byName.results.map((r) => decodeEntities(r.name).toLowerCase());
    expect(names).toEqual([...names].sort());
    const newest = await search({'sort.created_at': 'desc'});
    expect(newest.results[0].handle).toBe('vita-organic-latex-mattress');
    for (const params of [{q: 'bed'}, {q: 'bed', 'sort.colour': 'asc'}] as Params[]) {
      const relevance = await search(params);
      expect(relevance.sorting.options.filter((option) => option.active).map((o) => o.field)).toEqual(['relevance']);
      expect(handles(relevance)).toEqual(handles(await search({q: 'bed'})));
    }
  });
});

describe('paging', () => {
  const mattressPage = (page: string) =>
    search({'bgfilter.collection_handle': 'mattresses', resultsPerPage: '12', page});

  it('pages 12 at a time', async () => {
    const first = await mattressPage('1');
    expect(first.pagination).toEqual({
      totalResults: 16,
      begin: 1,
      end: 12,
      currentPage: 1,
      totalPages: 2,
      previousPage: 0,
      nextPage: 2,
      perPage: 12,
      defaultPerPage: 24,
    });
    const second = await mattressPage('2');
    expect(second.pagination).toMatchObject({begin: 13, end: 16, currentPage: 2, previousPage: 1, nextPage: 0});
    expect([...handles(first), ...handles(second)]).toEqual(collectionByHandle('mattresses')!.productHandles);
  });

  it('answers no results past the last page, with the pages still counted', async () => {
    const past = await mattressPage('3');
    expect(past.results).toEqual([]);
    expect(past.pagination).toMatchObject({totalResults: 16, begin: 0, end: 0, currentPage: 3, totalPages: 2, nextPage: 0});
    expect(past.facets.length).toBeGreaterThan(0);
  });

  it('defaults to 24 per page (autocomplete 3), at most 100', async () => {
    expect((await search({})).results).toHaveLength(24);
    expect((await search({q: 'bed'}, {endpoint: 'autocomplete'})).pagination).toMatchObject({perPage: 3, defaultPerPage: 3});
    expect((await search({resultsPerPage: '500'})).pagination.perPage).toBe(100);
    expect((await search({resultsPerPage: '0', page: '-2'})).pagination).toMatchObject({perPage: 24, currentPage: 1});
  });
});

describe('facets', () => {
  it('counts each facet over the results of the other facets’ filters (disjunctive)', async () => {
    const reply = await search({'bgfilter.collection_handle': 'mattresses', 'filter.option_feel': 'Plush'});
    const plush = mattresses.filter((p) => optionValues(p, 'Feel').includes('Plush'));
    expect(reply.pagination.totalResults).toBe(plush.length);

    // Its own facet ignores its own filter: every feel still counts all mattresses having it.
    const feel = listFacet(reply, 'option_feel')!;
    for (const value of ['Plush', 'Medium', 'Firm']) {
      expect(counts(feel)[value], value).toBe(mattresses.filter((p) => optionValues(p, 'Feel').includes(value)).length);
    }
    expect(feel.facet_active).toBe(1);
    expect(feel.values.filter((value) => value.active).map((value) => value.value)).toEqual(['Plush']);

    // Other facets count within the filtered results.
    expect(counts(listFacet(reply, 'option_size'))['Queen']).toBe(
      plush.filter((p) => optionValues(p, 'Size').includes('Queen')).length,
    );
    expect(listFacet(reply, 'option_size')!.facet_active).toBe(0);
  });

  it('lists values most common first, with the labels and types the storefront reads', async () => {
    const reply = await search({q: ''});
    expect(reply.facets.map((facet) => [facet.field, facet.label, facet.type])).toEqual([
      ['product_type', 'Category', 'list'],
      ['option_size', 'Size', 'list'],
      ['option_feel', 'Feel', 'list'],
      ['option_colour', 'Colour', 'palette'],
      ['brand', 'Brand', 'list'],
      ['price', 'Price', 'slider'],
    ]);
    const category = listFacet(reply, 'product_type')!;
    expect(category.multiple).toBe('multiple-union');
    const sorted = category.values.map((value) => value.count);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    expect(counts(category)['Mattress']).toBe(16);
  });

  it('carries colour names whose swatches the results give', async () => {
    const reply = await search({q: 'kensington'});
    const colours = listFacet(reply, 'option_colour')!.values.map((value) => value.value);
    expect(colours).toEqual(expect.arrayContaining(['Emerald', 'Blush', 'Navy', 'Ink']));
    const swatches = reply.results.flatMap(
      (result) => JSON.parse(decodeEntities(result.color_swatches)) as {name: string; value: string}[],
    );
    for (const colour of colours) expect(swatches.find((s) => s.name === colour)?.value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives the price slider the range of the results before the price filter', async () => {
    const unfiltered = await search({'bgfilter.collection_handle': 'mattresses'});
    const price = unfiltered.facets.find((facet): facet is WireSliderFacet => facet.type === 'slider')!;
    const lowest = Math.min(...mattresses.map((p) => shownPrice(p)));
    const highest = Math.max(...mattresses.map((p) => shownPrice(p)));
    expect(price).toMatchObject({
      range: [Math.floor(lowest), Math.ceil(highest)],
      active: [Math.floor(lowest), Math.ceil(highest)],
      step: 10,
    });
    expect(price.facet_active).toBe(0);

    const filtered = await search({'bgfilter.collection_handle': 'mattresses', 'filter.price.low': '1500', 'filter.price.high': '*'});
    const slider = filtered.facets.find((facet): facet is WireSliderFacet => facet.type === 'slider')!;
    expect(slider).toMatchObject({range: price.range, active: [1500, Math.ceil(highest)], facet_active: 1});
  });
});

describe('prices: the store’s shown price at the time of the query', () => {
  const byHandle = (handle: string) => productByHandle(handle)!;
  const range = {'filter.price.low': '1000', 'filter.price.high': '1500', resultsPerPage: '100'};
  const within = (products: readonly FixtureProduct[]) =>
    products.filter((p) => shownPrice(p) >= 1000 && shownPrice(p) <= 1500).map((p) => p.handle).sort();

  it('filters $1,000–$1,500 on the campaign price, not the list price (the review’s case)', async () => {
    // In the range by Shopify's price, out of it by the Spring Sale's: $979.30 and $783.30 are what the store shows.
    const aurora = byHandle('aurora-hybrid-mattress');
    const balance = byHandle('balance-posture-mattress');
    expect([listPrice(aurora), listPrice(balance)]).toEqual([1399, 1119]);
    expect([shownPrice(aurora), shownPrice(balance)]).toEqual([979.3, 783.3]);

    const everything = await search(range);
    expect(handles(everything).sort()).toEqual(within(listed));
    const category = await search({...range, 'bgfilter.collection_handle': 'mattresses'});
    expect(handles(category).sort()).toEqual(within(mattresses));
    for (const reply of [everything, category]) {
      expect(handles(reply)).not.toContain('aurora-hybrid-mattress');
      expect(handles(reply)).not.toContain('balance-posture-mattress');
      for (const result of reply.results) expect(Number(result.price), result.handle).toBe(shownPrice(byHandle(result.handle)));
    }
    // And they are found where the store's price puts them.
    expect(handles(await search({...range, 'filter.price.low': '700', 'filter.price.high': '999'}))).toEqual(
      expect.arrayContaining(['aurora-hybrid-mattress', 'balance-posture-mattress']),
    );
  });

  it('sorts by the campaign price both ways', async () => {
    const expected = [...mattresses].sort((a, b) => shownPrice(a) - shownPrice(b)).map((p) => shownPrice(p));
    const asc = await search({'bgfilter.collection_handle': 'mattresses', 'sort.price': 'asc', resultsPerPage: '100'});
    expect(asc.results.map((result) => shownPrice(byHandle(result.handle)))).toEqual(expected);
    expect(asc.results[0].handle).toBe('balance-posture-mattress');
    const desc = await search({'bgfilter.collection_handle': 'mattresses', 'sort.price': 'desc', resultsPerPage: '100'});
    expect(desc.results.map((result) => shownPrice(byHandle(result.handle)))).toEqual([...expected].reverse());
  });

  it('follows a campaign that starts: the price and the filter change at its start', async () => {
    // The Summer Sale (15%, tag more-colours-instore) starts 2030-06-01 and takes in the Oslo bed.
    const oslo = byHandle('oslo-timber-bed');
    const before = Date.parse('2030-05-31T23:59:59Z');
    const after = Date.parse('2030-06-01T00:00:00Z');
    expect(shownPrice(oslo, after)).toBeLessThan(shownPrice(oslo, before));
    const cheaper = {q: 'Oslo Timber Bed', 'filter.price.high': String(shownPrice(oslo, after))};

    vi.setSystemTime(before);
    expect(Number((await search({q: 'Oslo Timber Bed'})).results[0].price)).toBe(shownPrice(oslo, before));
    expect(handles(await search(cheaper))).not.toContain('oslo-timber-bed');

    vi.setSystemTime(after);
    const [result] = (await search({q: 'Oslo Timber Bed'})).results;
    expect(Number(result.price)).toBe(shownPrice(oslo, after));
    expect(result.list_price).toBe(oslo.variants.map((v) => v.price).sort((a, b) => Number(a) - Number(b))[0]);
    expect(handles(await search(cheaper))).toContain('oslo-timber-bed');
  });
});

describe('breadcrumbs and filter summary', () => {
  it('has an entry for every chosen value and range', async () => {
    const reply = await search({
      'filter.option_size': ['Queen', 'King'],
      'filter.price.low': '1000',
      'filter.price.high': '*',
      'bgfilter.collection_handle': 'mattresses',
    });
    expect(reply.filterSummary).toEqual([
      {field: 'option_size', value: 'Queen', label: 'Size: Queen', filterLabel: 'Size', filterValue: 'Queen'},
      {field: 'option_size', value: 'King', label: 'Size: King', filterLabel: 'Size', filterValue: 'King'},
      {
        field: 'price',
        value: {rangeLow: 1000, rangeHigh: null},
        label: 'Price: 1000 - *',
        filterLabel: 'Price',
        filterValue: '1000 - *',
      },
    ]);
    expect(reply.breadcrumbs).toEqual(
      reply.filterSummary.map(({field, label, filterLabel, filterValue}) => ({field, label, filterLabel, filterValue})),
    );
  });
});

describe('the wire format', () => {
  it('sends string values, entity-encoded, that decode back to the catalogue', async () => {
    const reply = await search({q: 'Oslo Timber Bed'});
    const result = reply.results[0];
    const product = productByHandle('oslo-timber-bed')!;
    expect(result.brand).toBe('Harbour &amp; Oak');
    expect(decodeEntities(result.brand)).toBe(product.vendor);
    expect(result).toMatchObject({
      uid: String(product.id),
      sku: product.variants[0].sku,
      name: 'Oslo Timber Bed',
      handle: 'oslo-timber-bed',
      url: '/products/oslo-timber-bed',
      // No campaign prices the Oslo bed at RUNNING: the shown price is Shopify's.
      price: product.variants.map((v) => v.price).sort((a, b) => Number(a) - Number(b))[0],
      list_price: product.variants.map((v) => v.price).sort((a, b) => Number(a) - Number(b))[0],
      msrp: '',
      product_type: 'Bed',
      ss_available: '1',
      ss_price_varies: '1',
      option_size: ['Double', 'Queen', 'King'],
      option_colour: ['Natural Oak', 'Walnut'],
      created_at: product.createdAt,
    });
    expect(result.collection_handle).toEqual(expect.arrayContaining(['beds', 'bedroom-furniture', 'all']));
    for (const field of ['variants', 'options', 'color_swatches', 'metafields'] as const) {
      expect(result[field]).toContain('&quot;');
      expect(result[field]).not.toContain('"');
    }
    const variants = JSON.parse(decodeEntities(result.variants)) as WireVariant[];
    expect(variants).toHaveLength(product.variants.length);
    expect(variants[0]).toEqual({
      id: product.variants[0].id,
      product_id: product.id,
      sku: product.variants[0].sku,
      price: product.variants[0].price,
      compare_at_price: product.variants[0].compareAtPrice,
      selected_options: product.variants[0].selectedOptions,
      available: true,
    });
    expect(JSON.parse(decodeEntities(result.options))).toEqual(product.options);
    const metafields = JSON.parse(decodeEntities(result.metafields)) as {namespace: string; key: string; value: string}[];
    expect(metafields.map((m) => m.key)).toEqual(['brand_list']);
    expect(PRODUCT_METAFIELD_IDENTIFIERS.map((id) => id.key)).toContain('brand_list');
    expect(JSON.parse(metafields[0].value)).toEqual(['Harbour & Oak']);
  });

  it('carries badge metafields, the shown price, the compare-at and the list price of the same variant', async () => {
    const [aurora] = (await search({q: 'Aurora Hybrid Mattress'})).results;
    // Single Plush: Shopify's 1399.00 less the Spring Sale's 30%; its compare-at; its own Shopify price.
    expect(aurora).toMatchObject({price: '979.30', msrp: '1749.00', list_price: '1399.00'});
    const metafields = JSON.parse(decodeEntities(aurora.metafields)) as {key: string; value: string}[];
    expect(metafields.find((m) => m.key === 'product_campaign_badge_title')?.value).toBe('Best Seller');
  });

  it('points images at the image stand-in on the origin asked', async () => {
    const [result] = (await search({q: 'Oslo Timber Bed'})).results;
    expect(result.imageUrl).toBe(`${ORIGIN}/cdn/shop/files/oslo-timber-bed-1.svg`);
    expect((await fetch(result.imageUrl)).status).toBe(200);
    expect((await fetch(result.thumbnailImageUrl)).status).toBe(200);
  });
});

describe('merchandising redirects', () => {
  it('redirects with no results by default (redirectResponse=minimal), with them when full', async () => {
    const minimal = await search({q: 'Spring Sale', redirectResponse: 'minimal'});
    expect(minimal.merchandising).toEqual({redirect: '/campaign/spring-sale', content: {}, campaigns: []});
    expect(minimal.results).toEqual([]);
    expect(minimal.pagination.totalResults).toBe(0);

    const full = await search({q: 'spring  sale', redirectResponse: 'full'});
    expect(full.merchandising.redirect).toBe('/campaign/spring-sale');
    expect(full.results.length).toBeGreaterThan(0);
  });

  it('has a redirect for every entry of the table and none for ordinary queries', async () => {
    for (const [query, path] of SEARCH_REDIRECTS) {
      expect((await search({q: query})).merchandising.redirect, query).toBe(path);
    }
    expect((await search({q: 'mattress'})).merchandising.redirect).toBe('');
    expect((await search({q: 'constructor'})).merchandising.redirect).toBe('');
  });
});

describe('the blog site', () => {
  it('finds posts by title, tag and summary words', async () => {
    const reply = await search<WireBlogResult>({q: 'mattress'}, {siteId: 'dhblog'});
    expect(reply.results.map((r) => r.handle)).toEqual(
      expect.arrayContaining(['how-to-choose-a-mattress', 'mattress-firmness-guide']),
    );
    const storage = await search<WireBlogResult>({q: 'storage'}, {siteId: 'dhblog', endpoint: 'autocomplete'});
    expect(storage.results[0]).toEqual({
      uid: 'small-bedroom-storage-ideas',
      name: 'Storage ideas for small bedrooms',
      handle: 'small-bedroom-storage-ideas',
      url: '/blogs/inspiration/small-bedroom-storage-ideas',
      imageUrl: `${ORIGIN}/cdn/shop/files/bondi-gas-lift-bed-1.svg`,
      tags: ['storage', 'small-spaces', 'bedroom'],
      summary: expect.any(String),
      published_at: '2024-11-19T09:00:00Z',
    });
  });

  it('lists every post, encoded, with images the image stand-in serves', async () => {
    const reply = await search<WireBlogResult>({}, {siteId: 'dhblog'});
    expect(reply.pagination.totalResults).toBe(BLOG_POSTS.length);
    const kids = reply.results.find((r) => r.handle === 'kids-bedroom-ideas')!;
    expect(kids.name).toBe('Kids&#39; bedroom ideas that grow with them');
    expect(decodeEntities(kids.name)).toBe("Kids' bedroom ideas that grow with them");
    for (const result of reply.results) expect((await fetch(result.imageUrl)).status, result.handle).toBe(200);
    expect(listFacet(reply, 'tags')?.label).toBe('Topic');
  });
});

it('answers an unknown site with a JSON 404', async () => {
  const response = await fetch(searchUrl({q: 'bed'}, {siteId: 'nosuchsite'}));
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({message: expect.stringContaining('nosuchsite')});
  expect((await fetch(`${ORIGIN}/searchspring/api/search/search.json?q=bed`)).status).toBe(404);
});
