import type {FixtureProduct} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
import {minVariantPriceCents} from './product-objects';

/**
 * A word index over the listed products for `search` and `predictiveSearch`,
 * built once per catalogue on first use (a WeakMap keyed by the catalogue
 * index), so a request only looks words up: the product page never pays for
 * it, and a 10,000-product catalogue is indexed once.
 */

/** Shopify's `SearchableField`s a product can match on, with the weight a hit in each adds to relevance. */
export const PRODUCT_FIELD_WEIGHTS = {
  TITLE: 10,
  PRODUCT_TYPE: 5,
  TAG: 3,
  VENDOR: 3,
  VARIANTS_TITLE: 2,
  VARIANTS_SKU: 2,
  VARIANTS_BARCODE: 2,
  BODY: 1,
  AUTHOR: 0,
} as const;
export type SearchableField = keyof typeof PRODUCT_FIELD_WEIGHTS;

/** Lowercase words of a text, diacritics folded. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A light English stemmer, enough that `mattresses`, `beds` and `bodies` find `mattress`, `bed`, `body`. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** One query term: whole word (stemmed) or, for the last term of a prefix search, any word starting with it. */
export interface QueryTerm {
  text: string;
  prefix: boolean;
}

export function queryTerms(query: string, prefixLast: boolean): QueryTerm[] {
  const words = wordsOf(query);
  return words.map((word, index) => {
    const prefix = prefixLast && index === words.length - 1;
    return {text: prefix ? word : stem(word), prefix};
  });
}

function fieldTexts(product: FixtureProduct): Record<SearchableField, string> {
  return {
    TITLE: product.title,
    PRODUCT_TYPE: product.productType,
    TAG: product.tags.join(' '),
    VENDOR: product.vendor,
    VARIANTS_TITLE: product.variants.map((variant) => variant.title).join(' '),
    VARIANTS_SKU: product.variants.map((variant) => variant.sku).join(' '),
    VARIANTS_BARCODE: '',
    BODY: product.description,
    AUTHOR: '',
  };
}

/** Words of one field: stemmed word → product positions. */
type Postings = Map<string, number[]>;

export interface ProductSearchIndex {
  products: FixtureProduct[];
  available: boolean[];
  minPriceCents: number[];
  position: Map<number, number>;
  postings: Record<SearchableField, Postings>;
  /** Every indexed word of each field, for prefix lookups. */
  vocabulary: Record<SearchableField, string[]>;
  /** Unstemmed title words, product types and tags with how many products use them: the query suggestions. */
  suggestions: {text: string; count: number}[];
  /** `productTags` / `productTypes`, sorted. */
  tags: string[];
  productTypes: string[];
}

const FIELDS = Object.keys(PRODUCT_FIELD_WEIGHTS) as SearchableField[];

function buildIndex(catalogue: CatalogueIndex): ProductSearchIndex {
  const products = catalogue.listedProducts;
  const postings = Object.fromEntries(FIELDS.map((field) => [field, new Map()])) as Record<SearchableField, Postings>;
  const suggestionCounts = new Map<string, number>();
  const bump = (text: string) => suggestionCounts.set(text, (suggestionCounts.get(text) ?? 0) + 1);
  products.forEach((product, position) => {
    const texts = fieldTexts(product);
    for (const field of FIELDS) {
      for (const word of new Set(wordsOf(texts[field]).map(stem))) {
        const list = postings[field].get(word);
        if (list) list.push(position);
        else postings[field].set(word, [position]);
      }
    }
    new Set(wordsOf(product.title).filter((word) => word.length > 2 && !/^\d+$/.test(word))).forEach(bump);
    bump(product.productType.toLowerCase());
    product.tags.filter((tag) => !tag.includes(':')).forEach((tag) => bump(tag.toLowerCase().replace(/[-_]+/g, ' ')));
  });
  const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    products,
    available: products.map((product) => product.variants.some((variant) => variant.availableForSale)),
    minPriceCents: products.map(minVariantPriceCents),
    position: new Map(products.map((product, position) => [product.id, position])),
    postings,
    vocabulary: Object.fromEntries(FIELDS.map((field) => [field, [...postings[field].keys()]])) as Record<
      SearchableField,
      string[]
    >,
    suggestions: [...suggestionCounts]
      .map(([text, count]) => ({text, count}))
      .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text)),
    tags: sortedUnique(products.flatMap((product) => product.tags)),
    productTypes: sortedUnique(products.map((product) => product.productType).filter(Boolean)),
  };
}

const indexes = new WeakMap<CatalogueIndex, ProductSearchIndex>();

export function productSearchIndex(catalogue: CatalogueIndex): ProductSearchIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    index = buildIndex(catalogue);
    indexes.set(catalogue, index);
  }
  return index;
}

/**
 * Products matching every term in at least one of `fields`, with a relevance
 * score (the best field weight per term, summed), in catalogue order.
 */
export function matchProducts(
  index: ProductSearchIndex,
  terms: readonly QueryTerm[],
  fields: readonly SearchableField[],
): {position: number; score: number}[] {
  if (terms.length === 0) return [];
  let scores: Map<number, number> | null = null;
  for (const term of terms) {
    const termScores = new Map<number, number>();
    for (const field of fields) {
      const weight = PRODUCT_FIELD_WEIGHTS[field];
      const words = term.prefix
        ? index.vocabulary[field].filter((word) => word.startsWith(term.text))
        : [term.text];
      for (const word of words) {
        for (const position of index.postings[field].get(word) ?? []) {
          // An exact word counts a little more than a completed prefix.
          const score = weight * (word === term.text ? 1 : 0.8);
          if ((termScores.get(position) ?? 0) < score) termScores.set(position, score);
        }
      }
    }
    const previous: Map<number, number> | null = scores;
    scores = new Map();
    for (const [position, score] of termScores) {
      if (previous === null) scores.set(position, score);
      else if (previous.has(position)) scores.set(position, previous.get(position)! + score);
    }
    if (scores.size === 0) return [];
  }
  return [...(scores ?? new Map<number, number>())]
    .map(([position, score]) => ({position, score}))
    .sort((a, b) => a.position - b.position);
}

/** Scores a small list of texts (articles, pages, collections) against the terms: all terms must hit. */
export function scoreText(terms: readonly QueryTerm[], weightedTexts: readonly [string, number][]): number {
  if (terms.length === 0) return 0;
  const fields = weightedTexts.map(([text, weight]) => ({words: new Set(wordsOf(text).map(stem)), weight}));
  let total = 0;
  for (const term of terms) {
    let best = 0;
    for (const {words, weight} of fields) {
      const hit = term.prefix ? [...words].some((word) => word.startsWith(term.text)) : words.has(term.text);
      if (hit) best = Math.max(best, weight);
    }
    if (best === 0) return 0;
    total += best;
  }
  return total;
}
