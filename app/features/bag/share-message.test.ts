import {describe, expect, it} from 'vitest';
import type {CartLine} from '~/domain/types';
import {BRAND} from '~/config/brand';
import {bagTotals} from '~/domain/bag-totals';
import {CHECKOUT_AVAILABLE} from '~/domain/checkout-availability';
import {testCartLine} from '../../../tests/support/cart-line';
import {shareMessage} from './share-message';
import {bagSummary} from './summary';
import type {BagGroupView, BagLineView, BagView} from './view';

const money = (amount: string) => ({amount, currencyCode: 'AUD'});

/** A line charged `total` (Shopify's line total, after any automatic discount), with options. */
function chargedLine(options: Parameters<typeof testCartLine>[0], total: string, selectedOptions: {name: string; value: string}[] = []): CartLine {
  const line = testCartLine(options);
  return {
    ...line,
    cost: {...line.cost, totalAmount: money(total)},
    merchandise: {...line.merchandise, selectedOptions},
  };
}

// A bed at $2,998.00 less a $299.80 automatic discount, with assembly ($149.00) and its bonus gift; two mirrors.
const bed = chargedLine({title: 'Oslo Timber Bed', price: '2998.00', discounts: ['299.80']}, '2698.20', [
  {name: 'Size', value: 'Queen'},
  {name: 'Colour', value: 'Natural Oak'},
]);
const mirrors = chargedLine({title: 'Round Rattan Mirror', price: '249.00', quantity: 2}, '498.00', [
  {name: 'Title', value: 'Default Title'},
]);
const assembly = chargedLine({title: 'Assembly service', price: '149.00'}, '149.00');
const donation = chargedLine({title: 'Donation', price: '5.00', taxable: false}, '5.00');

const view = (line: CartLine, extras: Partial<BagLineView> = {}): BagLineView => ({
  line,
  assembly: null,
  bonus: null,
  stock: null,
  details: [],
  ...extras,
});

const STANDARD = {
  serviceCode: 'STANDARD-METRO',
  serviceName: 'Standard Delivery',
  description: '',
  store: '',
  priceCents: 9900,
  chargedCents: 9900,
};

function bagOf(groups: BagGroupView[], {shippingCents = null as number | null, withDonation = true} = {}): BagView {
  const lines = [bed, mirrors, assembly, ...(withDonation ? [donation] : [])];
  return {
    groups,
    delivery:
      shippingCents == null
        ? null
        : {postcode: '2000', suburb: 'Sydney', rates: [STANDARD], selectedCode: STANDARD.serviceCode, unavailableMessage: null, quickship: null},
    memberShipping: null,
    membership: {member: null, autoClub: null, velocity: null, points: null, lapsed: []},
    totals: bagTotals({lines, shippingCents}),
    donation: {options: [], lineId: withDonation ? donation.id : null, variantId: null, amountCents: withDonation ? 500 : 0},
    expressInvite: null,
    checkout: CHECKOUT_AVAILABLE,
  };
}

const oneGroup = (): BagGroupView[] => [
  {
    kind: 'all',
    title: null,
    subtitle: null,
    shippingCents: null,
    lines: [
      view(bed, {
        assembly: {service: {id: 'a', sku: 'ASSEMBLY-BED', title: 'Bed', priceCents: 14900, available: true}, lineId: assembly.id, priceCents: 14900},
        bonus: {variantId: 'b', productHandle: null, added: true},
      }),
      view(mirrors),
    ],
  },
];

// Shopify's subtotal: every line as charged, assembly and donation included.
const cart = {cost: {subtotalAmount: money('3350.20'), totalAmount: money('3350.20'), totalTaxAmount: null}};

describe('shareMessage: the bag page, as an e-mail', () => {
  it('lists each line as charged, its assembly and gift, the donation, and the summary in the bag’s words', () => {
    const message = shareMessage(cart, bagOf(oneGroup(), {shippingCents: 9900}));

    expect(message.subject).toBe(`A ${BRAND.name} bag shared with you`);
    expect(message.text).toBe(
      [
        `Here is a ${BRAND.name} bag shared with you:`,
        '',
        '1 × Oslo Timber Bed (Size: Queen, Colour: Natural Oak) — $2,698.20',
        '   Assembly: $149.00',
        '   Free bonus gift included',
        '2 × Round Rattan Mirror — $498.00',
        '',
        'Donation: $5.00',
        '',
        'Subtotal: $3,350.20',
        'Delivery (Standard Delivery): $99.00',
        'You save: $299.80',
        'Total: $3,449.20',
        'Includes GST of: $304.11',
      ].join('\n'),
    );
  });

  it('prints the figures the bag page prints (bagSummary), to the cent', () => {
    const bag = bagOf(oneGroup(), {shippingCents: 9900});
    const summary = bagSummary(cart, bag);
    const {text, html} = shareMessage(cart, bag);

    for (const figure of [
      `Subtotal: ${summary.subtotal}`,
      `${summary.delivery.label}: ${summary.delivery.value}`,
      `You save: ${summary.savings}`,
      `Total: ${summary.total}`,
      `Includes GST of: ${summary.gst}`,
    ]) {
      expect(text).toContain(figure);
      expect(html).toContain(`<p>${figure}</p>`);
    }
  });

  it('leaves delivery out until a rate is chosen, as the total does', () => {
    const {text} = shareMessage(cart, bagOf(oneGroup(), {withDonation: false}));

    expect(text).not.toMatch(/Delivery|Donation/);
    expect(text).toContain('Total: $3,345.20');
  });

  it('titles the deliveries when the bag ships in two, with each one’s share of the charge', () => {
    const [all] = oneGroup();
    const groups: BagGroupView[] = [
      {kind: 'express', title: 'Express Delivery', subtitle: 'Delivery 1 of 2', shippingCents: 14900, lines: [all.lines[1]]},
      {kind: 'standard', title: 'Standard Delivery', subtitle: 'Delivery 2 of 2', shippingCents: 0, lines: [all.lines[0]]},
    ];

    const {text, html} = shareMessage(cart, bagOf(groups, {shippingCents: 14900}));

    expect(text).toContain('Express Delivery (Delivery 1 of 2): $149.00\n2 × Round Rattan Mirror — $498.00');
    expect(text).toContain('Standard Delivery (Delivery 2 of 2): Free\n1 × Oslo Timber Bed');
    expect(html).toContain('<h3>Express Delivery (Delivery 1 of 2): $149.00</h3><ul><li>2 × Round Rattan Mirror — $498.00</li></ul>');
  });

  it('nests a line’s extras in the HTML and escapes every text', () => {
    const sneaky = chargedLine({title: 'Bed <script>alert("x")</script> & Co'}, '100.00', [{name: 'Fabric', value: "O'Neil"}]);
    const bag = bagOf([{kind: 'all', title: null, subtitle: null, shippingCents: null, lines: [view(sneaky, {bonus: {variantId: 'b', productHandle: null, added: true}})]}]);

    const {html} = shareMessage(cart, bag);

    expect(html).toContain(
      '<li>1 × Bed &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co (Fabric: O&#39;Neil) — $100.00<ul><li>Free bonus gift included</li></ul></li>',
    );
    expect(html).not.toContain('<script>');
  });
});
