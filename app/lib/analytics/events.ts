/**
 * The storefront's own analytics events (spec: browsing §7 "Analytics: a
 * search event with search_term"; "A client tracking script records product
 * click, product view and basket view (currency AUD)"). Components publish
 * them through Hydrogen's Analytics.Provider, so they honour its consent
 * check; TagManagerEvents hands them to the tag manager. Never blocking.
 */
import {useAnalytics} from '@shopify/hydrogen';
import {useCallback} from 'react';
import type {ProductSummary} from '~/domain/types';

export const CURRENCY = 'AUD';

export const SEARCH_EVENTS = {
  search: 'custom_search',
  productClick: 'custom_product_click',
  productView: 'custom_product_view',
  basketView: 'custom_basket_view',
} as const;

export interface TrackedItem {
  id: string;
  sku: string | null;
  title: string;
  price: number;
  quantity?: number;
}

export interface SearchEventPayloads {
  [SEARCH_EVENTS.search]: {search_term: string};
  [SEARCH_EVENTS.productClick]: {currency: typeof CURRENCY; list: string; item: TrackedItem};
  [SEARCH_EVENTS.productView]: {currency: typeof CURRENCY; item: TrackedItem};
  [SEARCH_EVENTS.basketView]: {currency: typeof CURRENCY; value: number; items: TrackedItem[]};
}

export type SearchEventName = keyof SearchEventPayloads;

export function trackedItem(product: Pick<ProductSummary, 'id' | 'title' | 'price'> & {sku?: string | null}): TrackedItem {
  return {id: product.id, sku: product.sku ?? null, title: product.title, price: Number(product.price.amount)};
}

/** Publishes one of our events; a no-op until consent allows tracking (Hydrogen's publish is). */
export function usePublishSearchEvent() {
  const {publish} = useAnalytics();
  return useCallback(
    <Name extends SearchEventName>(name: Name, payload: SearchEventPayloads[Name]) => {
      try {
        publish(name, payload as Record<string, unknown>);
      } catch (error) {
        // Tracking failures are logged and swallowed (spec: error catalogue).
        console.warn('Analytics event failed', error);
      }
    },
    [publish],
  );
}

export function useSearchTracking(): (searchTerm: string) => void {
  const publish = usePublishSearchEvent();
  return useCallback(
    (searchTerm: string) => {
      const term = searchTerm.trim();
      if (term !== '') publish(SEARCH_EVENTS.search, {search_term: term});
    },
    [publish],
  );
}
