/**
 * The product site (`dhdemo`): the catalogue as Searchspring's Shopify
 * integration indexes it. Each listed product becomes one feed record (the
 * wire result, encoded on first use and kept) plus the values it is matched,
 * filtered, faceted and sorted by. Hidden products are not in the feed at all.
 */
import type {WireColourSwatch, WireProductResult, WireVariant} from '~/services/searchspring/wire';
import {PRODUCT_METAFIELD_IDENTIFIERS} from '~/domain/metafields';
import {STAND_IN_SITE_IDS} from '~/config/search';
import type {FixtureCatalogue, FixtureProduct} from '../fixtures/types';
import {reviewBottomline} from '../fixtures/reviews';
import {imageUrl} from '../images/handlers';
import {encodeEntities, encodeJson} from './encode';
import {redirectFor} from './merchandising';
import {collectPhrases, createSite, type SearchDocument, type SearchSite} from './site';

export interface ProductDocument extends SearchDocument<WireProductResult> {
  product: FixtureProduct;
  productType: string;
  /** The lowest variant price. */
  price: number;
  /** Position in each collection that lists the product (its display order). */
  collectionPositions: Map<string, number>;
}

export interface ProductSite extends SearchSite<WireProductResult, ProductDocument> {
  /** Feed records by variant SKU and by uid: how recommendation seeds name products. */
  bySkuOrUid: Map<string, ProductDocument>;
}

const THUMBNAIL_WIDTH = 300;

/** `option_size`, `option_feel`, `option_colour`, `option_base`: one facet field per Shopify option. */
const optionField = (name: string) => `option_${name.toLowerCase().replace(/\W+/g, '_')}`;

const realOptions = (product: FixtureProduct) => product.options.filter((option) => option.name !== 'Title');

const isAvailable = (product: FixtureProduct) => (product.variants.some((v) => v.availableForSale) ? '1' : '0');

function cheapestVariant(product: FixtureProduct) {
  return product.variants.reduce((best, variant) => (Number(variant.price) < Number(best.price) ? variant : best));
}

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

/** The product's record; image URLs are filled in per request (they depend on the origin). */
function feedRecord(product: FixtureProduct, collections: string[]): WireProductResult {
  const cheapest = cheapestVariant(product);
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
    price: cheapest.price,
    msrp: cheapest.compareAtPrice ?? '',
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

function productDocument(id: number, product: FixtureProduct, collectionPositions: Map<string, number>): ProductDocument {
  const collections = [...collectionPositions.keys()];
  // Encoded on first use and kept: a page shows a dozen products, a benchmark catalogue holds thousands.
  let record: WireProductResult | undefined;
  const imageKey = product.images[0]?.key;
  const options = realOptions(product);
  const price = Number(cheapestVariant(product).price);
  return {
    id,
    product,
    productType: product.productType,
    price,
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
    numbers: {price, created_at: Date.parse(product.createdAt)},
    sortName: product.title.toLowerCase(),
    result: (origin): WireProductResult => {
      record ??= feedRecord(product, collections);
      const url = imageKey ? imageUrl(origin, imageKey) : '';
      return {...record, imageUrl: url, thumbnailImageUrl: url && `${url}?width=${THUMBNAIL_WIDTH}`};
    },
  };
}

/** Names, categories and option values, and "{size|feel} {category}" (e.g. "queen mattress"). */
function productPhrases(documents: readonly ProductDocument[]) {
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

export function createProductSite(catalogue: FixtureCatalogue): ProductSite {
  const positions = new Map<string, Map<string, number>>();
  for (const collection of catalogue.collections) {
    collection.productHandles.forEach((handle, position) => {
      const byCollection = positions.get(handle) ?? new Map<string, number>();
      byCollection.set(collection.handle, position);
      positions.set(handle, byCollection);
    });
  }
  const documents = catalogue.products
    .filter((product) => !product.hiddenFromListings)
    .map((product, id) => productDocument(id, product, positions.get(product.handle) ?? new Map()));

  const bySkuOrUid = new Map<string, ProductDocument>();
  for (const document of documents) {
    bySkuOrUid.set(String(document.product.id), document);
    for (const variant of document.product.variants) bySkuOrUid.set(variant.sku, document);
  }

  const site = createSite<WireProductResult, ProductDocument>({
    siteId: STAND_IN_SITE_IDS.products,
    documents,
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
    phrases: productPhrases(documents),
    redirectFor,
    // A category page lists its collection in the merchant's display order.
    browseRank: (document, background) => {
      const handles = background.values.get('collection_handle');
      return handles?.length === 1 ? (document.collectionPositions.get(handles[0]) ?? document.id) : document.id;
    },
  });
  return {...site, bySkuOrUid};
}
