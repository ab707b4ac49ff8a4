import {CartForm} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  BAG_REQUEST_MESSAGE,
  safeRedirectPath,
  validateBagFormInput,
  type BagFormInput,
} from '~/domain/bag-input';
import {ASSEMBLY_ATTRIBUTE, assemblyQuantityUpdate, linesToRemoveWith} from '~/domain/assembly';
import {bonusQuantityUpdates} from '~/domain/bonus';
import {BONUS_ATTRIBUTE_PREFIX, isReservedProduct} from '~/domain/cart-lines';
import {getVariantProducts} from '~/services/storefront/variant-products.server';
import {isBagExtraAction, performBagExtra} from './bag-extras.server';

export interface BagOutcome {
  ok: boolean;
  message: string;
  status: number;
  /** Where a form posted without JavaScript goes back to. */
  redirectTo: string | null;
  /** Which bag form answered, so the page shows the message next to it. */
  form?: string;
  /** A message per field, for messages next to their fields. */
  fieldErrors?: Record<string, string>;
}

const SUCCESS: Record<BagFormInput['action'], string> = {
  LinesAdd: 'Added to your bag.',
  LinesUpdate: 'Your bag has been updated.',
  LinesRemove: 'Removed from your bag.',
};

const EMPTY_BAG_MESSAGE = 'Your bag is empty, so there is nothing to change.';
const OUT_OF_STOCK_MESSAGE = 'Sorry, that item is out of stock.';
const NOT_ENOUGH_STOCK_MESSAGE = 'Only some of those were available; your bag has what we have.';

/**
 * Runs one bag form: validates it, sends only the validated change to
 * Shopify, and says what happened. Bad input changes nothing.
 */
export async function performBagAction(context: AppLoadContext, formData: FormData): Promise<BagOutcome> {
  // Even a rejected no-JS form goes back to its page, to show why.
  const fallbackRedirect = safeRedirectPath(formData.get('redirectTo'));
  let raw: unknown;
  try {
    raw = CartForm.getFormInput(formData);
  } catch {
    return rejected(BAG_REQUEST_MESSAGE, fallbackRedirect, 'cartFormInput is not JSON');
  }
  const extra = raw as {action?: unknown; inputs?: Record<string, unknown>};
  if (isBagExtraAction(extra.action)) {
    return performBagExtra(context, extra.action, extra.inputs ?? {}, fallbackRedirect, Date.now());
  }
  const input = validateBagFormInput(raw);
  if (!input.ok) return rejected(input.message, fallbackRedirect, input.reason);
  // Assembly and bonus lines come only from their own validated forms, never from a forged add.
  if (input.action === 'LinesAdd' && input.lines.some((line) => line.attributes?.some((a) => isReservedAttribute(a.key)))) {
    return rejected(BAG_REQUEST_MESSAGE, fallbackRedirect, 'reserved line attribute in a plain add');
  }
  if (input.action === 'LinesAdd' && (await addsReservedProduct(context, input.lines))) {
    return rejected(BAG_REQUEST_MESSAGE, fallbackRedirect, 'service or gift variant in a plain add');
  }

  const {cart} = context;
  const cartIdBefore = cart.getCartId();
  const hadCart = Boolean(cartIdBefore);
  if (!hadCart && input.action !== 'LinesAdd') {
    return {ok: false, message: EMPTY_BAG_MESSAGE, status: 400, redirectTo: input.redirectTo};
  }

  let result =
    input.action === 'LinesAdd'
      ? await cart.addLines(input.lines)
      : input.action === 'LinesUpdate'
        ? await cart.updateLines(await withDependentUpdates(context, input.lines))
        : await cart.removeLines(await withDependentLines(context, input.lineIds));

  // The cart expired or was checked out since the page loaded: an add starts a new bag instead of failing.
  if (input.action === 'LinesAdd' && hadCart && isMissingCart(result.userErrors)) {
    context.forgetCart();
    result = await cart.create({lines: input.lines});
  }

  context.invalidateCart();
  if (result.errors?.length) {
    context.reportError(result.errors[0], {service: 'storefront', method: 'POST', url: 'cart mutation'});
    return {ok: false, message: BAG_REQUEST_MESSAGE, status: 502, redirectTo: input.redirectTo};
  }
  const userError = result.userErrors?.[0];
  if (userError) {
    return {ok: false, message: shopperMessage(userError.message), status: 400, redirectTo: input.redirectTo};
  }
  // Hydrogen's handler tracks a new id itself, so compare with the id the request came with.
  if (result.cart?.id && result.cart.id !== cartIdBefore) {
    cart.setCartId(result.cart.id);
  }
  const warnings = result.warnings ?? [];
  if (warnings.some((warning) => warning.code === 'MERCHANDISE_OUT_OF_STOCK')) {
    return {ok: false, message: OUT_OF_STOCK_MESSAGE, status: 409, redirectTo: input.redirectTo};
  }
  // Shopify added or kept what it had: say how many, in its own words.
  const partial = warnings.find((warning) => warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK');
  if (partial) {
    return {ok: true, message: partial.message || NOT_ENOUGH_STOCK_MESSAGE, status: 200, redirectTo: input.redirectTo};
  }
  return {ok: true, message: SUCCESS[input.action], status: 200, redirectTo: input.redirectTo};
}

/** A product line's assembly and bonus lines follow its quantity. */
async function withDependentUpdates(context: AppLoadContext, updates: {id: string; quantity: number}[]) {
  const lines = (await context.getCart())?.lines.nodes ?? [];
  const dependents = updates.flatMap((update) => [
    ...[assemblyQuantityUpdate(lines, update.id, update.quantity)].filter((dependent) => dependent !== null),
    ...bonusQuantityUpdates(lines, update.id, update.quantity),
  ]);
  const updated = new Set(updates.map((update) => update.id));
  return [...updates, ...dependents.filter((dependent) => !updated.has(dependent.id))];
}

/** Removing a product removes its assembly and its bonus gift with it. */
async function withDependentLines(context: AppLoadContext, lineIds: string[]) {
  const lines = (await context.getCart())?.lines.nodes ?? [];
  const all = lineIds.flatMap((id) => {
    const cascade = linesToRemoveWith(lines, id);
    return cascade.length > 0 ? cascade : [id];
  });
  return [...new Set(all)];
}

/** Assembly, donation and gift variants come only through their own forms. */
async function addsReservedProduct(context: AppLoadContext, lines: {merchandiseId: string}[]) {
  const products = await getVariantProducts(
    context.storefront,
    lines.map((line) => line.merchandiseId),
  );
  return [...products.values()].some(isReservedProduct);
}

function isReservedAttribute(key: string): boolean {
  return key.startsWith(BONUS_ATTRIBUTE_PREFIX) || Object.values(ASSEMBLY_ATTRIBUTE).includes(key as never);
}

function isMissingCart(userErrors: {field?: string[] | null; message: string}[] | undefined): boolean {
  return Boolean(
    userErrors?.some((error) => error.field?.includes('cartId') || /cart does not exist/i.test(error.message)),
  );
}

function rejected(message: string, redirectTo: string | null, reason: string): BagOutcome {
  console.warn(JSON.stringify({level: 'warn', service: 'bag', reason}));
  return {ok: false, message, status: 400, redirectTo};
}

/** Shopify's messages name gids; shoppers get plain words. */
function shopperMessage(message: string): string {
  if (/merchandise/i.test(message)) return 'Sorry, that product is no longer available.';
  if (/line with id/i.test(message)) return 'That item is no longer in your bag.';
  if (/quantity/i.test(message)) return 'Enter a quantity between 1 and 999.';
  return BAG_REQUEST_MESSAGE;
}
