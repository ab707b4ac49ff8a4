/**
 * The wishlist service's answers in the app's own types (the Wishlist
 * Company's wire names stay in wire.ts). Ids are the service's own; product
 * and variant ids are Shopify's numeric ids as strings.
 */

export interface WishlistCustomer {
  /** The Wishlist Company's customer id. */
  id: string;
  email: string;
  /** The retailer's member number (the Wishlist Company's `customerRef`), when it has one. */
  memberNumber?: string | null;
}

export interface Wishlist {
  id: string;
  customerId: string;
  name: string;
  itemCount: number;
}

export interface WishlistItemAttributes {
  compareAtPrice: string | null;
  brand: string | null;
  category: string | null;
  tags: string[];
}

export interface WishlistItem {
  /** The service's item id. */
  id: string;
  /** `wishlistId_productId_variantId` (app/domain/wishlist.ts). */
  ref: string;
  wishlistId: string;
  productId: string;
  variantId: string;
  attributes: WishlistItemAttributes;
}

export interface WishlistItemsPage {
  items: WishlistItem[];
  /** The cursor for the next page: TWC names one on every non-empty page (the page after the last is a 404, read as empty). */
  lastEvaluatedItemId: string | null;
  itemCount: number;
}

/**
 * Every call answers ok with a value, or not ok (reported); `notFound` when the service said 404, `conflict`
 * when it said 409 (an address already taken, or another request got there first: not reported).
 */
export type WishlistResult<T> = {ok: true; value: T} | {ok: false; notFound?: boolean; conflict?: boolean};
