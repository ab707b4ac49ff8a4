import {useLocation} from '@remix-run/react';
import {useEffect, useRef} from 'react';
import {UI_TIMINGS} from '~/config/ui';
import {STORE_EVENTS, usePublishStoreEvent} from '~/ui/analytics/events';

/**
 * Publishes our page view 500 ms after each route change: by then the new
 * page has its title. A change of page within the delay replaces the pending one.
 * Consent is Analytics.Provider's: publishing is a no-op without it.
 * (Hydrogen's own page_viewed goes to Shopify, and only with a real shop.)
 */
export function PageViewTracking() {
  const location = useLocation();
  const publish = usePublishStoreEvent();
  const previous = useRef<string | null>(null);
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      publish(STORE_EVENTS.pageView, {
        url: window.location.href,
        path,
        title: document.title,
        referrer: previous.current ?? (document.referrer || null),
      });
      previous.current = window.location.href;
    }, UI_TIMINGS.trackingDelayMs);
    return () => window.clearTimeout(timer);
    // One view per path; a re-render of the same page is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  return null;
}
