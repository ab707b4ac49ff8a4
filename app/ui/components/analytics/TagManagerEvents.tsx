import {useAnalytics} from '~/ui/analytics/hydrogen-analytics';
import {useEffect} from 'react';
import {STORE_EVENTS} from '~/ui/analytics/events';

type DataLayerEvent = {event: string} & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Our event names → the tag manager's (GA4's recommended names). */
const DATA_LAYER_NAMES: Record<string, string> = {
  [STORE_EVENTS.search]: 'search',
  [STORE_EVENTS.productClick]: 'select_item',
  [STORE_EVENTS.productView]: 'view_item',
  [STORE_EVENTS.basketView]: 'view_cart',
  [STORE_EVENTS.addToWishlist]: 'add_to_wishlist',
  [STORE_EVENTS.pageView]: 'page_view',
};

/**
 * Subscribes to the storefront's analytics events and pushes them to the tag
 * manager's data layer, which is a no-op until a tag manager reads it.
 */
export function TagManagerEvents() {
  const {subscribe, register} = useAnalytics();
  useEffect(() => {
    const {ready} = register('TagManagerEvents');
    for (const [name, dataLayerName] of Object.entries(DATA_LAYER_NAMES)) {
      subscribe(name as `custom_${string}`, (payload: unknown) => {
        try {
          (window.dataLayer ??= []).push({event: dataLayerName, ...(payload as Record<string, unknown>)});
        } catch (error) {
          console.warn('Tag manager event failed', error);
        }
      });
    }
    ready();
  }, [subscribe, register]);
  return null;
}
