/**
 * What a Searchspring site is to the stand-in: its indexed documents (the
 * feed), how they are matched, faceted and sorted, and the suggestion
 * phrases built from them. Built once per catalogue, never per request.
 */
import type {WireSortOption} from '~/services/searchspring/wire';
import type {Filters} from './params';
import {createTextIndex, normaliseTerm, type TextDocument, type TextField, type TextIndex} from './text-index';

export interface SearchDocument<Result> extends TextDocument {
  /** Filter and facet values per field, decoded (e.g. `option_size: ['Queen', 'King']`). */
  values: Record<string, readonly string[]>;
  /** Range and sort values per field (e.g. `price`, `created_at` in ms). */
  numbers: Record<string, number>;
  /** Lower-case name, the key of `sort.name`. */
  sortName: string;
  /** The reply's result; image URLs point at whoever served the request. */
  result(origin: string): Result;
}

/** A document's values for a field a request names; never an inherited property such as `__proto__`. */
export function valuesOf(document: SearchDocument<unknown>, field: string): readonly string[] {
  return Object.hasOwn(document.values, field) ? document.values[field] : [];
}

export function numberOf(document: SearchDocument<unknown>, field: string): number | undefined {
  return Object.hasOwn(document.numbers, field) ? document.numbers[field] : undefined;
}

export interface FacetSpec {
  field: string;
  label: string;
  type: 'list' | 'palette' | 'slider';
}

/** A completion the suggest API can offer, with how many documents it matches. */
export interface Phrase {
  /** Lower case, as suggested. */
  text: string;
  /** `text` without accents, for matching what the shopper types. */
  key: string;
  source: string;
  popularity: number;
}

export interface SiteSpec<Result, Doc extends SearchDocument<Result>> {
  siteId: string;
  /** In the feed's order, which is also the order of `id`. */
  documents: readonly Doc[];
  textFields: readonly TextField[];
  facets: readonly FacetSpec[];
  sortOptions: readonly Omit<WireSortOption, 'active'>[];
  defaultPerPage: {search: number; autocomplete: number};
  phrases: readonly Phrase[];
  /** The merchandising redirect for a query, or null. */
  redirectFor?(query: string): string | null;
  /** The order of an empty-query listing (a category page); lower first. */
  browseRank?(document: Doc, background: Filters): number;
}

export interface SearchSite<Result, Doc extends SearchDocument<Result> = SearchDocument<Result>>
  extends SiteSpec<Result, Doc> {
  text: TextIndex;
}

export function createSite<Result, Doc extends SearchDocument<Result>>(
  spec: SiteSpec<Result, Doc>,
): SearchSite<Result, Doc> {
  return {...spec, text: createTextIndex(spec.documents, spec.textFields)};
}

/** Counts documents per phrase, so suggestions rank by how much they would find. */
export function collectPhrases(entries: Iterable<{text: string; source: string; id: number}>): Phrase[] {
  const byText = new Map<string, {source: string; ids: Set<number>}>();
  for (const {text, source, id} of entries) {
    const phrase = text.trim().toLowerCase().replace(/\s+/g, ' ');
    if (phrase === '') continue;
    const entry = byText.get(phrase) ?? {source, ids: new Set<number>()};
    entry.ids.add(id);
    byText.set(phrase, entry);
  }
  return [...byText].map(([text, {source, ids}]) => ({text, key: normaliseTerm(text), source, popularity: ids.size}));
}
