/**
 * The delivery estimator on the bag, through the /cart action and loader and
 * the delivery stand-in: metro, regional and remote postcodes, choosing a
 * rate, the member shipping discount, and postcodes the app refuses itself.
 * What the bag shows adds up to what it charges: the two deliveries' shares,
 * the chosen rate's price, and no live Checkout where nothing can be delivered.
 */
import {describe, expect, it} from 'vitest';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router-dom/server';
import {withStandIns} from '../mocks/node';
import {FIXTURE_CASES, variantBySku} from '../mocks/fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {DELIVERY_UNAVAILABLE_MESSAGE} from '~/domain/delivery';
import {POSTCODE_MESSAGE, SUBURB_MESSAGE} from '~/domain/bag-forms';
import {QUICKSHIP_ATTRIBUTE_KEY, QUICKSHIP_ATTR_LIFETIME_MS, type QuickshipAttrPayload} from '~/domain/quickship';
import {CHECKOUT_AVAILABLE} from '~/domain/checkout-availability';
import {shareMessage} from '~/features/bag/share-message';
import type {DeliveryView} from '~/features/bag/view';
import {CartSummary} from '~/ui/components/cart/CartSummary';
import {DeliveryEstimator} from '~/ui/components/cart/DeliveryEstimator';
import {TestBrowser} from './context';
import {
  bagViewOf,
  cartAttribute,
  cartAttributesOf,
  cartOf,
  postExtra,
  shopperWith,
  watchDeliveryCalls,
} from './bag-support';

withStandIns();

const QUICKSHIP_SKU = FIXTURE_CASES.quickship.sku; // MAT-CLOUD9-Q-MD, 34 kg, express from every metro warehouse
const QUICKSHIP_PRICE_CENTS = Math.round(Number(variantBySku(QUICKSHIP_SKU)!.variant.price) * 100);
const ORDINARY_SKU = FIXTURE_CASES.memberOver999.sku; // MAT-CLASSIC-Q-FM, 34 kg, $1,299, not quickship
const SMALL_SKU = 'MIR-ROUND'; // Round Rattan Mirror: made to order, under 20 kg
const METRO = DELIVERY_FIXTURE_CASES.metroPostcodes.NSW;
const METRO_VIC = DELIVERY_FIXTURE_CASES.metroPostcodes.VIC;
const REGIONAL = DELIVERY_FIXTURE_CASES.regionalPostcode;
const REMOTE = DELIVERY_FIXTURE_CASES.remotePostcode;
const UNALLOCATED = DELIVERY_FIXTURE_CASES.unallocatedPostcode;
const RATE_GONE_MESSAGE = 'That delivery option is no longer available. Please choose another.';

const estimate = (browser: TestBrowser, postcode: string, suburb = '') =>
  postExtra(browser, 'CustomEstimateDelivery', {postcode, suburb});
const selectRate = (browser: TestBrowser, serviceCode: string) =>
  postExtra(browser, 'CustomSelectDeliveryRate', {serviceCode});

async function storedQuickship(browser: TestBrowser): Promise<QuickshipAttrPayload> {
  const value = await cartAttribute(browser, QUICKSHIP_ATTRIBUTE_KEY);
  expect(value, `the ${QUICKSHIP_ATTRIBUTE_KEY} cart attribute`).not.toBeNull();
  return JSON.parse(value!) as QuickshipAttrPayload;
}

const skusOf = (group: {lines: {line: {merchandise: {sku: string | null}}}[]}) =>
  group.lines.map((view) => view.line.merchandise.sku);

/** Server-renders bag components as the page does (under a data router, for the forms), with JavaScript off. */
async function renderOnPage(element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{id: 'root', path: '/cart', loader: () => null, element}]);
  const context = await handler.query(new Request('http://localhost/cart'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, {router, context, hydrate: false}));
}

/** An element's text, tags dropped and spaces squeezed. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** The text from the tag holding `marker` to the first `</{tag}>` after it (an element with no `tag` inside). */
function textAt(html: string, marker: string, tag: string): string | null {
  const at = html.indexOf(marker);
  if (at === -1) return null;
  const end = html.indexOf(`</${tag}>`, at);
  return textOf(html.slice(html.lastIndexOf('<', at), end));
}

describe('a metro postcode with quickship items in the bag', () => {
  it('offers Pickup first, selects express, and splits the bag into two deliveries with their amounts', async () => {
    const browser = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);

    const answer = await estimate(browser, METRO, 'Sydney');
    expect(answer).toMatchObject({ok: true, status: 200, message: `Delivery options for ${METRO}.`});

    const bag = await bagViewOf(browser);
    const delivery = bag.delivery!;
    expect(delivery).toMatchObject({postcode: METRO, suburb: 'Sydney', unavailableMessage: null});
    expect(delivery.rates.map((rate) => [rate.serviceCode, rate.priceCents])).toEqual([
      ['CUSTPICKUP', 0],
      // 14900 express plus the 34 kg band of the ordinary mattress.
      ['CHGNXTDT1-NEXT', 24800],
      ['STANDARD-METRO', 9900],
      ['CHGD-SETUP-METRO', 15900],
    ]);
    expect(delivery.rates[0]).toMatchObject({
      serviceName: 'Pickup',
      description: 'Your order can be picked up when available from a store of your choice.',
    });
    expect(delivery.selectedCode).toBe('CHGNXTDT1-NEXT');
    expect(delivery.quickship).toMatchObject({eligible: true});
    expect(delivery.quickship?.message).toMatch(/Sydney/);
    expect(delivery.quickship?.deliveryDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect(
      bag.groups.map((group) => [group.kind, group.title, group.subtitle, group.shippingCents, skusOf(group)]),
    ).toEqual([
      ['express', 'Express Delivery', 'Delivery 1 of 2', 14900, [QUICKSHIP_SKU]],
      ['standard', 'Standard Delivery', 'Delivery 2 of 2', 9900, [ORDINARY_SKU]],
    ]);
    expect(bag.totals.shippingCents).toBe(24800);
    expect(bag.totals.totalCents).toBe(bag.totals.subtotalCents + 24800);
  });

  it('the quickship mattress and a small item: the two shares are parts of the $159.00 charged', async () => {
    const browser = await shopperWith(QUICKSHIP_SKU, SMALL_SKU);
    await estimate(browser, METRO_VIC);

    const bag = await bagViewOf(browser);
    expect(bag.delivery?.selectedCode).toBe('CHGNXTDT1-NEXT');
    // 14900 express plus the small-items band: the split table's 15900 row (standard 1000, express 149000).
    expect(bag.delivery?.rates.find((rate) => rate.serviceCode === 'CHGNXTDT1-NEXT')).toMatchObject({
      priceCents: 15900,
      chargedCents: 15900,
    });
    expect(bag.totals.shippingCents).toBe(15900);
    expect(
      bag.groups.map((group) => [group.kind, group.title, group.subtitle, group.shippingCents, skusOf(group)]),
    ).toEqual([
      ['express', 'Express Delivery', 'Delivery 1 of 2', 14900, [QUICKSHIP_SKU]],
      ['standard', 'Standard Delivery', 'Delivery 2 of 2', 1000, [SMALL_SKU]],
    ]);
    expect(bag.groups.reduce((sum, group) => sum + (group.shippingCents ?? 0), 0)).toBe(bag.totals.shippingCents);

    // The shared-bag e-mail titles the deliveries from the same view.
    const {text} = shareMessage(await cartOf(browser), bag);
    expect(text).toContain('Express Delivery (Delivery 1 of 2): $149.00');
    expect(text).toContain('Standard Delivery (Delivery 2 of 2): $10.00');
    expect(text).toContain('Delivery (Express Delivery): $159.00');
  });

  it('sends the bag to the shipping estimate in grams and cents, the postcode as a string', async () => {
    const browser = await shopperWith([QUICKSHIP_SKU, 2]);
    const delivery = watchDeliveryCalls();
    try {
      await estimate(browser, METRO, 'Sydney');
      const calls = await delivery.settled();
      const eligibility = calls.find((call) => call.pathname === '/ecom/quickship/eligible-postcode');
      expect(eligibility?.search.get('postcode')).toBe(METRO);
      const shipping = calls.find((call) => call.pathname === '/ecom/shipping-simple');
      expect(shipping?.body).toEqual({
        suburb: 'Sydney',
        postcode: METRO,
        is_member: false,
        // 34 kg per mattress; its price in whole cents per unit.
        items: [{sku: QUICKSHIP_SKU, grams: 34000, price: QUICKSHIP_PRICE_CENTS, quantity: 2}],
      });
    } finally {
      delivery.stop();
    }
  });

  it('remembers the estimate in the _quickship_attrs cart attribute for one hour', async () => {
    const browser = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);
    const before = Date.now();
    await estimate(browser, METRO, 'Sydney');
    const after = Date.now();

    const stored = await storedQuickship(browser);
    expect(stored).toMatchObject({
      quickshipPostcode: METRO,
      quickshipRegionCode: 'NSW',
      quickshipEligible: true,
      quickshipPostcodeWarehouseId: 'SYD01',
      suburb: 'Sydney',
      hasAssembly: false,
      hasFilteredQuickship: true,
      shippingRate: {serviceCode: 'CHGNXTDT1-NEXT', priceCents: 24800},
    });
    expect(stored.expiresAt).toBeGreaterThanOrEqual(before + QUICKSHIP_ATTR_LIFETIME_MS);
    expect(stored.expiresAt).toBeLessThanOrEqual(after + QUICKSHIP_ATTR_LIFETIME_MS);
  });

  it('shows low stock on a quickship line the warehouse holds only a few of', async () => {
    const [lowStockSku] = FIXTURE_CASES.lowStockSkus; // MAT-AURORA-Q-FM: 2 units
    const browser = await shopperWith(lowStockSku, ORDINARY_SKU);
    await estimate(browser, METRO);

    const bag = await bagViewOf(browser);
    const stockBySku = Object.fromEntries(
      bag.groups.flatMap((group) => group.lines.map((view) => [view.line.merchandise.sku, view.stock])),
    );
    expect(stockBySku).toEqual({[lowStockSku]: 'low', [ORDINARY_SKU]: null});
  });
});

describe('choosing a delivery option', () => {
  it('persists the choice with a fresh hour, and the next page load keeps it', async () => {
    const browser = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);
    await estimate(browser, METRO);
    const before = Date.now();

    const answer = await selectRate(browser, 'STANDARD-METRO');
    expect(answer).toMatchObject({ok: true, status: 200, message: 'Standard Delivery selected.'});

    const stored = await storedQuickship(browser);
    expect(stored.shippingRate).toMatchObject({serviceCode: 'STANDARD-METRO', priceCents: 9900});
    expect(stored.expiresAt).toBeGreaterThanOrEqual(before + QUICKSHIP_ATTR_LIFETIME_MS);

    const bag = await bagViewOf(browser);
    expect(bag.delivery?.selectedCode).toBe('STANDARD-METRO');
    // One delivery for everything: no subtitles and no split amounts.
    expect(bag.groups.map((group) => [group.kind, group.subtitle, group.shippingCents, skusOf(group)])).toEqual([
      ['standard', null, null, [QUICKSHIP_SKU, ORDINARY_SKU]],
    ]);
    expect(bag.totals.shippingCents).toBe(9900);

    // Checking the same postcode again keeps the shopper's choice rather than the default.
    await estimate(browser, METRO);
    expect((await bagViewOf(browser)).delivery?.selectedCode).toBe('STANDARD-METRO');
  });

  it('pickup puts every line in one Pickup group at no charge', async () => {
    const browser = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);
    await estimate(browser, METRO);

    expect(await selectRate(browser, 'CUSTPICKUP')).toMatchObject({ok: true, message: 'Pickup selected.'});

    const bag = await bagViewOf(browser);
    expect(bag.groups.map((group) => [group.kind, group.title, skusOf(group)])).toEqual([
      ['pickup', 'Pickup', [QUICKSHIP_SKU, ORDINARY_SKU]],
    ]);
    expect(bag.totals.shippingCents).toBe(0);
  });

  it.each([
    ['a free rate the bag does not qualify for', 'CHGD-FREE-METRO'],
    ['a regional rate', 'STANDARD-REGIONAL'],
    ['a POA rate', 'POA-REMOTE'],
    ['an empty code', ''],
  ])('refuses %s: a message, and the bag keeps its choice', async (_what, serviceCode) => {
    const browser = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);
    await estimate(browser, METRO);
    const attributesBefore = await cartAttributesOf(browser);

    const answer = await selectRate(browser, serviceCode);

    expect(answer).toMatchObject({ok: false, status: 400, message: RATE_GONE_MESSAGE});
    expect(await cartAttributesOf(browser)).toEqual(attributesBefore);
    expect((await bagViewOf(browser)).delivery?.selectedCode).toBe('CHGNXTDT1-NEXT');
  });

  it('before any postcode is checked, asks for one and calls nothing', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    const delivery = watchDeliveryCalls();
    const answer = await selectRate(browser, 'STANDARD-METRO');
    delivery.stop();

    expect(answer).toMatchObject({ok: false, message: 'Enter your postcode to see delivery options.'});
    expect(delivery.calls).toEqual([]);
    expect(await cartAttributesOf(browser)).toEqual([]);
  });
});

describe('a regional postcode', () => {
  it('offers standard and setup rates but never express, even with quickship items', async () => {
    const browser = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);

    expect(await estimate(browser, REGIONAL)).toMatchObject({ok: true, message: `Delivery options for ${REGIONAL}.`});

    const bag = await bagViewOf(browser);
    expect(bag.delivery?.rates.map((rate) => [rate.serviceCode, rate.priceCents])).toEqual([
      ['CUSTPICKUP', 0],
      ['STANDARD-REGIONAL', 9900], // 68 kg
      ['CHGD-SETUP-REGIONAL', 18900],
    ]);
    // The default order: no CHGNXTDT1 code, so the first CHGD one.
    expect(bag.delivery?.selectedCode).toBe('CHGD-SETUP-REGIONAL');
    expect(bag.delivery?.quickship).toBeNull();
    expect(bag.groups.map((group) => [group.kind, group.title, group.subtitle, skusOf(group)])).toEqual([
      ['standard', 'Standard Delivery', null, [QUICKSHIP_SKU, ORDINARY_SKU]],
    ]);
    expect(await storedQuickship(browser)).toMatchObject({quickshipEligible: false, quickshipRegionCode: 'NSW'});
  });
});

describe('a remote postcode', () => {
  it('says delivery is unavailable, with no rates and nothing selected', async () => {
    const browser = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);

    expect(await estimate(browser, REMOTE)).toMatchObject({ok: true});

    const bag = await bagViewOf(browser);
    expect(bag.delivery).toMatchObject({
      postcode: REMOTE,
      rates: [],
      selectedCode: null,
      unavailableMessage: DELIVERY_UNAVAILABLE_MESSAGE,
      quickship: null,
    });
    expect(bag.groups.map((group) => [group.kind, group.title])).toEqual([['all', null]]);
    expect(bag.totals.shippingCents).toBeNull();
    expect((await storedQuickship(browser)).shippingRate).toBeNull();
  });

  it('clears a rate chosen for an earlier postcode', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await estimate(browser, METRO);
    await selectRate(browser, 'STANDARD-METRO');

    await estimate(browser, REMOTE);

    const bag = await bagViewOf(browser);
    expect(bag.delivery).toMatchObject({
      rates: [],
      selectedCode: null,
      unavailableMessage: DELIVERY_UNAVAILABLE_MESSAGE,
    });
    expect(bag.totals.shippingCents).toBeNull();
  });
});

describe('no delivery option for the postcode: no live Checkout link', () => {
  const checkoutLink = (html: string, checkoutUrl: string) =>
    html.includes(`href="${checkoutUrl.replace(/&/g, '&amp;')}"`);

  it.each([
    ['a remote postcode (POA rates only)', REMOTE],
    ['a postcode no state has (no rates at all)', UNALLOCATED],
  ])('%s: checkout says it cannot deliver there, and offers another postcode or a store', async (_what, postcode) => {
    const browser = await shopperWith(QUICKSHIP_SKU, ORDINARY_SKU);
    await estimate(browser, postcode);

    const bag = await bagViewOf(browser);
    expect(bag.delivery).toMatchObject({
      rates: [],
      selectedCode: null,
      unavailableMessage: DELIVERY_UNAVAILABLE_MESSAGE,
    });
    expect(bag.checkout).toEqual({
      available: false,
      reason: `Checkout can’t deliver to ${postcode}.`,
      storeLocatorUrl: `/store/store-locator?q=${postcode}`,
    });

    // What the page renders (the same with JavaScript off): a disabled button with the reason, no link to Shopify.
    const cart = await cartOf(browser);
    const html = renderToStaticMarkup(createElement(CartSummary, {cart, bag, checkoutUrl: cart.checkoutUrl}));
    expect(checkoutLink(html, cart.checkoutUrl)).toBe(false);
    expect(html).not.toMatch(/<a[^>]*>Checkout<\/a>/);
    expect(html).toMatch(
      /<button type="button" class="[^"]*" disabled="" aria-describedby="checkout-unavailable-reason">Checkout<\/button>/,
    );
    expect(textAt(html, 'id="checkout-unavailable-reason"', 'p')).toBe(`Checkout can’t deliver to ${postcode}.`);
    expect(html).toContain('<a href="#postcode" class="underline">Try another postcode</a>');
    expect(html).toContain(`<a href="/store/store-locator?q=${postcode}" class="underline">Pick up from a store</a>`);
  });

  it('a postcode with delivery after it: the Checkout link is back', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await estimate(browser, REMOTE);
    expect((await bagViewOf(browser)).checkout.available).toBe(false);

    await estimate(browser, METRO);

    const bag = await bagViewOf(browser);
    expect(bag.checkout).toEqual(CHECKOUT_AVAILABLE);
    const cart = await cartOf(browser);
    const html = renderToStaticMarkup(createElement(CartSummary, {cart, bag, checkoutUrl: cart.checkoutUrl}));
    expect(checkoutLink(html, cart.checkoutUrl)).toBe(true);
    expect(html).not.toContain('checkout-unavailable');
  });

  it('no postcode checked yet: the Checkout link is live (checkout asks for the address)', async () => {
    const bag = await bagViewOf(await shopperWith(ORDINARY_SKU));
    expect(bag.delivery).toBeNull();
    expect(bag.checkout).toEqual(CHECKOUT_AVAILABLE);
  });
});

describe('the member shipping discount', () => {
  const saveMember = (browser: TestBrowser) =>
    postExtra(browser, 'CustomSaveMembership', {programme: 'member', email: 'sam@example.com', number: 'DH100001'});

  it('takes the shop discount off the 9900-cent standard rate for a member bag over $999', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    expect(await saveMember(browser)).toMatchObject({ok: true});
    const delivery = watchDeliveryCalls();
    await estimate(browser, REGIONAL);
    const calls = await delivery.settled();
    delivery.stop();
    expect(calls.find((call) => call.pathname === '/ecom/shipping-simple')?.body).toMatchObject({is_member: true});

    await selectRate(browser, 'STANDARD-REGIONAL');

    const bag = await bagViewOf(browser);
    // 9900 less the shop's membership_discount of 4900.
    expect(bag.memberShipping).toBe(50);
    expect(bag.totals.shippingCents).toBe(5000);
    expect(bag.totals.totalCents).toBe(129900 + 5000);
  });

  it('the chosen standard rate shows the member price the bag charges, its list price struck through', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await saveMember(browser);
    await estimate(browser, REGIONAL);
    await selectRate(browser, 'STANDARD-REGIONAL');

    const bag = await bagViewOf(browser);
    const delivery = bag.delivery!;
    // Only the 9900-cent STANDARD rate is discounted; every other rate shows its own price.
    expect(delivery.rates.map((rate) => [rate.serviceCode, rate.priceCents, rate.chargedCents])).toEqual(
      delivery.rates.map((rate) => [
        rate.serviceCode,
        rate.priceCents,
        rate.serviceCode === 'STANDARD-REGIONAL' ? 5000 : rate.priceCents,
      ]),
    );
    expect(delivery.rates.find((rate) => rate.serviceCode === 'STANDARD-REGIONAL')?.priceCents).toBe(9900);
    const chosen = delivery.rates.find((rate) => rate.serviceCode === delivery.selectedCode);
    expect(chosen?.chargedCents).toBe(bag.totals.shippingCents);

    const html = await renderOnPage(createElement(DeliveryEstimator, {delivery}));
    expect(textAt(html, 'value="STANDARD-REGIONAL"', 'button')).toMatch(/^Standard Delivery .+ \$50\.00 was \$99\.00$/);
    expect(html).toMatch(/value="STANDARD-REGIONAL" aria-pressed="true"/);
    expect(html).toContain('was <s>$99.00</s>');
    expect(textAt(html, 'value="CHGD-SETUP-REGIONAL"', 'button')).not.toContain('was');
  });

  it('without member details the rate shows its list price alone', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await estimate(browser, REGIONAL);
    await selectRate(browser, 'STANDARD-REGIONAL');

    const delivery = (await bagViewOf(browser)).delivery!;
    expect(delivery.rates.find((rate) => rate.serviceCode === 'STANDARD-REGIONAL')).toMatchObject({
      priceCents: 9900,
      chargedCents: 9900,
    });
    const html = await renderOnPage(createElement(DeliveryEstimator, {delivery}));
    expect(textAt(html, 'value="STANDARD-REGIONAL"', 'button')).toMatch(/ \$99\.00$/);
    expect(html).not.toContain('<s>');
  });

  it('a discount down to nothing shows Free, with the list price beside it', async () => {
    const delivery: DeliveryView = {
      postcode: REGIONAL,
      suburb: '',
      rates: [
        {
          serviceCode: 'STANDARD-REGIONAL',
          serviceName: 'Standard Delivery',
          description: '',
          store: '',
          priceCents: 9900,
          chargedCents: 0,
        },
      ],
      selectedCode: 'STANDARD-REGIONAL',
      unavailableMessage: null,
      quickship: null,
    };
    const html = await renderOnPage(createElement(DeliveryEstimator, {delivery}));
    expect(textAt(html, 'value="STANDARD-REGIONAL"', 'button')).toBe('Standard Delivery Free was $99.00');
  });

  it('does not apply to the same bag without member details', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await estimate(browser, REGIONAL);
    await selectRate(browser, 'STANDARD-REGIONAL');

    const bag = await bagViewOf(browser);
    expect(bag.memberShipping).toBeNull();
    expect(bag.totals.shippingCents).toBe(9900);
  });

  it('does not apply to a rate that is not STANDARD', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    await saveMember(browser);
    await estimate(browser, REGIONAL); // selects CHGD-SETUP-REGIONAL

    const bag = await bagViewOf(browser);
    expect(bag.delivery?.selectedCode).toBe('CHGD-SETUP-REGIONAL');
    expect(bag.memberShipping).toBeNull();
    expect(bag.totals.shippingCents).toBe(18900);
  });
});

describe('postcodes the app refuses itself', () => {
  it.each(['20a', '', '12345', 'abcd', '2 000'])(
    'postcode %j: a message beside the field, no upstream call, attributes unchanged',
    async (postcode) => {
      const browser = await shopperWith(ORDINARY_SKU);
      await estimate(browser, METRO);
      const attributesBefore = await cartAttributesOf(browser);
      const delivery = watchDeliveryCalls();

      const answer = await estimate(browser, postcode);
      delivery.stop();

      expect(answer).toMatchObject({
        ok: false,
        status: 400,
        form: 'CustomEstimateDelivery',
        message: POSTCODE_MESSAGE,
        fieldErrors: {postcode: POSTCODE_MESSAGE},
      });
      expect(delivery.calls).toEqual([]);
      expect(await cartAttributesOf(browser)).toEqual(attributesBefore);
    },
  );

  it('a suburb that is too long or has control characters: a message beside the suburb', async () => {
    const browser = await shopperWith(ORDINARY_SKU);
    const delivery = watchDeliveryCalls();
    for (const suburb of ['x'.repeat(61), 'Sydney\u0000']) {
      expect(await estimate(browser, METRO, suburb)).toMatchObject({ok: false, fieldErrors: {suburb: SUBURB_MESSAGE}});
    }
    delivery.stop();
    expect(delivery.calls).toEqual([]);
    expect(await cartAttributesOf(browser)).toEqual([]);
  });

  it('with no bag, nothing is estimated', async () => {
    const delivery = watchDeliveryCalls();
    const answer = await estimate(new TestBrowser(), METRO);
    delivery.stop();
    expect(answer).toMatchObject({ok: false, message: 'Add something to your bag first.'});
    expect(delivery.calls).toEqual([]);
  });
});
