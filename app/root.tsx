import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {getShopAnalytics, useNonce} from '@shopify/hydrogen';
import type {LinksFunction, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import appStyles from '~/styles/app.css?url';
import {BRAND} from '~/config/brand';
import {miniCartFromCart} from '~/domain/cart-lines';
import {platformFromUserAgent} from '~/domain/platform';
import {PageLayout} from '~/ui/components/layout/PageLayout';
import type {ErrorPayload} from '~/features/errors/responses.server';
import {NavigationEffects} from '~/ui/components/common/NavigationEffects';
import {takeBagNotice} from '~/features/bag/respond.server';
import {loadWishlistSummary} from '~/features/wishlist/view.server';
import {takeWishlistNotice} from '~/features/wishlist/notice.server';
import {WishlistProvider} from '~/ui/hooks/wishlist';
import {useRootData, type RootData} from '~/ui/hooks/root-data';
import {CampaignProvider} from '~/ui/hooks/campaigns';
import {priceShopperOf} from '~/domain/priced-line';
import {trackingAllowed} from '~/ui/analytics/consent';
import {Analytics} from '~/ui/analytics/hydrogen-analytics';
import {TagManagerEvents} from '~/ui/components/analytics/TagManagerEvents';
import {EmailMarketingEvents} from '~/ui/components/analytics/EmailMarketingEvents';
import {PageViewTracking} from '~/ui/components/analytics/PageViewTracking';
import {ClientErrorReporting} from '~/ui/components/analytics/ClientErrorReporting';
import {reportClientError} from '~/ui/analytics/report-error';
import {LoadingBar} from '~/ui/components/layout/LoadingBar';
import {ModulePreloadsAfterPaint} from '~/ui/components/layout/ModulePreloadsAfterPaint';
import {SlicesLayout} from '~/ui/components/layout/SlicesLayout';
import {OfflineNotice} from '~/ui/components/common/OfflineNotice';
import {useRouteLayout} from '~/ui/hooks/use-route-layout';
import {lazy, useEffect} from 'react';

// Shown on few pages (a failed page, a Prismic preview session): loaded when one is, not with every page's code.
// No Suspense boundary: the server renders them in the first chunk, so they show without JavaScript too.
const ErrorPage = lazy(() => import('~/ui/components/common/ErrorPage'));
const PreviewNotice = lazy(() => import('~/ui/components/preview/PreviewNotice'));
import {enforceSeoData, lookUpSeoData} from '~/features/seo/seo-middleware.server';
import {errorPageMeta, layoutFromError} from '~/features/errors/gone-page';

/** Only for error pages (the root boundary's): every page route writes its own head. */
export const meta: MetaFunction = ({error}) => (error ? errorPageMeta(error, BRAND.name) : []);

export const links: LinksFunction = () => [
  {rel: 'stylesheet', href: appStyles},
  {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
];

/**
 * Every navigation runs the cart middleware, so the mini
 * bag stays true even when the bag changed in another tab.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export async function loader({context, request}: LoaderFunctionArgs) {
  // Cart middleware: fetch the cart and derive the mini cart.
  // Campaign settings are read fresh on every request (never cached); `now` is the time the page's
  // prices and countdown are worked out at, so the browser's first render matches the server's HTML.
  const now = Date.now();
  // None of these throws: a failing service leaves its part out (no header, no count), the page still renders.
  const [header, bag, campaignSettings, campaignBanner, experiments, wishlist, seo] = await Promise.all([
    context.content.getSiteHeader(),
    context.shopperCart.read(),
    context.content.getCampaignSettings(),
    context.content.getCampaignBanner(),
    context.experiments.assignments(),
    // Wishlist middleware: the badge count and the hearts, for a signed-in member.
    loadWishlistSummary(context),
    // SEO middleware: content-driven redirects and 'gone' pages, from one cached list.
    lookUpSeoData(request, context),
  ]);
  const rootData = {
    brandName: BRAND.name,
    header,
    cart: bag.cart,
    shopper: priceShopperOf(context.memberDetails.verified(bag.cart, now)),
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
    // A Prismic preview session: the page says so and loads the toolbar (only then; see entry.server's CSP).
    preview: context.preview ? {toolbarSrc: context.preview.toolbarSrc} : null,
    analytics: {
      // Shopify's own analytics only for a real shop; the local stand-in has nowhere to send them.
      shop:
        context.settings.storefront.usesStandIn || !context.settings.storefront.storefrontId
          ? null
          : getShopAnalytics({storefront: context.storefront, publicStorefrontId: context.settings.storefront.storefrontId}),
      consent: {
        checkoutDomain: context.settings.storefront.storeDomain,
        storefrontAccessToken: context.settings.storefront.publicToken,
        withPrivacyBanner: false,
        country: 'AU' as const,
        language: 'EN' as const,
      },
    },
  } satisfies RootData;
  // A notice flashed into this shopper's session (what they just did, an address a code went to) is theirs alone.
  if (rootData.bagNotice || rootData.wishlistNotice) context.personal.mark('session');
  await enforceSeoData(request, context, seo, rootData);
  return rootData;
}

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  // Set when the page is the error boundary: the loading bar ends in its failure style.
  const routeError = useRouteError();
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <LoadingBar failed={routeError != null} />
        {children}
        <OfflineNotice />
        <ClientErrorReporting />
        <NavigationEffects />
        <ScrollRestoration nonce={nonce} />
        <ModulePreloadsAfterPaint nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  const layout = useRouteLayout();
  if (!data) return <Outlet />;
  if (layout === 'slices') {
    return (
      <StoreAnalytics analytics={data.analytics}>
        <CampaignProvider {...data.campaignSettings} now={data.now} shopper={data.shopper}>
          <WishlistProvider>
            <SlicesLayout>
              <Outlet />
            </SlicesLayout>
          </WishlistProvider>
        </CampaignProvider>
      </StoreAnalytics>
    );
  }
  return (
    <StoreAnalytics analytics={data.analytics}>
      <CampaignProvider {...data.campaignSettings} now={data.now}>
        <WishlistProvider>
          {data.preview ? <PreviewNotice toolbarSrc={data.preview.toolbarSrc} /> : null}
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
      <EmailMarketingEvents />
      <PageViewTracking />
      {children}
    </Analytics.Provider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A 'gone' page is thrown by the root loader itself: it brings the layout's data along.
  const data = useRootData() ?? layoutFromError(error);
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
  // Failures go to the one reporter; answers such as 404 or a dead preview link are not failures.
  useEffect(() => {
    if (status >= 500) reportClientError('error-boundary', error, {status});
  }, [error, status]);
  const page = <ErrorPage status={status} message={message} content={content} details={`${status} ${message}`} />;
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
