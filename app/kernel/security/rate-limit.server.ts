/**
 * Fixed-window rate limits over the security store: at most `limit` uses per subject per window. A
 * subject is hashed before it becomes a key (an e-mail address is never kept in a cache key).
 */
import type {RateLimit} from '~/config/rate-limit';
import type {SecurityStore} from './security-store.server';

export type {RateLimit};

export type RateLimitVerdict = {allowed: true} | {allowed: false; retryAfterSeconds: number};

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function windowOf(rule: RateLimit, nowMs: number) {
  const index = Math.floor(nowMs / rule.windowMs);
  return {index, endsAt: (index + 1) * rule.windowMs};
}

async function keyOf(rule: RateLimit, subject: string, nowMs: number): Promise<string> {
  return `rate:${rule.name}:${await digest(subject)}:${windowOf(rule, nowMs).index}`;
}

/** Counts one use; refused (with the seconds until the window ends) once the window's uses are spent. */
export async function takeFromLimit(store: SecurityStore, rule: RateLimit, subject: string, nowMs: number): Promise<RateLimitVerdict> {
  const count = await store.increment(await keyOf(rule, subject, nowMs), windowOf(rule, nowMs).endsAt - nowMs);
  return count <= rule.limit ? {allowed: true} : {allowed: false, retryAfterSeconds: secondsLeft(rule, nowMs)};
}

/**
 * Counts one use of each limit, or of none: a request refused by one limit (say, the recipient's day) spends
 * nothing of the others (the client's hour). Refused with the longest wait among the limits that are spent.
 */
export async function takeFromLimits(
  store: SecurityStore,
  limits: readonly (readonly [rule: RateLimit, subject: string])[],
  nowMs: number,
): Promise<RateLimitVerdict> {
  let wait = 0;
  for (const [rule, subject] of limits) {
    if (!(await withinLimit(store, rule, subject, nowMs))) wait = Math.max(wait, secondsLeft(rule, nowMs));
  }
  if (wait > 0) return {allowed: false, retryAfterSeconds: wait};
  for (const [rule, subject] of limits) {
    const verdict = await takeFromLimit(store, rule, subject, nowMs);
    // Two requests racing past the check: the later one is refused.
    if (!verdict.allowed) return verdict;
  }
  return {allowed: true};
}

function secondsLeft(rule: RateLimit, nowMs: number): number {
  return Math.max(1, Math.ceil((windowOf(rule, nowMs).endsAt - nowMs) / 1000));
}

/** Whether a use would still be allowed, without counting one. */
export async function withinLimit(store: SecurityStore, rule: RateLimit, subject: string, nowMs: number): Promise<boolean> {
  return ((await store.get<number>(await keyOf(rule, subject, nowMs))) ?? 0) < rule.limit;
}

/** Forgets the subject's uses in this window (a member who signed in is no longer guessing). */
export async function resetLimit(store: SecurityStore, rule: RateLimit, subject: string, nowMs: number): Promise<void> {
  await store.delete(await keyOf(rule, subject, nowMs));
}

/**
 * Who is asking, for per-client limits: the shopper's IP as Oxygen's gateway sets it (`oxygen-buyer-ip`,
 * which a client cannot set itself there), else Cloudflare's header, else one shared 'unknown' client.
 * An IPv6 address counts by its /64: one subscriber's network holds 2^64 addresses, so a limit on the
 * whole address would give it as many fresh budgets.
 */
export function clientOf(request: Request): string {
  const ip = request.headers.get('oxygen-buyer-ip')?.trim() || request.headers.get('cf-connecting-ip')?.trim();
  return ip ? clientKey(ip) : 'unknown';
}

/** An IPv4 address as it is; an IPv6 address as its /64 (`2001:db8:1:2::/64`); an IPv4-mapped one as the IPv4. */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const address = ip.toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  const [head, tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  // A dotted IPv4 ending counts as two groups; only the first four groups matter here.
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array.from({length: Math.max(0, missing)}, () => '0'), ...tailGroups];
  if (groups.length < 4 || groups.slice(0, 4).some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
