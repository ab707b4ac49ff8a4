/**
 * The secret-canary run's server (playwright.config.ts, project `canary`; tests/e2e/secret-canary.spec.ts): the
 * production build in MiniOxygen (scripts/preview.ts) on its own port, with its own mock shop and data dir, as a
 * deployed store (APP_ENV=production, every service configured: tests/mocks/deployed-env.ts) whose every secret
 * (SECRET_ENV_NAMES) is a unique canary string. The stand-ins are told the same canaries (STAND_IN_*,
 * tests/mocks/credentials.ts), so every service still answers and every page is what a shopper would get.
 */
import {randomBytes} from 'node:crypto';
import {SECRET_ENV_NAMES} from '../../app/kernel/env';
import {twcTokenUrl} from '../../app/config/wishlist';
import {STAND_IN_CREDENTIAL_VARIABLES} from '../mocks/credentials';
import {deployedEnv} from '../mocks/deployed-env';

export const CANARY_PORT = Number(process.env.E2E_CANARY_PORT ?? 3101);
export const CANARY_MOCK_SHOP_PORT = Number(process.env.E2E_CANARY_MOCK_SHOP_PORT ?? 4198);
export const CANARY_ORIGIN = `http://127.0.0.1:${CANARY_PORT}`;
export const CANARY_MOCK_SHOP_ORIGIN = `http://127.0.0.1:${CANARY_MOCK_SHOP_PORT}`;
export const CANARY_DATA_DIR = '.mock-shop/canary';

export type SecretName = (typeof SECRET_ENV_NAMES)[number];

/**
 * One random part per run. The Playwright runner reads the config first and starts the server; its workers
 * (which run the test file) inherit its environment, so both see the same value.
 */
function runId(): string {
  process.env.SECRET_CANARY_RUN ??= randomBytes(6).toString('hex');
  return process.env.SECRET_CANARY_RUN;
}

/** Each secret's value in the canary run: `canary-{NAME}-{run}`, unique and found by a plain text search. */
export function canarySecrets(): Record<SecretName, string> {
  const id = runId();
  return Object.fromEntries(SECRET_ENV_NAMES.map((name) => [name, `canary-${name}-${id}`])) as Record<SecretName, string>;
}

/** The web server's environment: the worker's variables, the mock shop's port, data dir and STAND_IN_* credentials. */
export function canaryServerEnv(): Record<string, string> {
  const secrets = canarySecrets();
  const twc = `${CANARY_MOCK_SHOP_ORIGIN}/twc`;
  const names = STAND_IN_CREDENTIAL_VARIABLES;
  return {
    // The worker (scripts/preview.ts passes it only the names of WORKER_ENV_NAMES).
    ...deployedEnv(CANARY_MOCK_SHOP_ORIGIN, 'production', {...secrets, TWC_TOKEN_URL: twcTokenUrl(twc, secrets.TWC_TENANT)}),
    MOCK_SHOP_ORIGIN: CANARY_MOCK_SHOP_ORIGIN,
    // The preview and its mock shop.
    PORT: String(CANARY_PORT),
    MOCK_SHOP_PORT: String(CANARY_MOCK_SHOP_PORT),
    MOCK_SHOP_DATA_DIR: CANARY_DATA_DIR,
    [names.velocityApiKey]: secrets.VELOCITY_API_KEY,
    [names.postmarkServerToken]: secrets.POSTMARK_SERVER_TOKEN,
    [names.twcClientId]: secrets.TWC_CLIENT_ID,
    [names.twcClientSecret]: secrets.TWC_CLIENT_SECRET,
    [names.twcTenant]: secrets.TWC_TENANT,
    [names.abtastyClientId]: secrets.ABTASTY_CLIENT_ID,
    [names.abtastyClientSecret]: secrets.ABTASTY_CLIENT_SECRET,
    // The browser client's id is no secret (the worker hands its token out), but it must be the stand-in's second client.
    [names.abtastyBrowserClientId]: deployedEnv(CANARY_MOCK_SHOP_ORIGIN).ABTASTY_BROWSER_CLIENT_ID,
    [names.abtastyBrowserClientSecret]: secrets.ABTASTY_BROWSER_CLIENT_SECRET,
    [names.memberSigningKey]: secrets.MEMBER_SIGNING_KEY,
  };
}
