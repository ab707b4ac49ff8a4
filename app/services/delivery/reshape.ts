/**
 * Wire replies of the delivery and stock service → app types. Each returns
 * null for a reply it cannot read, so the service can report it.
 */
import type {QuickshipPostcode, ShippingEstimate, ShippingRate, StockLevel} from './types';

type WireRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

/** Wire flags are booleans; some services send 1/0 or "true"/"false". */
const flag = (value: unknown): boolean => value === true || value === 1 || value === 'true';

/**
 * `total_price` in integer cents, sent as a string ("9900", as carrier-rate
 * APIs do) or a number. Anything else (a decimal, a currency string) is not
 * guessed at: null.
 */
export function priceCentsFrom(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value.trim());
  return null;
}

export function quickshipPostcodeFromWire(postcode: string, body: unknown): QuickshipPostcode | null {
  if (!isRecord(body) || !('eligible' in body)) return null;
  return {
    postcode,
    eligible: flag(body.eligible),
    regionCode: textOrNull(body.state),
    cutOffTime: textOrNull(body.cutoff_at),
    deliveryDay: textOrNull(body.delivery_at),
    warehouseId: textOrNull(body.warehouse_id),
  };
}

export function stockLevelsFromWire(body: unknown): StockLevel[] | null {
  if (!Array.isArray(body) || !body.every((entry) => isRecord(entry) && typeof entry.sku === 'string')) return null;
  return (body as WireRecord[]).map((entry) => ({
    sku: entry.sku as string,
    available: flag(entry.available),
    lowStock: flag(entry.low_stock),
    insufficientStock: flag(entry.insufficient_stock),
  }));
}

/** The estimate, plus the codes of rates dropped for an unreadable price or code. */
export function shippingEstimateFromWire(body: unknown): {estimate: ShippingEstimate; unreadable: string[]} | null {
  if (!isRecord(body) || !Array.isArray(body.rates)) return null;
  const rates: ShippingRate[] = [];
  const unreadable: string[] = [];
  for (const [index, wire] of body.rates.entries()) {
    const serviceCode = isRecord(wire) ? textOrNull(wire.service_code) : null;
    const priceCents = isRecord(wire) ? priceCentsFrom(wire.total_price) : null;
    if (!isRecord(wire) || serviceCode === null || priceCents === null) {
      unreadable.push(serviceCode ?? `rates[${index}]`);
      continue;
    }
    rates.push({
      serviceCode,
      serviceName: textOrNull(wire.service_name) ?? serviceCode,
      description: textOrNull(wire.description) ?? '',
      store: textOrNull(wire.store) ?? '',
      priceCents,
    });
  }
  return {
    estimate: {rates, hasAssembly: flag(body.hasAssembly), hasFilteredQuickship: flag(body.hasFilteredQuickship)},
    unreadable,
  };
}
