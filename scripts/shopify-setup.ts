/**
 * `npm run shopify:setup [-- --dry-run]`: creates the metafield and metaobject definitions of
 * shopify/definitions.json on a store with the Admin GraphQL API, so the store's data is readable by the storefront
 * (Storefront access PUBLIC_READ) and editable in the Shopify admin.
 *
 * Idempotent: it first reads the definitions already there and creates only the missing ones; a second run creates
 * nothing. A definition already there with another type, or hidden from the Storefront API, is reported (exit 1),
 * never changed: changing a type would rewrite the merchant's data.
 *
 * Env: PUBLIC_STORE_DOMAIN (`your-shop.myshopify.com`; an `http://` origin reaches a local stand-in such as the mock
 * shop), SHOPIFY_ADMIN_API_TOKEN (a custom app's Admin API token with write_products and write_metaobject_definitions),
 * SHOPIFY_ADMIN_API_VERSION (default 2025-04, the storefront's API version). `--dry-run` prints what it would create
 * and changes nothing (without a token it lists every definition). `--values`, once shopify/products.csv is imported,
 * also writes shopify/metafield-values.csv (variant and shop values) with `metafieldsSet`. `--collections` creates
 * the automated collections of shopify/collections.json and publishes them (./shopify-collections.ts; the token
 * then also needs read_publications and write_publications). `--discounts` makes the checkout rules' automatic
 * discounts and validation from the campaigns in content (./shopify-discounts.ts; the token of the app in
 * shopify.app.toml, deployed with `npx shopify app deploy`, with write_discounts and write_validations); it reads
 * PRISMIC_ENDPOINT (and PRISMIC_ACCESS_TOKEN) and MEMBER_SIGNING_KEY, both required against a real store (the mock
 * shop's stand-in defaults them to its own content and the stand-in key).
 */
import {createAdminApiClient} from '@shopify/admin-api-client';
import {readFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import {fetchWithTimeout} from './fetch-with-timeout';
import {STAND_IN_MEMBER_SIGNING_KEY} from '../app/config/checkout';
import {checkoutRulePlans, storefrontPlanSettings} from '../app/domain/checkout-plans';
import {DEFAULT_MOCK_SHOP_ORIGIN} from '../app/kernel/env';
import {setupCollections} from './shopify-collections';
import {DISCOUNTS_API_VERSION, readContentCampaigns, redact, setupDiscounts} from './shopify-discounts';
import {
  loadDefinitions,
  metafieldLabel,
  type MetafieldDefinition,
  type MetaobjectDefinition,
  type ShopifyDefinitions,
} from './shopify-definitions';

export const DEFAULT_ADMIN_API_VERSION = '2025-04';

/** What the setup needs of an Admin API client: one GraphQL request, its data or a thrown error. */
export type AdminRequest = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/**
 * An Admin API client for `storeDomain`. The client always speaks https; an `http://` domain (a local stand-in) is
 * reached by rewriting the URL in `customFetchApi`.
 */
export function createAdminRequest({
  storeDomain,
  accessToken,
  apiVersion = DEFAULT_ADMIN_API_VERSION,
}: {
  storeDomain: string;
  accessToken: string;
  apiVersion?: string;
}): AdminRequest {
  const local = /^http:\/\//i.test(storeDomain.trim());
  const client = createAdminApiClient({
    storeDomain: storeDomain.trim(),
    apiVersion,
    accessToken,
    // Made on each call (the client would keep the fetch of the moment it was made, and tests replace it).
    customFetchApi: (url, init) => fetchWithTimeout()(local ? String(url).replace(/^https:/, 'http:') : url, init),
    // The client warns of versions past Shopify's support window; the store then answers with its oldest supported one.
    logger: () => {},
  });
  return async <T>(query: string, variables?: Record<string, unknown>) => {
    const {data, errors} = await client.request<T>(query, {variables});
    if (errors) {
      const details = errors.graphQLErrors?.map((error) => error.message).join('; ');
      throw new Error(
        `Admin API: ${errors.message ?? 'request failed'}${errors.networkStatusCode ? ` (${errors.networkStatusCode})` : ''}${details ? `: ${details}` : ''}`,
      );
    }
    if (!data) throw new Error('Admin API: no data in the answer');
    return data;
  };
}

const METAFIELD_DEFINITIONS_QUERY = `#graphql
  query SetupMetafieldDefinitions($ownerType: MetafieldOwnerType!, $namespace: String, $after: String) {
    metafieldDefinitions(ownerType: $ownerType, namespace: $namespace, first: 250, after: $after) {
      nodes {
        namespace
        key
        type {
          name
        }
        access {
          storefront
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const METAOBJECT_DEFINITION_QUERY = `#graphql
  query SetupMetaobjectDefinition($type: String!) {
    metaobjectDefinitionByType(type: $type) {
      type
      access {
        storefront
      }
      fieldDefinitions {
        key
        type {
          name
        }
      }
    }
  }
`;

const METAFIELD_DEFINITION_CREATE = `#graphql
  mutation SetupMetafieldDefinitionCreate($definition: MetafieldDefinitionInput!) {
    metafieldDefinitionCreate(definition: $definition) {
      createdDefinition {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

const METAOBJECT_DEFINITION_CREATE = `#graphql
  mutation SetupMetaobjectDefinitionCreate($definition: MetaobjectDefinitionCreateInput!) {
    metaobjectDefinitionCreate(definition: $definition) {
      metaobjectDefinition {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

interface UserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

interface ExistingMetafield {
  namespace: string;
  key: string;
  type: {name: string};
  access: {storefront: string | null};
}

interface MetafieldPage {
  metafieldDefinitions: {
    nodes: ExistingMetafield[];
    pageInfo: {hasNextPage: boolean; endCursor: string | null};
  };
}

interface ExistingMetaobject {
  type: string;
  access: {storefront: string};
  fieldDefinitions: {key: string; type: {name: string}}[];
}

export interface SetupReport {
  /** Created (or, in a dry run, to be created): `PRODUCT dreamhaus.brand_list`, `metaobject showroom`. */
  created: string[];
  /** Already on the store as wanted. */
  existing: string[];
  /** On the store but not as the storefront needs it; left alone. */
  conflicts: string[];
  /** Refused by the Admin API (userErrors). */
  failed: string[];
}

async function existingMetafields(request: AdminRequest, ownerType: string, namespace: string) {
  const found = new Map<string, ExistingMetafield>();
  let after: string | null = null;
  do {
    const page: MetafieldPage = await request<MetafieldPage>(METAFIELD_DEFINITIONS_QUERY, {ownerType, namespace, after});
    for (const node of page.metafieldDefinitions.nodes) found.set(node.key, node);
    after = page.metafieldDefinitions.pageInfo.hasNextPage ? page.metafieldDefinitions.pageInfo.endCursor : null;
  } while (after);
  return found;
}

const describeErrors = (errors: readonly UserError[]) =>
  errors.map((error) => `${error.code ?? 'ERROR'} ${(error.field ?? []).join('.')}: ${error.message}`).join('; ');

function metafieldInput(definition: MetafieldDefinition) {
  return {
    ownerType: definition.ownerType,
    namespace: definition.namespace,
    key: definition.key,
    type: definition.type,
    name: definition.name,
    description: definition.description,
    validations: definition.validations,
    access: {storefront: definition.access.storefront},
  };
}

function metaobjectInput(definition: MetaobjectDefinition) {
  return {
    type: definition.type,
    name: definition.name,
    description: definition.description,
    displayNameKey: definition.displayNameKey,
    fieldDefinitions: definition.fieldDefinitions,
    access: {storefront: definition.access.storefront},
  };
}

/**
 * Creates what `definitions` lists and the store lacks. `request` null = a dry run with no store to ask: everything
 * counts as to be created.
 */
export async function runShopifySetup({
  request,
  definitions,
  dryRun = false,
  log = console.log,
}: {
  request: AdminRequest | null;
  definitions: ShopifyDefinitions;
  dryRun?: boolean;
  log?: (line: string) => void;
}): Promise<SetupReport> {
  const report: SetupReport = {created: [], existing: [], conflicts: [], failed: []};
  const create = dryRun || !request ? 'would create' : 'created';

  const groups = new Map<string, MetafieldDefinition[]>();
  for (const definition of definitions.metafields) {
    const group = `${definition.ownerType} ${definition.namespace}`;
    groups.set(group, [...(groups.get(group) ?? []), definition]);
  }
  for (const group of groups.values()) {
    const {ownerType, namespace} = group[0];
    const existing = request ? await existingMetafields(request, ownerType, namespace) : new Map();
    for (const definition of group) {
      const label = metafieldLabel(definition);
      const there: ExistingMetafield | undefined = existing.get(definition.key);
      if (there) {
        if (there.type.name !== definition.type) {
          report.conflicts.push(`${label}: type ${there.type.name} on the store, ${definition.type} wanted`);
        } else if (there.access.storefront !== 'PUBLIC_READ') {
          report.conflicts.push(`${label}: not readable by the Storefront API (set Storefront access in the admin)`);
        } else {
          report.existing.push(label);
        }
        continue;
      }
      if (dryRun || !request) {
        report.created.push(label);
        log(`${create} ${label} (${definition.type})`);
        continue;
      }
      const {metafieldDefinitionCreate: result} = await request<{
        metafieldDefinitionCreate: {createdDefinition: {id: string} | null; userErrors: UserError[]};
      }>(METAFIELD_DEFINITION_CREATE, {definition: metafieldInput(definition)});
      if (result.createdDefinition) {
        report.created.push(label);
        log(`${create} ${label} (${definition.type})`);
      } else if (result.userErrors.some((error) => error.code === 'TAKEN')) {
        // Created by someone else between our read and our write.
        report.existing.push(label);
      } else {
        report.failed.push(`${label}: ${describeErrors(result.userErrors)}`);
      }
    }
  }

  for (const definition of definitions.metaobjects) {
    const label = `metaobject ${definition.type}`;
    const there = request
      ? (
          await request<{metaobjectDefinitionByType: ExistingMetaobject | null}>(METAOBJECT_DEFINITION_QUERY, {
            type: definition.type,
          })
        ).metaobjectDefinitionByType
      : null;
    if (there) {
      const fields = new Map(there.fieldDefinitions.map((field) => [field.key, field.type.name]));
      const wrong = definition.fieldDefinitions.filter((field) => fields.get(field.key) !== field.type);
      if (wrong.length > 0) {
        report.conflicts.push(
          `${label}: fields ${wrong.map((field) => `${field.key} (${fields.get(field.key) ?? 'missing'}, ${field.type} wanted)`).join(', ')}`,
        );
      } else if (there.access.storefront !== 'PUBLIC_READ') {
        report.conflicts.push(`${label}: not readable by the Storefront API (set Storefront access in the admin)`);
      } else {
        report.existing.push(label);
      }
      continue;
    }
    if (dryRun || !request) {
      report.created.push(label);
      log(`${create} ${label}`);
      continue;
    }
    const {metaobjectDefinitionCreate: result} = await request<{
      metaobjectDefinitionCreate: {metaobjectDefinition: {id: string} | null; userErrors: UserError[]};
    }>(METAOBJECT_DEFINITION_CREATE, {definition: metaobjectInput(definition)});
    if (result.metaobjectDefinition) {
      report.created.push(label);
      log(`${create} ${label}`);
    } else if (result.userErrors.some((error) => error.code === 'TAKEN')) {
      report.existing.push(label);
    } else {
      report.failed.push(`${label}: ${describeErrors(result.userErrors)}`);
    }
  }

  for (const line of report.conflicts) log(`conflict: ${line}`);
  for (const line of report.failed) log(`failed: ${line}`);
  log(
    `${report.created.length} ${dryRun || !request ? 'to create' : 'created'}, ${report.existing.length} already there` +
      `${report.conflicts.length ? `, ${report.conflicts.length} in conflict` : ''}` +
      `${report.failed.length ? `, ${report.failed.length} failed` : ''}`,
  );
  return report;
}

const SHOP_AND_VARIANTS_QUERY = `#graphql
  query SetupVariants($after: String) {
    shop {
      id
    }
    productVariants(first: 250, after: $after) {
      nodes {
        id
        sku
        product {
          handle
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const METAFIELDS_SET = `#graphql
  mutation SetupMetafieldsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

interface VariantsPage {
  shop: {id: string};
  productVariants: {
    nodes: {id: string; sku: string | null; product: {handle: string}}[];
    pageInfo: {hasNextPage: boolean; endCursor: string | null};
  };
}

export interface ValuesReport {
  /** Set (or, in a dry run, to be set). */
  set: number;
  /** Rows that could not be set: no such variant on the store, or refused by the Admin API. */
  failed: string[];
}

const METAFIELDS_PER_CALL = 25;
const DEMO_VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/;

/**
 * Writes shopify/metafield-values.csv (the variant and shop values Shopify's product import cannot carry) with
 * `metafieldsSet`, matching variants by handle and SKU. Upserts, so running it again changes nothing. A value naming
 * a demo variant id (`bonus_variant_id`) is rewritten to the id the store gave that variant's SKU.
 */
export async function setMetafieldValues({
  request,
  rows,
  demoSkuById,
  dryRun = false,
  log = console.log,
}: {
  request: AdminRequest;
  rows: readonly {owner: string; handle: string; sku: string; namespace: string; key: string; type: string; value: string}[];
  /** The demo catalogue's variant SKUs by numeric id, to translate demo gids. */
  demoSkuById: ReadonlyMap<number, string>;
  dryRun?: boolean;
  log?: (line: string) => void;
}): Promise<ValuesReport> {
  const report: ValuesReport = {set: 0, failed: []};
  let shopId = '';
  const byHandleSku = new Map<string, string>();
  const bySku = new Map<string, string>();
  let after: string | null = null;
  do {
    const page: VariantsPage = await request<VariantsPage>(SHOP_AND_VARIANTS_QUERY, {after});
    shopId = page.shop.id;
    for (const node of page.productVariants.nodes) {
      byHandleSku.set(`${node.product.handle} ${node.sku ?? ''}`, node.id);
      if (node.sku) bySku.set(node.sku, node.id);
    }
    after = page.productVariants.pageInfo.hasNextPage ? page.productVariants.pageInfo.endCursor : null;
  } while (after);

  const inputs: {label: string; input: Record<string, string>}[] = [];
  for (const row of rows) {
    const label = row.owner === 'SHOP' ? `SHOP ${row.namespace}.${row.key}` : `${row.sku} ${row.namespace}.${row.key}`;
    const ownerId = row.owner === 'SHOP' ? shopId : byHandleSku.get(`${row.handle} ${row.sku}`);
    if (!ownerId) {
      report.failed.push(`${label}: no variant ${row.sku} of ${row.handle} on the store (import shopify/products.csv first)`);
      continue;
    }
    let value = row.value;
    const demo = DEMO_VARIANT_GID.exec(value);
    if (demo) {
      const sku = demoSkuById.get(Number(demo[1]));
      const storeId = sku ? bySku.get(sku) : undefined;
      if (!storeId) {
        report.failed.push(`${label}: the variant ${sku ?? value} it names is not on the store`);
        continue;
      }
      value = storeId;
    }
    inputs.push({label, input: {ownerId, namespace: row.namespace, key: row.key, type: row.type, value}});
  }

  for (let start = 0; start < inputs.length; start += METAFIELDS_PER_CALL) {
    const batch = inputs.slice(start, start + METAFIELDS_PER_CALL);
    if (dryRun) {
      report.set += batch.length;
      continue;
    }
    const {metafieldsSet: result} = await request<{
      metafieldsSet: {metafields: {id: string}[] | null; userErrors: UserError[]};
    }>(METAFIELDS_SET, {metafields: batch.map((item) => item.input)});
    if (result.userErrors.length === 0) {
      report.set += batch.length;
      continue;
    }
    // All or nothing: name the rows the errors point at (field ["metafields", index, ...]).
    for (const error of result.userErrors) {
      const index = Number(error.field?.[1]);
      const label = Number.isInteger(index) && batch[index] ? batch[index].label : `values ${start + 1}–${start + batch.length}`;
      report.failed.push(`${label}: ${describeErrors([error])}`);
    }
  }
  for (const line of report.failed) log(`failed: ${line}`);
  log(`${report.set} metafield values ${dryRun ? 'to set' : 'set'}${report.failed.length ? `, ${report.failed.length} failed` : ''}`);
  return report;
}

/** The command: exit 0 when the store now has every definition as wanted, 1 otherwise, 2 for a usage error. */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const values = argv.includes('--values');
  const collections = argv.includes('--collections');
  const discounts = argv.includes('--discounts');
  const unknown = argv.filter((arg) => !['--dry-run', '--values', '--collections', '--discounts'].includes(arg));
  if (unknown.length > 0) {
    console.error(
      `Unknown argument ${unknown[0]}. Usage: npm run shopify:setup [-- [--values] [--collections] [--discounts] [--dry-run]]`,
    );
    return 2;
  }
  const storeDomain = env.PUBLIC_STORE_DOMAIN?.trim();
  const accessToken = env.SHOPIFY_ADMIN_API_TOKEN?.trim();
  if ((!storeDomain || !accessToken) && !dryRun) {
    console.error('Set PUBLIC_STORE_DOMAIN and SHOPIFY_ADMIN_API_TOKEN (see shopify/README.md), or pass --dry-run.');
    return 2;
  }
  const request =
    storeDomain && accessToken
      ? createAdminRequest({storeDomain, accessToken, apiVersion: env.SHOPIFY_ADMIN_API_VERSION?.trim() || undefined})
      : null;
  if ((values || collections || discounts) && !request) {
    const option = values ? '--values' : collections ? '--collections' : '--discounts';
    console.error(`${option} needs the store: set PUBLIC_STORE_DOMAIN and SHOPIFY_ADMIN_API_TOKEN.`);
    return 2;
  }
  // The mock shop's Admin stand-in (an http:// origin) may use the stand-in key and content; a real store may not.
  const standInStore = /^http:\/\//i.test(storeDomain ?? '');
  const signingKey = env.MEMBER_SIGNING_KEY?.trim() || (standInStore ? STAND_IN_MEMBER_SIGNING_KEY : '');
  const prismicEndpoint =
    env.PRISMIC_ENDPOINT?.trim() ||
    (standInStore ? `${new URL(env.MOCK_SHOP_ORIGIN?.trim() || DEFAULT_MOCK_SHOP_ORIGIN).origin}/api/v2` : '');
  if (discounts && (!signingKey || !prismicEndpoint)) {
    console.error(
      [
        ...(signingKey ? [] : ['Set MEMBER_SIGNING_KEY to the worker\'s: the member discounts verify what it signs.']),
        ...(prismicEndpoint ? [] : ['Set PRISMIC_ENDPOINT (and PRISMIC_ACCESS_TOKEN) to the content whose campaigns the discounts follow.']),
      ].join(' ') + ' (shopify/README.md § 4)',
    );
    return 2;
  }
  if (dryRun && !request) console.log('Dry run without a store: listing every definition.');
  try {
    const report = await runShopifySetup({request, definitions: loadDefinitions(), dryRun});
    if (report.conflicts.length > 0 || report.failed.length > 0) return 1;
    let failed = false;
    if (values && request) {
      // Loaded only here: it brings the demo catalogue.
      const {csvRecords, METAFIELD_VALUES_CSV} = await import('./shopify-csv');
      const {catalogue} = await import('../tests/mocks/fixtures/catalogue');
      const rows = csvRecords(readFileSync(METAFIELD_VALUES_CSV, 'utf8')).records.map((record) => {
        const get = (name: string) => record.get(name) ?? '';
        return {owner: get('Owner'), handle: get('Handle'), sku: get('Variant SKU'), namespace: get('Namespace'), key: get('Key'), type: get('Type'), value: get('Value')};
      });
      const demoSkuById = new Map(catalogue.products.flatMap((product) => product.variants.map((variant) => [variant.id, variant.sku] as const)));
      const valuesReport = await setMetafieldValues({request, rows, demoSkuById, dryRun});
      failed ||= valuesReport.failed.length > 0;
    }
    if (collections && request) {
      const collectionsReport = await setupCollections({request, dryRun});
      failed ||= collectionsReport.failed.length > 0 || collectionsReport.conflicts.length > 0;
    }
    if (discounts && storeDomain && accessToken) {
      const nowMs = Date.now();
      const content = await readContentCampaigns({
        endpoint: prismicEndpoint,
        accessToken: env.PRISMIC_ACCESS_TOKEN?.trim(),
        fetch: fetchWithTimeout(),
      });
      console.log(
        `content: ${content.campaigns.length} campaigns from ${prismicEndpoint}${env.PRISMIC_ENDPOINT?.trim() ? '' : ' (the stand-in: PRISMIC_ENDPOINT unset)'}` +
          `${content.problems.length ? `; ignored or repaired as the storefront does:` : ''}`,
      );
      for (const problem of content.problems) console.log(`  ${problem}`);
      const plans = checkoutRulePlans(content.campaigns, storefrontPlanSettings(signingKey, nowMs));
      const discountsReport = await setupDiscounts({
        request: createAdminRequest({storeDomain, accessToken, apiVersion: DISCOUNTS_API_VERSION}),
        plans,
        signingKey,
        nowMs,
        dryRun,
      });
      failed ||= discountsReport.failed.length > 0 || discountsReport.missingFunctions.length > 0;
    }
    return failed ? 1 : 0;
  } catch (error) {
    // An Admin API error may quote the variables sent, the discounts' configuration among them.
    console.error(redact(error instanceof Error ? error.message : String(error), discounts ? signingKey : ''));
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
