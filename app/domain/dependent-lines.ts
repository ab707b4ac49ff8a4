/**
 * Lines that follow another line and are never the shopper's to set:
 * - an assembly service line follows its product line's quantity (one
 *   assembly per item);
 * - a bonus gift follows the total of its SKU on ordinary lines (one gift
 *   per item) and leaves with the last of them;
 * - the donation is one line of quantity 1, changed only by its own form.
 *
 * `planLineUpdates` and `planLineRemovals` check a shopper's change against
 * these rules before anything is sent; `dependentLineCorrections` says what
 * to change after any mutation (e.g. an add that merged into an existing
 * line) so the bag never holds more service or gift than it should.
 */
import {ASSEMBLY_ATTRIBUTE, assemblyQuantityUpdate, linesToRemoveWith, type AssemblyLine} from './assembly';
import {BONUS_ATTRIBUTE_PREFIX, isAssemblyServiceLine, isBonusLine, isDonationLine, lineAttribute} from './cart-lines';
import {bonusQuantityUpdates} from './bonus';
import type {Rejection} from './bag-input';

export const LINE_GONE_MESSAGE = 'That item is no longer in your bag.';
export const FOLLOWS_PRODUCT_MESSAGE = 'That item’s quantity follows the product it comes with.';
export const DONATION_FORM_MESSAGE = 'Change your donation with the donation form.';

export interface LineUpdate {
  id: string;
  quantity: number;
}

type Plan<T> = {ok: true; value: T} | Rejection;

const reject = (message: string, reason: string): Rejection => ({ok: false, message, reason});

function isProductLine(line: AssemblyLine): boolean {
  return !isAssemblyServiceLine(line) && !isBonusLine(line) && !isDonationLine(line);
}

/**
 * A shopper's quantity changes, checked against the bag, with the changes
 * their assembly and gift lines need alongside. Only product lines may be
 * changed; each at most once per request.
 */
export function planLineUpdates(lines: readonly AssemblyLine[], updates: readonly LineUpdate[]): Plan<LineUpdate[]> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const seen = new Set<string>();
  for (const update of updates) {
    const line = byId.get(update.id);
    if (!line) return reject(LINE_GONE_MESSAGE, 'update of a line not in the cart');
    if (seen.has(update.id)) return reject(LINE_GONE_MESSAGE, 'the same line updated twice');
    seen.add(update.id);
    if (isDonationLine(line)) return reject(DONATION_FORM_MESSAGE, 'donation line updated through LinesUpdate');
    if (!isProductLine(line)) return reject(FOLLOWS_PRODUCT_MESSAGE, 'assembly or gift line updated directly');
  }
  // Apply the shopper's changes first, so follow-ups see the new quantities.
  let after = lines.map((line) => {
    const update = updates.find((candidate) => candidate.id === line.id);
    return update ? {...line, quantity: update.quantity} : line;
  });
  const followUps = new Map<string, number>();
  for (const update of updates) {
    const assembly = assemblyQuantityUpdate(lines, update.id, update.quantity);
    if (assembly) followUps.set(assembly.id, assembly.quantity);
    for (const bonus of bonusQuantityUpdates(after, update.id, update.quantity)) followUps.set(bonus.id, bonus.quantity);
    after = after.map((line) => (line.id === update.id ? {...line, quantity: update.quantity} : line));
  }
  return {
    ok: true,
    value: [...updates, ...[...followUps].filter(([id]) => !seen.has(id)).map(([id, quantity]) => ({id, quantity}))],
  };
}

/**
 * Lines a shopper removes, with what leaves with them: a product line takes
 * its assembly and (when it was the SKU's last) its gift. An assembly or a
 * gift may be declined on its own; the donation only through its form.
 */
export function planLineRemovals(lines: readonly AssemblyLine[], lineIds: readonly string[]): Plan<string[]> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const removals = new Set<string>();
  for (const id of lineIds) {
    const line = byId.get(id);
    if (!line) return reject(LINE_GONE_MESSAGE, 'removal of a line not in the cart');
    if (isDonationLine(line)) return reject(DONATION_FORM_MESSAGE, 'donation line removed through LinesRemove');
    const cascade = isProductLine(line) ? linesToRemoveWith(lines, id) : [id];
    cascade.forEach((removed) => removals.add(removed));
  }
  return {ok: true, value: [...removals]};
}

export interface LineCorrections {
  updates: LineUpdate[];
  removals: string[];
}

/** The product line an assembly line belongs to: the recorded line, else a line of the recorded variant. */
function productLineOfAssembly(lines: readonly AssemblyLine[], assembly: AssemblyLine): AssemblyLine | null {
  const products = lines.filter(isProductLine);
  const key = lineAttribute(assembly, ASSEMBLY_ATTRIBUTE.FOR_KEY);
  const variantId = lineAttribute(assembly, ASSEMBLY_ATTRIBUTE.VARIANT_ID);
  return (
    products.find((line) => line.id === key) ?? products.find((line) => line.merchandise.id === variantId) ?? null
  );
}

function bonusSkuOf(line: AssemblyLine): string | null {
  const key = line.attributes?.find((attribute) => attribute.key.startsWith(BONUS_ATTRIBUTE_PREFIX))?.key;
  return key ? key.slice(BONUS_ATTRIBUTE_PREFIX.length) : null;
}

/**
 * What a bag needs changed so every dependent line is as the rules say:
 * assembly quantity = its product's (a second assembly for one product, or
 * one whose product is gone, is removed); each SKU's gift quantity = the
 * SKU's total (a gift with no product left, or a second gift, is removed);
 * one donation line, quantity 1. An empty answer means the bag is right.
 */
export function dependentLineCorrections(lines: readonly AssemblyLine[]): LineCorrections {
  const updates: LineUpdate[] = [];
  const removals: string[] = [];
  const settle = (line: AssemblyLine, quantity: number) => {
    if (quantity <= 0) removals.push(line.id);
    else if (line.quantity !== quantity) updates.push({id: line.id, quantity});
  };

  const assembled = new Set<string>();
  for (const line of lines.filter(isAssemblyServiceLine)) {
    const product = productLineOfAssembly(lines, line);
    if (!product || assembled.has(product.id)) removals.push(line.id);
    else {
      assembled.add(product.id);
      settle(line, product.quantity);
    }
  }

  const gifted = new Set<string>();
  for (const line of lines.filter(isBonusLine)) {
    const sku = bonusSkuOf(line);
    const total = lines
      .filter((candidate) => isProductLine(candidate) && candidate.merchandise.sku === sku)
      .reduce((sum, candidate) => sum + candidate.quantity, 0);
    if (!sku || gifted.has(sku)) removals.push(line.id);
    else {
      gifted.add(sku);
      settle(line, total);
    }
  }

  lines.filter(isDonationLine).forEach((line, index) => (index === 0 ? settle(line, 1) : removals.push(line.id)));
  return {updates, removals};
}
