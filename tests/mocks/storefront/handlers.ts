import type {RequestHandler} from 'msw';
import {standInMemberSigningKey} from '../credentials';
import {demoCheckoutRules} from '../fixtures/automatic-discounts';
import {catalogue} from '../fixtures/catalogue';
import {imageUrl} from '../images/handlers';
import {mailOutbox} from '../mail/handlers';
import {createMailOutbox, outboxDirFromEnv, type MailOutbox} from '../mail/outbox';
import type {Fault} from '../fault-switch';
import {createStorefrontHandlers, storefrontFault} from './create-handlers';
import type {DiscountCodeRules} from './cart-pricing';
import {buildStorefrontStore, type StorefrontStore, type StorefrontStoreOptions} from './store';
import {customerEmailMessage} from './customer-emails';

export {createStorefrontHandlers, storefrontFault};
export type {StorefrontStore};

/** Demo codes the stand-in applies (any other code is kept but not applicable). */
export const DEMO_DISCOUNT_CODES: DiscountCodeRules = {DEMO10: {percentOff: 10}};

/**
 * A store over the demo catalogue, its discount code, its checkout rules
 * (the automatic discounts and validation made from the demo content's
 * campaigns, running the storefront's Shopify Functions:
 * fixtures/automatic-discounts.ts; member details verified with
 * STAND_IN_MEMBER_SIGNING_KEY when set) and its customer accounts
 * (fixtures/customers.ts). Pass `persistFile` (the mock shop process does) to
 * keep carts and accounts across restarts; without it everything stays in memory.
 *
 * Account e-mails (password reset, invite) go to `outbox`: by default the mail
 * stand-in's in-memory outbox (vitest), or, with `persistFile`, the mock shop's
 * outbox folder (MOCK_SHOP_OUTBOX_DIR, else `.mock-shop/outbox/`).
 */
export function createStorefrontStore(options: Partial<StorefrontStoreOptions> & {outbox?: MailOutbox} = {}): StorefrontStore {
  const {outbox = options.persistFile ? createMailOutbox({dir: outboxDirFromEnv(process.env)}) : mailOutbox, ...rest} = options;
  const shop = (rest.catalogue ?? catalogue).shop;
  return buildStorefrontStore({
    catalogue,
    imageUrl,
    discountCodes: DEMO_DISCOUNT_CODES,
    checkoutRules: demoCheckoutRules(standInMemberSigningKey()),
    onCustomerEmail: (email) => {
      outbox.record(customerEmailMessage(email, shop)).catch((error: unknown) => {
        console.error('[mock-shop] could not keep a customer e-mail:', error);
      });
    },
    ...rest,
  });
}

/** The in-memory store behind `handlers` (vitest). */
export const storefrontStore = createStorefrontStore();

/** The Storefront API stand-in: `POST {any origin}/api/{version}/graphql.json`, plus `/__control/storefront`. */
export const handlers: RequestHandler[] = createStorefrontHandlers(storefrontStore);

/** Forget every cart made through `handlers` (call between tests). */
export function resetStorefrontStore(): void {
  storefrontStore.reset();
}

/** Make the Storefront API misbehave (see FAULTS in ../fault-switch), or (null) answer normally again. */
export function setStorefrontFault(fault: Fault | null): void {
  storefrontFault.set(fault);
}

/** Switch the Storefront API's fault off (call between tests). */
export function resetStorefrontFault(): void {
  storefrontFault.set(null);
}
