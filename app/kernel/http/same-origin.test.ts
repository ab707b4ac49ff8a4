import {describe, expect, it} from 'vitest';
import {isSameOriginPost} from './same-origin';

function post(headers: Record<string, string>): Request {
  return new Request('https://shop.example/bag', {method: 'POST', headers});
}

describe('isSameOriginPost', () => {
  it.each([
    ['no Origin header', {}, true],
    ['the same origin', {Origin: 'https://shop.example'}, true],
    ['same origin, same-origin fetch', {Origin: 'https://shop.example', 'Sec-Fetch-Site': 'same-origin'}, true],
    ['no Origin, typed into the address bar', {'Sec-Fetch-Site': 'none'}, true],
    ['another site', {Origin: 'https://evil.example'}, false],
    ['the same host over http', {Origin: 'http://shop.example'}, false],
    ['an opaque origin', {Origin: 'null'}, false],
    ['a cross-site fetch without Origin', {'Sec-Fetch-Site': 'cross-site'}, false],
    ['a cross-site fetch claiming our origin', {Origin: 'https://shop.example', 'Sec-Fetch-Site': 'cross-site'}, false],
  ])('%s', (_label, headers, expected) => {
    expect(isSameOriginPost(post(headers))).toBe(expected);
  });
});
