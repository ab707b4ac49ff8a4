/**
 * Turns the worker's raw env into the settings each service needs.
 * A service whose variables are unset talks to its local stand-in, so the
 * store runs offline with no configuration (see tests/mocks).
 */

import {BRAND} from '~/config/brand';
import {STAND_IN_MEMBER_SIGNING_KEY} from '~/config/checkout';
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
  'MEMBER_SIGNING_KEY',
] as const;

// The worker's variable names live in a file with no imports, so vite.config.ts can read them too.
export {WORKER_ENV_NAMES, pickWorkerEnv} from '~/config/worker-env';
import {readWorkerEnv, type WorkerVars} from './env-schema';

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
  /**
   * PUBLIC_STORE_ORIGIN, as an origin (`https://www.example.com.au`), or null when unset: the one origin every
   * absolute URL the store writes is made from (app/kernel/site-origin.ts), never the request's Host.
   */
  storeOrigin: string | null;
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
  /** Origins the browser may fetch 3D models from (CSP connect-src: model-viewer fetches the GLB). */
  modelOrigins: string[];
  /** Hosts the server may fetch images from for the shopper (`/api/base64-conversion`, the bed builder). */
  imageFetch: ImageFetchConfig;
  /** The bed builder's option images: `{imageBaseUrl}/options/{base,headboard,others}/{name}.png`. */
  bedBuilder: {imageBaseUrl: string; usesStandIn: boolean};
  /**
   * MEMBER_SIGNING_KEY: signs the programme details the bag carries, which checkout's discount functions verify
   * (app/domain/checkout-rules/programme-details.ts). A secret: only app/kernel/security/member-details.ts holds it.
   */
  memberSigningKey: string;
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
function imageFetchConfig(vars: WorkerVars, isProduction: boolean, mockOrigin: string): ImageFetchConfig {
  const listed = vars.IMAGE_CDN_HOSTS
    ?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const standIn = URL.canParse(mockOrigin) ? new URL(mockOrigin).host : undefined;
  const defaults = ['cdn.shopify.com', 'images.prismic.io', ...(isProduction || !standIn ? [] : [standIn])];
  const bucket = bedBuilderImageOrigins(vars).map((origin) => new URL(origin).host);
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

/** The worker's bindings as they come (strings, or anything a misconfigured binding holds). */
type RawEnv = Readonly<Record<string, unknown>>;

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
  'checkout discounts': ['MEMBER_SIGNING_KEY'],
};

/**
 * What a deployed store must set but still runs without, worse: without PUBLIC_STORE_ORIGIN its pages carry no
 * canonical link, og:url or JSON-LD url and the sitemaps answer 503 (app/kernel/site-origin.ts), rather than take
 * the origin from a request's Host. The doctor marks each unset one ✗ outside development; the worker logs it once.
 */
export const EXPECTED_OUTSIDE_DEVELOPMENT = ['PUBLIC_STORE_ORIGIN'] as const satisfies readonly (keyof Env & string)[];

/** The names of EXPECTED_OUTSIDE_DEVELOPMENT that are unset (a malformed one is named as such instead); none in development. */
export function expectedButUnset(env: RawEnv): string[] {
  const {vars, invalid} = readWorkerEnv(env);
  if (parseEnvironment(vars.APP_ENV) === 'development') return [];
  const malformed = new Set<string>(invalid.map((setting) => setting.name));
  return EXPECTED_OUTSIDE_DEVELOPMENT.filter((name) => vars[name] === undefined && !malformed.has(name));
}

/** The names (never the values) of the required variables that are unset; none in development. */
export function missingSettings(env: RawEnv): string[] {
  const {vars, invalid} = readWorkerEnv(env);
  if (parseEnvironment(vars.APP_ENV) === 'development') return [];
  const malformed = new Set<string>(invalid.map((setting) => setting.name));
  return Object.values(REQUIRED_OUTSIDE_DEVELOPMENT)
    .flat()
    .filter((name) => vars[name as keyof WorkerVars] === undefined && !malformed.has(name));
}

/**
 * Why this worker cannot serve, in one sentence naming variables (never values), or null: a malformed value in
 * any environment, a required one unset outside development.
 */
export function configurationProblem(env: RawEnv): string | null {
  const missing = missingSettings(env);
  const {invalid} = readWorkerEnv(env);
  const problems = [
    ...(missing.length > 0 ? [`Set ${missing.join(', ')}`] : []),
    ...invalid.map(({name, rule}) => `${name} ${rule}`),
  ];
  return problems.length > 0 ? `${problems.join('. ')}.` : null;
}

export function parseEnvironment(value: unknown): AppEnvironment {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return name === 'production' || name === 'staging' ? name : 'development';
}

/** Searchspring: its real hosts once SEARCHSPRING_SITE_ID is set, else the stand-in's two demo sites. */
function searchspringConfig(vars: WorkerVars, siteId: string | undefined, mockOrigin: string): SearchConfig {
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
    blogSiteId: vars.SEARCHSPRING_BLOG_SITE_ID ?? siteId,
    baseUrl: vars.SEARCHSPRING_BASE_URL ?? 'https://{siteId}.a.searchspring.io',
    beaconUrl: vars.SEARCHSPRING_BEACON_URL ?? 'https://beacon.searchspring.io/beacon',
    usesStandIn: false,
  };
}

/** AB Tasty: the real API once ABTASTY_CLIENT_ID is set, else the stand-in's account and client. */
function abTastyConfig(vars: WorkerVars, mockOrigin: string): ExperimentsConfig {
  const clientId = vars.ABTASTY_CLIENT_ID;
  if (!clientId) return {apiBase: `${mockOrigin}/abtasty`, ...STAND_IN_ABTASTY, usesStandIn: true};
  return {
    apiBase: vars.ABTASTY_API_BASE ?? 'https://api.abtasty.com',
    // Missing ones make every call fail, reported: experiments are optional, the store still runs.
    accountId: vars.ABTASTY_ACCOUNT_ID ?? '',
    clientId,
    clientSecret: vars.ABTASTY_CLIENT_SECRET ?? '',
    browserClientId: vars.ABTASTY_BROWSER_CLIENT_ID ?? '',
    browserClientSecret: vars.ABTASTY_BROWSER_CLIENT_SECRET ?? '',
    usesStandIn: false,
  };
}

/** Yotpo: the real API once YOTPO_APP_KEY is set, else the stand-in's demo store. */
function yotpoConfig(vars: WorkerVars, mockOrigin: string): ReviewsConfig {
  const appKey = vars.YOTPO_APP_KEY;
  if (!appKey) return {baseUrl: `${mockOrigin}/yotpo`, appKey: STAND_IN_YOTPO_APP_KEY, usesStandIn: true};
  return {baseUrl: vars.YOTPO_BASE_URL ?? 'https://api-cdn.yotpo.com', appKey, usesStandIn: false};
}

/** The Wishlist Company: the real API once TWC_BASE_URL is set, else the stand-in's tenant and client. */
function twcConfig(vars: WorkerVars, mockOrigin: string): WishlistConfig {
  const baseUrl = vars.TWC_BASE_URL;
  if (!baseUrl) {
    const standIn = `${mockOrigin}/twc`;
    return {baseUrl: standIn, tokenUrl: twcTokenUrl(standIn, STAND_IN_TWC.tenant), ...STAND_IN_TWC, usesStandIn: true};
  }
  // Missing ones make every call fail, reported: the wishlist is optional, the store still runs.
  const tenant = vars.TWC_TENANT ?? '';
  return {
    baseUrl,
    tokenUrl: vars.TWC_TOKEN_URL ?? twcTokenUrl(TWC_AUTH_ORIGIN, tenant),
    clientId: vars.TWC_CLIENT_ID ?? '',
    clientSecret: vars.TWC_CLIENT_SECRET ?? '',
    tenant,
    usesStandIn: false,
  };
}

export function resolveConfig(env: RawEnv): AppConfig {
  const {vars} = readWorkerEnv(env);
  const environment = parseEnvironment(vars.APP_ENV);
  const isProduction = environment === 'production';
  const mockOrigin = vars.MOCK_SHOP_ORIGIN ?? DEFAULT_MOCK_SHOP_ORIGIN;

  const sessionSecret = vars.SESSION_SECRET;
  // server.ts answers 503 before this runs; a session signed with the development secret is never accepted elsewhere.
  const problem = configurationProblem(env);
  if (problem) throw new Error(`${problem} (APP_ENV=${environment})`);

  const storeDomain = vars.PUBLIC_STORE_DOMAIN;
  const prismicEndpoint = vars.PRISMIC_ENDPOINT;
  const ecomBase = vars.ECOM_BASE_URL;
  const velocityBase = vars.VELOCITY_BASE_URL;
  const postmarkToken = vars.POSTMARK_SERVER_TOKEN;
  const searchSiteId = vars.SEARCHSPRING_SITE_ID;

  return {
    environment,
    isProduction,
    secure: environment !== 'development',
    storeOrigin: vars.PUBLIC_STORE_ORIGIN ? new URL(vars.PUBLIC_STORE_ORIGIN).origin : null,
    sessionSecret: sessionSecret ?? DEVELOPMENT_SESSION_SECRET,
    storefront: {
      storeDomain: storeDomain ?? mockOrigin,
      publicToken: vars.PUBLIC_STOREFRONT_API_TOKEN ?? STAND_IN_STOREFRONT_TOKEN,
      // The stand-in takes either token; a private one is what a server should send.
      privateToken: vars.PRIVATE_STOREFRONT_API_TOKEN ?? (storeDomain ? undefined : STAND_IN_STOREFRONT_TOKEN),
      storefrontId: vars.PUBLIC_STOREFRONT_ID,
      checkoutDomain: vars.PUBLIC_CHECKOUT_DOMAIN,
      apiVersion: STOREFRONT_API_VERSION,
      usesStandIn: !storeDomain,
    },
    prismic: {
      endpoint: prismicEndpoint ?? `${mockOrigin}/api/v2`,
      accessToken: vars.PRISMIC_ACCESS_TOKEN,
      usesStandIn: !prismicEndpoint,
    },
    delivery: {baseUrl: ecomBase ?? `${mockOrigin}/ecom`, usesStandIn: !ecomBase},
    loyalty: {
      baseUrl: velocityBase ?? `${mockOrigin}/velocity`,
      apiKey: vars.VELOCITY_API_KEY ?? (velocityBase ? '' : STAND_IN_VELOCITY_KEY),
      usesStandIn: !velocityBase,
    },
    mail: {
      baseUrl: postmarkToken ? (vars.POSTMARK_BASE_URL ?? 'https://api.postmarkapp.com') : `${mockOrigin}/postmark`,
      // Postmark's documented test token: accepted, never delivered.
      token: postmarkToken ?? 'POSTMARK_API_TEST',
      from: vars.MAIL_FROM ?? `${BRAND.name} <no-reply@${BRAND.slug}.example>`,
      enquiriesTo: vars.CONTACT_ENQUIRIES_EMAIL ?? `enquiries@${BRAND.slug}.example`,
      usesStandIn: !postmarkToken,
    },
    search: searchspringConfig(vars, searchSiteId, mockOrigin),
    reviews: yotpoConfig(vars, mockOrigin),
    experiments: abTastyConfig(vars, mockOrigin),
    wishlist: twcConfig(vars, mockOrigin),
    imageOrigins: [
      'https://cdn.shopify.com',
      'https://images.prismic.io',
      ...(storeDomain && prismicEndpoint ? [] : [mockOrigin]),
      // The bed builder's own bucket, when it is not the stand-in's.
      ...bedBuilderImageOrigins(vars),
    ],
    // Shopify serves products' 3D models from its file CDN; the stand-in from itself.
    modelOrigins: ['https://cdn.shopify.com', ...(storeDomain ? [] : [mockOrigin])],
    imageFetch: imageFetchConfig(vars, isProduction, mockOrigin),
    bedBuilder: bedBuilderConfig(vars, mockOrigin),
    memberSigningKey: vars.MEMBER_SIGNING_KEY ?? STAND_IN_MEMBER_SIGNING_KEY,
  };
}

/** The bucket of bed builder option images: BED_BUILDER_IMAGE_BASE_URL, else the image stand-in's copy. */
function bedBuilderConfig(vars: WorkerVars, mockOrigin: string): AppConfig['bedBuilder'] {
  const baseUrl = vars.BED_BUILDER_IMAGE_BASE_URL;
  return {imageBaseUrl: (baseUrl ?? `${mockOrigin}/bedbuilder-bucket`).replace(/\/+$/, ''), usesStandIn: !baseUrl};
}

function bedBuilderImageOrigins(vars: WorkerVars): string[] {
  const baseUrl = vars.BED_BUILDER_IMAGE_BASE_URL;
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
  storeOrigin: string | null;
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
  modelOrigins: string[];
  imageFetch: ImageFetchConfig;
  bedBuilder: AppConfig['bedBuilder'];
}

export function publicSettings(config: AppConfig): AppSettings {
  const {storefront, prismic, loyalty, mail, experiments, wishlist} = config;
  return {
    environment: config.environment,
    isProduction: config.isProduction,
    secure: config.secure,
    storeOrigin: config.storeOrigin,
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
    modelOrigins: [...config.modelOrigins],
    imageFetch: {allowedHosts: [...config.imageFetch.allowedHosts], allowHttp: config.imageFetch.allowHttp},
    bedBuilder: {...config.bedBuilder},
  };
}
