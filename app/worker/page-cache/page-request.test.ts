import {describe, expect, it} from 'vitest';
import {cookieNames, mayServeFromPageCache, pageKey} from './page-request';

const get = (path: string, cookie?: string, method = 'GET') =>
  new Request(`https://shop.example${path}`, {method, headers: cookie ? {Cookie: cookie} : {}});

describe('mayServeFromPageCache', () => {
  it('takes a document GET with no cookies, or only cookies that never change the page', () => {
    expect(mayServeFromPageCache(get('/products/aurora'))).toBe(true);
    expect(
      mayServeFromPageCache(
        get('/', 'abtasty_visitor=9d8b5d2c-1567-4e2d-9b68-b7ea6c0b5e3e; ssUserId=abc12345; _shopify_y=1; _ga_X1=2; ssViewedProducts=SKU-1'),
      ),
    ).toBe(true);
  });

  it('renders for anyone with the bag, a session, a content preview or a cookie it does not know', () => {
    expect(mayServeFromPageCache(get('/', 'cart=Z2lkOi8v'))).toBe(false);
    expect(mayServeFromPageCache(get('/', 'session=eyJ4Ijox')) ).toBe(false);
    expect(mayServeFromPageCache(get('/', 'io.prismic.preview=%7B%7D'))).toBe(false);
    expect(mayServeFromPageCache(get('/', '_shopify_y=1; something_new=1'))).toBe(false);
  });

  it('leaves Remix data requests and every other method to the render', () => {
    expect(mayServeFromPageCache(get('/products/aurora.data'))).toBe(false);
    expect(mayServeFromPageCache(get('/products/aurora?_routes=root'))).toBe(false);
    expect(mayServeFromPageCache(get('/cart', undefined, 'POST'))).toBe(false);
    expect(mayServeFromPageCache(get('/', undefined, 'HEAD'))).toBe(false);
  });
});

describe('cookieNames', () => {
  it('reads the names of a Cookie header, ignoring blanks', () => {
    expect(cookieNames('a=1; b=2;; c')).toEqual(['a', 'b', 'c']);
    expect(cookieNames(null)).toEqual([]);
  });
});

describe('pageKey', () => {
  const base = {url: 'https://shop.example/', platform: 'desktop' as const, assignments: [], viewedSkus: []};

  it('tells apart every input the page is rendered from', () => {
    const keys = new Set([
      pageKey(base),
      pageKey({...base, url: 'https://shop.example/?page=2'}),
      pageKey({...base, platform: 'mobile'}),
      pageKey({...base, assignments: [{testId: 1, variationId: 0}]}),
      pageKey({...base, assignments: [{testId: 1, variationId: 2}]}),
      pageKey({...base, viewedSkus: ['SKU-1']}),
    ]);
    expect(keys.size).toBe(6);
  });

  it('is the same for two shoppers in the same variations', () => {
    const assignments = [{testId: 410001, variationId: 0}, {testId: 410002, variationId: 520021}];
    expect(pageKey({...base, assignments})).toBe(pageKey({...base, assignments: assignments.map((a) => ({...a}))}));
  });
});
