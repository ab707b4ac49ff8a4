/**
 * Adding, changing and removing the bag's lines. Each validates the form,
 * checks the change against the bag's rules (service, gift and donation
 * lines follow their product; app/domain/dependent-lines.ts), and reports
 * success only when Shopify's answer shows the change.
 */
import {CartForm} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {BAG_REQUEST_MESSAGE, CART_UNAVAILABLE_MESSAGE, validateBagFormInput, type LineAddInput} from '~/domain/bag-input';
import {ASSEMBLY_ATTRIBUTE} from '~/domain/assembly';
import {BONUS_ATTRIBUTE_PREFIX, isReservedProduct} from '~/domain/cart-lines';
import {planLineRemovals, planLineUpdates} from '~/domain/dependent-lines';
import type {CartChange} from '~/services/storefront/cart.server';
import {getVariantProducts} from '~/services/storefront/variant-products.server';
import {failed, succeeded, type BagOutcome} from './outcome';

export const EMPTY_BAG_MESSAGE = 'Your bag is empty, so there is nothing to change.';
export const OUT_OF_STOCK_MESSAGE = 'Sorry, that item is out of stock.';
export const NOT_ENOUGH_STOCK_MESSAGE = 'Only some of those were available; your bag has what we have.';

export interface BagFormRequest {
  context: AppLoadContext;
  /** The whole CartForm input, `{action, inputs}`. */
  input: {action: string; inputs: Record<string, unknown>};
  nowMs: number;
}

/** A change's answer: Shopify's problem in shopper words, or `success`. */
export function changeOutcome(change: CartChange, success: string, extra: Partial<BagOutcome> = {}): BagOutcome {
  switch (change.problem) {
    case 'unavailable':
      return failed(503, CART_UNAVAILABLE_MESSAGE, extra);
    case 'missing-cart':
      return failed(409, EMPTY_BAG_MESSAGE, extra);
    case 'rejected':
      return failed(400, change.message ?? BAG_REQUEST_MESSAGE, extra);
    case null:
      return succeeded(success, extra);
  }
}

export async function addLines({context, input}: BagFormRequest): Promise<BagOutcome> {
  const form = validateBagFormInput(input);
  if (!form.ok) return rejected(form.message, form.reason);
  if (form.action !== CartForm.ACTIONS.LinesAdd) return rejected(BAG_REQUEST_MESSAGE, 'not an add');
  // Assembly, bonus and donation lines come only from their own validated forms, never from a forged add.
  if (form.lines.some((line) => line.attributes?.some((attribute) => isReservedAttribute(attribute.key)))) {
    return rejected(BAG_REQUEST_MESSAGE, 'reserved line attribute in a plain add');
  }
  if (await addsReservedProduct(context, form.lines)) {
    return rejected(BAG_REQUEST_MESSAGE, 'service or gift variant in a plain add');
  }

  const change = await context.shopperCart.add(form.lines);
  if (!change.cart) return changeOutcome(change, '');
  const held = new Set(change.cart.lines.nodes.map((line) => line.merchandise.id));
  if (!form.lines.every((line) => held.has(line.merchandiseId))) return failed(409, OUT_OF_STOCK_MESSAGE);
  // Shopify added what it had: say how many, in its own words.
  const partial = change.warnings.find((warning) => warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK');
  return succeeded(partial ? partial.message || NOT_ENOUGH_STOCK_MESSAGE : 'Added to your bag.');
}

export async function updateLines({context, input}: BagFormRequest): Promise<BagOutcome> {
  const form = validateBagFormInput(input);
  if (!form.ok) return rejected(form.message, form.reason);
  if (form.action !== CartForm.ACTIONS.LinesUpdate) return rejected(BAG_REQUEST_MESSAGE, 'not an update');
  const cart = await context.shopperCart.get();
  if (!cart) return failed(400, EMPTY_BAG_MESSAGE);
  const plan = planLineUpdates(cart.lines.nodes, form.lines);
  if (!plan.ok) return rejected(plan.message, plan.reason);
  return changeOutcome(await context.shopperCart.update(plan.value), 'Your bag has been updated.');
}

export async function removeLines({context, input}: BagFormRequest): Promise<BagOutcome> {
  const form = validateBagFormInput(input);
  if (!form.ok) return rejected(form.message, form.reason);
  if (form.action !== CartForm.ACTIONS.LinesRemove) return rejected(BAG_REQUEST_MESSAGE, 'not a removal');
  const cart = await context.shopperCart.get();
  if (!cart) return failed(400, EMPTY_BAG_MESSAGE);
  const plan = planLineRemovals(cart.lines.nodes, form.lineIds);
  if (!plan.ok) return rejected(plan.message, plan.reason);
  return changeOutcome(await context.shopperCart.remove(plan.value), 'Removed from your bag.');
}

/** Assembly, donation and gift variants come only through their own forms. */
async function addsReservedProduct(context: AppLoadContext, lines: LineAddInput[]) {
  const products = await getVariantProducts(
    context.storefront,
    lines.map((line) => line.merchandiseId),
  );
  return [...products.values()].some(isReservedProduct);
}

function isReservedAttribute(key: string): boolean {
  return key.startsWith(BONUS_ATTRIBUTE_PREFIX) || Object.values(ASSEMBLY_ATTRIBUTE).includes(key as never);
}

/** Bad input: a 400 that changes nothing; the reason goes to the log, never to the shopper. */
export function rejected(message: string, reason: string, extra: Partial<BagOutcome> = {}): BagOutcome {
  console.warn(JSON.stringify({level: 'warn', service: 'bag', reason}));
  return failed(400, message, extra);
}
