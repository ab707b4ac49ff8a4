/**
 * How often sign-in and sign-up may be tried. Codes are 6 digits with 5 tries each, so guessing is
 * bounded per code; these limits bound the number of codes (and so the guesses) per address and per
 * client, and keep the store from being used to flood an inbox, without letting anyone else's requests
 * keep a member from signing in. README § Security has them in a table.
 */
import type {RateLimit} from './rate-limit';

const MINUTE = 60_000;
const FIFTEEN_MINUTES = 15 * MINUTE;
const DAY = 24 * 60 * MINUTE;

/**
 * Codes sent to one address in a burst (both reset when the member signs in). Once they are spent, the address gets
 * one code every two minutes, whoever asks: strangers asking for a member's address keep the member waiting two
 * minutes at most, never lock them out, and put at most one code every two minutes in their inbox.
 */
export const CODES_PER_EMAIL: RateLimit = {name: 'sign-in-codes:email', limit: 5, windowMs: FIFTEEN_MINUTES};
export const CODE_COOLDOWN_PER_EMAIL: RateLimit = {name: 'sign-in-codes:email-cooldown', limit: 1, windowMs: 2 * MINUTE};
/** Codes one client may have sent to one address in a day (reset when the member signs in): a stranger puts at most this many in a member's inbox. */
export const CODES_PER_CLIENT_AND_EMAIL: RateLimit = {name: 'sign-in-codes:client-email', limit: 10, windowMs: DAY};
/** Codes asked for by one client, whatever the addresses (a shared office or mobile network stays well under). */
export const CODES_PER_CLIENT: RateLimit = {name: 'sign-in-codes:client', limit: 60, windowMs: FIFTEEN_MINUTES};
/** Wrong codes from one client across all its challenges. */
export const WRONG_CODES_PER_CLIENT: RateLimit = {name: 'sign-in-wrong:client', limit: 30, windowMs: FIFTEEN_MINUTES};
/** Member numbers checked by one client in the bag's member form (each is a lookup by e-mail). */
export const MEMBER_CHECKS_PER_CLIENT: RateLimit = {name: 'member-checks:client', limit: 30, windowMs: FIFTEEN_MINUTES};

/** A member stays signed in this long at most; a revoked session is remembered as long. */
export const MEMBER_SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
