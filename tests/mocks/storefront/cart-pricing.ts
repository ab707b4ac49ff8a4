import type {FixtureAutomaticDiscount, FixtureMemberDiscountFunction} from '../fixtures/automatic-discounts';
import type {FixtureProduct, FixtureVariant} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
import type {CartLineRecord, CartRecord} from './cart-model';
import {memberPriceLineDiscounts, type FunctionCartLine} from './member-price-function';
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

/**
 * What an automatic discount takes off: a basic discount's percentage of each
 * unit, or a Discount Function candidate's fixed amount off each unit.
 */
export type AutomaticDiscountValue = {kind: 'percentage'; percentage: number} | {kind: 'fixedAmountEach'; amountCents: Cents};

/** An automatic discount on a line (`CartAutomaticDiscountAllocation`). */
export interface LineAutomaticDiscount {
  title: string;
  value: AutomaticDiscountValue;
  /** Off the whole line. */
  cents: Cents;
}

function tagSet(tags: readonly string[]): Set<string> {
  return new Set(tags.map((tag) => tag.trim().toLowerCase()));
}

/** Running at `now`: from startsAt to endsAt, both inclusive (as the campaigns it mirrors). */
export function isAutomaticDiscountRunning(discount: Pick<FixtureAutomaticDiscount, 'startsAt' | 'endsAt'>, now: Date): boolean {
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
 * Product discounts do not combine: of several that apply to a line Shopify
 * applies the one that saves the most (the first listed on a tie). Null when
 * none saves anything.
 */
export function largestLineDiscount(candidates: readonly LineAutomaticDiscount[]): LineAutomaticDiscount | null {
  let best: LineAutomaticDiscount | null = null;
  for (const candidate of candidates) {
    if (candidate.cents > 0 && (best === null || candidate.cents > best.cents)) best = candidate;
  }
  return best;
}

/**
 * The basic automatic discount a line gets, or null: of those running for
 * the product, the one that saves the most. Worked out per unit, then times
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
  return largestLineDiscount(
    discounts
      .filter((discount) => isAutomaticDiscountRunning(discount, now) && automaticDiscountApplies(discount, product))
      .map((discount) => ({
        title: discount.title,
        value: {kind: 'percentage', percentage: discount.percentOff},
        cents: Math.min(unitCents, percentOf(unitCents, discount.percentOff)) * quantity,
      })),
  );
}

export interface PricedLine {
  line: CartLineRecord;
  variant: FixtureVariant;
  product: FixtureProduct;
  unitCents: Cents;
  compareAtUnitCents: Cents | null;
  /** Unit price × quantity, before discounts. */
  subtotalCents: Cents;
  /**
   * The automatic discount, applied first: the basic automatic discount or the member-price function's,
   * whichever saves more; null when neither applies.
   */
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
  /** Automatic discounts running the merchant's member-price Discount Function (member-price-function.ts). */
  memberDiscountFunctions: readonly FixtureMemberDiscountFunction[];
  /** Which automatic discounts run. */
  now: Date;
}

/** The cart's lines whose variant still exists, with their prices before discounts. */
function resolveLines(cart: CartRecord, catalogue: CatalogueIndex): (FunctionCartLine & {variant: FixtureVariant; product: FixtureProduct})[] {
  return cart.lines.flatMap((line) => {
    const found = catalogue.variantById.get(line.merchandiseId);
    if (!found) return [];
    const {variant, product} = found;
    const compareAtUnitCents = variant.compareAtPrice == null ? null : toCents(variant.compareAtPrice);
    return [{line, variant, product, unitCents: toCents(variant.price), compareAtUnitCents}];
  });
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

  const resolved = resolveLines(cart, catalogue);
  const runningFunctions = pricing.memberDiscountFunctions.filter((discount) => isAutomaticDiscountRunning(discount, pricing.now));
  const functionDiscounts = memberPriceLineDiscounts(runningFunctions, cart, resolved);

  const lines: PricedLine[] = [];
  for (const {line, variant, product, unitCents, compareAtUnitCents} of resolved) {
    const subtotalCents = unitCents * line.quantity;
    // Listed first, a basic automatic discount keeps a line on a tie with the member price.
    const basic = automaticLineDiscount(pricing.automaticDiscounts, product, unitCents, line.quantity, pricing.now);
    const automaticDiscount = largestLineDiscount([...(basic ? [basic] : []), ...(functionDiscounts.get(line.token) ?? [])]);
    const afterAutomaticCents = subtotalCents - (automaticDiscount?.cents ?? 0);
    let remaining = afterAutomaticCents;
    const discounts = codes.map(({code, rule}) => {
      const cents = Math.min(remaining, percentOf(afterAutomaticCents, rule.percentOff));
      remaining -= cents;
      return {code, percentOff: rule.percentOff, cents};
    });
    lines.push({
      line,
      variant,
      product,
      unitCents,
      compareAtUnitCents,
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
