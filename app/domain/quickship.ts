/**
 * Express (quickship) rules: the saved express check, its stock flags and the
 * regional messages.
 *
 * The bag remembers the shopper's express check in the `_quickship_attrs`
 * cart attribute for one hour, so a reload or a later visit restores it
 * without asking again. Cart attributes can be written by anyone holding the
 * cart, so a stored value is rebuilt field by field and rejected whole when
 * anything is off.
 */
import {parsePostcode, parseSuburb} from './bag-forms';
import type {DeliveryRate} from './delivery';
import {ownEntry} from './own-entry';

export const QUICKSHIP_ATTRIBUTE_KEY = '_quickship_attrs';
/** The saved quickship attribute lives for 1 hour. */
export const QUICKSHIP_ATTR_LIFETIME_MS = 60 * 60 * 1000;

/** What the bag remembers of an express check (the quickship cart attribute's payload, less expiresAt). */
export interface QuickshipAttrs {
  quickshipPostcode: string;
  /** The state the postcode check answered, e.g. 'NSW'. */
  quickshipRegionCode: string | null;
  quickshipEligible: boolean;
  quickshipPostcodeCutOffTime: string | null;
  quickshipPostcodeDeliveryDay: string | null;
  /** Kept as a string whatever the service sends, so it round-trips through JSON unchanged. */
  quickshipPostcodeWarehouseId: string | null;
  suburb: string;
  hasAssembly: boolean;
  hasFilteredQuickship: boolean;
  /** The selected rate, whole, so the bag can show it before estimating again. */
  shippingRate: DeliveryRate | null;
}

/** The stored payload: the state plus its expiry, in milliseconds since the epoch. */
export interface QuickshipAttrPayload extends QuickshipAttrs {
  expiresAt: number;
}

/** Real values are short; anything longer in a stored attribute is forged. */
const MAX_FIELD_LENGTH = 200;
/** Cart attribute values are stored by Shopify; keep ours well under any limit. */
const MAX_PAYLOAD_LENGTH = 4000;

export function serializeQuickshipAttr(state: QuickshipAttrs, nowMs: number): string {
  const payload: QuickshipAttrPayload = {
    ...state,
    expiresAt: nowMs + QUICKSHIP_ATTR_LIFETIME_MS,
  };
  return JSON.stringify(payload);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isShortString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_FIELD_LENGTH;
}

function isOptionalString(value: unknown): value is string | null {
  return value === null || isShortString(value);
}

function readRate(value: unknown): DeliveryRate | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const {serviceCode, serviceName, description, store, priceCents} = value;
  const valid =
    isShortString(serviceCode) &&
    serviceCode !== '' &&
    isShortString(serviceName) &&
    typeof description === 'string' &&
    description.length <= MAX_PAYLOAD_LENGTH &&
    isShortString(store) &&
    typeof priceCents === 'number' &&
    Number.isSafeInteger(priceCents) &&
    priceCents >= 0;
  return valid ? {serviceCode, serviceName, description, store, priceCents} : undefined;
}

/**
 * The saved state, or null when the value is missing, not our JSON, has a
 * field of the wrong type, or has expired. Expired means `nowMs` is past
 * `expiresAt`; at exactly `expiresAt` it still holds. An expiry further away
 * than one lifetime cannot have been written by us and is rejected too.
 */
export function parseQuickshipAttr(value: string | null | undefined, nowMs: number): QuickshipAttrs | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_PAYLOAD_LENGTH) return null;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;

  const {expiresAt} = data;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  if (nowMs > expiresAt || expiresAt > nowMs + QUICKSHIP_ATTR_LIFETIME_MS) return null;

  const postcode = parsePostcode(data.quickshipPostcode);
  const suburb = parseSuburb(data.suburb);
  const shippingRate = readRate(data.shippingRate);
  const {
    quickshipRegionCode,
    quickshipEligible,
    quickshipPostcodeCutOffTime,
    quickshipPostcodeDeliveryDay,
    quickshipPostcodeWarehouseId,
    hasAssembly,
    hasFilteredQuickship,
  } = data;
  if (
    !postcode.ok ||
    !suburb.ok ||
    typeof data.suburb !== 'string' ||
    shippingRate === undefined ||
    !isOptionalString(quickshipRegionCode) ||
    typeof quickshipEligible !== 'boolean' ||
    !isOptionalString(quickshipPostcodeCutOffTime) ||
    !isOptionalString(quickshipPostcodeDeliveryDay) ||
    !isOptionalString(quickshipPostcodeWarehouseId) ||
    typeof hasAssembly !== 'boolean' ||
    typeof hasFilteredQuickship !== 'boolean'
  ) {
    return null;
  }
  return {
    quickshipPostcode: postcode.value,
    quickshipRegionCode,
    quickshipEligible,
    quickshipPostcodeCutOffTime,
    quickshipPostcodeDeliveryDay,
    quickshipPostcodeWarehouseId,
    suburb: suburb.value,
    hasAssembly,
    hasFilteredQuickship,
    shippingRate,
  };
}

/** One row of the stock service's reply, reshaped (GET stock). */
export interface StockLevelLike {
  sku: string;
  available: boolean;
  lowStock: boolean;
  insufficientStock: boolean;
}

export interface StockFlags {
  /** Quickship items that can go express: only those the service flags available. */
  availableSkus: string[];
  /** Shown as "low stock": low_stock and not insufficient_stock. */
  lowStockSkus: string[];
  /** Shown as "not enough stock": insufficient_stock. */
  insufficientStockSkus: string[];
}

/** Sorts a stock reply into the flags above; each list keeps the service's order, without repeats. */
export function stockFlags(levels: readonly StockLevelLike[]): StockFlags {
  const skusWhere = (test: (level: StockLevelLike) => boolean) => [
    ...new Set(
      levels
        .filter((level) => typeof level.sku === 'string' && level.sku !== '' && test(level))
        .map((level) => level.sku),
    ),
  ];
  return {
    availableSkus: skusWhere((level) => level.available === true),
    lowStockSkus: skusWhere((level) => level.lowStock === true && level.insufficientStock !== true),
    insufficientStockSkus: skusWhere((level) => level.insufficientStock === true),
  };
}

/** The parts of a cart line the quickship rules read. */
export interface QuickshipLine {
  quantity: number;
  merchandise: {sku: string | null; meta: {quickship: boolean}};
}

/**
 * The lines that go by express: quickship variants the stock check found
 * available. Both must hold, so a stale SKU list cannot move an ordinary item.
 */
export function quickshipLines<Line extends QuickshipLine>(
  lines: readonly Line[],
  availableSkus: readonly string[],
): Line[] {
  const available = new Set(availableSkus);
  return lines.filter(
    (line) => line.merchandise.meta.quickship && line.merchandise.sku !== null && available.has(line.merchandise.sku),
  );
}

/**
 * What to ask the stock service about: the quickship lines' SKUs and the
 * quantity wanted of each (lines of one SKU summed), in matching order.
 */
export function stockQuery(lines: readonly QuickshipLine[]): {
  skus: string[];
  quantities: number[];
} {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    const {sku, meta} = line.merchandise;
    if (!meta.quickship || !sku || line.quantity <= 0) continue;
    wanted.set(sku, (wanted.get(sku) ?? 0) + line.quantity);
  }
  return {skus: [...wanted.keys()], quantities: [...wanted.values()]};
}

/** Regions with their own message; every other state gets the default. */
export const MESSAGE_REGIONS = ['WA', 'SA', 'VIC', 'NSW', 'QLD'] as const;

export function regionalMessageKey(region: string, {postcode}: {postcode: boolean}): string {
  return `cart_${postcode ? 'postcode_' : ''}${region.toLowerCase()}_message`;
}

/**
 * The express message from the shop metafields.
 *
 * Two families: `cart_{region}_message` invites shoppers to check their
 * postcode; `cart_postcode_{region}_message` confirms express to a postcode.
 * Pass `postcode: true` once the shopper has entered a postcode and the check
 * found it eligible. The region is the state the postcode check answered; an
 * unknown or missing one (ACT, TAS, NT, no check yet) gets the default. A
 * missing regional message falls back to the family's default, and a missing
 * postcode family to the plain one; null when the shop has none.
 */
export function regionalMessage(
  shopMessages: Readonly<Record<string, string | null | undefined>>,
  regionCode: string | null | undefined,
  {postcode}: {postcode: boolean},
): string | null {
  const normalised = typeof regionCode === 'string' ? regionCode.trim().toUpperCase() : '';
  const region = (MESSAGE_REGIONS as readonly string[]).includes(normalised) ? normalised : null;
  const families = postcode ? [true, false] : [false];
  for (const inPostcodeFamily of families) {
    const candidates = region ? [region, 'default'] : ['default'];
    for (const candidate of candidates) {
      const message = ownEntry(shopMessages, regionalMessageKey(candidate, {postcode: inPostcodeFamily}));
      if (typeof message === 'string' && message.trim() !== '') return message.trim();
    }
  }
  return null;
}
