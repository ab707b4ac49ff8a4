/**
 * Assembly service lines. Assembly applies when a variant has
 * assembly_required equal to 1 and its assembly_sku matches an assembly
 * variant.
 *
 * The service line carries three attributes tying it to its product line:
 * - `_assembly-for-key`: the product line's id, the exact tie;
 * - `_assembly-for`: the product title, so the bag and the order show what
 *   is being assembled;
 * - `_assembly_variant_id`: the product's variant id. Line ids are not
 *   forever (Shopify may merge or re-create lines), so the variant id is the
 *   fallback tie when no line has the recorded id any more.
 */
import {isAssemblyServiceLine, isBonusLine, isDonationLine, lineAttribute} from './cart-lines';
import {bonusLinesToRemoveWith, type BonusLine} from './bonus';
import {refused, type BagLineRequest} from './bag-input';
import type {Attribute} from './types';

export const ASSEMBLY_ATTRIBUTE = {
  FOR_KEY: '_assembly-for-key',
  FOR_TITLE: '_assembly-for',
  VARIANT_ID: '_assembly_variant_id',
} as const;

export const ASSEMBLY_NOT_FOUND_MESSAGE = 'That item is no longer in your bag.';
export const ASSEMBLY_UNAVAILABLE_MESSAGE = 'Assembly isn’t available for this item.';
export const ASSEMBLY_ALREADY_ADDED_MESSAGE = 'Assembly is already in your bag for this item.';

/** An assembly service variant as the shop offers it. */
export interface AssemblyServiceVariant {
  id: string;
  sku: string;
  title: string;
}

/** The parts of a cart line these rules read (the bonus rules' fields, plus the assembly metafields). */
export interface AssemblyLine extends BonusLine {
  merchandise: BonusLine['merchandise'] & {
    meta: BonusLine['merchandise']['meta'] & {
      assemblyRequired: boolean;
      assemblySku: string | null;
    };
  };
}

/** The service variant a product line can have assembled with, or null when assembly does not apply. */
export function assemblyOptionFor<Service extends AssemblyServiceVariant>(
  line: Pick<AssemblyLine, 'merchandise'>,
  services: readonly Service[],
): Service | null {
  const {assemblyRequired, assemblySku} = line.merchandise.meta;
  if (!assemblyRequired || !assemblySku) return null;
  return services.find((service) => service.sku === assemblySku) ?? null;
}

export function assemblyLineAttributes(productLine: AssemblyLine): Attribute[] {
  return [
    {key: ASSEMBLY_ATTRIBUTE.FOR_KEY, value: productLine.id},
    {
      key: ASSEMBLY_ATTRIBUTE.FOR_TITLE,
      value: productLine.merchandise.product.title,
    },
    {key: ASSEMBLY_ATTRIBUTE.VARIANT_ID, value: productLine.merchandise.id},
  ];
}

/**
 * The assembly line of a product line: the service line recording its id, or
 * failing that, one recording its variant whose recorded line is gone.
 */
export function findAssemblyLine<Line extends AssemblyLine>(
  lines: readonly Line[],
  productLine: AssemblyLine,
): Line | null {
  const serviceLines = lines.filter(isAssemblyServiceLine);
  const byKey = serviceLines.find((line) => lineAttribute(line, ASSEMBLY_ATTRIBUTE.FOR_KEY) === productLine.id);
  if (byKey) return byKey;
  const lineIds = new Set(lines.map((line) => line.id));
  return (
    serviceLines.find(
      (line) =>
        lineAttribute(line, ASSEMBLY_ATTRIBUTE.VARIANT_ID) === productLine.merchandise.id &&
        !lineIds.has(lineAttribute(line, ASSEMBLY_ATTRIBUTE.FOR_KEY) ?? ''),
    ) ?? null
  );
}

/** The line ids to remove with a product line: itself, its assembly line and its bonus lines. */
export function linesToRemoveWith(lines: readonly AssemblyLine[], productLineId: string): string[] {
  const productLine = lines.find((line) => line.id === productLineId);
  if (!productLine) return [];
  const assembly = findAssemblyLine(lines, productLine);
  const bonuses = bonusLinesToRemoveWith(lines, productLineId);
  return [productLine.id, ...(assembly ? [assembly.id] : []), ...bonuses.map((line) => line.id)];
}

/**
 * When a product line's quantity changes, its assembly line follows (one
 * assembly per item). Returns the update to make alongside, or null.
 */
export function assemblyQuantityUpdate(
  lines: readonly AssemblyLine[],
  productLineId: string,
  quantity: number,
): {id: string; quantity: number} | null {
  const productLine = lines.find((line) => line.id === productLineId);
  const assembly = productLine ? findAssemblyLine(lines, productLine) : null;
  return assembly && assembly.quantity !== quantity ? {id: assembly.id, quantity} : null;
}

export type AssemblyRequestResult = BagLineRequest;

/**
 * An "add assembly" request names a product line of the bag. It is checked
 * against the cart and the shop's services, never trusted: the line must be
 * an ordinary line in the bag, assembly must apply to it, and it must not
 * already have one. The service variant is looked up here, not taken from
 * the form, so a forged request cannot add another variant as "assembly".
 */
export function validateAssemblyRequest<Line extends AssemblyLine>({
  lines,
  productLineId,
  services,
}: {
  lines: readonly Line[];
  productLineId: unknown;
  services: readonly AssemblyServiceVariant[];
}): AssemblyRequestResult {
  const productLine = lines.find((line) => line.id === productLineId);
  if (typeof productLineId !== 'string' || !productLine) {
    return refused(ASSEMBLY_NOT_FOUND_MESSAGE, 'assembly requested for a line not in the cart');
  }
  const isProductLine =
    !isAssemblyServiceLine(productLine) && !isBonusLine(productLine) && !isDonationLine(productLine);
  const service = isProductLine ? assemblyOptionFor(productLine, services) : null;
  if (!service) {
    return refused(ASSEMBLY_UNAVAILABLE_MESSAGE, 'assembly requested for a line without assembly');
  }
  if (findAssemblyLine(lines, productLine)) {
    return refused(ASSEMBLY_ALREADY_ADDED_MESSAGE, 'assembly already in the cart for this line');
  }
  return {
    ok: true,
    line: {
      merchandiseId: service.id,
      quantity: productLine.quantity,
      attributes: assemblyLineAttributes(productLine),
    },
  };
}
