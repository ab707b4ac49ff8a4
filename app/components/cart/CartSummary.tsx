import type {Cart} from '~/domain/types';
import {formatMoney} from '~/domain/format';

/** Subtotal, total and the way to checkout on Shopify. */
export function CartSummary({cart, checkoutUrl}: {cart: Cart; checkoutUrl: string}) {
  return (
    <aside aria-labelledby="bag-summary" className="h-fit rounded border border-neutral-200 p-6">
      <h2 id="bag-summary" className="text-lg font-semibold">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd data-testid="bag-subtotal">{formatMoney(cart.cost.subtotalAmount)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Delivery</dt>
          <dd>Calculated at checkout</dd>
        </div>
        <div className="flex justify-between border-t border-neutral-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd data-testid="bag-total">{formatMoney(cart.cost.totalAmount)}</dd>
        </div>
        {cart.cost.totalTaxAmount ? (
          <div className="flex justify-between text-neutral-600">
            <dt>Includes GST of</dt>
            <dd>{formatMoney(cart.cost.totalTaxAmount)}</dd>
          </div>
        ) : null}
      </dl>
      <a href={checkoutUrl} className="btn-primary mt-6 w-full" aria-disabled={cart.isOptimistic || undefined}>
        Checkout
      </a>
    </aside>
  );
}
