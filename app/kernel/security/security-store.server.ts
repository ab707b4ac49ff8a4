/**
 * Short-lived records the security rules keep on the server, where a client cannot replay or reset them:
 * sign-in challenges and their attempt counts, rate-limit windows, and revoked member sessions. A signed
 * cookie is the client's to send again, so none of these may live in one.
 *
 * Two layers: the isolate's own memory (exact, and atomic for counters within the isolate) in front of
 * the platform's Cache API, which the isolates of one data centre share. On Oxygen the Cache API is per
 * data centre and may drop an entry early: a challenge then expires (the shopper asks for a new code), a
 * rate-limit window starts again, and a revoked session could be accepted again in another data centre.
 * The README says so; a store needing more than that would put this interface over a durable KV.
 */
import {SizeBoundedLru} from '~/kernel/size-bounded-lru';

/** Cache keys are synthetic URLs on this origin; nothing is ever fetched from it. */
const CACHE_ORIGIN = 'https://security-store.internal';
/** Records are small; the isolate keeps this many at most, least recently used going first. */
const MEMORY_ENTRIES = 20_000;

interface Held {
  value: unknown;
  expiresAt: number;
}

/** The isolate's layer: one per isolate (module state), shared by every request it serves. */
export class SecurityMemory {
  readonly #entries = new SizeBoundedLru<Held>(MEMORY_ENTRIES, 1);

  read(key: string, now: number): Held | undefined {
    const held = this.#entries.get(key);
    if (held && held.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return held;
  }

  write(key: string, held: Held): void {
    this.#entries.set(key, held, 1);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Tests start each case from nothing. */
  clear(): void {
    this.#entries.clear();
  }
}

/** The isolate's memory (a worker isolate is one module instance). */
export const isolateSecurityMemory = new SecurityMemory();

export interface SecurityStore {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Adds one to a counter that lives `ttlMs` from its first count; the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
}

export interface SecurityStoreOptions {
  memory?: SecurityMemory;
  /** The platform cache; without one (unit tests) the memory alone. */
  cache?: Cache;
  now?: () => number;
}

export function createSecurityStore({memory = isolateSecurityMemory, cache, now = Date.now}: SecurityStoreOptions = {}): SecurityStore {
  const cacheKey = (key: string) => new Request(`${CACHE_ORIGIN}/${encodeURIComponent(key)}`);

  async function fromCache(key: string): Promise<Held | undefined> {
    if (!cache) return undefined;
    try {
      const response = await cache.match(cacheKey(key));
      const held = response ? ((await response.json()) as Partial<Held>) : undefined;
      return held && typeof held.expiresAt === 'number' && held.expiresAt > now() ? {value: held.value, expiresAt: held.expiresAt} : undefined;
    } catch {
      return undefined; // an unreadable entry is no entry
    }
  }

  async function toCache(key: string, held: Held): Promise<void> {
    if (!cache) return;
    const seconds = Math.max(1, Math.ceil((held.expiresAt - now()) / 1000));
    await cache
      .put(cacheKey(key), new Response(JSON.stringify(held), {headers: {'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${seconds}`}}))
      .catch(() => {});
  }

  /** What the store holds for `key`: the isolate's copy, else the shared one (then kept by the isolate too). */
  async function read(key: string): Promise<Held | undefined> {
    const held = memory.read(key, now());
    if (held) return held;
    const shared = await fromCache(key);
    // Another request of this isolate may have written while we waited: its copy is the newer.
    const mine = memory.read(key, now());
    if (mine) return mine;
    if (shared) memory.write(key, shared);
    return shared;
  }

  return {
    async get<T>(key: string) {
      return (await read(key))?.value as T | undefined;
    },
    async put(key, value, ttlMs) {
      const held = {value, expiresAt: now() + ttlMs};
      memory.write(key, held);
      await toCache(key, held);
    },
    async delete(key) {
      memory.delete(key);
      await cache?.delete(cacheKey(key)).catch(() => false);
    },
    async increment(key, ttlMs) {
      // Seed the isolate's copy from the shared one, then count on the isolate's copy with no await between
      // reading and writing it: two requests of one isolate never both count from the same number.
      if (!memory.read(key, now())) await read(key);
      const current = memory.read(key, now());
      const held = current && typeof current.value === 'number' ? current : {value: 0, expiresAt: now() + ttlMs};
      const next = {value: (held.value as number) + 1, expiresAt: held.expiresAt};
      memory.write(key, next);
      await toCache(key, next);
      return next.value;
    },
  };
}
