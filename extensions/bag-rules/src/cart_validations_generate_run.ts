/**
 * The bag's rules at checkout (../../../app/domain/checkout-rules/bag-rules.ts): a cart whose bonus gifts,
 * assembly, donation or quantities break them cannot complete checkout. Cart changes themselves are not refused
 * (the storefront's forms keep to the rules, and a change made half-way through one of its own two-step updates
 * must not fail); checkout is where the money is taken.
 */
import {bagRuleErrors, type BagRuleLine} from '../../../app/domain/checkout-rules/bag-rules';
import {
  BuyerJourneyStep,
  type CartValidationsGenerateRunInput,
  type CartValidationsGenerateRunResult,
} from '../generated/api';
import {readConfiguration} from './configuration';

type Input = CartValidationsGenerateRunInput;

/** Without its configuration the function cannot tell the rules, so it says so rather than let anything pass. */
export const NOT_CONFIGURED_MESSAGE = 'Checkout is not available just now. Please contact us to complete your order.';

function ruleLine(line: Input['cart']['lines'][number]): BagRuleLine | null {
  const merchandise = line.merchandise;
  if (merchandise.__typename !== 'ProductVariant') return null;
  return {
    quantity: line.quantity,
    variantId: merchandise.id,
    sku: merchandise.sku ?? null,
    productHandle: merchandise.product.handle,
    isGift: merchandise.product.isGift,
    bonusVariantId: merchandise.bonusVariantId?.value.trim() || null,
    assemblyRequired: merchandise.assemblyRequired?.value.trim() === '1',
    assemblySku: merchandise.assemblySku?.value.trim() || null,
  };
}

export function cartValidationsGenerateRun(input: Input): CartValidationsGenerateRunResult {
  if (input.buyerJourney.step === BuyerJourneyStep.CartInteraction) return {operations: []};
  const configuration = readConfiguration(input.validation.configuration?.jsonValue);
  const messages = configuration
    ? bagRuleErrors(
        input.cart.lines.flatMap((line) => ruleLine(line) ?? []),
        configuration,
      )
    : [NOT_CONFIGURED_MESSAGE];
  if (messages.length === 0) return {operations: []};
  return {operations: [{validationAdd: {errors: messages.map((message) => ({message, target: '$.cart'}))}}]};
}
