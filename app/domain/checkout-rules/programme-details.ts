/**
 * Member, auto club and Velocity details on a bag, signed so that only the storefront can put them there.
 *
 * The storefront writes a programme's details as a cart attribute only after its own check (a sign-in by
 * e-mailed code, a member number the membership source confirms, a Velocity or auto club number of the right
 * shape). Anyone holding the public Storefront token can write a cart attribute too, so the value carries an
 * HMAC-SHA256 over the programme, the e-mail, the number and the last day it is good for, keyed by a secret the
 * merchant sets in the worker (MEMBER_SIGNING_KEY) and in the checkout discounts' configuration, which the
 * Storefront API cannot read. The bag's prices (app/features/bag) and the Shopify Functions that charge them
 * (extensions/campaign-prices, extensions/member-delivery) verify the same way, here:
 * - a value without a valid signature (forged, or signed with another key) is no member;
 * - a value past its day (`expires`, the shop's local date) is no member;
 * - a value on a cart whose buyer e-mail is not the signed e-mail is no member: checkout's contact e-mail is
 *   the buyer's, so details copied onto someone else's cart give nothing unless the order is placed under the
 *   member's own address. (A Shopify Function sees no cart id, so the e-mail is the one binding it can check:
 *   docs/decisions/0008-checkout-enforces-the-bag.md.)
 *
 * Pure and dependency-light on purpose: Shopify compiles the functions to WebAssembly (Javy), where there is no
 * Web Crypto, so the HMAC is @noble/hashes and text is encoded here.
 */
import {hmac} from '@noble/hashes/hmac.js';
import {sha256} from '@noble/hashes/sha2.js';

export type Programme = 'member' | 'autoClub' | 'velocity';

export const PROGRAMMES: readonly Programme[] = ['member', 'autoClub', 'velocity'];

/** The cart attribute each programme's details live in (the specs' keys). */
export const PROGRAMME_ATTRIBUTE = {
  member: 'membership_details',
  autoClub: 'auto_club_details',
  velocity: 'velocity_details',
} as const satisfies Record<Programme, string>;

/** The number's field in the attribute's JSON: `{email, memberId}`, `{email, autoClubNumber}`, `{email, velocityNumber}`. */
export const PROGRAMME_NUMBER_FIELD = {
  member: 'memberId',
  autoClub: 'autoClubNumber',
  velocity: 'velocityNumber',
} as const satisfies Record<Programme, string>;

const SIGNATURE_VERSION = 'dh-programme-v1';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

export interface ProgrammeDetails {
  email: string;
  number: string;
}

export interface SignedProgrammeDetails extends ProgrammeDetails {
  /** The last day (the shop's local date, YYYY-MM-DD) the details are good for. */
  expires: string;
}

/** E-mails compare trimmed and case-folded. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** UTF-8 bytes of a string (no TextEncoder in every runtime the rules run in). */
function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return Uint8Array.from(bytes);
}

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** What is signed: the programme, the e-mail, the number and the last day, one per line. */
export function signingMessage(programme: Programme, details: SignedProgrammeDetails): string {
  return [SIGNATURE_VERSION, PROGRAMME_ATTRIBUTE[programme], normaliseEmail(details.email), details.number, details.expires].join('\n');
}

/** HMAC-SHA256 of a text under a text key, as 64 hex digits. */
export function hmacSha256Hex(key: string, message: string): string {
  return hex(hmac(sha256, utf8(key), utf8(message)));
}

/** The signature, as 64 hex digits. */
export function programmeSignature(programme: Programme, details: SignedProgrammeDetails, key: string): string {
  return hmacSha256Hex(key, signingMessage(programme, details));
}

/** The attribute value the storefront writes: the details, their last day and their signature, as JSON. */
export function signedDetailsValue(programme: Programme, details: SignedProgrammeDetails, key: string): string {
  return JSON.stringify({
    email: details.email,
    [PROGRAMME_NUMBER_FIELD[programme]]: details.number,
    expires: details.expires,
    signature: programmeSignature(programme, details, key),
  });
}

/** Two digests (hex strings) compared in time that does not depend on where they differ. */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

function ownString(record: object, key: string): string | null {
  const value: unknown = Object.getOwnPropertyDescriptor(record, key)?.value;
  return typeof value === 'string' ? value : null;
}

export interface VerifyContext {
  /** The signing key (MEMBER_SIGNING_KEY). An empty key verifies nothing. */
  key: string;
  /** Today, the shop's local date (YYYY-MM-DD): a Function's `shop.localTime.date`. */
  today: string;
  /** The cart's buyer e-mail (`buyerIdentity.email`); the details count only on the member's own cart. */
  buyerEmail: string | null | undefined;
}

/**
 * The details an attribute value holds when they are the storefront's, still good today and on the member's
 * own cart; null for anything else (absent, not JSON, a field missing, a bad or foreign signature, past its
 * day, another buyer's cart).
 */
export function verifiedDetails(
  programme: Programme,
  value: string | null | undefined,
  {key, today, buyerEmail}: VerifyContext,
): SignedProgrammeDetails | null {
  if (!value || !key || !buyerEmail) return null;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const email = ownString(data, 'email');
  const number = ownString(data, PROGRAMME_NUMBER_FIELD[programme]);
  const expires = ownString(data, 'expires');
  const signature = ownString(data, 'signature');
  if (email === null || number === null || expires === null || signature === null) return null;
  if (!ISO_DATE.test(expires) || !ISO_DATE.test(today) || today > expires) return null;
  if (normaliseEmail(email) !== normaliseEmail(buyerEmail)) return null;
  const details = {email, number, expires};
  if (!HEX_SIGNATURE.test(signature) || !sameDigest(signature, programmeSignature(programme, details, key))) return null;
  return details;
}

/** A date (YYYY-MM-DD) `days` days after another. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
