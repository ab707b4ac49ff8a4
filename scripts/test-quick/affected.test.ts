import {describe, expect, it} from 'vitest';
import {journeysFor, routePathPrefix} from './affected';

describe('routePathPrefix: the path a flat route answers on, to its first dynamic segment', () => {
  it.each([
    ['app/routes/_index.tsx', '/'],
    ['app/routes/cart.tsx', '/cart'],
    ['app/routes/products.$handle.tsx', '/products/'],
    ['app/routes/products.search.tsx', '/products/search'],
    ['app/routes/collections.$handle._index.tsx', '/collections/'],
    ['app/routes/collections.($handle).products.tsx', '/collections/'],
    ['app/routes/contact-us_.success.tsx', '/contact-us/success'],
    ['app/routes/[robots.txt].tsx', '/robots.txt'],
    ['app/routes/blogs.inspiration._index.tsx', '/blogs/inspiration'],
    ['app/routes/$.tsx', undefined],
  ])('%s → %s', (file, prefix) => {
    expect(routePathPrefix(file)).toBe(prefix);
  });
});

describe('journeysFor: the journeys a change touches', () => {
  it('a changed spec runs first, on its own', () => {
    expect(journeysFor(['tests/e2e/wishlist.spec.ts']).specs[0]).toBe('tests/e2e/wishlist.spec.ts');
  });

  it("a route's module runs the journeys that open its path", () => {
    const {specs} = journeysFor(['app/routes/wishlist.tsx']);
    expect(specs).toContain('tests/e2e/wishlist.spec.ts');
    expect(specs).not.toContain('tests/e2e/blog.spec.ts');
  });

  it('the root reaches every page: the every-page journeys', () => {
    expect(journeysFor(['app/root.tsx']).specs.slice(0, 2)).toEqual(['tests/e2e/navigation.spec.ts', 'tests/e2e/accessibility.spec.ts']);
  });

  it('a domain rule with no page and no spec runs no journey', () => {
    expect(journeysFor(['docs/decisions/0001-record-architecture-decisions.md']).specs).toEqual([]);
  });
});
