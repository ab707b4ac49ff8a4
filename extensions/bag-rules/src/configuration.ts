/**
 * The bag-rules validation's configuration: its `$app:bag-rules` / `function-configuration` metafield (JSON),
 * written by `npm run shopify:setup -- --discounts` from app/config/brand.ts and the bag's quantity limit. The
 * `input-variables` metafield feeds the input query.
 */
import type {BagRulesSettings} from '../../../app/domain/checkout-rules/bag-rules';

export type BagRulesConfiguration = BagRulesSettings;

export interface BagRulesVariables {
  /** The namespace of the variant metafields naming a gift and an assembly service (app/config/brand.ts). */
  metafieldNamespace: string;
  /** Gift products carry one of these tags. */
  giftTags: string[];
}

/** The configuration when it is whole; null otherwise. */
export function readConfiguration(value: unknown): BagRulesConfiguration | null {
  if (typeof value !== 'object' || value === null) return null;
  const {assemblyHandle, donationHandle, maxQuantity} = value as Record<string, unknown>;
  if (typeof assemblyHandle !== 'string' || typeof donationHandle !== 'string') return null;
  if (typeof maxQuantity !== 'number' || !Number.isInteger(maxQuantity) || maxQuantity < 1) return null;
  return {assemblyHandle, donationHandle, maxQuantity};
}
