/**
 * Hydrogen's `Analytics` components and `useAnalytics`, for the browser only: the app imports them from here, not
 * from '@shopify/hydrogen'. A server render gets stand-ins that do nothing, which is all Hydrogen's do there: the
 * shop loads in an effect, so on the server its provider renders only its context and the page, and every analytics
 * component and subscriber acts in effects, which the server never runs. But on every render its provider looks up
 * Shopify's customer-privacy API, privacy banner and (without our `canTrack`) tracking consent on `window`, each in a
 * try/catch: with no window on the server, each lookup threw and caught a ReferenceError, stack trace and all, on
 * every page. `import.meta.env.SSR` is a build-time constant, so each build keeps only its own branch: the worker's
 * has none of Hydrogen's analytics code (tests/patches/hydrogen.test.ts).
 */
import {Analytics as HydrogenAnalytics, useAnalytics as useHydrogenAnalytics} from '@shopify/hydrogen';
import type {ComponentProps} from 'react';

type HydrogenAnalyticsComponents = typeof HydrogenAnalytics;

/** Hydrogen's `Analytics`, with components that may render nothing. */
export type AnalyticsComponents = {
  [Name in keyof HydrogenAnalyticsComponents]: (
    props: ComponentProps<HydrogenAnalyticsComponents[Name]>,
  ) => JSX.Element | null;
};

/** What the app uses of the provider's value. */
export type AnalyticsApi = Pick<ReturnType<typeof useHydrogenAnalytics>, 'publish' | 'subscribe' | 'register'>;

function NoAnalyticsView(): null {
  return null;
}

/**
 * The page, where Hydrogen's provider puts it: first of five children, the other four being its analytics components,
 * none of which it renders before the shop has loaded in the browser. `useId` numbers by position among siblings, so
 * the browser's first render, inside Hydrogen's provider, gives every element the id the server gave it.
 */
function ServerAnalyticsProvider({children}: ComponentProps<HydrogenAnalyticsComponents['Provider']>) {
  return (
    <>
      {children}
      {false}
      {false}
      {false}
      {false}
    </>
  );
}

const serverAnalytics: AnalyticsComponents = {
  CartView: NoAnalyticsView,
  CollectionView: NoAnalyticsView,
  CustomView: NoAnalyticsView,
  ProductView: NoAnalyticsView,
  Provider: ServerAnalyticsProvider,
  SearchView: NoAnalyticsView,
};

/** Publishing, subscribing and registering happen in effects and event handlers: never on the server. */
const serverApi: AnalyticsApi = {
  publish: () => {},
  subscribe: () => {},
  register: () => ({ready: () => {}}),
};

export const Analytics: AnalyticsComponents = import.meta.env.SSR ? serverAnalytics : HydrogenAnalytics;

export const useAnalytics: () => AnalyticsApi = import.meta.env.SSR ? () => serverApi : useHydrogenAnalytics;
