/**
 * The shipping quote of `POST {ecom_base}/shipping-simple`, by the rate table
 * in fixtures/delivery-rates.ts. The member flag is accepted and changes
 * nothing: the member discount is the storefront's to apply.
 */
import {variantBySku} from '../fixtures/catalogue';
import {
  ASSEMBLY_SKU_PREFIX,
  EXPRESS_CENTS,
  FREE_METRO_THRESHOLD_CENTS,
  METRO_SETUP_SURCHARGE_CENTS,
  RATES,
  REGIONAL_SETUP_SURCHARGE_CENTS,
  WEIGHT_BANDS,
  type RateDefinition,
} from '../fixtures/delivery-rates';
import {deliveryZoneOf, isPostcode} from './postcodes';
import {isQuickshipSku, unitsInWarehouse} from './stock';

export interface ShippingRequestItem {
  sku: string;
  /** Per unit. */
  grams: number;
  /** Per unit, in cents. */
  price: number;
  quantity: number;
}

export interface ShippingRequest {
  suburb: string;
  postcode: string;
  is_member: boolean;
  items: ShippingRequestItem[];
}

export interface ShippingReplyRate {
  description: string;
  service_code: string;
  service_name: string;
  store: string;
  /** Integer cents as a string, as carrier-rate APIs (Shopify CarrierService) send it. */
  total_price: string;
}

export interface ShippingReply {
  rates: ShippingReplyRate[];
  hasAssembly: boolean;
  hasFilteredQuickship: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Checks the request body; the message says what a client got wrong. */
export function parseShippingRequest(
  body: unknown,
): {ok: true; request: ShippingRequest} | {ok: false; message: string} {
  if (!isRecord(body)) return {ok: false, message: 'Body must be a JSON object'};
  const {suburb, postcode, is_member: isMember, items} = body;
  if (typeof postcode !== 'string') return {ok: false, message: 'postcode must be a string'};
  if (!isPostcode(postcode)) return {ok: false, message: 'postcode must be four digits'};
  if (suburb !== undefined && typeof suburb !== 'string') return {ok: false, message: 'suburb must be a string'};
  if (isMember !== undefined && typeof isMember !== 'boolean') {
    return {ok: false, message: 'is_member must be a boolean'};
  }
  if (!Array.isArray(items)) return {ok: false, message: 'items must be an array'};
  for (const [index, item] of items.entries()) {
    const valid =
      isRecord(item) &&
      typeof item.sku === 'string' &&
      item.sku !== '' &&
      typeof item.grams === 'number' &&
      Number.isFinite(item.grams) &&
      item.grams >= 0 &&
      isCount(item.price) &&
      isCount(item.quantity) &&
      item.quantity > 0;
    if (!valid) {
      return {
        ok: false,
        message: `items[${index}] needs sku, grams (>= 0), price (integer cents) and quantity (integer > 0)`,
      };
    }
  }
  return {
    ok: true,
    request: {
      suburb: suburb ?? '',
      postcode,
      is_member: isMember ?? false,
      items: items as ShippingRequestItem[],
    },
  };
}

export function weightBandCents(grams: number): number {
  return WEIGHT_BANDS.find((band) => grams <= band.maxGrams)!.cents;
}

/** Assembly services and other non-shipping catalogue items (donations) are not shipped. */
function isService(sku: string): boolean {
  return sku.startsWith(ASSEMBLY_SKU_PREFIX) || variantBySku(sku)?.variant.requiresShipping === false;
}

const totalGrams = (items: ShippingRequestItem[]) => items.reduce((sum, i) => sum + i.grams * i.quantity, 0);
const totalCents = (items: ShippingRequestItem[]) => items.reduce((sum, i) => sum + i.price * i.quantity, 0);

const rate = (definition: RateDefinition, store: string, cents: number): ShippingReplyRate => ({
  description: definition.description,
  service_code: definition.service_code,
  service_name: definition.service_name,
  store,
  total_price: String(cents),
});

export function quoteShipping(request: ShippingRequest): ShippingReply {
  const hasAssembly = request.items.some((item) => item.sku.startsWith(ASSEMBLY_SKU_PREFIX));
  // Gifts (price 0) travel with the product they came with: they change no rate.
  const shipped = request.items.filter((item) => !isService(item.sku) && item.price > 0);
  const zone = deliveryZoneOf(request.postcode);
  const reply = (rates: ShippingReplyRate[], hasFilteredQuickship = false): ShippingReply => ({
    rates,
    hasAssembly,
    hasFilteredQuickship,
  });
  if (shipped.length === 0 || zone.kind === 'unallocated') return reply([]);

  const store = zone.warehouseId;
  const band = weightBandCents(totalGrams(shipped));
  if (zone.kind === 'remote') return reply(RATES.remote.map((definition) => rate(definition, store, 0)));
  if (zone.kind === 'regional') {
    return reply([
      rate(RATES.standardRegional, store, band),
      rate(RATES.setupRegional, store, band + REGIONAL_SETUP_SURCHARGE_CENTS),
    ]);
  }

  const rates: ShippingReplyRate[] = [];
  // Next-day only for quickship items the area's warehouse can fill; the rest go standard.
  const canShipNextDay = (item: ShippingRequestItem) =>
    isQuickshipSku(item.sku) && unitsInWarehouse(item.sku, store) >= item.quantity;
  const express = shipped.filter(canShipNextDay);
  const ordinary = shipped.filter((item) => !canShipNextDay(item));
  if (express.length > 0) {
    const standardPart = ordinary.length > 0 ? weightBandCents(totalGrams(ordinary)) : 0;
    rates.push(rate(RATES.express, store, EXPRESS_CENTS + standardPart));
  }
  if (totalCents(shipped) >= FREE_METRO_THRESHOLD_CENTS) rates.push(rate(RATES.freeMetro, store, 0));
  rates.push(rate(RATES.standardMetro, store, band));
  rates.push(rate(RATES.setupMetro, store, band + METRO_SETUP_SURCHARGE_CENTS));
  return reply(rates, express.length > 0 && ordinary.length > 0);
}
