/**
 * Reading the metafields the storefront uses.
 *
 * "A metafield entry has key, value, type. Values whose type contains `list.`
 * are parsed as JSON. Other string values are trimmed." Nothing here throws:
 * a malformed value reads as missing.
 */
import {BRAND} from '~/config/brand';
import type {ProductMeta, VariantMeta} from './types';

/** A metafield as the Storefront API returns it; `metafields(identifiers:)` gives null for missing ones. */
export interface MetafieldEntry {
  namespace: string;
  key: string;
  type: string;
  value: string | null;
}

export type MetafieldList = ReadonlyArray<MetafieldEntry | null | undefined> | null | undefined;

const OWN = BRAND.metafieldNamespace;

/** The identifiers to request with `metafields(identifiers: ...)` on a ProductVariant. */
export const VARIANT_METAFIELD_IDENTIFIERS = [
  {namespace: OWN, key: 'lead_time_text'},
  {namespace: OWN, key: 'assembly_required'},
  {namespace: OWN, key: 'assembly_sku'},
  {namespace: OWN, key: 'quickship'},
  {namespace: OWN, key: 'bonus_variant_id'},
  {namespace: OWN, key: 'bonus_product'},
  {namespace: 'custom', key: 'price_adjustments'},
] as const;

/** The identifiers to request with `metafields(identifiers: ...)` on a Product. */
export const PRODUCT_METAFIELD_IDENTIFIERS = [
  {namespace: OWN, key: 'product_campaign_badge_title'},
  {namespace: OWN, key: 'product_campaign_badge_color'},
  {namespace: OWN, key: 'brand_list'},
] as const;

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** `list.*` types → parsed JSON (null if malformed); other values → trimmed string. */
export function parseMetafieldValue(entry: Pick<MetafieldEntry, 'type' | 'value'>): unknown {
  if (typeof entry.value !== 'string') return null;
  if (typeof entry.type === 'string' && entry.type.includes('list.')) return parseJson(entry.value);
  return entry.value.trim();
}

function findEntry(metafields: MetafieldList, namespace: string, key: string): MetafieldEntry | null {
  if (!Array.isArray(metafields)) return null;
  for (const entry of metafields) {
    if (entry && entry.namespace === namespace && entry.key === key) return entry;
  }
  return null;
}

/** The trimmed text of a metafield, null when missing or blank. */
function readText(metafields: MetafieldList, namespace: string, key: string): string | null {
  const value = findEntry(metafields, namespace, key)?.value;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function readFlag(metafields: MetafieldList, key: string, truthy: readonly string[]): boolean {
  const text = readText(metafields, OWN, key);
  return text !== null && truthy.includes(text);
}

/** price_adjustments is stored as `json` or a `list.*` type; both are JSON. Other types read as trimmed text. */
function readPriceAdjustments(metafields: MetafieldList): unknown {
  const entry = findEntry(metafields, 'custom', 'price_adjustments');
  if (!entry || typeof entry.value !== 'string') return null;
  if (entry.type === 'json') return parseJson(entry.value);
  return parseMetafieldValue(entry);
}

export function variantMeta(metafields: MetafieldList): VariantMeta {
  return {
    leadTimeText: readText(metafields, OWN, 'lead_time_text'),
    // Assembly applies when a variant has assembly_required equal to 1.
    assemblyRequired: readFlag(metafields, 'assembly_required', ['1']),
    assemblySku: readText(metafields, OWN, 'assembly_sku'),
    quickship: readFlag(metafields, 'quickship', ['true', '1']),
    bonusVariantId: readText(metafields, OWN, 'bonus_variant_id'),
    bonusProduct: readText(metafields, OWN, 'bonus_product'),
    priceAdjustments: readPriceAdjustments(metafields),
  };
}

/** brand_list is a `list.single_line_text_field`; a plain text value counts as a one-brand list. */
function readBrandList(metafields: MetafieldList): string[] {
  const entry = findEntry(metafields, OWN, 'brand_list');
  if (!entry) return [];
  const parsed = parseMetafieldValue(entry);
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function productMeta(metafields: MetafieldList): ProductMeta {
  return {
    campaignBadgeTitle: readText(metafields, OWN, 'product_campaign_badge_title'),
    campaignBadgeColor: readText(metafields, OWN, 'product_campaign_badge_color'),
    brandList: readBrandList(metafields),
  };
}
