import type {FixtureProduct} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
import {CollectionObject} from './collection-object';
import {paginate, type Connection, type ConnectionArgs} from './connection';
import {ArticleObject, PageObject, type ContentEnv} from './content-objects';
import {toCents} from './money';
import {productFilterPredicate, type ProductFilterInput} from './product-listing';
import {ProductObject} from './product-objects';
import {
  matchProducts,
  PRODUCT_FIELD_WEIGHTS,
  productSearchIndex,
  queryTerms,
  scoreText,
  type QueryTerm,
  type SearchableField,
} from './search-index';

/**
 * `search` and `predictiveSearch` over the demo shop, with Shopify's argument
 * semantics: every word must match (AND), relevance ranks title hits above
 * type, tag and body hits, `unavailableProducts` defaults to LAST, and
 * `productFilters` narrow the products (values of one filter OR together).
 */

type SearchItem = ProductObject | ArticleObject | PageObject;
interface Scored {
  key: string;
  score: number;
  /** Products only. */
  priceCents?: number;
  available: boolean;
  make: () => SearchItem;
}

export interface SearchArgs extends ConnectionArgs {
  query: string;
  types?: string[] | null;
  sortKey?: string | null;
  prefix?: string | null;
  productFilters?: ProductFilterInput[] | null;
  unavailableProducts?: string | null;
}

/** Every field a full search looks at (Shopify's storefront search covers the body too). */
const ALL_PRODUCT_FIELDS = Object.keys(PRODUCT_FIELD_WEIGHTS) as SearchableField[];
/** `predictiveSearch`'s default `searchableFields`. */
const PREDICTIVE_DEFAULT_FIELDS: SearchableField[] = ['TITLE', 'PRODUCT_TYPE', 'VARIANTS_TITLE', 'VENDOR'];

function matchingProducts(catalogue: CatalogueIndex, terms: readonly QueryTerm[], fields: readonly SearchableField[]) {
  const index = productSearchIndex(catalogue);
  return matchProducts(index, terms, fields).map(({position, score}) => ({
    product: index.products[position],
    available: index.available[position],
    priceCents: index.minPriceCents[position],
    score,
  }));
}

function articleHits(env: ContentEnv, terms: readonly QueryTerm[], fields: ReadonlySet<SearchableField>) {
  return env.content.articles
    .map(({article, blog}) => ({
      article,
      blog,
      score: scoreText(terms, [
        [article.title, fields.has('TITLE') ? 10 : 0],
        [article.tags.join(' '), fields.has('TAG') ? 3 : 0],
        [`${article.author.firstName} ${article.author.lastName}`, fields.has('AUTHOR') ? 3 : 0],
        [article.content, fields.has('BODY') ? 1 : 0],
      ]),
    }))
    .filter((hit) => hit.score > 0);
}

function pageHits(env: ContentEnv, terms: readonly QueryTerm[], fields: ReadonlySet<SearchableField>) {
  return env.content.content.pages
    .map((page) => ({
      page,
      score: scoreText(terms, [
        [page.title, fields.has('TITLE') ? 10 : 0],
        [page.body, fields.has('BODY') ? 1 : 0],
      ]),
    }))
    .filter((hit) => hit.score > 0);
}

interface FilterValue {
  id: string;
  label: string;
  count: number;
  input: string;
  image: null;
  swatch: null;
}

function listFilter(id: string, label: string, values: FilterValue[]) {
  return {id, label, type: 'LIST', presentation: 'TEXT', values};
}

function countBy(products: readonly FixtureProduct[], keysOf: (product: FixtureProduct) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const key of new Set(keysOf(product))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The facets of a product result (`productFilters`): availability, price
 * range, product type, vendor, tag and each variant option, with counts over
 * the products the query matched. Values `input` is the ProductFilter JSON to
 * send back, as Shopify gives it.
 */
export function productFiltersFor(products: readonly FixtureProduct[]) {
  if (products.length === 0) return [];
  const value = (id: string, label: string, count: number, input: unknown): FilterValue => ({
    id,
    label,
    count,
    input: JSON.stringify(input),
    image: null,
    swatch: null,
  });
  const available = products.filter((product) => product.variants.some((variant) => variant.availableForSale)).length;
  const maxCents = Math.max(...products.flatMap((product) => product.variants.map((variant) => toCents(variant.price))));
  const filters = [
    listFilter('filter.v.availability', 'Availability', [
      value('filter.v.availability.1', 'In stock', available, {available: true}),
      value('filter.v.availability.0', 'Out of stock', products.length - available, {available: false}),
    ].filter((entry) => entry.count > 0)),
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [value('filter.v.price', 'Price', 0, {price: {min: 0, max: Math.ceil(maxCents / 100)}})],
    },
    listFilter(
      'filter.p.product_type',
      'Product type',
      [...countBy(products, (product) => [product.productType])].map(([type, count]) =>
        value(`filter.p.product_type.${slug(type)}`, type, count, {productType: type}),
      ),
    ),
    listFilter(
      'filter.p.vendor',
      'Vendor',
      [...countBy(products, (product) => [product.vendor])].map(([vendor, count]) =>
        value(`filter.p.vendor.${slug(vendor)}`, vendor, count, {productVendor: vendor}),
      ),
    ),
    listFilter(
      'filter.p.tag',
      'Tag',
      [...countBy(products, (product) => product.tags)].map(([tag, count]) => value(`filter.p.tag.${slug(tag)}`, tag, count, {tag})),
    ),
  ];
  const optionNames = [...new Set(products.flatMap((product) => product.options.map((option) => option.name)))].filter(
    (name) => name !== 'Title',
  );
  for (const name of optionNames) {
    const counts = countBy(products, (product) =>
      product.variants.flatMap((variant) => variant.selectedOptions.filter((option) => option.name === name).map((option) => option.value)),
    );
    filters.push(
      listFilter(
        `filter.v.option.${slug(name)}`,
        name,
        [...counts].map(([optionValue, count]) =>
          value(`filter.v.option.${slug(name)}.${slug(optionValue)}`, optionValue, count, {variantOption: {name, value: optionValue}}),
        ),
      ),
    );
  }
  return filters.filter((filter) => filter.values.length > 0);
}

/** Stable sort: unavailable products go after the available ones (`unavailableProducts: LAST`). */
function unavailableLast(items: Scored[]): Scored[] {
  return [...items.filter((item) => item.available), ...items.filter((item) => !item.available)];
}

export function search(args: SearchArgs, env: ContentEnv): Connection<SearchItem> & {totalCount: number; productFilters: unknown[]} {
  const types = new Set(args.types?.length ? args.types : ['PRODUCT', 'PAGE', 'ARTICLE']);
  const terms = queryTerms(args.query, args.prefix === 'LAST');
  const unavailable = args.unavailableProducts ?? 'LAST';
  const fields = new Set<SearchableField>(ALL_PRODUCT_FIELDS);
  const items: Scored[] = [];
  let productFilters: unknown[] = [];

  if (types.has('PRODUCT')) {
    const matched = matchingProducts(env.catalogue, terms, ALL_PRODUCT_FIELDS).filter((hit) => unavailable !== 'HIDE' || hit.available);
    productFilters = productFiltersFor(matched.map((hit) => hit.product));
    const passes = productFilterPredicate(args.productFilters);
    for (const hit of matched) {
      if (!passes(hit.product)) continue;
      items.push({
        key: `Product/${hit.product.id}`,
        score: hit.score,
        priceCents: hit.priceCents,
        available: hit.available,
        make: () => new ProductObject(hit.product, env.catalogue),
      });
    }
  }
  if (types.has('ARTICLE')) {
    for (const hit of articleHits(env, terms, fields)) {
      items.push({key: `Article/${hit.article.id}`, score: hit.score, available: true, make: () => new ArticleObject(hit.article, hit.blog, env)});
    }
  }
  if (types.has('PAGE')) {
    for (const hit of pageHits(env, terms, fields)) {
      items.push({key: `Page/${hit.page.id}`, score: hit.score, available: true, make: () => new PageObject(hit.page, env)});
    }
  }

  const direction = args.reverse ? -1 : 1;
  let ordered: Scored[];
  if (args.sortKey === 'PRICE') {
    // Pages and articles have no price: they follow the products.
    const priced = items.filter((item) => item.priceCents !== undefined).sort((a, b) => direction * (a.priceCents! - b.priceCents!));
    ordered = [...priced, ...items.filter((item) => item.priceCents === undefined)];
  } else {
    ordered = [...items].sort((a, b) => direction * (b.score - a.score));
  }
  if (unavailable === 'LAST') ordered = unavailableLast(ordered);

  const page = paginate(ordered, (item) => item.key, {...args, reverse: false});
  const edges = page.edges.map((edge) => ({cursor: edge.cursor, node: edge.node.make()}));
  return {edges, nodes: edges.map((edge) => edge.node), pageInfo: page.pageInfo, totalCount: ordered.length, productFilters};
}

export interface PredictiveSearchArgs {
  query: string;
  limit?: number | null;
  limitScope?: string | null;
  types?: string[] | null;
  searchableFields?: SearchableField[] | null;
  unavailableProducts?: string | null;
}

/** Shopify's bounds for `predictiveSearch(limit:)`. */
export const PREDICTIVE_LIMIT_MAX = 10;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `predictiveSearch`: products, collections, pages, articles and query
 * suggestions for what the shopper has typed so far (the last word is a
 * prefix). `limitScope: ALL` (the default) caps the whole answer at `limit`,
 * filled a type at a time in turn; `EACH` caps every type.
 */
export function predictiveSearch(args: PredictiveSearchArgs, env: ContentEnv) {
  const limit = Math.min(Math.max(args.limit ?? PREDICTIVE_LIMIT_MAX, 1), PREDICTIVE_LIMIT_MAX);
  const types = new Set(args.types?.length ? args.types : ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY']);
  const fieldList = args.searchableFields?.length ? args.searchableFields : PREDICTIVE_DEFAULT_FIELDS;
  const fields = new Set<SearchableField>(fieldList);
  const terms = queryTerms(args.query, true);
  const unavailable = args.unavailableProducts ?? 'LAST';

  const byScore = <T extends {score: number}>(hits: T[]) => [...hits].sort((a, b) => b.score - a.score);
  let productHits = types.has('PRODUCT')
    ? byScore(matchingProducts(env.catalogue, terms, fieldList)).filter((hit) => unavailable !== 'HIDE' || hit.available)
    : [];
  if (unavailable === 'LAST') productHits = [...productHits.filter((hit) => hit.available), ...productHits.filter((hit) => !hit.available)];
  const collectionHits = types.has('COLLECTION')
    ? byScore(
        env.catalogue.catalogue.collections
          .map((collection) => ({collection, score: scoreText(terms, [[collection.title, 10]])}))
          .filter((hit) => hit.score > 0),
      )
    : [];
  const pages = types.has('PAGE') ? byScore(pageHits(env, terms, fields)) : [];
  const articles = types.has('ARTICLE') ? byScore(articleHits(env, terms, fields)) : [];
  const queries = types.has('QUERY') ? querySuggestions(args.query, env.catalogue) : [];

  const lists = {products: productHits, collections: collectionHits, pages, articles, queries} as const;
  const counts = {products: 0, collections: 0, pages: 0, articles: 0, queries: 0};
  if (args.limitScope === 'EACH') {
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] = Math.min(limit, lists[key].length);
  } else {
    // Take one of each type in turn until the limit is reached.
    const order: (keyof typeof counts)[] = ['queries', 'products', 'collections', 'pages', 'articles'];
    let taken = 0;
    while (taken < limit && order.some((key) => counts[key] < lists[key].length)) {
      for (const key of order) {
        if (taken < limit && counts[key] < lists[key].length) {
          counts[key]++;
          taken++;
        }
      }
    }
  }
  return {
    products: productHits.slice(0, counts.products).map((hit) => new ProductObject(hit.product, env.catalogue)),
    collections: collectionHits.slice(0, counts.collections).map((hit) => new CollectionObject(hit.collection, env.catalogue)),
    pages: pages.slice(0, counts.pages).map((hit) => new PageObject(hit.page, env)),
    articles: articles.slice(0, counts.articles).map((hit) => new ArticleObject(hit.article, hit.blog, env)),
    queries: queries.slice(0, counts.queries),
  };
}

/** Completions of the last word from the catalogue's own words, most used first; the completed part in `<mark>`. */
function querySuggestions(query: string, catalogue: CatalogueIndex) {
  const typed = query.trimStart().toLowerCase().replace(/\s+/g, ' ');
  const lastSpace = typed.lastIndexOf(' ');
  const head = lastSpace >= 0 ? typed.slice(0, lastSpace + 1) : '';
  const last = typed.slice(lastSpace + 1);
  if (last === '') return [];
  return productSearchIndex(catalogue)
    .suggestions.filter(({text}) => text.startsWith(last))
    .map(({text}) => ({
      __typename: 'SearchQuerySuggestion',
      text: `${head}${text}`,
      styledText: `${escapeHtml(head + last)}${text.length > last.length ? `<mark>${escapeHtml(text.slice(last.length))}</mark>` : ''}`,
      trackingParameters: null,
    }));
}
