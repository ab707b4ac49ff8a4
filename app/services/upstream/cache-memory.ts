/**
 * A second-long memory of the worker's sub-request cache, kept by the isolate in front of the platform's
 * Cache API. Every page view reads some ten cached upstream replies (content, search, reviews, the
 * catalogue); reading each from the platform cache costs more CPU than rendering a third of the page.
 * Under load the same replies are read many times a second, so the isolate keeps what it read or wrote
 * for one second and answers those reads from memory. Whether a reply is fresh or stale is still Hydrogen's
 * decision, from the same stored headers, and every write still reaches the platform cache: other isolates
 * see it as before, and this one sees its own writes at once.
 */
import {SizeBoundedLru} from '~/kernel/size-bounded-lru';

interface Remembered {
  body: ArrayBuffer;
  status: number;
  statusText: string;
  headers: [string, string][];
  until: number;
}

export interface CacheMemoryLimits {
  /** How long a reply is answered from memory. */
  ttlMs: number;
  /** The most the memory holds; the least recently used replies go first. */
  maxBytes: number;
  /** Bigger replies are left to the platform cache alone. */
  maxEntryBytes: number;
}

const DEFAULT_LIMITS: CacheMemoryLimits = {ttlMs: 1_000, maxBytes: 4 * 1024 * 1024, maxEntryBytes: 256 * 1024};

/** The isolate's memory: create one per isolate (server.ts) and front each request's cache with it. */
export class CacheMemory {
  readonly #entries: SizeBoundedLru<Remembered>;

  constructor(
    private readonly limits: CacheMemoryLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.#entries = new SizeBoundedLru(limits.maxBytes, limits.maxEntryBytes);
  }

  /** `shared` (the request's platform cache) with this memory in front of it. */
  front(shared: Cache): Cache {
    return new MemoryFrontedCache(shared, this);
  }

  get size(): number {
    return this.#entries.count;
  }

  recall(key: string): Response | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return new Response(entry.body, {status: entry.status, statusText: entry.statusText, headers: entry.headers});
  }

  remember(key: string, body: ArrayBuffer, response: Response): void {
    const entry = {
      body,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      until: this.now() + this.limits.ttlMs,
    };
    this.#entries.set(key, entry, body.byteLength);
  }

  forget(key: string): void {
    this.#entries.delete(key);
  }
}

/** Only plain GET lookups by URL are remembered; anything else goes straight to the platform cache. */
function keyOf(request: RequestInfo | URL, options?: CacheQueryOptions): string | null {
  if (options && Object.keys(options).length > 0) return null;
  if (typeof request === 'string') return request;
  if (request instanceof URL) return request.href;
  return request.method === 'GET' ? request.url : null;
}

class MemoryFrontedCache implements Cache {
  constructor(
    private readonly shared: Cache,
    private readonly memory: CacheMemory,
  ) {}

  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const key = keyOf(request, options);
    if (key === null) return this.shared.match(request, options);
    const remembered = this.memory.recall(key);
    if (remembered) return remembered;
    const response = await this.shared.match(request);
    if (!response) return undefined;
    const body = await response.arrayBuffer();
    this.memory.remember(key, body, response);
    return new Response(body, response);
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const key = keyOf(request);
    if (key === null) return this.shared.put(request, response);
    const body = await response.arrayBuffer();
    // The platform cache first: if it refuses the reply, the memory must not hold it either.
    this.memory.forget(key);
    await this.shared.put(request, new Response(body, response));
    this.memory.remember(key, body, response);
  }

  async delete(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<boolean> {
    const key = keyOf(request, options);
    if (key !== null) this.memory.forget(key);
    return this.shared.delete(request, options);
  }

  // The rest of the standard interface (the Workers runtime has none of it) goes to the platform cache as is.
  add(request: RequestInfo | URL): Promise<void> {
    this.forgetAll([request]);
    return this.shared.add(request);
  }

  addAll(requests: RequestInfo[]): Promise<void> {
    this.forgetAll(requests);
    return this.shared.addAll(requests);
  }

  keys(request?: RequestInfo | URL, options?: CacheQueryOptions): Promise<ReadonlyArray<Request>> {
    return this.shared.keys(request, options);
  }

  matchAll(request?: RequestInfo | URL, options?: CacheQueryOptions): Promise<ReadonlyArray<Response>> {
    return this.shared.matchAll(request, options);
  }

  private forgetAll(requests: (RequestInfo | URL)[]): void {
    for (const request of requests) {
      const key = keyOf(request);
      if (key !== null) this.memory.forget(key);
    }
  }
}
