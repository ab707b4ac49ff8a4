import {describe, expect, it} from 'vitest';
import {checkoutUrlWithDmi} from './checkout';

const CHECKOUT = 'https://shop.example/cart/c/abc?key=123';

describe('checkoutUrlWithDmi', () => {
  it('carries the dm_i cookie onto the checkout link', () => {
    expect(checkoutUrlWithDmi(CHECKOUT, 'camp-42')).toBe('https://shop.example/cart/c/abc?key=123&dm_i=camp-42');
  });
  it('replaces an existing dm_i rather than repeating it', () => {
    expect(checkoutUrlWithDmi(`${CHECKOUT}&dm_i=old`, 'new')).toBe(
      'https://shop.example/cart/c/abc?key=123&dm_i=new',
    );
  });
  it.each([null, undefined, '', 'has space', '<script>'])('leaves the link alone for %s', (dmi) => {
    expect(checkoutUrlWithDmi(CHECKOUT, dmi)).toBe(CHECKOUT);
  });
  it('leaves a malformed checkout URL alone', () => {
    expect(checkoutUrlWithDmi('not a url', 'x')).toBe('not a url');
  });
});
