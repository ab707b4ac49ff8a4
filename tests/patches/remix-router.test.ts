import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {matchPath, matchRoutes} from '@remix-run/router';
import {describe, expect, it} from 'vitest';

// patches/@remix-run+router+*.patch (applied by `npm install`'s postinstall) keeps each compiled route path,
// so a server render stops compiling every route's pattern five times. The cache key must tell apart every
// argument that changes the compiled matcher.

describe('@remix-run/router with the compiled-path cache', () => {
  it('is the patched build, in both the ES module and the CommonJS entry', () => {
    const require = createRequire(import.meta.url);
    const cjs = require.resolve('@remix-run/router');
    const esm = cjs.replace(/router\.cjs\.js$/, 'router.js');
    for (const file of [cjs, esm]) expect(readFileSync(file, 'utf8')).toContain('compilePathUncached');
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
});
