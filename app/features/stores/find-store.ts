/**
 * The product page's "Find a store": its field, where it answers, and the answer's shape (browser-safe; the
 * search itself is the store locator's, in find-store.server.ts).
 */

/** The field's name: the product page's own GET form and the JSON route both read it. */
export const FIND_STORE_PARAM = 'store-postcode';
/** The section's id, so a submitted form without JavaScript lands on the answer. */
export const FIND_STORE_ANCHOR = 'find-a-store';
/** The JSON route the enhanced form asks, so the page does not navigate. */
export const FIND_STORE_API = '/api/stores/nearest';
/** How many showrooms the product page lists, nearest first. */
export const FIND_STORE_SHOWN = 3;
export const STORES_UNAVAILABLE_MESSAGE = 'We can’t look up our showrooms just now. Please try again shortly.';

export interface FindStoreShowroom {
  handle: string;
  name: string;
  /** /store/{handle}. */
  url: string;
  /** '3.2 km', '800 m'. */
  distance: string;
  /** Street lines, suburb, state and postcode on one line. */
  address: string;
}

export interface FindStoreAnswer {
  /** The search as typed, so the field keeps it. */
  query: string;
  /** The sentence the live region reads: how many showrooms near where, which place, or what is wrong. */
  summary: string;
  /** True when the field itself is wrong (its message is the summary). */
  invalid: boolean;
  showrooms: FindStoreShowroom[];
  /** A suburb in several states: one search per state. */
  choices: {label: string; stateName: string; query: string}[];
}

/** What the live region says for the showrooms found near a place. */
export function showroomsNearSummary(count: number, place: string): string {
  if (count === 0) return `No showrooms near ${place}.`;
  return `${count} ${count === 1 ? 'showroom' : 'showrooms'} near ${place}`;
}

/** The question a suburb in several states asks. */
export function choicesSummary(suburb: string, states: number): string {
  return `There is a ${suburb} in ${states} states. Which one do you mean?`;
}
