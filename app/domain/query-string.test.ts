import {describe, expect, it} from 'vitest';
import {firstValue, parsePage, parseQuery, stringifyQuery, withPage} from './query-string';

describe('parseQuery', () => {
  it.each([
    ['', {}],
    ['?', {}],
    ['?q=bed', {q: 'bed'}],
    ['q=bed', {q: 'bed'}],
    ['?tag=a&tag=b', {tag: ['a', 'b']}],
    ['?tag=b&q=x&tag=a&tag=b', {tag: ['b', 'a', 'b'], q: 'x'}],
    ['?q=king+size&c=%26%3D', {q: 'king size', c: '&='}],
    ['?empty=&flag', {empty: '', flag: ''}],
  ])('%j → %j', (search, expected) => {
    expect(parseQuery(search)).toEqual(expected);
  });

  it('reads URLSearchParams too', () => {
    expect(parseQuery(new URLSearchParams([['a', '1'], ['a', '2']]))).toEqual({a: ['1', '2']});
  });

  it('keeps __proto__ as a plain key', () => {
    const parsed = parseQuery('?__proto__=a&__proto__=b');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(true);
    expect(parsed['__proto__']).toEqual(['a', 'b']);
  });
});

describe('stringifyQuery', () => {
  it.each([
    [{}, ''],
    [{q: 'bed'}, 'q=bed'],
    [{tag: ['a', 'b']}, 'tag=a&tag=b'],
    [{tag: ['b', 'a']}, 'tag=b&tag=a'],
    [{z: '1', a: '2', m: ['x']}, 'a=2&m=x&z=1'],
    [{q: undefined, r: null, s: '', t: []}, ''],
    [{tag: ['a', '', undefined, null, 'b']}, 'tag=a&tag=b'],
    [{page: 2, member: true, zero: 0}, 'member=true&page=2&zero=0'],
    [{q: 'king size & more'}, 'q=king+size+%26+more'],
  ])('%j → %j', (query, expected) => {
    expect(stringifyQuery(query)).toBe(expected);
  });

  it.each([['?tag=a&tag=b&q=x'], ['?a=1'], ['?c=%26&c=%3D']])('round-trips %j through parseQuery', (search) => {
    expect(parseQuery(stringifyQuery(parseQuery(search)))).toEqual(parseQuery(search));
  });
});

describe('firstValue', () => {
  it.each([
    ['a', 'a'],
    [['b', 'c'], 'b'],
    [[], undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(firstValue(value)).toBe(expected);
  });
});

describe('parsePage', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    [['4', '9'], 4],
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['02', 1],
    ['abc', 1],
    ['3abc', 1],
    ['1e3', 1],
    ['99999999999999999999', 1],
    [[], 1],
  ])('%j → %s', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });
});

describe('withPage', () => {
  it.each([
    [{q: 'bed'}, 2, {q: 'bed', page: 2}],
    [{q: 'bed', page: '3'}, 1, {q: 'bed'}],
    [{q: 'bed', page: '3'}, 4, {q: 'bed', page: 4}],
    [{q: 'bed'}, 0, {q: 'bed'}],
    [{q: 'bed'}, 2.5, {q: 'bed'}],
  ])('%j with page %s → %j', (query, page, expected) => {
    expect(withPage(query, page)).toEqual(expected);
  });

  it('does not change its input', () => {
    const query = {page: '3'};
    withPage(query, 5);
    expect(query).toEqual({page: '3'});
  });
});
