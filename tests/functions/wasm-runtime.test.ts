/**
 * The Functions as Shopify runs them, as near as this machine allows: Shopify's CLI bundles a JavaScript Function
 * with esbuild and runs it in QuickJS compiled to WebAssembly (Javy), with no Web Crypto, no TextEncoder and no
 * Intl. The Wasm build itself downloads its compiler, so it stays with `shopify app deploy`; here each extension is
 * bundled with esbuild and run in QuickJS (quickjs-emscripten), and must answer exactly as it does in Node, quickly.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {build} from 'esbuild';
import {getQuickJS, type QuickJSWASMModule} from 'quickjs-emscripten';
import {signedDetailsValue} from '~/domain/checkout-rules/programme-details';
import {cartLinesDiscountsGenerateRun} from '../../extensions/campaign-prices/src';
import {cartDeliveryOptionsDiscountsGenerateRun} from '../../extensions/member-delivery/src';
import {cartValidationsGenerateRun} from '../../extensions/bag-rules/src';
import {functionExtensions} from '../../shopify/extensions';

const KEY = 'a-signing-key';
const LEE = {email: 'lee@example.com', number: 'DH100002', expires: '2026-12-12'};

/** A large bag: 100 lines, member details to verify. */
const lines = Array.from({length: 100}, (_, index) => index);
const INPUTS = {
  'campaign-prices': {
    cart: {
      buyerIdentity: {email: LEE.email},
      membership: {value: signedDetailsValue('member', LEE, KEY)},
      velocity: null,
      lines: lines.map((index) => ({
        id: `gid://shopify/CartLine/${index}`,
        quantity: 1 + (index % 3),
        cost: {amountPerQuantity: {amount: `${2500 + index}.0`}, compareAtAmountPerQuantity: {amount: `${2600 + index}.0`}},
        merchandise: {__typename: 'ProductVariant', product: {inCampaign: index % 2 === 0, excluded: index % 10 === 0}},
      })),
    },
    shop: {localTime: {date: '2026-11-28'}},
    discount: {discountClasses: ['PRODUCT'], configuration: {jsonValue: {kind: 'member', percent: 15, message: 'Member Prices', signingKey: KEY}}},
  },
  'member-delivery': {
    cart: {
      buyerIdentity: {email: LEE.email},
      membership: null,
      autoClub: null,
      velocity: {value: signedDetailsValue('velocity', {...LEE, number: '0123456789'}, KEY)},
      lines: lines.map(() => ({quantity: 1, cost: {amountPerQuantity: {amount: '20.0'}}, merchandise: {__typename: 'ProductVariant', requiresShipping: true}})),
      deliveryGroups: [
        {
          id: 'gid://shopify/CartDeliveryGroup/0',
          deliveryOptions: [
            {handle: 'a', code: 'STANDARD-METRO', cost: {amount: '99.0'}},
            {handle: 'b', code: 'CHGNXTDT1-NEXT', cost: {amount: '149.0'}},
          ],
        },
      ],
    },
    shop: {localTime: {date: '2026-11-28'}, membershipDiscount: {value: '4900'}},
    discount: {discountClasses: ['SHIPPING'], configuration: {jsonValue: {message: 'Member delivery price', signingKey: KEY}}},
  },
  'bag-rules': {
    buyerJourney: {step: 'CHECKOUT_COMPLETION'},
    cart: {
      lines: lines.map((index) => ({
        quantity: index === 99 ? 10 : 1,
        merchandise: {
          __typename: 'ProductVariant',
          id: index === 99 ? 'gid://shopify/ProductVariant/9' : `gid://shopify/ProductVariant/${1000 + index}`,
          sku: `SKU-${index}`,
          bonusVariantId: index < 5 ? {value: 'gid://shopify/ProductVariant/9'} : null,
          assemblyRequired: null,
          assemblySku: null,
          product: {handle: index === 99 ? 'gift' : `product-${index}`, isGift: index === 99},
        },
      })),
    },
    validation: {configuration: {jsonValue: {assemblyHandle: 'assembly', donationHandle: 'donation', maxQuantity: 999}}},
  },
};

const IN_NODE: Record<keyof typeof INPUTS, (input: never) => unknown> = {
  'campaign-prices': cartLinesDiscountsGenerateRun,
  'member-delivery': cartDeliveryOptionsDiscountsGenerateRun,
  'bag-rules': cartValidationsGenerateRun,
};

let quickJS: QuickJSWASMModule;
beforeAll(async () => {
  quickJS = await getQuickJS();
});

/** Runs the bundle's export in a fresh QuickJS context: its JSON answer, and how many times QuickJS checked in (every ~10,000 operations). */
function runInQuickJS(bundle: string, exportName: string, input: unknown): {output: unknown; checkIns: number} {
  const vm = quickJS.newContext();
  let checkIns = 0;
  vm.runtime.setInterruptHandler(() => {
    checkIns += 1;
    return false;
  });
  try {
    const globals = vm.unwrapResult(vm.evalCode('[typeof TextEncoder, typeof crypto, typeof Intl].join()'));
    expect(vm.getString(globals)).toBe('undefined,undefined,undefined');
    globals.dispose();
    const result = vm.unwrapResult(vm.evalCode(`${bundle}\nJSON.stringify(fn.${exportName}(${JSON.stringify(input)}))`));
    const output = JSON.parse(vm.getString(result)) as unknown;
    result.dispose();
    return {output, checkIns};
  } finally {
    vm.dispose();
  }
}

describe('each Function bundled and run in QuickJS, the engine Shopify compiles JavaScript Functions with', () => {
  it.each(functionExtensions().map((extension) => [extension.handle, extension] as const))('%s', async (handle, extension) => {
    const bundled = await build({
      entryPoints: [`${extension.dir}/src/index.ts`],
      bundle: true,
      format: 'iife',
      globalName: 'fn',
      platform: 'neutral',
      target: 'es2022',
      minify: true,
      write: false,
    });
    const bundle = bundled.outputFiles[0].text;
    // Shopify's limit is on the compiled module (256 kB); the JavaScript is a small part of it.
    expect(bundle.length).toBeLessThan(32_000);
    const input = INPUTS[handle as keyof typeof INPUTS];
    const {output, checkIns} = runInQuickJS(bundle, extension.exportName, input);
    expect(output).toEqual(JSON.parse(JSON.stringify(IN_NODE[handle as keyof typeof INPUTS](input as never))));
    expect(output).not.toEqual({operations: []});
    // A 100-line bag takes QuickJS well under a million operations (Shopify allows discount Functions 11 million
    // Wasm instructions; a QuickJS operation is some tens of them).
    expect(checkIns).toBeLessThan(100);
  });
});
