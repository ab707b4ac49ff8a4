/**
 * Which bag lines shoppers see, and what the mini bag counts.
 *
 * The assembly service line, donation line and bonus set products are
 * excluded from the visible lines. The mini bag's count (lineItemsCount)
 * excludes the assembly service and donation lines. Bonus lines are hidden from the list but still counted.
 */
import {ASSEMBLY_SERVICE_HANDLE, BONUS_PRODUCT_TAG, DONATION_PRODUCT_HANDLE} from '~/config/brand';
import type {Attribute, MiniCart, Money} from './types';

/** A line attribute key `_bonus_for_{sku}` marks a free bonus item added for another line. */
export const BONUS_ATTRIBUTE_PREFIX = '_bonus_for_';

/**
 * The parts of a line these rules read. Optimistic lines from Hydrogen's
 * `useOptimisticCart` may arrive without attributes, hence optional.
 */
export interface LineForRules {
  quantity: number;
  attributes?: readonly Attribute[] | null;
  merchandise: {product: {handle: string}};
}

export interface CartForRules<Line extends LineForRules = LineForRules> {
  lines: {nodes: readonly Line[]};
}

export function lineAttribute(line: Pick<LineForRules, 'attributes'>, key: string): string | null {
  return line.attributes?.find((attribute) => attribute.key === key)?.value ?? null;
}

export function isAssemblyServiceLine(line: LineForRules): boolean {
  return line.merchandise.product.handle === ASSEMBLY_SERVICE_HANDLE;
}

export function isDonationLine(line: LineForRules): boolean {
  return line.merchandise.product.handle === DONATION_PRODUCT_HANDLE;
}

export function isBonusLine(line: LineForRules): boolean {
  return line.attributes?.some((attribute) => attribute.key.startsWith(BONUS_ATTRIBUTE_PREFIX)) ?? false;
}

/** The lines listed in the bag: everything except assembly service, donation and bonus lines. */
export function visibleLines<Line extends LineForRules>(cart: CartForRules<Line> | null | undefined): Line[] {
  if (!cart) return [];
  return cart.lines.nodes.filter(
    (line) => !isAssemblyServiceLine(line) && !isDonationLine(line) && !isBonusLine(line),
  );
}

/** Items the bag badge counts: quantities of every line but assembly service and donation. */
export function countedQuantity(cart: CartForRules | null | undefined): number {
  if (!cart) return 0;
  return cart.lines.nodes
    .filter((line) => !isAssemblyServiceLine(line) && !isDonationLine(line))
    .reduce((total, line) => total + line.quantity, 0);
}

export const EMPTY_MINI_CART: MiniCart = {id: null, totalPrice: null, lineItemsCount: 0};

export function miniCartFromCart(
  cart: ({id: string; cost: {totalAmount: Money}} & CartForRules) | null | undefined,
): MiniCart {
  if (!cart) return {...EMPTY_MINI_CART};
  return {id: cart.id, totalPrice: cart.cost.totalAmount, lineItemsCount: countedQuantity(cart)};
}

/**
 * Products that join a bag only through their own forms: the assembly
 * service, the donation, and bonus gifts. A plain add of one is forged.
 */
export function isReservedProduct(product: {handle: string; tags: readonly string[]}): boolean {
  return (
    product.handle === ASSEMBLY_SERVICE_HANDLE ||
    product.handle === DONATION_PRODUCT_HANDLE ||
    product.tags.includes(BONUS_PRODUCT_TAG)
  );
}
