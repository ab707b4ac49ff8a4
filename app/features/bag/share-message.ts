/**
 * The shared bag as an e-mail: what the bag page shows, read from the same
 * view (app/features/bag/view.server.ts) and the same summary (./summary), so the two
 * cannot differ. Each delivery group's lines with their options and totals as
 * charged (Shopify's line total, automatic discounts taken off), each line's
 * assembly and gift, the donation, then subtotal, delivery when chosen,
 * savings, total and GST. One outline is written twice: as text and as HTML,
 * every text escaped.
 */
import type {Cart, CartLine} from '~/domain/types';
import {BRAND} from '~/config/brand';
import {formatMoney} from '~/domain/format';
import {shownSelectedOptions} from '~/domain/variant-options';
import {SUMMARY_LABELS, bagSummary, type BagSummary} from './summary';
import type {BagGroupView, BagLineView, BagView} from './view';

/** An entry of the e-mail: a line, an extra, or a figure, with the entries under it (a line's assembly and gift). */
interface Entry {
  text: string;
  under: string[];
}

interface Section {
  heading: string | null;
  entries: Entry[];
}

interface Outline {
  intro: string;
  /** What is in the bag: delivery groups of lines, then the donation. */
  sections: Section[];
  /** The order summary. */
  figures: Entry[];
}

/** The e-mail of `bag` (the bag page's view of `cart`): subject, text and HTML. */
export function shareMessage(cart: Pick<Cart, 'cost'>, bag: BagView) {
  const donation = bag.donation.lineId ? [entry(`Donation: ${formatMoney(bag.donation.amountCents, {cents: true})}`)] : [];
  const outline: Outline = {
    intro: `Here is a ${BRAND.name} bag shared with you:`,
    sections: [...bag.groups.map(groupSection), ...(donation.length > 0 ? [{heading: null, entries: donation}] : [])],
    figures: summaryEntries(bagSummary(cart, bag)),
  };
  return {subject: `A ${BRAND.name} bag shared with you`, text: asText(outline), html: asHtml(outline)};
}

function entry(text: string, under: string[] = []): Entry {
  return {text, under};
}

/** A delivery group, titled as on the bag page when the bag ships in groups. */
function groupSection(group: BagGroupView): Section {
  const share =
    group.shippingCents == null ? '' : `: ${group.shippingCents === 0 ? 'Free' : formatMoney(group.shippingCents, {cents: true})}`;
  const heading = group.title ? `${group.title}${group.subtitle ? ` (${group.subtitle})` : ''}${share}` : null;
  return {heading, entries: group.lines.map(lineEntry)};
}

/** '2 × Oslo Timber Bed (Size: Queen) — $2,598.00', with its assembly and gift under it. */
function lineEntry(view: BagLineView): Entry {
  const under = [
    ...(view.assembly?.lineId ? [`Assembly: ${formatMoney(view.assembly.priceCents, {cents: true})}`] : []),
    ...(view.bonus?.added ? ['Free bonus gift included'] : []),
  ];
  return entry(`${view.line.quantity} × ${lineTitle(view.line)} — ${formatMoney(view.line.cost.totalAmount)}`, under);
}

function lineTitle(line: CartLine): string {
  const options = shownSelectedOptions(line.merchandise.selectedOptions)
    .map((option) => `${option.name}: ${option.value}`)
    .join(', ');
  return `${line.merchandise.product.title}${options ? ` (${options})` : ''}`;
}

/** The order summary's rows in the bag page's order; delivery only once chosen (else it is not in the total). */
function summaryEntries(summary: BagSummary): Entry[] {
  return [
    entry(`${SUMMARY_LABELS.subtotal}: ${summary.subtotal}`),
    ...(summary.delivery.chosen
      ? [entry(`${summary.delivery.label}: ${summary.delivery.value}`, summary.memberDelivery ? [summary.memberDelivery] : [])]
      : []),
    ...(summary.savings ? [entry(`${SUMMARY_LABELS.savings}: ${summary.savings}`)] : []),
    entry(`${SUMMARY_LABELS.total}: ${summary.total}`),
    entry(`${SUMMARY_LABELS.gst}: ${summary.gst}`),
  ];
}

function asText({intro, sections, figures}: Outline): string {
  const lines = (entries: Entry[]) => entries.flatMap((item) => [item.text, ...item.under.map((text) => `   ${text}`)]);
  const blocks = sections.map((section) => [...(section.heading ? [section.heading] : []), ...lines(section.entries)].join('\n'));
  return [intro, ...blocks, lines(figures).join('\n')].join('\n\n');
}

/** Lines and extras as lists (a line's extras nested under it); the summary as plain paragraphs. */
function asHtml({intro, sections, figures}: Outline): string {
  const lists = sections.map((section) => {
    const heading = section.heading ? `<h3>${escapeHtml(section.heading)}</h3>` : '';
    return `${heading}<ul>${section.entries.map(htmlItem).join('')}</ul>`;
  });
  const summary = figures.flatMap((item) => [item.text, ...item.under]).map((text) => `<p>${escapeHtml(text)}</p>`);
  return `<p>${escapeHtml(intro)}</p>${lists.join('')}${summary.join('')}`;
}

function htmlItem(item: Entry): string {
  const under = item.under.length > 0 ? `<ul>${item.under.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>` : '';
  return `<li>${escapeHtml(item.text)}${under}</li>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
