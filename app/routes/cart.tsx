import {Link, useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {useOptimisticCart} from '@shopify/hydrogen';
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useRootData} from '~/ui/hooks/root-data';
import type {Cart} from '~/domain/types';
import {visibleLines} from '~/domain/cart-lines';
import {checkoutUrlWithDmi} from '~/domain/checkout';
import {CART_UNAVAILABLE_MESSAGE} from '~/domain/bag-input';
import {bagAction} from '~/features/bag/action.server';
import {bagNoticePlace, type BagOutcome} from '~/features/bag/outcome';
import {readCookie} from '~/kernel/http/cookies';
import {pageMeta} from '~/features/seo/meta';
import {BRAND} from '~/config/brand';
import {CartLineItem} from '~/ui/components/cart/CartLineItem';
import {CartSummary} from '~/ui/components/cart/CartSummary';
import {DeliveryEstimator} from '~/ui/components/cart/DeliveryEstimator';
import {MembershipForms} from '~/ui/components/cart/MembershipForms';
import {DonationForm} from '~/ui/components/cart/DonationForm';
import {ShareBag} from '~/ui/components/cart/ShareBag';
import {formatMoney} from '~/domain/format';
import {loadBagView} from '~/features/bag/view.server';
import {placementForPage, recommendationSeed} from '~/domain/recommendations';
import {LoadedRecommendations} from '~/ui/components/search/Recommendations';
import {BasketViewed} from '~/ui/components/analytics/ViewTracking';

export const meta: MetaFunction = () => pageMeta({title: 'Your bag', robots: 'noindex, follow', brandName: BRAND.name});

/**
 * The cart itself is shared with the root loader (one fetch per request);
 * this adds what only the bag page shows: delivery, members, totals, offers.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const {cart} = await context.shopperCart.read();
  const placement = placementForPage('Cart');
  const skus = visibleLines(cart).map((line) => line.merchandise.sku);
  const bag = cart ? await loadBagView(context, cart, Date.now()) : null;
  return {
    // The browser asks for them (LoadedRecommendations): rendering a dozen product tiles on every bag view
    // cost about a quarter of the bag's server time, and the bag is rendered for each shopper alone.
    recommendations: {placement, seed: recommendationSeed(placement, {basket: skus})},
    dmi: readCookie(request.headers.get('Cookie'), 'dm_i') ?? null,
    bag,
  };
}

/** Every bag form posts here (app/features/bag/action.server.ts). */
export async function action({request, context}: ActionFunctionArgs) {
  return bagAction(request, context, Date.now());
}

export default function CartPage() {
  const {dmi, bag, recommendations} = useLoaderData<typeof loader>();
  const actionData = useActionData<BagOutcome>();
  const root = useRootData();
  const cart = useOptimisticCart(root?.cart ?? null) as Cart | null;
  // Quantities and removals show at once; grouping and offers come from the last server answer.
  const optimisticLines = new Map(visibleLines(cart).map((line) => [line.id, line]));
  const groups = bag?.groups ?? [];
  // A no-JS notice of one of the bag's own forms (delivery, members, donation...) also shows at the top; a line's
  // shows beside its line, and one no form names in the page's banner (PageLayout).
  const bagNotice = root?.bagNotice;
  const notice =
    bagNotice && bagNoticePlace(bagNotice) === 'form' && !bagNotice.target && !bagNotice.fieldErrors ? bagNotice : null;
  const hasLines = optimisticLines.size > 0;

  return (
    <>
      <section className="container-page py-8">
        {/* Focus lands here when the last line is removed (CartLineItem). */}
        <h1 id="bag-heading" tabIndex={-1} className="text-3xl font-bold text-brand">
          Your bag
        </h1>
        {actionData && !actionData.ok && !actionData.fieldErrors ? (
          <p role="alert" className="mt-4 rounded border border-sale bg-red-50 px-4 py-3 text-sm text-sale">
            {actionData.message}
          </p>
        ) : null}
        {notice?.message ? (
          <p
            role={notice.ok ? 'status' : 'alert'}
            data-testid="bag-notice"
            className={`mt-4 rounded border px-4 py-3 text-sm ${
              notice.ok ? 'border-green-700 bg-green-50 text-green-900' : 'border-sale bg-red-50 text-sale'
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
                  <section key={group.kind} aria-labelledby={headingId} data-testid={`bag-group-${group.kind}`}>
                    {/* An untitled group still has a heading, so the lines' headings (h3) follow an h2. */}
                    {!group.title ? (
                      <h2 id={headingId} className="sr-only">
                        Items in your bag
                      </h2>
                    ) : null}
                    {group.title ? (
                      <header className="mb-2 flex items-baseline justify-between">
                        <h2 id={headingId} className="text-xl font-semibold">
                          {group.title}
                          {group.subtitle ? (
                            <span className="ml-2 text-sm font-normal text-neutral-600">{group.subtitle}</span>
                          ) : null}
                        </h2>
                        {/* This delivery's share of the charge: the two shares add up to the summary's delivery. */}
                        {group.shippingCents != null ? (
                          <span className="text-sm">
                            <span className="sr-only">Delivery charge </span>
                            <span data-testid={`group-shipping-${group.kind}`}>
                              {group.shippingCents === 0 ? 'Free' : formatMoney(group.shippingCents, {cents: true})}
                            </span>
                          </span>
                        ) : null}
                      </header>
                    ) : null}
                    <ul
                      aria-label={group.title ?? 'Items in your bag'}
                      className="divide-y divide-neutral-200 border-y border-neutral-200"
                    >
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
        ) : root?.bagUnavailable ? (
          // Shopify did not answer: the bag is kept (cookie and all), just out of reach for a moment.
          <div className="mt-8" data-testid="bag-unavailable">
            <p role="status">{CART_UNAVAILABLE_MESSAGE}</p>
            <Link to="/cart" className="btn-primary mt-4" reloadDocument>
              Try again
            </Link>
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
      <LoadedRecommendations {...recommendations} />
      <BasketViewed cart={cart} />
    </>
  );
}
