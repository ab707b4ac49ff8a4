/**
 * `npm run shopify:setup -- --discounts`: the automatic discounts and the validation that make checkout charge what
 * the bag shows (app/domain/checkout-plans.ts), made on the store from the campaigns in content.
 *
 * It reads the campaign settings from Prismic and parses them as the storefront does (app/domain/campaign-parsing.ts),
 * works out the plans with the signing key, then reads the store: the app's Shopify Functions (`shopifyFunctions`:
 * all three must be deployed, `npx shopify app deploy`), its automatic discounts (`discountNodes`, those tagged
 * CHECKOUT_RULES_TAG, with their two `$app:{function}` metafields) and its validations (`validations`). Then it makes
 * the store match, idempotently: creates what is missing (`discountAutomaticAppCreate`, `validationCreate`), updates
 * what differs in dates, classes, combinations or metafields (`discountAutomaticAppUpdate`, `validationUpdate`),
 * leaves the rest alone, and ends (endsAt = now) a discount it made that no plan names any more (a campaign taken
 * out of content). A second run changes nothing. The signing key is never printed.
 *
 * The doctor's "Checkout rules" row reads the store with the same queries and compares with the same function.
 * Both speak the Admin API version of the vendored schema (shopify/schemas), which has `functionHandle`.
 */
import * as prismic from '@prismicio/client';
import {BRAND} from '../app/config/brand';
import {CHECKOUT_RULES_TAG} from '../app/config/checkout';
import {parseCampaigns} from '../app/domain/campaign-parsing';
import type {Campaign, RawCampaign} from '../app/domain/campaigns';
import {
  FUNCTION_CONFIGURATION_KEY,
  INPUT_VARIABLES_KEY,
  functionNamespace,
  type CheckoutFunctionHandle,
  type CheckoutRulePlan,
  type DiscountPlan,
  type ValidationPlan,
} from '../app/domain/checkout-plans';
import {CAMPAIGN_SETTINGS_UID} from '../app/services/prismic/campaigns.server';
import type {CampaignSettingsDocument} from '../app/services/prismic/document-types';
import {SHOPIFY_SCHEMA_API_VERSION} from '../shopify/schemas/load';
import type {AdminRequest} from './shopify-setup';

/** The Admin API version --discounts and the doctor speak: the vendored schema's, which the functions target too. */
export const DISCOUNTS_API_VERSION = SHOPIFY_SCHEMA_API_VERSION;
export const SETUP_DISCOUNTS_COMMAND = 'npm run shopify:setup -- --discounts';
export const DEPLOY_COMMAND = 'npx shopify app deploy';

/** The app's functions that run as automatic discounts, and as a validation. */
export const DISCOUNT_FUNCTIONS: readonly CheckoutFunctionHandle[] = ['campaign-prices', 'member-delivery'];
export const VALIDATION_FUNCTIONS: readonly CheckoutFunctionHandle[] = ['bag-rules'];
export const CHECKOUT_FUNCTIONS: readonly CheckoutFunctionHandle[] = [...DISCOUNT_FUNCTIONS, ...VALIDATION_FUNCTIONS];

/* ----------------------------------------------------------------- content */

/** The repository a Prismic-hosted endpoint names; the brand's slug for any other host (a stand-in). */
function repositoryOf(endpoint: string): string {
  const {hostname} = new URL(endpoint);
  return hostname.endsWith('.prismic.io') ? hostname.split('.')[0] : BRAND.slug;
}

/**
 * The campaigns of the content's campaign settings, parsed as the storefront parses them: the usable ones, and a
 * sentence for each one it ignores or repairs. A repository without the document is an error, never "no campaigns"
 * (which would end every campaign's discount).
 */
export async function readContentCampaigns({
  endpoint,
  accessToken,
  fetch: fetchFn = fetch,
}: {
  endpoint: string;
  accessToken?: string;
  fetch?: typeof fetch;
}): Promise<{campaigns: Campaign[]; problems: string[]}> {
  const client = prismic.createClient(repositoryOf(endpoint), {
    documentAPIEndpoint: endpoint,
    accessToken: accessToken || undefined,
    fetch: fetchFn,
  });
  let document: CampaignSettingsDocument;
  try {
    document = await client.getByUID<CampaignSettingsDocument>('campaign_settings', CAMPAIGN_SETTINGS_UID);
  } catch (error) {
    const why = error instanceof prismic.NotFoundError ? 'not found' : error instanceof Error ? error.message : String(error);
    throw new Error(`Could not read campaign_settings/${CAMPAIGN_SETTINGS_UID} from ${endpoint}: ${why}`);
  }
  const raws = document.data.campaigns;
  const {value, problems} = parseCampaigns(Array.isArray(raws) ? (raws as RawCampaign[]) : []);
  return {campaigns: value, problems};
}

/* ----------------------------------------------------------- the store */

const alias = (handle: string, key: 'Configuration' | 'Variables') =>
  `${handle.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}${key}`;

/** `metafield` selections for each function's two metafields, aliased per function. */
function metafieldSelections(handles: readonly CheckoutFunctionHandle[]): string {
  return handles
    .flatMap((handle) => [
      `${alias(handle, 'Configuration')}: metafield(namespace: "${functionNamespace(handle)}", key: "${FUNCTION_CONFIGURATION_KEY}") {\n        value\n      }`,
      `${alias(handle, 'Variables')}: metafield(namespace: "${functionNamespace(handle)}", key: "${INPUT_VARIABLES_KEY}") {\n        value\n      }`,
    ])
    .join('\n      ');
}

export const FUNCTIONS_QUERY = `#graphql
  query CheckoutRulesFunctions($after: String) {
    shopifyFunctions(first: 50, after: $after) {
      nodes {
        id
        handle
        apiType
        title
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/**
 * Every discount, 50 a page (each with six metafields stays well under the query cost limit). No search `query`:
 * Shopify's discount search is indexed after the write, so a second run just after the first could miss a new one
 * and make it twice.
 */
export const DISCOUNTS_QUERY = `#graphql
  query CheckoutRulesDiscounts($after: String) {
    discountNodes(first: 50, after: $after) {
      nodes {
        id
        discount {
          __typename
          ... on DiscountAutomaticApp {
            title
            status
            startsAt
            endsAt
            discountClasses
            tags
            combinesWith {
              productDiscounts
              orderDiscounts
              shippingDiscounts
            }
            appDiscountType {
              functionId
            }
          }
        }
      ${metafieldSelections(DISCOUNT_FUNCTIONS)}
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

export const VALIDATIONS_QUERY = `#graphql
  query CheckoutRulesValidations($after: String) {
    validations(first: 25, after: $after) {
      nodes {
        id
        title
        enabled
        blockOnFailure
        shopifyFunction {
          id
          handle
        }
      ${metafieldSelections(VALIDATION_FUNCTIONS)}
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const USER_ERRORS = `userErrors {
        field
        message
        code
      }`;

export const DISCOUNT_CREATE = `#graphql
  mutation CheckoutRulesDiscountCreate($automaticAppDiscount: DiscountAutomaticAppInput!) {
    discountAutomaticAppCreate(automaticAppDiscount: $automaticAppDiscount) {
      automaticAppDiscount {
        discountId
        status
      }
      ${USER_ERRORS}
    }
  }
`;

export const DISCOUNT_UPDATE = `#graphql
  mutation CheckoutRulesDiscountUpdate($id: ID!, $automaticAppDiscount: DiscountAutomaticAppInput!) {
    discountAutomaticAppUpdate(id: $id, automaticAppDiscount: $automaticAppDiscount) {
      automaticAppDiscount {
        discountId
        status
      }
      ${USER_ERRORS}
    }
  }
`;

export const VALIDATION_CREATE = `#graphql
  mutation CheckoutRulesValidationCreate($validation: ValidationCreateInput!) {
    validationCreate(validation: $validation) {
      validation {
        id
        enabled
      }
      ${USER_ERRORS}
    }
  }
`;

export const VALIDATION_UPDATE = `#graphql
  mutation CheckoutRulesValidationUpdate($id: ID!, $validation: ValidationUpdateInput!) {
    validationUpdate(id: $id, validation: $validation) {
      validation {
        id
        enabled
      }
      ${USER_ERRORS}
    }
  }
`;

/** Every operation --discounts and the doctor's row send (the schema test validates each). */
export const CHECKOUT_RULES_OPERATIONS = [
  FUNCTIONS_QUERY,
  DISCOUNTS_QUERY,
  VALIDATIONS_QUERY,
  DISCOUNT_CREATE,
  DISCOUNT_UPDATE,
  VALIDATION_CREATE,
  VALIDATION_UPDATE,
] as const;

export interface CombinesWith {
  productDiscounts: boolean;
  orderDiscounts: boolean;
  shippingDiscounts: boolean;
}

export type DiscountStatus = 'ACTIVE' | 'SCHEDULED' | 'EXPIRED';

/** One of the app's automatic discounts that setup made (tagged CHECKOUT_RULES_TAG). */
export interface StoreDiscount {
  id: string;
  title: string;
  functionHandle: CheckoutFunctionHandle;
  status: DiscountStatus;
  startsAt: string;
  endsAt: string | null;
  discountClasses: string[];
  combinesWith: CombinesWith;
  tags: string[];
  /** The metafields' JSON; undefined when absent or not JSON. */
  configuration: unknown;
  variables: unknown;
}

/** A validation running one of the app's functions. */
export interface StoreValidation {
  id: string;
  title: string;
  functionHandle: CheckoutFunctionHandle;
  enabled: boolean;
  blockOnFailure: boolean;
  configuration: unknown;
  variables: unknown;
}

export interface CheckoutRulesOnStore {
  /** The app's functions this store has, by handle (their ids). */
  functions: Map<string, string>;
  /** The three functions' handles the store lacks: the app is not deployed. */
  missingFunctions: CheckoutFunctionHandle[];
  discounts: StoreDiscount[];
  validations: StoreValidation[];
}

type Page<T> = {nodes: T[]; pageInfo: {hasNextPage: boolean; endCursor: string | null}};
type MetafieldValue = {value: string} | null;

async function allPages<T>(request: AdminRequest, query: string, field: string): Promise<T[]> {
  const nodes: T[] = [];
  let after: string | null = null;
  do {
    const data: Record<string, Page<T>> = await request<Record<string, Page<T>>>(query, {after});
    const page = data[field];
    nodes.push(...page.nodes);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return nodes;
}

function json(metafield: MetafieldValue | undefined): unknown {
  if (!metafield) return undefined;
  try {
    return JSON.parse(metafield.value) as unknown;
  } catch {
    return undefined;
  }
}

interface WireDiscountNode {
  id: string;
  discount: {
    __typename: string;
    title?: string;
    status?: DiscountStatus;
    startsAt?: string;
    endsAt?: string | null;
    discountClasses?: string[];
    tags?: string[];
    combinesWith?: CombinesWith;
    appDiscountType?: {functionId: string};
  };
  [aliasName: string]: unknown;
}

interface WireValidation {
  id: string;
  title: string;
  enabled: boolean;
  blockOnFailure: boolean;
  shopifyFunction: {id: string; handle: string};
  [aliasName: string]: unknown;
}

/**
 * What the store has of the checkout rules: the functions, then (when all three are there) the discounts setup made
 * and the validations running the app's functions.
 */
export async function readCheckoutRules(request: AdminRequest): Promise<CheckoutRulesOnStore> {
  const deployed = await allPages<{id: string; handle: string}>(request, FUNCTIONS_QUERY, 'shopifyFunctions');
  const functions = new Map(deployed.map((fn) => [fn.handle, fn.id]));
  const missingFunctions = CHECKOUT_FUNCTIONS.filter((handle) => !functions.has(handle));
  if (missingFunctions.length > 0) return {functions, missingFunctions, discounts: [], validations: []};
  const handleById = new Map(deployed.map((fn) => [fn.id, fn.handle as CheckoutFunctionHandle]));

  const discounts = (await allPages<WireDiscountNode>(request, DISCOUNTS_QUERY, 'discountNodes')).flatMap((node): StoreDiscount[] => {
    const discount = node.discount;
    const functionHandle = handleById.get(discount.appDiscountType?.functionId ?? '');
    if (discount.__typename !== 'DiscountAutomaticApp' || !functionHandle || !DISCOUNT_FUNCTIONS.includes(functionHandle)) return [];
    if (!(discount.tags ?? []).includes(CHECKOUT_RULES_TAG)) return [];
    return [
      {
        id: node.id,
        title: discount.title ?? '',
        functionHandle,
        status: discount.status ?? 'ACTIVE',
        startsAt: discount.startsAt ?? '',
        endsAt: discount.endsAt ?? null,
        discountClasses: discount.discountClasses ?? [],
        combinesWith: discount.combinesWith ?? {productDiscounts: false, orderDiscounts: false, shippingDiscounts: false},
        tags: discount.tags ?? [],
        configuration: json(node[alias(functionHandle, 'Configuration')] as MetafieldValue),
        variables: json(node[alias(functionHandle, 'Variables')] as MetafieldValue),
      },
    ];
  });

  const validations = (await allPages<WireValidation>(request, VALIDATIONS_QUERY, 'validations')).flatMap((node): StoreValidation[] => {
    const functionHandle = handleById.get(node.shopifyFunction.id);
    if (!functionHandle || !VALIDATION_FUNCTIONS.includes(functionHandle)) return [];
    return [
      {
        id: node.id,
        title: node.title,
        functionHandle,
        enabled: node.enabled,
        blockOnFailure: node.blockOnFailure,
        configuration: json(node[alias(functionHandle, 'Configuration')] as MetafieldValue),
        variables: json(node[alias(functionHandle, 'Variables')] as MetafieldValue),
      },
    ];
  });
  return {functions, missingFunctions, discounts, validations};
}

/* ------------------------------------------------------------ comparing */

/** What may differ between a plan and what the store has. */
export type Difference =
  | 'dates'
  | 'classes'
  | 'combinations'
  | 'configuration'
  | 'signing key'
  | 'variables'
  | 'title'
  | 'disabled'
  | 'block on failure';

export interface PlanCheck<Plan, OnStore> {
  plan: Plan;
  /** Null: not on the store. */
  existing: OnStore | null;
  differences: Difference[];
}

export interface CheckoutRulesComparison {
  discounts: PlanCheck<DiscountPlan, StoreDiscount>[];
  validations: PlanCheck<ValidationPlan, StoreValidation>[];
  /** Discounts setup made that no plan names and that run or will run: to end. */
  orphans: StoreDiscount[];
  /** Plans running now whose discount is there but not ACTIVE. */
  inactive: string[];
  /** Whether what the store carries has the plans' signing key ('none': nothing there carries one). */
  signingKey: 'current' | 'differs' | 'none';
}

/** JSON with its keys sorted, so two equal values compare equal whatever their order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Shopify keeps dates to the second; the plans' ends are a millisecond before the next part's start. */
const toSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const signingKeyOf = (configuration: unknown) =>
  configuration && typeof configuration === 'object' ? (configuration as {signingKey?: unknown}).signingKey : undefined;

function withoutSigningKey(configuration: unknown): unknown {
  if (!configuration || typeof configuration !== 'object') return configuration;
  const {signingKey: _signingKey, ...rest} = configuration as Record<string, unknown>;
  return rest;
}

function metafieldDifferences(plan: CheckoutRulePlan, existing: {configuration: unknown; variables: unknown}): Difference[] {
  const differences: Difference[] = [];
  if (existing.configuration === undefined || canonicalJson(withoutSigningKey(plan.configuration)) !== canonicalJson(withoutSigningKey(existing.configuration))) {
    differences.push('configuration');
  } else if (signingKeyOf(plan.configuration) !== signingKeyOf(existing.configuration)) {
    differences.push('signing key');
  }
  if (existing.variables === undefined || canonicalJson(plan.variables) !== canonicalJson(existing.variables)) differences.push('variables');
  return differences;
}

/** Whether a plan's dates hold `nowMs`. */
export function runsAt(plan: Pick<DiscountPlan, 'startsAt' | 'endsAt'>, nowMs: number): boolean {
  return (plan.startsAt === null || Date.parse(plan.startsAt) <= nowMs) && (plan.endsAt === null || Date.parse(plan.endsAt) >= nowMs);
}

function discountDifferences(plan: DiscountPlan, existing: StoreDiscount, nowMs: number): Difference[] {
  const differences: Difference[] = [];
  const startsOk = plan.startsAt === null ? Date.parse(existing.startsAt) <= nowMs : toSecond(plan.startsAt) === toSecond(existing.startsAt);
  const endsOk = plan.endsAt === null ? existing.endsAt === null : existing.endsAt !== null && toSecond(plan.endsAt) === toSecond(existing.endsAt);
  if (!startsOk || !endsOk) differences.push('dates');
  if ([...plan.discountClasses].sort().join() !== [...existing.discountClasses].sort().join()) differences.push('classes');
  const combines = (value: CombinesWith) => `${value.productDiscounts} ${value.orderDiscounts} ${value.shippingDiscounts}`;
  if (combines(plan.combinesWith) !== combines(existing.combinesWith)) differences.push('combinations');
  differences.push(...metafieldDifferences(plan, existing));
  return differences;
}

function validationDifferences(plan: ValidationPlan, existing: StoreValidation): Difference[] {
  const differences: Difference[] = [];
  if (existing.title !== plan.title) differences.push('title');
  if (!existing.enabled) differences.push('disabled');
  if (existing.blockOnFailure !== plan.blockOnFailure) differences.push('block on failure');
  differences.push(...metafieldDifferences(plan, existing));
  return differences;
}

const planKey = (handle: string, title: string) => `${handle}\u0000${title}`;

/**
 * Each plan beside what the store has of it. A discount is the plan's when it runs the plan's function under the
 * plan's title (a running one before an ended one); the validation is the one running the plan's function (the
 * plan's title first). Discounts setup made that no plan claims, and that have not ended, are orphans.
 */
export function compareCheckoutRules(plans: readonly CheckoutRulePlan[], store: CheckoutRulesOnStore, nowMs: number): CheckoutRulesComparison {
  const byKey = new Map<string, StoreDiscount[]>();
  for (const discount of store.discounts) {
    const key = planKey(discount.functionHandle, discount.title);
    byKey.set(key, [...(byKey.get(key) ?? []), discount]);
  }
  const claimed = new Set<string>();
  const discounts = plans
    .filter((plan): plan is DiscountPlan => plan.type === 'discount')
    .map((plan): PlanCheck<DiscountPlan, StoreDiscount> => {
      const candidates = (byKey.get(planKey(plan.functionHandle, plan.title)) ?? []).filter((item) => !claimed.has(item.id));
      const existing = candidates.find((item) => item.status !== 'EXPIRED') ?? candidates[0] ?? null;
      if (!existing) return {plan, existing: null, differences: []};
      claimed.add(existing.id);
      return {plan, existing, differences: discountDifferences(plan, existing, nowMs)};
    });
  const usedValidations = new Set<string>();
  const validations = plans
    .filter((plan): plan is ValidationPlan => plan.type === 'validation')
    .map((plan): PlanCheck<ValidationPlan, StoreValidation> => {
      const candidates = store.validations.filter((item) => item.functionHandle === plan.functionHandle && !usedValidations.has(item.id));
      const existing =
        candidates.find((item) => item.title === plan.title && item.enabled) ??
        candidates.find((item) => item.title === plan.title) ??
        candidates.find((item) => item.enabled) ??
        candidates[0] ??
        null;
      if (!existing) return {plan, existing: null, differences: []};
      usedValidations.add(existing.id);
      return {plan, existing, differences: validationDifferences(plan, existing)};
    });
  const orphans = store.discounts.filter((item) => !claimed.has(item.id) && item.status !== 'EXPIRED');
  const inactive = discounts
    .filter(({plan, existing, differences}) => existing && differences.length === 0 && runsAt(plan, nowMs) && existing.status !== 'ACTIVE')
    .map(({plan}) => plan.title);
  const keyed = [...discounts, ...validations].filter(({plan, existing}) => existing && signingKeyOf(plan.configuration) !== undefined);
  const signingKey =
    keyed.length === 0
      ? 'none'
      : keyed.some(({plan, existing}) => signingKeyOf(existing!.configuration) !== signingKeyOf(plan.configuration))
        ? 'differs'
        : 'current';
  return {discounts, validations, orphans, inactive, signingKey};
}

/* ------------------------------------------------------------ the setup */

interface UserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

const describeErrors = (errors: readonly UserError[]) =>
  errors.map((error) => `${error.code ?? 'ERROR'} ${(error.field ?? []).join('.')}: ${error.message}`).join('; ');

const isoSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

function metafieldsOf(plan: CheckoutRulePlan) {
  const namespace = functionNamespace(plan.functionHandle);
  return [
    {namespace, key: FUNCTION_CONFIGURATION_KEY, type: 'json', value: JSON.stringify(plan.configuration)},
    {namespace, key: INPUT_VARIABLES_KEY, type: 'json', value: JSON.stringify(plan.variables)},
  ];
}

const day = (iso: string) => iso.slice(0, 10);
const describeDates = (plan: DiscountPlan) =>
  `from ${plan.startsAt ? day(plan.startsAt) : 'now'}${plan.endsAt ? ` until ${day(plan.endsAt)}` : ', no end'}`;

export interface DiscountsReport {
  /** Titles created (or, in a dry run, to create). */
  created: string[];
  updated: string[];
  unchanged: string[];
  /** Discounts ended because no plan names them. */
  ended: string[];
  validation: 'created' | 'updated' | 'unchanged' | 'failed' | null;
  /** Refused by the Admin API (userErrors), with the reason. */
  failed: string[];
  /** The app's functions the store lacks (nothing else was done). */
  missingFunctions: string[];
}

/** `text` with the signing key blanked out: nothing setup prints may carry it. */
export function redact(text: string, signingKey: string): string {
  return signingKey ? text.split(signingKey).join('[signing key]') : text;
}

/**
 * Makes the store's checkout rules match `plans`. `request` is an Admin API client on DISCOUNTS_API_VERSION;
 * `signingKey` is only for keeping it out of what is printed.
 */
export async function setupDiscounts({
  request,
  plans,
  signingKey,
  nowMs = Date.now(),
  dryRun = false,
  log: rawLog = console.log,
}: {
  request: AdminRequest;
  plans: readonly CheckoutRulePlan[];
  signingKey: string;
  nowMs?: number;
  dryRun?: boolean;
  log?: (line: string) => void;
}): Promise<DiscountsReport> {
  const log = (line: string) => rawLog(redact(line, signingKey));
  const report: DiscountsReport = {created: [], updated: [], unchanged: [], ended: [], validation: null, failed: [], missingFunctions: []};
  const store = await readCheckoutRules(request);
  if (store.missingFunctions.length > 0) {
    report.missingFunctions = store.missingFunctions;
    log(
      `The app's Shopify Functions are not on the store (${store.missingFunctions.join(', ')} missing): ` +
        `run ${DEPLOY_COMMAND} first (shopify/README.md § 4), then this again.`,
    );
    return report;
  }
  const comparison = compareCheckoutRules(plans, store, nowMs);
  const now = isoSecond(nowMs);
  const verb = (done: string, toDo: string) => (dryRun ? toDo : done);

  const mutate = async (label: string, query: string, variables: Record<string, unknown>, field: string) => {
    if (dryRun) return true;
    const data = await request<Record<string, {userErrors: UserError[]}>>(query, variables);
    const {userErrors} = data[field];
    if (userErrors.length === 0) return true;
    report.failed.push(redact(`${label}: ${describeErrors(userErrors)}`, signingKey));
    return false;
  };

  for (const {plan, existing, differences} of comparison.discounts) {
    const input = {
      title: plan.title,
      discountClasses: plan.discountClasses,
      combinesWith: plan.combinesWith,
      endsAt: plan.endsAt,
      metafields: metafieldsOf(plan),
    };
    if (!existing) {
      const ok = await mutate(
        plan.title,
        DISCOUNT_CREATE,
        {automaticAppDiscount: {...input, functionHandle: plan.functionHandle, startsAt: plan.startsAt ?? now, tags: [CHECKOUT_RULES_TAG]}},
        'discountAutomaticAppCreate',
      );
      if (!ok) continue;
      report.created.push(plan.title);
      log(`${verb('created', 'would create')} discount ${plan.title} (${plan.functionHandle}, ${describeDates(plan)})`);
    } else if (differences.length > 0) {
      // A plan that starts "now" keeps a start already past; tags are left as they are (the update would replace them).
      const startsAt = plan.startsAt ?? (Date.parse(existing.startsAt) <= nowMs ? existing.startsAt : now);
      const ok = await mutate(
        plan.title,
        DISCOUNT_UPDATE,
        {id: existing.id, automaticAppDiscount: {...input, startsAt}},
        'discountAutomaticAppUpdate',
      );
      if (!ok) continue;
      report.updated.push(plan.title);
      log(`${verb('updated', 'would update')} discount ${plan.title}: ${differences.join(', ')}`);
    } else {
      report.unchanged.push(plan.title);
    }
  }

  for (const orphan of comparison.orphans) {
    // One not started yet also starts a second before it ends: Shopify refuses an end before the start.
    const startsLater = Date.parse(orphan.startsAt) > nowMs;
    const ok = await mutate(
      orphan.title,
      DISCOUNT_UPDATE,
      {id: orphan.id, automaticAppDiscount: {endsAt: now, ...(startsLater ? {startsAt: isoSecond(nowMs - 1000)} : {})}},
      'discountAutomaticAppUpdate',
    );
    if (!ok) continue;
    report.ended.push(orphan.title);
    log(`${verb('ended', 'would end')} discount ${orphan.title} (no campaign in content names it)`);
  }

  for (const {plan, existing, differences} of comparison.validations) {
    const input = {title: plan.title, enable: true, blockOnFailure: plan.blockOnFailure, metafields: metafieldsOf(plan)};
    if (!existing) {
      const ok = await mutate(plan.title, VALIDATION_CREATE, {validation: {...input, functionHandle: plan.functionHandle}}, 'validationCreate');
      report.validation = ok ? 'created' : 'failed';
      if (ok) log(`${verb('created', 'would create')} validation ${plan.title} (${plan.functionHandle})`);
    } else if (differences.length > 0) {
      const ok = await mutate(plan.title, VALIDATION_UPDATE, {id: existing.id, validation: input}, 'validationUpdate');
      report.validation = ok ? 'updated' : 'failed';
      if (ok) log(`${verb('updated', 'would update')} validation ${plan.title}: ${differences.join(', ')}`);
    } else {
      report.validation = 'unchanged';
    }
  }

  for (const line of report.failed) log(`failed: ${line}`);
  const discountFailures = report.failed.length - (report.validation === 'failed' ? 1 : 0);
  const validation =
    report.validation === 'created' || report.validation === 'updated'
      ? dryRun
        ? `to ${report.validation === 'created' ? 'create' : 'update'}`
        : report.validation
      : (report.validation ?? 'none planned');
  log(
    `discounts: ${report.created.length} ${verb('created', 'to create')}, ${report.updated.length} ${verb('updated', 'to update')}, ` +
      `${report.unchanged.length} unchanged, ${report.ended.length} ${verb('ended', 'to end')}` +
      `${discountFailures ? `, ${discountFailures} failed` : ''}; validation: ${validation}`,
  );
  return report;
}
