/**
 * The product site (`dhdemo`): the catalogue as the store's feed gives it to
 * Searchspring. Each listed product becomes one feed record (the wire result,
 * encoded on first use and kept) plus the values it is matched, filtered,
 * faceted and sorted by. Hidden products are not in the feed at all.
 *
 * Its price is the price the store shows a guest (./feed-prices.ts), which
 * changes when a campaign starts or ends. The text index, facet values and
 * records are built once; the prices are worked out again only when the set
 * of active campaigns changes (`ProductIndex.at`), so a search costs what it
 * did before and a repricing is paid once per campaign change, not per query.
 */
import type {WireColourSwatch, WireProductResult, WireVariant} from '~/services/searchspring/wire';
import {PRODUCT_METAFIELD_IDENTIFIERS} from '~/domain/metafields';
import {activeCampaigns, sameCampaignList, type Campaign} from '~/domain/campaigns';
import {centsToMoney} from '~/domain/money';
import {STAND_IN_SITE_IDS} from '~/config/search';
import type {FixtureCatalogue, FixtureProduct} from '../fixtures/types';
import {reviewBottomline} from '../fixtures/reviews';
import {imageUrl} from '../images/handlers';
import {encodeEntities, encodeJson} from './encode';
import {demoCampaigns, feedPrice, type FeedPrice} from './feed-prices';
import {redirectFor} from './merchandising';
import {collectPhrases, type SearchDocument, type SearchSite, type SiteSpec} from './site';
import {createTextIndex} from './text-index';

export interface ProductDocument extends SearchDocument<WireProductResult> {
  product: FixtureProduct;
  productType: string;
  /** The feed's price in dollars: what the store shows a guest now, the lowest over the variants (NaN: none). */
  price: number;
  /** Position in each collection that lists the product (its display order). */
  collectionPositions: Map<string, number>;
}

export interface ProductSite extends SearchSite<WireProductResult, ProductDocument> {
  /** Feed records by variant SKU and by uid: how recommendation seeds name products. */
  bySkuOrUid: Map<string, ProductDocument>;
}

/** The product site over time: its feed as it stands at an instant. */
export interface ProductIndex {
  siteId: string;
  /** The site with every product priced under the campaigns active at `nowMs`. */
  at(nowMs: number): ProductSite;
}

/** A product as indexed: everything but its price. */
interface IndexedProduct extends Omit<ProductDocument, 'price' | 'result'> {
  /** Encoded on first use and kept: a page shows a dozen products, a benchmark catalogue holds thousands. */
  record(): WireProductResult;
  imageKey: string | undefined;
}

const THUMBNAIL_WIDTH = 300;

/** `option_size`, `option_feel`, `option_colour`, `option_base`: one facet field per Shopify option. */
const optionField = (name: string) => `option_${name.toLowerCase().replace(/\W+/g, '_')}`;

const realOptions = (product: FixtureProduct) => product.options.filter((option) => option.name !== 'Title');

const isAvailable = (product: FixtureProduct) => (product.variants.some((v) => v.availableForSale) ? '1' : '0');

/** Swatch colours as drawn in each colour's product image. */
function colourSwatches(product: FixtureProduct): WireColourSwatch[] {
  const colours = product.options.find((option) => option.name === 'Colour')?.values ?? [];
  return colours.flatMap((colour) => {
    const variant = product.variants.find((v) => v.selectedOptions.some((o) => o.name === 'Colour' && o.value === colour));
    const image = product.images.find((img) => img.key === variant?.imageKey);
    return image ? [{name: colour, value: image.colour}] : [];
  });
}

function carriedMetafields(product: FixtureProduct) {
  return product.metafields
    .filter((m) => PRODUCT_METAFIELD_IDENTIFIERS.some((id) => id.namespace === m.namespace && id.key === m.key))
    .map(({namespace, key, type, value}) => ({namespace, key, type, value}));
}

/** The product's Yotpo bottomline, as Yotpo's Shopify integration feeds it to Searchspring; absent without reviews. */
function ratingFields(product: FixtureProduct): Pick<WireProductResult, 'rating' | 'ratingCount'> {
  const {total, average} = reviewBottomline(product.id);
  return total > 0 ? {rating: String(average), ratingCount: String(total)} : {};
}

/** The product's record; its prices are filled in per price list, its image URLs per request (they depend on the origin). */
function staticRecord(product: FixtureProduct, collections: string[]): WireProductResult {
  const variants: WireVariant[] = product.variants.map((variant) => ({
    id: variant.id,
    product_id: product.id,
    sku: variant.sku,
    price: variant.price,
    compare_at_price: variant.compareAtPrice,
    selected_options: variant.selectedOptions,
    available: variant.availableForSale,
  }));
  const options = Object.fromEntries(
    realOptions(product).map((option) => [optionField(option.name), option.values.map(encodeEntities)]),
  );
  return {
    uid: String(product.id),
    sku: product.variants[0].sku,
    name: encodeEntities(product.title),
    handle: product.handle,
    url: `/products/${product.handle}`,
    price: '',
    msrp: '',
    imageUrl: '',
    thumbnailImageUrl: '',
    brand: encodeEntities(product.vendor),
    product_type: encodeEntities(product.productType),
    tags: product.tags.map(encodeEntities),
    collection_handle: collections,
    ss_available: isAvailable(product),
    ss_price_varies: new Set(product.variants.map((v) => v.price)).size > 1 ? '1' : '0',
    variants: encodeJson(variants),
    options: encodeJson(product.options),
    color_swatches: encodeJson(colourSwatches(product)),
    metafields: encodeJson(carriedMetafields(product)),
    ...options,
    ...ratingFields(product),
    created_at: product.createdAt,
  };
}

function indexedProduct(id: number, product: FixtureProduct, collectionPositions: Map<string, number>): IndexedProduct {
  const collections = [...collectionPositions.keys()];
  let record: WireProductResult | undefined;
  const options = realOptions(product);
  return {
    id,
    product,
    productType: product.productType,
    collectionPositions,
    text: {
      name: product.title,
      product_type: product.productType,
      tags: product.tags.join(' '),
      brand: product.vendor,
      options: options.flatMap((option) => option.values).join(' '),
      description: product.description,
    },
    values: {
      product_type: [product.productType],
      brand: [product.vendor],
      collection_handle: collections,
      tags: product.tags,
      ss_available: [isAvailable(product)],
      ...Object.fromEntries(options.map((option) => [optionField(option.name), option.values])),
    },
    numbers: {created_at: Date.parse(product.createdAt)},
    sortName: product.title.toLowerCase(),
    record: () => (record ??= staticRecord(product, collections)),
    imageKey: product.images[0]?.key,
  };
}

/**
 * The record's prices. `price` is the store's shown price (what search filters, facets and sorts on), `msrp` the
 * compare-at of the same variant, and `list_price` that variant's own Shopify price before any campaign: a custom
 * feed field, from which the storefront prices the tile as the product page does (app/services/searchspring/reshape.ts).
 */
function priceFields(price: FeedPrice | null): Pick<WireProductResult, 'price' | 'msrp' | 'list_price'> {
  if (price === null) return {price: '', msrp: '', list_price: ''};
  return {
    price: centsToMoney(price.cents, 'AUD').amount,
    msrp: price.variant.compareAtPrice ?? '',
    list_price: price.variant.price,
  };
}

function pricedDocument(indexed: IndexedProduct, price: FeedPrice | null): ProductDocument {
  const {record, imageKey} = indexed;
  const dollars = price === null ? NaN : price.cents / 100;
  const fields = priceFields(price);
  return {
    id: indexed.id,
    product: indexed.product,
    productType: indexed.productType,
    collectionPositions: indexed.collectionPositions,
    text: indexed.text,
    values: indexed.values,
    sortName: indexed.sortName,
    price: dollars,
    // A product without a price is left out of the price facet and filters, as Searchspring leaves out a missing value.
    numbers: price === null ? indexed.numbers : {...indexed.numbers, price: dollars},
    result: (origin): WireProductResult => {
      const url = imageKey ? imageUrl(origin, imageKey) : '';
      return {...record(), ...fields, imageUrl: url, thumbnailImageUrl: url && `${url}?width=${THUMBNAIL_WIDTH}`};
    },
  };
}

function priceAll(products: readonly IndexedProduct[], active: readonly Campaign[]): ProductDocument[] {
  return products.map((indexed) => pricedDocument(indexed, feedPrice(indexed.product, active)));
}

function skuAndUidLookup(documents: readonly ProductDocument[]): Map<string, ProductDocument> {
  const bySkuOrUid = new Map<string, ProductDocument>();
  for (const document of documents) {
    bySkuOrUid.set(String(document.product.id), document);
    for (const variant of document.product.variants) bySkuOrUid.set(variant.sku, document);
  }
  return bySkuOrUid;
}

/** Names, categories and option values, and "{size|feel} {category}" (e.g. "queen mattress"). */
function productPhrases(documents: readonly IndexedProduct[]) {
  return collectPhrases(
    documents.flatMap(({id, product}) => {
      const type = product.productType;
      const combined = product.options
        .filter((option) => option.name === 'Size' || option.name === 'Feel')
        .flatMap((option) => option.values.map((value) => `${value} ${type}`));
      return [
        {text: product.title, source: 'name', id},
        {text: type, source: 'product_type', id},
        ...realOptions(product).flatMap((option) => option.values.map((text) => ({text, source: 'option', id}))),
        ...combined.map((text) => ({text, source: 'product_type', id})),
      ];
    }),
  );
}

/**
 * Indexes the catalogue once (text, facet values, records); `at(now)` gives the site priced under the campaigns
 * active then. The price list is kept while the active campaigns stay the same (a check over a handful of campaigns
 * per request) and made again when one starts or ends: repricing runs `pricedLine` for every variant, which is
 * cheap for the demo but not for a 10,000-product benchmark catalogue, so it is not done per query.
 */
export function createProductIndex(catalogue: FixtureCatalogue, campaigns: readonly Campaign[] = demoCampaigns()): ProductIndex {
  const positions = new Map<string, Map<string, number>>();
  for (const collection of catalogue.collections) {
    collection.productHandles.forEach((handle, position) => {
      const byCollection = positions.get(handle) ?? new Map<string, number>();
      byCollection.set(collection.handle, position);
      positions.set(handle, byCollection);
    });
  }
  const products = catalogue.products
    .filter((product) => !product.hiddenFromListings)
    .map((product, id) => indexedProduct(id, product, positions.get(product.handle) ?? new Map()));

  const spec: Omit<SiteSpec<WireProductResult, ProductDocument>, 'documents'> = {
    siteId: STAND_IN_SITE_IDS.products,
    textFields: [
      {name: 'name', boost: 3},
      {name: 'product_type', boost: 2},
      {name: 'tags', boost: 1},
      {name: 'brand', boost: 1},
      {name: 'options', boost: 1},
      {name: 'description', boost: 1},
    ],
    facets: [
      {field: 'product_type', label: 'Category', type: 'list'},
      {field: 'option_size', label: 'Size', type: 'list'},
      {field: 'option_feel', label: 'Feel', type: 'list'},
      {field: 'option_colour', label: 'Colour', type: 'palette'},
      {field: 'brand', label: 'Brand', type: 'list'},
      {field: 'price', label: 'Price', type: 'slider'},
    ],
    sortOptions: [
      {field: 'relevance', direction: 'desc', label: 'Best Match'},
      {field: 'price', direction: 'asc', label: 'Price: Low to High'},
      {field: 'price', direction: 'desc', label: 'Price: High to Low'},
      {field: 'created_at', direction: 'desc', label: 'Newest'},
      {field: 'name', direction: 'asc', label: 'Name: A to Z'},
      {field: 'name', direction: 'desc', label: 'Name: Z to A'},
    ],
    defaultPerPage: {search: 24, autocomplete: 3},
    phrases: productPhrases(products),
    redirectFor,
    // A category page lists its collection in the merchant's display order.
    browseRank: (document, background) => {
      const handles = background.values.get('collection_handle');
      return handles?.length === 1 ? (document.collectionPositions.get(handles[0]) ?? document.id) : document.id;
    },
  };
  // Matching does not depend on prices: one text index serves every price list (document ids are the same).
  const text = createTextIndex(products, spec.textFields);
  let priced: {active: Campaign[]; site: ProductSite} | null = null;

  return {
    siteId: spec.siteId,
    at(nowMs) {
      const active = activeCampaigns(campaigns, nowMs);
      if (priced === null || !sameCampaignList(priced.active, active)) {
        const documents = priceAll(products, active);
        priced = {active, site: {...spec, documents, text, bySkuOrUid: skuAndUidLookup(documents)}};
      }
      return priced.site;
    },
  };
}

/** The product site as its feed stands at `nowMs` (by default now): for tests and one-off use. */
export function createProductSite(
  catalogue: FixtureCatalogue,
  {nowMs = Date.now(), campaigns}: {nowMs?: number; campaigns?: readonly Campaign[]} = {},
): ProductSite {
  return createProductIndex(catalogue, campaigns).at(nowMs);
}
