import {useLocation} from '@remix-run/react';
import {useEffect, useRef, useState} from 'react';
import {routeAnnouncement, routeChange, type RouteLocation} from '~/ui/browser/route-focus';

/**
 * After a client-side navigation, focus moves to the new page's heading and its title is spoken (WCAG 2.4.3,
 * 4.1.3), as a full page load would do for a screen reader; without JavaScript the browser does both itself.
 * The live region is in the server's HTML, so assistive technology is already watching it when it changes.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const previous = useRef<RouteLocation>(location);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const change = routeChange(previous.current, location, !isFocused(document.activeElement));
    previous.current = location;
    if (change.focusHeading) focusHeading();
    // <Meta> has set the new page's title by the time effects run.
    if (change.announce) setMessage(routeAnnouncement(document.title));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </div>
  );
}

/** Whether a control still holds focus: the render may have replaced it, leaving focus on <body>. */
function isFocused(element: Element | null): boolean {
  return element != null && element !== document.body && element.isConnected;
}

/**
 * The page's own heading, else its main region. preventScroll: <ScrollRestoration> has put the page where it
 * belongs (its top, or where the shopper was on Back), and focusing must not move it.
 */
function focusHeading() {
  const target = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({preventScroll: true});
}
