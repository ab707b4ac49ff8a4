import {describe, expect, it} from 'vitest';
import {BAG_RULE_MESSAGES, bagRuleErrors, type BagRuleLine, type BagRulesSettings} from './bag-rules';

const SETTINGS: BagRulesSettings = {assemblyHandle: 'dreamhaus-assembly-service', donationHandle: 'charity-donation', maxQuantity: 999};
const PILLOWS = 'gid://shopify/ProductVariant/44000000401';

const line = (over: Partial<BagRuleLine>): BagRuleLine => ({
  quantity: 1,
  variantId: 'gid://shopify/ProductVariant/1',
  sku: 'SKU',
  productHandle: 'product',
  isGift: false,
  bonusVariantId: null,
  assemblyRequired: false,
  assemblySku: null,
  ...over,
});
const mattress = (quantity: number) => line({quantity, sku: 'MAT-AURORA-Q-MD', productHandle: 'aurora-hybrid-mattress', bonusVariantId: PILLOWS});
const ensemble = (quantity: number) => line({quantity, sku: 'ENS-AURORA-Q', productHandle: 'aurora-hybrid-ensemble', bonusVariantId: PILLOWS});
const pillows = (quantity: number) => line({quantity, variantId: PILLOWS, sku: 'BONUS-PILLOW-PAIR', productHandle: 'dreamhaus-bonus-pillow-pair', isGift: true});
const bed = (quantity: number) => line({quantity, sku: 'BED-OSLO-Q-NATOAK-STD', productHandle: 'oslo-timber-bed', assemblyRequired: true, assemblySku: 'ASSEMBLY-BED'});
const assembly = (quantity: number, sku = 'ASSEMBLY-BED') => line({quantity, sku, productHandle: 'dreamhaus-assembly-service'});
const donation = (quantity: number, variantId = 'gid://shopify/ProductVariant/2') => line({quantity, variantId, productHandle: 'charity-donation'});

describe('bag rules at checkout', () => {
  it('let a bag the storefront built through', () => {
    expect(bagRuleErrors([mattress(2), pillows(2), bed(1), assembly(1), donation(1)], SETTINGS)).toEqual([]);
    // One gift variant offered by two products: one gift per item across both.
    expect(bagRuleErrors([mattress(1), ensemble(2), pillows(1), pillows(2)], SETTINGS)).toEqual([]);
    expect(bagRuleErrors([], SETTINGS)).toEqual([]);
  });

  it('refuse gifts without their item, or more gifts than items', () => {
    expect(bagRuleErrors([pillows(10)], SETTINGS)).toEqual([BAG_RULE_MESSAGES.gift]);
    expect(bagRuleErrors([mattress(1), pillows(2)], SETTINGS)).toEqual([BAG_RULE_MESSAGES.gift]);
    // A gift does not qualify another gift, and an item naming another gift does not qualify this one.
    expect(bagRuleErrors([line({...pillows(1), bonusVariantId: PILLOWS}), pillows(1)], SETTINGS)).toEqual([BAG_RULE_MESSAGES.gift]);
    expect(bagRuleErrors([line({bonusVariantId: 'gid://shopify/ProductVariant/9'}), pillows(1)], SETTINGS)).toEqual([BAG_RULE_MESSAGES.gift]);
  });

  it('refuse assembly for more items than need it, per assembly service', () => {
    expect(bagRuleErrors([bed(1), assembly(2)], SETTINGS)).toEqual([BAG_RULE_MESSAGES.assembly]);
    expect(bagRuleErrors([bed(1), assembly(1, 'ASSEMBLY-GASLIFT')], SETTINGS)).toEqual([BAG_RULE_MESSAGES.assembly]);
    expect(bagRuleErrors([line({...bed(1), assemblyRequired: false}), assembly(1)], SETTINGS)).toEqual([BAG_RULE_MESSAGES.assembly]);
  });

  it('allow one donation of one', () => {
    expect(bagRuleErrors([donation(2)], SETTINGS)).toEqual([BAG_RULE_MESSAGES.donation]);
    expect(bagRuleErrors([donation(1), donation(1, 'gid://shopify/ProductVariant/3')], SETTINGS)).toEqual([BAG_RULE_MESSAGES.donation]);
  });

  it('limit any line to the bag’s maximum quantity', () => {
    expect(bagRuleErrors([line({quantity: 1000})], SETTINGS)).toEqual([BAG_RULE_MESSAGES.quantity(999)]);
    expect(BAG_RULE_MESSAGES.quantity(999)).toBe('An order can hold at most 999 of an item.');
  });

  it('say each broken rule once', () => {
    expect(bagRuleErrors([pillows(1), pillows(1), assembly(3), donation(2), line({quantity: 1000})], SETTINGS)).toEqual([
      BAG_RULE_MESSAGES.gift,
      BAG_RULE_MESSAGES.assembly,
      BAG_RULE_MESSAGES.donation,
      BAG_RULE_MESSAGES.quantity(999),
    ]);
  });
});
