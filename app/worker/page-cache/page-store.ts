/**
 * The isolate's memory of rendered pages (the project README, § The page cache). A page is fresh for a
 * second; after that it is re-rendered by the next request for it, and while that render runs the others
 * still get the page it replaces (at most a few seconds old). The first requests for a page nobody has
 * rendered yet wait for the one render instead of each starting their own. Bounded in bytes; least recently
 * used pages go first.
 */
import {SizeBoundedLru} from '~/kernel/size-bounded-lru';
import type {NonceTemplate} from './nonce-template';

export interface StoredPage {
  /** The document as rendered, cut where its CSP nonce `nonce` was (nonce-template.ts). */
  body: NonceTemplate;
  nonce: string;
  status: number;
  /** The rendered response's headers, Set-Cookie aside (cookies are the asking request's own). */
  headers: [string, string][];
  /** Browser ids the render gave out (Searchspring's), to give the next shopper their own. */
  effects: TrackingEffect[];
}

/** A cookie-setting call a render made that a served copy must make again for its own shopper. */
export type TrackingEffect = {kind: 'ids'} | {kind: 'viewed'; sku: string};

export interface PageStoreLimits {
  /** How long a page is served as it is. */
  freshMs: number;
  /** How long past that a page is still served while its re-render runs. */
  staleMs: number;
  /** The most the memory holds (bytes of HTML). */
  maxBytes: number;
  /** Bigger pages are never kept. */
  maxEntryBytes: number;
  /** How long a request waits for another's first render of the same page before rendering itself. */
  waitMs: number;
}

export const PAGE_STORE_LIMITS: PageStoreLimits = {
  freshMs: 1_000,
  staleMs: 4_000,
  maxBytes: 8 * 1024 * 1024,
  maxEntryBytes: 512 * 1024,
  waitMs: 3_000,
};

interface Entry {
  page: StoredPage;
  storedAt: number;
}

/** What a lookup found: a page to serve, a render to wait for, or nothing (this request renders). */
export type Lookup =
  | {kind: 'fresh' | 'stale'; page: StoredPage}
  | {kind: 'wait'; ready: Promise<void>}
  | {kind: 'render'; finish: (page: StoredPage | null) => void};

export class PageStore {
  /** Sized by bytes of HTML. */
  readonly #entries: SizeBoundedLru<Entry>;
  /** Renders under way, by key: settled when the page is kept (or turned out not keepable). */
  readonly #rendering = new Map<string, Promise<void>>();

  constructor(
    readonly limits: PageStoreLimits = PAGE_STORE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.#entries = new SizeBoundedLru(limits.maxBytes, limits.maxEntryBytes);
  }

  get size(): number {
    return this.#entries.count;
  }

  lookup(key: string): Lookup {
    const entry = this.#entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < this.limits.freshMs) return {kind: 'fresh', page: entry.page};
    if (entry && age >= this.limits.freshMs + this.limits.staleMs) this.#entries.delete(key);
    const rendering = this.#rendering.get(key);
    if (rendering) {
      if (entry && age < this.limits.freshMs + this.limits.staleMs) return {kind: 'stale', page: entry.page};
      return {kind: 'wait', ready: rendering};
    }
    return {kind: 'render', finish: this.#begin(key)};
  }

  /** The waitMs a `wait` lookup is worth; after it the request renders on its own. */
  async waitFor(ready: Promise<void>): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.limits.waitMs)));
    await Promise.race([ready, timeout]);
    clearTimeout(timer);
  }

  #begin(key: string): (page: StoredPage | null) => void {
    let settle!: () => void;
    const rendering = new Promise<void>((resolve) => (settle = resolve));
    this.#rendering.set(key, rendering);
    let finished = false;
    return (page) => {
      if (finished) return;
      finished = true;
      if (this.#rendering.get(key) === rendering) this.#rendering.delete(key);
      if (page) this.#keep(key, page);
      settle();
    };
  }

  #keep(key: string, page: StoredPage): void {
    this.#entries.set(key, {page, storedAt: this.now()}, page.body.byteLength);
  }
}
