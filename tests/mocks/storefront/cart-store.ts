import {mkdirSync, readFileSync} from 'node:fs';
import {mkdir, rename, writeFile} from 'node:fs/promises';
import {dirname} from 'node:path';
import {isCartExpired, type CartRecord} from './cart-model';

/** Coalesces bursts of cart mutations into one write. */
const WRITE_DEBOUNCE_MS = 50;
const FILE_VERSION = 1;

interface CartFile {
  version: number;
  carts: CartRecord[];
}

/**
 * Carts by token, in memory. With a persist file the map is loaded from it and
 * written back (debounced, write-then-rename so a crash never leaves half a
 * file) after every change; without one nothing touches the disk.
 */
export class CartStore {
  private readonly carts = new Map<string, CartRecord>();
  private persistFile: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();

  get(token: string): CartRecord | undefined {
    return this.carts.get(token);
  }

  save(cart: CartRecord): void {
    this.carts.set(cart.token, cart);
    this.scheduleWrite();
  }

  get size(): number {
    return this.carts.size;
  }

  /** Forgets every cart (and, when persisting, empties the file). */
  reset(): void {
    this.carts.clear();
    this.scheduleWrite();
  }

  /**
   * Loads carts from `file` (if it exists) and keeps it up to date from now on.
   * Carts past Shopify's ten-day lifetime are dropped on load.
   */
  persistTo(file: string, now: Date): void {
    this.persistFile = file;
    mkdirSync(dirname(file), {recursive: true});
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const parsed = JSON.parse(text) as CartFile;
    if (parsed.version !== FILE_VERSION) return;
    for (const cart of parsed.carts) {
      if (!isCartExpired(cart, now)) this.carts.set(cart.token, cart);
    }
  }

  /** Writes any pending change now; resolves once the file is in place. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      this.enqueueWrite();
    }
    await this.writing;
  }

  private scheduleWrite(): void {
    if (!this.persistFile || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.enqueueWrite();
    }, WRITE_DEBOUNCE_MS);
    // A pending write must not keep a finished process (or test run) alive.
    this.timer.unref?.();
  }

  private enqueueWrite(): void {
    const file = this.persistFile;
    if (!file) return;
    const snapshot: CartFile = {version: FILE_VERSION, carts: [...this.carts.values()]};
    // Chained so two writes never race on the same temporary file; a failed
    // write is reported and the chain carries on with the next one.
    this.writing = this.writing
      .then(async () => {
        const temporary = `${file}.${process.pid}.tmp`;
        await mkdir(dirname(file), {recursive: true});
        await writeFile(temporary, JSON.stringify(snapshot));
        await rename(temporary, file);
      })
      .catch((error: unknown) => {
        console.error(`[mock-shop] could not write ${file}:`, error);
      });
  }
}
