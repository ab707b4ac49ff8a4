import {randomBytes} from 'node:crypto';
import {dirname, join} from 'node:path';
import type {FixtureCatalogue} from '../fixtures/types';
import {indexCatalogue, type CatalogueIndex} from './catalogue-index';
import {CartStore} from './cart-store';
import {CustomerStore, type SentCustomerEmail} from './customer-store';
import {DEMO_CUSTOMERS, type FixtureCustomer} from '../fixtures/customers';
import type {DiscountCodeRules} from './cart-pricing';
import type {CheckoutRules} from './checkout-rules';
import {shopContent, type FixtureShopContent} from '../fixtures/shop-content';
import {shopPolicies, type FixtureShopPolicies} from '../fixtures/shop-policies';
import {indexContent, type ContentIndex} from './content-objects';

export interface StorefrontStoreOptions {
  catalogue: FixtureCatalogue;
  /** The shop's blogs, pages, menus, metaobjects and locations (default: the demo shop's, `fixtures/shop-content.ts`). */
  content?: FixtureShopContent;
  /** Where an image key is served (the image stand-in's `imageUrl`). */
  imageUrl: (origin: string, key: string) => string;
  /**
   * Keep carts in this JSON file across restarts, and customer accounts in
   * `customers.json` next to it. Without it both live in memory only.
   */
  persistFile?: string;
  /** The shop's policies (default: the demo shop's, `fixtures/shop-policies.ts`). */
  policies?: FixtureShopPolicies;
  /** The shop's customer accounts to start with (default: the demo accounts, `fixtures/customers.ts`). */
  customers?: readonly FixtureCustomer[];
  /** Delivers the account e-mails Shopify would send (password reset, account invite). */
  onCustomerEmail?: (email: SentCustomerEmail) => void;
  /** Demo discount codes; any other code is accepted but not applicable. */
  discountCodes?: DiscountCodeRules;
  /**
   * The shop's automatic discounts and cart validations, each running one of the storefront's Shopify Functions
   * (checkout-rules.ts): product discounts price the cart, delivery discounts and validations apply at checkout.
   * None unless given.
   */
  checkoutRules?: CheckoutRules;
  clock?: () => Date;
}

/** Everything the stand-in knows: the catalogue (fixed) and the carts (mutable). */
export interface StorefrontStore {
  readonly catalogue: CatalogueIndex;
  readonly content: ContentIndex;
  readonly policies: FixtureShopPolicies;
  readonly carts: CartStore;
  readonly customers: CustomerStore;
  readonly discountCodes: DiscountCodeRules;
  readonly checkoutRules: CheckoutRules;
  readonly imageUrl: (origin: string, key: string) => string;
  readonly clock: () => Date;
  /** A new cart's token and key secret, shaped like Shopify's. */
  newCartIdentity(): {token: string; secret: string};
  newLineToken(): string;
  /** Keep carts in `file` (and customers in `customers.json` beside it) from now on, loading what they already hold. */
  persistTo(file: string): void;
  /** Forget every cart and every account but the demo ones (tests). */
  reset(): void;
  /** Wait for pending cart and customer writes (shutdown, tests). */
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
  const customers = new CustomerStore(
    options.customers ?? DEMO_CUSTOMERS,
    clock,
    options.catalogue.shop.primaryDomainUrl,
    options.onCustomerEmail,
  );
  const store: StorefrontStore = {
    catalogue: indexCatalogue(options.catalogue),
    content: indexContent(options.content ?? shopContent),
    policies: options.policies ?? shopPolicies,
    carts,
    customers,
    discountCodes: options.discountCodes ?? {},
    checkoutRules: options.checkoutRules ?? [],
    imageUrl: options.imageUrl,
    clock,
    newCartIdentity: () => ({
      // Shopify's tokens are base64url of "{region}:{ULID}".
      token: Buffer.from(`mock-australia-southeast1:${ulidLike()}`).toString('base64url'),
      secret: randomBytes(16).toString('hex'),
    }),
    newLineToken: () => randomBytes(16).toString('hex'),
    persistTo: (file) => {
      carts.persistTo(file, clock());
      customers.persistTo(join(dirname(file), 'customers.json'));
    },
    reset: () => {
      carts.reset();
      customers.reset();
    },
    flush: () => Promise.all([carts.flush(), customers.flush()]).then(() => undefined),
  };
  if (options.persistFile) store.persistTo(options.persistFile);
  return store;
}
