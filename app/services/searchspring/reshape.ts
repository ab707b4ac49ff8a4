/**
 * Searchspring's wire format → the app's search types. Replies are read
 * defensively: values are strings (often HTML-entity encoded, structured
 * fields as encoded JSON), and a result that cannot be read is dropped rather
 * than shown half-broken.
 */
import type {MetafieldEntry} from '~/domain/metafields';
import {productMeta} from '~/domain/metafields';
import type {
  ActiveFilter,
  Autocomplete,
  BlogHit,
  FacetValue,
  SearchFacet,
  SearchProduct,
  SearchResults,
  SortOption,
} from '~/domain/search';
import {FACET_VALUES_SHOWN} from '~/domain/search-listing';
import {formatWholeDollars} from '~/domain/format';
import {decodeEntities} from '~/services/upstream/html-entities';
import {roundAverage} from '~/domain/reviews';
import type {WireFacet, WireFilterSummary, WireListFacet, WireProductResult, WireVariant} from './wire';

const CURRENCY = 'AUD';

type WireRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function str(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const decoded = decodeEntities(value).trim();
  return decoded === '' ? null : decoded;
}

function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list.flatMap((item) => {
    const text = str(item);
    return text === null ? [] : [text];
  });
}

/** An entity-encoded JSON field; undefined when absent or unreadable. */
function encodedJson(value: unknown): unknown {
  if (Array.isArray(value) || isRecord(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    return JSON.parse(decodeEntities(value));
  } catch {
    return undefined;
  }
}

/** A price as a 2-decimal string; null for anything that is not a non-negative number. */
function amount(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : str(value);
  if (text === null || !/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text).toFixed(2);
}

function readVariants(value: unknown): WireVariant[] {
  const parsed = encodedJson(value);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (variant): variant is WireVariant =>
      isRecord(variant) && (typeof variant.id === 'number' || typeof variant.id === 'string'),
  );
}

function readMetafields(value: unknown): MetafieldEntry[] {
  const parsed = encodedJson(value);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry): MetafieldEntry[] =>
    isRecord(entry) && typeof entry.namespace === 'string' && typeof entry.key === 'string'
      ? [{
          namespace: entry.namespace,
          key: entry.key,
          type: typeof entry.type === 'string' ? entry.type : 'single_line_text_field',
          value: typeof entry.value === 'string' ? entry.value : null,
        }]
      : [],
  );
}

const NUMERIC_ID = /^\d{1,20}$/;

/** `rating` and `ratingCount` (strings, as the reviews platform feeds them); null unless there are reviews. */
function readRating(rating: unknown, ratingCount: unknown): {average: number; count: number} | null {
  const count = str(ratingCount);
  const average = str(rating);
  if (count === null || !/^\d+$/.test(count) || Number(count) === 0 || average === null) return null;
  const rounded = /^\d+(\.\d+)?$/.test(average) ? roundAverage(Number(average)) : null;
  return rounded === null ? null : {average: rounded, count: Number(count)};
}

/**
 * The price a tile starts from: Shopify's own price of the cheapest variant, before any campaign. The tile prices it
 * with `campaignPricing` under the page's campaigns and shopper, exactly as the product page prices the variant, so
 * both show the same price. The store's feed puts the campaign price it shows in `price` (what search filters and
 * sorts on) and Shopify's price in `list_price`: starting from `price` would take the campaign off twice. A feed
 * without the field (Searchspring's stock Shopify feed) carries Shopify's price in `price`. A `list_price` that is
 * there but unreadable is not replaced by `price`: that could be a campaign price; the result is dropped instead.
 */
function listPrice(result: Partial<WireProductResult>): string | null {
  return result.list_price === undefined ? amount(result.price) : amount(result.list_price);
}

/** A product result (search, autocomplete, or a recommendation's core + attributes) as a tile. */
export function toSearchProduct(raw: unknown): SearchProduct | null {
  if (!isRecord(raw)) return null;
  const result = raw as Partial<WireProductResult>;
  const uid = str(result.uid);
  const handle = str(result.handle);
  const title = str(result.name);
  const price = listPrice(result);
  if (!uid || !NUMERIC_ID.test(uid) || !handle || !title || price === null) return null;

  const variants = readVariants(result.variants);
  // The tile links to the cheapest available variant, as the price shows it.
  const available = variants.filter((variant) => variant.available !== false);
  const cheapest = [...(available.length > 0 ? available : variants)].sort(
    (a, b) => Number(a.price) - Number(b.price),
  )[0];
  const variantId = cheapest && NUMERIC_ID.test(String(cheapest.id)) ? String(cheapest.id) : null;
  const msrp = amount(result.msrp);
  const image = str(result.imageUrl) ?? str(result.thumbnailImageUrl);
  const prices = new Set(variants.map((variant) => amount(variant.price)).filter(Boolean));

  return {
    id: `gid://shopify/Product/${uid}`,
    searchId: uid,
    sku: str(result.sku) ?? cheapest?.sku ?? null,
    handle,
    title,
    vendor: str(result.brand) ?? '',
    productType: str(result.product_type) ?? '',
    tags: strings(result.tags),
    availableForSale: str(result.ss_available) !== '0' && (variants.length === 0 || available.length > 0),
    image: image ? {url: image, altText: title, width: null, height: null} : null,
    price: {amount: price, currencyCode: CURRENCY},
    compareAtPrice:
      msrp !== null && Number(msrp) > Number(price) ? {amount: msrp, currencyCode: CURRENCY} : null,
    priceVaries: str(result.ss_price_varies) === '1' || prices.size > 1,
    defaultVariantId: variantId ? `gid://shopify/ProductVariant/${variantId}` : null,
    meta: productMeta(readMetafields(result.metafields)),
    rating: readRating(result.rating, result.ratingCount),
  };
}

export function toSearchProducts(results: unknown): SearchProduct[] {
  if (!Array.isArray(results)) return [];
  return results.flatMap((result) => {
    const product = toSearchProduct(result);
    return product ? [product] : [];
  });
}

export function toBlogHits(results: unknown): BlogHit[] {
  if (!Array.isArray(results)) return [];
  return results.flatMap((raw): BlogHit[] => {
    if (!isRecord(raw)) return [];
    const handle = str(raw.handle);
    const title = str(raw.name);
    return handle && title && /^[a-z0-9-]{1,200}$/.test(handle)
      ? [{handle, title, imageUrl: str(raw.imageUrl)}]
      : [];
  });
}

function swatchesByName(results: unknown): Map<string, string> {
  const swatches = new Map<string, string>();
  if (!Array.isArray(results)) return swatches;
  for (const result of results) {
    if (!isRecord(result)) continue;
    const parsed = encodedJson(result.color_swatches);
    if (!Array.isArray(parsed)) continue;
    for (const swatch of parsed) {
      if (isRecord(swatch) && typeof swatch.name === 'string' && typeof swatch.value === 'string') {
        swatches.set(swatch.name.toLowerCase(), swatch.value);
      }
    }
  }
  return swatches;
}

/** Only colours we can safely put in a style attribute. */
const CSS_COLOUR = /^(#[0-9a-f]{3}([0-9a-f]{3})?|[a-z]{3,20})$/i;

function toFacet(raw: unknown, swatches: Map<string, string>): SearchFacet | null {
  if (!isRecord(raw)) return null;
  const facet = raw as Partial<WireFacet>;
  const field = str(facet.field);
  const label = str(facet.label) ?? field;
  if (!field || !label || !/^[A-Za-z0-9_]{1,64}$/.test(field)) return null;

  if (facet.type === 'slider') {
    const range = Array.isArray(facet.range) ? facet.range.map(Number) : [];
    const active = Array.isArray(facet.active) ? facet.active.map(Number) : range;
    if (range.length !== 2 || !range.every(Number.isFinite)) return null;
    const [min, max] = range;
    const [low, high] = active.length === 2 && active.every(Number.isFinite) ? active : range;
    return {
      kind: 'range',
      field,
      label,
      min,
      max,
      low,
      high,
      step: Number(facet.step) > 0 ? Number(facet.step) : 1,
      active: Boolean(facet.facet_active) || low !== min || high !== max,
    };
  }

  const list = raw as Partial<WireListFacet>;
  const values: unknown[] = Array.isArray(list.values) ? list.values : [];
  const readValues = values.flatMap((value): FacetValue[] => {
    if (!isRecord(value) || value.type === 'range') return [];
    const text = str(value.value);
    if (text === null) return [];
    const swatch = swatches.get(text.toLowerCase()) ?? null;
    return [{
      value: text,
      label: str(value.label) ?? text,
      count: Number(value.count) >= 0 ? Number(value.count) : 0,
      active: Boolean(value.active),
      swatch: facet.type === 'palette' && swatch && CSS_COLOUR.test(swatch) ? swatch : null,
    }];
  });
  if (readValues.length === 0) return null;
  // Selected values always show, even past the first ten.
  const shown = readValues.slice(0, FACET_VALUES_SHOWN);
  for (const value of readValues.slice(FACET_VALUES_SHOWN)) if (value.active) shown.push(value);
  return {
    kind: 'values',
    display: facet.type === 'palette' ? 'palette' : 'list',
    field,
    label,
    mode: list.multiple === 'single' ? 'single' : 'multiple',
    values: shown,
    active: readValues.some((value) => value.active),
  };
}

function toSortOptions(raw: unknown): SortOption[] {
  const options = isRecord(raw) && Array.isArray(raw.options) ? raw.options : [];
  return options.flatMap((option): SortOption[] => {
    if (!isRecord(option)) return [];
    const field = str(option.field);
    const label = str(option.label);
    const direction = option.direction === 'asc' || option.direction === 'desc' ? option.direction : null;
    return field && label && direction && /^[A-Za-z0-9_]{1,64}$/.test(field)
      ? [{field, direction, label, active: Boolean(option.active)}]
      : [];
  });
}

function rangeLabel(low: number | null, high: number | null): string {
  const money = (value: number) => formatWholeDollars(value, {roundUp: false});
  if (low !== null && high !== null) return `${money(low)} – ${money(high)}`;
  if (low !== null) return `${money(low)} and over`;
  if (high !== null) return `Up to ${money(high)}`;
  return 'Any';
}

function toActiveFilters(raw: unknown): ActiveFilter[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): ActiveFilter[] => {
    if (!isRecord(item)) return [];
    const summary = item as Partial<WireFilterSummary>;
    const field = str(summary.field);
    const label = str(summary.filterLabel) ?? field;
    if (!field || !label) return [];
    if (isRecord(summary.value)) {
      const low = summary.value.rangeLow === null ? null : Number(summary.value.rangeLow);
      const high = summary.value.rangeHigh === null ? null : Number(summary.value.rangeHigh);
      return [{field, label, valueLabel: rangeLabel(Number.isFinite(low) ? low : null, Number.isFinite(high) ? high : null), range: true}];
    }
    const value = str(summary.value);
    return value ? [{field, label, value, valueLabel: str(summary.filterValue) ?? value}] : [];
  });
}

/**
 * A merchandising redirect the storefront will follow: a path on this store,
 * or an absolute URL on the store's own host (made relative). Anything else
 * (another host, another scheme, `//evil`) is ignored: we only redirect within the site.
 */
export function sameSiteRedirect(raw: unknown, storeHost: string | null): string | null {
  const text = str(raw);
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, 'https://store.invalid');
  } catch {
    return null;
  }
  const relative = url.host === 'store.invalid';
  if (!relative && (url.protocol !== 'https:' || storeHost === null || url.host !== storeHost)) return null;
  if (relative && !text.startsWith('/')) return null;
  if (text.startsWith('//') || text.includes('\\')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function int(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : fallback;
}

/** A search.json reply as SearchResults; null when it is not a search reply at all. */
export function toSearchResults(body: unknown, {storeHost}: {storeHost: string | null}): SearchResults | null {
  if (!isRecord(body) || !Array.isArray(body.results) || !isRecord(body.pagination)) return null;
  const swatches = swatchesByName(body.results);
  const pagination = body.pagination;
  const query = isRecord(body.query) ? body.query : {};
  const corrected = str(query.corrected);
  const original = str(query.original);
  return {
    products: toSearchProducts(body.results),
    pagination: {
      page: Math.max(1, int(pagination.currentPage, 1)),
      totalPages: int(pagination.totalPages, 0),
      totalResults: int(pagination.totalResults, 0),
      perPage: int(pagination.perPage, 0),
    },
    facets: (Array.isArray(body.facets) ? body.facets : []).flatMap((facet) => {
      const read = toFacet(facet, swatches);
      return read ? [read] : [];
    }),
    sortOptions: toSortOptions(body.sorting),
    activeFilters: toActiveFilters(body.filterSummary),
    redirect: sameSiteRedirect(isRecord(body.merchandising) ? body.merchandising.redirect : null, storeHost),
    correction: corrected && original && corrected !== original ? {original, corrected} : null,
  };
}

/** The header panel's answer from the three replies (any may be missing when its call failed). */
export function toAutocomplete(
  query: string,
  parts: {products: unknown; blogs: unknown; suggest: unknown},
  {storeHost}: {storeHost: string | null},
): Autocomplete {
  const products = isRecord(parts.products) ? parts.products : {};
  const suggest = isRecord(parts.suggest) ? parts.suggest : {};
  const alternatives = Array.isArray(suggest.alternatives) ? suggest.alternatives : [];
  const suggested = isRecord(suggest.suggested) ? str(suggest.suggested.text) : null;
  const suggestions = [
    ...(suggested ? [suggested] : []),
    ...alternatives.flatMap((item) => {
      const text = isRecord(item) ? str(item.text) : null;
      return text ? [text] : [];
    }),
  ];
  return {
    query,
    suggestions: [...new Set(suggestions)],
    products: toSearchProducts(products.results),
    totalProducts: isRecord(products.pagination) ? int(products.pagination.totalResults, 0) : 0,
    blogs: toBlogHits(isRecord(parts.blogs) ? parts.blogs.results : null),
    redirect: sameSiteRedirect(isRecord(products.merchandising) ? products.merchandising.redirect : null, storeHost),
  };
}

/** A recommend reply's profile for `tag`: its results' core mappings and attributes read as one result. */
export function toRecommendedProducts(body: unknown, tag: string): SearchProduct[] | null {
  if (!Array.isArray(body)) return null;
  const profile = body.find((item) => isRecord(item) && isRecord(item.profile) && item.profile.tag === tag);
  if (!isRecord(profile) || !Array.isArray(profile.results)) return [];
  return profile.results.flatMap((result) => {
    if (!isRecord(result)) return [];
    const core = isRecord(result.mappings) && isRecord(result.mappings.core) ? result.mappings.core : {};
    const attributes = isRecord(result.attributes) ? result.attributes : {};
    const product = toSearchProduct({...attributes, ...core, uid: core.uid ?? result.id});
    return product ? [product] : [];
  });
}
