import {GraphQLError} from 'graphql';

/** Shopify global ids: `gid://shopify/{Type}/{id}` plus optional query (`?key=` on carts). */
export function gid(type: string, id: string | number): string {
  return `gid://shopify/${type}/${id}`;
}

export interface ParsedGid {
  type: string;
  id: string;
  params: URLSearchParams;
}

export function parseGid(value: string): ParsedGid | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)(?:\?(.*))?$/.exec(value);
  if (!match) return null;
  return {type: match[1], id: match[2], params: new URLSearchParams(match[3] ?? '')};
}

/** The numeric id of a gid of the given type, or null when it is anything else. */
export function numericIdOf(value: string, type: string): number | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type || !/^\d+$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

/**
 * Opaque cursors shaped like Shopify's (base64 JSON with `last_id`), so clients
 * cannot lean on a format they would not get from the real API either.
 */
export function encodeCursor(key: string | number): string {
  return Buffer.from(JSON.stringify({last_id: key})).toString('base64');
}

export function decodeCursor(cursor: string): string | number {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
    if (decoded && typeof decoded === 'object' && 'last_id' in decoded) {
      const key = (decoded as {last_id: unknown}).last_id;
      if (typeof key === 'string' || typeof key === 'number') return key;
    }
  } catch {
    // fall through to the error below
  }
  throw new GraphQLError(`Invalid cursor: ${cursor}`, {extensions: {code: 'BAD_REQUEST'}});
}

/** A stable number for things the fixture has no id for (images, metafields, options). */
export function stableNumericId(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 30_000_000_000 + hash;
}
