/**
 * A campaign-prices discount's configuration: its `$app:campaign-prices` / `function-configuration` metafield
 * (JSON), written by `npm run shopify:setup -- --discounts` from the campaign in content
 * (app/domain/checkout-plans.ts). The product tags are in the `input-variables` metafield, which feeds the
 * input query.
 */
import type {CampaignPriceKind} from '../../../app/domain/checkout-rules/campaign-price';

export interface CampaignPricesConfiguration {
  /** `price`: percent off the price; `member`, `velocity`: the programme's price, for verified details only. */
  kind: CampaignPriceKind;
  /** The campaign's discount, 1–100. */
  percent: number;
  /** Shown beside the saving at checkout (the campaign's title). */
  message: string;
  /** The storefront's MEMBER_SIGNING_KEY; member and Velocity campaigns only. */
  signingKey?: string;
}

/** The query's variables. */
export interface CampaignPricesVariables {
  /** A product with any of these tags is in the campaign. */
  campaignTags: string[];
  /** ...unless it has one of these: an earlier campaign in content prices it while both run. */
  excludedTags: string[];
}

const KINDS: readonly CampaignPriceKind[] = ['price', 'member', 'velocity'];

/** The configuration when it is whole and sane; null otherwise (the discount then gives nothing). */
export function readConfiguration(value: unknown): CampaignPricesConfiguration | null {
  if (typeof value !== 'object' || value === null) return null;
  const {kind, percent, message, signingKey} = value as Record<string, unknown>;
  if (typeof kind !== 'string' || !KINDS.includes(kind as CampaignPriceKind)) return null;
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= 0 || percent > 100) return null;
  if (typeof message !== 'string') return null;
  if (kind !== 'price' && (typeof signingKey !== 'string' || signingKey === '')) return null;
  return {kind: kind as CampaignPriceKind, percent, message, ...(typeof signingKey === 'string' ? {signingKey} : {})};
}
