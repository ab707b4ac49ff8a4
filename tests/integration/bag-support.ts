/**
 * Helpers for the bag-*.test.ts files: a shopper's bag built from catalogue
 * SKUs, the bag page's loader, the bag's custom forms, and the calls the
 * delivery stand-in receives. Everything goes through the real /cart action
 * and loader, so the tests see what a browser would.
 */
import {expect} from 'vitest';
import type {Attribute} from '~/domain/types';
import type {BagOutcome} from '~/features/bag/outcome';
import {loader as bagLoader} from '~/routes/cart';
import {mockServer} from '../mocks/node';
import {variantBySku, variantGid} from '../mocks/fixtures/catalogue';
import {TestBrowser, isDataWithInit, loadRoot, postBag} from './context';

/** The ProductVariant gid of a catalogue SKU. */
export function gidOfSku(sku: string): string {
  const found = variantBySku(sku);
  if (!found) throw new Error(`No catalogue variant has SKU ${sku}`);
  return variantGid(found.variant.id);
}

/** A new shopper whose bag holds these SKUs (quantity 1 unless given), added as one LinesAdd. */
export async function shopperWith(...items: (string | [sku: string, quantity: number])[]) {
  const browser = new TestBrowser();
  const lines = items.map((item) => {
    const [sku, quantity] = typeof item === 'string' ? [item, 1] : item;
    return {merchandiseId: gidOfSku(sku), quantity};
  });
  const {result} = await postBag(browser, {action: 'LinesAdd', inputs: {lines}});
  expect(answerOf(result)).toMatchObject({ok: true});
  return browser;
}

/** The bag page's loader data for this browser: `{dmi, bag}`. */
export async function loadBag(browser: TestBrowser) {
  const {request, context} = await browser.open('/cart');
  const data = await bagLoader({request, context, params: {}});
  await browser.receive(context);
  return data;
}

/** The bag view; fails the test when the page has no bag. */
export async function bagViewOf(browser: TestBrowser) {
  const {bag} = await loadBag(browser);
  expect(bag, 'the bag page has a bag').not.toBeNull();
  return bag!;
}

/** The cart as the root loader sees it (every line, hidden ones too). */
export async function cartOf(browser: TestBrowser) {
  const {cart} = await loadRoot(browser);
  expect(cart, 'the shopper has a cart').not.toBeNull();
  return cart!;
}

/** Every line as `{id, sku, quantity, attributes}`, for before/after comparisons. */
export async function linesOf(browser: TestBrowser) {
  return (await cartOf(browser)).lines.nodes.map((line) => ({
    id: line.id,
    sku: line.merchandise.sku,
    quantity: line.quantity,
    attributes: line.attributes,
  }));
}

export async function cartAttributesOf(browser: TestBrowser): Promise<Attribute[]> {
  return (await cartOf(browser)).attributes;
}

export async function cartAttribute(browser: TestBrowser, key: string): Promise<string | null> {
  return (await cartAttributesOf(browser)).find((attribute) => attribute.key === key)?.value ?? null;
}

/** The line of a SKU in the cart; fails when there is not exactly one. */
export async function lineOfSku(browser: TestBrowser, sku: string) {
  const lines = (await cartOf(browser)).lines.nodes.filter((line) => line.merchandise.sku === sku);
  expect(lines, `one line of ${sku}`).toHaveLength(1);
  return lines[0];
}

/** What the action answered a fetcher post with (JavaScript on), and its status. */
export function answerOf(result: unknown): BagOutcome {
  expect(isDataWithInit(result), 'a data() answer, not a redirect').toBe(true);
  if (!isDataWithInit<BagOutcome>(result)) throw new Error('unreachable');
  expect(result.init?.status, 'the HTTP status is the outcome’s').toBe(result.data.status);
  return result.data;
}

/** Posts one of the bag's custom forms the way CartForm does: fields beside `cartFormInput`. */
export async function postExtra(browser: TestBrowser, action: string, fields: Record<string, string> = {}) {
  const {result} = await postBag(browser, {action, inputs: {}}, fields);
  return answerOf(result);
}

/**
 * Writes cart attributes straight through the app's cart handler (a
 * cartAttributesUpdate to the Storefront stand-in), as anyone holding the
 * cart id could, bypassing the bag's own forms.
 */
export async function forgeCartAttributes(browser: TestBrowser, attributes: Attribute[]) {
  const {context} = await browser.open('/cart');
  const result = await context.shopperCart.updateAttributes(attributes);
  expect(result.problem).toBeNull();
}

export interface RecordedCall {
  method: string;
  pathname: string;
  search: URLSearchParams;
  body: unknown;
}

/** Records the calls to the delivery and stock stand-in (`/ecom/...`) while a test runs. */
export function watchDeliveryCalls() {
  const calls: RecordedCall[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({request}: {request: Request}) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/ecom/')) return;
    const call: RecordedCall = {method: request.method, pathname: url.pathname, search: url.searchParams, body: null};
    calls.push(call);
    if (request.method === 'POST') {
      pending.push(
        request
          .clone()
          .json()
          .then(
            (body: unknown) => {
              call.body = body;
            },
            () => {},
          ),
      );
    }
  };
  mockServer.events.on('request:start', listener);
  return {
    calls,
    /** The recorded calls once their bodies are read. */
    settled: async () => {
      await Promise.all(pending);
      return calls;
    },
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}
