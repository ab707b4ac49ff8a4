/**
 * React 18's streaming renderer (the edge build Remix uses) encodes every attribute name, value and text
 * piece with its own `TextEncoder.encode` call: a few thousand per page. In workerd each call crosses into
 * the runtime's C++ and allocates an external buffer, about 0.5 µs; encoding a short ASCII string in
 * JavaScript, into a small on-heap array, takes a tenth of that. Long or non-ASCII strings still go to the
 * native encoder, so every result is byte-for-byte what it would have been. (React 19 batches its encoding
 * and makes this unnecessary.)
 */

/** Longer strings are cheaper through the native encoder, whose per-byte work is faster. */
const SHORT = 96;

const INSTALLED = Symbol.for('dreamhaus.shortStringEncoder');

export function encodeShortAscii(input: string): Uint8Array<ArrayBuffer> | null {
  const length = input.length;
  if (length > SHORT) return null;
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index++) {
    const code = input.charCodeAt(index);
    if (code > 0x7f) return null;
    bytes[index] = code;
  }
  return bytes;
}

/** Puts the short-ASCII path in front of `TextEncoder.prototype.encode`, once per isolate. */
export function installShortStringEncoder(prototype: TextEncoder = TextEncoder.prototype): void {
  const marked = prototype as TextEncoder & {[INSTALLED]?: true};
  if (Object.prototype.hasOwnProperty.call(marked, INSTALLED)) return;
  marked[INSTALLED] = true;
  const nativeEncode = prototype.encode;
  prototype.encode = function encode(this: TextEncoder, input?: string): Uint8Array<ArrayBuffer> {
    return (typeof input === 'string' && encodeShortAscii(input)) || nativeEncode.call(this, input);
  };
}
