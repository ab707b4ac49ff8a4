import {describe, expect, it} from 'vitest';
import {BAG_RULE_MESSAGES} from '../../../app/domain/checkout-rules/bag-rules';
import {BuyerJourneyStep, type CartValidationsGenerateRunInput} from '../generated/api';
import {cartValidationsGenerateRun, NOT_CONFIGURED_MESSAGE} from './cart_validations_generate_run';

type Input = CartValidationsGenerateRunInput;
type Line = Input['cart']['lines'][number];
const CONFIGURATION = {assemblyHandle: 'dreamhaus-assembly-service', donationHandle: 'charity-donation', maxQuantity: 999};
const PILLOWS = 'gid://shopify/ProductVariant/44000000401';

function variant(quantity: number, id: string, handle: string, more: {gift?: boolean; bonus?: string; assembly?: [string, string]; sku?: string} = {}): Line {
  return {
    quantity,
    merchandise: {
      __typename: 'ProductVariant',
      id,
      sku: more.sku ?? id.slice(-4),
      bonusVariantId: more.bonus ? {value: more.bonus} : null,
      assemblyRequired: more.assembly ? {value: more.assembly[0]} : null,
      assemblySku: more.assembly ? {value: more.assembly[1]} : null,
      product: {handle, isGift: more.gift ?? false},
    },
  };
}

const mattress = (quantity: number) => variant(quantity, 'gid://shopify/ProductVariant/44000010101', 'aurora-hybrid-mattress', {bonus: PILLOWS});
const pillows = (quantity: number) => variant(quantity, PILLOWS, 'dreamhaus-bonus-pillow-pair', {gift: true});

function input(lines: Line[], step: BuyerJourneyStep | null = BuyerJourneyStep.CheckoutCompletion, configuration: unknown = CONFIGURATION): Input {
  return {buyerJourney: {step}, cart: {lines}, validation: {configuration: configuration === null ? null : {jsonValue: configuration}}};
}

const refused = (...messages: string[]) => ({operations: [{validationAdd: {errors: messages.map((message) => ({message, target: '$.cart'}))}}]});

describe('bag-rules', () => {
  it('refuses checkout for ten free gifts and nothing else (the issue’s attack)', () => {
    const protectors = variant(10, 'gid://shopify/ProductVariant/44000000504', 'dreamhaus-bonus-mattress-protector', {gift: true});
    expect(cartValidationsGenerateRun(input([pillows(10), protectors]))).toEqual(refused(BAG_RULE_MESSAGES.gift));
    expect(cartValidationsGenerateRun(input([mattress(1), pillows(2)], BuyerJourneyStep.CheckoutInteraction))).toEqual(refused(BAG_RULE_MESSAGES.gift));
  });

  it('lets the storefront’s bags through', () => {
    const bed = variant(2, 'gid://shopify/ProductVariant/44000020101', 'oslo-timber-bed', {assembly: ['1', 'ASSEMBLY-BED']});
    const assembly = variant(2, 'gid://shopify/ProductVariant/44000000301', 'dreamhaus-assembly-service', {sku: 'ASSEMBLY-BED'});
    expect(cartValidationsGenerateRun(input([mattress(2), pillows(2), bed, assembly]))).toEqual({operations: []});
    // Assembly required only when the metafield is 1.
    const notRequired = variant(1, 'gid://shopify/ProductVariant/44000020102', 'metro-dresser', {assembly: ['0', 'ASSEMBLY-BED']});
    expect(cartValidationsGenerateRun(input([notRequired, assembly]))).toEqual(refused(BAG_RULE_MESSAGES.assembly));
  });

  it('leaves cart changes alone: only checkout is refused', () => {
    expect(cartValidationsGenerateRun(input([pillows(10)], BuyerJourneyStep.CartInteraction))).toEqual({operations: []});
    expect(cartValidationsGenerateRun(input([pillows(10)], null))).toEqual(refused(BAG_RULE_MESSAGES.gift));
  });

  it('refuses checkout when it has no configuration to judge by', () => {
    expect(cartValidationsGenerateRun(input([mattress(1)], BuyerJourneyStep.CheckoutCompletion, null))).toEqual(refused(NOT_CONFIGURED_MESSAGE));
    expect(cartValidationsGenerateRun(input([mattress(1)], BuyerJourneyStep.CheckoutCompletion, {maxQuantity: 0}))).toEqual(refused(NOT_CONFIGURED_MESSAGE));
  });
});
