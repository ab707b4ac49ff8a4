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

export const meta: MetaFunction = () =>
  pageMeta({title: 'Your bag', robots: 'noindex, follow', brandName: BRAND.name});

/** The bag itself comes from the root loader (one cart fetch per request); this adds the dm_i cookie. */
export async function loader({request}: LoaderFunctionArgs) {
  return {dmi: readCookie(request.headers.get('Cookie'), 'dm_i') ?? null};
}

export async function action({request, context}: ActionFunctionArgs) {
  const outcome = await performBagAction(context, await request.formData());
  if (outcome.redirectTo) {
    // No JavaScript: go back (303) and let that page show the outcome once.
    context.session.flash(BAG_NOTICE_KEY, {
      kind: outcome.ok ? 'success' : 'error',
      message: outcome.message,
    } satisfies BagNotice);
    return redirect(outcome.redirectTo, 303);
  }
  return data<BagActionResult>({ok: outcome.ok, message: outcome.message}, {status: outcome.status});
}

export default function CartPage() {
  const {dmi} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const root = useRouteLoaderData<RootLoader>('root');
  const cart = useOptimisticCart(root?.cart ?? null) as Cart | null;
  const lines = visibleLines(cart);

  return (
    <section className="container-page py-8">
      <h1 className="text-3xl font-bold text-brand">Your bag</h1>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded border border-sale bg-red-50 px-4 py-3 text-sm text-sale">
          {actionData.message}
        </p>
      ) : null}
      {cart && lines.length > 0 ? (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <ul aria-label="Items in your bag" className="divide-y divide-neutral-200 border-y border-neutral-200">
            {lines.map((line) => (
              <li key={line.id}>
                <CartLineItem line={line} />
              </li>
            ))}
          </ul>
          <CartSummary cart={cart} checkoutUrl={checkoutUrlWithDmi(cart.checkoutUrl, dmi)} />
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
