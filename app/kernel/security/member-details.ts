/**
 * The worker's side of signed programme details (app/domain/checkout-rules/programme-details.ts): it signs the
 * details its own checks accepted, and tells which details on a bag are its own, good today and the buyer's, so
 * the bag prices exactly what checkout's functions will charge. MEMBER_SIGNING_KEY stays in this closure.
 */
import {MEMBER_DETAILS_LIFETIME_DAYS} from '~/config/checkout';
import {DEFAULT_TIME_ZONE} from '~/domain/format';
import {
  addDays,
  PROGRAMME_ATTRIBUTE,
  signedDetailsValue,
  verifiedDetails,
  type Programme,
  type ProgrammeDetails,
} from '~/domain/checkout-rules/programme-details';
import {programmesOf, type VerifiedProgrammes} from '~/domain/membership';
import type {Attribute} from '~/domain/types';

/** The shop's local date (YYYY-MM-DD) at an instant: what a Shopify Function reads as `shop.localTime.date`. */
export function shopLocalDate(nowMs: number, timeZone = DEFAULT_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {timeZone, year: 'numeric', month: '2-digit', day: '2-digit'}).format(nowMs);
}

/** What the bag knows of a cart to verify its details: its attributes and its buyer's e-mail. */
export interface DetailsCart {
  attributes?: readonly Attribute[] | null;
  buyerIdentity?: {email?: string | null} | null;
}

export interface MemberDetails {
  /** The cart attribute that puts checked details on a bag, signed and good for MEMBER_DETAILS_LIFETIME_DAYS. */
  attribute(programme: Programme, details: ProgrammeDetails, nowMs: number): Attribute;
  /** The details on the cart that are the storefront's, still good today, on the buyer's own cart. */
  verified(cart: DetailsCart | null | undefined, nowMs: number): VerifiedProgrammes;
}

export function createMemberDetails(key: string, timeZone = DEFAULT_TIME_ZONE): MemberDetails {
  return {
    attribute(programme, details, nowMs) {
      const expires = addDays(shopLocalDate(nowMs, timeZone), MEMBER_DETAILS_LIFETIME_DAYS);
      return {key: PROGRAMME_ATTRIBUTE[programme], value: signedDetailsValue(programme, {...details, expires}, key)};
    },
    verified(cart, nowMs) {
      const context = {key, today: shopLocalDate(nowMs, timeZone), buyerEmail: cart?.buyerIdentity?.email};
      const attributes = cart?.attributes ?? [];
      return programmesOf((programme) => {
        const value = attributes.find((attribute) => attribute.key === PROGRAMME_ATTRIBUTE[programme])?.value;
        return verifiedDetails(programme, value, context);
      });
    },
  };
}
