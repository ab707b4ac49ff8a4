/**
 * The Wishlist Company's wire format (the-wishlist-co docs: authentication,
 * customer service v2, wishlist service). Shared by the service and the local
 * stand-in, so both speak the same shapes: the stand-in answers in them, the
 * service sends them and reads replies with the schemas in ./reshape.ts
 * (which accept less than these types say, and read some fields leniently).
 * Paths are relative to the API host.
 */

export const TWC_WISHLIST_API_PATH = '/services/wsservice/api';
export const TWC_CUSTOMER_API_PATH = '/services/customerservice/api/v2';
export const TWC_TENANT_HEADER = 'X-TWC-Tenant';

/** Keycloak's client-credentials reply. */
export interface WireTokenReply {
  access_token: string;
  /** Seconds. */
  expires_in: number;
  refresh_expires_in?: number;
  token_type: string;
  'not-before-policy'?: number;
  scope?: string;
}

/** `GET customers/search?email=` answers an array of these (empty when nobody matches). */
export interface WireCustomer {
  id: string;
  email: string;
  customerRef?: string;
  firstName?: string;
  lastName?: string;
  createdDate?: string;
}

export interface WireCreateCustomerBody {
  email: string;
  firstName?: string;
  lastName?: string;
  customerRef?: string;
}

/** TWC attributes are a map of string to string, grouped under a name. */
export type WireAttributeGroups = Record<string, {description?: string; attributes: Record<string, string>}>;

export interface WireItemProduct {
  productId?: string;
  /** The retailer's product id: here Shopify's numeric product id. */
  productRef: string;
  selectedVariantId?: string;
  /** The retailer's variant id: here Shopify's numeric variant id. */
  selectedVariantRef: string;
}

export interface WireWishlistItem {
  id: string;
  wishlistItemRef: string;
  wishlistId: string;
  product: WireItemProduct;
  attributeGroups?: WireAttributeGroups;
  purchased: boolean;
  createdTime?: string;
  modifiedTime?: string;
}

export interface WireWishlist {
  id: string;
  wishlistRef?: string;
  name: string;
  customerId: string;
  deleted: boolean;
  createdTime?: string;
  modifiedTime?: string;
  /** The wishlist's first page of items, as `GET wishlist/items` would send it. */
  wishlistItems?: WireWishlistItem[];
  itemCount?: number;
  lastEvaluatedItemId?: string;
}

/** `GET wishlists/lookup`: the array key is singular. */
export interface WireLookupReply {
  wishlistCount: number;
  lastEvaluatedWishlistId?: string;
  wishlist: WireWishlist[];
}

export interface WireCreateWishlistBody {
  customerId: string;
  name: string;
}

/** `PUT wishlists/?wishlistId={id}`: marking a wishlist deleted. */
export interface WireDeleteWishlistBody {
  id: string;
  deleted: true;
}

/** `GET wishlist/items`: one page; `itemCount` counts this page, `lastEvaluatedItemId` is its last item. */
export interface WireItemsReply {
  itemCount: number;
  lastEvaluatedItemId?: string;
  wishlistItems: WireWishlistItem[];
}

export interface WireAddItemBody {
  wishlistId: string;
  wishlistItemRef: string;
  attributeGroups: WireAttributeGroups;
  product: {productRef: string; selectedVariantRef: string};
}

/** `PUT wishlist/items`: changing the variant names the old one. */
export interface WireChangeVariantBody {
  id: string;
  wishlistId: string;
  wishlistItemRef: string;
  product: {productRef: string; oldVariantRef: string; selectedVariantRef: string};
}
