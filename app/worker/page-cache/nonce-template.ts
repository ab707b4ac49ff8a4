/**
 * A kept document as UTF-8 bytes, cut where the render's CSP nonce was. A copy is then one native copy of
 * the bytes with the new nonce in the cuts: no search-and-replace over a ~100 kB string and no re-encoding
 * of it on every request (together about a quarter of the worker's time on a page-cache hit).
 */
export interface NonceTemplate {
  /** The document's bytes between the places the nonce was (one more part than places). */
  readonly parts: readonly Uint8Array[];
  /** The bytes of all parts, what the template costs in memory. */
  readonly byteLength: number;
}

const encoder = new TextEncoder();

export function nonceTemplate(html: string, nonce: string): NonceTemplate {
  if (nonce === '') throw new Error('A nonce template needs the nonce to cut at');
  const parts = html.split(nonce).map((part) => encoder.encode(part));
  return {parts, byteLength: parts.reduce((sum, part) => sum + part.byteLength, 0)};
}

/** The document with `nonce` where the old one was. */
export function fillNonce(template: NonceTemplate, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = encoder.encode(nonce);
  const {parts} = template;
  const out = new Uint8Array(template.byteLength + nonceBytes.byteLength * (parts.length - 1));
  let offset = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      out.set(nonceBytes, offset);
      offset += nonceBytes.byteLength;
    }
    out.set(part, offset);
    offset += part.byteLength;
  });
  return out;
}
