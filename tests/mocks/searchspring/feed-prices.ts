/**
 * The prices in the product feed. A real Searchspring feed is regenerated
 * from the store, and its `price` is the price the store shows: the campaign
 * price a guest pays, worked out by the app's own `pricedLine`, never by a
 * rule of the stand-in's. Campaigns start and end, so the price is the one at
 * the time of the query (see `createProductIndex` for when it is worked out).
 * The campaigns are the content the Prismic stand-in serves (its
 * campaign-settings document), parsed as the app parses them.
 */
import {pricedVariant} from '../fixtures/priced-variant';
import type {Campaign} from '~/domain/campaigns';
import {productMeta} from '~/domain/metafields';
import {pricedLine} from '~/domain/priced-line';
import type {FixtureProduct, FixtureVariant} from '../fixtures/types';

/** Every usable campaign of the demo content, active or not: pass to `activeCampaigns(list, now)`. */
export {demoContentCampaigns as demoCampaigns} from '../fixtures/automatic-discounts';

export interface FeedPrice {
  /**
   * What the store shows a guest for the product now, in cents: the lowest over the variants for sale (over all
   * when none is), as the tile's "From" reads.
   */
  cents: number;
  /** The variant that price is for: its Shopify price and compare-at go into the feed beside it. */
  variant: FixtureVariant;
}

/** The product's guest price under `active` (`activeCampaigns(all, now)`); null when no variant has a price. */
export function feedPrice(product: FixtureProduct, active: readonly Campaign[]): FeedPrice | null {
  const meta = productMeta(product.metafields);
  // Variants that differ only in feel or colour share a price and compare-at: each pair is priced once (a third of
  // the work for a mattress), which counts when a 10,000-product catalogue is repriced.
  const priced = new Map<string, number | null>();
  let lowest: FeedPrice | null = null;
  const forSale = product.variants.filter((variant) => variant.availableForSale);
  for (const variant of forSale.length > 0 ? forSale : product.variants) {
    const key = `${variant.price}|${variant.compareAtPrice}`;
    if (!priced.has(key)) priced.set(key, pricedLine(pricedVariant(product, variant, meta), active)?.unitCents ?? null);
    const cents = priced.get(key)!;
    if (cents !== null && (lowest === null || cents < lowest.cents)) lowest = {cents, variant};
  }
  return lowest;
}
