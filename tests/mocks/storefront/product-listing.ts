import type {FixtureProduct} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
import {paginate, type Connection, type ConnectionArgs} from './connection';
import {toCents} from './money';
import {minVariantPriceCents, ProductObject} from './product-objects';
import {compileSearchQuery, type FieldMatcher} from './search-query';

/** ProductSortKeys and ProductCollectionSortKeys; the rest (BEST_SELLING, RELEVANCE, MANUAL...) keep list order. */
const SORTERS: Record<string, (a: FixtureProduct, b: FixtureProduct) => number> = {
  TITLE: (a, b) => a.title.localeCompare(b.title),
  PRICE: (a, b) => minVariantPriceCents(a) - minVariantPriceCents(b),
  ID: (a, b) => a.id - b.id,
  CREATED: (a, b) => a.createdAt.localeCompare(b.createdAt),
  CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
  UPDATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
  PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType),
  VENDOR: (a, b) => a.vendor.localeCompare(b.vendor),
};

export function sortProducts(products: readonly FixtureProduct[], sortKey: string | null | undefined): FixtureProduct[] {
  const compare = sortKey ? SORTERS[sortKey] : undefined;
  // Array.prototype.sort is stable, so ties keep the merchandiser's order.
  return compare ? [...products].sort(compare) : [...products];
}

const PRODUCT_FIELDS: Record<string, FieldMatcher<FixtureProduct>> = {
  tag: (product, value) => product.tags.some((tag) => value.equals(tag)),
  tag_not: (product, value) => !product.tags.some((tag) => value.equals(tag)),
  product_type: (product, value) => value.equals(product.productType),
  vendor: (product, value) => value.equals(product.vendor),
  title: (product, value) => value.containedIn(product.title),
  handle: (product, value) => value.equals(product.handle),
  sku: (product, value) => product.variants.some((variant) => value.equals(variant.sku)),
  id: (product, value) => value.equals(String(product.id)),
  available_for_sale: (product, value) =>
    value.equals(String(product.variants.some((variant) => variant.availableForSale))),
};

function productText(product: FixtureProduct): string {
  return [
    product.title,
    product.productType,
    product.vendor,
    product.description,
    ...product.tags,
    ...product.variants.map((variant) => `${variant.title} ${variant.sku}`),
  ].join(' ');
}

export function productQueryPredicate(query: string | null | undefined): (product: FixtureProduct) => boolean {
  return compileSearchQuery(query, PRODUCT_FIELDS, productText);
}

/** `ProductFilter` input (collection.products(filters:)). */
export interface ProductFilterInput {
  available?: boolean | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  price?: {min?: number | null; max?: number | null} | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
  variantMetafield?: {namespace: string; key: string; value: string} | null;
}

type ProductTest = (product: FixtureProduct) => boolean;

function filterTest(filter: ProductFilterInput): {group: string; test: ProductTest} | null {
  if (filter.available != null) {
    const wanted = filter.available;
    return {group: 'available', test: (product) => product.variants.some((v) => v.availableForSale) === wanted};
  }
  if (filter.productType != null) return {group: 'productType', test: (product) => product.productType === filter.productType};
  if (filter.productVendor != null) return {group: 'productVendor', test: (product) => product.vendor === filter.productVendor};
  if (filter.tag != null) return {group: 'tag', test: (product) => product.tags.includes(filter.tag!)};
  if (filter.price) {
    const min = Math.round((filter.price.min ?? 0) * 100);
    const max = filter.price.max == null ? Number.POSITIVE_INFINITY : Math.round(filter.price.max * 100);
    return {
      group: 'price',
      test: (product) => product.variants.some((v) => toCents(v.price) >= min && toCents(v.price) <= max),
    };
  }
  if (filter.variantOption) {
    const {name, value} = filter.variantOption;
    return {
      group: `variantOption:${name}`,
      test: (product) =>
        product.variants.some((v) => v.selectedOptions.some((o) => o.name === name && o.value === value)),
    };
  }
  if (filter.productMetafield) {
    const {namespace, key, value} = filter.productMetafield;
    return {
      group: `productMetafield:${namespace}.${key}`,
      test: (product) => product.metafields.some((m) => m.namespace === namespace && m.key === key && m.value === value),
    };
  }
  if (filter.variantMetafield) {
    const {namespace, key, value} = filter.variantMetafield;
    return {
      group: `variantMetafield:${namespace}.${key}`,
      test: (product) =>
        product.variants.some((v) => v.metafields.some((m) => m.namespace === namespace && m.key === key && m.value === value)),
    };
  }
  return null;
}

/** Like Shopify: values of the same filter OR together, different filters AND together. */
export function productFilterPredicate(filters: readonly ProductFilterInput[] | null | undefined): ProductTest {
  const groups = new Map<string, ProductTest[]>();
  for (const filter of filters ?? []) {
    const entry = filterTest(filter);
    if (entry) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry.test]);
  }
  return (product) => [...groups.values()].every((tests) => tests.some((test) => test(product)));
}

export type ProductConnection = Connection<ProductObject> & {filters: never[]};

/** A `ProductConnection`. Facet `filters` stay empty: the storefront takes facets from its search service. */
export function productConnection(
  products: readonly FixtureProduct[],
  args: ConnectionArgs,
  catalogue: CatalogueIndex,
): ProductConnection {
  const objects = products.map((product) => new ProductObject(product, catalogue));
  return {...paginate(objects, (product) => product.fixture.id, args), filters: []};
}
