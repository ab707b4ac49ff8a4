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
  const {endsAt} = windowOf(rule, nowMs);
  const count = await store.increment(await keyOf(rule, subject, nowMs), endsAt - nowMs);
  return count <= rule.limit ? {allowed: true} : {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - nowMs) / 1000))};
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
 */
export function clientOf(request: Request): string {
  return request.headers.get('oxygen-buyer-ip')?.trim() || request.headers.get('cf-connecting-ip')?.trim() || 'unknown';
}
