/**
 * The storefront's own analytics events: a search event with search_term;
 * product click, product view and basket view (currency AUD). Components
 * publish them through Hydrogen's Analytics.Provider (and the wishlist's
 * add_to_wishlist), so they honour its consent check; TagManagerEvents hands
 * them to the tag manager. Never blocking.
 */
import {useAnalytics} from '~/ui/analytics/hydrogen-analytics';
import {useCallback} from 'react';
import type {ProductSummary} from '~/domain/types';

export const CURRENCY = 'AUD';

export const STORE_EVENTS = {
  search: 'custom_search',
  productClick: 'custom_product_click',
  productView: 'custom_product_view',
  basketView: 'custom_basket_view',
  addToWishlist: 'custom_add_to_wishlist',
  /** A page track 500 ms after each route change (tag manager and e-mail marketing). */
  pageView: 'custom_page_view',
} as const;

export interface TrackedItem {
  id: string;
  sku: string | null;
  title: string;
  price: number;
  quantity?: number;
}

export interface StoreEventPayloads {
  [STORE_EVENTS.search]: {search_term: string};
  [STORE_EVENTS.productClick]: {currency: typeof CURRENCY; list: string; item: TrackedItem};
  [STORE_EVENTS.productView]: {currency: typeof CURRENCY; item: TrackedItem};
  [STORE_EVENTS.basketView]: {currency: typeof CURRENCY; value: number; items: TrackedItem[]};
  /** add_to_wishlist: currency AUD, value, item details. */
  [STORE_EVENTS.addToWishlist]: {currency: typeof CURRENCY; value: number; item: TrackedItem};
  [STORE_EVENTS.pageView]: PageViewPayload;
}

export interface PageViewPayload {
  /** The full URL, as analytics tools expect. */
  url: string;
  /** Path and query, as the router sees it. */
  path: string;
  title: string;
  /** The page the shopper came from (null on the first page of a visit). */
  referrer: string | null;
}

export type StoreEventName = keyof StoreEventPayloads;

export function trackedItem(product: Pick<ProductSummary, 'id' | 'title' | 'price'> & {sku?: string | null}): TrackedItem {
  return {id: product.id, sku: product.sku ?? null, title: product.title, price: Number(product.price.amount)};
}

/** Publishes one of our events; a no-op until consent allows tracking (Hydrogen's publish is). */
export function usePublishStoreEvent() {
  const {publish} = useAnalytics();
  return useCallback(
    <Name extends StoreEventName>(name: Name, payload: StoreEventPayloads[Name]) => {
      try {
        publish(name, payload as Record<string, unknown>);
      } catch (error) {
        // Tracking failures are logged and swallowed: tracking must never break the page.
        console.warn('Analytics event failed', error);
      }
    },
    [publish],
  );
}

export function useSearchTracking(): (searchTerm: string) => void {
  const publish = usePublishStoreEvent();
  return useCallback(
    (searchTerm: string) => {
      const term = searchTerm.trim();
      if (term !== '') publish(STORE_EVENTS.search, {search_term: term});
    },
    [publish],
  );
}
