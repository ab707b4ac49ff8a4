/**
 * What the stand-in's hosted checkout charges a cart, worked out as Shopify's checkout does:
 *
 * 1. the lines, priced by the running product discounts and any discount codes (./cart-pricing.ts);
 * 2. delivery, for a postcode: the carrier's rates for the lines that ship (the delivery stand-in's own rate rule,
 *    called in-process as Shopify calls a carrier service; price-on-application rates dropped, as the bag drops
 *    them), each a delivery option of one delivery group; the running delivery discounts' functions price the
 *    options; the buyer's choice, else the cheapest, is selected (Shopify preselects the cheapest);
 * 3. the totals: lines + delivery, GST included in both;
 * 4. the cart validations at CHECKOUT_COMPLETION: any error stops payment.
 */
import {createHash} from 'node:crypto';
import {isPriceOnApplicationRate} from '~/domain/delivery';
import {quoteShipping} from '../delivery/shipping';
import type {CartRecord} from './cart-model';
import {linesBeforeDiscounts, priceCart, type PricedCart} from './cart-pricing';
import {deliveryOptionDiscounts, validationErrors, type DeliveryOptionDiscount} from './checkout-rules';
import type {FunctionDeliveryGroup, FunctionDeliveryOption, FunctionInputLine} from './function-input';
import {gid} from './ids';
import {includedGst, type Cents} from './money';
import type {StorefrontStore} from './store';

const POSTCODE = /^\d{4}$/;

/** The one delivery group of a checkout (everything ships together). */
export const DELIVERY_GROUP_ID = gid('CartDeliveryGroup', 1);

/** A delivery option's handle: opaque, and the same for the same rate on every visit. */
export function deliveryOptionHandle(code: string): string {
  return createHash('sha256').update(`delivery-option:${code}`).digest('hex').slice(0, 20);
}

export interface CheckoutDeliveryOption extends FunctionDeliveryOption {
  /** The delivery discount on it, if any. */
  discount: DeliveryOptionDiscount | null;
  /** What it costs after the discount. */
  finalCents: Cents;
}

export interface CheckoutRequest {
  /** The postcode entered (else the cart's delivery address's). */
  postcode?: string | null;
  /** The chosen option's handle. */
  delivery?: string | null;
}

export interface CheckoutSummary {
  priced: PricedCart;
  /** Some line ships. */
  needsDelivery: boolean;
  /** The postcode delivery is priced for ('' when none is known). */
  postcode: string;
  /** Why no option is offered, when none is. */
  deliveryProblem: string | null;
  options: CheckoutDeliveryOption[];
  selected: CheckoutDeliveryOption | null;
  /** Lines and the selected delivery. */
  totalCents: Cents;
  /** GST included in the taxable lines and delivery. */
  taxCents: Cents;
  /** The validations' messages; any stops payment. */
  errors: string[];
  /** Nothing stops payment: lines, a delivery option when something ships, no validation error. */
  canPay: boolean;
}

/** The postcode of the cart's selected delivery address, else of its first. */
function cartPostcode(cart: CartRecord): string {
  const addresses = cart.deliveryAddresses ?? [];
  const address = addresses.find((candidate) => candidate.selected) ?? addresses[0];
  return address?.address.zip?.trim() ?? '';
}

/** The carrier's rates for the lines that ship, charged unit prices and weights as Shopify sends them. */
function carrierOptions(postcode: string, lines: PricedCart['lines']): FunctionDeliveryOption[] {
  const items = lines
    .filter((priced) => priced.variant.requiresShipping && priced.line.quantity > 0)
    .map((priced) => ({
      sku: priced.variant.sku,
      grams: Math.round(priced.variant.weight * 1000),
      price: Math.round(priced.totalCents / priced.line.quantity),
      quantity: priced.line.quantity,
    }));
  if (items.length === 0) return [];
  return quoteShipping({suburb: '', postcode, is_member: false, items})
    .rates.map((rate) => ({rate, priceCents: Number(rate.total_price)}))
    .filter(({rate, priceCents}) => !isPriceOnApplicationRate({serviceCode: rate.service_code, serviceName: rate.service_name, priceCents}))
    .map(({rate, priceCents}) => ({
      handle: deliveryOptionHandle(rate.service_code),
      code: rate.service_code,
      title: rate.service_name,
      description: rate.description,
      costCents: priceCents,
    }));
}

function cheapest(options: readonly CheckoutDeliveryOption[]): CheckoutDeliveryOption | null {
  return options.reduce<CheckoutDeliveryOption | null>((best, option) => (best === null || option.finalCents < best.finalCents ? option : best), null);
}

export function checkoutSummary(cart: CartRecord, store: StorefrontStore, request: CheckoutRequest, now: Date): CheckoutSummary {
  const {catalogue, checkoutRules} = store;
  const context = {catalogue, now};
  const priced = priceCart(cart, catalogue, {discountCodes: store.discountCodes, checkoutRules, now});
  const shipping = priced.lines.filter((line) => line.variant.requiresShipping);
  const needsDelivery = shipping.length > 0;

  const entered = request.postcode?.trim();
  const postcode = entered || cartPostcode(cart);
  let deliveryProblem: string | null = null;
  let rates: FunctionDeliveryOption[] = [];
  if (needsDelivery) {
    if (postcode === '') deliveryProblem = 'Enter your postcode to see delivery options.';
    else if (!POSTCODE.test(postcode)) deliveryProblem = 'Enter a four-digit postcode.';
    else {
      rates = carrierOptions(postcode, shipping);
      if (rates.length === 0) deliveryProblem = 'No delivery option is available for this postcode.';
    }
  }

  // The delivery discounts see the lines before discounts, as every discount function does.
  const before = new Map(linesBeforeDiscounts(cart, catalogue).map((line) => [line.line.token, line]));
  const group = (lines: readonly FunctionInputLine[], selectedHandle: string | null): FunctionDeliveryGroup => ({
    id: DELIVERY_GROUP_ID,
    lines: lines.filter((line) => line.variant.requiresShipping),
    address: postcode ? {zip: postcode, countryCode: 'AU'} : null,
    options: rates,
    selectedHandle,
  });
  const beforeLines = [...before.values()];
  const discounts =
    rates.length === 0
      ? new Map<string, DeliveryOptionDiscount>()
      : deliveryOptionDiscounts(checkoutRules, {record: cart, lines: beforeLines, deliveryGroups: [group(beforeLines, null)]}, context);
  const options = rates.map((option): CheckoutDeliveryOption => {
    const discount = discounts.get(option.handle) ?? null;
    return {...option, discount, finalCents: option.costCents - (discount?.cents ?? 0)};
  });
  const selected = options.find((option) => option.handle === request.delivery) ?? cheapest(options);

  const deliveryCents = selected?.finalCents ?? 0;
  // The validations see the checkout as it stands: lines after their discounts, the selected delivery.
  const afterLines: FunctionInputLine[] = priced.lines.map((line) => ({
    ...(before.get(line.line.token) as FunctionInputLine),
    totalCents: line.totalCents,
  }));
  const errors = validationErrors(
    checkoutRules,
    {record: cart, lines: afterLines, deliveryGroups: rates.length > 0 ? [group(afterLines, selected?.handle ?? null)] : [], deliveryCents},
    {...context, buyerJourneyStep: 'CHECKOUT_COMPLETION'},
  );

  const taxableCents = priced.lines.filter((line) => line.variant.taxable).reduce((sum, line) => sum + line.totalCents, 0);
  return {
    priced,
    needsDelivery,
    postcode,
    deliveryProblem,
    options,
    selected,
    totalCents: priced.subtotalCents + deliveryCents,
    taxCents: includedGst(taxableCents + deliveryCents),
    errors,
    canPay: priced.lines.length > 0 && errors.length === 0 && (!needsDelivery || selected !== null),
  };
}
