import {describe, expect, it} from 'vitest';
import {MALFORMED_PATH_MESSAGE, guardRequest, withHostOfUrl} from './guard-request';
import {CROSS_ORIGIN_MESSAGE} from '~/kernel/http/same-origin';

const SITE = 'https://shop.example';
const request = (path: string, init: RequestInit = {}) => new Request(`${SITE}${path}`, init);

describe('guardRequest', () => {
  it.each(['/products/%ZZ', '/collections/%C3%28', '/%E0%A4%A'])('answers 400 for the malformed path %s', async (path) => {
    const answer = guardRequest(request(path));
    expect(answer?.status).toBe(400);
    expect(await answer?.text()).toBe(MALFORMED_PATH_MESSAGE);
    expect(answer?.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each([
    ['another site', {Origin: 'https://evil.example'}],
    ['an opaque origin', {Origin: 'null'}],
    ['a cross-site fetch', {'Sec-Fetch-Site': 'cross-site'}],
  ])('answers 403 to a post from %s', async (_name, headers) => {
    const answer = guardRequest(request('/cart', {method: 'POST', headers}));
    expect(answer?.status).toBe(403);
    expect(await answer?.text()).toBe(CROSS_ORIGIN_MESSAGE);
  });

  it('lets our own posts, posts without an Origin, and any GET through', () => {
    expect(guardRequest(request('/cart', {method: 'POST', headers: {Origin: SITE}}))).toBeNull();
    expect(guardRequest(request('/cart', {method: 'POST'}))).toBeNull();
    expect(guardRequest(request('/products/a%20b', {headers: {Origin: 'https://evil.example'}}))).toBeNull();
  });
});

describe('withHostOfUrl', () => {
  it("a checked post tells Remix the URL's host, whatever Host a proxy put in front", async () => {
    const proxied = request('/cart', {method: 'POST', body: 'a=1', headers: {Origin: SITE, Host: '127.0.0.1:54321'}});
    const forwarded = withHostOfUrl(proxied);
    expect(forwarded.headers.get('X-Forwarded-Host')).toBe('shop.example');
    expect(await forwarded.text()).toBe('a=1');
  });

  it('leaves reads alone', () => {
    const read = request('/cart');
    expect(withHostOfUrl(read)).toBe(read);
  });
});
