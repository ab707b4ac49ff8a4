import type {Cart} from '~/domain/types';
import {BRAND} from '~/config/brand';
import {visibleLines} from '~/domain/cart-lines';
import {formatMoney} from '~/domain/format';
import {shownSelectedOptions} from '~/domain/variant-options';
import {amountToCents} from '~/domain/money';

/** The shared bag as an e-mail body: each visible item with its price, the subtotal, and where to buy. */
export function shareMessage(cart: Cart) {
  const lines = visibleLines(cart);
  const items = lines.map((line) => ({
    title: line.merchandise.product.title,
    options: shownSelectedOptions(line.merchandise.selectedOptions)
      .map((option) => `${option.name}: ${option.value}`)
      .join(', '),
    quantity: line.quantity,
    total: formatMoney(line.cost.totalAmount),
  }));
  // The items listed, so the e-mail adds up (hidden service lines are not shown).
  const subtotal = formatMoney(
    lines.reduce((sum, line) => sum + amountToCents(line.cost.totalAmount), 0),
    {cents: true},
  );
  const text = [
    `Here is a ${BRAND.name} bag shared with you:`,
    '',
    ...items.map((item) => `${item.quantity} × ${item.title}${item.options ? ` (${item.options})` : ''} — ${item.total}`),
    '',
    `Subtotal: ${subtotal}`,
  ].join('\n');
  const html = `<p>Here is a ${escapeHtml(BRAND.name)} bag shared with you:</p><ul>${items
    .map(
      (item) =>
        `<li>${item.quantity} × ${escapeHtml(item.title)}${item.options ? ` (${escapeHtml(item.options)})` : ''} — ${item.total}</li>`,
    )
    .join('')}</ul><p>Subtotal: ${subtotal}</p>`;
  return {subject: `A ${BRAND.name} bag shared with you`, text, html};
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
