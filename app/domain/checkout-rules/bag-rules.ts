/**
 * The bag's rules on lines that follow another line, as checkout enforces them (extensions/bag-rules, a cart and
 * checkout validation function). The storefront's own forms never break them (../bonus.ts, ../assembly.ts,
 * ../dependent-lines.ts); a cart made or changed directly on the Storefront API can, and checkout then refuses it:
 * - a bonus gift is free only with its item: of each gift variant, no more than the items whose variant names it
 *   (`bonus_variant_id`);
 * - assembly is booked only for items that need it: of each assembly service SKU, no more than the items whose
 *   variant requires assembly with that SKU;
 * - one donation line, of one;
 * - at most `maxQuantity` of any line.
 */

export interface BagRuleLine {
  quantity: number;
  /** The line's variant (gid). */
  variantId: string;
  sku: string | null;
  productHandle: string;
  /** The product is a bonus gift (tagged as one). */
  isGift: boolean;
  /** The gift variant this item offers (its `bonus_variant_id` metafield), or null. */
  bonusVariantId: string | null;
  /** Its `assembly_required` metafield is 1. */
  assemblyRequired: boolean;
  /** The assembly service SKU it needs (`assembly_sku`), or null. */
  assemblySku: string | null;
}

export interface BagRulesSettings {
  /** The assembly service product's handle. */
  assemblyHandle: string;
  /** The donation product's handle. */
  donationHandle: string;
  /** The most of one line a bag may hold (the bag's quantity field allows this many). */
  maxQuantity: number;
}

export const BAG_RULE_MESSAGES = {
  gift: 'A bonus gift is free only with the item it comes with. Remove the extra gift, or add its item.',
  assembly: 'Assembly is booked for more items than need it. Remove the extra assembly.',
  donation: 'An order can hold one donation.',
  quantity: (max: number) => `An order can hold at most ${max} of an item.`,
} as const;

function isFollowerLine(line: BagRuleLine, settings: BagRulesSettings): boolean {
  return line.isGift || line.productHandle === settings.assemblyHandle || line.productHandle === settings.donationHandle;
}

function add(totals: Map<string, number>, key: string, quantity: number) {
  totals.set(key, (totals.get(key) ?? 0) + quantity);
}

/** More on the follower lines than the items allow, for any key. */
function exceeds(followers: Map<string, number>, allowed: Map<string, number>): boolean {
  for (const [key, quantity] of followers) if (quantity > (allowed.get(key) ?? 0)) return true;
  return false;
}

/** The rules the lines break, each once, as the messages checkout shows; empty when the bag is sound. */
export function bagRuleErrors(lines: readonly BagRuleLine[], settings: BagRulesSettings): string[] {
  const gifts = new Map<string, number>();
  const giftsAllowed = new Map<string, number>();
  const assembly = new Map<string, number>();
  const assemblyAllowed = new Map<string, number>();
  let donationLines = 0;
  let donationQuantity = 0;

  for (const line of lines) {
    if (line.isGift) add(gifts, line.variantId, line.quantity);
    else if (line.productHandle === settings.assemblyHandle) add(assembly, line.sku ?? '', line.quantity);
    else if (line.productHandle === settings.donationHandle) {
      donationLines += 1;
      donationQuantity += line.quantity;
    }
    if (isFollowerLine(line, settings)) continue;
    if (line.bonusVariantId) add(giftsAllowed, line.bonusVariantId, line.quantity);
    if (line.assemblyRequired && line.assemblySku) add(assemblyAllowed, line.assemblySku, line.quantity);
  }

  const errors: string[] = [];
  if (exceeds(gifts, giftsAllowed)) errors.push(BAG_RULE_MESSAGES.gift);
  if (exceeds(assembly, assemblyAllowed)) errors.push(BAG_RULE_MESSAGES.assembly);
  if (donationLines > 1 || donationQuantity > 1) errors.push(BAG_RULE_MESSAGES.donation);
  if (lines.some((line) => line.quantity > settings.maxQuantity)) errors.push(BAG_RULE_MESSAGES.quantity(settings.maxQuantity));
  return errors;
}
