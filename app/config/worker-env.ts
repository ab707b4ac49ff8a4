/**
 * Every variable the worker reads: the only ones `npm run preview` (scripts/preview.ts) and `npm run dev`
 * (vite.config.ts) hand it, from `.env*` and the process environment, never the rest of the machine's (HOME, PATH,
 * npm_config_*...). No imports, so vite.config.ts can load it. app/kernel/worker-env.test.ts checks that it names
 * each `env.X` app/kernel/env.ts and server.ts read and each field of Env (env.d.ts), so it cannot drift from the code.
 */
export const WORKER_ENV_NAMES = [
  'APP_ENV',
  'SESSION_SECRET',
  'MOCK_SHOP_ORIGIN',
  'PUBLIC_STORE_ORIGIN',
  'PUBLIC_STORE_DOMAIN',
  'PUBLIC_STOREFRONT_API_TOKEN',
  'PRIVATE_STOREFRONT_API_TOKEN',
  'PUBLIC_STOREFRONT_ID',
  'PUBLIC_CHECKOUT_DOMAIN',
  'PRISMIC_ENDPOINT',
  'PRISMIC_ACCESS_TOKEN',
  'ECOM_BASE_URL',
  'VELOCITY_BASE_URL',
  'VELOCITY_API_KEY',
  'POSTMARK_SERVER_TOKEN',
  'POSTMARK_BASE_URL',
  'MAIL_FROM',
  'CONTACT_ENQUIRIES_EMAIL',
  'SEARCHSPRING_SITE_ID',
  'SEARCHSPRING_BLOG_SITE_ID',
  'SEARCHSPRING_BASE_URL',
  'SEARCHSPRING_BEACON_URL',
  'YOTPO_APP_KEY',
  'YOTPO_BASE_URL',
  'ABTASTY_CLIENT_ID',
  'ABTASTY_CLIENT_SECRET',
  'ABTASTY_ACCOUNT_ID',
  'ABTASTY_API_BASE',
  'ABTASTY_BROWSER_CLIENT_ID',
  'ABTASTY_BROWSER_CLIENT_SECRET',
  'TWC_BASE_URL',
  'TWC_CLIENT_ID',
  'TWC_CLIENT_SECRET',
  'TWC_TENANT',
  'TWC_TOKEN_URL',
  'IMAGE_CDN_HOSTS',
  'BED_BUILDER_IMAGE_BASE_URL',
  'MEMBER_SIGNING_KEY',
] as const satisfies readonly (keyof Env & string)[];

/** Only the variables the worker reads (WORKER_ENV_NAMES) of `source`, the set ones. */
export function pickWorkerEnv(source: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of WORKER_ENV_NAMES) {
    const value = Object.hasOwn(source, name) ? source[name] : undefined;
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}
