/**
 * The Wishlist Company's replies as the app's types, and the app's item
 * attributes as TWC attribute groups. Pure. Anything that does not read as
 * expected is null: the service reports it rather than guess.
 */
import {isWishlistServiceId, parseWishlistItemRef} from '~/domain/wishlist';
import type {Wishlist, WishlistCustomer, WishlistItem, WishlistItemAttributes, WishlistItemsPage} from './types';
import type {WireAttributeGroups} from './wire';

type WireRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Spec §3: the item's attributes live in the group `addToCartProps`. */
const ITEM_ATTRIBUTE_GROUP = 'addToCartProps';
/** TWC attribute values are strings; Shopify tags never contain a comma. */
const TAG_SEPARATOR = ',';

export function toAccessToken(body: unknown): {accessToken: string; expiresInS: number} | null {
  if (!isRecord(body)) return null;
  const accessToken = text(body.access_token);
  const expiresInS = body.expires_in;
  const bearer = typeof body.token_type === 'string' && body.token_type.toLowerCase() === 'bearer';
  if (!accessToken || !bearer || typeof expiresInS !== 'number' || !Number.isFinite(expiresInS) || expiresInS <= 0) {
    return null;
  }
  return {accessToken, expiresInS};
}

export function toCustomer(wire: unknown): WishlistCustomer | null {
  if (!isRecord(wire) || !isWishlistServiceId(wire.id)) return null;
  const email = text(wire.email);
  return email ? {id: wire.id, email, memberNumber: text(wire.customerRef)} : null;
}

/** `customers/search`: every readable customer; null when the reply is not a list. */
export function toCustomers(body: unknown): WishlistCustomer[] | null {
  if (!Array.isArray(body)) return null;
  return body.map(toCustomer).filter((customer) => customer !== null);
}

export function toWishlist(wire: unknown): Wishlist | null {
  if (!isRecord(wire) || !isWishlistServiceId(wire.id) || !isWishlistServiceId(wire.customerId)) return null;
  if (wire.deleted === true) return null;
  const itemCount = typeof wire.itemCount === 'number' && Number.isInteger(wire.itemCount) ? wire.itemCount : 0;
  return {id: wire.id, customerId: wire.customerId, name: text(wire.name) ?? '', itemCount: Math.max(0, itemCount)};
}

/** `wishlists/lookup`: the customer's live wishlists; null when the reply cannot be read. */
export function toWishlists(body: unknown): Wishlist[] | null {
  if (!isRecord(body) || !Array.isArray(body.wishlist)) return null;
  return body.wishlist.map(toWishlist).filter((wishlist) => wishlist !== null);
}

export function toAttributeGroups(attributes: WishlistItemAttributes): WireAttributeGroups {
  const values: Record<string, string> = {};
  if (attributes.compareAtPrice) values.compareAtPrice = attributes.compareAtPrice;
  if (attributes.brand) values.brand = attributes.brand;
  if (attributes.category) values.category = attributes.category;
  if (attributes.tags.length > 0) values.tags = attributes.tags.join(TAG_SEPARATOR);
  return {[ITEM_ATTRIBUTE_GROUP]: {description: 'Add to cart properties', attributes: values}};
}

export function toAttributes(groups: unknown): WishlistItemAttributes {
  const group = isRecord(groups) ? groups[ITEM_ATTRIBUTE_GROUP] : undefined;
  const values = isRecord(group) && isRecord(group.attributes) ? group.attributes : {};
  const tags = text(values.tags);
  return {
    compareAtPrice: text(values.compareAtPrice),
    brand: text(values.brand),
    category: text(values.category),
    tags: tags ? tags.split(TAG_SEPARATOR).filter((tag) => tag !== '') : [],
  };
}

/**
 * An item is ours only when its ref is `wishlistId_productId_variantId` and
 * agrees with its wishlist and product; anything else (added elsewhere, or
 * forged) is null, so the app never shows what it could not remove.
 */
export function toItem(wire: unknown): WishlistItem | null {
  if (!isRecord(wire) || !isWishlistServiceId(wire.id) || !isRecord(wire.product)) return null;
  const parts = parseWishlistItemRef(wire.wishlistItemRef);
  if (
    !parts ||
    parts.wishlistId !== wire.wishlistId ||
    parts.productId !== wire.product.productRef ||
    parts.variantId !== wire.product.selectedVariantRef
  ) {
    return null;
  }
  return {id: wire.id, ref: wire.wishlistItemRef as string, ...parts, attributes: toAttributes(wire.attributeGroups)};
}

/** `wishlist/items`: one page (unreadable items left out); null when the reply cannot be read. */
export function toItemsPage(body: unknown): WishlistItemsPage | null {
  if (!isRecord(body) || !Array.isArray(body.wishlistItems)) return null;
  const last = body.lastEvaluatedItemId;
  if (last !== undefined && last !== null && !isWishlistServiceId(last)) return null;
  return {
    items: body.wishlistItems.map(toItem).filter((item) => item !== null),
    lastEvaluatedItemId: last ?? null,
    itemCount: typeof body.itemCount === 'number' && Number.isInteger(body.itemCount) ? Math.max(0, body.itemCount) : 0,
  };
}
