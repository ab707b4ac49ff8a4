/**
 * The wishlist (The Wishlist Company; the local stand-in under
 * `${MOCK_SHOP_ORIGIN}/twc` unless TWC_BASE_URL is set). Finds and signs up
 * members by e-mail, keeps one wishlist per member and its items, and answers
 * in the app's own types (./types.ts).
 *
 * Every input is checked before anything is sent: a malformed id or a ref
 * that is not `wishlistId_productId_variantId` is {ok: false} with no call.
 * Item lists are not cached (they change with every add and remove); the
 * token is (./client.server.ts). Replies are read with the schemas in
 * ./reshape.ts. Never throws: failures are reported and answered {ok: false}.
 */
import {
  DEFAULT_WISHLIST_NAME,
  WISHLIST_ITEMS_PAGE_SIZE,
  WISHLIST_LOOKUP_PAGE_SIZE,
  emailError,
  hasMoreItems,
  isWishlistServiceId,
  normaliseEmail,
  parseWishlistItemRef,
  wishlistItemRef,
} from '~/domain/wishlist';
import type * as z from 'zod/mini';
import type {WishlistConfig} from '~/kernel/env';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {createTwcClient, type TwcRequest} from './client.server';
import {
  customerReply,
  customerSearchReply,
  itemReply,
  itemsPageReply,
  toAttributeGroups,
  wishlistLookupReply,
  wishlistReply,
} from './reshape';
import type {
  Wishlist,
  WishlistCustomer,
  WishlistItem,
  WishlistItemAttributes,
  WishlistItemsPage,
  WishlistResult,
} from './types';
import {
  TWC_CUSTOMER_API_PATH,
  TWC_WISHLIST_API_PATH,
  type WireAddItemBody,
  type WireChangeVariantBody,
  type WireCreateCustomerBody,
  type WireCreateWishlistBody,
  type WireDeleteWishlistBody,
} from './wire';

/** Each call's own limit; the request's deadline (the signal) caps them all. */
export const WISHLIST_TIMEOUT_MS = 3000;
/** Against an upstream that never stops paging: 20 × 50 items is more than any shopper keeps. */
export const MAX_ITEM_PAGES = 20;
const MAX_NAME_LENGTH = 100;
const MAX_ATTRIBUTE_LENGTH = 255;
/** Shopify allows 250 tags on a product. */
const MAX_TAGS = 250;

export interface WishlistServiceOptions {
  config: WishlistConfig;
  /** The worker's cache, for the token (shared by every request). */
  cache?: Cache;
  /** Lets the token's cache write finish after the response. */
  waitUntil?: (promise: Promise<unknown>) => void;
  signal?: AbortSignal;
  reportError: ReportError;
  fetch?: typeof fetch;
  /** Tests shorten it. */
  timeoutMs?: number;
}

const FAILED = {ok: false} as const;
const ok = <T>(value: T): WishlistResult<T> => ({ok: true, value});

const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.trim().length <= MAX_NAME_LENGTH;
const isAttributeText = (value: unknown) =>
  value === null || (typeof value === 'string' && value.length <= MAX_ATTRIBUTE_LENGTH);

function isAttributes(value: WishlistItemAttributes | undefined): value is WishlistItemAttributes {
  return (
    value !== undefined &&
    isAttributeText(value.compareAtPrice) &&
    isAttributeText(value.brand) &&
    isAttributeText(value.category) &&
    Array.isArray(value.tags) &&
    value.tags.length <= MAX_TAGS &&
    value.tags.every(
      (tag) => typeof tag === 'string' && tag !== '' && !tag.includes(',') && tag.length <= MAX_ATTRIBUTE_LENGTH,
    )
  );
}

/** The ref for these parts, or null when a part is malformed. */
function refFor(wishlistId: string, productId: string, variantId: string): string | null {
  try {
    return wishlistItemRef(wishlistId, productId, variantId);
  } catch {
    return null;
  }
}

/** An item as the service gave it: its ref agrees with its own ids (a forged one changes nothing). */
function isOwnItem(item: WishlistItem): boolean {
  const parts = parseWishlistItemRef(item.ref);
  return (
    isWishlistServiceId(item.id) &&
    parts !== null &&
    parts.wishlistId === item.wishlistId &&
    parts.productId === item.productId &&
    parts.variantId === item.variantId
  );
}

export function createWishlistService({
  config,
  cache,
  waitUntil = () => {},
  signal,
  reportError,
  fetch,
  timeoutMs = WISHLIST_TIMEOUT_MS,
}: WishlistServiceOptions) {
  const twc = createTwcClient({config, cache, waitUntil, signal, timeoutMs, reportError, fetch});
  const wishlistApi = (path: string) => `${TWC_WISHLIST_API_PATH}/${path}`;

  /** Sends `request` and reads its reply (a 404 it ignores: null) with `reply`; an unreadable one is reported. */
  async function call<T>(request: TwcRequest, what: string, reply: z.ZodMiniType<T>): Promise<WishlistResult<T>> {
    const result = await twc.request(request);
    if (!result.ok) return result;
    const read = reply.safeParse(result.body);
    if (!read.success) {
      twc.unreadable(request, what);
      return FAILED;
    }
    return ok(read.data);
  }

  function createWishlist(customerId: string, name: string): Promise<WishlistResult<Wishlist>> {
    const body: WireCreateWishlistBody = {customerId, name};
    return call({method: 'POST', path: wishlistApi('wishlists'), body}, 'create wishlist', wishlistReply);
  }

  async function itemsPage(wishlistId: string, lastItemId?: string | null): Promise<WishlistResult<WishlistItemsPage>> {
    if (!isWishlistServiceId(wishlistId) || (lastItemId && !isWishlistServiceId(lastItemId))) return FAILED;
    const query: Record<string, string> = {id: wishlistId, pageSize: String(WISHLIST_ITEMS_PAGE_SIZE)};
    if (lastItemId) query.lastItemId = lastItemId;
    // A 404 (no items, or none after lastItemId) is an empty page: the list ends, nothing is reported.
    return call(
      {method: 'GET', path: wishlistApi('wishlist/items'), query, ignoreNotFound: true},
      'wishlist items',
      itemsPageReply,
    );
  }

  return {
    /** The member with this e-mail address; null when there is none. */
    async findCustomer(email: string): Promise<WishlistResult<WishlistCustomer | null>> {
      if (emailError(email) !== null) return FAILED;
      const wanted = normaliseEmail(email);
      const request: TwcRequest = {
        method: 'GET',
        path: `${TWC_CUSTOMER_API_PATH}/customers/search`,
        query: {email: wanted},
        ignoreNotFound: true,
      };
      // TWC answers nobody with an empty list; a 404 means the same.
      const customers = await call(request, 'customer search', customerSearchReply);
      if (!customers.ok) return customers;
      return ok(customers.value.find((customer) => normaliseEmail(customer.email) === wanted) ?? null);
    },

    /** Sign-up (/become-a-member): a new member; {ok: false} when TWC refuses (e.g. the address is taken). */
    async createCustomer(input: {
      email: string;
      firstName: string;
      lastName: string;
      /** The retailer's member number for them (TWC's `customerRef`). */
      memberNumber?: string;
    }): Promise<WishlistResult<WishlistCustomer>> {
      if (emailError(input.email) !== null || !isName(input.firstName) || !isName(input.lastName)) return FAILED;
      if (input.memberNumber !== undefined && !/^[A-Z0-9-]{6,16}$/.test(input.memberNumber)) return FAILED;
      const body: WireCreateCustomerBody = {
        email: normaliseEmail(input.email),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        ...(input.memberNumber ? {customerRef: input.memberNumber} : {}),
      };
      return call({method: 'POST', path: `${TWC_CUSTOMER_API_PATH}/customers`, body}, 'create customer', customerReply);
    },

    /** The member's wishlist, creating one when they have none. Without a usable customer id nothing is sent. */
    async getOrCreateWishlist(customerId: string): Promise<WishlistResult<Wishlist>> {
      if (!isWishlistServiceId(customerId)) return FAILED;
      const query = {customerId, pageSize: String(WISHLIST_LOOKUP_PAGE_SIZE)};
      // A 404 is "no wishlist yet".
      const found = await call(
        {method: 'GET', path: wishlistApi('wishlists/lookup'), query, ignoreNotFound: true},
        'wishlist lookup',
        wishlistLookupReply,
      );
      if (!found.ok) return found;
      const [wishlist] = found.value;
      return wishlist ? ok(wishlist) : createWishlist(customerId, DEFAULT_WISHLIST_NAME);
    },

    /** One page of items (50); an empty page when TWC has none (404). */
    itemsPage,

    /** Every item: pages until there is no lastEvaluatedItemId (or it stops advancing, or MAX_ITEM_PAGES). */
    async allItems(wishlistId: string): Promise<WishlistResult<WishlistItem[]>> {
      const items = new Map<string, WishlistItem>();
      let cursor: string | null = null;
      for (let page = 1; ; page += 1) {
        const result = await itemsPage(wishlistId, cursor);
        if (!result.ok) return result;
        for (const item of result.value.items) items.set(item.id, item);
        const next = result.value.lastEvaluatedItemId;
        if (!hasMoreItems(next) || next === cursor) break;
        if (page >= MAX_ITEM_PAGES) {
          reportError(new Error(`Wishlist still paging after ${MAX_ITEM_PAGES} pages`), {service: 'wishlist'});
          break;
        }
        cursor = next;
      }
      return ok([...items.values()]);
    },

    /** Adds a product's variant; adding the same one again leaves one item. */
    async addItem(
      wishlistId: string,
      item: {productId: string; variantId: string; attributes: WishlistItemAttributes},
    ): Promise<WishlistResult<WishlistItem>> {
      const ref = refFor(wishlistId, item.productId, item.variantId);
      if (ref === null || !isAttributes(item.attributes)) return FAILED;
      const body: WireAddItemBody = {
        wishlistId,
        attributeGroups: toAttributeGroups(item.attributes),
        wishlistItemRef: ref,
        product: {productRef: item.productId, selectedVariantRef: item.variantId},
      };
      return call({method: 'POST', path: wishlistApi('wishlist/items'), body}, 'add item', itemReply);
    },

    /** Another variant of the item's product; its ref becomes `wishlistId_productId_{variantId}`. */
    async changeVariant(item: WishlistItem, variantId: string): Promise<WishlistResult<WishlistItem>> {
      if (!isOwnItem(item)) return FAILED;
      const ref = refFor(item.wishlistId, item.productId, variantId);
      if (ref === null) return FAILED;
      if (variantId === item.variantId) return ok(item);
      const body: WireChangeVariantBody = {
        id: item.id,
        wishlistId: item.wishlistId,
        wishlistItemRef: ref,
        product: {productRef: item.productId, oldVariantRef: item.variantId, selectedVariantRef: variantId},
      };
      return call({method: 'PUT', path: wishlistApi('wishlist/items'), body}, 'change variant', itemReply);
    },

    /** Removes the item with this ref; {ok: false, notFound: true} when TWC has no such item. */
    async removeItem(ref: string): Promise<WishlistResult<void>> {
      if (parseWishlistItemRef(ref) === null) return FAILED;
      const result = await twc.request({
        method: 'DELETE',
        path: wishlistApi(`wishlist/items/${encodeURIComponent(ref)}/ref`),
      });
      return result.ok ? ok(undefined) : result;
    },

    /**
     * Remove all: marks the wishlist deleted and gives the member a new, empty one. Should the new
     * one fail, the next getOrCreateWishlist makes it.
     */
    async removeAll(wishlist: Wishlist): Promise<WishlistResult<Wishlist>> {
      if (!isWishlistServiceId(wishlist.id) || !isWishlistServiceId(wishlist.customerId)) return FAILED;
      const body: WireDeleteWishlistBody = {id: wishlist.id, deleted: true};
      const deleted = await twc.request({
        method: 'PUT',
        path: wishlistApi('wishlists/'),
        query: {wishlistId: wishlist.id},
        body,
      });
      if (!deleted.ok) return deleted;
      return createWishlist(wishlist.customerId, isName(wishlist.name) ? wishlist.name : DEFAULT_WISHLIST_NAME);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
