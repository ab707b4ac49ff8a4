import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteError,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {Analytics, getShopAnalytics, useNonce} from '@shopify/hydrogen';
import type {LinksFunction, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import appStyles from '~/styles/app.css?url';
import {BRAND} from '~/config/brand';
import {miniCartFromCart} from '~/domain/cart-lines';
import {platformFromUserAgent} from '~/domain/platform';
import {PageLayout} from '~/components/layout/PageLayout';
import {ErrorPage, ErrorPageGuard} from '~/components/common/ErrorPage';
import type {ErrorPayload} from '~/lib/error-responses.server';
import {NavigationEffects} from '~/components/common/NavigationEffects';
import {takeBagNotice} from '~/bag/respond.server';
import {loadWishlistSummary} from '~/wishlist/view.server';
import {takeWishlistNotice} from '~/wishlist/action.server';
import {WishlistProvider} from '~/hooks/wishlist';
import {useRootData, type RootData} from '~/hooks/root-data';
import {CampaignProvider} from '~/hooks/campaigns';
import {trackingAllowed} from '~/lib/analytics/consent';
import {TagManagerEvents} from '~/components/analytics/TagManagerEvents';

export const links: LinksFunction = () => [
  {rel: 'stylesheet', href: appStyles},
  {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
];

/**
 * Spec (browsing §2): every navigation runs the cart middleware, so the mini
 * bag stays true even when the bag changed in another tab.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export async function loader({context, request}: LoaderFunctionArgs) {
  // Cart middleware (spec: browsing §4): fetch the cart and derive the mini cart.
  // Campaign settings are read fresh on every request (spec: uncached); `now` is the time the page's
  // prices and countdown are worked out at, so the browser's first render matches the server's HTML.
  const now = Date.now();
  // None of these throws: a failing service leaves its part out (no header, no count), the page still renders.
  const [header, bag, campaignSettings, campaignBanner, experiments, wishlist] = await Promise.all([
    context.content.getSiteHeader(),
    context.shopperCart.read(),
    context.content.getCampaignSettings(),
    context.content.getCampaignBanner(),
    context.experiments.assignments(),
    // Wishlist middleware (spec): the badge count and the hearts, for a signed-in member.
    loadWishlistSummary(context),
  ]);
  return {
    brandName: BRAND.name,
    header,
    cart: bag.cart,
    bagUnavailable: bag.status === 'unavailable',
    miniCart: miniCartFromCart(bag.cart),
    platform: platformFromUserAgent(request.headers.get('user-agent')),
    bagNotice: takeBagNotice(context),
    wishlist,
    wishlistNotice: takeWishlistNotice(context),
    campaignSettings,
    campaignBanner,
    experiments,
    now,
    analytics: {
      // Shopify's own analytics only for a real shop; the local stand-in has nowhere to send them.
      shop:
        context.config.storefront.usesStandIn || !context.config.storefront.storefrontId
          ? null
          : getShopAnalytics({storefront: context.storefront, publicStorefrontId: context.config.storefront.storefrontId}),
      consent: {
        checkoutDomain: context.config.storefront.storeDomain,
        storefrontAccessToken: context.config.storefront.publicToken,
        withPrivacyBanner: false,
        country: 'AU' as const,
        language: 'EN' as const,
      },
    },
  } satisfies RootData;
}

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <NavigationEffects />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  if (!data) return <Outlet />;
  return (
    <StoreAnalytics analytics={data.analytics}>
      <CampaignProvider {...data.campaignSettings} now={data.now}>
        <WishlistProvider>
          <PageLayout {...data}>
            <Outlet />
          </PageLayout>
        </WishlistProvider>
      </CampaignProvider>
    </StoreAnalytics>
  );
}

/** Hydrogen's analytics for every page, with the tag manager listening. */
function StoreAnalytics({analytics, children}: {analytics: RootData['analytics']; children: React.ReactNode}) {
  return (
    <Analytics.Provider
      cart={null}
      shop={analytics.shop}
      consent={analytics.consent}
      // Without a real shop there is no Customer Privacy API to ask: our own consent check decides.
      canTrack={analytics.shop ? undefined : trackingAllowed}
    >
      {/* First, so it subscribes before any page effect publishes. */}
      <TagManagerEvents />
      {children}
    </Analytics.Provider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  let status = 500;
  let message = '';
  let content: ErrorPayload['errorPage'] = null;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const payload = error.data as Partial<ErrorPayload> | string | null;
    if (typeof payload === 'string') message = payload;
    else {
      message = payload?.message ?? error.statusText;
      content = payload?.errorPage ?? null;
    }
  } else if (error instanceof Error) {
    message = error.message;
  }
  const page = (
    <ErrorPageGuard details={`${status} ${message}`}>
      <ErrorPage status={status} message={message} content={content} />
    </ErrorPageGuard>
  );
  return data ? (
    <StoreAnalytics analytics={data.analytics}>
      <CampaignProvider {...data.campaignSettings} now={data.now}>
        <WishlistProvider>
          <PageLayout {...data}>{page}</PageLayout>
        </WishlistProvider>
      </CampaignProvider>
    </StoreAnalytics>
  ) : (
    page
  );
}
