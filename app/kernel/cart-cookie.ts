import * as z from 'zod/mini';
import type {AppEnvironment} from './env';
import {readCookie} from './http/cookies';

export {readCookie};

/**
 * The cart id cookie: max age 15768000 s (half a year), path /, its name
 * suffixed with the environment outside production. It holds the bare cart
 * id — the part after `gid://shopify/Cart/`, including Shopify's `?key=`
 * secret. HttpOnly: no browser code reads it (the bag's id reaches the page through loaders),
 * so a script injected into the page cannot steal the cart's key.
 */
export const CART_COOKIE_MAX_AGE = 15_768_000;
const CART_GID_PREFIX = 'gid://shopify/Cart/';
/**
 * The cookie's value, URL-decoded: a bare cart id (a full gid is accepted too), as the cart's gid. Shopify cart
 * tokens are URL-safe and the key is hex; anything else is forged or corrupt.
 */
const CART_COOKIE_VALUE = z.pipe(
  z.string().check(
    z.overwrite((value) => (value.startsWith(CART_GID_PREFIX) ? value.slice(CART_GID_PREFIX.length) : value)),
    z.regex(/^[A-Za-z0-9_-]{1,128}(\?key=[A-Za-z0-9]{1,128})?$/),
  ),
  z.transform((bare) => `${CART_GID_PREFIX}${bare}`),
);

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
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return {state: 'malformed'};
  }
  const parsed = CART_COOKIE_VALUE.safeParse(decoded);
  return parsed.success ? {state: 'valid', cartId: parsed.data} : {state: 'malformed'};
}

interface CookieFlags {
  secure: boolean;
}

const bareId = (cartId: string) => (cartId.startsWith(CART_GID_PREFIX) ? cartId.slice(CART_GID_PREFIX.length) : cartId);

function cookie(name: string, value: string, maxAge: number, {secure}: CookieFlags): string {
  return [`${name}=${value}`, `Max-Age=${maxAge}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}

export function serializeCartCookie(name: string, cartId: string, flags: CookieFlags): string {
  return cookie(name, encodeURIComponent(bareId(cartId)), CART_COOKIE_MAX_AGE, flags);
}

/** Expires the cart cookie, or a created-cart cookie by its name. */
export function clearCartCookie(name: string, flags: CookieFlags): string {
  return cookie(name, '', 0, flags);
}

/**
 * Two adds at once from a shopper with no bag yet each create a cart, and the
 * browser keeps only the last cart cookie. So each cart the worker creates
 * is also remembered under a cookie of its own (`{name}_new_{token}`): the
 * next request sees every cart made for this browser and merges the strays
 * into the bag (app/features/bag/shopper-cart.server.ts). An hour is ample for that.
 */
export const CREATED_CART_COOKIE_MAX_AGE = 3600;
/**
 * The most created-cart cookies one request reads, and so the most stray
 * carts it merges (a read and a claim each, sent together). Room for a
 * shopper firing 20 first adds at once, with a bound on what a forged Cookie
 * header can make one request do; cookies past it are left for the next one.
 */
const MAX_CREATED_CART_COOKIES = 25;

/**
 * A short name per cart. Cart tokens share long prefixes (the region they were
 * made in), so the name is a hash of the whole id (FNV-1a, 32 bits: ample for
 * the few carts one browser makes in an hour).
 */
function createdCartCookieName(name: string, cartId: string): string {
  let hash = 0x811c9dc5;
  for (const char of bareId(cartId)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${name}_new_${hash.toString(16).padStart(8, '0')}`;
}

export function serializeCreatedCartCookie(name: string, cartId: string, flags: CookieFlags): string {
  return cookie(createdCartCookieName(name, cartId), encodeURIComponent(bareId(cartId)), CREATED_CART_COOKIE_MAX_AGE, flags);
}

/** The carts this browser was given (valid ids only), each with its cookie's name for clearing. */
export function readCreatedCartCookies(cookieHeader: string | null, name: string): {cookieName: string; cartId: string}[] {
  if (!cookieHeader) return [];
  const prefix = `${name}_new_`;
  const found: {cookieName: string; cartId: string}[] = [];
  for (const part of cookieHeader.split(';')) {
    const cookieName = part.slice(0, part.indexOf('=')).trim();
    if (!cookieName.startsWith(prefix) || found.length >= MAX_CREATED_CART_COOKIES) continue;
    const read = readCartCookie(part, cookieName);
    if (read.state === 'valid') found.push({cookieName, cartId: read.cartId});
  }
  return found;
}
