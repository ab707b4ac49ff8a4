import type {FixtureProduct, FixtureVariant} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
import type {CartLineRecord, CartRecord} from './cart-model';
import {lineProductDiscounts, type CheckoutRules, type LineAutomaticDiscount} from './checkout-rules';
import type {FunctionInputLine} from './function-input';
import {includedGst, percentOf, toCents, type Cents} from './money';

export type {AutomaticDiscountValue, LineAutomaticDiscount} from './checkout-rules';

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

export interface PricedLine {
  line: CartLineRecord;
  variant: FixtureVariant;
  product: FixtureProduct;
  unitCents: Cents;
  compareAtUnitCents: Cents | null;
  /** Unit price × quantity, before discounts. */
  subtotalCents: Cents;
  /**
   * The automatic discount, applied first: of the running product discounts' candidates for the line, the one
   * saving the most (./checkout-rules.ts); null when none applies.
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
  /** The shop's automatic discounts and validations (checkout-rules.ts); the product discounts price lines. */
  checkoutRules: CheckoutRules;
  /** Which discounts run, and the shop's date the functions see. */
  now: Date;
}

/** The cart's lines whose variant still exists, before discounts, as the discount functions see them. */
export function linesBeforeDiscounts(cart: CartRecord, catalogue: CatalogueIndex): FunctionInputLine[] {
  return cart.lines.flatMap((line) => {
    const found = catalogue.variantById.get(line.merchandiseId);
    if (!found) return [];
    const {variant, product} = found;
    const unitCents = toCents(variant.price);
    const compareAtUnitCents = variant.compareAtPrice == null ? null : toCents(variant.compareAtPrice);
    const subtotalCents = unitCents * line.quantity;
    return [{line, variant, product, unitCents, compareAtUnitCents, subtotalCents, totalCents: subtotalCents}];
  });
}

/**
 * Prices a cart from the current catalogue. Lines whose variant no longer
 * exists (a fixture changed under a persisted cart) are left out, the way
 * Shopify drops deleted merchandise. The running product discounts apply
 * first, then discount codes on what is left.
 */
export function priceCart(cart: CartRecord, catalogue: CatalogueIndex, pricing: CartPricingRules): PricedCart {
  const rules = pricing.discountCodes;
  const codes = cart.discountCodes
    .map((code) => ({code, rule: findDiscountRule(rules, code)}))
    .filter((entry): entry is {code: string; rule: DiscountCodeRule} => entry.rule !== undefined);

  const resolved = linesBeforeDiscounts(cart, catalogue);
  const automatic: ReadonlyMap<string, LineAutomaticDiscount> =
    pricing.checkoutRules.length === 0
      ? new Map()
      : lineProductDiscounts(pricing.checkoutRules, {record: cart, lines: resolved, deliveryGroups: []}, {catalogue, now: pricing.now});

  const lines: PricedLine[] = [];
  for (const {line, variant, product, unitCents, compareAtUnitCents, subtotalCents} of resolved) {
    const automaticDiscount = automatic.get(line.token) ?? null;
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
