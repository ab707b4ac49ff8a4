/**
 * Shopify global ids: `gid://shopify/{Type}/{id}` with an optional query,
 * e.g. `gid://shopify/ProductVariant/123` or `gid://shopify/Cart/abc?key=def`.
 * An invalid one is the error 'Invalid gid'.
 */

export const INVALID_GID = 'Invalid gid';

export type GidType = 'ProductVariant' | 'Product' | 'Cart' | 'CartLine' | 'Collection' | (string & {});

export type GidResult =
  | {ok: true; gid: string; type: string; id: string; query: string | null}
  | {ok: false; error: typeof INVALID_GID};

/** Longest gid accepted; real ones are well under 200 characters, so anything longer is forged. */
const MAX_GID_LENGTH = 500;

// Type: a PascalCase resource name. Id: one path segment. Query: optional and non-empty.
const GID_PATTERN = /^gid:\/\/shopify\/([A-Z][A-Za-z0-9]*)\/([^/?#\s]+)(?:\?([^#\s]+))?$/;

const BARE_NUMERIC_ID = /^[1-9]\d*$/;

export function parseGid(value: unknown, expectedType?: GidType): GidResult {
  if (typeof value !== 'string' || value.length > MAX_GID_LENGTH) {
    return {ok: false, error: INVALID_GID};
  }
  const match = GID_PATTERN.exec(value);
  if (!match) return {ok: false, error: INVALID_GID};
  const [, type, id, query] = match;
  if (expectedType !== undefined && type !== expectedType) {
    return {ok: false, error: INVALID_GID};
  }
  return {ok: true, gid: value, type, id, query: query ?? null};
}

export function isGid(value: unknown, expectedType?: GidType): value is string {
  return parseGid(value, expectedType).ok;
}

export function toGid(type: GidType, id: string | number): string {
  return `gid://shopify/${type}/${id}`;
}

/**
 * The `?variant=` value of a product URL as a variant gid. Accepts the bare
 * numeric id the storefront writes (`?variant=123`) or a full variant gid;
 * anything else is null.
 */
export function variantGidFromParam(param: string | null | undefined): string | null {
  if (typeof param !== 'string') return null;
  const value = param.trim();
  if (BARE_NUMERIC_ID.test(value)) return toGid('ProductVariant', value);
  const parsed = parseGid(value, 'ProductVariant');
  // Variant ids never carry a query; normalise so comparisons with upstream ids work.
  return parsed.ok && BARE_NUMERIC_ID.test(parsed.id) ? toGid('ProductVariant', parsed.id) : null;
}

/** The id segment of a gid (`gid://shopify/ProductVariant/123` → '123'), null when not a gid. */
export function toLegacyId(gid: string | null | undefined): string | null {
  const parsed = parseGid(gid);
  return parsed.ok ? parsed.id : null;
}
