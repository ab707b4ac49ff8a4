/**
 * Parser for Prismic's query predicate syntax, as sent in the `q` parameter:
 * `[[at(document.type, "page")][any(document.tags, ["sale", "new"])]]`.
 * `@prismicio/client` sends one `q` per filter, each wrapped in an extra pair
 * of brackets; hand-written queries may put several predicates in one `q`.
 * Document `href`s use the bound form `[[:d = at(document.id, "X") ]]`.
 */

export type PredicateValue = string | number | boolean | PredicateValue[];

export interface Predicate {
  /** e.g. `at`, `any`, `number.gt`. */
  name: string;
  /** e.g. `document.type`, `my.page.uid`. */
  path: string;
  args: PredicateValue[];
}

export class PredicateParseError extends Error {
  constructor(message: string, query: string) {
    super(`${message} in query '${query}'`);
    this.name = 'PredicateParseError';
  }
}

type ArgKind = 'value' | 'array' | 'string' | 'number' | 'date';

/** The predicates the stand-in answers, with the kinds of their arguments after the path. */
const SIGNATURES: Record<string, ArgKind[]> = {
  at: ['value'],
  not: ['value'],
  any: ['array'],
  in: ['array'],
  fulltext: ['string'],
  has: [],
  missing: [],
  'number.lt': ['number'],
  'number.gt': ['number'],
  'number.inRange': ['number', 'number'],
  'date.after': ['date'],
  'date.before': ['date'],
  'date.between': ['date', 'date'],
};

const KIND_NAMES: Record<ArgKind, string> = {
  value: 'a value',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  date: 'a date',
};

const PATH = /^(document(\.(id|type|tags|first_publication_date|last_publication_date))?|my\.[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){1,2})$/;

class Scanner {
  position = 0;
  constructor(readonly source: string) {}

  fail(message: string): never {
    throw new PredicateParseError(`${message} at position ${this.position + 1}`, this.source);
  }

  skipSpace() {
    while (/\s/.test(this.source[this.position] ?? '')) this.position++;
  }

  peek(): string | undefined {
    this.skipSpace();
    return this.source[this.position];
  }

  expect(char: string) {
    if (this.peek() !== char) {
      const found = this.source[this.position];
      this.fail(found === undefined ? `expected '${char}' but the query ended` : `expected '${char}' but found '${found}'`);
    }
    this.position++;
  }

  word(): string {
    this.skipSpace();
    const match = /^[A-Za-z_][A-Za-z0-9_.-]*/.exec(this.source.slice(this.position));
    if (!match) this.fail(`unexpected '${this.source[this.position] ?? 'end of query'}'`);
    this.position += match[0].length;
    return match[0];
  }

  string(): string {
    const quote = this.peek();
    if (quote !== '"' && quote !== "'") this.fail('expected a quoted string');
    this.position++;
    let text = '';
    for (;;) {
      const char = this.source[this.position];
      if (char === undefined) this.fail('unterminated string');
      this.position++;
      if (char === quote) return text;
      if (char === '\\') {
        const escaped = this.source[this.position];
        if (escaped === undefined) this.fail('unterminated string');
        // Only quotes and backslashes are escaped; any other backslash is literal text.
        if (escaped === quote || escaped === '\\') {
          this.position++;
          text += escaped;
        } else {
          text += char;
        }
      } else {
        text += char;
      }
    }
  }

  number(): number {
    this.skipSpace();
    const match = /^-?\d+(\.\d+)?/.exec(this.source.slice(this.position));
    if (!match) this.fail('expected a number');
    this.position += match[0].length;
    return Number(match[0]);
  }

  value(): PredicateValue {
    const next = this.peek();
    if (next === '"' || next === "'") return this.string();
    if (next === '[') {
      this.position++;
      const items: PredicateValue[] = [];
      if (this.peek() === ']') {
        this.position++;
        return items;
      }
      for (;;) {
        items.push(this.value());
        if (this.peek() === ',') {
          this.position++;
          continue;
        }
        this.expect(']');
        return items;
      }
    }
    if (next !== undefined && /[-\d]/.test(next)) return this.number();
    const word = this.word();
    if (word === 'true' || word === 'false') return word === 'true';
    return this.fail(`unexpected value '${word}'`);
  }
}

function checkArg(scanner: Scanner, name: string, kind: ArgKind, value: PredicateValue) {
  const ok =
    kind === 'value'
      ? true
      : kind === 'array'
        ? Array.isArray(value)
        : kind === 'string'
          ? typeof value === 'string'
          : kind === 'number'
            ? typeof value === 'number'
            : typeof value === 'string' || typeof value === 'number';
  if (!ok) scanner.fail(`[function ${name}] expected ${KIND_NAMES[kind]} argument`);
}

function predicate(scanner: Scanner): Predicate {
  // Optional binding used in document hrefs: `:d = at(...)`.
  if (scanner.peek() === ':') {
    scanner.position++;
    scanner.word();
    scanner.expect('=');
  }
  const name = scanner.word();
  const signature = SIGNATURES[name];
  if (!signature) scanner.fail(`unknown predicate '${name}'`);
  scanner.expect('(');
  const path = scanner.word();
  if (!PATH.test(path)) scanner.fail(`[function ${name}] unexpected field '${path}'`);
  if (name === 'in' && !(path === 'document.id' || /^my\.[^.]+\.uid$/.test(path))) {
    scanner.fail(`[function in] only works with document.id or a uid, not '${path}'`);
  }
  if (name === 'fulltext' && path.split('.').length > 3) {
    scanner.fail(`[function fulltext] cannot search inside a group field '${path}'`);
  }
  const args: PredicateValue[] = [];
  for (const kind of signature) {
    scanner.expect(',');
    const value = scanner.value();
    checkArg(scanner, name, kind, value);
    args.push(value);
  }
  scanner.expect(')');
  return {name, path, args};
}

/** Parses one `q` value into its predicates; throws PredicateParseError on bad syntax. */
export function parseQuery(query: string): Predicate[] {
  const scanner = new Scanner(query);
  scanner.expect('[');
  const predicates: Predicate[] = [];
  while (scanner.peek() === '[') {
    scanner.position++;
    predicates.push(predicate(scanner));
    scanner.expect(']');
  }
  scanner.expect(']');
  if (scanner.peek() !== undefined) scanner.fail('unexpected text after the query');
  return predicates;
}
