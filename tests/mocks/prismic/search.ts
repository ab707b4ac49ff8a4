/**
 * Evaluates parsed predicates and orderings against stored documents, the way
 * the Prismic REST API v2 `documents/search` endpoint does.
 */
import type {PrismicDocument} from '@prismicio/client';
import {PredicateParseError, type Predicate, type PredicateValue} from './predicates';

type Scalar = string | number | boolean;

/** The values a path points at in a document; groups yield one value per item. */
function valuesAt(doc: PrismicDocument, path: string): unknown[] {
  const parts = path.split('.');
  if (parts[0] === 'document') {
    switch (parts[1]) {
      case undefined:
        return [doc];
      case 'id':
        return [doc.id];
      case 'type':
        return [doc.type];
      case 'tags':
        return doc.tags;
      case 'first_publication_date':
        return [doc.first_publication_date];
      case 'last_publication_date':
        return [doc.last_publication_date];
      default:
        return [];
    }
  }
  const [, type, field, subField] = parts;
  if (doc.type !== type) return [];
  if (field === 'uid') return doc.uid == null ? [] : [doc.uid];
  const value = (doc.data as Record<string, unknown>)[field];
  if (subField === undefined) return value === undefined ? [] : [value];
  if (!Array.isArray(value)) return [];
  return value.map((item: Record<string, unknown>) => item?.[subField]);
}

/** What a field value compares as: a link by its document id, a select/text by its string. */
function comparable(value: unknown): Scalar | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value && typeof value === 'object' && 'link_type' in value) {
    const link = value as {link_type: string; id?: string; url?: string};
    return link.link_type === 'Document' ? link.id : link.url;
  }
  return undefined;
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) {
    // Rich text with only empty blocks counts as empty, as in the Prismic editor.
    return value.every((block) => typeof block === 'object' && block !== null && 'text' in block && block.text === '');
  }
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('link_type' in object) return object.link_type === 'Any';
    return Object.keys(object).length === 0;
  }
  return false;
}

/** Every piece of text inside a value, for fulltext search. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join(' ');
  return '';
}

function timeOf(value: unknown): number {
  return typeof value === 'number' ? value : Date.parse(String(value));
}

function atMatches(doc: PrismicDocument, predicate: Predicate): boolean {
  const [expected] = predicate.args;
  const values = valuesAt(doc, predicate.path);
  if (predicate.path === 'document.tags') {
    const wanted = Array.isArray(expected) ? expected : [expected];
    return wanted.every((tag) => values.includes(tag));
  }
  return values.some((value) => comparable(value) === expected);
}

function matches(doc: PrismicDocument, predicate: Predicate): boolean {
  const values = valuesAt(doc, predicate.path);
  const [first, second] = predicate.args;
  switch (predicate.name) {
    case 'at':
      return atMatches(doc, predicate);
    case 'not':
      return !atMatches(doc, predicate);
    case 'any':
    case 'in':
      return values.some((value) => (first as PredicateValue[]).includes(comparable(value) as Scalar));
    case 'fulltext': {
      const haystack = textOf(values).toLowerCase();
      return String(first)
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => haystack.includes(word));
    }
    case 'has':
      return values.some((value) => !isEmptyValue(value));
    case 'missing':
      return values.every(isEmptyValue);
    case 'number.lt':
      return values.some((value) => typeof value === 'number' && value < (first as number));
    case 'number.gt':
      return values.some((value) => typeof value === 'number' && value > (first as number));
    case 'number.inRange':
      return values.some(
        (value) => typeof value === 'number' && value >= (first as number) && value <= (second as number),
      );
    case 'date.after':
      return values.some((value) => timeOf(value) > timeOf(first));
    case 'date.before':
      return values.some((value) => timeOf(value) < timeOf(first));
    case 'date.between':
      return values.some((value) => timeOf(value) >= timeOf(first) && timeOf(value) <= timeOf(second));
    default:
      return false;
  }
}

export function filterDocuments(docs: PrismicDocument[], predicates: Predicate[]): PrismicDocument[] {
  return docs.filter((doc) => predicates.every((predicate) => matches(doc, predicate)));
}

interface Ordering {
  path: string;
  descending: boolean;
}

/** Parses `[my.page.title desc, document.first_publication_date]`. */
export function parseOrderings(value: string): Ordering[] {
  const inner = /^\[(.*)\]$/s.exec(value.trim());
  if (!inner) throw new PredicateParseError('orderings must be wrapped in brackets', value);
  return inner[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [path, direction, extra] = part.split(/\s+/);
      if (extra !== undefined || (direction !== undefined && direction !== 'desc' && direction !== 'asc')) {
        throw new PredicateParseError(`unexpected ordering '${part}'`, value);
      }
      return {path, descending: direction === 'desc'};
    });
}

function sortKey(doc: PrismicDocument, path: string): Scalar | undefined {
  const [value] = valuesAt(doc, path);
  if (Array.isArray(value)) return textOf(value); // rich text sorts by its text
  return comparable(value);
}

export function orderDocuments(docs: PrismicDocument[], orderings: Ordering[]): PrismicDocument[] {
  if (orderings.length === 0) return docs;
  return [...docs].sort((a, b) => {
    for (const {path, descending} of orderings) {
      const left = sortKey(a, path);
      const right = sortKey(b, path);
      if (left === right) continue;
      // Documents without the field come last, whatever the direction.
      if (left === undefined) return 1;
      if (right === undefined) return -1;
      const order = left < right ? -1 : 1;
      return descending ? -order : order;
    }
    return 0;
  });
}
