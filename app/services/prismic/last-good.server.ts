/**
 * Last good content: the latest reshaped answer of each page-level query,
 * kept in the worker's Cache API so a Prismic outage can serve it instead of
 * nothing. Keys are synthetic URLs; nothing here is ever sent anywhere.
 */
export const LAST_GOOD_ORIGIN = 'https://content-fallback.internal';
/** Long enough to ride out an outage over a weekend. */
export const LAST_GOOD_MAX_AGE_S = 7 * 24 * 60 * 60;

export interface LastGoodOptions {
  cache?: Cache;
  /** Lets a write finish after the response is sent. */
  waitUntil?: (promise: Promise<unknown>) => void;
  onError?: (error: unknown) => void;
}

export interface LastGood {
  remember(key: string, value: unknown): void;
  recall<T>(key: string): Promise<T | null>;
}

/**
 * A page view writes the same content again and again; one write per key per
 * cache a minute keeps the copy fresh without a cache write on every request.
 */
export const LAST_GOOD_REWRITE_MS = 60_000;
// Per worker isolate: workerd hands out a new Cache object per request, so the key alone is the tie.
const lastWrites = new Map<string, number>();

function dueForWrite(key: string, now: number): boolean {
  const last = lastWrites.get(key);
  if (last !== undefined && now - last < LAST_GOOD_REWRITE_MS) return false;
  lastWrites.set(key, now);
  return true;
}

/** Tests start each case with nothing written. */
export function forgetLastGoodWrites(): void {
  lastWrites.clear();
}

/** A GET Request, not a URL string: Hydrogen's InMemoryCache (tests, dev) reads `request.method`. */
export function lastGoodRequest(key: string): Request {
  return new Request(`${LAST_GOOD_ORIGIN}/${key}`);
}

export function createLastGood({cache, waitUntil = () => {}, onError = () => {}}: LastGoodOptions): LastGood {
  return {
    remember(key, value) {
      if (!cache || !dueForWrite(key, Date.now())) return;
      const response = new Response(JSON.stringify(value), {
        headers: {'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${LAST_GOOD_MAX_AGE_S}`},
      });
      waitUntil(cache.put(lastGoodRequest(key), response).catch(onError));
    },

    async recall<T>(key: string) {
      if (!cache) return null;
      try {
        const response = await cache.match(lastGoodRequest(key));
        return response ? ((await response.json()) as T) : null;
      } catch (error) {
        onError(error);
        return null;
      }
    },
  };
}
