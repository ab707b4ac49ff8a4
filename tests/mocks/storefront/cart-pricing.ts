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

export interface PricedLine {
  line: CartLineRecord;
  variant: FixtureVariant;
  product: FixtureProduct;
  unitCents: Cents;
  compareAtUnitCents: Cents | null;
  /** Unit price × quantity, before discounts. */
  subtotalCents: Cents;
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

/**
 * Prices a cart from the current catalogue. Lines whose variant no longer
 * exists (a fixture changed under a persisted cart) are left out, the way
 * Shopify drops deleted merchandise.
 */
export function priceCart(cart: CartRecord, catalogue: CatalogueIndex, rules: DiscountCodeRules): PricedCart {
  const codes = cart.discountCodes
    .map((code) => ({code, rule: findDiscountRule(rules, code)}))
    .filter((entry): entry is {code: string; rule: DiscountCodeRule} => entry.rule !== undefined);

  const lines: PricedLine[] = [];
  for (const line of cart.lines) {
    const found = catalogue.variantById.get(line.merchandiseId);
    if (!found) continue;
    const unitCents = toCents(found.variant.price);
    const subtotalCents = unitCents * line.quantity;
    let remaining = subtotalCents;
    const discounts = codes.map(({code, rule}) => {
      const cents = Math.min(remaining, percentOf(subtotalCents, rule.percentOff));
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
