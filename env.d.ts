/// <reference types="vite/client" />
/// <reference types="@shopify/remix-oxygen" />
/// <reference types="@shopify/oxygen-workers-types" />

import type {HydrogenSessionData, HydrogenEnv} from '@shopify/hydrogen';
import type {AppLoadContext as AppContext} from '~/worker/context.server';

declare global {
  /** Variables the worker reads. Every service falls back to its local stand-in when its variables are unset. */
  interface Env extends HydrogenEnv {
    /** production | staging | development (default). Outside development every service must be configured (app/kernel/env.ts). */
    APP_ENV?: string;
    /**
     * The store's public origin (https://www.example.com.au, no path): every absolute URL the store writes (canonical
     * links, og:url, JSON-LD, robots.txt, the sitemaps, share links) is made from it, never from the request's Host.
     * Not the Shopify domain (PUBLIC_STORE_DOMAIN). Unset: the request's own origin in development; a deployed store
     * writes no absolute URL (app/kernel/site-origin.ts).
     */
    PUBLIC_STORE_ORIGIN?: string;
    /** Origin of the local stand-ins (default http://127.0.0.1:4100). */
    MOCK_SHOP_ORIGIN?: string;
    PRISMIC_ENDPOINT?: string;
    PRISMIC_ACCESS_TOKEN?: string;
    /** The retailer's delivery and stock service ({ecom_base}). */
    ECOM_BASE_URL?: string;
    /** The loyalty (Velocity) points service and its API key. */
    VELOCITY_BASE_URL?: string;
    VELOCITY_API_KEY?: string;
    /** Postmark, for sharing the bag by e-mail. */
    POSTMARK_SERVER_TOKEN?: string;
    POSTMARK_BASE_URL?: string;
    MAIL_FROM?: string;
    /** Where the contact-us form's messages are sent (default enquiries@{brand slug}.example, the stand-in's outbox). */
    CONTACT_ENQUIRIES_EMAIL?: string;
    /** Searchspring: the product site, the blog site (default: the product site), and optional hosts. */
    SEARCHSPRING_SITE_ID?: string;
    SEARCHSPRING_BLOG_SITE_ID?: string;
    /** Default https://{siteId}.a.searchspring.io ({siteId} is replaced). */
    SEARCHSPRING_BASE_URL?: string;
    SEARCHSPRING_BEACON_URL?: string;
    /** Yotpo (product reviews): the store's public app key (switches from the stand-in) and the API origin (default https://api-cdn.yotpo.com). */
    YOTPO_APP_KEY?: string;
    YOTPO_BASE_URL?: string;
    /** AB Tasty (experiments): the API client (its id switches from the stand-in), the account, and the API origin (default https://api.abtasty.com). */
    ABTASTY_CLIENT_ID?: string;
    ABTASTY_CLIENT_SECRET?: string;
    ABTASTY_ACCOUNT_ID?: string;
    ABTASTY_API_BASE?: string;
    /** A second, read-only AB Tasty client whose tokens the browser gets (POST /api/abtasty/token). */
    ABTASTY_BROWSER_CLIENT_ID?: string;
    ABTASTY_BROWSER_CLIENT_SECRET?: string;
    /** The Wishlist Company: its API origin (https://api.au-aws.thewishlist.io; switches from the stand-in), the OAuth2 client, the tenant. */
    TWC_BASE_URL?: string;
    TWC_CLIENT_ID?: string;
    TWC_CLIENT_SECRET?: string;
    TWC_TENANT?: string;
    /** Default https://auth.au-aws.thewishlist.io/auth/realms/{TWC_TENANT}/protocol/openid-connect/token. */
    TWC_TOKEN_URL?: string;
    /** Hosts the server may fetch images from (/api/base64-conversion), comma-separated, exact (host or host:port). */
    IMAGE_CDN_HOSTS?: string;
    /** The bed builder's image bucket (options/base, options/headboard, options/others); default: the image stand-in. */
    BED_BUILDER_IMAGE_BASE_URL?: string;
    /**
     * The key that signs member, auto club and Velocity details on a bag; the checkout discounts carry the same
     * (npm run shopify:setup -- --discounts). A long random string: `openssl rand -base64 48`.
     */
    MEMBER_SIGNING_KEY?: string;
  }
}

declare module '@shopify/remix-oxygen' {
  // Augmentations: these interfaces take their members from ours.
  /* eslint-disable @typescript-eslint/no-empty-object-type */
  interface AppLoadContext extends AppContext {}
  interface SessionData extends HydrogenSessionData {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}
