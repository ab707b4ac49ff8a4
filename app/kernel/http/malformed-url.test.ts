import {describe, expect, it} from 'vitest';
import {hasMalformedPath} from './malformed-url';

describe('hasMalformedPath', () => {
  it.each([
    ['https://shop.example/products/%ZZ', true],
    ['https://shop.example/%', true],
    ['https://shop.example/%E0%A4%A', true],
    ['/products/%ZZ', true],
    ['http://[not-a-host/products', true],
    ['https://shop.example/products/a%20b', false],
    ['https://shop.example/', false],
    ['https://shop.example/collections/sofas?q=%ZZ', false],
    ['/products/a%20b', false],
  ])('%s → %s', (url, expected) => {
    expect(hasMalformedPath(url)).toBe(expected);
  });

  it('takes a URL object', () => {
    expect(hasMalformedPath(new URL('https://shop.example/products/%ZZ'))).toBe(true);
    expect(hasMalformedPath(new URL('https://shop.example/products/a%20b'))).toBe(false);
  });
});
