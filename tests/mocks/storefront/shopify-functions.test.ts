/**
 * The stand-in's Shopify Functions runner (shopify-functions.ts, function-input.ts, checkout-rules.ts): it reads
 * the extensions as the build script does, refuses input queries the published schemas refuse, hands a function
 * the input Shopify would (JSON, Decimals as strings, the shop's local date), rejects outputs Shopify would reject,
 * and applies validations at the buyer journey's step. (Each function's own rules: extensions/*\/src/*.test.ts.)
 */
import {describe, expect, it} from 'vitest';
import {STAND_IN_MEMBER_SIGNING_KEY} from '~/config/checkout';
import type {ValidationPlan} from '~/domain/checkout-plans';
import {BAG_RULE_MESSAGES} from '~/domain/checkout-rules/bag-rules';
import {signedDetailsValue} from '~/domain/checkout-rules/programme-details';
import {NOT_CONFIGURED_MESSAGE} from '../../../extensions/bag-rules/src';
import {functionExtensions} from '../../../shopify/extensions';
import {shopifySchema} from '../../../shopify/schemas/load';
import {checkoutRules} from '../fixtures/automatic-discounts';
import {catalogue, variantBySku} from '../fixtures/catalogue';
import type {CartRecord} from './cart-model';
import {linesBeforeDiscounts} from './cart-pricing';
import {indexCatalogue} from './catalogue-index';
import {functionOwnerOf, validationErrors} from './checkout-rules';
import {functionInputRoot, localDateTime, type FunctionInputCart} from './function-input';
import {checkFunctionOutput, runFunction, shopifyFunction, shopifyFunctions, validInputQuery} from './shopify-functions';

const index = indexCatalogue(catalogue);
const NOW = new Date('2026-11-20T13:30:00Z'); // 00:30 on 21 November in Sydney

function cartOf(lines: [sku: string, quantity: number][], extra: Partial<CartRecord> = {}): FunctionInputCart {
  const record: CartRecord = {
    token: 'cart-token',
    secret: 'secret',
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    note: '',
    attributes: [],
    buyerIdentity: {email: null, phone: null, countryCode: 'AU', customerAccessToken: null},
    discountCodes: [],
    lines: lines.map(([sku, quantity], at) => ({token: `line-${at}`, merchandiseId: variantBySku(sku)!.variant.id, quantity, attributes: []})),
    ...extra,
  };
  return {record, lines: linesBeforeDiscounts(record, index), deliveryGroups: []};
}

describe('the extensions', () => {
  it('are every extension of extensions/, each with a valid input query and its export found', () => {
    const scripts = functionExtensions().map(({handle, target, exportName, variables, schema}) => ({handle, target, exportName, variables, schema}));
    const standIn = [...shopifyFunctions().values()].map(({handle, target, exportName, variablesMetafield, schemaName}) => ({
      handle,
      target,
      exportName,
      variables: variablesMetafield,
      schema: schemaName,
    }));
    expect(standIn).toEqual(scripts);
    expect(standIn.map((fn) => fn.handle).sort()).toEqual(['bag-rules', 'campaign-prices', 'member-delivery']);
  });

  it('refuses an input query the schema refuses, saying why', () => {
    const schema = shopifySchema('functions-discount');
    expect(() => validInputQuery(schema, 'query { cart { lines { price } } }', 'x.graphql', 'cart.lines.discounts.generate.run')).toThrow(
      /x\.graphql is not a valid input query for cart\.lines\.discounts\.generate\.run[\s\S]*Cannot query field "price" on type "CartLine"/,
    );
  });
});

describe('a run', () => {
  const memberPrices = checkoutRules.find((plan) => plan.title === 'Member Prices')!;
  const signature = catalogue.products.find((product) => product.handle === 'dreamhaus-signature-mattress')!.variants[0];

  it('hands the function the answer to its input query, as JSON: Decimals as strings, the shop’s local date, the owner’s metafields', () => {
    const value = signedDetailsValue('member', {email: 'sam@example.com', number: 'DH100001', expires: '2026-12-05'}, STAND_IN_MEMBER_SIGNING_KEY);
    const cart = cartOf(
      [
        [signature.sku, 2],
        ['MAT-CLASSIC-Q-FM', 1],
      ],
      {attributes: [{key: 'membership_details', value}], buyerIdentity: {email: 'sam@example.com', phone: null, countryCode: 'AU', customerAccessToken: null}},
    );
    const owner = functionOwnerOf(memberPrices);
    let input: unknown;
    const spy = {
      ...shopifyFunction('campaign-prices'),
      run: (received: unknown) => {
        input = received;
        return {operations: []};
      },
    };
    expect(runFunction(spy, functionInputRoot(cart, owner, {catalogue: index, now: NOW}), owner.metafields)).toEqual({ok: true, output: {operations: []}});
    expect(input).toEqual({
      cart: {
        buyerIdentity: {email: 'sam@example.com'},
        membership: {value},
        velocity: null,
        lines: [
          {
            id: 'gid://shopify/CartLine/line-0?cart=cart-token',
            quantity: 2,
            cost: {amountPerQuantity: {amount: '2659.0'}, compareAtAmountPerQuantity: {amount: '3009.0'}},
            merchandise: {__typename: 'ProductVariant', product: {inCampaign: true, excluded: false}},
          },
          {
            id: 'gid://shopify/CartLine/line-1?cart=cart-token',
            quantity: 1,
            cost: {amountPerQuantity: {amount: '1299.0'}, compareAtAmountPerQuantity: null},
            merchandise: {__typename: 'ProductVariant', product: {inCampaign: false, excluded: false}},
          },
        ],
      },
      shop: {localTime: {date: '2026-11-21'}},
      discount: {discountClasses: ['PRODUCT'], configuration: {jsonValue: memberPrices.configuration}},
    });
    // The real function, on the same input: the member price, a fixed amount off each unit.
    const real = runFunction(shopifyFunction('campaign-prices'), functionInputRoot(cart, owner, {catalogue: index, now: NOW}), owner.metafields);
    expect(real).toEqual({
      ok: true,
      output: {
        operations: [
          {
            productDiscountsAdd: {
              selectionStrategy: 'ALL',
              candidates: [
                {
                  message: 'Member Prices',
                  targets: [{cartLine: {id: 'gid://shopify/CartLine/line-0?cart=cart-token'}}],
                  value: {fixedAmount: {amount: '101.35', appliesToEachItem: true}},
                },
              ],
            },
          },
        ],
      },
    });
  });

  it('fails when the function throws or returns what the target’s result type refuses, as on Shopify', () => {
    const cart = cartOf([[signature.sku, 1]]);
    const owner = functionOwnerOf(memberPrices);
    const root = functionInputRoot(cart, owner, {catalogue: index, now: NOW});
    const campaignPrices = shopifyFunction('campaign-prices');
    const withCode = (run: (input: unknown) => unknown) => runFunction({...campaignPrices, run}, root, owner.metafields);

    expect(
      withCode(() => {
        throw new Error('boom');
      }),
    ).toEqual({ok: false, error: 'campaign-prices threw: boom'});
    expect(withCode(() => undefined)).toMatchObject({ok: false, error: expect.stringContaining('CartLinesDiscountsGenerateRunResult')});
    const noStrategy = withCode(() => ({
      operations: [{productDiscountsAdd: {candidates: [{targets: [{cartLine: {id: 'x'}}], value: {fixedAmount: {amount: '1.0'}}}]}}],
    }));
    expect(noStrategy).toMatchObject({ok: false, error: expect.stringMatching(/selectionStrategy.*was not provided/)});
    const badStrategy = withCode(() => ({operations: [{productDiscountsAdd: {candidates: [], selectionStrategy: 'EVERY'}}]}));
    expect(badStrategy).toMatchObject({ok: false, error: expect.stringMatching(/Value "EVERY" does not exist in "ProductDiscountSelectionStrategy" enum/)});
    const deliveryShaped = withCode(() => ({operations: [{deliveryDiscountsAdd: {candidates: [], selectionStrategy: 'ALL'}}]}));
    expect(deliveryShaped).toMatchObject({ok: false, error: expect.stringMatching(/deliveryDiscountsAdd.*not defined by type "CartOperation"/)});

    // The validation's and the delivery discount's result types too.
    expect(checkFunctionOutput(shopifyFunction('bag-rules'), {operations: [{validationAdd: {errors: [{message: 'No'}]}}]})).toMatchObject({
      ok: false,
      error: expect.stringContaining('target'),
    });
    expect(checkFunctionOutput(shopifyFunction('member-delivery'), {operations: [{deliveryDiscountsAdd: {candidates: [], selectionStrategy: 'ALL'}}]})).toEqual({
      ok: true,
      output: {operations: [{deliveryDiscountsAdd: {candidates: [], selectionStrategy: 'ALL'}}]},
    });
  });

  it('throws when the stand-in cannot answer the input query (its mistake, not the function’s)', () => {
    expect(() => runFunction(shopifyFunction('bag-rules'), {}, [])).toThrow(/bag-rules: the stand-in could not answer its input query/);
  });
});

describe('validations', () => {
  const bagRules = checkoutRules.find((plan): plan is ValidationPlan => plan.type === 'validation')!;
  const giftsAlone = cartOf([['BONUS-PILLOW-PAIR', 10]]);

  it('bag rules say nothing while the cart changes, and refuse gifts without their item at checkout', () => {
    const context = {catalogue: index, now: NOW};
    expect(validationErrors([bagRules], giftsAlone, {...context, buyerJourneyStep: 'CART_INTERACTION'})).toEqual([]);
    expect(validationErrors([bagRules], giftsAlone, {...context, buyerJourneyStep: 'CHECKOUT_COMPLETION'})).toEqual([BAG_RULE_MESSAGES.gift]);
    const honest = cartOf([
      ['MAT-AURORA-Q-MD', 1],
      ['BONUS-PILLOW-PAIR', 1],
    ]);
    expect(validationErrors([bagRules], honest, {...context, buyerJourneyStep: 'CHECKOUT_COMPLETION'})).toEqual([]);
  });

  it('a validation without its configuration blocks checkout with the function’s own message', () => {
    const unconfigured: ValidationPlan = {...bagRules, configuration: {}};
    expect(validationErrors([unconfigured], giftsAlone, {catalogue: index, now: NOW, buyerJourneyStep: 'CHECKOUT_COMPLETION'})).toEqual([NOT_CONFIGURED_MESSAGE]);
  });
});

describe('shop.localTime', () => {
  it('is the shop’s wall clock in Sydney (daylight saving included), not UTC', () => {
    expect(localDateTime(new Date('2026-11-20T13:30:00Z'), 'Australia/Sydney')).toEqual({date: '2026-11-21', time: '00:30:00'});
    expect(localDateTime(new Date('2026-06-20T13:30:00Z'), 'Australia/Sydney')).toEqual({date: '2026-06-20', time: '23:30:00'});
  });
});
