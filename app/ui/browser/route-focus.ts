/**
 * What a client-side navigation does to focus and to the screen reader (WCAG 2.4.3, 4.1.3). Pure: the component
 * passes in the two locations and whether the focused control survived the render.
 */

export type RouteLocation = {pathname: string; search: string; hash: string};

export type RouteChange = {
  /** Move focus to the new page's heading (or main). */
  focusHeading: boolean;
  /** Speak the new page's title in the route announcer. */
  announce: boolean;
};

const NOTHING: RouteChange = {focusHeading: false, announce: false};

/**
 * A new page (another path) gets the heading's focus and is announced, wherever focus was: a footer or menu link
 * must not leave the shopper at the bottom or top of the new page. The same page with new search parameters (a
 * filter, a variant, a gallery image) keeps focus on the control pressed, unless the render took that control
 * away, and is not announced: the page says what changed itself. A jump to a #fragment is the browser's to handle.
 */
export function routeChange(previous: RouteLocation, next: RouteLocation, focusLost: boolean): RouteChange {
  if (previous.pathname !== next.pathname) return {focusHeading: true, announce: true};
  if (next.hash && next.hash !== previous.hash) return NOTHING;
  if (previous.search !== next.search) return {focusHeading: focusLost, announce: false};
  return NOTHING;
}

/** What the announcer says: the page's title as the document has it. */
export function routeAnnouncement(title: string): string {
  const trimmed = title.trim();
  return trimmed ? `Navigated to ${trimmed}` : '';
}
