/**
 * Bonus items (variant metafields bonus_variant_id / bonus_product and
 * the line attribute `_bonus_for_{sku}`).
 *
 * A variant whose metafields name a bonus variant offers that item free. The
 * bonus line is marked `_bonus_for_{sku}` with the product's SKU (the value is
 * the product title, for the order), hidden from the visible lines, and
 * removed with its product. The tie is by SKU, so the bonus stays while any
 * line of that SKU remains and its quantity follows theirs.
 */
import {BONUS_ATTRIBUTE_PREFIX, isAssemblyServiceLine, isBonusLine, isDonationLine} from './cart-lines';
import {isGid} from './gid';
import {refused, type BagLineRequest} from './bag-input';
import type {Attribute} from './types';

export const BONUS_NOT_FOUND_MESSAGE = 'That item is no longer in your bag.';
export const BONUS_UNAVAILABLE_MESSAGE = 'This item doesn’t come with a bonus gift.';
export const BONUS_ALREADY_ADDED_MESSAGE = 'The bonus gift for this item is already in your bag.';

/** The parts of a cart line these rules read. */
export interface BonusLine {
  id: string;
  quantity: number;
  attributes?: readonly Attribute[] | null;
  merchandise: {
    id: string;
    sku: string | null;
    meta: {bonusVariantId: string | null; bonusProduct: string | null};
    product: {handle: string; title: string};
  };
}

export interface BonusOffer {
  /** The bonus variant's gid. */
  variantId: string;
  /** The bonus product's handle, for showing the gift; null when the metafield is unset. */
  productHandle: string | null;
  /** The line attribute that marks the bonus line. */
  attributeKey: string;
}

export function bonusAttributeKey(sku: string): string {
  return `${BONUS_ATTRIBUTE_PREFIX}${sku}`;
}

export function isBonusAttributeKey(key: string): boolean {
  return key.startsWith(BONUS_ATTRIBUTE_PREFIX);
}

/**
 * The bonus a line's variant offers (or a variant's, on the product page); null without a SKU or a valid bonus
 * variant id.
 */
export function bonusOffer(line: {merchandise: Pick<BonusLine['merchandise'], 'sku' | 'meta'>}): BonusOffer | null {
  const {sku, meta} = line.merchandise;
  if (!sku || !isGid(meta.bonusVariantId, 'ProductVariant')) return null;
  return {
    variantId: meta.bonusVariantId,
    productHandle: meta.bonusProduct,
    attributeKey: bonusAttributeKey(sku),
  };
}

function hasAttributeKey(line: BonusLine, key: string): boolean {
  return line.attributes?.some((attribute) => attribute.key === key) ?? false;
}

/** Every bonus line marked for the product line's SKU. */
export function bonusLinesOf<Line extends BonusLine>(
  lines: readonly Line[],
  productLine: Pick<BonusLine, 'merchandise'>,
): Line[] {
  const {sku} = productLine.merchandise;
  if (!sku) return [];
  const key = bonusAttributeKey(sku);
  return lines.filter((line) => hasAttributeKey(line, key));
}

/** Whether the offered bonus of this line is already in the bag. */
export function hasBonusInBag(lines: readonly BonusLine[], productLine: Pick<BonusLine, 'merchandise'>): boolean {
  const offer = bonusOffer(productLine);
  if (!offer) return false;
  return bonusLinesOf(lines, productLine).some((line) => line.merchandise.id === offer.variantId);
}

/** Ordinary lines only: a bonus, assembly or donation line never offers a bonus of its own. */
function isProductLine(line: BonusLine): boolean {
  return !isBonusLine(line) && !isAssemblyServiceLine(line) && !isDonationLine(line);
}

/** How many of a SKU the bag holds on ordinary lines, with one line's quantity replaced. */
function quantityOfSku(
  lines: readonly BonusLine[],
  sku: string,
  changed: {id: string; quantity: number} | null,
): number {
  return lines
    .filter((line) => isProductLine(line) && line.merchandise.sku === sku)
    .reduce((sum, line) => sum + (changed && line.id === changed.id ? changed.quantity : line.quantity), 0);
}

/**
 * The bonus lines to remove with a product line: its SKU's bonus lines,
 * unless another ordinary line of that SKU stays in the bag.
 */
export function bonusLinesToRemoveWith<Line extends BonusLine>(lines: readonly Line[], productLineId: string): Line[] {
  const productLine = lines.find((line) => line.id === productLineId);
  const sku = productLine?.merchandise.sku;
  if (!productLine || !sku) return [];
  return quantityOfSku(lines, sku, {id: productLineId, quantity: 0}) > 0 ? [] : bonusLinesOf(lines, productLine);
}

/**
 * When a product line's quantity changes, its bonus follows the SKU's total
 * (one gift per item). Returns the updates to make alongside; a total of 0
 * removes the bonus (quantity 0).
 */
export function bonusQuantityUpdates(
  lines: readonly BonusLine[],
  productLineId: string,
  quantity: number,
): {id: string; quantity: number}[] {
  const productLine = lines.find((line) => line.id === productLineId);
  const sku = productLine?.merchandise.sku;
  if (!productLine || !sku) return [];
  const total = quantityOfSku(lines, sku, {id: productLineId, quantity});
  return bonusLinesOf(lines, productLine)
    .filter((line) => line.quantity !== total)
    .map((line) => ({id: line.id, quantity: total}));
}

export type BonusRequestResult = BagLineRequest;

/**
 * An "add bonus" request names a product line of the bag (and, from the
 * form, the bonus variant it shows). It is checked against the cart: the line
 * must be an ordinary line in the bag whose variant offers a bonus, a posted
 * variant must be that bonus, and the bonus must not be in the bag already.
 * The variant added is the one the metafield names, never the form's.
 */
export function validateBonusRequest({
  lines,
  productLineId,
  bonusVariantId,
}: {
  lines: readonly BonusLine[];
  productLineId: unknown;
  bonusVariantId?: unknown;
}): BonusRequestResult {
  const productLine = lines.find((line) => line.id === productLineId);
  if (typeof productLineId !== 'string' || !productLine) {
    return refused(BONUS_NOT_FOUND_MESSAGE, 'bonus requested for a line not in the cart');
  }
  const offer = isProductLine(productLine) ? bonusOffer(productLine) : null;
  if (!offer) {
    return refused(BONUS_UNAVAILABLE_MESSAGE, 'bonus requested for a line without a bonus');
  }
  if (bonusVariantId !== undefined && bonusVariantId !== null && bonusVariantId !== offer.variantId) {
    return refused(BONUS_UNAVAILABLE_MESSAGE, 'posted bonus variant is not the line’s bonus');
  }
  if (hasBonusInBag(lines, productLine)) {
    return refused(BONUS_ALREADY_ADDED_MESSAGE, 'bonus already in the cart for this SKU');
  }
  const sku = productLine.merchandise.sku as string;
  return {
    ok: true,
    line: {
      merchandiseId: offer.variantId,
      quantity: quantityOfSku(lines, sku, null),
      attributes: [
        {
          key: offer.attributeKey,
          value: productLine.merchandise.product.title,
        },
      ],
    },
  };
}
