/**
 * The free-text fields of the bag's forms: delivery estimator, donation,
 * share by e-mail, member / auto club / velocity.
 *
 * No upstream rule fixes these formats, so the rules here are our own, kept
 * strict because every value is either sent to an upstream service or stored
 * on the cart. Each parser takes whatever the browser sent
 * and returns the clean value or the message to show beside the field.
 */

export type FieldResult<T> = {ok: true; value: T} | {ok: false; message: string};

export const POSTCODE_MESSAGE = 'Enter a 4-digit Australian postcode.';
export const SUBURB_MESSAGE = 'Enter a suburb of up to 60 characters.';
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';
export const EMAIL_INVALID_MESSAGE = 'Please check your email address is valid.';
export const DONATION_AMOUNT_MESSAGE = 'Enter a donation amount in whole dollars.';
export const DONATION_UNAVAILABLE_MESSAGE = 'Sorry, donations aren’t available right now.';
export const MEMBER_ID_REQUIRED_MESSAGE = 'Please enter your member number.';
export const MEMBER_ID_MESSAGE = 'Your member number is 6 to 12 letters or digits.';
export const AUTO_CLUB_REQUIRED_MESSAGE = 'Please enter your auto club membership number.';
export const AUTO_CLUB_MESSAGE = 'Your auto club membership number is 6 to 16 digits.';
export const VELOCITY_REQUIRED_MESSAGE = 'Please enter your Velocity number.';
export const VELOCITY_MESSAGE = 'Your Velocity number is exactly 10 digits.';

export const SUBURB_MAX_LENGTH = 60;
/** RFC 5321 limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

export const POSTCODE_PATTERN = /^\d{4}$/;
/**
 * The WHATWG `input type=email` pattern, except that the domain must have at
 * least one dot: an address at a bare host name cannot receive shop mail.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** Member numbers are printed on the card in letters and digits. */
const MEMBER_ID_PATTERN = /^[A-Z0-9]{6,12}$/;
/** NRMA, RACV, RACQ, RAA and RAC numbers differ in length; all are digits. */
const AUTO_CLUB_PATTERN = /^\d{6,16}$/;
/** Velocity Frequent Flyer numbers: exactly 10 digits. */
const VELOCITY_PATTERN = /^\d{10}$/;
/** Whole dollars as typed: '5', '$5', '5.00'. */
const WHOLE_DOLLARS_PATTERN = /^\$?\s*(\d{1,9})(?:\.0{1,2})?$/;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function text(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : '';
}

function fail(message: string): {ok: false; message: string} {
  return {ok: false, message};
}

/** Exactly four digits, kept as a string so NT postcodes keep their leading zero ('0800'). */
export function parsePostcode(raw: unknown): FieldResult<string> {
  const postcode = text(raw);
  return POSTCODE_PATTERN.test(postcode) ? {ok: true, value: postcode} : fail(POSTCODE_MESSAGE);
}

/** Optional; inner runs of spaces collapse so 'St   Kilda' and 'St Kilda' are one suburb. */
export function parseSuburb(raw: unknown): FieldResult<string> {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return fail(SUBURB_MESSAGE);
  const suburb = text(raw).replace(/\s+/g, ' ');
  if (suburb.length > SUBURB_MAX_LENGTH || CONTROL_CHARACTERS.test(suburb)) return fail(SUBURB_MESSAGE);
  return {ok: true, value: suburb};
}

/** Shared by the share form and the member forms; addresses are kept as typed, trimmed. */
export function parseEmail(raw: unknown): FieldResult<string> {
  const email = text(raw);
  if (email === '') return fail(EMAIL_REQUIRED_MESSAGE);
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return fail(EMAIL_INVALID_MESSAGE);
  return {ok: true, value: email};
}

export function parseMemberId(raw: unknown): FieldResult<string> {
  const memberId = text(raw).replace(/[\s-]/g, '').toUpperCase();
  if (memberId === '') return fail(MEMBER_ID_REQUIRED_MESSAGE);
  return MEMBER_ID_PATTERN.test(memberId) ? {ok: true, value: memberId} : fail(MEMBER_ID_MESSAGE);
}

/** Spaces and hyphens are ignored: cards print the number in groups. */
export function parseAutoClubNumber(raw: unknown): FieldResult<string> {
  const number = text(raw).replace(/[\s-]/g, '');
  if (number === '') return fail(AUTO_CLUB_REQUIRED_MESSAGE);
  return AUTO_CLUB_PATTERN.test(number) ? {ok: true, value: number} : fail(AUTO_CLUB_MESSAGE);
}

export function parseVelocityNumber(raw: unknown): FieldResult<string> {
  const number = text(raw).replace(/[\s-]/g, '');
  if (number === '') return fail(VELOCITY_REQUIRED_MESSAGE);
  return VELOCITY_PATTERN.test(number) ? {ok: true, value: number} : fail(VELOCITY_MESSAGE);
}

/** The part of a donation variant this rule reads: its price in cents. */
export interface DonationOption {
  priceCents: number;
}

function wholeDollars(cents: number): string {
  return `$${Math.round(cents / 100)}`;
}

/** '$2, $5, $10 or $20'. */
function listAmounts(options: readonly DonationOption[]): string {
  const amounts = [...options].sort((a, b) => a.priceCents - b.priceCents).map((o) => wholeDollars(o.priceCents));
  return amounts.length > 1 ? `${amounts.slice(0, -1).join(', ')} or ${amounts[amounts.length - 1]}` : amounts[0];
}

/**
 * A donation is a positive number of whole dollars that one of the offered
 * donation variants costs; the result is that variant. Anything else (text,
 * zero, negative, fractions, exponent notation) asks for whole dollars; a
 * well-formed amount that is not offered lists the amounts that are.
 */
export function parseDonationAmount<Option extends DonationOption>(
  raw: unknown,
  offered: readonly Option[],
): FieldResult<Option> {
  if (offered.length === 0) return fail(DONATION_UNAVAILABLE_MESSAGE);
  const match = WHOLE_DOLLARS_PATTERN.exec(text(raw));
  const dollars = match ? Number(match[1]) : 0;
  if (dollars <= 0) return fail(DONATION_AMOUNT_MESSAGE);
  const option = offered.find((candidate) => candidate.priceCents === dollars * 100);
  return option ? {ok: true, value: option} : fail(`Choose a donation of ${listAmounts(offered)}.`);
}
