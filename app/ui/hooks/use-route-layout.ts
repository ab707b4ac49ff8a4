import {useMatches} from '@remix-run/react';

/** The layouts a route can name: `default` (site chrome) or `slices` (the page alone). */
export type RouteLayout = 'default' | 'slices';

/** A route names another layout with `export const handle = {layout: 'slices'}`. */
export interface LayoutHandle {
  layout?: RouteLayout;
}

/** The layout the deepest route that names one asks for; otherwise the default. */
export function useRouteLayout(): RouteLayout {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i].handle as LayoutHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return 'default';
}
