import {describe, expect, it} from 'vitest';
import {INVALID_GID, isGid, parseGid, toGid, toLegacyId, variantGidFromParam} from './gid';

describe('parseGid', () => {
  it.each([
    ['gid://shopify/ProductVariant/123', 'ProductVariant', '123', null],
    ['gid://shopify/Cart/abc?key=def', 'Cart', 'abc', 'key=def'],
    ['gid://shopify/CartLine/3f9a-bc?cart=Z2NwLXVz', 'CartLine', '3f9a-bc', 'cart=Z2NwLXVz'],
    ['gid://shopify/Product/9', 'Product', '9', null],
  ])('accepts %s', (value, type, id, query) => {
    expect(parseGid(value)).toEqual({ok: true, gid: value, type, id, query});
  });

  it.each([
    [''],
    ['123'],
    ['gid://shopify/ProductVariant/'],
    ['gid://shopify/ProductVariant'],
    ['gid://shopify//123'],
    ['gid://other/ProductVariant/123'],
    ['GID://shopify/ProductVariant/123'],
    ['gid://shopify/productVariant/123'],
    ['gid://shopify/ProductVariant/12/3'],
    ['gid://shopify/ProductVariant/1 2'],
    ['gid://shopify/Cart/abc?'],
    [' gid://shopify/ProductVariant/123'],
    [`gid://shopify/ProductVariant/${'1'.repeat(600)}`],
    [null],
    [undefined],
    [123],
    [{gid: 'gid://shopify/ProductVariant/1'}],
  ])('rejects %j as Invalid gid', (value) => {
    expect(parseGid(value)).toEqual({ok: false, error: 'Invalid gid'});
  });

  it.each([
    ['gid://shopify/ProductVariant/1', 'ProductVariant', true],
    ['gid://shopify/Product/1', 'ProductVariant', false],
    ['gid://shopify/CartLine/a?cart=b', 'CartLine', true],
    ['gid://shopify/Cart/a?key=b', 'CartLine', false],
  ])('%s against expected type %s → %s', (value, expected, ok) => {
    expect(parseGid(value, expected).ok).toBe(ok);
    expect(isGid(value, expected)).toBe(ok);
  });

  it("exports the error text 'Invalid gid'", () => {
    expect(INVALID_GID).toBe('Invalid gid');
  });
});

describe('variantGidFromParam', () => {
  it.each([
    ['123', 'gid://shopify/ProductVariant/123'],
    [' 123 ', 'gid://shopify/ProductVariant/123'],
    ['gid://shopify/ProductVariant/456', 'gid://shopify/ProductVariant/456'],
    ['gid://shopify/ProductVariant/456?x=1', 'gid://shopify/ProductVariant/456'],
    ['gid://shopify/Product/456', null],
    ['gid://shopify/ProductVariant/abc', null],
    ['0', null],
    ['007', null],
    ['-1', null],
    ['1.5', null],
    ['12abc', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (param, expected) => {
    expect(variantGidFromParam(param)).toBe(expected);
  });
});

describe('toLegacyId and toGid', () => {
  it.each([
    ['gid://shopify/ProductVariant/123', '123'],
    ['gid://shopify/Cart/abc?key=def', 'abc'],
    ['123', null],
    [null, null],
    [undefined, null],
  ])('toLegacyId(%j) → %j', (gid, expected) => {
    expect(toLegacyId(gid)).toBe(expected);
  });

  it('round-trips through toGid', () => {
    expect(toLegacyId(toGid('ProductVariant', 42))).toBe('42');
    expect(toGid('CartLine', 'x')).toBe('gid://shopify/CartLine/x');
  });
});
