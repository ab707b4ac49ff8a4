import {useLocation} from '@remix-run/react';
import {useEffect, useRef, useState} from 'react';
import {REDIRECT_FROM_KEY, toRedirectFrom} from '~/ui/browser/redirect-from';
import {routeFocus} from '~/ui/browser/route-focus';
import {UI_TIMINGS} from '~/config/ui';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  shouldReloadForChunkError,
} from '~/ui/browser/chunk-reload';
import {useWindowErrors} from '~/ui/hooks/use-window-errors';

/**
 * Navigation behaviour besides scrolling (Remix's <ScrollRestoration> in root.tsx: a new page opens at its top or
 * its #target, Back returns to where the shopper was, and a link with preventScrollReset stays put): move focus to a
 * new page's heading and announce it, remember the page left (redirectFrom), and reload once, at most every 60 s,
 * when a route chunk fails to load (usually a deploy replaced the assets).
 */
export function NavigationEffects() {
  const location = useLocation();
  const previous = useRef(location);
  const [announcement, setAnnouncement] = useState('');

  // After a client-side navigation: focus and the announcement as ~/ui/browser/route-focus says. preventScroll:
  // <ScrollRestoration> has put the page where it belongs (its top, or where the shopper was on Back).
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    // The first render is a page load: the browser's.
    if (before.key === location.key) return;
    const focused = document.activeElement;
    const focusKept = Boolean(focused && focused !== document.body && focused.isConnected);
    const change = routeFocus(before.pathname, location, focusKept);
    const target = change.focusHeading
      ? (document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main'))
      : null;
    if (target) {
      target.tabIndex = -1;
      target.focus({preventScroll: true});
    }
    // <Meta> has set the new page's title by the time effects run.
    if (change.announce) setAnnouncement(`Navigated to ${document.title}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // redirectFrom: the page being left, kept for the next one. Stored in this effect's cleanup, which React
  // runs before the next page's effects, so that page already reads where the shopper came from.
  useEffect(() => {
    // <Meta> has set the new page's title by the time effects run.
    const page = {title: document.title, url: `${location.pathname}${location.search}`};
    const remember = () => {
      const value = toRedirectFrom(page.title, page.url);
      if (value) window.sessionStorage.setItem(REDIRECT_FROM_KEY, JSON.stringify(value));
    };
    // Leaving the site or reloading counts as leaving the page too.
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('pagehide', remember);
      remember();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // Marks the document once React owns it (tests of JavaScript-only behaviour wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // A failed page-chunk load (a new deploy replaced the chunks) reloads the page, at most once a minute.
  useWindowErrors((_kind, thrown) => {
    const message = thrown instanceof Error ? thrown.message : thrown;
    if (!isChunkLoadError(message)) return;
    const stored = Number(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    const now = Date.now();
    if (!shouldReloadForChunkError(stored || null, now, UI_TIMINGS.chunkReloadGuardMs)) return;
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    window.location.reload();
  });

  // In the server's HTML, so assistive technology is already watching it when it changes.
  return (
    <div role="status" className="sr-only" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
