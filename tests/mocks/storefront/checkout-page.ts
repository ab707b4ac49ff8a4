import {http, HttpResponse, type HttpHandler} from 'msw';
import {isCartExpired} from './cart-model';
import {priceCart} from './cart-pricing';
import type {StorefrontStore} from './store';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)} AUD`;

/**
 * Where `checkoutUrl` leads: a plain page standing in for Shopify's hosted
 * checkout, so the checkout button goes somewhere real offline and journeys
 * can check what reached checkout. It takes no payment.
 */
export function createCheckoutPageHandler(store: StorefrontStore): HttpHandler {
  return http.get('*/cart/c/:token', ({request, params}) => {
    const cart = store.carts.get(String(params.token));
    const key = new URL(request.url).searchParams.get('key');
    if (!cart || cart.secret !== key || isCartExpired(cart, store.clock())) {
      return new HttpResponse('<!doctype html><title>Checkout</title><h1>This cart does not exist</h1>', {
        status: 404,
        headers: {'Content-Type': 'text/html; charset=utf-8'},
      });
    }
    const priced = priceCart(cart, store.catalogue, {
      discountCodes: store.discountCodes,
      checkoutRules: store.checkoutRules,
      now: store.clock(),
    });
    const rows = priced.lines
      .map(
        ({product, variant, line, totalCents}) =>
          `<tr data-sku="${escapeHtml(variant.sku)}"><td>${escapeHtml(product.title)}</td><td>${escapeHtml(variant.title)}</td>` +
          `<td>${line.quantity}</td><td>${dollars(totalCents)}</td></tr>`,
      )
      .join('');
    const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Checkout</title></head>
<body><main>
<h1>Checkout</h1>
<p>Local stand-in for the hosted checkout: no payment is taken.</p>
<table><thead><tr><th>Product</th><th>Variant</th><th>Quantity</th><th>Total</th></tr></thead><tbody>${rows}</tbody></table>
<p>Subtotal <output name="subtotal">${dollars(priced.subtotalCents)}</output></p>
<p>Including GST <output name="gst">${dollars(priced.taxCents)}</output></p>
<p>Total <output name="total">${dollars(priced.totalCents)}</output></p>
</main></body></html>`;
    return new HttpResponse(html, {headers: {'Content-Type': 'text/html; charset=utf-8'}});
  });
}
