/**
 * Turns the worker's raw env into the settings each service needs.
 * A service whose variables are unset talks to its local stand-in, so the
 * store runs offline with no configuration (see tests/mocks).
 */

import {BRAND} from '~/config/brand';
import {STAND_IN_SITE_IDS} from '~/config/search';
import {STAND_IN_YOTPO_APP_KEY} from '~/config/reviews';
import {STAND_IN_ABTASTY} from '~/config/experiments';
import {STAND_IN_TWC, TWC_AUTH_ORIGIN, twcTokenUrl} from '~/config/wishlist';

export type AppEnvironment = 'production' | 'staging' | 'development';

/**
 * The variables whose values must never reach a shopper: not in a page, a data reply, a header or an error.
 * Only the service clients made in app/worker/context.server.ts hold them; the secret-canary tests set each to a
 * unique string and look for it in every answer.
 */
export const SECRET_ENV_NAMES = [
  'SESSION_SECRET',
  'PRIVATE_STOREFRONT_API_TOKEN',
  'PRISMIC_ACCESS_TOKEN',
  'VELOCITY_API_KEY',
  'POSTMARK_SERVER_TOKEN',
  'ABTASTY_CLIENT_ID',
  'ABTASTY_CLIENT_SECRET',
  'ABTASTY_BROWSER_CLIENT_SECRET',
  'TWC_CLIENT_ID',
  'TWC_CLIENT_SECRET',
  'TWC_TENANT',
] as const;

// The worker's variable names live in a file with no imports, so vite.config.ts can read them too.
export {WORKER_ENV_NAMES, pickWorkerEnv} from '~/config/worker-env';

export const DEFAULT_MOCK_SHOP_ORIGIN = 'http://127.0.0.1:4100';
export const STOREFRONT_API_VERSION = '2025-04';
/** The local stand-in accepts any token; a fixed one keeps the request shape real. */
const STAND_IN_STOREFRONT_TOKEN = 'local-stand-in-public-token';
/** The loyalty stand-in's documented key (tests/mocks/loyalty). */
const STAND_IN_VELOCITY_KEY = 'local-stand-in-velocity-key';
/** Only ever used outside production, where a missing secret must not stop a local run. */
const DEVELOPMENT_SESSION_SECRET = 'local-development-session-secret';

export interface AppConfig {
  environment: AppEnvironment;
  isProduction: boolean;
  /** Every environment but development runs on https: cookies are Secure and HSTS is sent. */
  secure: boolean;
  sessionSecret: string;
  storefront: {
    storeDomain: string;
    publicToken: string;
    privateToken?: string;
    storefrontId?: string;
    /** PUBLIC_CHECKOUT_DOMAIN: the hosted checkout's own domain (CSP, and the one other origin a redirect may go to). */
    checkoutDomain?: string;
    apiVersion: string;
    usesStandIn: boolean;
  };
  prismic: {
    endpoint: string;
    accessToken?: string;
    usesStandIn: boolean;
  };
  delivery: {baseUrl: string; usesStandIn: boolean};
  loyalty: {baseUrl: string; apiKey: string; usesStandIn: boolean};
  /** `enquiriesTo`: where the contact-us form's messages go (CONTACT_ENQUIRIES_EMAIL). */
  mail: {baseUrl: string; token: string; from: string; enquiriesTo: string; usesStandIn: boolean};
  search: SearchConfig;
  reviews: ReviewsConfig;
  experiments: ExperimentsConfig;
  wishlist: WishlistConfig;
  /** Origins the browser may load images from (CSP img-src). */
  imageOrigins: string[];
  /** Hosts the server may fetch images from for the shopper (`/api/base64-conversion`, the bed builder). */
  imageFetch: ImageFetchConfig;
  /** The bed builder's option images: `{imageBaseUrl}/options/{base,headboard,others}/{name}.png`. */
  bedBuilder: {imageBaseUrl: string; usesStandIn: boolean};
}

export interface ImageFetchConfig {
  /** Exact hosts (`host` or `host:port`); IMAGE_CDN_HOSTS, comma-separated. */
  allowedHosts: string[];
  /** Plain http only outside production (the local stand-in). */
  allowHttp: boolean;
}

/**
 * IMAGE_CDN_HOSTS, else Shopify's and Prismic's image CDNs, plus the image stand-in's host outside production;
 * the bed builder's bucket, when one is configured, is always allowed (its images are what the endpoint converts).
 */
function imageFetchConfig(env: RawEnv, isProduction: boolean, mockOrigin: string): ImageFetchConfig {
  const listed = text(env.IMAGE_CDN_HOSTS)
    ?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const standIn = URL.canParse(mockOrigin) ? new URL(mockOrigin).host : undefined;
  const defaults = ['cdn.shopify.com', 'images.prismic.io', ...(isProduction || !standIn ? [] : [standIn])];
  const bucket = bedBuilderImageOrigins(env).map((origin) => new URL(origin).host);
  const allowed = listed && listed.length > 0 ? listed : defaults;
  return {allowedHosts: [...new Set([...allowed, ...bucket])], allowHttp: !isProduction};
}

export interface SearchConfig {
  /** Products and blog posts are separate Searchspring sites. */
  siteId: string;
  blogSiteId: string;
  /** Where a site's API lives; `{siteId}` is replaced by the site's id. */
  baseUrl: string;
  beaconUrl: string;
  usesStandIn: boolean;
}

export interface ExperimentsConfig {
  /** AB Tasty's API origin: `{apiBase}/oauth/v2/token` and `{apiBase}/api/core/accounts/{accountId}/tests`. */
  apiBase: string;
  accountId: string;
  /** Server secrets: used for the token call only, never sent to the browser. */
  clientId: string;
  clientSecret: string;
  /**
   * A second, read-only API client (ABTASTY_BROWSER_CLIENT_ID/_SECRET): `POST /api/abtasty/token` hands the browser
   * a token of this client's, never the worker's own. Empty: the endpoint answers 503.
   */
  browserClientId: string;
  browserClientSecret: string;
  usesStandIn: boolean;
}

export interface ReviewsConfig {
  /** Yotpo's API origin: `{baseUrl}/v1/widget/{appKey}/products/{productId}/reviews.json`. */
  baseUrl: string;
  /** The store's public app key (no secret: the widget API needs no auth). */
  appKey: string;
  usesStandIn: boolean;
}

/** The Wishlist Company: customers and wishlists, with an OAuth2 client-credentials token. */
export interface WishlistConfig {
  /** The API host: wishlists under `/services/wsservice/api`, customers under `/services/customerservice/api/v2`. */
  baseUrl: string;
  /** Keycloak's token endpoint for the tenant's realm. */
  tokenUrl: string;
  /** Server secrets: sent to the token endpoint only, never to the browser. */
  clientId: string;
  clientSecret: string;
  /** Sent as `X-TWC-Tenant` on every call. */
  tenant: string;
  usesStandIn: boolean;
}

type RawEnv = Partial<Record<keyof Env, string | undefined>> & Record<string, unknown>;

/**
 * What must be set outside development (APP_ENV production or staging), by service. The stand-ins only run on
 * a developer's machine: a deployed worker falling back to one would quietly talk to nothing (or, for the
 * session, sign cookies with a secret anyone can read here). Prismic's access token stays optional (a public
 * repository needs none), as do the base URLs that have a real default.
 */
export const REQUIRED_OUTSIDE_DEVELOPMENT: Readonly<Record<string, readonly (keyof Env & string)[]>> = {
  sessions: ['SESSION_SECRET'],
  'Shopify Storefront API': [
    'PUBLIC_STORE_DOMAIN',
    'PUBLIC_STOREFRONT_API_TOKEN',
    'PRIVATE_STOREFRONT_API_TOKEN',
    'PUBLIC_STOREFRONT_ID',
    'PUBLIC_CHECKOUT_DOMAIN',
  ],
  Prismic: ['PRISMIC_ENDPOINT'],
  'delivery and stock': ['ECOM_BASE_URL'],
  'loyalty points': ['VELOCITY_BASE_URL', 'VELOCITY_API_KEY'],
  mail: ['POSTMARK_SERVER_TOKEN', 'MAIL_FROM', 'CONTACT_ENQUIRIES_EMAIL'],
  Searchspring: ['SEARCHSPRING_SITE_ID'],
  Yotpo: ['YOTPO_APP_KEY'],
  'AB Tasty': [
    'ABTASTY_CLIENT_ID',
    'ABTASTY_CLIENT_SECRET',
    'ABTASTY_ACCOUNT_ID',
    'ABTASTY_BROWSER_CLIENT_ID',
    'ABTASTY_BROWSER_CLIENT_SECRET',
  ],
  'The Wishlist Company': ['TWC_BASE_URL', 'TWC_CLIENT_ID', 'TWC_CLIENT_SECRET', 'TWC_TENANT'],
  'bed builder images': ['BED_BUILDER_IMAGE_BASE_URL'],
};

/** The names (never the values) of the required variables that are unset; none in development. */
export function missingSettings(env: RawEnv): string[] {
  if (parseEnvironment(env.APP_ENV) === 'development') return [];
  return Object.values(REQUIRED_OUTSIDE_DEVELOPMENT)
    .flat()
    .filter((name) => text(env[name]) === undefined);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function parseEnvironment(value: unknown): AppEnvironment {
  const name = text(value)?.toLowerCase();
  return name === 'production' || name === 'staging' ? name : 'development';
}

/** Searchspring: its real hosts once SEARCHSPRING_SITE_ID is set, else the stand-in's two demo sites. */
function searchspringConfig(env: RawEnv, siteId: string | undefined, mockOrigin: string): SearchConfig {
  if (!siteId) {
    return {
      siteId: STAND_IN_SITE_IDS.products,
      blogSiteId: STAND_IN_SITE_IDS.blog,
      baseUrl: `${mockOrigin}/searchspring`,
      beaconUrl: `${mockOrigin}/searchspring/beacon`,
      usesStandIn: true,
    };
  }
  return {
    siteId,
    blogSiteId: text(env.SEARCHSPRING_BLOG_SITE_ID) ?? siteId,
    baseUrl: text(env.SEARCHSPRING_BASE_URL) ?? 'https://{siteId}.a.searchspring.io',
    beaconUrl: text(env.SEARCHSPRING_BEACON_URL) ?? 'https://beacon.searchspring.io/beacon',
    usesStandIn: false,
  };
}

/** AB Tasty: the real API once ABTASTY_CLIENT_ID is set, else the stand-in's account and client. */
function abTastyConfig(env: RawEnv, mockOrigin: string): ExperimentsConfig {
  const clientId = text(env.ABTASTY_CLIENT_ID);
  if (!clientId) return {apiBase: `${mockOrigin}/abtasty`, ...STAND_IN_ABTASTY, usesStandIn: true};
  return {
    apiBase: text(env.ABTASTY_API_BASE) ?? 'https://api.abtasty.com',
    // Missing ones make every call fail, reported: experiments are optional, the store still runs.
    accountId: text(env.ABTASTY_ACCOUNT_ID) ?? '',
    clientId,
    clientSecret: text(env.ABTASTY_CLIENT_SECRET) ?? '',
    browserClientId: text(env.ABTASTY_BROWSER_CLIENT_ID) ?? '',
    browserClientSecret: text(env.ABTASTY_BROWSER_CLIENT_SECRET) ?? '',
    usesStandIn: false,
  };
}

/** Yotpo: the real API once YOTPO_APP_KEY is set, else the stand-in's demo store. */
function yotpoConfig(env: RawEnv, mockOrigin: string): ReviewsConfig {
  const appKey = text(env.YOTPO_APP_KEY);
  if (!appKey) return {baseUrl: `${mockOrigin}/yotpo`, appKey: STAND_IN_YOTPO_APP_KEY, usesStandIn: true};
  return {baseUrl: text(env.YOTPO_BASE_URL) ?? 'https://api-cdn.yotpo.com', appKey, usesStandIn: false};
}

/** The Wishlist Company: the real API once TWC_BASE_URL is set, else the stand-in's tenant and client. */
function twcConfig(env: RawEnv, mockOrigin: string): WishlistConfig {
  const baseUrl = text(env.TWC_BASE_URL);
  if (!baseUrl) {
    const standIn = `${mockOrigin}/twc`;
    return {baseUrl: standIn, tokenUrl: twcTokenUrl(standIn, STAND_IN_TWC.tenant), ...STAND_IN_TWC, usesStandIn: true};
  }
  // Missing ones make every call fail, reported: the wishlist is optional, the store still runs.
  const tenant = text(env.TWC_TENANT) ?? '';
  return {
    baseUrl,
    tokenUrl: text(env.TWC_TOKEN_URL) ?? twcTokenUrl(TWC_AUTH_ORIGIN, tenant),
    clientId: text(env.TWC_CLIENT_ID) ?? '',
    clientSecret: text(env.TWC_CLIENT_SECRET) ?? '',
    tenant,
    usesStandIn: false,
  };
}

export function resolveConfig(env: RawEnv): AppConfig {
  const environment = parseEnvironment(env.APP_ENV);
  const isProduction = environment === 'production';
  const mockOrigin = text(env.MOCK_SHOP_ORIGIN) ?? DEFAULT_MOCK_SHOP_ORIGIN;

  const sessionSecret = text(env.SESSION_SECRET);
  // server.ts answers 503 before this runs; a session signed with the development secret is never accepted elsewhere.
  const missing = missingSettings(env);
  if (missing.length > 0) throw new Error(`Set ${missing.join(', ')} (APP_ENV=${environment}).`);

  const storeDomain = text(env.PUBLIC_STORE_DOMAIN);
  const prismicEndpoint = text(env.PRISMIC_ENDPOINT);
  const ecomBase = text(env.ECOM_BASE_URL);
  const velocityBase = text(env.VELOCITY_BASE_URL);
  const postmarkToken = text(env.POSTMARK_SERVER_TOKEN);
  const searchSiteId = text(env.SEARCHSPRING_SITE_ID);

  return {
    environment,
    isProduction,
    secure: environment !== 'development',
    sessionSecret: sessionSecret ?? DEVELOPMENT_SESSION_SECRET,
    storefront: {
      storeDomain: storeDomain ?? mockOrigin,
      publicToken: text(env.PUBLIC_STOREFRONT_API_TOKEN) ?? STAND_IN_STOREFRONT_TOKEN,
      // The stand-in takes either token; a private one is what a server should send.
      privateToken: text(env.PRIVATE_STOREFRONT_API_TOKEN) ?? (storeDomain ? undefined : STAND_IN_STOREFRONT_TOKEN),
      storefrontId: text(env.PUBLIC_STOREFRONT_ID),
      checkoutDomain: text(env.PUBLIC_CHECKOUT_DOMAIN),
      apiVersion: STOREFRONT_API_VERSION,
      usesStandIn: !storeDomain,
    },
    prismic: {
      endpoint: prismicEndpoint ?? `${mockOrigin}/api/v2`,
      accessToken: text(env.PRISMIC_ACCESS_TOKEN),
      usesStandIn: !prismicEndpoint,
    },
    delivery: {baseUrl: ecomBase ?? `${mockOrigin}/ecom`, usesStandIn: !ecomBase},
    loyalty: {
      baseUrl: velocityBase ?? `${mockOrigin}/velocity`,
      apiKey: text(env.VELOCITY_API_KEY) ?? (velocityBase ? '' : STAND_IN_VELOCITY_KEY),
      usesStandIn: !velocityBase,
    },
    mail: {
      baseUrl: postmarkToken ? (text(env.POSTMARK_BASE_URL) ?? 'https://api.postmarkapp.com') : `${mockOrigin}/postmark`,
      // Postmark's documented test token: accepted, never delivered.
      token: postmarkToken ?? 'POSTMARK_API_TEST',
      from: text(env.MAIL_FROM) ?? `${BRAND.name} <no-reply@${BRAND.slug}.example>`,
      enquiriesTo: text(env.CONTACT_ENQUIRIES_EMAIL) ?? `enquiries@${BRAND.slug}.example`,
      usesStandIn: !postmarkToken,
    },
    search: searchspringConfig(env, searchSiteId, mockOrigin),
    reviews: yotpoConfig(env, mockOrigin),
    experiments: abTastyConfig(env, mockOrigin),
    wishlist: twcConfig(env, mockOrigin),
    imageOrigins: [
      'https://cdn.shopify.com',
      'https://images.prismic.io',
      ...(storeDomain && prismicEndpoint ? [] : [mockOrigin]),
      // The bed builder's own bucket, when it is not the stand-in's.
      ...bedBuilderImageOrigins(env),
    ],
    imageFetch: imageFetchConfig(env, isProduction, mockOrigin),
    bedBuilder: bedBuilderConfig(env, mockOrigin),
  };
}

/** The bucket of bed builder option images: BED_BUILDER_IMAGE_BASE_URL, else the image stand-in's copy. */
function bedBuilderConfig(env: RawEnv, mockOrigin: string): AppConfig['bedBuilder'] {
  const baseUrl = text(env.BED_BUILDER_IMAGE_BASE_URL);
  return {imageBaseUrl: (baseUrl ?? `${mockOrigin}/bedbuilder-bucket`).replace(/\/+$/, ''), usesStandIn: !baseUrl};
}

function bedBuilderImageOrigins(env: RawEnv): string[] {
  const baseUrl = text(env.BED_BUILDER_IMAGE_BASE_URL);
  return baseUrl && URL.canParse(baseUrl) ? [new URL(baseUrl).origin] : [];
}

/**
 * What routes and components may read of the config: every setting except the secrets, which stay inside
 * the service clients made from the full config (app/worker/context.server.ts). Built from an allow-list, so a
 * secret added to AppConfig later stays out until someone puts it here on purpose.
 */
export interface AppSettings {
  environment: AppEnvironment;
  isProduction: boolean;
  secure: boolean;
  storefront: Omit<AppConfig['storefront'], 'privateToken'>;
  prismic: Omit<AppConfig['prismic'], 'accessToken'>;
  delivery: AppConfig['delivery'];
  loyalty: Omit<AppConfig['loyalty'], 'apiKey'>;
  mail: Omit<AppConfig['mail'], 'token'>;
  search: SearchConfig;
  reviews: ReviewsConfig;
  experiments: Omit<ExperimentsConfig, 'clientId' | 'clientSecret' | 'browserClientId' | 'browserClientSecret'>;
  wishlist: Omit<WishlistConfig, 'clientId' | 'clientSecret' | 'tenant' | 'tokenUrl'>;
  imageOrigins: string[];
  imageFetch: ImageFetchConfig;
  bedBuilder: AppConfig['bedBuilder'];
}

export function publicSettings(config: AppConfig): AppSettings {
  const {storefront, prismic, loyalty, mail, experiments, wishlist} = config;
  return {
    environment: config.environment,
    isProduction: config.isProduction,
    secure: config.secure,
    storefront: {
      storeDomain: storefront.storeDomain,
      publicToken: storefront.publicToken,
      storefrontId: storefront.storefrontId,
      checkoutDomain: storefront.checkoutDomain,
      apiVersion: storefront.apiVersion,
      usesStandIn: storefront.usesStandIn,
    },
    prismic: {endpoint: prismic.endpoint, usesStandIn: prismic.usesStandIn},
    delivery: {...config.delivery},
    loyalty: {baseUrl: loyalty.baseUrl, usesStandIn: loyalty.usesStandIn},
    mail: {baseUrl: mail.baseUrl, from: mail.from, enquiriesTo: mail.enquiriesTo, usesStandIn: mail.usesStandIn},
    search: {...config.search},
    reviews: {...config.reviews},
    experiments: {apiBase: experiments.apiBase, accountId: experiments.accountId, usesStandIn: experiments.usesStandIn},
    wishlist: {baseUrl: wishlist.baseUrl, usesStandIn: wishlist.usesStandIn},
    imageOrigins: [...config.imageOrigins],
    imageFetch: {allowedHosts: [...config.imageFetch.allowedHosts], allowHttp: config.imageFetch.allowHttp},
    bedBuilder: {...config.bedBuilder},
  };
}
