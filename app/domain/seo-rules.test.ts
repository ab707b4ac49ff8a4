import {describe, expect, it} from 'vitest';
import {
  NO_SEO_DATA,
  normaliseSeoPath,
  redirectLocation,
  sameOriginTarget,
  seoDataFor,
  toRedirectStatus,
  type SeoRule,
} from './seo-rules';

const ORIGIN = 'https://www.dreamhaus.example';

const rules: SeoRule[] = [
  {kind: 'redirect', from: '/pages/old-warranty', to: '/pages/warranty', statusCode: 301},
  {kind: 'redirect', from: '/campaign/winter-sale', to: '/campaign/spring-sale?from=winter', statusCode: 302},
  {kind: 'redirect', from: '/pages/elsewhere', to: 'https://evil.example/pages/warranty', statusCode: 301},
  {kind: 'redirect', from: '/pages/elsewhere', to: '/pages/warranty', statusCode: 308},
  {kind: 'redirect', from: '/pages/self', to: '/Pages/Self/', statusCode: 301},
  {kind: 'redirect', from: '/pages/discontinued-range', to: '/collections/beds', statusCode: 301},
  {kind: 'gone', path: '/pages/discontinued-range', message: 'The Heritage range has been discontinued'},
];

describe('normaliseSeoPath', () => {
  it.each([
    ['/pages/old-warranty', '/pages/old-warranty'],
    ['/Pages/Old-Warranty/', '/pages/old-warranty'],
    ['/pages/old-warranty?utm_source=mail#top', '/pages/old-warranty'],
    ['  /pages//old-warranty  ', '/pages/old-warranty'],
    ['/pages/caf%C3%A9', '/pages/café'],
    ['/pages/%E0%A4%A', '/pages/%e0%a4%a'],
    ['/', '/'],
    ['', null],
    ['pages/old-warranty', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://www.dreamhaus.example/pages/x', null],
  ])('%s → %s', (path, expected) => {
    expect(normaliseSeoPath(path)).toBe(expected);
  });
});

describe('sameOriginTarget', () => {
  it.each([
    ['/pages/warranty', '/pages/warranty'],
    ['/pages/warranty?tab=2#claims', '/pages/warranty?tab=2#claims'],
    [`${ORIGIN}/pages/warranty?tab=2`, '/pages/warranty?tab=2'],
    ['https://evil.example/pages/warranty', null],
    ['http://www.dreamhaus.example/pages/warranty', null],
    ['//evil.example/pages/warranty', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['pages/warranty', null],
    ['', null],
  ])('%s → %s', (to, expected) => {
    expect(sameOriginTarget(to, ORIGIN)).toBe(expected);
  });
});

describe('toRedirectStatus', () => {
  it.each([
    ['301', 301],
    ['302', 302],
    [' 307 ', 307],
    [308, 308],
    ['303', 303],
    ['200', 301],
    ['', 301],
    [null, 301],
    ['abc', 301],
  ])('%s → %s', (value, expected) => {
    expect(toRedirectStatus(value)).toBe(expected);
  });
});

describe('seoDataFor', () => {
  it('gives the redirect for a path a rule moves', () => {
    expect(seoDataFor(rules, '/pages/old-warranty', ORIGIN)).toEqual({
      redirect: {to: '/pages/warranty', statusCode: 301},
      resourceGone: null,
    });
  });

  it('matches whatever the case, trailing slash or query', () => {
    expect(seoDataFor(rules, '/Campaign/Winter-Sale/?utm=1', ORIGIN).redirect).toEqual({
      to: '/campaign/spring-sale?from=winter',
      statusCode: 302,
    });
  });

  it('skips a rule sending shoppers to another site, taking the next one', () => {
    expect(seoDataFor(rules, '/pages/elsewhere', ORIGIN).redirect).toEqual({to: '/pages/warranty', statusCode: 308});
  });

  it('ignores a redirect to the same path (a loop)', () => {
    expect(seoDataFor(rules, '/pages/self', ORIGIN)).toEqual(NO_SEO_DATA);
  });

  it('a gone rule wins over a redirect of the same path', () => {
    expect(seoDataFor(rules, '/pages/discontinued-range', ORIGIN)).toEqual({
      redirect: null,
      resourceGone: {message: 'The Heritage range has been discontinued'},
    });
  });

  it('gives nothing for other paths, or no path at all', () => {
    expect(seoDataFor(rules, '/pages/warranty', ORIGIN)).toEqual(NO_SEO_DATA);
    expect(seoDataFor(rules, 'not-a-path', ORIGIN)).toEqual(NO_SEO_DATA);
    expect(seoDataFor([], '/pages/old-warranty', ORIGIN)).toEqual(NO_SEO_DATA);
  });
});

describe('redirectLocation', () => {
  it.each([
    ['/pages/warranty', '', '/pages/warranty'],
    ['/pages/warranty', '?utm_source=mail', '/pages/warranty?utm_source=mail'],
    ['/pages/warranty#claims', '?utm_source=mail', '/pages/warranty?utm_source=mail#claims'],
    ['/campaign/spring-sale?from=winter', '?utm_source=mail', '/campaign/spring-sale?from=winter'],
  ])('%s with %s → %s', (to, search, expected) => {
    expect(redirectLocation(to, search)).toBe(expected);
  });
});
