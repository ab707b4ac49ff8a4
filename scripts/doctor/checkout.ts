/**
 * Checkout rules: with the Admin API token of the app in shopify.app.toml, the store has the app's three Shopify
 * Functions deployed, and for the campaigns in content every discount and the validation that
 * `npm run shopify:setup -- --discounts` makes (app/domain/checkout-plans.ts): there, equal to the plan (dates,
 * classes, combinations, both metafields), active where the plan runs now, none left running that no campaign
 * names, and carrying the worker's signing key (MEMBER_SIGNING_KEY; compared, never printed). The store is read
 * with the setup's own queries and compared with its own function (../shopify-discounts.ts).
 *
 * Without SHOPIFY_ADMIN_API_TOKEN nothing is checked ('–'), except with APP_ENV=production, where unchecked
 * discounts are a ✗: checkout would charge whatever the store has.
 */
import {STAND_IN_MEMBER_SIGNING_KEY} from '../../app/config/checkout';
import {checkoutRulePlans, storefrontPlanSettings} from '../../app/domain/checkout-plans';
import {
  compareCheckoutRules,
  DEPLOY_COMMAND,
  DISCOUNTS_API_VERSION,
  readCheckoutRules,
  readContentCampaigns,
  runsAt,
  SETUP_DISCOUNTS_COMMAND,
} from '../shopify-discounts';
import type {AdminRequest} from '../shopify-setup';
import type {DoctorConfig} from './env';
import {jsonPost, place, request, unreachableFix, type Http} from './http';
import {rowFor, type Row} from './report';

export const CHECKOUT_RULES_SERVICE = 'Checkout rules';

/** Why the row stopped at an Admin API answer: which step failed, and the fix. */
class AdminStop extends Error {
  constructor(
    readonly step: 'unreachable' | 'refused' | 'notSetUp',
    readonly fix: string,
  ) {
    super(fix);
  }
}

export function adminUrl(storeDomain: string): string {
  const domain = /^https?:\/\//.test(storeDomain) ? storeDomain : `https://${storeDomain}`;
  return `${domain.replace(/\/+$/, '')}/admin/api/${DISCOUNTS_API_VERSION}/graphql.json`;
}

type GraphqlErrors = string | {message?: string; extensions?: {code?: string}}[] | undefined;

const errorText = (errors: GraphqlErrors) =>
  typeof errors === 'string' ? errors : (errors ?? []).map((error) => error.message).join('; ');

/** The setup's AdminRequest over the doctor's HTTP: every failure an AdminStop saying what to fix. */
function adminRequest(http: Http, url: string, token: string, standIn: boolean): AdminRequest {
  return async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const reply = await request(http, url, jsonPost({query, variables}, {'X-Shopify-Access-Token': token}));
    const down = unreachableFix(reply, {url, setting: 'PUBLIC_STORE_DOMAIN', standIn});
    if (down) throw new AdminStop('unreachable', down);
    if (reply.kind !== 'reply') throw new AdminStop('unreachable', `No answer from ${place(url)}`);
    const body = reply.body as {data?: T; errors?: GraphqlErrors} | undefined;
    if (reply.status === 401) {
      throw new AdminStop(
        'refused',
        "SHOPIFY_ADMIN_API_TOKEN was refused (401): use an Admin API token of the app in shopify.app.toml, the one that deployed the functions (shopify/README.md § 1)",
      );
    }
    if (reply.status === 404) {
      throw new AdminStop('unreachable', `No Admin API at ${place(url)} (404): set PUBLIC_STORE_DOMAIN to the shop's myshopify.com domain`);
    }
    const denied =
      reply.status === 403 ||
      (Array.isArray(body?.errors) && body.errors.some((error) => error.extensions?.code === 'ACCESS_DENIED'));
    if (denied) {
      throw new AdminStop(
        'refused',
        `The Admin API token may not read the checkout rules (${errorText(body?.errors) || reply.status}): give the app the write_discounts and write_validations scopes (shopify/README.md § 1)`,
      );
    }
    if (reply.status !== 200 || !body?.data) {
      throw new AdminStop('notSetUp', `${place(url)} answered HTTP ${reply.status}${body?.errors ? `: ${errorText(body.errors)}` : ''}`);
    }
    return body.data;
  };
}

/** The doctor's fetch with its time limit, for the content client. */
const timedFetch =
  (http: Http): typeof fetch =>
  (input, init) => {
    const timeout = AbortSignal.timeout(http.timeoutMs);
    return http.fetch(input, {...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout});
  };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Up to three names, then how many more. */
function names(titles: readonly string[]): string {
  return titles.length <= 3 ? titles.join(', ') : `${titles.slice(0, 3).join(', ')} and ${titles.length - 3} more`;
}

export async function checkCheckoutRules({
  http,
  doctor,
  env,
  nowMs = Date.now(),
}: {
  http: Http;
  doctor: DoctorConfig;
  /** The doctor's variables: SHOPIFY_ADMIN_API_TOKEN and MEMBER_SIGNING_KEY are read here. */
  env: Readonly<Record<string, unknown>>;
  nowMs?: number;
}): Promise<Row> {
  const {config, environment} = doctor;
  const row = rowFor(CHECKOUT_RULES_SERVICE, config.storefront.usesStandIn ? 'stand-in' : 'configured');
  const token = text(env.SHOPIFY_ADMIN_API_TOKEN);
  if (!token) {
    if (environment === 'production') {
      return row.notConfigured('set SHOPIFY_ADMIN_API_TOKEN to check the checkout discounts, or run with it');
    }
    return {...row.passed('not checked: SHOPIFY_ADMIN_API_TOKEN unset'), reachable: 'skip', credentials: 'skip', setup: 'skip'};
  }
  if (environment !== 'development') {
    const standIns = [
      ...(config.storefront.usesStandIn ? ['PUBLIC_STORE_DOMAIN'] : []),
      ...(config.prismic.usesStandIn ? ['PRISMIC_ENDPOINT'] : []),
    ];
    if (standIns.length > 0) return row.notConfigured(`APP_ENV=${environment} refuses the stand-in: set ${standIns.join(', ')}`);
  }
  const signingKey = text(env.MEMBER_SIGNING_KEY) || (environment === 'development' ? STAND_IN_MEMBER_SIGNING_KEY : '');
  if (!signingKey) {
    return row.notConfigured(`set MEMBER_SIGNING_KEY (required with APP_ENV=${environment}): the worker signs member details with it, the member discounts verify them`);
  }

  const admin = adminRequest(http, adminUrl(config.storefront.storeDomain), token, config.storefront.usesStandIn);
  let store;
  try {
    store = await readCheckoutRules(admin);
  } catch (error) {
    if (!(error instanceof AdminStop)) throw error;
    if (error.step === 'unreachable') return row.unreachable(error.fix);
    if (error.step === 'refused') return row.refused(error.fix);
    return row.notSetUp(error.fix);
  }
  if (store.missingFunctions.length > 0) {
    return row.notSetUp(
      `The app's Shopify Functions are not on the store (${store.missingFunctions.join(', ')} missing): ${DEPLOY_COMMAND}, then ${SETUP_DISCOUNTS_COMMAND}`,
    );
  }

  let campaigns;
  try {
    ({campaigns} = await readContentCampaigns({
      endpoint: config.prismic.endpoint,
      accessToken: config.prismic.accessToken,
      fetch: timedFetch(http),
    }));
  } catch (error) {
    return row.notSetUp(`The campaigns to compare with could not be read (${error instanceof Error ? error.message : String(error)}): see the Prismic row`);
  }
  const plans = checkoutRulePlans(campaigns, storefrontPlanSettings(signingKey, nowMs));
  const comparison = compareCheckoutRules(plans, store, nowMs);

  const problems: string[] = [];
  const missing = comparison.discounts.filter((check) => !check.existing).map((check) => check.plan.title);
  if (missing.length > 0) problems.push(`${missing.length} discount${missing.length === 1 ? '' : 's'} missing (${names(missing)})`);
  if (comparison.validations.some((check) => !check.existing)) problems.push('the validation missing');
  for (const check of [...comparison.discounts, ...comparison.validations]) {
    const differences = check.differences.filter((difference) => difference !== 'signing key');
    if (check.existing && differences.length > 0) problems.push(`${check.plan.title} differs (${differences.join(', ')})`);
  }
  if (comparison.orphans.length > 0) {
    const titles = comparison.orphans.map((orphan) => orphan.title);
    problems.push(`running though no campaign names ${titles.length === 1 ? 'it' : 'them'}: ${names(titles)}`);
  }
  if (comparison.inactive.length > 0) problems.push(`not active: ${names(comparison.inactive)}`);
  if (comparison.signingKey === 'differs') problems.push('signing key differs');
  if (problems.length > 0) return row.notSetUp(`${problems.join('; ')}: ${SETUP_DISCOUNTS_COMMAND}`);

  const active = comparison.discounts.filter(({plan}) => runsAt(plan, nowMs)).length;
  const count = comparison.discounts.length;
  return row.passed(
    `3 functions deployed; ${count} discount${count === 1 ? '' : 's'} (${active} running now, all active) and the validation match the campaigns; signing key current`,
  );
}
