/**
 * What a client-side navigation does with focus and the screen reader (WCAG 2.4.3, 4.1.3), as a page load would:
 * a new page (another path) gets focus on its heading, wherever focus was (a footer link must not leave the shopper
 * in the footer), and its title is spoken. The same page (a filter, a variant, a revalidation) keeps focus on the
 * control pressed, unless the render took that control away; a #fragment is the browser's.
 */
export type RouteFocus = {focusHeading: boolean; announce: boolean};

export function routeFocus(
  previousPathname: string,
  next: {pathname: string; hash: string},
  /** The focused control is still in the page after the render. */
  focusKept: boolean,
): RouteFocus {
  if (previousPathname !== next.pathname) return {focusHeading: true, announce: true};
  return {focusHeading: !next.hash && !focusKept, announce: false};
}
