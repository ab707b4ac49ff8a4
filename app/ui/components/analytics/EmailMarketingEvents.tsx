import {useAnalytics} from '~/ui/analytics/hydrogen-analytics';
import {useEffect} from 'react';
import {STORE_EVENTS, type PageViewPayload} from '~/ui/analytics/events';

type LearnqCommand = [string, ...unknown[]];

declare global {
  interface Window {
    /** The e-mail marketing tool's command queue (Klaviyo's `_learnq`), read when its script loads. */
    _learnq?: LearnqCommand[];
  }
}

/**
 * The e-mail marketing page track: each page view goes onto the
 * tool's queue as `['track', 'Viewed Page', …]`, which its script sends
 * when installed. Subscribes through Analytics.Provider, so consent applies.
 */
export function EmailMarketingEvents() {
  const {subscribe, register} = useAnalytics();
  useEffect(() => {
    const {ready} = register('EmailMarketingEvents');
    subscribe(STORE_EVENTS.pageView, function emailMarketingPageTrack(payload: unknown) {
      const {url, title, path} = payload as PageViewPayload;
      try {
        (window._learnq ??= []).push(['track', 'Viewed Page', {url, path, title}]);
      } catch (error) {
        console.warn('E-mail marketing page track failed', error);
      }
    });
    ready();
  }, [subscribe, register]);
  return null;
}
