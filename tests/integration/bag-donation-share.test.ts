/**
 * The donation form (one donation line, changed in place, hidden from the
 * list and the bag badge) and sharing the bag by e-mail through the mail
 * stand-in's outbox.
 */
import {beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {withStandIns} from '../mocks/node';
import {mailOutbox, setMailFault} from '../mocks/mail/handlers';
import {FIXTURE_CASES} from '../mocks/fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {BRAND} from '~/config/brand';
import {DONATION_AMOUNT_MESSAGE, EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE} from '~/domain/bag-forms';
import {amountToCents} from '~/domain/money';
import {formatMoney} from '~/domain/format';
import {CartSummary} from '~/ui/components/cart/CartSummary';
import {TestBrowser, loadRoot, postBag} from './context';
import {
  answerOf,
  bagViewOf,
  cartOf,
  gidOfSku,
  lineOfSku,
  linesOf,
  postExtra,
  shopperWith,
  watchDeliveryCalls,
} from './bag-support';

withStandIns();

const MIRROR_SKU = FIXTURE_CASES.defaultTitleProduct.sku; // Round Rattan Mirror, $249, one 'Default Title' variant
const MATTRESS_SKU = FIXTURE_CASES.memberOver999.sku; // MAT-CLASSIC-Q-FM, $1,299, options Size and Feel
const BED = FIXTURE_CASES.assembly; // BED-OSLO-Q-NATOAK-STD, assembled by ASSEMBLY-BED ($149)
const CHOOSE_AMOUNT_MESSAGE = 'Choose a donation of $2, $5, $10 or $20.';
const SHARE_FAILED_MESSAGE = 'Sorry, we couldn’t send your bag just now. Please try again.';

const donate = (browser: TestBrowser, amount: string) => postExtra(browser, 'CustomSetDonation', {amount});
const share = (browser: TestBrowser, email: string) => postExtra(browser, 'CustomShareBag', {email});

/** Markup's text as a reader sees it: '&amp;' and '&#38;' are '&'. */
function decoded(markup: string): string {
  const named: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};
  return markup.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (entity, decimal, hex, name) =>
    decimal ? String.fromCharCode(Number(decimal)) : hex ? String.fromCharCode(parseInt(hex, 16)) : (named[name] ?? entity),
  );
}

/** The paragraphs of an HTML e-mail, as text. */
const paragraphs = (html: string) => [...html.matchAll(/<p>(.*?)<\/p>/g)].map((match) => decoded(match[1]));

/** The figures the bag page's order summary shows, read from its markup. */
function summaryOnPage(html: string) {
  const shown = (testId: string) => {
    const value = new RegExp(`data-testid="${testId}">([^<]*)<`).exec(html)?.[1];
    expect(value, `the bag page shows ${testId}`).toBeDefined();
    return decoded(value!);
  };
  return {
    subtotal: shown('bag-subtotal'),
    deliveryLabel: decoded(/<dt>([^<]*)<\/dt><dd data-testid="bag-shipping">/.exec(html)?.[1] ?? ''),
    delivery: shown('bag-shipping'),
    total: shown('bag-total'),
    gst: shown('bag-gst'),
  };
}

const donationLines = async (browser: TestBrowser) =>
  (await linesOf(browser)).filter((line) => line.sku?.startsWith('DONATION-'));

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('donation', () => {
  it.each([
    ['2', '2', 'DONATION-2', 200],
    ['5', '5', 'DONATION-5', 500],
    ['10', '10', 'DONATION-10', 1000],
    ['20', '20', 'DONATION-20', 2000],
    ['5 with a dollar sign', '$5', 'DONATION-5', 500],
    ['10 with cents', '10.00', 'DONATION-10', 1000],
  ])('amount %s adds one donation line of that amount', async (_typed, amount, sku, cents) => {
    const browser = await shopperWith(MIRROR_SKU);

    expect(await donate(browser, amount)).toMatchObject({
      ok: true,
      status: 200,
      message: 'Thank you for your donation.',
    });

    expect((await donationLines(browser)).map((line) => [line.sku, line.quantity])).toEqual([[sku, 1]]);
    const bag = await bagViewOf(browser);
    expect(bag.donation).toMatchObject({variantId: gidOfSku(sku), amountCents: cents});
    expect(bag.donation.lineId).toBe((await lineOfSku(browser, sku)).id);
  });

  it('changing the amount replaces the line; the same amount again changes nothing', async () => {
    const browser = await shopperWith(MIRROR_SKU);
    await donate(browser, '5');

    await donate(browser, '20');
    expect((await donationLines(browser)).map((line) => [line.sku, line.quantity])).toEqual([['DONATION-20', 1]]);

    const before = await linesOf(browser);
    expect(await donate(browser, '20')).toMatchObject({ok: true});
    expect(await linesOf(browser)).toEqual(before);
  });

  it('is hidden from the list and the bag badge, not shipped, but paid for in the totals', async () => {
    const browser = await shopperWith([MIRROR_SKU, 2]);
    await donate(browser, '10');

    const bag = await bagViewOf(browser);
    expect(bag.groups.flatMap((group) => group.lines.map((view) => view.line.merchandise.sku))).toEqual([MIRROR_SKU]);
    expect(bag.totals.subtotalCents).toBe(2 * 24900 + 1000);
    const root = await loadRoot(browser);
    expect(root.miniCart.lineItemsCount).toBe(2);
    expect(Number(root.miniCart.totalPrice?.amount)).toBe(2 * 249 + 10);

    const delivery = watchDeliveryCalls();
    await postExtra(browser, 'CustomEstimateDelivery', {postcode: DELIVERY_FIXTURE_CASES.metroPostcodes.QLD});
    const calls = await delivery.settled();
    delivery.stop();
    const shipped = calls.find((call) => call.pathname === '/ecom/shipping-simple')?.body as {items: {sku: string}[]};
    expect(shipped.items.map((item) => item.sku)).toEqual([MIRROR_SKU]);
  });

  it.each([
    ['0', DONATION_AMOUNT_MESSAGE],
    ['-5', DONATION_AMOUNT_MESSAGE],
    ['abc', DONATION_AMOUNT_MESSAGE],
    ['', DONATION_AMOUNT_MESSAGE],
    ['5.50', DONATION_AMOUNT_MESSAGE],
    ['1e3', DONATION_AMOUNT_MESSAGE],
    ['7', CHOOSE_AMOUNT_MESSAGE],
    ['999999', CHOOSE_AMOUNT_MESSAGE],
  ])('amount %j: a message beside the field, the bag unchanged', async (amount, message) => {
    const browser = await shopperWith(MIRROR_SKU);
    await donate(browser, '5');
    const before = await linesOf(browser);

    const answer = await donate(browser, amount);

    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      form: 'CustomSetDonation',
      message,
      fieldErrors: {amount: message},
    });
    expect(await linesOf(browser)).toEqual(before);
  });

  it('remove takes the donation line out and nothing else', async () => {
    const browser = await shopperWith(MIRROR_SKU);
    await donate(browser, '2');

    expect(await postExtra(browser, 'CustomRemoveDonation')).toMatchObject({
      ok: true,
      message: 'Your donation has been removed.',
    });

    expect((await linesOf(browser)).map((line) => line.sku)).toEqual([MIRROR_SKU]);
    expect((await bagViewOf(browser)).donation).toMatchObject({lineId: null, variantId: null, amountCents: 0});

    // Nothing to remove: a quiet success that changes nothing.
    expect(await postExtra(browser, 'CustomRemoveDonation')).toMatchObject({ok: true});
    expect((await linesOf(browser)).map((line) => line.sku)).toEqual([MIRROR_SKU]);
  });

  it('a plain LinesAdd of a donation variant cannot make a second donation line', async () => {
    const browser = await shopperWith(MIRROR_SKU);
    await donate(browser, '5');

    const {result} = await postBag(browser, {
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: gidOfSku('DONATION-20'), quantity: 1}]},
    });

    expect(answerOf(result).ok).toBe(false);
    expect((await donationLines(browser)).map((line) => line.sku)).toEqual(['DONATION-5']);
  });
});

describe('sharing the bag by e-mail', () => {
  it('sends one message listing the items and the subtotal', async () => {
    const browser = await shopperWith([MIRROR_SKU, 2], MATTRESS_SKU);
    const cart = await cartOf(browser);

    const answer = await share(browser, ' friend@example.com ');

    expect(answer).toMatchObject({ok: true, status: 200, message: 'Your bag has been sent to friend@example.com.'});
    const messages = mailOutbox.messages();
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      To: 'friend@example.com',
      Subject: `A ${BRAND.name} bag shared with you`,
      Tag: 'share-bag',
    });
    const subtotal = Number(cart.cost.subtotalAmount.amount);
    expect(subtotal).toBe(2 * 249 + 1299);
    expect(message.TextBody).toContain('2 × Round Rattan Mirror — $498.00');
    expect(message.TextBody).toMatch(/1 × .*Classic.* \(Size: Queen, Feel: Firm\) — \$1,299\.00/);
    expect(message.TextBody).toContain('Subtotal: $1,797.00');
    expect(message.HtmlBody).toContain('<li>2 × Round Rattan Mirror — $498.00</li>');
    expect(message.HtmlBody).toContain('Subtotal: $1,797.00');
  });

  it('lists each item once; its assembly is under it and the donation after the items, as on the bag page', async () => {
    const browser = await shopperWith(MIRROR_SKU, BED.sku);
    await postExtra(browser, 'CustomAddAssembly', {lineId: (await lineOfSku(browser, BED.sku)).id});
    await donate(browser, '5');

    await share(browser, 'friend@example.com');

    const text = mailOutbox.latest()?.TextBody ?? '';
    const listed = text.split('\n').filter((line) => line.includes(' × '));
    expect(listed).toHaveLength(2);
    expect(text).toMatch(/1 × Oslo Timber Bed \([^)]*\) — \$[\d,]+\.\d\d\n {3}Assembly: \$149\.00\n/);
    expect(text).toContain('\n\nDonation: $5.00\n\n');
  });

  it('a bed with assembly and a donation: the e-mail’s subtotal, delivery, total and GST are the bag page’s, to the cent', async () => {
    const browser = await shopperWith(BED.sku);
    await postExtra(browser, 'CustomAddAssembly', {lineId: (await lineOfSku(browser, BED.sku)).id});
    await donate(browser, '5');
    await postExtra(browser, 'CustomEstimateDelivery', {postcode: DELIVERY_FIXTURE_CASES.metroPostcodes.QLD});
    const cart = await cartOf(browser);
    const bag = await bagViewOf(browser);
    // What the bag page prints: its own summary component, rendered.
    const page = summaryOnPage(renderToStaticMarkup(createElement(CartSummary, {cart, bag, checkoutUrl: cart.checkoutUrl})));

    expect(await share(browser, 'friend@example.com')).toMatchObject({ok: true});

    // The page's figures, checked against the lines as charged: bed, assembly and donation, plus delivery.
    const chargedCents = cart.lines.nodes.reduce((sum, line) => sum + amountToCents(line.cost.totalAmount), 0);
    const shippingCents = bag.totals.shippingCents ?? 0;
    expect(cart.lines.nodes.map((line) => line.merchandise.sku).sort()).toEqual([BED.assemblySku, BED.sku, 'DONATION-5'].sort());
    expect(shippingCents).toBeGreaterThan(0);
    expect(page.subtotal).toBe(formatMoney(chargedCents, {cents: true}));
    expect(page.total).toBe(formatMoney(chargedCents + shippingCents, {cents: true}));

    const {TextBody = '', HtmlBody = ''} = mailOutbox.latest() ?? {};
    for (const figure of [
      `Subtotal: ${page.subtotal}`,
      `${page.deliveryLabel}: ${page.delivery}`,
      `Total: ${page.total}`,
      `Includes GST of: ${page.gst}`,
    ]) {
      expect(TextBody.split('\n')).toContain(figure);
      expect(paragraphs(HtmlBody)).toContain(figure);
    }
    // The e-mail the review found added up the visible items only: that figure is gone.
    const itemsOnlyCents = amountToCents((await lineOfSku(browser, BED.sku)).cost.totalAmount);
    expect(TextBody).not.toContain(`Subtotal: ${formatMoney(itemsOnlyCents, {cents: true})}`);
  });

  it.each([
    ['', EMAIL_REQUIRED_MESSAGE],
    ['friend', EMAIL_INVALID_MESSAGE],
    ['friend@example', EMAIL_INVALID_MESSAGE],
    ['friend@@example.com', EMAIL_INVALID_MESSAGE],
    ['a@example.com, b@example.com', EMAIL_INVALID_MESSAGE],
    [`${'a'.repeat(250)}@example.com`, EMAIL_INVALID_MESSAGE],
  ])('e-mail %j: a message beside the field, nothing sent', async (email, message) => {
    const browser = await shopperWith(MIRROR_SKU);

    const answer = await share(browser, email);

    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      form: 'CustomShareBag',
      message,
      fieldErrors: {email: message},
    });
    expect(mailOutbox.messages()).toEqual([]);
  });

  it('the mail service failing: a clear message, the failure reported, the bag unchanged', async () => {
    const browser = await shopperWith(MIRROR_SKU);
    const before = await linesOf(browser);
    setMailFault('fail');

    const answer = await share(browser, 'friend@example.com');

    expect(answer).toMatchObject({ok: false, message: SHARE_FAILED_MESSAGE});
    expect(mailOutbox.messages()).toEqual([]);
    expect(await linesOf(browser)).toEqual(before);
    const reported = consoleError.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.includes('"service":"mail"'));
    expect(reported).toHaveLength(1);
    expect(reported[0]).not.toContain('friend@example.com');
  });

  it('with no bag there is nothing to send', async () => {
    expect(await share(new TestBrowser(), 'friend@example.com')).toMatchObject({ok: false});
    expect(mailOutbox.messages()).toEqual([]);
  });
});
