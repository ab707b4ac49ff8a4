import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {Analytics} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';

// patches/@shopify+hydrogen+2025.4.2.patch (applied by `npm install`'s postinstall): Analytics.Provider, which
// wraps every page, looks up Shopify's customer-privacy API and privacy banner on `window` on every render, in a
// try/catch. On the server there is no window, so each render threw and caught two ReferenceErrors, stack
// traces and all: about 3.5% of the worker's time on the bag. The patched lookups return null when there is no
// window, before trying.

const require = createRequire(import.meta.url);
const dist = require.resolve('@shopify/hydrogen').replace(/index\.cjs$/, '');

describe('@shopify/hydrogen with window-less privacy lookups', () => {
  it('is the patched build, development and production alike', () => {
    const production = readFileSync(`${dist}production/index.js`, 'utf8');
    expect(production).toContain('function te(){if(typeof window>"u")return null;try{return window.Shopify');
    expect(production).toContain('function ve(){if(typeof window>"u")return null;try{return window&&');
    const development = readFileSync(`${dist}development/index.js`, 'utf8');
    expect(development.match(/\n {2}if \(typeof window === "undefined"\) return null;\n {2}try \{/g)).toHaveLength(2);
  });

  it('still renders the page inside the provider on the server', () => {
    const html = renderToString(
      createElement(
        Analytics.Provider,
        {cart: null, shop: null, consent: {checkoutDomain: 'checkout.example', storefrontAccessToken: 'token'}},
        createElement('main', null, 'the page'),
      ),
    );
    expect(html).toContain('<main>the page</main>');
  });
});
