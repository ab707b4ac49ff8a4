import {randomBytes} from 'node:crypto';
import type {FixtureCatalogue} from '../fixtures/types';
import {indexCatalogue, type CatalogueIndex} from './catalogue-index';
import {CartStore} from './cart-store';
import type {DiscountCodeRules} from './cart-pricing';
import type {FixtureAutomaticDiscount} from '../fixtures/automatic-discounts';
import {shopContent, type FixtureShopContent} from '../fixtures/shop-content';
import {indexContent, type ContentIndex} from './content-objects';

export interface StorefrontStoreOptions {
  catalogue: FixtureCatalogue;
  /** The shop's blogs, pages, menus, metaobjects and locations (default: the demo shop's, `fixtures/shop-content.ts`). */
  content?: FixtureShopContent;
  /** Where an image key is served (the image stand-in's `imageUrl`). */
  imageUrl: (origin: string, key: string) => string;
  /** Keep carts in this JSON file across restarts. Without it carts live in memory only. */
  persistFile?: string;
  /** Demo discount codes; any other code is accepted but not applicable. */
  discountCodes?: DiscountCodeRules;
  /** Automatic discounts applied to qualifying lines while they run. None unless given. */
  automaticDiscounts?: readonly FixtureAutomaticDiscount[];
  clock?: () => Date;
}

/** Everything the stand-in knows: the catalogue (fixed) and the carts (mutable). */
export interface StorefrontStore {
  readonly catalogue: CatalogueIndex;
  readonly content: ContentIndex;
  readonly carts: CartStore;
  readonly discountCodes: DiscountCodeRules;
  readonly automaticDiscounts: readonly FixtureAutomaticDiscount[];
  readonly imageUrl: (origin: string, key: string) => string;
  readonly clock: () => Date;
  /** A new cart's token and key secret, shaped like Shopify's. */
  newCartIdentity(): {token: string; secret: string};
  newLineToken(): string;
  /** Keep carts in `file` from now on (loading what it already holds). */
  persistTo(file: string): void;
  /** Forget every cart (tests). */
  reset(): void;
  /** Wait for pending cart writes (shutdown, tests). */
  flush(): Promise<void>;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID-like id: 26 Crockford base-32 characters, like the ids inside Shopify's cart tokens. */
function ulidLike(): string {
  return [...randomBytes(26)].map((byte) => CROCKFORD[byte % 32]).join('');
}

export function buildStorefrontStore(options: StorefrontStoreOptions): StorefrontStore {
  const clock = options.clock ?? (() => new Date());
  const carts = new CartStore();
  const store: StorefrontStore = {
    catalogue: indexCatalogue(options.catalogue),
    content: indexContent(options.content ?? shopContent),
    carts,
    discountCodes: options.discountCodes ?? {},
    automaticDiscounts: options.automaticDiscounts ?? [],
    imageUrl: options.imageUrl,
    clock,
    newCartIdentity: () => ({
      // Shopify's tokens are base64url of "{region}:{ULID}".
      token: Buffer.from(`mock-australia-southeast1:${ulidLike()}`).toString('base64url'),
      secret: randomBytes(16).toString('hex'),
    }),
    newLineToken: () => randomBytes(16).toString('hex'),
    persistTo: (file) => carts.persistTo(file, clock()),
    reset: () => carts.reset(),
    flush: () => carts.flush(),
  };
  if (options.persistFile) store.persistTo(options.persistFile);
  return store;
}
