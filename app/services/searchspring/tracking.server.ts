/**
 * The shopper's Searchspring ids, kept in cookies the worker sets itself, so search,
 * recommendations and beacons all carry the same user and session:
 * - `ssUserId` and the older `_isuid`: the browser, one year;
 * - `ssSessionIdNamespace`: the visit (a session cookie, no max age);
 * - `ssViewedProducts`: SKUs of the products viewed, most recent first; seven years.
 * A value that is not what we write is replaced, never sent on.
 */
import {readCookie, readValidCookie, serializeFirstPartyCookie, type FirstPartyCookieJar} from '~/kernel/http/cookies';

export const SEARCH_COOKIE_MAX_AGE = 31_536_000;
export const VIEWED_PRODUCTS_MAX_AGE = 220_752_000;
/** Searchspring reads at most this many recently viewed SKUs. */
export const VIEWED_PRODUCTS_LIMIT = 20;

/** The cookies this module reads and writes. */
export const SEARCH_TRACKING_COOKIES = ['ssUserId', '_isuid', 'ssSessionIdNamespace', 'ssViewedProducts'] as const;

const ID = /^[A-Za-z0-9-]{8,64}$/;
const SKU = /^[A-Za-z0-9._-]{1,64}$/;

export interface ShopperTracking {
  userId: string;
  sessionId: string;
  /** Unique per page view (not stored). */
  pageLoadId: string;
  viewedSkus: string[];
}

export interface ShopperTrackingCookies {
  /** The ids, creating (and queuing cookies for) missing ones on first use. */
  ids(): ShopperTracking;
  /** Records a product view (its SKU first in ssViewedProducts). */
  viewed(sku: string): void;
}

function serialize(name: string, value: string, maxAge: number | null, secure: boolean): string {
  return serializeFirstPartyCookie(name, value, {maxAge, secure});
}

function decoded(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function readId(cookieHeader: string | null, name: string): string | null {
  return readValidCookie(cookieHeader, name, ID);
}

/** The SKUs in a request's ssViewedProducts cookie, most recent first (none when it is missing or malformed). */
export function viewedSkusOf(cookieHeader: string | null): string[] {
  return parseViewedSkus(readCookie(cookieHeader, 'ssViewedProducts'));
}

export function parseViewedSkus(raw: string | undefined): string[] {
  const value = decoded(raw);
  if (!value) return [];
  const skus = value.split(',').map((sku) => sku.trim()).filter((sku) => SKU.test(sku));
  return [...new Set(skus)].slice(0, VIEWED_PRODUCTS_LIMIT);
}

export function createShopperTrackingCookies({
  cookieHeader,
  secure,
  setCookie,
  newId = () => crypto.randomUUID(),
}: FirstPartyCookieJar): ShopperTrackingCookies {
  let tracking: ShopperTracking | null = null;

  return {
    ids() {
      if (tracking) return tracking;
      const storedUser = readId(cookieHeader, 'ssUserId') ?? readId(cookieHeader, '_isuid');
      const storedSession = readId(cookieHeader, 'ssSessionIdNamespace');
      const userId = storedUser ?? newId();
      const sessionId = storedSession ?? newId();
      if (readId(cookieHeader, 'ssUserId') !== userId) {
        setCookie(serialize('ssUserId', userId, SEARCH_COOKIE_MAX_AGE, secure));
      }
      if (readId(cookieHeader, '_isuid') !== userId) {
        setCookie(serialize('_isuid', userId, SEARCH_COOKIE_MAX_AGE, secure));
      }
      if (!storedSession) setCookie(serialize('ssSessionIdNamespace', sessionId, null, secure));
      tracking = {
        userId,
        sessionId,
        pageLoadId: newId(),
        viewedSkus: viewedSkusOf(cookieHeader),
      };
      return tracking;
    },
    viewed(sku) {
      if (!SKU.test(sku)) return;
      const current = this.ids();
      const viewedSkus = [sku, ...current.viewedSkus.filter((item) => item !== sku)].slice(0, VIEWED_PRODUCTS_LIMIT);
      if (viewedSkus.join(',') === current.viewedSkus.join(',')) return;
      tracking = {...current, viewedSkus};
      setCookie(serialize('ssViewedProducts', viewedSkus.join(','), VIEWED_PRODUCTS_MAX_AGE, secure));
    },
  };
}
