/**
 * Limits on the forms that make the store send mail on a stranger's word (sharing the bag, the contact form)
 * and on the browser's error reports: per client (an IPv6 client by its /64: ~/kernel/security/rate-limit.server)
 * and, where the mail goes to an address the sender chose, per recipient. README § Security has them in a table.
 */
import type {RateLimit} from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Shared bags one client may send in an hour, and in a day. */
export const SHARES_PER_CLIENT_HOUR: RateLimit = {name: 'share-bag:client-hour', limit: 5, windowMs: HOUR};
export const SHARES_PER_CLIENT_DAY: RateLimit = {name: 'share-bag:client-day', limit: 20, windowMs: DAY};
/** Shared bags one address receives in a day, from anyone: the store is no relay for mail to outside addresses. */
export const SHARES_PER_RECIPIENT_DAY: RateLimit = {name: 'share-bag:recipient-day', limit: 3, windowMs: DAY};

/** Enquiries one client may send in an hour, and in a day (they all go to the store's own enquiries address). */
export const ENQUIRIES_PER_CLIENT_HOUR: RateLimit = {name: 'contact:client-hour', limit: 5, windowMs: HOUR};
export const ENQUIRIES_PER_CLIENT_DAY: RateLimit = {name: 'contact:client-day', limit: 20, windowMs: DAY};

/** Error reports one browser may send in ten minutes: a page in a loop of errors stops reporting, and so does a script. */
export const CLIENT_ERROR_REPORTS_PER_CLIENT: RateLimit = {name: 'client-errors:client', limit: 60, windowMs: 10 * MINUTE};
