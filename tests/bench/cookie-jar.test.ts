/**
 * The bench's and the load test's cookie jar: it keeps what a browser keeps, so the bench's bag and the
 * load test's shoppers send what a real browser would (a removed session cookie is no longer sent).
 */
import {describe, expect, it} from 'vitest';
import {CART_COOKIE, CookieJar} from '../../scripts/bench/http';

describe('CookieJar', () => {
  it('sends the last value each cookie was set to', () => {
    const jar = new CookieJar();
    jar.store(['cart_development=first; Path=/; HttpOnly', 'session=abc; Path=/']);
    jar.store(['cart_development=second; Path=/']);
    expect(jar.header()).toBe('cart_development=second; session=abc');
    expect(jar.valueOf(CART_COOKIE)).toBe('second');
  });

  it('drops a cookie removed by Max-Age=0 or by an Expires already past, and keeps one that expires later', () => {
    const jar = new CookieJar();
    jar.store(['a=1', 'b=2', 'c=3', 'd=4']);
    jar.store([
      'a=; Path=/; Max-Age=0',
      'b=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
      `c=3; Path=/; Expires=${new Date(Date.now() + 86_400_000).toUTCString()}`,
      'd=4; Max-Age=3600',
    ]);
    expect(jar.header()).toBe('c=3; d=4');
  });

  it('finds no cart when the shopper has none', () => {
    const jar = new CookieJar();
    jar.store(['session=abc']);
    expect(jar.valueOf(CART_COOKIE)).toBeUndefined();
  });
});
