import type {FixtureAutomaticDiscount} from '../fixtures/automatic-discounts';
import type {FixtureProduct, FixtureVariant} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
import type {CartLineRecord, CartRecord} from './cart-model';
import {includedGst, percentOf, toCents, type Cents} from './money';

/** A demo discount code: a percentage off every line. Codes match case-insensitively, as on Shopify. */
export interface DiscountCodeRule {
  percentOff: number;
}
export type DiscountCodeRules = Readonly<Record<string, DiscountCodeRule>>;

export function findDiscountRule(rules: DiscountCodeRules, code: string): DiscountCodeRule | undefined {
  const wanted = code.trim().toUpperCase();
  const match = Object.keys(rules).find((candidate) => candidate.toUpperCase() === wanted);
  return match ? rules[match] : undefined;
}

export interface LineDiscount {
  code: string;
  percentOff: number;
  cents: Cents;
}

/** An automatic discount on a line (`CartAutomaticDiscountAllocation`). */
export interface LineAutomaticDiscount {
  title: string;
  percentOff: number;
  cents: Cents;
}

function tagSet(tags: readonly string[]): Set<string> {
  return new Set(tags.map((tag) => tag.trim().toLowerCase()));
}

/** Running at `now`: from startsAt to endsAt, both inclusive (as the campaigns it mirrors). */
export function isAutomaticDiscountRunning(discount: FixtureAutomaticDiscount, now: Date): boolean {
  const at = now.getTime();
  const endsAt = discount.endsAt === null ? Infinity : Date.parse(discount.endsAt);
  return Date.parse(discount.startsAt) <= at && at <= endsAt;
}

/** Whether the discount's product tags take in `product` (any tag in, none excluded). */
export function automaticDiscountApplies(discount: FixtureAutomaticDiscount, product: Pick<FixtureProduct, 'tags'>): boolean {
  const tags = tagSet(product.tags);
  const included = discount.productTags.some((tag) => tags.has(tag.trim().toLowerCase()));
  const excluded = (discount.excludedProductTags ?? []).some((tag) => tags.has(tag.trim().toLowerCase()));
  return included && !excluded;
}

/**
 * The automatic discount a line gets, or null. Product discounts do not
 * combine, so where several run for a product Shopify applies the one that
 * saves the most (the first listed on a tie). Worked out per unit, then times
 * the quantity, so a line of n costs exactly n × the unit price the
 * storefront shows.
 */
export function automaticLineDiscount(
  discounts: readonly FixtureAutomaticDiscount[],
  product: Pick<FixtureProduct, 'tags'>,
  unitCents: Cents,
  quantity: number,
  now: Date,
): LineAutomaticDiscount | null {
  let best: LineAutomaticDiscount | null = null;
  for (const discount of discounts) {
    if (!isAutomaticDiscountRunning(discount, now) || !automaticDiscountApplies(discount, product)) continue;
    const cents = Math.min(unitCents, percentOf(unitCents, discount.percentOff)) * quantity;
    if (cents > 0 && (best === null || cents > best.cents)) {
      best = {title: discount.title, percentOff: discount.percentOff, cents};
    }
  }
  return best;
}

export interface PricedLine {
  line: CartLineRecord;
  variant: FixtureVariant;
  product: FixtureProduct;
  unitCents: Cents;
  compareAtUnitCents: Cents | null;
  /** Unit price × quantity, before discounts. */
  subtotalCents: Cents;
  /** The automatic discount, applied first; null when none runs for the product. */
  automaticDiscount: LineAutomaticDiscount | null;
  /** Discount codes, each a percentage of what is left after the automatic discount. */
  discounts: LineDiscount[];
  /** After the line's discounts: what the buyer pays for the line, GST included. */
  totalCents: Cents;
}

export interface PricedCart {
  lines: PricedLine[];
  totalQuantity: number;
  /** After line-level discounts, before cart-level ones (there are none here), as Shopify defines it. */
  subtotalCents: Cents;
  totalCents: Cents;
  /** GST included in the taxable lines' totals. */
  taxCents: Cents;
}

/** What prices a cart besides its lines: the shop's discounts and the time. */
export interface CartPricingRules {
  discountCodes: DiscountCodeRules;
  automaticDiscounts: readonly FixtureAutomaticDiscount[];
  /** Which automatic discounts run. */
  now: Date;
}

/**
 * Prices a cart from the current catalogue. Lines whose variant no longer
 * exists (a fixture changed under a persisted cart) are left out, the way
 * Shopify drops deleted merchandise.
 */
export function priceCart(cart: CartRecord, catalogue: CatalogueIndex, pricing: CartPricingRules): PricedCart {
  const rules = pricing.discountCodes;
  const codes = cart.discountCodes
    .map((code) => ({code, rule: findDiscountRule(rules, code)}))
    .filter((entry): entry is {code: string; rule: DiscountCodeRule} => entry.rule !== undefined);

  const lines: PricedLine[] = [];
  for (const line of cart.lines) {
    const found = catalogue.variantById.get(line.merchandiseId);
    if (!found) continue;
    const unitCents = toCents(found.variant.price);
    const subtotalCents = unitCents * line.quantity;
    const automaticDiscount = automaticLineDiscount(
      pricing.automaticDiscounts,
      found.product,
      unitCents,
      line.quantity,
      pricing.now,
    );
    const afterAutomaticCents = subtotalCents - (automaticDiscount?.cents ?? 0);
    let remaining = afterAutomaticCents;
    const discounts = codes.map(({code, rule}) => {
      const cents = Math.min(remaining, percentOf(afterAutomaticCents, rule.percentOff));
      remaining -= cents;
      return {code, percentOff: rule.percentOff, cents};
    });
    lines.push({
      line,
      variant: found.variant,
      product: found.product,
      unitCents,
      compareAtUnitCents: found.variant.compareAtPrice == null ? null : toCents(found.variant.compareAtPrice),
      subtotalCents,
      automaticDiscount,
      discounts,
      totalCents: remaining,
    });
  }

  const subtotalCents = lines.reduce((sum, priced) => sum + priced.totalCents, 0);
  const taxableCents = lines.filter((priced) => priced.variant.taxable).reduce((sum, priced) => sum + priced.totalCents, 0);
  return {
    lines,
    totalQuantity: lines.reduce((sum, priced) => sum + priced.line.quantity, 0),
    subtotalCents,
    totalCents: subtotalCents,
    taxCents: includedGst(taxableCents),
  };
}
