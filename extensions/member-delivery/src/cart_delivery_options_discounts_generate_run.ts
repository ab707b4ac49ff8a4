/**
 * The member delivery price at checkout: for a cart carrying any programme's details signed by the storefront,
 * whose goods come to more than $999, every standard $99 delivery option costs $99 less the shop's
 * `membership_discount` (../../../app/domain/checkout-rules/member-delivery.ts, the bag's own rule).
 */
import {goodsSubtotalCents, memberDeliveryCents} from '../../../app/domain/checkout-rules/member-delivery';
import {centsToDecimal, decimalToCents} from '../../../app/domain/checkout-rules/money';
import {PROGRAMMES, verifiedDetails, type Programme} from '../../../app/domain/checkout-rules/programme-details';
import {
  DeliveryDiscountSelectionStrategy,
  DiscountClass,
  type CartDeliveryOptionsDiscountsGenerateRunInput,
  type CartDeliveryOptionsDiscountsGenerateRunResult,
  type DeliveryDiscountCandidate,
} from '../generated/api';
import {readConfiguration} from './configuration';

type Input = CartDeliveryOptionsDiscountsGenerateRunInput;

const NO_DISCOUNT: CartDeliveryOptionsDiscountsGenerateRunResult = {operations: []};

function detailsValue(cart: Input['cart'], programme: Programme): string | null | undefined {
  if (programme === 'member') return cart.membership?.value;
  if (programme === 'autoClub') return cart.autoClub?.value;
  return cart.velocity?.value;
}

export function cartDeliveryOptionsDiscountsGenerateRun(input: Input): CartDeliveryOptionsDiscountsGenerateRunResult {
  if (!input.discount.discountClasses.includes(DiscountClass.Shipping)) return NO_DISCOUNT;
  const configuration = readConfiguration(input.discount.configuration?.jsonValue);
  if (!configuration) return NO_DISCOUNT;
  const verify = {key: configuration.signingKey, today: String(input.shop.localTime.date), buyerEmail: input.cart.buyerIdentity?.email};
  const isMember = PROGRAMMES.some((programme) => verifiedDetails(programme, detailsValue(input.cart, programme), verify) !== null);
  if (!isMember) return NO_DISCOUNT;

  const goodsCents = goodsSubtotalCents(
    input.cart.lines.map((line) => ({
      quantity: line.quantity,
      unitCents: decimalToCents(line.cost.amountPerQuantity.amount) ?? 0,
      requiresShipping: line.merchandise.__typename === 'ProductVariant' && line.merchandise.requiresShipping,
    })),
  );
  const discountCents = Number(input.shop.membershipDiscount?.value);

  const candidates: DeliveryDiscountCandidate[] = [];
  for (const group of input.cart.deliveryGroups) {
    for (const option of group.deliveryOptions) {
      const rateCents = decimalToCents(option.cost.amount);
      if (rateCents === null) continue;
      const memberCents = memberDeliveryCents({isMember, rateCode: option.code, rateCents, goodsCents, discountCents});
      if (memberCents === null || memberCents >= rateCents) continue;
      candidates.push({
        message: configuration.message,
        targets: [{deliveryOption: {handle: option.handle}}],
        value: {fixedAmount: {amount: centsToDecimal(rateCents - memberCents)}},
      });
    }
  }
  if (candidates.length === 0) return NO_DISCOUNT;
  return {operations: [{deliveryDiscountsAdd: {candidates, selectionStrategy: DeliveryDiscountSelectionStrategy.All}}]};
}
