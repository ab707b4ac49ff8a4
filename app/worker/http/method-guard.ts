/**
 * A POST (or PUT, DELETE…) to a page or API route that has no action: Remix would answer with its internal
 * 405 error, whose page shows a stack trace with the server's file paths (and an API route's
 * `{"message":"Unexpected Server Error"}`). The worker answers first instead: 405, an `Allow` header and
 * a plain message. Matching follows Remix's own rule: the deepest matching route takes the action, except
 * an index route, which takes it only when the URL says `?index` (else its parent layout does).
 */
import {matchRoutes, type AgnosticRouteObject} from '@remix-run/router';
import {plainErrorResponse} from './security-headers';

export const NO_ACTION_MESSAGE = 'This page can only be viewed, not posted to.';

/** The part of Remix's server build a route entry has that this reads. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: {action?: unknown};
}

type RouteNode = AgnosticRouteObject & {id: string; hasAction: boolean};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function routeTree(routes: Readonly<Record<string, ManifestRoute>>, parentId?: string): RouteNode[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const hasAction = typeof route.module.action === 'function';
      return route.index
        ? {id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive, hasAction}
        : {id: route.id, path: route.path, caseSensitive: route.caseSensitive, hasAction, children: routeTree(routes, route.id)};
    });
}

/** The path Remix routes a request to: single fetch's `/x.data` is `/x`, and `/_root.data` is `/`. */
function routedPath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

export function createMethodGuard(routes: Readonly<Record<string, ManifestRoute>>) {
  const tree = routeTree(routes);
  /** The 405 to answer with, or null when the request goes on to Remix. */
  return function guardMethod(request: Request): Response | null {
    if (SAFE_METHODS.has(request.method)) return null;
    const url = new URL(request.url);
    const matches = matchRoutes(tree, routedPath(url.pathname));
    // No match at all is Remix's 404 to give.
    if (!matches || matches.length === 0) return null;
    const leaf = matches[matches.length - 1].route as RouteNode;
    const target = leaf.index && !url.searchParams.has('index') ? (matches.at(-2)?.route as RouteNode | undefined) : leaf;
    if (target?.hasAction) return null;
    const response = plainErrorResponse(405, NO_ACTION_MESSAGE);
    response.headers.set('Allow', 'GET, HEAD');
    return response;
  };
}
