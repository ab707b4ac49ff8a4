/**
 * Schemas that read The Wishlist Company's replies (./wire.ts) into the app's
 * types, and the app's item attributes as TWC attribute groups. Pure. A reply
 * that does not read as expected fails to parse: the service reports it
 * rather than guess.
 */
import * as z from 'zod/mini';
import {isWishlistServiceId, parseWishlistItemRef} from '~/domain/wishlist';
import type {TokenReply} from '~/services/upstream/client-credentials-token.server';
import {readableItems, readOrRefuse} from '~/services/upstream/reply-schemas';
import type {Wishlist, WishlistCustomer, WishlistItem, WishlistItemAttributes, WishlistItemsPage} from './types';
import type {WireAttributeGroups} from './wire';

/** The item's attributes live in the attribute group `addToCartProps`. */
const ITEM_ATTRIBUTE_GROUP = 'addToCartProps';
/** TWC attribute values are strings; Shopify tags never contain a comma. */
const TAG_SEPARATOR = ',';

/** An id the service gave (safe to send back in a path or query). */
const serviceId = z.custom<string>(isWishlistServiceId);
const text = z.string().check(z.minLength(1));
/** Text, or null when it is missing, empty or not text. */
const textOrNull = z.catch(z.nullable(text), null);
/** A count: a whole number, at least 0; anything else is 0. */
const count = z.catch(z.pipe(z.number().check(z.refine(Number.isInteger)), z.transform((n) => Math.max(0, n))), 0);

/** Any value or none, kept as sent to be compared. */
const anything = z.optional(z.unknown());

/** The reply read with `schema`, or `none()` when `ignoreNotFound` met a 404 (the client's null body). */
const orWhenNotFound = <T extends z.ZodMiniType, E>(schema: T, none: () => E) =>
  z.pipe(z.nullable(schema), z.transform((value): z.output<T> | E => value ?? none()));

/** Keycloak's client-credentials reply: a bearer token and its lifetime, both required. */
export const tokenReply = z.pipe(
  z.object({
    access_token: text,
    expires_in: z.number().check(z.positive()),
    token_type: z.string().check(z.refine((type) => type.toLowerCase() === 'bearer')),
  }),
  z.transform((wire): TokenReply => ({accessToken: wire.access_token, expiresInS: wire.expires_in})),
);

export const customerReply = z.pipe(
  z.object({id: serviceId, email: text, customerRef: textOrNull}),
  z.transform((wire): WishlistCustomer => ({id: wire.id, email: wire.email, memberNumber: wire.customerRef})),
);

/** `customers/search`: every readable customer; none for a 404. It fails when the reply is not a list. */
export const customerSearchReply = orWhenNotFound(readableItems(customerReply), (): WishlistCustomer[] => []);

/** A live wishlist: a deleted one does not read. */
export const wishlistReply = z.pipe(
  z
    .object({id: serviceId, customerId: serviceId, name: textOrNull, itemCount: count, deleted: anything})
    .check(z.refine((wire) => wire.deleted !== true, 'The wishlist is deleted')),
  z.transform(
    (wire): Wishlist => ({id: wire.id, customerId: wire.customerId, name: wire.name ?? '', itemCount: wire.itemCount}),
  ),
);

/** `wishlists/lookup`: the customer's live wishlists (under the singular `wishlist`); none for a 404. */
export const wishlistLookupReply = orWhenNotFound(
  z.pipe(z.object({wishlist: readableItems(wishlistReply)}), z.transform((wire) => wire.wishlist)),
  (): Wishlist[] => [],
);

export function toAttributeGroups(attributes: WishlistItemAttributes): WireAttributeGroups {
  const values: Record<string, string> = {};
  if (attributes.compareAtPrice) values.compareAtPrice = attributes.compareAtPrice;
  if (attributes.brand) values.brand = attributes.brand;
  if (attributes.category) values.category = attributes.category;
  if (attributes.tags.length > 0) values.tags = attributes.tags.join(TAG_SEPARATOR);
  return {[ITEM_ATTRIBUTE_GROUP]: {description: 'Add to cart properties', attributes: values}};
}

const tags = z.catch(
  z.pipe(text, z.transform((value) => value.split(TAG_SEPARATOR).filter((tag) => tag !== ''))),
  (): string[] => [],
);
const attributeValues = z.object({compareAtPrice: textOrNull, brand: textOrNull, category: textOrNull, tags});

/** An item's attribute groups: each value that is not text is null, groups that do not read are none. */
export const attributesReply = z.catch(
  z.pipe(
    z.object({[ITEM_ATTRIBUTE_GROUP]: z.object({attributes: attributeValues})}),
    z.transform((groups): WishlistItemAttributes => groups[ITEM_ATTRIBUTE_GROUP].attributes),
  ),
  (): WishlistItemAttributes => ({compareAtPrice: null, brand: null, category: null, tags: []}),
);

/**
 * An item is ours only when its ref is `wishlistId_productId_variantId` and
 * agrees with its wishlist and product; anything else (added elsewhere, or
 * forged) does not read, so the app never shows what it could not remove.
 */
export const itemReply = z.pipe(
  z.object({
    id: serviceId,
    wishlistItemRef: z.string(),
    wishlistId: anything,
    product: z.object({productRef: anything, selectedVariantRef: anything}),
    attributeGroups: attributesReply,
  }),
  readOrRefuse((wire): WishlistItem | null => {
    const parts = parseWishlistItemRef(wire.wishlistItemRef);
    const agrees =
      parts !== null &&
      parts.wishlistId === wire.wishlistId &&
      parts.productId === wire.product.productRef &&
      parts.variantId === wire.product.selectedVariantRef;
    return agrees ? {id: wire.id, ref: wire.wishlistItemRef, ...parts, attributes: wire.attributeGroups} : null;
  }, 'The item’s ref does not agree with it'),
);

/**
 * `wishlist/items`: one page (unreadable items left out); an empty page for a 404 (no items, or none after
 * lastItemId). It fails when its cursor could not be sent back.
 */
export const itemsPageReply = orWhenNotFound(
  z.pipe(
    z.object({wishlistItems: readableItems(itemReply), lastEvaluatedItemId: z.nullish(serviceId), itemCount: count}),
    z.transform(({wishlistItems: items, lastEvaluatedItemId, itemCount}): WishlistItemsPage => {
      return {items, lastEvaluatedItemId: lastEvaluatedItemId ?? null, itemCount};
    }),
  ),
  (): WishlistItemsPage => ({items: [], lastEvaluatedItemId: null, itemCount: 0}),
);
