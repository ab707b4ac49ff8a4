import {http, HttpResponse, type HttpHandler} from 'msw';
import {isCartExpired, type CartRecord} from './cart-model';
import {checkoutSummary, type CheckoutDeliveryOption, type CheckoutSummary} from './checkout';
import type {StorefrontStore} from './store';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)} AUD`;

function deliveryOption(option: CheckoutDeliveryOption, selected: boolean): string {
  const price = option.discount
    ? `<s>${dollars(option.costCents)}</s> ${dollars(option.finalCents)} <small>(${escapeHtml(option.discount.title)})</small>`
    : dollars(option.finalCents);
  return (
    `<li data-code="${escapeHtml(option.code)}"><label><input type="radio" name="delivery" value="${escapeHtml(option.handle)}"` +
    `${selected ? ' checked' : ''}> ${escapeHtml(option.title)}: ${price}</label><br><small>${escapeHtml(option.description)}</small></li>`
  );
}

function deliveryStep(summary: CheckoutSummary): string {
  if (!summary.needsDelivery) return '<h2>Delivery</h2><p>Nothing in this order is delivered.</p>';
  const options =
    summary.options.length > 0
      ? `<fieldset><legend>Delivery method</legend><ul>${summary.options
          .map((option) => deliveryOption(option, option === summary.selected))
          .join('')}</ul></fieldset>`
      : `<p>${escapeHtml(summary.deliveryProblem ?? '')}</p>`;
  return (
    '<h2>Delivery</h2>' +
    `<p><label for="postcode">Postcode</label> <input id="postcode" name="postcode" inputmode="numeric" autocomplete="postal-code" ` +
    `pattern="[0-9]{4}" maxlength="4" value="${escapeHtml(summary.postcode)}"> <button type="submit">Update delivery</button></p>` +
    options
  );
}

function deliveryAmount(summary: CheckoutSummary): string {
  if (!summary.needsDelivery) return 'Not required';
  return summary.selected ? dollars(summary.selected.finalCents) : 'Enter your postcode';
}

function page(cart: CartRecord, summary: CheckoutSummary, paid: boolean): string {
  const rows = summary.priced.lines
    .map(
      ({product, variant, line, totalCents}) =>
        `<tr data-sku="${escapeHtml(variant.sku)}"><td>${escapeHtml(product.title)}</td><td>${escapeHtml(variant.title)}</td>` +
        `<td>${line.quantity}</td><td>${dollars(totalCents)}</td></tr>`,
    )
    .join('');
  const errors =
    summary.errors.length > 0
      ? `<div role="alert"><p>This order cannot be completed:</p><ul>${summary.errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul></div>`
      : '';
  const pay = summary.canPay ? '<p><button type="submit" name="pay" value="1">Pay now</button></p>' : '';
  const status = paid && summary.canPay ? '<p role="status">No payment was taken: this is the local stand-in for Shopify’s checkout.</p>' : '';
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Checkout</title></head>
<body><main>
<h1>Checkout</h1>
<p>Local stand-in for the hosted checkout: no payment is taken.</p>
${errors}
<form method="get" action="/cart/c/${escapeHtml(cart.token)}">
<input type="hidden" name="key" value="${escapeHtml(cart.secret)}">
<table><thead><tr><th>Product</th><th>Variant</th><th>Quantity</th><th>Total</th></tr></thead><tbody>${rows}</tbody></table>
${deliveryStep(summary)}
<p>Subtotal <output name="subtotal">${dollars(summary.priced.subtotalCents)}</output></p>
<p>Delivery <output name="delivery">${deliveryAmount(summary)}</output></p>
<p>Including GST <output name="gst">${dollars(summary.taxCents)}</output></p>
<p>Total <output name="total">${dollars(summary.totalCents)}</output></p>
${pay}
</form>
${status}
</main></body></html>`;
}

/**
 * Where `checkoutUrl` leads: a plain page standing in for Shopify's hosted checkout (./checkout.ts works out what
 * it charges), so the checkout button goes somewhere real offline and journeys can check what reached checkout.
 * One GET form, without JavaScript: `postcode` prices delivery, `delivery` (an option's handle) chooses it, `pay`
 * asks to pay; it takes no payment.
 */
export function createCheckoutPageHandler(store: StorefrontStore): HttpHandler {
  return http.get('*/cart/c/:token', ({request, params}) => {
    const cart = store.carts.get(String(params.token));
    const query = new URL(request.url).searchParams;
    const now = store.clock();
    if (!cart || cart.secret !== query.get('key') || isCartExpired(cart, now)) {
      return new HttpResponse('<!doctype html><title>Checkout</title><h1>This cart does not exist</h1>', {
        status: 404,
        headers: {'Content-Type': 'text/html; charset=utf-8'},
      });
    }
    const summary = checkoutSummary(cart, store, {postcode: query.get('postcode'), delivery: query.get('delivery')}, now);
    return new HttpResponse(page(cart, summary, query.get('pay') === '1'), {headers: {'Content-Type': 'text/html; charset=utf-8'}});
  });
}
