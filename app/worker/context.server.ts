import {createCartHandler, createStorefrontClient, createWithCache} from '@shopify/hydrogen';
import {getStorefrontHeaders} from '@shopify/remix-oxygen';
import {AppSession} from '~/kernel/session.server';
import {expectedButUnset, publicSettings, resolveConfig, type AppConfig, type AppSettings} from '~/kernel/env';
import {siteOrigin} from '~/kernel/site-origin';
import {PersonalAnswer} from '~/kernel/personal-answer';
import {cartCookieName, clearCartCookie, readCartCookie} from '~/kernel/cart-cookie';
import {createErrorReporter, type ReportError} from '~/services/upstream/error-reporter.server';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~/services/storefront/cart-fragments';
import {createContentClient, madeOnFirstUse} from '~/services/prismic/client.server';
import {createContentService} from '~/services/prismic/content.server';
import {createBlogService} from '~/services/prismic/blog.server';
import {createSeoDataService} from '~/services/prismic/seo-data.server';
import {previewSessionOf, resolvePreviewLink} from '~/services/prismic/preview.server';
import {createCartService} from '~/services/storefront/cart.server';
import {createShopperCart} from '~/features/bag/shopper-cart.server';
import {REQUEST_DEADLINE_MS, boundStorefrontCalls} from '~/services/upstream/deadline';
import {createDeliveryService} from '~/services/delivery/delivery.server';
import {createLoyaltyService} from '~/services/loyalty/loyalty.server';
import {createMailService} from '~/services/mail/mail.server';
import {createSearchService} from '~/services/searchspring/search.server';
import {createShopperTrackingCookies} from '~/services/searchspring/tracking.server';
import {createReviewsService} from '~/services/reviews/reviews.server';
import {createExperimentsService} from '~/services/experiments/experiments.server';
import {createExperimentVisitor} from '~/services/experiments/visitor.server';
import {createWishlistService} from '~/services/wishlist/wishlist.server';
import type {CacheMemory} from '~/services/upstream/cache-memory';
import type {RefMemo} from '~/services/prismic/ref-memo.server';
import {PageRenderState} from '~/worker/page-cache/render-state';
import {ContentProblemsError} from '~/services/prismic/campaigns.server';
import {createSecurityStore} from '~/kernel/security/security-store.server';
import {clientOf} from '~/kernel/security/rate-limit.server';
import {createSigner} from '~/kernel/security/signer';
import {createMemberDetails, type MemberDetails} from '~/kernel/security/member-details';

/**
 * Marks the request context in the type system, so a type check can tell when route data would carry it
 * (tests/types/route-data.ts). A symbol key: no serialiser walks it.
 */
export const REQUEST_CONTEXT: unique symbol = Symbol('request context');

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

/**
 * The worker's bindings are one object for the life of an isolate: resolve the
 * config from them once, not on every request.
 */
const configs = new WeakMap<object, {config: AppConfig; settings: AppSettings}>();
function configFor(env: Env): {config: AppConfig; settings: AppSettings} {
  let resolved = configs.get(env);
  if (!resolved) {
    const config = resolveConfig(env as unknown as Record<string, string | undefined>);
    resolved = {config, settings: publicSettings(config)};
    configs.set(env, resolved);
    const unset = expectedButUnset(env as unknown as Record<string, unknown>);
    if (unset.length > 0) {
      console.warn(
        `[config] APP_ENV=${config.environment}: ${unset.join(', ')} unset: pages go out without canonical links, ` +
          'og:url or JSON-LD urls and the sitemaps answer 503 until it is set (app/kernel/site-origin.ts).',
      );
    }
  }
  return resolved;
}

/** The member details, noting on `personal` when a bag's verified details price this answer for its shopper. */
function notingMemberPrices(details: MemberDetails, personal: PersonalAnswer): MemberDetails {
  return {
    attribute: (...args) => details.attribute(...args),
    verified: (cart, nowMs) => {
      const programmes = details.verified(cart, nowMs);
      if (programmes.member || programmes.autoClub || programmes.velocity) personal.mark('member-prices');
      return programmes;
    },
  };
}

export interface IsolateState {
  /** Kept by the isolate across requests (server.ts): the sub-request cache's short memory. */
  cacheMemory?: CacheMemory;
  /** Kept by the isolate across requests (server.ts): the content every page reads, by Prismic ref. */
  contentMemo?: RefMemo;
}

export async function createAppLoadContext(
  request: Request,
  runtimeEnv: Env,
  executionContext: ExecutionContext,
  isolate: IsolateState = {},
) {
  // The full config (secrets included) only reaches the service clients made here; the context carries `settings`.
  const {config, settings} = configFor(runtimeEnv);
  const pageRender = new PageRenderState();
  const report = createErrorReporter(config.environment);
  // A page some service failed for shows a degraded part: it is served, never kept by the page cache.
  // (A 404 is an answer, and content problems are the same for every render of the content.)
  const reportError: ReportError = (error, details) => {
    if (details.status !== 404 && !(error instanceof ContentProblemsError)) pageRender.degraded = true;
    report(error, details);
  };
  const secure = config.secure;
  const pendingCookies = new PendingCookies();
  // The one origin absolute URLs are written with (PUBLIC_STORE_ORIGIN; the request's own only in development).
  const site = siteOrigin(settings, request.url);
  // Marked when the answer is made for this shopper alone (server.ts then sends it private).
  const personal = new PersonalAnswer();

  const waitUntil = executionContext.waitUntil.bind(executionContext);
  // One budget for all of this request's upstream calls; the shopper's own abort ends them too.
  const deadline = AbortSignal.timeout(REQUEST_DEADLINE_MS);
  const signal = AbortSignal.any([request.signal, deadline]);
  const [cache, session] = await Promise.all([
    caches.open('hydrogen').then((shared) => isolate.cacheMemory?.front(shared) ?? shared),
    AppSession.init(request, [config.sessionSecret], {secure}),
  ]);

  const cookieName = cartCookieName(config.environment);
  const cartCookie = readCartCookie(request.headers.get('Cookie'), cookieName);
  // A forged or corrupt cart cookie is treated as no cart, and forgotten.
  if (cartCookie.state === 'malformed') pendingCookies.add(clearCartCookie(cookieName, {secure}));

  // Hydrogen's Storefront client and cart handler, made directly: createHydrogenContext would also make a
  // Customer Account API client on every request, which this store does not use (members are The Wishlist
  // Company's), and whose URL checks throw and catch on each one.
  const {storefront} = createStorefrontClient({
    cache,
    waitUntil,
    i18n: {language: 'EN', country: 'AU'},
    storefrontHeaders: getStorefrontHeaders(request),
    storefrontApiVersion: config.storefront.apiVersion,
    storefrontId: config.storefront.storefrontId ?? '',
    storeDomain: config.storefront.storeDomain,
    privateStorefrontToken: config.storefront.privateToken ?? '',
    publicStorefrontToken: config.storefront.publicToken,
  });
  const cart = createCartHandler({
    storefront,
    // Every cart call names its cart explicitly (app/features/bag/shopper-cart.server.ts owns the id and its cookies).
    getCartId: () => undefined,
    setCartId: () => new Headers(),
    cartQueryFragment: CART_QUERY_FRAGMENT,
    cartMutateFragment: CART_MUTATE_FRAGMENT,
  });

  // A Prismic preview session (the io.prismic.preview cookie with a ref of our repository): content is read
  // from its ref, and drafts never become the last good copy (no cache); server.ts marks the response private.
  const preview = previewSessionOf(request.headers.get('Cookie'), config.prismic.endpoint);
  // Hydrogen's cache for upstream replies (app/services/upstream/cache-strategies.ts says how long each kind is kept).
  const withCache = createWithCache({cache, waitUntil, request});
  const contentClient = madeOnFirstUse(() => {
    const client = createContentClient(
      {endpoint: config.prismic.endpoint, accessToken: config.prismic.accessToken},
      // Its own 3 s budget (client.server.ts) inside the request's; published content through the cache, drafts never.
      {signal, withCache: preview ? undefined : withCache},
    );
    if (preview) client.queryContentFromRef(preview.ref);
    return client;
  });
  const content = createContentService(contentClient, {
    onError: (error: unknown) => reportError(error, {service: 'prismic'}),
    cache: preview ? undefined : cache,
    waitUntil,
    memo: preview ? undefined : isolate.contentMemo,
  });
  // The blog and careers pages share the content client (its budget, and a preview's ref).
  const blog = createBlogService(contentClient, {onError: (error: unknown) => reportError(error, {service: 'prismic'})});

  boundStorefrontCalls(storefront, deadline);

  const delivery = createDeliveryService({
    baseUrl: config.delivery.baseUrl,
    signal,
    reportError,
  });
  const loyalty = createLoyaltyService({
    baseUrl: config.loyalty.baseUrl,
    apiKey: config.loyalty.apiKey,
    signal,
    reportError,
  });
  // Not the request's own signal: a send the shopper asked for finishes even if they navigate away.
  const mail = createMailService({
    signal: deadline,
    baseUrl: config.mail.baseUrl,
    token: config.mail.token,
    from: config.mail.from,
    reportError,
  });

  // Content-driven redirects and 'gone' pages: one cached list, looked up in memory on each navigation.
  const seoData = createSeoDataService({
    client: contentClient,
    withCache,
    reportError,
    // Only to recognise an editor's absolute redirect target as this site's: the answer is a path either way.
    siteOrigin: site.origin ?? new URL(request.url).origin,
    cacheScope: preview ? `${config.prismic.endpoint}#preview:${preview.ref}` : config.prismic.endpoint,
  });
  const tracking = createShopperTrackingCookies({
    cookieHeader: request.headers.get('Cookie'),
    secure,
    setCookie: (cookie) => pendingCookies.add(cookie),
  });
  const search = createSearchService({
    config: config.search,
    withCache,
    // Noted, so a kept copy of the page can give the next shopper their own ids.
    tracking: pageRender.recording(tracking),
    storeHost: site.origin === null ? null : new URL(site.origin).host,
    signal,
    reportError,
  });

  const reviews = createReviewsService({config: config.reviews, withCache, signal, reportError});

  const experiments = createExperimentsService({
    config: config.experiments,
    // The worker's AB Tasty token lives in the same cache, shared by every request.
    cache,
    withCache,
    waitUntil,
    visitor: createExperimentVisitor({
      cookieHeader: request.headers.get('Cookie'),
      secure,
      setCookie: (cookie) => pendingCookies.add(cookie),
    }),
    signal,
    reportError,
  });

  // Item lists are never cached; the worker's TWC token lives in the same cache, shared by every request.
  const wishlist = createWishlistService({config: config.wishlist, cache, waitUntil, signal, reportError});

  const shopperCart = createShopperCart({
    service: createCartService({cart, storefront, reportError}),
    cartId: cartCookie.state === 'valid' ? cartCookie.cartId : null,
    cookieHeader: request.headers.get('Cookie'),
    cookieName,
    secure,
    setCookie: (cookie) => pendingCookies.add(cookie),
  });

  // Routes get this object: nothing reachable from it (own, enumerable) holds a secret or the raw env, so
  // even a loader that returned it whole would leak nothing (tests/integration/context-secrets.test.ts).
  return {
    [REQUEST_CONTEXT]: true as const,
    storefront,
    cart,
    session,
    /** The config less its secrets (app/kernel/env.ts publicSettings). */
    settings,
    /** The store's public origin and absolute URLs on it (canonical links, JSON-LD, sitemaps); never the request's Host. */
    site,
    /** Whether this answer is for this shopper alone (a member, their member prices, a notice): server.ts sends it private. */
    personal,
    content,
    /** The blog (/blogs/...) and /work-with-us, from Prismic. */
    blog,
    /** Content-driven redirects and 'gone' pages (seo_redirect, seo_gone). */
    seoData,
    /** The Prismic preview session this request reads drafts from, or null. */
    preview,
    /** Checks an editor's preview link with Prismic (the access token stays in this closure). */
    resolvePreviewLink: (
      link: Parameters<typeof resolvePreviewLink>[1],
      options: Parameters<typeof resolvePreviewLink>[2],
    ) => resolvePreviewLink({endpoint: config.prismic.endpoint, accessToken: config.prismic.accessToken}, link, options),
    delivery,
    loyalty,
    mail,
    /** Search, listings and recommendations (Searchspring). */
    search,
    /** Product reviews (Yotpo). */
    reviews,
    /** A/B tests (AB Tasty): the visitor's variations, and the token route's token. */
    experiments,
    /** Members and their wishlists (The Wishlist Company). */
    wishlist,
    reportError,
    pendingCookies,
    /** The shopper's cart: read once per request, changed only through it (rules and cookies kept). */
    shopperCart,
    /** Work that may finish after the response (tracking beacons, cache writes). */
    waitUntil,
    /** This request's upstream budget (REQUEST_DEADLINE_MS), for services that take a signal. */
    deadline,
    /** The shopper's Searchspring ids (cookies), for a page served from the page cache. */
    tracking,
    /** What the render tells the page cache (app/worker/page-cache/). */
    pageRender,
    /** Server-side records for sign-in codes, rate limits and revoked sessions, and who is asking (app/kernel/security/). */
    security: {store: createSecurityStore({cache}), client: clientOf(request), sign: createSigner(config.sessionSecret)},
    /** Signs the programme details the bag's checks accept, and tells which on a bag checkout will honour (MEMBER_SIGNING_KEY). */
    memberDetails: notingMemberPrices(createMemberDetails(config.memberSigningKey), personal),
  };
}

export type AppLoadContext = Awaited<ReturnType<typeof createAppLoadContext>>;
export type {AppSettings, ReportError};
