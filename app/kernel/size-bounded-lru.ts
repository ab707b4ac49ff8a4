/**
 * A map that keeps its most recently used entries within a total size (bytes, or what stands for them),
 * for the isolate's in-memory caches (the sub-request cache memory and the page cache). An entry bigger
 * than `maxEntrySize` is never kept; past `maxSize`, the least recently used go first.
 */
export class SizeBoundedLru<V> {
  readonly #entries = new Map<string, {value: V; size: number}>();
  #size = 0;

  constructor(
    private readonly maxSize: number,
    private readonly maxEntrySize: number,
  ) {}

  /** How many entries are kept. */
  get count(): number {
    return this.#entries.size;
  }

  /** The entry, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (replacing any entry of the key) unless it is bigger than an entry may be. */
  set(key: string, value: V, size: number): void {
    this.delete(key);
    if (size > this.maxEntrySize) return;
    this.#entries.set(key, {value, size});
    this.#size += size;
    // Map order is use order: the front is the least recently used.
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#size = 0;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }
}
