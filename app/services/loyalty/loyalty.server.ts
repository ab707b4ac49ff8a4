/**
 * Velocity points for the bag (`{velocity}/calculate-points`, api key in
 * `x-api-key`; the local stand-in at `${MOCK_SHOP_ORIGIN}/velocity` unless
 * VELOCITY_BASE_URL is set). Points are a nicety: on any failure they are
 * reported and simply absent (null).
 */
import * as z from 'zod/mini';
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

/** A whole, non-negative number of points, sent as a number or a digit string. */
const points = z.union([
  z.int().check(z.gte(0)),
  z.pipe(z.string().check(z.regex(/^\s*\d+\s*$/)), z.transform((value) => Number(value))),
]);

/** One product's points; no bonus is none. */
const wireProductPoints = z.object({sku: z.string(), base: points, bonus: z._default(points, 0)});

/** The calculate-points reply: one unreadable product or total makes the whole reply unreadable. */
const pointsReply = z.object({
  products: z.array(wireProductPoints),
  total_base: z.optional(points),
  total_bonus: z.optional(points),
});

/** The reply as app data, or null when it cannot be read. Missing totals are the sums. */
export function velocityPointsFromWire(body: unknown): VelocityPoints | null {
  const read = pointsReply.safeParse(body);
  if (!read.success) return null;
  const {products, total_base, total_bonus} = read.data;
  const sum = (key: 'base' | 'bonus') => products.reduce((total, p) => total + p[key], 0);
  return {products, totalBase: total_base ?? sum('base'), totalBonus: total_bonus ?? sum('bonus')};
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
