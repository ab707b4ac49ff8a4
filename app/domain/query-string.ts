/**
 * Query strings are read and written with repeated keys for arrays:
 * `?tag=a&tag=b` ⇄ `{tag: ['a', 'b']}`.
 */
import {ownEntry} from './own-entry';

export type ParsedQuery = Record<string, string | string[]>;

type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryRecord = Record<string, QueryValue>;

/** A key seen once is a string; a repeated key is an array, in the order given. */
export function parseQuery(search: string | URLSearchParams): ParsedQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const grouped = new Map<string, string[]>();
  for (const [key, value] of params) {
    const values = grouped.get(key);
    if (values) values.push(value);
    else grouped.set(key, [value]);
  }
  // fromEntries defines own properties, so a key like `__proto__` stays plain data.
  return Object.fromEntries(
    [...grouped].map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
}

function isPresent(value: QueryScalar): value is string | number | boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * Arrays become repeated keys; undefined, null and '' are dropped. Keys are
 * sorted so the same filters always give the same URL (listings are cached
 * against the full URL); values keep their order. No leading '?'.
 */
export function stringifyQuery(query: QueryRecord): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = ownEntry(query, key);
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const item of values) {
      if (isPresent(item)) params.append(key, String(item));
    }
  }
  return params.toString();
}

/** The first value of a key, for params that are meant to be single. */
export function firstValue(value: string | string[] | null | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : (value ?? undefined);
}

const PAGE_NUMBER = /^[1-9]\d*$/;

/** Listing page: a positive whole number; missing or garbage reads as page 1. */
export function parsePage(value: string | string[] | null | undefined): number {
  const text = firstValue(value)?.trim();
  if (!text || !PAGE_NUMBER.test(text)) return 1;
  const page = Number(text);
  return Number.isSafeInteger(page) ? page : 1;
}

/** The query with `page` set; page 1 is left out so the first page has one canonical URL. */
export function withPage(query: QueryRecord, page: number): QueryRecord {
  const next: QueryRecord = {...query};
  delete next.page;
  if (Number.isSafeInteger(page) && page > 1) next.page = page;
  return next;
}
