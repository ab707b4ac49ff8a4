import type {RequestHandler} from 'msw';
import {automaticDiscounts} from '../fixtures/automatic-discounts';
import {catalogue} from '../fixtures/catalogue';
import {imageUrl} from '../images/handlers';
import type {Fault} from '../fault-switch';
import {createStorefrontHandlers, storefrontFault} from './create-handlers';
import type {DiscountCodeRules} from './cart-pricing';
import {buildStorefrontStore, type StorefrontStore, type StorefrontStoreOptions} from './store';

export {createStorefrontHandlers, storefrontFault};
export type {StorefrontStore};

/** Demo codes the stand-in applies (any other code is kept but not applicable). */
export const DEMO_DISCOUNT_CODES: DiscountCodeRules = {DEMO10: {percentOff: 10}};

/**
 * A store over the demo catalogue, its discount code and its automatic
 * discounts (fixtures/automatic-discounts.ts). Pass `persistFile` (the mock shop process
 * does) to keep carts across restarts; without it everything stays in memory.
 */
export function createStorefrontStore(options: Partial<StorefrontStoreOptions> = {}): StorefrontStore {
  return buildStorefrontStore({catalogue, imageUrl, discountCodes: DEMO_DISCOUNT_CODES, automaticDiscounts, ...options});
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
