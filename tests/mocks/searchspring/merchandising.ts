/**
 * The merchant's search redirects (set up in Searchspring's console): a query
 * that names a page goes there instead of a result list.
 */

/** Whole queries (lower case, single spaces) → a path on the store. */
export const SEARCH_REDIRECTS: ReadonlyMap<string, string> = new Map([
  ['spring sale', '/campaign/spring-sale'],
  ['clearance', '/collections/clearance'],
  ['clearance sale', '/collections/clearance'],
  ['store', '/store'],
  ['stores', '/store'],
  ['find a store', '/store'],
  ['delivery', '/pages/delivery-information'],
  ['warranty', '/pages/warranty'],
]);

export function redirectFor(query: string): string | null {
  return SEARCH_REDIRECTS.get(query.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}
