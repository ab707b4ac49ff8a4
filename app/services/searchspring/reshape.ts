/**
 * Searchspring's wire format → the app's search types, read by zod schemas. Replies are read leniently:
 * values are strings (often HTML-entity encoded, structured fields as encoded JSON), a field that cannot be
 * read takes its fallback, and a result that cannot be read is dropped rather than shown half-broken.
 */
import * as z from 'zod/mini';
import {productMeta} from '~/domain/metafields';
import type {ActiveFilter, Autocomplete, FacetValue, SearchFacet, SearchProduct, SearchResults} from '~/domain/search';
import {FACET_VALUES_SHOWN} from '~/domain/search-listing';
import {formatWholeDollars} from '~/domain/format';
import {decodeEntities} from '~/services/upstream/html-entities';
import {roundAverage} from '~/domain/reviews';
import {wireColourSwatch} from './wire';

const CURRENCY = 'AUD';
const NUMERIC_ID = /^\d{1,20}$/;
const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;
const BLOG_HANDLE = /^[a-z0-9-]{1,200}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const DIGITS = /^\d+$/;
/** Only colours we can safely put in a style attribute. */
const CSS_COLOUR = /^(#[0-9a-f]{3}([0-9a-f]{3})?|[a-z]{3,20})$/i;

// ---- Generic readers

type WireRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plain object (not an array), passed on as it is. */
const wireRecord = z.custom<WireRecord>(isRecord);

/** The schema's value, or null for anything it cannot read. */
const orNull = <Schema extends z.ZodMiniType>(schema: Schema) => z.catch(z.nullable(schema), null);

/** A list read item by item: an item the schema cannot read is dropped, the rest kept; anything but a list is empty. */
const eachReadable = <Item extends z.ZodMiniType>(item: Item) =>
  z.pipe(
    z.catch(z.array(orNull(item)), []),
    z.transform((items) => items.filter((read): read is z.output<Item> => read !== null)),
  );

/** An object whose fields all have fallbacks: anything but an object reads as one with every fallback. */
const lenientObject = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.pipe(z.catch(wireRecord, {}), z.object(shape));

/** Any value, or none: a field read as it is (a bare z.unknown() makes the key required). */
const anything = z.optional(z.unknown());

/** Number(value): the feed's numbers may come as strings. NaN for anything that is not one. */
const numeric = z.transform((value: unknown) => Number(value));
const truthy = z.transform((value: unknown) => Boolean(value));

/** A whole number from 0 (Number(value), so "12" and 12 alike), else `fallback`. */
const wholeNumber = (fallback: number) => z.catch(z.pipe(numeric, z.int().check(z.gte(0))), fallback);

/** Text as the feed sends it: entities decoded and trimmed, never blank; a finite number reads as its digits. */
const someText = z
  .union([
    z.pipe(z.number(), z.transform((value) => String(value))),
    z.pipe(z.string(), z.transform((value) => decodeEntities(value).trim())),
  ])
  .check(z.minLength(1));
const text = orNull(someText);

/** Text values, a lone one read as a list of one; blank and non-text values dropped. */
const textList = z.pipe(
  z.catch(z.union([z.array(z.unknown()), z.pipe(z.string(), z.transform((one): unknown[] => [one]))]), []),
  eachReadable(someText),
);

/** A price as a 2-decimal string ("1399.00"); null for anything but a non-negative decimal number. */
const amount = orNull(z.pipe(someText.check(z.regex(DECIMAL)), z.transform((value) => Number(value).toFixed(2))));

/** A structured field sent as entity-encoded JSON (or as the structure itself); unreadable JSON reads as absent. */
const encodedJson = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.pipe(
    z.transform((value: unknown): unknown => {
      if (Array.isArray(value) || isRecord(value)) return value;
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      try {
        return JSON.parse(decodeEntities(value));
      } catch {
        return undefined;
      }
    }),
    schema,
  );

// ---- Product results

/** One of a product's variants (the `variants` feed field); only the id is required. */
const variant = z.pipe(
  z.object({
    id: z.union([z.number(), z.string()]),
    sku: z.catch(z.nullable(z.string()), null),
    price: anything,
    available: anything,
  }),
  z.transform(({id, sku, price, available}) => ({
    id: String(id),
    sku,
    /** What the cheapest variant is picked by. */
    order: Number(price),
    price: amount.parse(price),
    available: available !== false,
  })),
);

/** A product metafield the feed carries (`metafields`); namespace and key are required. */
const metafield = z.object({
  namespace: z.string(),
  key: z.string(),
  type: z.catch(z.string(), 'single_line_text_field'),
  value: orNull(z.string()),
});

/** The reviews' mean score (e.g. "4.56"), rounded to one decimal. */
const averageScore = orNull(
  z.pipe(z.pipe(someText.check(z.regex(DECIMAL)), z.transform((value) => roundAverage(Number(value)))), z.number()),
);
/** The number of reviews (e.g. "23"). */
const reviewCount = orNull(z.pipe(someText.check(z.regex(DIGITS)), z.transform((value) => Number(value))));

/**
 * The price a tile starts from: Shopify's own price of the cheapest variant, before any campaign. The tile prices it
 * with `campaignPricing` under the page's campaigns and shopper, exactly as the product page prices the variant, so
 * both show the same price. The store's feed puts the campaign price it shows in `price` (what search filters and
 * sorts on) and Shopify's price in `list_price`: starting from `price` would take the campaign off twice. A feed
 * without the field (Searchspring's stock Shopify feed) carries Shopify's price in `price`. A `list_price` that is
 * there but unreadable is not replaced by `price`: that could be a campaign price; the result is dropped instead.
 */
function listPrice(result: {price: string | null; list_price?: string | null}): string | null {
  return result.list_price === undefined ? result.price : result.list_price;
}

/** A product result (search, autocomplete, or a recommendation's core + attributes) as a tile. */
const productResult = z.pipe(
  z.object({
    uid: someText.check(z.regex(NUMERIC_ID)),
    handle: someText,
    name: someText,
    price: amount,
    list_price: z.optional(amount),
    msrp: amount,
    sku: text,
    imageUrl: text,
    thumbnailImageUrl: text,
    brand: text,
    product_type: text,
    tags: textList,
    ss_available: text,
    ss_price_varies: text,
    variants: encodedJson(eachReadable(variant)),
    metafields: encodedJson(eachReadable(metafield)),
    rating: averageScore,
    ratingCount: reviewCount,
  }),
  z.transform((result, ctx): SearchProduct => {
    const price = listPrice(result);
    if (price === null) {
      ctx.issues.push({code: 'custom', message: 'No readable list price', input: result});
      return z.NEVER;
    }
    const {uid, handle, name: title, variants, msrp} = result;
    // The tile links to the cheapest available variant, as the price shows it.
    const available = variants.filter((one) => one.available);
    const cheapest = [...(available.length > 0 ? available : variants)].sort((a, b) => a.order - b.order)[0];
    const variantId = cheapest && NUMERIC_ID.test(cheapest.id) ? cheapest.id : null;
    const image = result.imageUrl ?? result.thumbnailImageUrl;
    const prices = new Set(variants.map((one) => one.price).filter(Boolean));
    return {
      id: `gid://shopify/Product/${uid}`,
      searchId: uid,
      sku: result.sku ?? cheapest?.sku ?? null,
      handle,
      title,
      vendor: result.brand ?? '',
      productType: result.product_type ?? '',
      tags: result.tags,
      availableForSale: result.ss_available !== '0' && (variants.length === 0 || available.length > 0),
      image: image ? {url: image, altText: title, width: null, height: null} : null,
      price: {amount: price, currencyCode: CURRENCY},
      compareAtPrice: msrp !== null && Number(msrp) > Number(price) ? {amount: msrp, currencyCode: CURRENCY} : null,
      priceVaries: result.ss_price_varies === '1' || prices.size > 1,
      defaultVariantId: variantId ? `gid://shopify/ProductVariant/${variantId}` : null,
      meta: productMeta(result.metafields),
      rating: result.ratingCount && result.rating !== null ? {average: result.rating, count: result.ratingCount} : null,
    };
  }),
);
const productResults = eachReadable(productResult);

/** A product's colour swatches (`color_swatches`), for the palette facets. */
const resultSwatches = z.object({color_swatches: encodedJson(eachReadable(wireColourSwatch))});

/** The palette colour of each option value (lower-cased) across the results; a later result's wins. */
function swatchesByName(results: unknown[]): Map<string, string> {
  const swatches = new Map<string, string>();
  for (const {color_swatches} of eachReadable(resultSwatches).parse(results)) {
    for (const swatch of color_swatches) swatches.set(swatch.name.toLowerCase(), swatch.value);
  }
  return swatches;
}

/** A post on the blog site. */
const blogHit = z.pipe(
  z.object({handle: someText.check(z.regex(BLOG_HANDLE)), name: someText, imageUrl: text}),
  z.transform(({handle, name, imageUrl}) => ({handle, title: name, imageUrl})),
);

// ---- Facets, sorting, filters

const facetHead = {field: someText.check(z.regex(FIELD_NAME)), label: text};
const numberPair = z.tuple([z.coerce.number(), z.coerce.number()]);

/** A range facet; one without a readable range is left out. */
const sliderFacet = z.pipe(
  z.object({
    ...facetHead,
    type: z.literal('slider'),
    range: numberPair,
    /** The selected low and high; the whole range when unreadable. */
    active: orNull(numberPair),
    step: z.catch(numeric.check(z.positive()), 1),
    facet_active: truthy,
  }),
  z.transform(({field, label, range: [min, max], active, step, facet_active}): SearchFacet => {
    const [low, high] = active ?? [min, max];
    return {kind: 'range', field, label: label ?? field, min, max, low, high, step, active: facet_active || low !== min || high !== max};
  }),
);

/** One value of a list facet (its swatch is added from the results: see withSwatches). */
const facetValue = z.pipe(
  z.object({
    type: anything.check(z.refine((type) => type !== 'range')),
    value: someText,
    label: text,
    count: z.catch(numeric.check(z.gte(0)), 0),
    active: truthy,
  }),
  z.transform(({value, label, count, active}): FacetValue => ({value, label: label ?? value, count, active, swatch: null})),
);

/** A list, grid, palette or hierarchy facet; one without readable values is left out. */
const listFacet = z.pipe(
  z.object({
    ...facetHead,
    type: anything.check(z.refine((type) => type !== 'slider')),
    multiple: anything,
    values: eachReadable(facetValue).check(z.minLength(1)),
  }),
  z.transform(({field, label, type, multiple, values}): SearchFacet => ({
    kind: 'values',
    display: type === 'palette' ? 'palette' : 'list',
    field,
    label: label ?? field,
    mode: multiple === 'single' ? 'single' : 'multiple',
    // Selected values always show, even past the first ten.
    values: [...values.slice(0, FACET_VALUES_SHOWN), ...values.slice(FACET_VALUES_SHOWN).filter((value) => value.active)],
    active: values.some((value) => value.active),
  })),
);

const facet = z.union([sliderFacet, listFacet]);

/** A palette facet's values get the results' swatch colours, when safe to put in a style attribute. */
function withSwatches(facet: SearchFacet, swatches: Map<string, string>): SearchFacet {
  if (facet.kind !== 'values' || facet.display !== 'palette') return facet;
  return {
    ...facet,
    values: facet.values.map((value) => {
      const swatch = swatches.get(value.value.toLowerCase());
      return {...value, swatch: swatch && CSS_COLOUR.test(swatch) ? swatch : null};
    }),
  };
}

const sortOption = z.object({
  field: someText.check(z.regex(FIELD_NAME)),
  direction: z.enum(['asc', 'desc']),
  label: someText,
  active: truthy,
});

function rangeLabel(low: number | null, high: number | null): string {
  const money = (value: number) => formatWholeDollars(value, {roundUp: false});
  if (low !== null && high !== null) return `${money(low)} – ${money(high)}`;
  if (low !== null) return `${money(low)} and over`;
  if (high !== null) return `Up to ${money(high)}`;
  return 'Any';
}

/** A selected range's bound; null when open (or unreadable). */
const rangeBound = orNull(z.coerce.number());

/** An active filter with an object value: a range, as a chip. */
const rangeFilter = z.pipe(
  z.object({field: someText, filterLabel: text, value: z.object({rangeLow: rangeBound, rangeHigh: rangeBound})}),
  z.transform(({field, filterLabel, value}): ActiveFilter => ({
    field,
    label: filterLabel ?? field,
    valueLabel: rangeLabel(value.rangeLow, value.rangeHigh),
    range: true,
  })),
);

/** An active filter on one value, as a chip. */
const valueFilter = z.pipe(
  z.object({field: someText, filterLabel: text, value: someText, filterValue: text}),
  z.transform(({field, filterLabel, value, filterValue}): ActiveFilter => ({
    field,
    label: filterLabel ?? field,
    value,
    valueLabel: filterValue ?? value,
  })),
);

const activeFilter = z.union([rangeFilter, valueFilter]);

// ---- Replies

/** The merchandising block; its redirect is only followed within the site (sameSiteRedirect). */
const merchandising = lenientObject({redirect: text});

/** A search.json reply: not one without its results list and pagination. */
const searchReply = z.object({
  results: z.array(z.unknown()),
  pagination: z.object({
    currentPage: wholeNumber(1),
    totalPages: wholeNumber(0),
    totalResults: wholeNumber(0),
    perPage: wholeNumber(0),
  }),
  query: lenientObject({corrected: text, original: text}),
  facets: eachReadable(facet),
  sorting: lenientObject({options: eachReadable(sortOption)}),
  filterSummary: eachReadable(activeFilter),
  merchandising,
});

/** The header panel's products: an autocomplete.json reply, empty when missing or unreadable. */
const autocompleteReply = lenientObject({
  results: productResults,
  pagination: lenientObject({totalResults: wholeNumber(0)}),
  merchandising,
});

/** The header panel's blog posts: the blog site's autocomplete.json reply. */
const blogsReply = lenientObject({results: eachReadable(blogHit)});

/** The header panel's suggestions: a suggest/query reply. */
const suggestReply = lenientObject({
  suggested: lenientObject({text}),
  alternatives: eachReadable(z.pipe(z.object({text: someText}), z.transform((alternative) => alternative.text))),
});

/** A recommended product: its core mappings over its attributes, the result's id when core has no uid. */
const recommendedProduct = z.pipe(
  z.pipe(
    z.object({
      id: anything,
      mappings: z.catch(z.object({core: z.catch(wireRecord, {})}), {core: {}}),
      attributes: z.catch(wireRecord, {}),
    }),
    z.transform(({id, mappings: {core}, attributes}): WireRecord => ({...attributes, ...core, uid: core.uid ?? id})),
  ),
  productResult,
);

/** One profile (tag) of a recommend reply. */
const recommendProfile = z.object({
  profile: z.object({tag: anything}),
  results: eachReadable(recommendedProduct),
});

/** A recommend reply: one entry per profile asked for. */
const recommendReply = z.array(orNull(recommendProfile));

// ---- What the service calls

/** A product result as a tile; null when it cannot be read. */
export function toSearchProduct(raw: unknown): SearchProduct | null {
  const read = productResult.safeParse(raw);
  return read.success ? read.data : null;
}

/**
 * A merchandising redirect the storefront will follow: a path on this store,
 * or an absolute URL on the store's own host (made relative). Anything else
 * (another host, another scheme, `//evil`) is ignored: we only redirect within the site.
 */
export function sameSiteRedirect(text: string | null, storeHost: string | null): string | null {
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

/** A search.json reply as SearchResults; null when it is not a search reply at all. */
export function toSearchResults(body: unknown, {storeHost}: {storeHost: string | null}): SearchResults | null {
  const read = searchReply.safeParse(body);
  if (!read.success) return null;
  const {results, pagination, query, facets, sorting, filterSummary} = read.data;
  const swatches = swatchesByName(results);
  const {corrected, original} = query;
  return {
    products: productResults.parse(results),
    pagination: {
      page: Math.max(1, pagination.currentPage),
      totalPages: pagination.totalPages,
      totalResults: pagination.totalResults,
      perPage: pagination.perPage,
    },
    facets: facets.map((one) => withSwatches(one, swatches)),
    sortOptions: sorting.options,
    activeFilters: filterSummary,
    redirect: sameSiteRedirect(read.data.merchandising.redirect, storeHost),
    correction: corrected && original && corrected !== original ? {original, corrected} : null,
  };
}

/** The header panel's answer from the three replies (any may be missing when its call failed). */
export function toAutocomplete(
  query: string,
  parts: {products: unknown; blogs: unknown; suggest: unknown},
  {storeHost}: {storeHost: string | null},
): Autocomplete {
  const products = autocompleteReply.parse(parts.products);
  const suggest = suggestReply.parse(parts.suggest);
  const suggestions = [...(suggest.suggested.text ? [suggest.suggested.text] : []), ...suggest.alternatives];
  return {
    query,
    suggestions: [...new Set(suggestions)],
    products: products.results,
    totalProducts: products.pagination.totalResults,
    blogs: blogsReply.parse(parts.blogs).results,
    redirect: sameSiteRedirect(products.merchandising.redirect, storeHost),
  };
}

/** A recommend reply's profile for `tag`: its results' core mappings and attributes read as one result. */
export function toRecommendedProducts(body: unknown, tag: string): SearchProduct[] | null {
  const read = recommendReply.safeParse(body);
  if (!read.success) return null;
  return read.data.find((profile) => profile?.profile.tag === tag)?.results ?? [];
}
