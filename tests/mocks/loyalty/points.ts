/**
 * Velocity points for a bag: 1 base point per whole dollar of each line,
 * double points (bonus = base) on products tagged `velocity-campaign`,
 * nothing for charity donations. The real request body is not documented;
 * the stand-in defines it as `{items: [{sku, price (cents per unit), quantity}]}`.
 */
import {DONATION_PRODUCT_HANDLE} from '../../../app/config/brand';
import {variantBySku} from '../fixtures/catalogue';

/** Products with this tag earn bonus points equal to their base points. */
export const VELOCITY_BONUS_TAG = 'velocity-campaign';

export interface PointsRequestItem {
  sku: string;
  /** Per unit, in cents. */
  price: number;
  quantity: number;
}

/** The wire reply of `POST {velocity}/calculate-points`. */
export interface PointsReply {
  products: {sku: string; base: number; bonus: number}[];
  total_base: number;
  total_bonus: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

export function parsePointsRequest(
  body: unknown,
): {ok: true; items: PointsRequestItem[]} | {ok: false; message: string} {
  if (!isRecord(body) || !Array.isArray(body.items)) return {ok: false, message: 'Body must be {items: [...]}'};
  for (const [index, item] of body.items.entries()) {
    const valid =
      isRecord(item) &&
      typeof item.sku === 'string' &&
      item.sku !== '' &&
      isCount(item.price) &&
      isCount(item.quantity);
    if (!valid) {
      return {ok: false, message: `items[${index}] needs sku, price (integer cents) and quantity (integer)`};
    }
  }
  return {ok: true, items: body.items as PointsRequestItem[]};
}

function pointsFor(item: PointsRequestItem): {sku: string; base: number; bonus: number} {
  const product = variantBySku(item.sku)?.product;
  if (product?.handle === DONATION_PRODUCT_HANDLE) return {sku: item.sku, base: 0, bonus: 0};
  const base = Math.floor((item.price * item.quantity) / 100);
  const bonus = product?.tags.includes(VELOCITY_BONUS_TAG) ? base : 0;
  return {sku: item.sku, base, bonus};
}

export function calculatePoints(items: PointsRequestItem[]): PointsReply {
  const products = items.map(pointsFor);
  return {
    products,
    total_base: products.reduce((sum, p) => sum + p.base, 0),
    total_bonus: products.reduce((sum, p) => sum + p.bonus, 0),
  };
}
