/**
 * Route data is plain view data: a type check (run by `npm run typecheck`) that no route's loader or action
 * returns anything holding the request context, a service client or any other function, which a serialiser
 * would either drop or, worse, walk into (one wishlist post once sent the whole context, secrets and all).
 * tests/types/route-data.test.ts keeps ROUTE_MODULES in step with app/routes/.
 */
// One line per route module: `typeof import()` keeps the table readable and its test simple.
/* eslint-disable @typescript-eslint/consistent-type-imports */
import type {UNSAFE_DataWithResponseInit as DataWithResponseInit} from '@remix-run/router';
import type {REQUEST_CONTEXT} from '~/worker/context.server';

/** Every route module, by its file name in app/routes/. */
export interface ROUTE_MODULES {
  '$.tsx': typeof import('~/routes/$');
  '[robots.txt].tsx': typeof import('~/routes/[robots.txt]');
  '[sitemap-content.xml].tsx': typeof import('~/routes/[sitemap-content.xml]');
  '[sitemap.xml].tsx': typeof import('~/routes/[sitemap.xml]');
  '_index.tsx': typeof import('~/routes/_index');
  'api.abtasty.token.tsx': typeof import('~/routes/api.abtasty.token');
  'api.base64-conversion.tsx': typeof import('~/routes/api.base64-conversion');
  'api.client-errors.tsx': typeof import('~/routes/api.client-errors');
  'api.recommendations._index.tsx': typeof import('~/routes/api.recommendations._index');
  'api.recommendations.beacon.tsx': typeof import('~/routes/api.recommendations.beacon');
  'api.search.autocomplete.tsx': typeof import('~/routes/api.search.autocomplete');
  'api.seo-data.tsx': typeof import('~/routes/api.seo-data');
  'api.stores.nearest.tsx': typeof import('~/routes/api.stores.nearest');
  'become-a-member.tsx': typeof import('~/routes/become-a-member');
  'bedbuilder.pdf.tsx': typeof import('~/routes/bedbuilder.pdf');
  'bedbuilder.tsx': typeof import('~/routes/bedbuilder');
  'blogs.$uid._index.tsx': typeof import('~/routes/blogs.$uid._index');
  'blogs.$uid.tagged.$tag.tsx': typeof import('~/routes/blogs.$uid.tagged.$tag');
  'blogs.inspiration.$handle.tsx': typeof import('~/routes/blogs.inspiration.$handle');
  'blogs.inspiration._index.tsx': typeof import('~/routes/blogs.inspiration._index');
  'campaign.$handle.tsx': typeof import('~/routes/campaign.$handle');
  'cart.tsx': typeof import('~/routes/cart');
  'collections.$handle.$facet.($facetValue).tsx': typeof import('~/routes/collections.$handle.$facet.($facetValue)');
  'collections.$handle._index.tsx': typeof import('~/routes/collections.$handle._index');
  'collections.($handle).products.tsx': typeof import('~/routes/collections.($handle).products');
  'contact-us.tsx': typeof import('~/routes/contact-us');
  'contact-us_.success.tsx': typeof import('~/routes/contact-us_.success');
  'pages.$handle.tsx': typeof import('~/routes/pages.$handle');
  'preview._index.tsx': typeof import('~/routes/preview._index');
  'preview.campaign-sale.($handle).tsx': typeof import('~/routes/preview.campaign-sale.($handle)');
  'preview.exit.tsx': typeof import('~/routes/preview.exit');
  'products.$handle.tsx': typeof import('~/routes/products.$handle');
  'products.search.tsx': typeof import('~/routes/products.search');
  'sitemap.$type.$page[.xml].tsx': typeof import('~/routes/sitemap.$type.$page[.xml]');
  'slice-simulator.tsx': typeof import('~/routes/slice-simulator');
  'static-pages.$handle.tsx': typeof import('~/routes/static-pages.$handle');
  'store.$handle.tsx': typeof import('~/routes/store.$handle');
  'store._index.tsx': typeof import('~/routes/store._index');
  'store.store-locator.tsx': typeof import('~/routes/store.store-locator');
  'wishlist.tsx': typeof import('~/routes/wishlist');
  'work-with-us.tsx': typeof import('~/routes/work-with-us');
}

type Depth = [never, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** What in T a serialiser must not meet: 'the request context', 'a function', or never when T is plain. */
export type ServerOnlyIn<T, D extends number = 10> = [D] extends [never]
  ? never
  : T extends Response | Date | URL
    ? never
    : T extends DataWithResponseInit<infer U>
      ? ServerOnlyIn<U, Depth[D]>
      : T extends {readonly [REQUEST_CONTEXT]: true}
        ? 'the request context'
        : T extends (...args: never[]) => unknown
          ? 'a function'
          : T extends PromiseLike<infer U>
            ? ServerOnlyIn<U, Depth[D]>
            : T extends readonly (infer U)[]
              ? ServerOnlyIn<U, Depth[D]>
              : T extends object
                ? {[K in keyof T]-?: ServerOnlyIn<T[K], Depth[D]>}[keyof T]
                : never;

type Returned<M, Name extends 'loader' | 'action'> = M extends Record<Name, (...args: never[]) => infer R> ? Awaited<R> : never;

/** Per route file and export: what it would leak (an empty type when nothing). */
export type RouteLeaks = {
  [File in keyof ROUTE_MODULES]: {
    loader: ServerOnlyIn<Returned<ROUTE_MODULES[File], 'loader'>>;
    action: ServerOnlyIn<Returned<ROUTE_MODULES[File], 'action'>>;
  };
};

type Leaking = {
  [File in keyof RouteLeaks]: [RouteLeaks[File]['loader'], RouteLeaks[File]['action']] extends [never, never] ? never : File;
}[keyof RouteLeaks];

/** Fails the type check naming the route file whose data would carry server-only values. */
export const noRouteLeaks: [Leaking] extends [never] ? true : {leaks: Leaking} = true;
