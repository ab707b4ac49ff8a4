/**
 * What the Shopify Functions send to and take from Shopify, checked against Shopify's published Function API
 * schemas (shopify/schemas, from @shopify/dev-mcp), not only against the stand-in: each input query is valid and
 * uses nothing deprecated, the variables every planned discount carries are the query's variables with the right
 * types, each configuration is one the function accepts, and each function's output is a valid result.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  coerceInputValue,
  isInputType,
  NoDeprecatedCustomRule,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import {shopifySchema} from '../../shopify/schemas/load';
import {writeFunctionFiles} from '../../scripts/shopify-functions';
import {functionExtensions, resultTypeName} from '../../shopify/extensions';
import {checkoutRulePlans, storefrontPlanSettings} from '~/domain/checkout-plans';
import {signedDetailsValue} from '~/domain/checkout-rules/programme-details';
import {demoCampaigns} from '../mocks/searchspring/feed-prices';
import {readConfiguration as campaignConfiguration} from '../../extensions/campaign-prices/src/configuration';
import {readConfiguration as deliveryConfiguration} from '../../extensions/member-delivery/src/configuration';
import {readConfiguration as rulesConfiguration} from '../../extensions/bag-rules/src/configuration';
import {cartLinesDiscountsGenerateRun} from '../../extensions/campaign-prices/src';
import {cartDeliveryOptionsDiscountsGenerateRun} from '../../extensions/member-delivery/src';
import {cartValidationsGenerateRun} from '../../extensions/bag-rules/src';
import {BuyerJourneyStep} from '../../extensions/bag-rules/generated/api';
import {DiscountClass} from '../../extensions/campaign-prices/generated/api';

const extensions = functionExtensions();
const byHandle = new Map(extensions.map((extension) => [extension.handle, extension]));

function operationOf(path: string): OperationDefinitionNode {
  const document = parse(readFileSync(path, 'utf8'));
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  if (!operation) throw new Error(`${path} holds no operation`);
  return operation;
}

/** The result input type a target's function returns: `cart.lines.discounts.generate.run` → `CartLinesDiscountsGenerateRunResult`. */
function resultType(handle: string): GraphQLInputType {
  const extension = byHandle.get(handle)!;
  const name = resultTypeName(extension.target);
  const type = shopifySchema(extension.schema).getType(name);
  if (!type || !isInputType(type)) throw new Error(`The schema has no input type ${name}`);
  return type;
}

function assertValidResult(handle: string, output: unknown) {
  const problems: string[] = [];
  coerceInputValue(output, resultType(handle), (path, _value, error) => problems.push(`${path.join('.')}: ${error.message}`));
  expect(problems).toEqual([]);
}

describe('the Shopify Functions against Shopify’s published schemas', () => {
  it('are the three this storefront needs, each on the vendored API version', () => {
    expect(extensions.map((extension) => [extension.handle, extension.target]).sort()).toEqual([
      ['bag-rules', 'cart.validations.generate.run'],
      ['campaign-prices', 'cart.lines.discounts.generate.run'],
      ['member-delivery', 'cart.delivery-options.discounts.generate.run'],
    ]);
  });

  it.each(extensions.map((extension) => [extension.handle, extension] as const))('%s: its input query is valid and uses nothing deprecated', (_, extension) => {
    const schema = shopifySchema(extension.schema);
    const document = parse(readFileSync(extension.inputQueryPath, 'utf8'));
    expect(validate(schema, document, [...specifiedRules, NoDeprecatedCustomRule]).map((error) => error.message)).toEqual([]);
    // The operation is the target's input: its root is the schema's Input.
    expect(schema.getQueryType()?.name).toBe('Input');
  });

  it('schema.graphql and generated/api.ts are what the published schemas give (npm run shopify:functions)', async () => {
    expect(await writeFunctionFiles({check: true})).toEqual([]);
  });

  it('every planned discount’s and validation’s metafields fit its function: variables as the query declares them, configuration the function accepts', () => {
    const campaigns = demoCampaigns();
    const plans = checkoutRulePlans(campaigns, storefrontPlanSettings('key', 0));
    const readers = {'campaign-prices': campaignConfiguration, 'member-delivery': deliveryConfiguration, 'bag-rules': rulesConfiguration};
    expect(new Set(plans.map((plan) => plan.functionHandle))).toEqual(new Set(Object.keys(readers)));
    for (const plan of plans) {
      const extension = byHandle.get(plan.functionHandle)!;
      expect(extension.variables).toEqual({namespace: `$app:${plan.functionHandle}`, key: 'input-variables'});
      const operation = operationOf(extension.inputQueryPath);
      const declared = operation.variableDefinitions ?? [];
      expect(Object.keys(plan.variables).sort(), plan.title).toEqual(declared.map((definition) => definition.variable.name.value).sort());
      for (const definition of declared) {
        const type = typeFromAST(shopifySchema(extension.schema), definition.type) as GraphQLInputType;
        const problems: string[] = [];
        coerceInputValue(plan.variables[definition.variable.name.value], type, (_path, _value, error) => problems.push(error.message));
        expect(problems, `${plan.title}: $${definition.variable.name.value}`).toEqual([]);
      }
      expect(readers[plan.functionHandle](plan.configuration), plan.title).not.toBeNull();
      // The configuration is read through the metafield in the same namespace.
      expect(readFileSync(extension.inputQueryPath, 'utf8')).toContain(`namespace: "$app:${plan.functionHandle}", key: "function-configuration"`);
    }
  });

  it('each function’s output is a valid result of its target', () => {
    const details = signedDetailsValue('member', {email: 'lee@example.com', number: 'DH100002', expires: '2026-12-12'}, 'key');
    assertValidResult(
      'campaign-prices',
      cartLinesDiscountsGenerateRun({
        cart: {
          buyerIdentity: {email: 'lee@example.com'},
          membership: {value: details},
          velocity: null,
          lines: [
            {
              id: 'gid://shopify/CartLine/1',
              quantity: 2,
              cost: {amountPerQuantity: {amount: '2659.0'}, compareAtAmountPerQuantity: {amount: '3009.0'}},
              merchandise: {__typename: 'ProductVariant', product: {inCampaign: true, excluded: false}},
            },
          ],
        },
        shop: {localTime: {date: '2026-11-28'}},
        discount: {discountClasses: [DiscountClass.Product], configuration: {jsonValue: {kind: 'member', percent: 15, message: 'Member Prices', signingKey: 'key'}}},
      }),
    );
    assertValidResult(
      'member-delivery',
      cartDeliveryOptionsDiscountsGenerateRun({
        cart: {
          buyerIdentity: {email: 'lee@example.com'},
          membership: {value: details},
          autoClub: null,
          velocity: null,
          lines: [{quantity: 1, cost: {amountPerQuantity: {amount: '1299.0'}}, merchandise: {__typename: 'ProductVariant', requiresShipping: true}}],
          deliveryGroups: [{id: 'gid://shopify/CartDeliveryGroup/0', deliveryOptions: [{handle: 'h', code: 'STANDARD', cost: {amount: '99.0'}}]}],
        },
        shop: {localTime: {date: '2026-11-28'}, membershipDiscount: {value: '4900'}},
        discount: {discountClasses: [DiscountClass.Shipping], configuration: {jsonValue: {message: 'Member delivery price', signingKey: 'key'}}},
      }),
    );
    assertValidResult(
      'bag-rules',
      cartValidationsGenerateRun({
        buyerJourney: {step: BuyerJourneyStep.CheckoutCompletion},
        cart: {
          lines: [
            {
              quantity: 10,
              merchandise: {
                __typename: 'ProductVariant',
                id: 'gid://shopify/ProductVariant/44000000401',
                sku: 'BONUS-PILLOW-PAIR',
                bonusVariantId: null,
                assemblyRequired: null,
                assemblySku: null,
                product: {handle: 'dreamhaus-bonus-pillow-pair', isGift: true},
              },
            },
          ],
        },
        validation: {configuration: {jsonValue: {assemblyHandle: 'a', donationHandle: 'd', maxQuantity: 999}}},
      }),
    );
  });
});
