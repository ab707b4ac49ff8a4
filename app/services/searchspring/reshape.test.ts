import {describe, expect, it} from 'vitest';
import {sameSiteRedirect, toAutocomplete, toRecommendedProducts, toSearchProduct, toSearchResults} from './reshape';
import {decodeEntities} from '~/services/upstream/html-entities';
import {parseCampaign} from '~/domain/campaign-parsing';
import {campaignPricing} from '~/domain/campaign-pricing';

const encodedJson = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');

const AURORA = {
  uid: '7000000101',
  sku: 'MAT-AURORA-S-PL',
  name: 'Aurora Hybrid &amp; Pillow Top',
  handle: 'aurora-hybrid-mattress',
  url: '/products/aurora-hybrid-mattress',
  price: '1399.00',
  msrp: '1749.00',
  imageUrl: 'https://cdn.example/aurora.svg',
  thumbnailImageUrl: 'https://cdn.example/aurora-thumb.svg',
  brand: 'Dreamhaus',
  product_type: 'Mattress',
  tags: ['sale-20', 'ready-to-ship'],
  collection_handle: ['mattresses'],
  ss_available: '1',
  variants: encodedJson([
    {id: 44000010102, product_id: 7000000101, sku: 'MAT-AURORA-Q-MD', price: '1899.00', compare_at_price: null, selected_options: [], available: true},
    {id: 44000010101, product_id: 7000000101, sku: 'MAT-AURORA-S-PL', price: '1399.00', compare_at_price: '1749.00', selected_options: [], available: true},
    {id: 44000010199, product_id: 7000000101, sku: 'MAT-AURORA-X', price: '999.00', compare_at_price: null, selected_options: [], available: false},
  ]),
  options: encodedJson([{name: 'Size', values: ['Single', 'Queen']}]),
  color_swatches: '[]',
  metafields: encodedJson([
    {namespace: 'dreamhaus', key: 'product_campaign_badge_title', type: 'single_line_text_field', value: 'Best Seller'},
    {namespace: 'dreamhaus', key: 'product_campaign_badge_color', type: 'color', value: '#1f4e79'},
  ]),
  rating: '4.565217391304348',
  ratingCount: '23',
};

describe('toSearchProduct', () => {
  it('reads a result into a product tile, entities decoded', () => {
    expect(toSearchProduct(AURORA)).toEqual({
      id: 'gid://shopify/Product/7000000101',
      searchId: '7000000101',
      sku: 'MAT-AURORA-S-PL',
      handle: 'aurora-hybrid-mattress',
      title: 'Aurora Hybrid & Pillow Top',
      vendor: 'Dreamhaus',
      productType: 'Mattress',
      tags: ['sale-20', 'ready-to-ship'],
      availableForSale: true,
      image: {url: 'https://cdn.example/aurora.svg', altText: 'Aurora Hybrid & Pillow Top', width: null, height: null},
      price: {amount: '1399.00', currencyCode: 'AUD'},
      compareAtPrice: {amount: '1749.00', currencyCode: 'AUD'},
      priceVaries: true,
      // The cheapest variant that can be bought.
      defaultVariantId: 'gid://shopify/ProductVariant/44000010101',
      meta: {campaignBadgeTitle: 'Best Seller', campaignBadgeColor: '#1f4e79', brandList: []},
      // The reviews' bottomline, rounded to one decimal.
      rating: {average: 4.6, count: 23},
    });
  });

  it.each([
    ['no rating fields', undefined, undefined],
    ['no reviews', '0', '0'],
    ['a count but no average', '', '4'],
    ['an average that is not a number', 'n/a', '4'],
    ['a count that is not a whole number', '4.5', '2.5'],
  ])('knows no rating from %s', (_, rating, ratingCount) => {
    expect(toSearchProduct({...AURORA, rating, ratingCount})?.rating).toBeNull();
  });

  it('keeps a rating within 0 to 5', () => {
    expect(toSearchProduct({...AURORA, rating: '7.2', ratingCount: '3'})?.rating).toEqual({average: 5, count: 3});
  });

  it.each([
    ['no uid', {...AURORA, uid: undefined}],
    ['a non-numeric uid', {...AURORA, uid: 'abc'}],
    ['no handle', {...AURORA, handle: ''}],
    ['no price', {...AURORA, price: 'n/a'}],
    // It may sit beside a campaign price: never priced from that instead.
    ['an unreadable list price', {...AURORA, price: '979.30', list_price: 'n/a'}],
    ['not an object', 'x'],
  ])('drops a result with %s', (_, raw) => {
    expect(toSearchProduct(raw)).toBeNull();
  });

  it('shows no compare-at price unless it is above the price, and survives broken JSON fields', () => {
    const product = toSearchProduct({...AURORA, msrp: '1399.00', variants: '[{broken', metafields: 'nope'});
    expect(product?.compareAtPrice).toBeNull();
    expect(product?.defaultVariantId).toBeNull();
    expect(product?.meta.campaignBadgeTitle).toBeNull();
  });

  it('prices the tile from the feed’s list price, so a campaign in the feed’s price is not taken off twice', () => {
    const parsed = parseCampaign({
      saleTitle: 'Spring Sale',
      enableCampaign: true,
      startTime: '2025-01-01T00:00:00+0000',
      endTime: '2030-12-31T23:59:59+0000',
      tags: 'sale-20, sale-30-off',
    });
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    // The store's feed: `price` is the Spring Sale price it shows, `list_price` Shopify's price of the same variant.
    const product = toSearchProduct({...AURORA, price: '979.30', list_price: '1399.00'})!;
    expect(product.price).toEqual({amount: '1399.00', currencyCode: 'AUD'});
    expect(product.compareAtPrice).toEqual({amount: '1749.00', currencyCode: 'AUD'});
    // What the product page shows for that variant (1399.00 less 30%), not 30% off 979.30 again ($685.51).
    expect(campaignPricing(product, [parsed.campaign]).price).toEqual({amount: '979.30', currencyCode: 'AUD'});
  });

  it('reads a sold-out product', () => {
    expect(toSearchProduct({...AURORA, ss_available: '0'})?.availableForSale).toBe(false);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;b&gt;&quot;x&quot;&#39;&#x27;', '<b>"x"\'\''],
    ['&unknown; &#0; &#99999999;', '&unknown; &#0; &#99999999;'],
  ])('%s', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });
});

describe('sameSiteRedirect (merchandising redirects stay on this store)', () => {
  it.each([
    ['/campaign/spring-sale', '/campaign/spring-sale'],
    ['/collections/clearance?ref=search', '/collections/clearance?ref=search'],
    ['https://shop.example/campaign/x', '/campaign/x'],
    ['https://evil.example/campaign/x', null],
    ['http://shop.example/campaign/x', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['campaign/x', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(sameSiteRedirect(raw, 'shop.example')).toBe(expected);
  });
});

const SEARCH_REPLY = {
  pagination: {totalResults: 16, begin: 13, end: 16, currentPage: 2, totalPages: 2, previousPage: 1, nextPage: 0, perPage: 12, defaultPerPage: 12},
  sorting: {options: [
    {field: 'relevance', direction: 'desc', label: 'Best Match', active: 0},
    {field: 'price', direction: 'asc', label: 'Price: Low to High', active: 1},
    {field: 'bad field', direction: 'asc', label: 'x'},
  ]},
  results: [AURORA, {...AURORA, uid: 'broken'}],
  facets: [
    {field: 'option_colour', label: 'Colour', type: 'palette', multiple: 'multiple-union', collapse: 0, facet_active: 1, values: [
      {active: true, type: 'value', value: 'Natural Oak', label: 'Natural Oak', count: 4},
    ]},
    {field: 'option_size', label: 'Size', type: 'list', multiple: 'single', collapse: 0, facet_active: 0, values: Array.from({length: 12}, (_, n) => ({active: n === 11, type: 'value', value: `S${n}`, label: `S${n}`, count: 12 - n}))},
    {field: 'price', label: 'Price', type: 'slider', collapse: 0, facet_active: 1, range: [0, 5000], active: [500, 1500], step: 10},
    {field: 'empty', label: 'Empty', type: 'list', multiple: 'single', collapse: 0, facet_active: 0, values: []},
  ],
  breadcrumbs: [],
  filterSummary: [
    {field: 'option_colour', value: 'Natural Oak', label: 'Colour: Natural Oak', filterLabel: 'Colour', filterValue: 'Natural Oak'},
    {field: 'price', value: {rangeLow: 500, rangeHigh: 1500}, label: 'Price: 500 - 1500', filterLabel: 'Price', filterValue: '500 - 1500'},
  ],
  merchandising: {redirect: '', content: {}, campaigns: []},
  query: {matchType: 'corrected', original: 'matress', corrected: 'mattress'},
  didYouMean: {query: 'mattress', highlighted: '<em>mattress</em>'},
};

describe('toSearchResults', () => {
  const results = toSearchResults(
    {...SEARCH_REPLY, results: [{...AURORA, color_swatches: encodedJson([{name: 'Natural Oak', value: '#c8a165'}])}]},
    {storeHost: 'shop.example'},
  );

  it('reads pagination, sorting and the correction', () => {
    expect(results?.pagination).toEqual({page: 2, totalPages: 2, totalResults: 16, perPage: 12});
    expect(results?.sortOptions).toEqual([
      {field: 'relevance', direction: 'desc', label: 'Best Match', active: false},
      {field: 'price', direction: 'asc', label: 'Price: Low to High', active: true},
    ]);
    expect(results?.correction).toEqual({original: 'matress', corrected: 'mattress'});
    expect(results?.redirect).toBeNull();
  });

  it('reads facets: palette swatches, the first 10 values plus any selected one, sliders; empty ones left out', () => {
    const [colour, size, price] = results?.facets ?? [];
    expect(results?.facets).toHaveLength(3);
    expect(colour).toMatchObject({kind: 'values', display: 'palette', active: true, values: [{value: 'Natural Oak', swatch: '#c8a165', active: true, count: 4}]});
    expect(size).toMatchObject({kind: 'values', display: 'list', mode: 'single'});
    expect(size.kind === 'values' && size.values.map((value) => value.value)).toEqual([...Array.from({length: 10}, (_, n) => `S${n}`), 'S11']);
    expect(price).toEqual({kind: 'range', field: 'price', label: 'Price', min: 0, max: 5000, low: 500, high: 1500, step: 10, active: true});
  });

  it('reads the active filters as chips', () => {
    expect(results?.activeFilters).toEqual([
      {field: 'option_colour', label: 'Colour', value: 'Natural Oak', valueLabel: 'Natural Oak'},
      {field: 'price', label: 'Price', valueLabel: '$500 – $1,500', range: true},
    ]);
  });

  it('drops unreadable results but keeps the rest', () => {
    expect(toSearchResults(SEARCH_REPLY, {storeHost: null})?.products.map((product) => product.handle)).toEqual(['aurora-hybrid-mattress']);
  });

  it('is null for a reply that is not a search reply', () => {
    expect(toSearchResults({message: 'nope'}, {storeHost: null})).toBeNull();
    expect(toSearchResults(null, {storeHost: null})).toBeNull();
  });
});

describe('toAutocomplete', () => {
  it('combines the three replies; a failed part is simply empty', () => {
    const autocomplete = toAutocomplete(
      'mat',
      {
        products: {...SEARCH_REPLY, merchandising: {redirect: '/campaign/spring-sale'}},
        blogs: null,
        suggest: {query: 'mat', suggested: {text: 'mattress', type: 'completed', source: 'popular'}, alternatives: [{text: 'mattress'}, {text: 'mattress protector'}]},
      },
      {storeHost: null},
    );
    expect(autocomplete).toMatchObject({
      query: 'mat',
      suggestions: ['mattress', 'mattress protector'],
      totalProducts: 16,
      blogs: [],
      redirect: '/campaign/spring-sale',
    });
    expect(autocomplete.products).toHaveLength(1);
  });
});

describe('toRecommendedProducts', () => {
  it("reads the tag's profile from core mappings and attributes", () => {
    const {uid, sku, name, price, msrp, imageUrl, ...attributes} = AURORA;
    const body = [
      {profile: {tag: 'other', placement: 'other'}, results: []},
      {profile: {tag: 'similar-products', placement: 'product-page'}, results: [{id: uid, mappings: {core: {uid, sku, name, price, msrp, imageUrl}}, attributes}]},
    ];
    expect(toRecommendedProducts(body, 'similar-products')?.map((product) => product.handle)).toEqual(['aurora-hybrid-mattress']);
    expect(toRecommendedProducts(body, 'missing')).toEqual([]);
    expect(toRecommendedProducts({}, 'x')).toBeNull();
  });
});
