import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {matchPath, matchRoutes} from '@remix-run/router';
import {describe, expect, it} from 'vitest';

// patches/@remix-run+router+*.patch (applied by `npm install`'s postinstall) keeps each compiled route path,
// so a server render stops compiling every route's pattern five times. The cache key must tell apart every
// argument that changes the compiled matcher. On a server it also keeps each route array's flattened, ranked
// branches; in a browser, whose router adds lazily discovered routes to its arrays, it keeps none.

describe('@remix-run/router with the compiled-path cache', () => {
  it('is the patched build, in both the ES module and the CommonJS entry', () => {
    const require = createRequire(import.meta.url);
    const cjs = require.resolve('@remix-run/router');
    const esm = cjs.replace(/router\.cjs\.js$/, 'router.js');
    for (const file of [cjs, esm]) {
      const source = readFileSync(file, 'utf8');
      expect(source).toContain('compilePathUncached');
      expect(source).toContain('let branches = rankedBranches(routes);');
    }
  });

  it('matches case-insensitively by default and case-sensitively when asked, for the same path', () => {
    expect(matchPath({path: '/Pages/:handle'}, '/pages/delivery')?.params).toEqual({handle: 'delivery'});
    expect(matchPath({path: '/Pages/:handle', caseSensitive: true}, '/pages/delivery')).toBeNull();
    expect(matchPath({path: '/Pages/:handle'}, '/pages/returns')?.params).toEqual({handle: 'returns'});
  });

  it('matches a prefix only when end is false, for the same path', () => {
    expect(matchPath({path: '/collections/:handle', end: false}, '/collections/beds/queen')?.pathnameBase).toBe(
      '/collections/beds',
    );
    expect(matchPath({path: '/collections/:handle'}, '/collections/beds/queen')).toBeNull();
    expect(matchPath({path: '/collections/:handle', end: false}, '/collections/beds')?.params).toEqual({
      handle: 'beds',
    });
  });

  it('still ranks and matches nested routes with their params, call after call', () => {
    const routes = [
      {
        id: 'root',
        path: '/',
        children: [
          {id: 'home', index: true},
          {id: 'product', path: 'products/:handle'},
          {id: 'facet', path: 'collections/:handle/:facet/:value?'},
          {id: 'collection', path: 'collections/:handle'},
          {id: 'catch-all', path: '*'},
        ],
      },
    ];
    const idsOf = (pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.id);
    for (let i = 0; i < 3; i++) {
      expect(idsOf('/')).toEqual(['root', 'home']);
      expect(idsOf('/collections/beds')).toEqual(['root', 'collection']);
      expect(matchRoutes(routes, '/collections/beds/size/queen')?.at(-1)?.params).toMatchObject({
        handle: 'beds',
        facet: 'size',
        value: 'queen',
      });
      expect(matchRoutes(routes, '/products/aurora')?.at(-1)?.params).toEqual({handle: 'aurora'});
      expect(idsOf('/no/such/page')).toEqual(['root', 'catch-all']);
    }
  });

  it('on a server, a route array matched again gives new match objects, not the last call’s', () => {
    const routes = [{id: 'root', path: '/', children: [{id: 'product', path: 'products/:handle'}]}];
    const first = matchRoutes(routes, '/products/aurora');
    const second = matchRoutes(routes, '/products/aurora');
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second?.[1]).not.toBe(first?.[1]);
  });

  it('in a browser, a route added to an array already matched is found', () => {
    const children: {id: string; path: string}[] = [{id: 'product', path: 'products/:handle'}];
    const routes = [{id: 'root', path: '/', children}];
    const lastId = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;
    const global = globalThis as {document?: unknown};
    global.document = {};
    try {
      expect(lastId('/pages/delivery')).toBeUndefined();
      // What the browser's router does when it discovers a route: the array already matched gains a child.
      children.push({id: 'page', path: 'pages/:handle'});
      expect(lastId('/pages/delivery')).toBe('page');
    } finally {
      delete global.document;
    }
  });

  it('on a server, a new route array is matched on its own routes, not a kept one’s', () => {
    const make = (id: string) => [{id: 'root', path: '/', children: [{id, path: 'pages/:handle'}]}];
    expect(matchRoutes(make('page-a'), '/pages/delivery')?.at(-1)?.route.id).toBe('page-a');
    expect(matchRoutes(make('page-b'), '/pages/delivery')?.at(-1)?.route.id).toBe('page-b');
  });

  it('on a server, matching a pathname again finds the same routes, with its own params and nothing for a miss', () => {
    const routes = [
      {
        id: 'root',
        path: '/',
        children: [
          {id: 'product', path: 'products/:handle'},
          {id: 'bag', path: 'cart'},
        ],
      },
    ];
    for (let i = 0; i < 3; i++) {
      expect(matchRoutes(routes, '/products/aurora')?.at(-1)?.params).toEqual({handle: 'aurora'});
      expect(matchRoutes(routes, '/products/harbour')?.at(-1)?.params).toEqual({handle: 'harbour'});
      expect(matchRoutes(routes, '/cart')?.at(-1)?.route.id).toBe('bag');
      expect(matchRoutes(routes, '/no/such/page')).toBeNull();
    }
  });
});
