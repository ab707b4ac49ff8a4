/**
 * Adding, changing and removing the bag's lines. Each validates the form,
 * checks the change against the bag's rules (service, gift and donation
 * lines follow their product; app/domain/dependent-lines.ts), and reports
 * success only when Shopify's answer shows the change.
 */
import {CartForm} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {BAG_REQUEST_MESSAGE, CART_UNAVAILABLE_MESSAGE, type LineAddInput} from '~/domain/bag-input';
import {validateBagFormInput} from '~/domain/bag-form-schema';
import {ASSEMBLY_ATTRIBUTE} from '~/domain/assembly';
import {BONUS_ATTRIBUTE_PREFIX, isReservedProduct} from '~/domain/cart-lines';
import {planLineRemovals, planLineUpdates} from '~/domain/dependent-lines';
import {addStockLimits, stockLimitMessage, updateStockLimits, type StockLimit} from '~/domain/stock-limits';
import type {CartChange} from '~/services/storefront/cart.server';
import {getVariantProducts} from '~/services/storefront/variant-products.server';
import {failed, succeeded, type BagOutcome} from './outcome';

export const EMPTY_BAG_MESSAGE = 'Your bag is empty, so there is nothing to change.';
export const OUT_OF_STOCK_MESSAGE = 'Sorry, that item is out of stock.';
/** Shopify warned that it held a quantity back, but the bag's numbers do not say which (never silent). */
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
  // The add form stays on the page (product, wishlist row, bed builder): its answer shows beside it.
  const scope = {form: form.action, target: form.lines[0].merchandiseId};
  // Assembly, bonus and donation lines come only from their own validated forms, never from a forged add.
  if (form.lines.some((line) => line.attributes?.some((attribute) => isReservedAttribute(attribute.key)))) {
    return rejected(BAG_REQUEST_MESSAGE, 'reserved line attribute in a plain add', scope);
  }
  // The bag as it was, to tell how many an add held to the stock put in. Read beside the product check, so no
  // wait; awaited even when the check fails, since the read may be merging stray carts.
  const reading = context.shopperCart.read();
  const reserved = await addsReservedProduct(context, form.lines).finally(() => reading);
  if (reserved) return rejected(BAG_REQUEST_MESSAGE, 'service or gift variant in a plain add', scope);
  const before = await reading;

  const change = await context.shopperCart.add(form.lines);
  if (!change.cart) return changeOutcome(change, '', scope);
  const lines = change.cart.lines.nodes;
  const held = new Set(lines.map((line) => line.merchandise.id));
  if (!form.lines.every((line) => held.has(line.merchandiseId))) return failed(409, OUT_OF_STOCK_MESSAGE, scope);
  const limits = addStockLimits(form.lines, before.cart?.lines.nodes ?? (before.status === 'none' ? [] : null), lines);
  return stockOutcome(change, limits, form.lines.length > 1, 'Added to your bag.', scope);
}

export async function updateLines({context, input}: BagFormRequest): Promise<BagOutcome> {
  const form = validateBagFormInput(input);
  if (!form.ok) return rejected(form.message, form.reason);
  if (form.action !== CartForm.ACTIONS.LinesUpdate) return rejected(BAG_REQUEST_MESSAGE, 'not an update');
  const cart = await context.shopperCart.get();
  if (!cart) return failed(400, EMPTY_BAG_MESSAGE);
  const plan = planLineUpdates(cart.lines.nodes, form.lines);
  if (!plan.ok) return rejected(plan.message, plan.reason);
  const change = await context.shopperCart.update(plan.value);
  if (!change.cart) return changeOutcome(change, '');
  // Beside the line's stepper, while the line is still in the bag to show it.
  const target = form.lines[0].id;
  const scope = change.cart.lines.nodes.some((line) => line.id === target) ? {form: form.action, target} : {};
  const limits = updateStockLimits(form.lines, cart.lines.nodes, change.cart.lines.nodes);
  return stockOutcome(change, limits, form.lines.length > 1, 'Your bag has been updated.', scope);
}

/**
 * A change Shopify accepted: done, or held to the stock, which is always
 * said with the numbers, never a silent change. A stock warning the bag's
 * numbers cannot place still gets a message.
 */
function stockOutcome(
  change: CartChange,
  limits: StockLimit[],
  nameItems: boolean,
  success: string,
  scope: Partial<BagOutcome>,
): BagOutcome {
  const warned = change.warnings.some((warning) => warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK');
  const message = stockLimitMessage(limits, {nameItems}) ?? (warned ? NOT_ENOUGH_STOCK_MESSAGE : null);
  return message ? succeeded(message, {...scope, limited: true}) : succeeded(success, scope);
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
