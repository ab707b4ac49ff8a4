/**
 * Campaign prices at checkout: for each line of a product in this discount's campaign, the saving that makes it
 * cost the campaign's price (../../../app/domain/checkout-rules/campaign-price.ts), as a fixed amount off each
 * unit, so a line of n costs n × the price the storefront shows. Member and Velocity campaigns price only carts
 * whose programme details the storefront signed (../../../app/domain/checkout-rules/programme-details.ts).
 * Product discounts do not combine: of two that match a line, Shopify applies the larger.
 */
import {campaignUnitCents} from '../../../app/domain/checkout-rules/campaign-price';
import {centsToDecimal, decimalToCents} from '../../../app/domain/checkout-rules/money';
import {verifiedDetails, type Programme} from '../../../app/domain/checkout-rules/programme-details';
import {
  DiscountClass,
  ProductDiscountSelectionStrategy,
  type CartLinesDiscountsGenerateRunInput,
  type CartLinesDiscountsGenerateRunResult,
  type ProductDiscountCandidate,
} from '../generated/api';
import {readConfiguration, type CampaignPricesConfiguration} from './configuration';

const NO_DISCOUNT: CartLinesDiscountsGenerateRunResult = {operations: []};

/** Whether the cart earns the campaign's price: anyone for a `price` campaign, verified details for the others. */
function earnsPrice(input: CartLinesDiscountsGenerateRunInput, configuration: CampaignPricesConfiguration): boolean {
  if (configuration.kind === 'price') return true;
  const programme: Programme = configuration.kind === 'member' ? 'member' : 'velocity';
  const attribute = programme === 'member' ? input.cart.membership : input.cart.velocity;
  return (
    verifiedDetails(programme, attribute?.value, {
      key: configuration.signingKey ?? '',
      today: String(input.shop.localTime.date),
      buyerEmail: input.cart.buyerIdentity?.email,
    }) !== null
  );
}

export function cartLinesDiscountsGenerateRun(input: CartLinesDiscountsGenerateRunInput): CartLinesDiscountsGenerateRunResult {
  if (!input.discount.discountClasses.includes(DiscountClass.Product)) return NO_DISCOUNT;
  const configuration = readConfiguration(input.discount.configuration?.jsonValue);
  if (!configuration || !earnsPrice(input, configuration)) return NO_DISCOUNT;

  const candidates: ProductDiscountCandidate[] = [];
  for (const line of input.cart.lines) {
    if (line.merchandise.__typename !== 'ProductVariant') continue;
    const {inCampaign, excluded} = line.merchandise.product;
    if (!inCampaign || excluded) continue;
    const unitCents = decimalToCents(line.cost.amountPerQuantity.amount);
    if (unitCents === null || unitCents <= 0) continue;
    const compareAtCents = decimalToCents(line.cost.compareAtAmountPerQuantity?.amount);
    const savingCents = unitCents - campaignUnitCents(configuration.kind, unitCents, compareAtCents, configuration.percent);
    if (savingCents <= 0) continue;
    candidates.push({
      message: configuration.message,
      targets: [{cartLine: {id: line.id}}],
      value: {fixedAmount: {amount: centsToDecimal(savingCents), appliesToEachItem: true}},
    });
  }
  if (candidates.length === 0) return NO_DISCOUNT;
  return {operations: [{productDiscountsAdd: {candidates, selectionStrategy: ProductDiscountSelectionStrategy.All}}]};
}
