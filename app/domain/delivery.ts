/**
 * Delivery estimate rules: which rates the bag offers, which one is selected, when delivery is
 * unavailable, and what is sent to the shipping estimate.
 */
import {isAssemblyServiceLine} from './cart-lines';
import {ownEntry} from './own-entry';
import {chargedUnitCents, type ChargedLine} from './charged-line';

/** Markers inside a rate's service code. */
export const RATE_CODE = {
  /** Next-day express: the rate that splits the bag into express and standard deliveries. */
  EXPRESS_NEXT_DAY: 'CHGNXTDT1-NEXT',
  NEXT_DAY: 'CHGNXTDT1',
  CHARGED: 'CHGD',
  /** Any next-day code: its presence makes the postcode quickship-eligible. */
  QUICKSHIP: 'CHGNXTD',
  PICKUP: 'CUSTPICKUP',
  /** Price on application: such rates cannot be bought online and are dropped. */
  PRICE_ON_APPLICATION: 'POA',
} as const;

/** The member discount only ever applies to a code starting with this. */
export {STANDARD_RATE_PREFIX} from './checkout-rules/member-delivery';

/** Preferred default selection, best first; none matching → the first rate. */
export const DEFAULT_RATE_ORDER = [RATE_CODE.EXPRESS_NEXT_DAY, RATE_CODE.NEXT_DAY, RATE_CODE.CHARGED] as const;

export const DELIVERY_UNAVAILABLE_MESSAGE = 'Sorry, delivery isn’t available in your area.';
/** The delivery service failed or timed out: nothing is known about the area, so say so. */
export const DELIVERY_OUTAGE_MESSAGE =
  'Sorry, we can’t check delivery right now. Please try again in a few minutes, or continue to checkout.';

/** The fields of a shipping rate these rules read. */
export interface RateLike {
  serviceCode: string;
  serviceName: string;
  priceCents: number;
}

/** A whole rate as the bag shows and stores it. */
export interface DeliveryRate extends RateLike {
  description: string;
  /** The store a rate is tied to; '' when none (the delivery service's shape). */
  store: string;
}

/** The pickup rate the bag adds to the service's rates: free, from a store of the customer's choice. */
export const PICKUP_RATE: Readonly<DeliveryRate> = Object.freeze({
  serviceCode: RATE_CODE.PICKUP,
  serviceName: 'Pickup',
  description: 'Your order can be picked up when available from a store of your choice.',
  store: '',
  priceCents: 0,
});

function codeOf(rate: RateLike): string {
  return typeof rate.serviceCode === 'string' ? rate.serviceCode : '';
}

export function isPriceOnApplicationRate(rate: RateLike): boolean {
  return codeOf(rate).includes(RATE_CODE.PRICE_ON_APPLICATION);
}

export function isPickupRate(rate: RateLike | null | undefined): boolean {
  return rate != null && codeOf(rate).includes(RATE_CODE.PICKUP);
}

export function isExpressRate(rate: RateLike | null | undefined): boolean {
  return rate != null && codeOf(rate).includes(RATE_CODE.EXPRESS_NEXT_DAY);
}

/**
 * The rates to offer: POA rates dropped, then the pickup rate on top unless
 * the service already offers pickup or the caller excludes it.
 */
export function prepareRates<Rate extends RateLike>(
  rates: readonly Rate[],
  {excludePickup = false}: {excludePickup?: boolean} = {},
): (Rate | Readonly<DeliveryRate>)[] {
  const offered = rates.filter((rate) => !isPriceOnApplicationRate(rate));
  if (excludePickup || offered.some(isPickupRate)) return offered;
  return [PICKUP_RATE, ...offered];
}

/**
 * Delivery is unavailable if the returned rates contain no rate with a price
 * above zero or a name containing Free. POA rates never count: they cannot be
 * bought online, whatever price they carry.
 */
export function isDeliveryUnavailable(rates: readonly RateLike[]): boolean {
  return !rates.some(
    (rate) =>
      !isPriceOnApplicationRate(rate) &&
      (rate.priceCents > 0 || (typeof rate.serviceName === 'string' && rate.serviceName.includes('Free'))),
  );
}

/** Quickship is eligible if any rate code contains CHGNXTD. */
export function isQuickshipEligible(rates: readonly RateLike[]): boolean {
  return rates.some((rate) => codeOf(rate).includes(RATE_CODE.QUICKSHIP));
}

/**
 * The selected rate: the previous one if still offered, else the first rate
 * whose code contains CHGNXTDT1-NEXT, then CHGNXTDT1, then CHGD, else the
 * first rate; null when nothing is offered.
 */
export function chooseRate<Rate extends RateLike>(
  rates: readonly Rate[],
  previousCode: string | null | undefined,
): Rate | null {
  if (previousCode) {
    const previous = rates.find((rate) => codeOf(rate) === previousCode);
    if (previous) return previous;
  }
  for (const marker of DEFAULT_RATE_ORDER) {
    const preferred = rates.find((rate) => codeOf(rate).includes(marker));
    if (preferred) return preferred;
  }
  return rates[0] ?? null;
}

/** What the shipping estimate replies with (POST shipping-simple). */
export interface EstimateReply<Rate extends RateLike> {
  rates: readonly Rate[];
  hasAssembly: boolean;
  hasFilteredQuickship: boolean;
}

export type EstimateOutcome<Rate extends RateLike> =
  | {
      available: true;
      rates: (Rate | Readonly<DeliveryRate>)[];
      selected: Rate | Readonly<DeliveryRate>;
      hasAssembly: boolean;
      hasFilteredQuickship: boolean;
      quickshipEligible: boolean;
    }
  | {
      available: false;
      rates: [];
      selected: null;
      message: typeof DELIVERY_UNAVAILABLE_MESSAGE | typeof DELIVERY_OUTAGE_MESSAGE;
    };

/**
 * What an estimate's outcome does to the rates and selection. `reply` is null
 * when the call failed or timed out: that clears rates and selection like a
 * reply without a chargeable or free rate, but with the outage message (the
 * area may well have delivery; the service just did not say).
 *
 * Pickup depends on whether assembly lines exist: our assembly service is done
 * at the customer's home, so a bag with assembly (the reply's hasAssembly) is
 * not offered pickup.
 */
export function resolveEstimate<Rate extends RateLike>(
  reply: EstimateReply<Rate> | null,
  {previousCode = null, excludePickup = false}: {previousCode?: string | null; excludePickup?: boolean} = {},
): EstimateOutcome<Rate> {
  const unavailable = {
    available: false,
    rates: [],
    selected: null,
    message: DELIVERY_UNAVAILABLE_MESSAGE,
  } as const;
  if (!reply) return {...unavailable, rates: [], message: DELIVERY_OUTAGE_MESSAGE};
  if (isDeliveryUnavailable(reply.rates)) return {...unavailable, rates: []};
  const rates = prepareRates(reply.rates, {
    excludePickup: excludePickup || reply.hasAssembly,
  });
  const selected = chooseRate(rates, previousCode);
  if (!selected) return {...unavailable, rates: []};
  return {
    available: true,
    rates,
    selected,
    hasAssembly: reply.hasAssembly,
    hasFilteredQuickship: reply.hasFilteredQuickship,
    quickshipEligible: isQuickshipEligible(rates),
  };
}

/** One item of the shipping estimate (the delivery service's ShippingItem; it writes the wire names). */
export interface ShippingItem {
  sku: string;
  /** Per unit. */
  grams: number;
  /** Per unit, in whole cents. */
  priceCents: number;
  quantity: number;
}

/** The parts of a cart line the estimate reads. */
export interface ShippingLine extends ChargedLine {
  merchandise: {
    sku: string | null;
    requiresShipping: boolean;
    weight: number | null;
    weightUnit: string;
    product: {handle: string};
  };
}

/** Storefront API WeightUnit values, in grams. */
const GRAMS_PER_UNIT: Record<string, number> = {
  KILOGRAMS: 1000,
  GRAMS: 1,
  POUNDS: 453.59237,
  OUNCES: 28.349523125,
};

/** Weight in kilograms is converted to grams (x1000); other units convert likewise. */
export function weightInGrams(weight: number | null | undefined, unit: string | null | undefined): number {
  if (typeof weight !== 'number' || !Number.isFinite(weight) || weight <= 0) return 0;
  return Math.round(weight * (ownEntry(GRAMS_PER_UNIT, unit ?? 'KILOGRAMS') ?? GRAMS_PER_UNIT.KILOGRAMS));
}

/**
 * The items to estimate: every line that ships, plus the assembly service
 * line. The service reports hasAssembly from the items it is sent, so the
 * assembly line must go even though the service itself is not shipped.
 * Donation lines do not ship and are left out. A line without a SKU cannot
 * be priced by the service and is left out too.
 */
export function shippingItems(lines: readonly ShippingLine[]): ShippingItem[] {
  return lines
    .filter((line) => line.merchandise.requiresShipping || isAssemblyServiceLine(line))
    .filter((line) => typeof line.merchandise.sku === 'string' && line.merchandise.sku !== '' && line.quantity > 0)
    .map((line) => ({
      sku: line.merchandise.sku as string,
      grams: weightInGrams(line.merchandise.weight, line.merchandise.weightUnit),
      // What the bag is charged for one (campaigns and discounts applied): free delivery is earned on that.
      priceCents: chargedUnitCents(line),
      quantity: line.quantity,
    }));
}

/**
 * What the shipping estimate is asked (POST shipping-simple), in the
 * delivery service's app-side shape; the service writes the wire names.
 */
export interface ShippingEstimateRequest {
  suburb: string;
  /** Always a string: NT postcodes start with 0. */
  postcode: string;
  isMember: boolean;
  items: ShippingItem[];
}

export function shippingEstimateRequest({
  postcode,
  suburb,
  isMember,
  lines,
}: {
  postcode: string;
  suburb: string;
  isMember: boolean;
  lines: readonly ShippingLine[];
}): ShippingEstimateRequest {
  return {suburb, postcode: String(postcode), isMember, items: shippingItems(lines)};
}
