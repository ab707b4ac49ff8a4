/**
 * Cart attributes and the member, auto club and velocity programmes: the attribute keys, how attributes merge, who
 * counts as a member and the member delivery price. A programme counts only with details the storefront signed
 * (./checkout-rules/programme-details.ts, verified by app/kernel/security/member-details.ts), as at checkout.
 */
import {type RateLike} from './delivery';
import {parseAutoClubNumber, parseEmail, parseMemberId, parseVelocityNumber, type FieldResult} from './bag-forms';
import {QUICKSHIP_ATTRIBUTE_KEY} from './quickship';
import type {Attribute} from './types';
import {
  MEMBER_DELIVERY_MINIMUM_GOODS_CENTS,
  MEMBER_DELIVERY_RATE_CENTS,
  memberDeliveryCents,
} from './checkout-rules/member-delivery';
import {PROGRAMME_ATTRIBUTE, PROGRAMMES as ALL_PROGRAMMES, type Programme, type ProgrammeDetails} from './checkout-rules/programme-details';

export const CART_ATTRIBUTE = {
  MEMBERSHIP: PROGRAMME_ATTRIBUTE.member,
  AUTO_CLUB: PROGRAMME_ATTRIBUTE.autoClub,
  VELOCITY: PROGRAMME_ATTRIBUTE.velocity,
  EXPRESS_CHECKOUT: '_is_express_checkout',
  QUICKSHIP: QUICKSHIP_ATTRIBUTE_KEY,
} as const;

/** The member discount ties to the 9900-cent standard rate and goods above $999. */
export const MEMBER_DISCOUNT_RATE_CENTS = MEMBER_DELIVERY_RATE_CENTS;
export const MEMBER_DISCOUNT_MIN_SUBTOTAL_CENTS = MEMBER_DELIVERY_MINIMUM_GOODS_CENTS;
function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * New keys override old, empty values are dropped, duplicates by key are
 * removed. Existing keys keep their place; new ones follow in the
 * order given. Within `updates` the last value for a key wins; sending a key
 * with an empty value is how an attribute is removed.
 */
export function mergeAttributes(
  current: readonly Attribute[] | null | undefined,
  updates: readonly Attribute[] | null | undefined,
): Attribute[] {
  const merged = new Map<string, string>();
  for (const {key, value} of current ?? []) {
    if (!merged.has(key)) merged.set(key, value);
  }
  for (const {key, value} of updates ?? []) merged.set(key, value);
  return [...merged]
    .filter(([key, value]) => key.trim() !== '' && !isBlank(value))
    .map(([key, value]) => ({key, value}));
}

export interface MemberStatus {
  member: boolean;
  autoClub: boolean;
  velocity: boolean;
}

/** A cart counts as each when it carries that programme's verified details. */
export function memberStatus(programmes: VerifiedProgrammes): MemberStatus {
  return {member: programmes.member !== null, autoClub: programmes.autoClub !== null, velocity: programmes.velocity !== null};
}

/**
 * Any of the three (membership, auto club, velocity) makes a member cart: it
 * gets the member shipping discount, and the shipping estimate is told the
 * shopper is a member.
 */
export function isMemberCart(status: MemberStatus): boolean {
  return status.member || status.autoClub || status.velocity;
}

export interface MemberDiscountInput {
  rate: RateLike | null | undefined;
  /** The goods that ship, at their prices before discounts (./checkout-rules/member-delivery.ts goodsSubtotalCents). */
  goodsCents: number;
  isMember: boolean;
  /** The shop's membership_discount metafield, in cents. */
  membershipDiscountCents: number | null | undefined;
}

function memberRateCents({rate, goodsCents, isMember, membershipDiscountCents}: MemberDiscountInput): number | null {
  if (!rate) return null;
  return memberDeliveryCents({
    isMember,
    rateCode: rate.serviceCode,
    rateCents: rate.priceCents,
    goodsCents,
    discountCents: membershipDiscountCents,
  });
}

/**
 * The member delivery price (./checkout-rules/member-delivery.ts, the rule checkout's function runs): in dollars,
 * 'Free' when nothing is left to pay, or null when it does not apply.
 */
export function membershipShippingDiscount(input: MemberDiscountInput): number | 'Free' | null {
  const cents = memberRateCents(input);
  if (cents === null) return null;
  return cents > 0 ? cents / 100 : 'Free';
}

/** The selected rate's price in cents after the member discount, for the totals; null with no rate. */
export function shippingCentsFor(input: MemberDiscountInput): number | null {
  if (!input.rate) return null;
  return memberRateCents(input) ?? input.rate.priceCents;
}

/* ------------------------------------------------------- programme details */

export type LoyaltyProgramme = Programme;

/**
 * The details each programme's cart attribute holds (as JSON, with their last day and the storefront's
 * signature): membership_details `{email, memberId}`, and the same shape with their own number for the others.
 */
export interface MembershipDetails {
  email: string;
  memberId: string;
}
export interface AutoClubDetails {
  email: string;
  autoClubNumber: string;
}
export interface VelocityDetails {
  email: string;
  velocityNumber: string;
}

/** The programmes whose details on a bag are the storefront's, good today and the buyer's own; null where not. */
export interface VerifiedProgrammes {
  member: MembershipDetails | null;
  autoClub: AutoClubDetails | null;
  velocity: VelocityDetails | null;
}

export const NO_PROGRAMMES: VerifiedProgrammes = Object.freeze({member: null, autoClub: null, velocity: null});

/** The programmes' details, each read by `read` (null: not that programme's member). */
export function programmesOf(read: (programme: Programme) => ProgrammeDetails | null): VerifiedProgrammes {
  const member = read('member');
  const autoClub = read('autoClub');
  const velocity = read('velocity');
  return {
    member: member && {email: member.email, memberId: member.number},
    autoClub: autoClub && {email: autoClub.email, autoClubNumber: autoClub.number},
    velocity: velocity && {email: velocity.email, velocityNumber: velocity.number},
  };
}

/** The e-mail the bag's verified details are for (they share one: the checkout's contact e-mail), or null. */
export function programmesEmail(programmes: VerifiedProgrammes): string | null {
  return programmes.member?.email ?? programmes.autoClub?.email ?? programmes.velocity?.email ?? null;
}

const NUMBER_RULES: ReadonlyMap<Programme, (raw: unknown) => FieldResult<string>> = new Map([
  ['member', parseMemberId],
  ['autoClub', parseAutoClubNumber],
  ['velocity', parseVelocityNumber],
]);

export const PROGRAMMES: readonly LoyaltyProgramme[] = ALL_PROGRAMMES;

export type LoyaltyFormResult =
  | {ok: true; details: ProgrammeDetails}
  | {ok: false; errors: {email?: string; number?: string}};

/**
 * A member, auto club or velocity form as posted: the e-mail and the programme's number. Valid → the details to
 * sign onto the cart; invalid → a message per field, for showing beside each.
 */
export function loyaltyFormDetails(programme: LoyaltyProgramme, fields: {email: unknown; number: unknown}): LoyaltyFormResult {
  const parseNumber = NUMBER_RULES.get(programme);
  const email = parseEmail(fields.email);
  const number = parseNumber ? parseNumber(fields.number) : ({ok: false, message: ''} as const);
  if (!email.ok || !number.ok) {
    return {
      ok: false,
      errors: {
        ...(email.ok ? {} : {email: email.message}),
        ...(number.ok ? {} : {number: number.message}),
      },
    };
  }
  return {ok: true, details: {email: email.value, number: number.value}};
}

/** The attribute update that removes a programme from the cart (an empty value; see mergeAttributes). */
export function clearLoyaltyAttribute(programme: LoyaltyProgramme): Attribute {
  return {key: PROGRAMME_ATTRIBUTE[programme], value: ''};
}
