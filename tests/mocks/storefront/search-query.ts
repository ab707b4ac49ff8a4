/**
 * A small subset of Shopify's search syntax for `products(query:)` and
 * `collections(query:)`: `field:value` terms (`value*` for a prefix, quotes for
 * spaces), plain words, `-term` / `NOT term`, implicit AND and explicit `OR`.
 * Parentheses and range comparisons are not supported.
 */

/** Decides one `field:value` term for an item; `undefined` means the field is unknown. */
export type FieldMatcher<T> = (item: T, value: ValueTest) => boolean;

/** Tests a candidate string against a term's value (case-insensitive; `*` suffix = prefix). */
export interface ValueTest {
  equals(candidate: string | null | undefined): boolean;
  containedIn(candidate: string | null | undefined): boolean;
  raw: string;
}

interface Term {
  field: string | null;
  value: string;
  negated: boolean;
}

function tokenize(query: string): string[] {
  return query.match(/-?[\w.]+:"[^"]*"|"[^"]*"|\S+/g) ?? [];
}

function parseTerm(token: string): Term {
  let text = token;
  let negated = false;
  if (text.startsWith('-') && text.length > 1) {
    negated = true;
    text = text.slice(1);
  }
  const fieldMatch = /^([\w.]+):(.*)$/.exec(text);
  const field = fieldMatch ? fieldMatch[1].toLowerCase() : null;
  const value = (fieldMatch ? fieldMatch[2] : text).replace(/^"(.*)"$/, '$1');
  return {field, value, negated};
}

function valueTest(raw: string): ValueTest {
  const prefix = raw.endsWith('*');
  const needle = (prefix ? raw.slice(0, -1) : raw).toLowerCase();
  return {
    raw,
    equals: (candidate) => {
      const text = (candidate ?? '').toLowerCase();
      return prefix ? text.startsWith(needle) : text === needle;
    },
    containedIn: (candidate) => (candidate ?? '').toLowerCase().includes(needle),
  };
}

/** Parses `query` once into an OR of AND-groups and returns a predicate over items. */
export function compileSearchQuery<T>(
  query: string | null | undefined,
  fields: Record<string, FieldMatcher<T>>,
  searchableText: (item: T) => string,
): (item: T) => boolean {
  const groups: Term[][] = [[]];
  let negateNext = false;
  for (const token of tokenize((query ?? '').replace(/[()]/g, ' '))) {
    if (token === 'OR') {
      groups.push([]);
    } else if (token === 'AND') {
      continue;
    } else if (token === 'NOT') {
      negateNext = true;
    } else {
      const term = parseTerm(token);
      if (negateNext) term.negated = !term.negated;
      negateNext = false;
      groups[groups.length - 1].push(term);
    }
  }

  const matchesTerm = (item: T, term: Term): boolean => {
    const matcher = term.field ? fields[term.field] : undefined;
    const test = valueTest(term.value);
    const hit = matcher
      ? matcher(item, test)
      : valueTest(term.field ? `${term.field}:${term.value}` : term.value).containedIn(searchableText(item));
    return term.negated ? !hit : hit;
  };
  const active = groups.filter((group) => group.length > 0);
  if (active.length === 0) return () => true;
  return (item) => active.some((group) => group.every((term) => matchesTerm(item, term)));
}
