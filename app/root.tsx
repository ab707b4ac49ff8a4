import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {useNonce} from '@shopify/hydrogen';
import type {LinksFunction, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import appStyles from '~/styles/app.css?url';
import {BRAND} from '~/config/brand';
import {miniCartFromCart} from '~/domain/cart-lines';
import {platformFromUserAgent} from '~/domain/platform';
import {PageLayout} from '~/components/layout/PageLayout';
import {ErrorPage, ErrorPageGuard} from '~/components/common/ErrorPage';
import type {ErrorPayload} from '~/lib/not-found.server';
import {NavigationEffects} from '~/components/common/NavigationEffects';
import type {BagNotice} from '~/lib/bag-notice';
import {BAG_NOTICE_KEY} from '~/lib/bag-notice';
import {CampaignProvider} from '~/lib/campaigns';

export type RootLoader = typeof loader;

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
  const [header, cart, campaignSettings, campaignBanner] = await Promise.all([
    context.content.getSiteHeader(),
    context.getCart(),
    context.content.getCampaignSettings(),
    context.content.getCampaignBanner(),
  ]);
  return {
    brandName: BRAND.name,
    header,
    cart,
    miniCart: miniCartFromCart(cart),
    platform: platformFromUserAgent(request.headers.get('user-agent')),
    bagNotice: context.session.takeFlash<BagNotice>(BAG_NOTICE_KEY) ?? null,
    campaignSettings,
    campaignBanner,
    now,
  };
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
  const data = useRouteLoaderData<RootLoader>('root');
  if (!data) return <Outlet />;
  return (
    <CampaignProvider {...data.campaignSettings} now={data.now}>
      <PageLayout {...data}>
        <Outlet />
      </PageLayout>
    </CampaignProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootLoader>('root');
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
    <CampaignProvider {...data.campaignSettings} now={data.now}>
      <PageLayout {...data}>{page}</PageLayout>
    </CampaignProvider>
  ) : (
    page
  );
}
