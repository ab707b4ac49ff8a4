/**
 * Wire replies of the delivery and stock service → app types, read by zod schemas. Each reader returns null
 * for a reply it cannot read, so the service can report it.
 */
import * as z from 'zod/mini';
import type {QuickshipPostcode, ShippingEstimate, ShippingRate, StockLevel} from './types';

/** A plain object (not an array), passed on as it is. */
const wireRecord = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

/** Trimmed text, never blank; a number reads as its digits. Null for anything else. */
const text = z.catch(
  z.nullable(
    z.union([
      z.pipe(z.string(), z.transform((value) => value.trim())).check(z.minLength(1)),
      z.pipe(z.number(), z.transform((value) => String(value))),
    ]),
  ),
  null,
);

/** Wire flags are booleans; some services send 1/0 or "true"/"false". Only true, 1 and "true" are set. */
const flag = z.catch(z.pipe(z.literal([true, 1, 'true']), z.transform(() => true)), false);

/**
 * `total_price` in integer cents, sent as a string ("9900", as carrier-rate APIs do) or a number. Anything else
 * (a decimal, a currency string) is not guessed at.
 */
const priceCents = z.union([
  z.int().check(z.gte(0)),
  z.pipe(z.string().check(z.regex(/^\s*\d+\s*$/)), z.transform((value) => Number(value))),
]);

/** GET quickship/eligible-postcode: a reply without `eligible` is not an answer. */
const postcodeReply = z.object({
  eligible: z.pipe(z.custom((value) => value !== undefined), flag),
  state: text,
  cutoff_at: text,
  delivery_at: text,
  warehouse_id: text,
});

/** GET stock: one entry per SKU asked; an entry without its SKU makes the whole reply unreadable. */
const stockReply = z.array(
  z.object({sku: z.string(), available: flag, low_stock: flag, insufficient_stock: flag}),
);

/** One rate of POST shipping-simple, as far as it reads (anything but an object reads as nothing); see below. */
const wireRate = z.pipe(
  z.catch(wireRecord, {}),
  z.object({
    service_code: text,
    service_name: text,
    description: text,
    store: text,
    total_price: z.catch(z.nullable(priceCents), null),
  }),
);

/** POST shipping-simple: not a reply without its rates list. */
const shippingReply = z.object({rates: z.array(wireRate), hasAssembly: flag, hasFilteredQuickship: flag});

export function quickshipPostcodeFromWire(postcode: string, body: unknown): QuickshipPostcode | null {
  const read = postcodeReply.safeParse(body);
  if (!read.success) return null;
  const {eligible, state, cutoff_at, delivery_at, warehouse_id} = read.data;
  return {postcode, eligible, regionCode: state, cutOffTime: cutoff_at, deliveryDay: delivery_at, warehouseId: warehouse_id};
}

export function stockLevelsFromWire(body: unknown): StockLevel[] | null {
  const read = stockReply.safeParse(body);
  if (!read.success) return null;
  return read.data.map((entry) => ({
    sku: entry.sku,
    available: entry.available,
    lowStock: entry.low_stock,
    insufficientStock: entry.insufficient_stock,
  }));
}

/** The estimate, plus the codes of rates dropped for an unreadable price or code (`rates[i]` for one without a code). */
export function shippingEstimateFromWire(body: unknown): {estimate: ShippingEstimate; unreadable: string[]} | null {
  const read = shippingReply.safeParse(body);
  if (!read.success) return null;
  const rates: ShippingRate[] = [];
  const unreadable: string[] = [];
  for (const [index, rate] of read.data.rates.entries()) {
    const {service_code: serviceCode, total_price: priceCents} = rate;
    if (serviceCode === null || priceCents === null) {
      unreadable.push(serviceCode ?? `rates[${index}]`);
      continue;
    }
    rates.push({
      serviceCode,
      serviceName: rate.service_name ?? serviceCode,
      description: rate.description ?? '',
      store: rate.store ?? '',
      priceCents,
    });
  }
  const {hasAssembly, hasFilteredQuickship} = read.data;
  return {estimate: {rates, hasAssembly, hasFilteredQuickship}, unreadable};
}
