/**
 * The member delivery price: members (membership, auto club or Velocity details on the bag) pay the standard
 * $99 rate less the shop's `membership_discount` when the goods come to more than $999. The bag
 * (../membership.ts) and the member-delivery Shopify Function (extensions/member-delivery) both call this.
 *
 * "The goods" are the lines that ship, at their prices before discounts: Shopify runs discount functions side by
 * side, each blind to the others' savings, so checkout cannot know a campaign's price when it prices delivery.
 * The assembly service and the donation do not ship; a bonus gift costs nothing.
 */

export const MEMBER_DELIVERY_RATE_CENTS = 9900;
/** The goods must come to more than this. */
export const MEMBER_DELIVERY_MINIMUM_GOODS_CENTS = 99900;
export const STANDARD_RATE_PREFIX = 'STANDARD';

export interface GoodsLine {
  quantity: number;
  /** The unit price before discounts, in cents. */
  unitCents: number;
  requiresShipping: boolean;
}

/** The goods' subtotal: every line that ships, price × quantity, before discounts. */
export function goodsSubtotalCents(lines: readonly GoodsLine[]): number {
  return lines.reduce((sum, line) => (line.requiresShipping ? sum + line.unitCents * Math.max(0, line.quantity) : sum), 0);
}

export interface MemberDeliveryInput {
  isMember: boolean;
  rateCode: string | null | undefined;
  rateCents: number;
  goodsCents: number;
  /** The shop's membership_discount, in cents. */
  discountCents: number | null | undefined;
}

/**
 * What a member pays for the rate, in cents (0 is Free), or null when the member price does not apply: a
 * member bag, a positive discount, goods over $999, a rate whose code starts STANDARD and costs $99.00.
 */
export function memberDeliveryCents({isMember, rateCode, rateCents, goodsCents, discountCents}: MemberDeliveryInput): number | null {
  const applies =
    isMember &&
    typeof discountCents === 'number' &&
    Number.isFinite(discountCents) &&
    discountCents > 0 &&
    goodsCents > MEMBER_DELIVERY_MINIMUM_GOODS_CENTS &&
    typeof rateCode === 'string' &&
    rateCode.startsWith(STANDARD_RATE_PREFIX) &&
    rateCents === MEMBER_DELIVERY_RATE_CENTS;
  if (!applies) return null;
  return Math.max(0, rateCents - Math.round(discountCents));
}
