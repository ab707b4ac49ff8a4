/**
 * A complete "deployed" environment (APP_ENV production or staging) whose services are all the local
 * stand-ins, named the way a merchant names the real ones. Outside development the worker refuses to run
 * with any service unset (app/kernel/env.ts), so tests of production behaviour, and the secret-canary run,
 * start from this.
 */
import {STAND_IN_MEMBER_SIGNING_KEY} from '~/config/checkout';
import {STAND_IN_ABTASTY} from '~/config/experiments';
import {STAND_IN_YOTPO_APP_KEY} from '~/config/reviews';
import {STAND_IN_SITE_IDS} from '~/config/search';
import {STAND_IN_TWC, twcTokenUrl} from '~/config/wishlist';
import {VELOCITY_STAND_IN_API_KEY} from './loyalty/handlers';

export function deployedEnv(
  origin: string,
  appEnv: 'production' | 'staging' = 'production',
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    APP_ENV: appEnv,
    SESSION_SECRET: 'a-deployed-session-secret-for-tests',
    // The store's public origin: canonical links, JSON-LD, robots.txt and the sitemaps are written on it.
    PUBLIC_STORE_ORIGIN: 'https://www.dreamhaus.example',
    PUBLIC_STORE_DOMAIN: origin,
    PUBLIC_STOREFRONT_API_TOKEN: 'stand-in-public-token',
    PRIVATE_STOREFRONT_API_TOKEN: 'stand-in-private-token',
    PUBLIC_STOREFRONT_ID: '1000012345',
    PUBLIC_CHECKOUT_DOMAIN: 'checkout.dreamhaus.example',
    PRISMIC_ENDPOINT: `${origin}/api/v2`,
    ECOM_BASE_URL: `${origin}/ecom`,
    VELOCITY_BASE_URL: `${origin}/velocity`,
    VELOCITY_API_KEY: VELOCITY_STAND_IN_API_KEY,
    POSTMARK_SERVER_TOKEN: 'POSTMARK_API_TEST',
    POSTMARK_BASE_URL: `${origin}/postmark`,
    MAIL_FROM: 'Dreamhaus <no-reply@dreamhaus.example>',
    CONTACT_ENQUIRIES_EMAIL: 'enquiries@dreamhaus.example',
    SEARCHSPRING_SITE_ID: STAND_IN_SITE_IDS.products,
    SEARCHSPRING_BLOG_SITE_ID: STAND_IN_SITE_IDS.blog,
    SEARCHSPRING_BASE_URL: `${origin}/searchspring`,
    SEARCHSPRING_BEACON_URL: `${origin}/searchspring/beacon`,
    YOTPO_APP_KEY: STAND_IN_YOTPO_APP_KEY,
    YOTPO_BASE_URL: `${origin}/yotpo`,
    ABTASTY_CLIENT_ID: STAND_IN_ABTASTY.clientId,
    ABTASTY_CLIENT_SECRET: STAND_IN_ABTASTY.clientSecret,
    ABTASTY_ACCOUNT_ID: STAND_IN_ABTASTY.accountId,
    ABTASTY_BROWSER_CLIENT_ID: STAND_IN_ABTASTY.browserClientId,
    ABTASTY_BROWSER_CLIENT_SECRET: STAND_IN_ABTASTY.browserClientSecret,
    ABTASTY_API_BASE: `${origin}/abtasty`,
    TWC_BASE_URL: `${origin}/twc`,
    TWC_TOKEN_URL: twcTokenUrl(`${origin}/twc`, STAND_IN_TWC.tenant),
    TWC_CLIENT_ID: STAND_IN_TWC.clientId,
    TWC_CLIENT_SECRET: STAND_IN_TWC.clientSecret,
    TWC_TENANT: STAND_IN_TWC.tenant,
    BED_BUILDER_IMAGE_BASE_URL: `${origin}/bedbuilder-bucket`,
    // The Storefront stand-in's checkout discounts verify with the same key (tests/mocks/credentials.ts).
    MEMBER_SIGNING_KEY: STAND_IN_MEMBER_SIGNING_KEY,
    ...overrides,
  };
}
