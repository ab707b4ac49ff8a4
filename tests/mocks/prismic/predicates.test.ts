import {describe, expect, it} from 'vitest';
import * as prismic from '@prismicio/client';
import {PredicateParseError, parseQuery} from './predicates';

describe('parseQuery', () => {
  it('reads the form @prismicio/client sends for each filter', () => {
    expect(parseQuery(`[${prismic.filter.at('document.type', 'page')}]`)).toEqual([
      {name: 'at', path: 'document.type', args: ['page']},
    ]);
    expect(parseQuery(`[${prismic.filter.any('document.tags', ['legal', 'customer-service'])}]`)).toEqual([
      {name: 'any', path: 'document.tags', args: [['legal', 'customer-service']]},
    ]);
    expect(parseQuery(`[${prismic.filter.numberInRange('my.product.price', 10, 20.5)}]`)).toEqual([
      {name: 'number.inRange', path: 'my.product.price', args: [10, 20.5]},
    ]);
  });

  it('reads several predicates in one query, with odd spacing', () => {
    expect(parseQuery('[ [at(document.type,"page")] [ not( my.page.uid , "warranty" ) ] ]')).toEqual([
      {name: 'at', path: 'document.type', args: ['page']},
      {name: 'not', path: 'my.page.uid', args: ['warranty']},
    ]);
  });

  it('reads quoted strings with escapes and brackets inside', () => {
    expect(parseQuery('[[fulltext(document, "say \\"hi\\" [now]")]]')).toEqual([
      {name: 'fulltext', path: 'document', args: ['say "hi" [now]']},
    ]);
  });

  it('reads nested and empty arrays, numbers and booleans', () => {
    expect(parseQuery('[[at(my.page.flags, [1, -2.5, true, ["a"], []])]]')).toEqual([
      {name: 'at', path: 'my.page.flags', args: [[1, -2.5, true, ['a'], []]]},
    ]);
  });

  it('reads the bound form used in document hrefs', () => {
    expect(parseQuery('[[:d = at(document.id, "ZmPag1QAACUAdlvr") ]]')).toEqual([
      {name: 'at', path: 'document.id', args: ['ZmPag1QAACUAdlvr']},
    ]);
  });

  it('reads predicates without value arguments', () => {
    expect(parseQuery('[[has(my.page.body)][missing(my.page.title)]]')).toEqual([
      {name: 'has', path: 'my.page.body', args: []},
      {name: 'missing', path: 'my.page.title', args: []},
    ]);
  });

  it.each([
    ['[[at(document.type, "page")]', /expected '\]' but the query ended/],
    ['[[at(document.type, "page)]]', /unterminated string/],
    ['[[at(document.type "page")]]', /expected ','/],
    ['[[at(document.type)]]', /expected ','/],
    ['[[wat(document.type, "page")]]', /unknown predicate 'wat'/],
    ['[[at(document.colour, "red")]]', /unexpected field 'document.colour'/],
    ['[[at(page, "x")]]', /unexpected field 'page'/],
    ['[[any(document.type, "page")]]', /expected an array argument/],
    ['[[in(document.type, ["page"])]]', /only works with document.id or a uid/],
    ['[[number.gt(my.product.price, "10")]]', /expected a number argument/],
    ['[[at(document.type, page)]]', /unexpected value 'page'/],
    ['[[at(document.type, "page")]] trailing', /unexpected text after the query/],
    ['at(document.type, "page")', /expected '\['/],
    ['', /expected '\[' but the query ended/],
  ])('rejects %s', (query, message) => {
    expect(() => parseQuery(query)).toThrow(PredicateParseError);
    expect(() => parseQuery(query)).toThrow(message);
  });
});
