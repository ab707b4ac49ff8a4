/**
 * What a campaign charges for one unit. The storefront's prices (../campaign-pricing.ts) and the campaign-prices
 * Shopify Function (extensions/campaign-prices) both call this, so a tile and checkout cannot differ by a cent.
 */

/**
 * - `price`: the campaign's percent off Shopify's price (the default campaign price);
 * - `member`, `velocity`: the lower of the price and the compare-at price less the percent, for shoppers with
 *   the programme's verified details only.
 */
export type CampaignPriceKind = 'price' | 'member' | 'velocity';

/** `cents` less `percent` per cent, rounded to the cent. */
export function percentOffCents(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}

/** One unit's campaign price, in cents. Member and Velocity prices need a compare-at price to reduce. */
export function campaignUnitCents(kind: CampaignPriceKind, unitCents: number, compareAtCents: number | null, percent: number): number {
  if (kind === 'member' || kind === 'velocity') {
    return compareAtCents !== null && compareAtCents > 0 ? Math.min(unitCents, percentOffCents(compareAtCents, percent)) : unitCents;
  }
  return percentOffCents(unitCents, percent);
}
