import {createHydrogenContext} from '@shopify/hydrogen';
import {AppSession} from './session.server';
import {resolveConfig, type AppConfig} from './env';
import {cartCookieName, clearCartCookie, readCartCookie, serializeCartCookie} from './cart-cookie';
import {createErrorReporter, type ReportError} from './error-reporter.server';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~/services/storefront/cart-fragments';
import {createContentClient} from '~/services/prismic/client.server';
import {createContentService} from '~/services/prismic/content.server';
import {loadCart} from '~/services/storefront/cart.server';
import type {Cart} from '~/domain/types';
import {createDeliveryService} from '~/services/delivery/delivery.server';
import {createLoyaltyService} from '~/services/loyalty/loyalty.server';
import {createMailService} from '~/services/mail/mail.server';

/**
 * Cookie changes decided while a request runs (a new cart, a stale one to
 * forget). server.ts writes them onto whatever response Remix produces.
 */
export class PendingCookies {
  readonly values: string[] = [];
  add(cookie: string) {
    this.values.push(cookie);
  }
}

export async function createAppLoadContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) {
  const config = resolveConfig(env as unknown as Record<string, string | undefined>);
  const reportError = createErrorReporter(config.environment);
  const secure = config.isProduction;
  const pendingCookies = new PendingCookies();

  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [config.sessionSecret], {secure}),
  ]);

  const cookieName = cartCookieName(config.environment);
  const cartCookie = readCartCookie(request.headers.get('Cookie'), cookieName);
  // A forged or corrupt cart cookie is treated as no cart, and forgotten.
  if (cartCookie.state === 'malformed') pendingCookies.add(clearCartCookie(cookieName, {secure}));

  const hydrogenContext = createHydrogenContext({
    env: {
      ...env,
      PUBLIC_STORE_DOMAIN: config.storefront.storeDomain,
      PUBLIC_STOREFRONT_API_TOKEN: config.storefront.publicToken,
      PRIVATE_STOREFRONT_API_TOKEN: config.storefront.privateToken ?? '',
      PUBLIC_STOREFRONT_ID: config.storefront.storefrontId ?? '',
    },
    request,
    cache,
    waitUntil,
    session,
    i18n: {language: 'EN', country: 'AU'},
    storefront: {apiVersion: config.storefront.apiVersion},
    cart: {
      getId: () => (cartCookie.state === 'valid' ? cartCookie.cartId : undefined),
      setId: (cartId: string) => {
        pendingCookies.add(serializeCartCookie(cookieName, cartId, {secure}));
        return new Headers();
      },
      queryFragment: CART_QUERY_FRAGMENT,
      mutateFragment: CART_MUTATE_FRAGMENT,
    },
  });

  const content = createContentService(
    createContentClient(
      {endpoint: config.prismic.endpoint, accessToken: config.prismic.accessToken},
      {signal: request.signal},
    ),
    {onError: (error: unknown) => reportError(error, {service: 'prismic'})},
  );

  const delivery = createDeliveryService({
    baseUrl: config.delivery.baseUrl,
    signal: request.signal,
    reportError,
  });
  const loyalty = createLoyaltyService({
    baseUrl: config.loyalty.baseUrl,
    apiKey: config.loyalty.apiKey,
    signal: request.signal,
    reportError,
  });
  // No request signal: a send the shopper asked for finishes even if they navigate away.
  const mail = createMailService({
    baseUrl: config.mail.baseUrl,
    token: config.mail.token,
    from: config.mail.from,
    reportError,
  });

  const forgetCart = () => pendingCookies.add(clearCartCookie(cookieName, {secure}));
  const hasCartCookie = cartCookie.state === 'valid';
  // Loaders running for one request (root and the bag page) share one cart fetch.
  let cartRequest: Promise<Cart | null> | undefined;
  const getCart = () =>
    (cartRequest ??= loadCart({cart: hydrogenContext.cart, hasCartCookie, forgetCart}));

  return {
    ...hydrogenContext,
    config,
    content,
    delivery,
    loyalty,
    mail,
    reportError,
    pendingCookies,
    /** Forget the cart id, e.g. when Shopify no longer knows the cart. */
    forgetCart,
    hasCartCookie,
    /** The shopper's cart, reshaped; fetched at most once per request. */
    getCart,
    /** After a bag change, the next getCart() reads the cart again (no-JS posts render in the same request). */
    invalidateCart: () => {
      cartRequest = undefined;
    },
  };
}

export type AppLoadContext = Awaited<ReturnType<typeof createAppLoadContext>>;
export type {AppConfig, ReportError};
