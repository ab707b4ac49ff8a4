/**
 * The credentials the stand-ins accept. Each is the stand-in's documented constant (what app/kernel/env.ts falls back
 * to and tests/mocks/deployed-env.ts names) unless a `STAND_IN_*` variable in the mock shop's environment names
 * another, so a run can give the worker credentials of its own and every service still answers: the secret-canary
 * run (playwright.config.ts, project `canary`) gives the worker a unique canary for each secret and the stand-ins
 * the same canaries.
 *
 * Read when the handlers are made (the mock shop: when it starts; vitest: when the handlers module loads).
 * The Storefront stand-in takes any token, and the Prismic stand-in checks none (a public repository), so neither
 * has one here. The Storefront stand-in's checkout rules do hold a secret: the key member details are signed with
 * (the worker's MEMBER_SIGNING_KEY), `standInMemberSigningKey`.
 */
import {STAND_IN_MEMBER_SIGNING_KEY} from '~/config/checkout';
import {STAND_IN_ABTASTY} from '~/config/experiments';
import {STAND_IN_TWC} from '~/config/wishlist';

export interface StandInCredentials {
  /** Velocity's `x-api-key` (tests/mocks/loyalty). */
  velocityApiKey: string;
  /** Postmark's `X-Postmark-Server-Token` (tests/mocks/mail). */
  postmarkServerToken: string;
  /** The Wishlist Company's OAuth2 client and tenant: the Keycloak realm, and `X-TWC-Tenant` (tests/mocks/wishlist). */
  twc: {clientId: string; clientSecret: string; tenant: string};
  /** AB Tasty's two API clients: the worker's (every scope) and the browser's read-only one (tests/mocks/experiments). */
  abtasty: {clientId: string; clientSecret: string; browserClientId: string; browserClientSecret: string};
}

/** The constants the stand-ins accept when no STAND_IN_* variable is set. */
export const DEFAULT_STAND_IN_CREDENTIALS: StandInCredentials = {
  velocityApiKey: 'local-stand-in-velocity-key',
  // Postmark's own test token: the real API validates but never delivers with it.
  postmarkServerToken: 'POSTMARK_API_TEST',
  twc: {clientId: STAND_IN_TWC.clientId, clientSecret: STAND_IN_TWC.clientSecret, tenant: STAND_IN_TWC.tenant},
  abtasty: {
    clientId: STAND_IN_ABTASTY.clientId,
    clientSecret: STAND_IN_ABTASTY.clientSecret,
    browserClientId: STAND_IN_ABTASTY.browserClientId,
    browserClientSecret: STAND_IN_ABTASTY.browserClientSecret,
  },
};

/** The variables, by the credential each replaces. */
export const STAND_IN_CREDENTIAL_VARIABLES = {
  velocityApiKey: 'STAND_IN_VELOCITY_API_KEY',
  postmarkServerToken: 'STAND_IN_POSTMARK_SERVER_TOKEN',
  twcClientId: 'STAND_IN_TWC_CLIENT_ID',
  twcClientSecret: 'STAND_IN_TWC_CLIENT_SECRET',
  twcTenant: 'STAND_IN_TWC_TENANT',
  abtastyClientId: 'STAND_IN_ABTASTY_CLIENT_ID',
  abtastyClientSecret: 'STAND_IN_ABTASTY_CLIENT_SECRET',
  abtastyBrowserClientId: 'STAND_IN_ABTASTY_BROWSER_CLIENT_ID',
  abtastyBrowserClientSecret: 'STAND_IN_ABTASTY_BROWSER_CLIENT_SECRET',
  /** The key the Storefront stand-in's checkout discounts verify signed member details with (MEMBER_SIGNING_KEY). */
  memberSigningKey: 'STAND_IN_MEMBER_SIGNING_KEY',
} as const;

type Source = Readonly<Record<string, string | undefined>>;

function setting(env: Source, name: string, fallback: string): string {
  const value = Object.hasOwn(env, name) ? env[name]?.trim() : undefined;
  return value ? value : fallback;
}

/** The credentials the stand-ins accept, from `env` (the mock shop's process environment by default). */
export function standInCredentials(env: Source = globalThis.process?.env ?? {}): StandInCredentials {
  const names = STAND_IN_CREDENTIAL_VARIABLES;
  const defaults = DEFAULT_STAND_IN_CREDENTIALS;
  return {
    velocityApiKey: setting(env, names.velocityApiKey, defaults.velocityApiKey),
    postmarkServerToken: setting(env, names.postmarkServerToken, defaults.postmarkServerToken),
    twc: {
      clientId: setting(env, names.twcClientId, defaults.twc.clientId),
      clientSecret: setting(env, names.twcClientSecret, defaults.twc.clientSecret),
      tenant: setting(env, names.twcTenant, defaults.twc.tenant),
    },
    abtasty: {
      clientId: setting(env, names.abtastyClientId, defaults.abtasty.clientId),
      clientSecret: setting(env, names.abtastyClientSecret, defaults.abtasty.clientSecret),
      browserClientId: setting(env, names.abtastyBrowserClientId, defaults.abtasty.browserClientId),
      browserClientSecret: setting(env, names.abtastyBrowserClientSecret, defaults.abtasty.browserClientSecret),
    },
  };
}

/**
 * The key the Storefront stand-in's checkout discounts verify member details with: STAND_IN_MEMBER_SIGNING_KEY when
 * set (the canary run gives the worker's MEMBER_SIGNING_KEY a canary and the stand-in the same), else the key the
 * worker falls back to in development (app/config/checkout.ts).
 */
export function standInMemberSigningKey(env: Source = globalThis.process?.env ?? {}): string {
  return setting(env, STAND_IN_CREDENTIAL_VARIABLES.memberSigningKey, STAND_IN_MEMBER_SIGNING_KEY);
}
