import type {Cart} from '~/domain/types';
import type {BagView} from '~/features/bag/view';
import {SUMMARY_LABELS, bagSummary} from '~/features/bag/summary';

/**
 * Subtotal, delivery, savings, GST and total, and the way to checkout on
 * Shopify (unless the bag's view says checkout cannot deliver to its postcode).
 * The figures come from bagSummary, which the shared-bag e-mail prints too.
 */
export function CartSummary({cart, bag, checkoutUrl}: {cart: Cart; bag: BagView | null; checkoutUrl: string}) {
  const summary = bagSummary(cart, bag);
  return (
    <aside aria-labelledby="bag-summary" className="h-fit rounded border border-neutral-200 p-6">
      <h2 id="bag-summary" className="text-lg font-semibold">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <Row label={SUMMARY_LABELS.subtotal} testId="bag-subtotal">
          {summary.subtotal}
        </Row>
        <Row label={summary.delivery.label} testId="bag-shipping">
          {summary.delivery.value}
        </Row>
        {summary.memberDelivery ? (
          <p className="text-xs text-member" data-testid="member-shipping">
            {summary.memberDelivery}
          </p>
        ) : null}
        {summary.savings ? (
          <Row label={SUMMARY_LABELS.savings} testId="bag-savings">
            {summary.savings}
          </Row>
        ) : null}
        <div className="flex justify-between border-t border-neutral-200 pt-2 text-base font-bold">
          <dt>{SUMMARY_LABELS.total}</dt>
          <dd data-testid="bag-total">{summary.total}</dd>
        </div>
        <Row label={SUMMARY_LABELS.gst} testId="bag-gst">
          {summary.gst}
        </Row>
      </dl>
      {bag && !bag.checkout.available ? (
        <CheckoutUnavailable checkout={bag.checkout} />
      ) : (
        <a href={checkoutUrl} className="btn-primary mt-6 w-full" aria-disabled={cart.isOptimistic || undefined}>
          Checkout
        </a>
      )}
    </aside>
  );
}

/**
 * No delivery option for the postcode checked: Checkout is not a live link (Shopify could not deliver there either).
 * It says why, and the ways on: another postcode (the estimator's field), or a store to pick up from. Plain links and
 * a disabled button, so it is the same with JavaScript off.
 */
function CheckoutUnavailable({checkout}: {checkout: Extract<BagView['checkout'], {available: false}>}) {
  return (
    <div className="mt-6" data-testid="checkout-unavailable">
      <p id="checkout-unavailable-reason" className="text-sm font-semibold">
        {checkout.reason}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>
          <a href="#postcode" className="underline">
            Try another postcode
          </a>
        </li>
        <li>
          <a href={checkout.storeLocatorUrl} className="underline">
            Pick up from a store
          </a>
        </li>
      </ul>
      <button type="button" className="btn-primary mt-4 w-full" disabled aria-describedby="checkout-unavailable-reason">
        Checkout
      </button>
    </div>
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
