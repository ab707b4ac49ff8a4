/**
 * Content as the app uses it (read, checked and reshaped), remembered by the isolate for the Prismic ref it was
 * read from. A ref names one published state of the repository and never changes, so what was read from it stays
 * true: a request only has to learn which ref is current (the repository's entry, one cached request), and a
 * publish, which gives a new master ref, reaches pages exactly as fast as before. What the memo saves is reading,
 * parsing and reshaping the same documents on every request: for the header, campaign settings and banner, which
 * every page renders, that was about a third of the worker's CPU for a page rendered for one shopper (the bag).
 *
 * - Only complete reads are kept: a failure, or a read that stood in a fallback for a failed part, is read again
 *   by the next request.
 * - Kept values are frozen, since every request shares them.
 * - Values are kept, not promises: workerd does not let one request await another request's I/O, so requests that
 *   miss at the same time each read for themselves.
 * - Drafts never come here: a preview session's content service has no memo.
 */
import {SizeBoundedLru} from '~/kernel/size-bounded-lru';

/** A read, and whether it is the whole answer (nothing in it stands in for a part that failed). */
export interface ContentRead<T> {
  value: T;
  complete: boolean;
}

/** Refs in use at once are one or two (the current one, and the one before a publish); a few keys each. */
const DEFAULT_MAX_ENTRIES = 64;

/**
 * How long the isolate trusts the master ref it last learned. The repository's answer is itself kept 30 s in the
 * sub-request cache (../upstream/cache-strategies.ts); a second more spares each request reading it back.
 */
export const CURRENT_REF_FRESH_MS = 1000;

export class RefMemo {
  readonly #entries: SizeBoundedLru<unknown>;
  #currentRef: {ref: string; learnedAt: number} | null = null;

  constructor(maxEntries = DEFAULT_MAX_ENTRIES) {
    // Every entry counts as one: the bound is on how many, the least recently used going first.
    this.#entries = new SizeBoundedLru(maxEntries, 1);
  }

  /** The master ref as last learned within CURRENT_REF_FRESH_MS, else as `learn` tells it now. */
  async currentRef(learn: () => Promise<string>, now = Date.now()): Promise<string> {
    const known = this.#currentRef;
    if (known && now - known.learnedAt >= 0 && now - known.learnedAt < CURRENT_REF_FRESH_MS) return known.ref;
    const ref = await learn();
    this.#currentRef = {ref, learnedAt: now};
    return ref;
  }

  /** What `key` read from `ref`: remembered, or read now by `load` (and remembered if complete). */
  async read<T>(ref: string, key: string, load: () => Promise<ContentRead<T>>): Promise<T> {
    const id = `${ref}\u0000${key}`;
    const kept = this.#entries.get(id);
    if (kept !== undefined) return kept as T;
    const {value, complete} = await load();
    if (complete) this.#entries.set(id, deepFreeze(value), 1);
    return value;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
