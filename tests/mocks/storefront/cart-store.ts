import {isCartExpired, type CartRecord} from './cart-model';
import {DebouncedJsonFile} from './json-file';

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
  private readonly file = new DebouncedJsonFile((): CartFile => ({version: FILE_VERSION, carts: [...this.carts.values()]}));

  get(token: string): CartRecord | undefined {
    return this.carts.get(token);
  }

  save(cart: CartRecord): void {
    this.carts.set(cart.token, cart);
    this.file.changed();
  }

  get size(): number {
    return this.carts.size;
  }

  /** Forgets every cart (and, when persisting, empties the file). */
  reset(): void {
    this.carts.clear();
    this.file.changed();
  }

  /**
   * Loads carts from `file` (if it exists) and keeps it up to date from now on.
   * Carts past Shopify's ten-day lifetime are dropped on load.
   */
  persistTo(file: string, now: Date): void {
    const parsed = this.file.open(file) as CartFile | undefined;
    if (!parsed || parsed.version !== FILE_VERSION) return;
    for (const cart of parsed.carts) {
      if (!isCartExpired(cart, now)) this.carts.set(cart.token, cart);
    }
  }

  /** Writes any pending change now; resolves once the file is in place. */
  flush(): Promise<void> {
    return this.file.flush();
  }
}
