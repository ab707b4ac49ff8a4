import type {Cart} from '~/domain/types';
import type {BagView} from '~/bag/view';
import {formatMoney} from '~/domain/format';

/** Subtotal, delivery, savings, GST and total, and the way to checkout on Shopify. */
export function CartSummary({cart, bag, checkoutUrl}: {cart: Cart; bag: BagView | null; checkoutUrl: string}) {
  const totals = bag?.totals;
  const selected = bag?.delivery?.rates.find((rate) => rate.serviceCode === bag.delivery?.selectedCode) ?? null;
  return (
    <aside aria-labelledby="bag-summary" className="h-fit rounded border border-neutral-200 p-6">
      <h2 id="bag-summary" className="text-lg font-semibold">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <Row label="Subtotal" testId="bag-subtotal">
          {formatMoney(cart.cost.subtotalAmount)}
        </Row>
        <Row label={selected ? `Delivery (${selected.serviceName})` : 'Delivery'} testId="bag-shipping">
          {totals?.shippingCents == null
            ? 'Enter your postcode'
            : totals.shippingCents === 0
              ? 'Free'
              : formatMoney(totals.shippingCents, {cents: true})}
        </Row>
        {bag?.memberShipping != null && selected ? (
          <p className="text-xs text-member" data-testid="member-shipping">
            {`Member delivery price applied (was ${formatMoney(selected.priceCents, {cents: true})})`}
          </p>
        ) : null}
        {totals && totals.savingsCents > 0 ? (
          <Row label="You save" testId="bag-savings">
            {formatMoney(totals.savingsCents, {cents: true})}
          </Row>
        ) : null}
        <div className="flex justify-between border-t border-neutral-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd data-testid="bag-total">
            {totals ? formatMoney(totals.totalCents, {cents: true}) : formatMoney(cart.cost.totalAmount)}
          </dd>
        </div>
        <Row label="Includes GST of" testId="bag-gst">
          {totals ? formatMoney(totals.gstCents, {cents: true}) : formatMoney(cart.cost.totalTaxAmount)}
        </Row>
      </dl>
      <a href={checkoutUrl} className="btn-primary mt-6 w-full" aria-disabled={cart.isOptimistic || undefined}>
        Checkout
      </a>
    </aside>
  );
}

function Row({label, testId, children}: {label: string; testId: string; children: string}) {
  return (
    <div className="flex justify-between">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
