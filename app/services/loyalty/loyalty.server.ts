/**
 * Velocity points for the bag (`{velocity}/calculate-points`, api key in
 * `x-api-key`; the local stand-in at `${MOCK_SHOP_ORIGIN}/velocity` unless
 * VELOCITY_BASE_URL is set). Points are a nicety: on any failure they are
 * reported and simply absent (null).
 */
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {requestUpstreamJson} from '~/services/upstream/upstream-json.server';

export const LOYALTY_TIMEOUT_MS = 4000;

export interface PointsItem {
  sku: string;
  /** Per unit, in cents. */
  priceCents: number;
  quantity: number;
}

export interface ProductPoints {
  sku: string;
  base: number;
  bonus: number;
}

export interface VelocityPoints {
  products: ProductPoints[];
  totalBase: number;
  totalBonus: number;
}

export interface LoyaltyServiceOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Cancels the call when the shopper's request goes away (not reported). */
  signal?: AbortSignal;
  reportError: ReportError;
}

type WireRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole, non-negative number of points, sent as a number or a digit string. */
function pointsFrom(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value.trim());
  return null;
}

/** The reply as app data, or null when it cannot be read. Missing totals are the sums. */
export function velocityPointsFromWire(body: unknown): VelocityPoints | null {
  if (!isRecord(body) || !Array.isArray(body.products)) return null;
  const products: ProductPoints[] = [];
  for (const wire of body.products) {
    if (!isRecord(wire) || typeof wire.sku !== 'string') return null;
    const base = pointsFrom(wire.base);
    const bonus = wire.bonus === undefined ? 0 : pointsFrom(wire.bonus);
    if (base === null || bonus === null) return null;
    products.push({sku: wire.sku, base, bonus});
  }
  const sum = (key: 'base' | 'bonus') => products.reduce((total, p) => total + p[key], 0);
  const totalBase = body.total_base === undefined ? sum('base') : pointsFrom(body.total_base);
  const totalBonus = body.total_bonus === undefined ? sum('bonus') : pointsFrom(body.total_bonus);
  if (totalBase === null || totalBonus === null) return null;
  return {products, totalBase, totalBonus};
}

export function createLoyaltyService({
  baseUrl,
  apiKey,
  fetch,
  timeoutMs = LOYALTY_TIMEOUT_MS,
  signal,
  reportError,
}: LoyaltyServiceOptions) {
  const url = `${baseUrl.replace(/\/+$/, '')}/calculate-points`;

  function report(error: Error, status?: number) {
    if (signal?.aborted) return;
    reportError(error, {service: 'loyalty', method: 'POST', url, status});
  }

  return {
    /** Points the bag's items earn; null when the service fails or answers nonsense. */
    async calculatePoints(items: PointsItem[]): Promise<VelocityPoints | null> {
      if (items.length === 0) return {products: [], totalBase: 0, totalBonus: 0};
      const result = await requestUpstreamJson({
        url,
        method: 'POST',
        headers: {'x-api-key': apiKey},
        body: {
          items: items.map((item) => ({sku: item.sku, price: Math.round(item.priceCents), quantity: item.quantity})),
        },
        timeoutMs,
        signal,
        fetch,
      });
      if (!result.ok) {
        report(result.error, result.status);
        return null;
      }
      const points = velocityPointsFromWire(result.body);
      if (!points) report(new Error('Unreadable calculate-points reply'));
      return points;
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
