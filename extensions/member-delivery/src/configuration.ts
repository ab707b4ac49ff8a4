/**
 * The member-delivery discount's configuration: its `$app:member-delivery` / `function-configuration` metafield
 * (JSON), written by `npm run shopify:setup -- --discounts`. The discount amount itself is the shop's own
 * `membership_discount` metafield, which the bag reads too; the `input-variables` metafield names its namespace.
 */
export interface MemberDeliveryConfiguration {
  /** Shown beside the saving at checkout. */
  message: string;
  /** The storefront's MEMBER_SIGNING_KEY. */
  signingKey: string;
}

export interface MemberDeliveryVariables {
  /** The namespace of the shop's metafields (app/config/brand.ts). */
  metafieldNamespace: string;
}

/** The configuration when it is whole; null otherwise (the discount then gives nothing). */
export function readConfiguration(value: unknown): MemberDeliveryConfiguration | null {
  if (typeof value !== 'object' || value === null) return null;
  const {message, signingKey} = value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof signingKey !== 'string' || signingKey === '') return null;
  return {message, signingKey};
}
