/**
 * Cart attributes and the member, auto club and velocity programmes: the
 * attribute keys, how attributes merge, who counts as a member and the member
 * shipping discount.
 */
import {STANDARD_RATE_PREFIX, type RateLike} from './delivery';
import {parseAutoClubNumber, parseEmail, parseMemberId, parseVelocityNumber, type FieldResult} from './bag-forms';
import {QUICKSHIP_ATTRIBUTE_KEY} from './quickship';
import type {Attribute} from './types';
import {ownEntry} from './own-entry';

export const CART_ATTRIBUTE = {
  MEMBERSHIP: 'membership_details',
  AUTO_CLUB: 'auto_club_details',
  VELOCITY: 'velocity_details',
  EXPRESS_CHECKOUT: '_is_express_checkout',
  QUICKSHIP: QUICKSHIP_ATTRIBUTE_KEY,
} as const;

/** The member discount ties to the 9900-cent standard rate and a subtotal above $999. */
export const MEMBER_DISCOUNT_RATE_CENTS = 9900;
export const MEMBER_DISCOUNT_MIN_SUBTOTAL_CENTS = 99900;

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

/** A cart counts as each when its attribute has a value. */
export function memberStatus(attributes: readonly Attribute[] | null | undefined): MemberStatus {
  const has = (key: string) =>
    (attributes ?? []).some((attribute) => attribute.key === key && !isBlank(attribute.value));
  return {
    member: has(CART_ATTRIBUTE.MEMBERSHIP),
    autoClub: has(CART_ATTRIBUTE.AUTO_CLUB),
    velocity: has(CART_ATTRIBUTE.VELOCITY),
  };
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
  subtotalCents: number;
  isMember: boolean;
  /** The shop's membership_discount metafield, in cents. */
  membershipDiscountCents: number | null | undefined;
}

/**
 * All five must hold: a member cart; membership_discount a non-zero number;
 * subtotal above 999 dollars; rate code starting STANDARD; rate price 9900
 * cents. The result is in dollars: the price less
 * the discount, or 'Free' when that is not positive; null when it does not apply.
 * A negative discount would raise the price, so it counts as no discount.
 */
export function membershipShippingDiscount({
  rate,
  subtotalCents,
  isMember,
  membershipDiscountCents,
}: MemberDiscountInput): number | 'Free' | null {
  const discount = membershipDiscountCents;
  const applies =
    isMember &&
    typeof discount === 'number' &&
    Number.isFinite(discount) &&
    discount > 0 &&
    subtotalCents > MEMBER_DISCOUNT_MIN_SUBTOTAL_CENTS &&
    rate != null &&
    typeof rate.serviceCode === 'string' &&
    rate.serviceCode.startsWith(STANDARD_RATE_PREFIX) &&
    rate.priceCents === MEMBER_DISCOUNT_RATE_CENTS;
  if (!applies) return null;
  const discountedCents = rate.priceCents - discount;
  return discountedCents > 0 ? discountedCents / 100 : 'Free';
}

/** The selected rate's price in cents after the member discount, for the totals; null with no rate. */
export function shippingCentsFor(input: MemberDiscountInput): number | null {
  if (!input.rate) return null;
  const discounted = membershipShippingDiscount(input);
  if (discounted === null) return input.rate.priceCents;
  return discounted === 'Free' ? 0 : Math.round(discounted * 100);
}

/* ------------------------------------------------------- programme details */

export type LoyaltyProgramme = 'member' | 'autoClub' | 'velocity';

/**
 * What each form stores, as JSON in its cart attribute. membership_details
 * holds `{email, memberId}`; the other two follow the same shape
 * with their own number.
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

interface ProgrammeRule {
  attributeKey: string;
  numberField: string;
  parseNumber: (raw: unknown) => FieldResult<string>;
}

const PROGRAMMES: Record<LoyaltyProgramme, ProgrammeRule> = {
  member: {
    attributeKey: CART_ATTRIBUTE.MEMBERSHIP,
    numberField: 'memberId',
    parseNumber: parseMemberId,
  },
  autoClub: {
    attributeKey: CART_ATTRIBUTE.AUTO_CLUB,
    numberField: 'autoClubNumber',
    parseNumber: parseAutoClubNumber,
  },
  velocity: {
    attributeKey: CART_ATTRIBUTE.VELOCITY,
    numberField: 'velocityNumber',
    parseNumber: parseVelocityNumber,
  },
};

export type LoyaltyFormResult =
  | {ok: true; attribute: Attribute}
  | {ok: false; errors: {email?: string; number?: string}};

/**
 * A member, auto club or velocity form as posted: the e-mail and the
 * programme's number. Valid → the cart attribute to merge; invalid → a
 * message per field, for showing beside each.
 */
export function loyaltyFormAttribute(
  programme: LoyaltyProgramme,
  fields: {email: unknown; number: unknown},
): LoyaltyFormResult {
  const rule = PROGRAMMES[programme];
  const email = parseEmail(fields.email);
  const number = rule.parseNumber(fields.number);
  if (!email.ok || !number.ok) {
    return {
      ok: false,
      errors: {
        ...(email.ok ? {} : {email: email.message}),
        ...(number.ok ? {} : {number: number.message}),
      },
    };
  }
  const details = {email: email.value, [rule.numberField]: number.value};
  return {
    ok: true,
    attribute: {key: rule.attributeKey, value: JSON.stringify(details)},
  };
}

/** The attribute update that removes a programme from the cart (an empty value; see mergeAttributes). */
export function clearLoyaltyAttribute(programme: LoyaltyProgramme): Attribute {
  return {key: PROGRAMMES[programme].attributeKey, value: ''};
}

/** The stored details, re-validated; null when absent or not valid (a forged or stale value). */
function readDetails(attributes: readonly Attribute[] | null | undefined, programme: LoyaltyProgramme) {
  const rule = PROGRAMMES[programme];
  const value = attributes?.find((attribute) => attribute.key === rule.attributeKey)?.value;
  if (typeof value !== 'string' || value === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const email = parseEmail(record.email);
  const number = rule.parseNumber(ownEntry(record, rule.numberField));
  return email.ok && number.ok ? {email: email.value, number: number.value} : null;
}

export function readMembershipDetails(attributes: readonly Attribute[] | null | undefined): MembershipDetails | null {
  const details = readDetails(attributes, 'member');
  return details && {email: details.email, memberId: details.number};
}

export function readAutoClubDetails(attributes: readonly Attribute[] | null | undefined): AutoClubDetails | null {
  const details = readDetails(attributes, 'autoClub');
  return details && {email: details.email, autoClubNumber: details.number};
}

export function readVelocityDetails(attributes: readonly Attribute[] | null | undefined): VelocityDetails | null {
  const details = readDetails(attributes, 'velocity');
  return details && {email: details.email, velocityNumber: details.number};
}
