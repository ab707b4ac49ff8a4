/**
 * Every check, in the table's order. Outside development a service still on its stand-in, or missing a variable
 * production requires, is ✗ before any request (resolveConfig would refuse to start the worker).
 */
import {checkCheckoutRules, CHECKOUT_RULES_SERVICE} from './checkout';
import {doctorConfig, requiredFor, type DoctorConfig, type RequirementGroup} from './env';
import type {Http} from './http';
import {prismicCustomTypes, shopifyCollections, shopifyMetafields} from './models';
import {rowFor, type Row} from './report';
import {checkSearch, SEARCH_SERVICE} from './search';
import {
  BED_BUILDER_SERVICE,
  checkBedBuilder,
  checkDelivery,
  checkExperiments,
  checkLoyalty,
  checkMail,
  checkPrismic,
  checkReviews,
  checkWishlist,
  DELIVERY_SERVICE,
  EXPERIMENTS_SERVICE,
  LOYALTY_SERVICE,
  MAIL_SERVICE,
  PRISMIC_SERVICE,
  REVIEWS_SERVICE,
  WISHLIST_SERVICE,
} from './services';
import {checkShopify, SHOPIFY_SERVICE} from './shopify';

export const DEFAULT_TIMEOUT_MS = 5000;

/** Why each of EXPECTED_OUTSIDE_DEVELOPMENT must be set, on the environment row. */
const EXPECTED_BECAUSE: Record<string, string> = {
  PUBLIC_STORE_ORIGIN: 'the public https origin: without it no canonical links, JSON-LD urls or sitemaps',
};
export const ENVIRONMENT_ROW = 'Environment';

export interface DoctorOptions {
  env: Readonly<Record<string, unknown>>;
  /** The repository: where customtypes/ and shopify/definitions.json are read from. */
  root: string;
  fetch?: typeof fetch;
  /** Each request's limit. */
  timeoutMs?: number;
}

interface Service {
  name: string;
  /** The variables it needs outside development; none: the check says itself what it needs. */
  group: RequirementGroup | null;
  usesStandIn: (config: DoctorConfig['config']) => boolean;
  check: (http: Http, doctor: DoctorConfig, root: string, env: DoctorOptions['env']) => Promise<Row>;
}

export const SERVICES: readonly Service[] = [
  {
    name: SHOPIFY_SERVICE,
    group: 'Shopify Storefront API',
    usesStandIn: (config) => config.storefront.usesStandIn,
    check: (http, {config, environment}, root) =>
      checkShopify({
        http,
        storefront: config.storefront,
        environment,
        metafields: shopifyMetafields(root),
        collections: shopifyCollections(root),
      }),
  },
  {
    name: CHECKOUT_RULES_SERVICE,
    group: null,
    // The store's Admin API: the stand-in's when the Storefront API is.
    usesStandIn: (config) => config.storefront.usesStandIn,
    check: (http, doctor, _root, env) => checkCheckoutRules({http, doctor, env}),
  },
  {
    name: PRISMIC_SERVICE,
    group: 'Prismic',
    usesStandIn: (config) => config.prismic.usesStandIn,
    check: (http, {config}, root) => checkPrismic(http, config.prismic, prismicCustomTypes(root)),
  },
  {
    name: DELIVERY_SERVICE,
    group: 'delivery and stock',
    usesStandIn: (config) => config.delivery.usesStandIn,
    check: (http, {config}) => checkDelivery(http, config.delivery),
  },
  {
    name: LOYALTY_SERVICE,
    group: 'loyalty points',
    usesStandIn: (config) => config.loyalty.usesStandIn,
    check: (http, {config}) => checkLoyalty(http, config.loyalty),
  },
  {
    name: MAIL_SERVICE,
    group: 'mail',
    usesStandIn: (config) => config.mail.usesStandIn,
    check: (http, {config}) => checkMail(http, config.mail),
  },
  {
    name: SEARCH_SERVICE,
    group: 'Searchspring',
    usesStandIn: (config) => config.search.usesStandIn,
    check: (http, {config}) =>
      checkSearch({http, search: config.search, storefront: config.storefront, prismic: config.prismic}),
  },
  {
    name: REVIEWS_SERVICE,
    group: 'Yotpo',
    usesStandIn: (config) => config.reviews.usesStandIn,
    check: (http, {config}) => checkReviews(http, config.reviews),
  },
  {
    name: EXPERIMENTS_SERVICE,
    group: 'AB Tasty',
    usesStandIn: (config) => config.experiments.usesStandIn,
    check: (http, {config}) => checkExperiments(http, config.experiments),
  },
  {
    name: WISHLIST_SERVICE,
    group: 'The Wishlist Company',
    usesStandIn: (config) => config.wishlist.usesStandIn,
    check: (http, {config}) => checkWishlist(http, config.wishlist),
  },
  {
    name: BED_BUILDER_SERVICE,
    group: 'bed builder images',
    usesStandIn: (config) => config.bedBuilder.usesStandIn,
    check: (http, {config}) => checkBedBuilder(http, config.bedBuilder),
  },
];

/** APP_ENV, malformed values, the session secret and the store's origin: what is wrong before any service is asked. */
export function environmentRow({environment, missing, unsetExpected, invalid}: DoctorConfig): Row {
  const row = rowFor(ENVIRONMENT_ROW, environment);
  const problems = [
    ...invalid.map(({name, rule}) => `${name} ${rule}`),
    ...requiredFor('sessions')
      .filter((name) => missing.includes(name))
      .map((name) => `set ${name} (required with APP_ENV=${environment})`),
    ...unsetExpected.map((name) => `set ${name} (${EXPECTED_BECAUSE[name] ?? `expected with APP_ENV=${environment}`})`),
  ];
  if (problems.length > 0) return row.notConfigured(problems.join('; '));
  return {...row.passed(), reachable: 'skip', credentials: 'skip'};
}

/** Whether any service would be asked at its stand-in (so the mock shop must be running). */
export function needsStandIns(doctor: DoctorConfig): boolean {
  return doctor.environment === 'development' && SERVICES.some((service) => service.usesStandIn(doctor.config));
}

export async function runDoctor(options: DoctorOptions & {doctor?: DoctorConfig}): Promise<Row[]> {
  const doctor = options.doctor ?? doctorConfig(options.env);
  const http: Http = {fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS};
  const rows = await Promise.all(
    SERVICES.map(async (service): Promise<Row> => {
      const standIn = service.usesStandIn(doctor.config);
      const row = rowFor(service.name, standIn ? 'stand-in' : 'configured');
      if (doctor.environment !== 'development' && service.group) {
        const group = requiredFor(service.group);
        if (standIn) {
          return row.notConfigured(
            `APP_ENV=${doctor.environment} refuses the stand-in: set ${group.filter((name) => doctor.missing.includes(name)).join(', ') || group.join(', ')}`,
          );
        }
        const missing = group.filter((name) => doctor.missing.includes(name));
        if (missing.length > 0) return row.notConfigured(`Set ${missing.join(', ')} (required with APP_ENV=${doctor.environment})`);
      }
      // A model file it cannot read, or a bug of its own, is this row's failure, not the whole doctor's.
      return service.check(http, doctor, options.root, options.env).catch((error: unknown) =>
        row.notConfigured(`The check itself failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }),
  );
  return [environmentRow(doctor), ...rows];
}
