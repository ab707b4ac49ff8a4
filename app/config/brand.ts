/**
 * The store's name lives here and only here: copy, handles and metafield
 * namespaces derive from it. The demo uses an invented brand.
 */
export const BRAND = {
  /** Shown to shoppers wherever copy names the brand (member, wishlist and error-page text). */
  name: 'Dreamhaus',
  /** Slug used for brand-prefixed handles and tags (e.g. `{slug}-assembly-service`). */
  slug: 'dreamhaus',
  /** The namespace of the retailer's own product, variant and shop metafields. */
  metafieldNamespace: 'dreamhaus',
  /** Member numbers the store gives new members start with this (then 8 digits): `DH12345678`. */
  memberNumberPrefix: 'DH',
} as const;

export const ASSEMBLY_SERVICE_HANDLE = `${BRAND.slug}-assembly-service`;
export const DONATION_PRODUCT_HANDLE = 'charity-donation';

/** Bonus gift products carry this tag; they join a bag only through their offer, never a plain add. */
export const BONUS_PRODUCT_TAG = 'bonus';
