/**
 * Turns the worker's raw env into the settings each service needs.
 * A service whose variables are unset talks to its local stand-in, so the
 * store runs offline with no configuration (see tests/mocks).
 */

import {BRAND} from '~/config/brand';
import {STAND_IN_SITE_IDS} from '~/config/search';

export type AppEnvironment = 'production' | 'staging' | 'development';

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
  sessionSecret: string;
  storefront: {
    storeDomain: string;
    publicToken: string;
    privateToken?: string;
    storefrontId?: string;
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
  mail: {baseUrl: string; token: string; from: string; usesStandIn: boolean};
  search: SearchConfig;
  /** Origins the browser may load images from (CSP img-src). */
  imageOrigins: string[];
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

type RawEnv = Partial<Record<keyof Env, string | undefined>> & Record<string, unknown>;

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

export function resolveConfig(env: RawEnv): AppConfig {
  const environment = parseEnvironment(env.APP_ENV);
  const isProduction = environment === 'production';
  const mockOrigin = text(env.MOCK_SHOP_ORIGIN) ?? DEFAULT_MOCK_SHOP_ORIGIN;

  const sessionSecret = text(env.SESSION_SECRET);
  if (!sessionSecret && isProduction) {
    throw new Error('SESSION_SECRET must be set in production.');
  }

  const storeDomain = text(env.PUBLIC_STORE_DOMAIN);
  const prismicEndpoint = text(env.PRISMIC_ENDPOINT);
  const ecomBase = text(env.ECOM_BASE_URL);
  const velocityBase = text(env.VELOCITY_BASE_URL);
  const postmarkToken = text(env.POSTMARK_SERVER_TOKEN);
  const searchSiteId = text(env.SEARCHSPRING_SITE_ID);

  return {
    environment,
    isProduction,
    sessionSecret: sessionSecret ?? DEVELOPMENT_SESSION_SECRET,
    storefront: {
      storeDomain: storeDomain ?? mockOrigin,
      publicToken: text(env.PUBLIC_STOREFRONT_API_TOKEN) ?? STAND_IN_STOREFRONT_TOKEN,
      // The stand-in takes either token; a private one is what a server should send.
      privateToken: text(env.PRIVATE_STOREFRONT_API_TOKEN) ?? (storeDomain ? undefined : STAND_IN_STOREFRONT_TOKEN),
      storefrontId: text(env.PUBLIC_STOREFRONT_ID),
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
      usesStandIn: !postmarkToken,
    },
    search: searchspringConfig(env, searchSiteId, mockOrigin),
    imageOrigins: [
      'https://cdn.shopify.com',
      'https://images.prismic.io',
      ...(storeDomain && prismicEndpoint ? [] : [mockOrigin]),
    ],
  };
}
