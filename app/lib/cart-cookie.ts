import type {AppEnvironment} from './env';

/**
 * The cart id cookie (spec: cart §9). It holds the bare cart id — the part
 * after `gid://shopify/Cart/`, including Shopify's `?key=` secret.
 */
export const CART_COOKIE_MAX_AGE = 15_768_000;
const CART_GID_PREFIX = 'gid://shopify/Cart/';
// Shopify cart tokens are URL-safe; the key is hex. Anything else is forged or corrupt.
const BARE_CART_ID = /^[A-Za-z0-9_-]{1,128}(\?key=[A-Za-z0-9]{1,128})?$/;

export function cartCookieName(environment: AppEnvironment): string {
  return environment === 'production' ? 'cart' : `cart_${environment}`;
}

export type CartCookieRead =
  | {state: 'absent'}
  | {state: 'valid'; cartId: string}
  | {state: 'malformed'};

export function readCartCookie(cookieHeader: string | null, name: string): CartCookieRead {
  const raw = readCookie(cookieHeader, name);
  if (raw === undefined || raw === '') return {state: 'absent'};
  let bare: string;
  try {
    bare = decodeURIComponent(raw);
  } catch {
    return {state: 'malformed'};
  }
  if (bare.startsWith(CART_GID_PREFIX)) bare = bare.slice(CART_GID_PREFIX.length);
  return BARE_CART_ID.test(bare)
    ? {state: 'valid', cartId: `${CART_GID_PREFIX}${bare}`}
    : {state: 'malformed'};
}

interface CookieFlags {
  secure: boolean;
}

export function serializeCartCookie(name: string, cartId: string, {secure}: CookieFlags): string {
  const bare = cartId.startsWith(CART_GID_PREFIX) ? cartId.slice(CART_GID_PREFIX.length) : cartId;
  return [
    `${name}=${encodeURIComponent(bare)}`,
    `Max-Age=${CART_COOKIE_MAX_AGE}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearCartCookie(name: string, {secure}: CookieFlags): string {
  return [`${name}=`, 'Max-Age=0', 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}

export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
