/**
 * One priced line: what a variant costs this shopper now, in whole cents, from the catalogue's price and
 * compare-at, the active campaigns and the shopper's membership (the instant is in `active`:
 * `activeCampaigns(all, now)`). Every consumer that needs a number (the bag's delivery estimate, loyalty points,
 * thresholds, JSON-LD offers, the search feed) reads it here; displays read its `view`. Nothing recomputes "the
 * price" from the catalogue on its own. In the bag, Shopify's own line totals are what is charged: ./charged-line.ts.
 */
import {campaignPricing} from './campaign-pricing';
import {GUEST_SHOPPER, type Campaign, type CampaignKind, type PricedProduct, type PriceShopper, type PriceView} from './campaigns';
import type {VerifiedProgrammes} from './membership';
import {parseCents} from './money';

export interface PricedLine {
  currency: string;
  /** Shopify's price for one, before any campaign. */
  listCents: number;
  /** What this shopper pays for one: what checkout charges them. */
  unitCents: number;
  /** The compare-at price shown struck through, or null. */
  compareAtCents: number | null;
  /** A member or Velocity price they would get by joining (or adding their number), or null. */
  offerCents: number | null;
  kind: CampaignKind | null;
  /** Labels and prices for display. */
  view: PriceView;
}

/** The line for one unit; null when Shopify's price is not a number (nothing to charge or show). */
export function pricedLine(
  product: PricedProduct,
  active: readonly Campaign[],
  shopper: PriceShopper = GUEST_SHOPPER,
): PricedLine | null {
  const view = campaignPricing(product, active, shopper);
  const listCents = parseCents(view.basePrice);
  const unitCents = parseCents(view.price);
  if (listCents === null || unitCents === null) return null;
  return {
    currency: view.price.currencyCode,
    listCents,
    unitCents,
    compareAtCents: view.compareAtPrice ? parseCents(view.compareAtPrice) : null,
    offerCents: view.offer ? parseCents(view.offer.price) : null,
    kind: view.kind,
    view,
  };
}

/** A line of `quantity`: the unit price times the quantity (how checkout charges it, to the cent). */
export function lineTotalCents(line: Pick<PricedLine, 'unitCents'>, quantity: number): number {
  return line.unitCents * quantity;
}

/**
 * Whose prices a bag gets: member prices with verified member details on it, Velocity prices with verified Velocity
 * details (app/kernel/security/member-details.ts: the storefront's signature, good today, the buyer's own cart),
 * the test checkout's discount function applies.
 */
export function priceShopperOf(programmes: VerifiedProgrammes): PriceShopper {
  return {member: programmes.member !== null, velocity: programmes.velocity !== null};
}
