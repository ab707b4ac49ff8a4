/**
 * Search tracking (spec: browsing §7 "Analytics: a search event with
 * search_term"): pushed to the tag manager's data layer, which never blocks
 * the page and is a no-op until a tag manager reads it.
 */
import {useCallback} from 'react';

type DataLayerEvent = {event: string} & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  try {
    (window.dataLayer ??= []).push(event);
  } catch {
    // Tracking failures are swallowed (spec: tracking failure is logged and swallowed).
  }
}

/** The `search` event for a query the shopper searched for. */
export function searchEvent(searchTerm: string): DataLayerEvent {
  return {event: 'search', search_term: searchTerm.trim()};
}

export function useSearchTracking(): (searchTerm: string) => void {
  return useCallback((searchTerm: string) => {
    if (searchTerm.trim() !== '') pushDataLayer(searchEvent(searchTerm));
  }, []);
}
