import {describe, expect, it} from 'vitest';
import {readCartCookie, readCreatedCartCookies, serializeCartCookie} from './cart-cookie';

const TOKEN = 'Z2NwLXVzLWNlbnRyYWwxOjAxSjk4';

describe('readCartCookie', () => {
  it.each([
    [`cart=${TOKEN}`, `gid://shopify/Cart/${TOKEN}`],
    [`cart=${TOKEN}%3Fkey%3Dabc123`, `gid://shopify/Cart/${TOKEN}?key=abc123`],
    // An older cookie holding the whole gid.
    [`a=1; cart=${encodeURIComponent(`gid://shopify/Cart/${TOKEN}?key=ff`)}`, `gid://shopify/Cart/${TOKEN}?key=ff`],
  ])('reads %s as the cart gid', (header, cartId) => {
    expect(readCartCookie(header, 'cart')).toEqual({state: 'valid', cartId});
  });

  it.each([null, '', 'other=1', 'cart='])('has no cart in %j', (header) => {
    expect(readCartCookie(header, 'cart')).toEqual({state: 'absent'});
  });

  it.each([
    'cart=%E0%A4%A', // not decodable
    'cart=abc%3Fkey%3D', // an empty key
    'cart=abc%3Fkey%3Dnot-hex!',
    'cart=..%2F..%2Fadmin',
    'cart=gid%3A%2F%2Fshopify%2FProduct%2F1',
    `cart=${'a'.repeat(129)}`,
  ])('calls %s malformed, so it is never sent to Shopify', (header) => {
    expect(readCartCookie(header, 'cart')).toEqual({state: 'malformed'});
  });

  it('reads back what it writes', () => {
    const cookie = serializeCartCookie('cart', `gid://shopify/Cart/${TOKEN}?key=abc`, {secure: true});
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    expect(readCartCookie(cookie.split(';')[0], 'cart')).toEqual({
      state: 'valid',
      cartId: `gid://shopify/Cart/${TOKEN}?key=abc`,
    });
  });
});

describe('readCreatedCartCookies', () => {
  it('keeps only the valid created-cart cookies of this name', () => {
    const header = `cart_new_0000000a=${TOKEN}; cart_new_0000000b=bad%3Fkey%3D; cart_staging_new_1=${TOKEN}; cart=${TOKEN}`;
    expect(readCreatedCartCookies(header, 'cart')).toEqual([
      {cookieName: 'cart_new_0000000a', cartId: `gid://shopify/Cart/${TOKEN}`},
    ]);
  });
});
