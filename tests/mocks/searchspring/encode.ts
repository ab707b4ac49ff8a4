/**
 * Searchspring's indexer HTML-entity encodes text values, and its Shopify
 * integration stores structured fields (variants, options...) as encoded JSON
 * strings. Clients decode them again (the storefront's `decodeEntities`,
 * snap-client's `htmlUnescape`), so the stand-in must encode the same way.
 */
export function encodeEntities(text: string): string {
  // Plain replaces: far quicker than a replace callback over large JSON strings (10,000-product feeds).
  if (!/[&<>"']/.test(text)) return text;
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function encodeJson(value: unknown): string {
  return encodeEntities(JSON.stringify(value));
}
