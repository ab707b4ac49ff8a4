import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {createElement, Fragment, useId, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {Analytics as HydrogenAnalytics} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {Analytics, useAnalytics} from '~/ui/analytics/hydrogen-analytics';

// No patch to @shopify/hydrogen (one used to be here): Hydrogen's Analytics.Provider, which wraps every page, looks
// up Shopify's customer-privacy API, privacy banner and tracking consent on `window` on every render, each in a
// try/catch. On the server there is no window, so each render threw and caught two or three ReferenceErrors, stack
// traces and all (in Node, 19–40 µs a render against 1 µs for the stand-in). The app takes Analytics and
// useAnalytics from app/ui/analytics/hydrogen-analytics.tsx, whose server build renders stand-ins that never look
// at `window`. (Vitest runs the server build: import.meta.env.SSR is true here.)

const CONSENT = {checkoutDomain: 'checkout.example', storefrontAccessToken: 'token'};
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Renders `element` on the server, counting the reads of `window`: there is none, but reading it is seen. */
function renderCountingWindowReads(element: ReactNode): {html: string; windowReads: number} {
  expect('window' in globalThis).toBe(false);
  let windowReads = 0;
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    get() {
      windowReads += 1;
      return undefined;
    },
  });
  try {
    return {html: renderToString(element), windowReads};
  } finally {
    delete (globalThis as {window?: unknown}).window;
  }
}

/** Elements numbered by useId, as forms and disclosures are; a stand-in in the wrong place changes their ids. */
function Ids() {
  return createElement('i', {id: useId()});
}
const page = createElement(
  Fragment,
  null,
  createElement('main', null, 'the page'),
  createElement(Ids),
  createElement('div', null, createElement(Ids), createElement(Ids)),
);
const shop = Promise.resolve({
  shopId: 'gid://shopify/Shop/1',
  acceptedLanguage: 'EN' as const,
  currency: 'AUD' as const,
  hydrogenSubchannelId: '0',
});

function Consumer() {
  const {publish, subscribe, register} = useAnalytics();
  publish('custom_test', {});
  subscribe('custom_test', () => {});
  register('test').ready();
  return 'consumed';
}

describe("the server's Analytics (app/ui/analytics/hydrogen-analytics.tsx)", () => {
  it('renders the page without looking at window: no ReferenceError thrown and caught per render', () => {
    const ours = renderCountingWindowReads(
      createElement(Analytics.Provider, {cart: null, shop, consent: CONSENT}, page, createElement(Consumer)),
    );
    expect(ours.windowReads).toBe(0);
    expect(ours.html).toContain('<main>the page</main>');
    expect(ours.html).toContain('consumed');

    // What it spares: Hydrogen's provider reads window on every server render. Should this read 0 after a Hydrogen
    // upgrade, Hydrogen's provider is as cheap on the server and hydrogen-analytics.tsx can go.
    const hydrogen = renderCountingWindowReads(
      createElement(HydrogenAnalytics.Provider, {cart: null, shop, consent: CONSENT}, page),
    );
    expect(hydrogen.windowReads).toBeGreaterThanOrEqual(2);
  });

  it("gives the page the markup and useId ids Hydrogen's provider gives it, which the browser hydrates", () => {
    for (const props of [
      {cart: null, shop, consent: CONSENT},
      {cart: null, shop: null, consent: CONSENT, canTrack: () => false},
    ]) {
      const hydrogen = renderToString(createElement(HydrogenAnalytics.Provider, props, page));
      const ours = renderToString(createElement(Analytics.Provider, props, page));
      expect(hydrogen).toMatch(/<i id=":R[^"]+:"><\/i>/);
      expect(ours).toBe(hydrogen);
    }
  });

  it('stands in for every component Hydrogen has, so none renders server-side in a page without a context', () => {
    expect(Object.keys(Analytics).sort()).toEqual(Object.keys(HydrogenAnalytics).sort());
    for (const [name, Component] of Object.entries(Analytics)) {
      if (name === 'Provider') continue;
      expect(renderToString(createElement(Component as () => null))).toBe('');
    }
  });

  it('is the only way into Hydrogen analytics for the app', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const importsFromHydrogen = (source: string) =>
      [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@shopify\/hydrogen'/g)].flatMap(([, names]) =>
        names.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s/)[0]),
      );
    const direct = sources(join(ROOT, 'app'))
      .filter((path) => relative(ROOT, path) !== join('app', 'ui', 'analytics', 'hydrogen-analytics.tsx'))
      .filter((path) =>
        importsFromHydrogen(readFileSync(path, 'utf8')).some((name) => name === 'Analytics' || name === 'useAnalytics'),
      )
      .map((path) => relative(ROOT, path));
    expect(direct).toEqual([]);
  });
});
