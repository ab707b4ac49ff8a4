import {Link, useActionData, useLoaderData, useRouteLoaderData, type MetaFunction} from '@remix-run/react';
import {useOptimisticCart} from '@shopify/hydrogen';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {RootLoader} from '~/root';
import type {Cart} from '~/domain/types';
import {visibleLines} from '~/domain/cart-lines';
import {checkoutUrlWithDmi} from '~/domain/checkout';
import {performBagAction} from '~/lib/bag-action.server';
import {BAG_NOTICE_KEY, type BagNotice} from '~/lib/bag-notice';
import {readCookie} from '~/lib/cart-cookie';
import {pageMeta} from '~/lib/seo';
import {BRAND} from '~/config/brand';
import type {BagActionResult} from '~/components/cart/BagForm';
import {CartLineItem} from '~/components/cart/CartLineItem';
import {CartSummary} from '~/components/cart/CartSummary';
import {DeliveryEstimator} from '~/components/cart/DeliveryEstimator';
import {MembershipForms} from '~/components/cart/MembershipForms';
import {DonationForm} from '~/components/cart/DonationForm';
import {ShareBag} from '~/components/cart/ShareBag';
import {formatMoney} from '~/domain/format';
import {loadBagView} from '~/lib/bag-view.server';

export const meta: MetaFunction = () =>
  pageMeta({title: 'Your bag', robots: 'noindex, follow', brandName: BRAND.name});

/**
 * The cart itself is shared with the root loader (one fetch per request);
 * this adds what only the bag page shows: delivery, members, totals, offers.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const cart = await context.getCart();
  return {
    dmi: readCookie(request.headers.get('Cookie'), 'dm_i') ?? null,
    bag: cart ? await loadBagView(context, cart, Date.now()) : null,
  };
}

export async function action({request, context}: ActionFunctionArgs) {
  const outcome = await performBagAction(context, await request.formData());
  if (outcome.redirectTo) {
    // No JavaScript: go back (303) and let that page show the outcome once.
    context.session.flash(BAG_NOTICE_KEY, {
      kind: outcome.ok ? 'success' : 'error',
      message: outcome.message,
      form: outcome.form,
      fieldErrors: outcome.fieldErrors,
    } satisfies BagNotice);
    return redirect(outcome.redirectTo, 303);
  }
  return data<BagActionResult>(
    {ok: outcome.ok, message: outcome.message, form: outcome.form, fieldErrors: outcome.fieldErrors},
    {status: outcome.status},
  );
}

export default function CartPage() {
  const {dmi, bag} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const root = useRouteLoaderData<RootLoader>('root');
  const cart = useOptimisticCart(root?.cart ?? null) as Cart | null;
  // Quantities and removals show at once; grouping and offers come from the last server answer.
  const optimisticLines = new Map(visibleLines(cart).map((line) => [line.id, line]));
  const groups = bag?.groups ?? [];
  const notice = root?.bagNotice?.form && !root.bagNotice.fieldErrors ? root.bagNotice : null;
  const hasLines = optimisticLines.size > 0;

  return (
    <section className="container-page py-8">
      <h1 className="text-3xl font-bold text-brand">Your bag</h1>
      {actionData && !actionData.ok && !actionData.fieldErrors ? (
        <p role="alert" className="mt-4 rounded border border-sale bg-red-50 px-4 py-3 text-sm text-sale">
          {actionData.message}
        </p>
      ) : null}
      {notice?.message ? (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="bag-notice"
          className={`mt-4 rounded border px-4 py-3 text-sm ${
            notice.kind === 'error' ? 'border-sale bg-red-50 text-sale' : 'border-green-700 bg-green-50 text-green-900'
          }`}
        >
          {notice.message}
        </p>
      ) : null}
      {cart && hasLines ? (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
          <div className="space-y-8">
            {groups.map((group) => {
              const lines = group.lines.filter((view) => optimisticLines.has(view.line.id));
              if (lines.length === 0) return null;
              const headingId = `group-${group.kind}`;
              return (
                <section key={group.kind} aria-labelledby={group.title ? headingId : undefined} data-testid={`bag-group-${group.kind}`}>
                  {group.title ? (
                    <header className="mb-2 flex items-baseline justify-between">
                      <h2 id={headingId} className="text-xl font-semibold">
                        {group.title}
                        {group.subtitle ? <span className="ml-2 text-sm font-normal text-neutral-600">{group.subtitle}</span> : null}
                      </h2>
                      {group.shippingCents != null ? (
                        <span className="text-sm" data-testid={`group-shipping-${group.kind}`}>
                          {group.shippingCents === 0 ? 'Free' : formatMoney(group.shippingCents, {cents: true})}
                        </span>
                      ) : null}
                    </header>
                  ) : null}
                  <ul aria-label={group.title ?? 'Items in your bag'} className="divide-y divide-neutral-200 border-y border-neutral-200">
                    {lines.map((view) => (
                      <li key={view.line.id}>
                        <CartLineItem line={optimisticLines.get(view.line.id) ?? view.line} extras={view} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
          <div className="space-y-4">
            <DeliveryEstimator delivery={bag?.delivery ?? null} />
            {bag?.expressInvite ? <p className="text-sm text-neutral-700">{bag.expressInvite}</p> : null}
            <CartSummary cart={cart} bag={bag} checkoutUrl={checkoutUrlWithDmi(cart.checkoutUrl, dmi)} />
            {bag ? <MembershipForms membership={bag.membership} /> : null}
            {bag ? <DonationForm donation={bag.donation} /> : null}
            <ShareBag />
          </div>
        </div>
      ) : (
        <div className="mt-8">
          <p>Your bag is empty.</p>
          <Link to="/collections/all" className="btn-primary mt-4">
            Continue shopping
          </Link>
        </div>
      )}
    </section>
  );
}
