/**
 * The storefront's collections as automated (smart) collections: shopify/collections.json holds each one's handle,
 * title, description and rules, and `npm run shopify:setup -- --collections` creates the missing ones
 * (`collectionCreate`) and puts each on the store's sales channels (`publishablePublish`), since the Storefront API
 * sees only collections published to its channel.
 *
 * Idempotent: it reads the collections first (Shopify does not refuse a taken handle, it makes `beds-1`). A
 * collection already there with other rules, or a manual one, is reported and left alone. One already on a channel
 * keeps the channels the merchant chose; one on none (a run cut short) is published.
 */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import type {AdminRequest} from './shopify-setup';

export const COLLECTIONS_FILE = fileURLToPath(new URL('../shopify/collections.json', import.meta.url));

export interface CollectionRule {
  /** Shopify's CollectionRuleColumn: TYPE, TAG, IS_PRICE_REDUCED... */
  column: string;
  /** Shopify's CollectionRuleRelation: EQUALS, NOT_EQUALS, IS_SET... */
  relation: string;
  condition: string;
}

export interface CollectionDefinition {
  handle: string;
  title: string;
  description: string;
  ruleSet: {appliedDisjunctively: boolean; rules: CollectionRule[]};
}

export function loadCollections(file = COLLECTIONS_FILE): CollectionDefinition[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as {collections: CollectionDefinition[]}).collections;
}

/** What a rule looks at in a product (the columns collections.json uses). */
export interface RuleProduct {
  productType: string;
  tags: readonly string[];
  variants: readonly {compareAtPrice: string | number | null}[];
}

/** Whether `product` meets one rule, as Shopify evaluates it (text compared without regard to case). */
export function meetsRule(product: RuleProduct, rule: CollectionRule): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  switch (`${rule.column} ${rule.relation}`) {
    case 'TYPE EQUALS':
      return same(product.productType, rule.condition);
    case 'TYPE NOT_EQUALS':
      return !same(product.productType, rule.condition);
    case 'TAG EQUALS':
      return product.tags.some((tag) => same(tag, rule.condition));
    case 'TAG NOT_EQUALS':
      return !product.tags.some((tag) => same(tag, rule.condition));
    // At least one variant with a compare-at price set (Shopify's definition of the column).
    case 'IS_PRICE_REDUCED IS_SET':
      return product.variants.some((variant) => variant.compareAtPrice !== null && variant.compareAtPrice !== '');
    case 'IS_PRICE_REDUCED IS_NOT_SET':
      return product.variants.some((variant) => variant.compareAtPrice === null || variant.compareAtPrice === '');
    default:
      throw new Error(`shopify/collections.json: no evaluator for ${rule.column} ${rule.relation}`);
  }
}

export function inCollection(product: RuleProduct, collection: CollectionDefinition): boolean {
  const {appliedDisjunctively, rules} = collection.ruleSet;
  return appliedDisjunctively ? rules.some((rule) => meetsRule(product, rule)) : rules.every((rule) => meetsRule(product, rule));
}

const COLLECTIONS_QUERY = `#graphql
  query SetupCollections($after: String) {
    collections(first: 250, after: $after) {
      nodes {
        id
        handle
        ruleSet {
          appliedDisjunctively
          rules {
            column
            relation
            condition
          }
        }
        resourcePublications(first: 1) {
          nodes {
            isPublished
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const PUBLICATIONS_QUERY = `#graphql
  query SetupPublications {
    publications(first: 50) {
      nodes {
        id
        name
      }
    }
  }
`;

const COLLECTION_CREATE = `#graphql
  mutation SetupCollectionCreate($input: CollectionInput!) {
    collectionCreate(input: $input) {
      collection {
        id
        handle
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const PUBLISHABLE_PUBLISH = `#graphql
  mutation SetupPublishCollection($id: ID!, $input: [PublicationInput!]!) {
    publishablePublish(id: $id, input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

interface ExistingCollection {
  id: string;
  handle: string;
  ruleSet: CollectionDefinition['ruleSet'] | null;
  resourcePublications: {nodes: {isPublished: boolean}[]};
}

interface CollectionsPage {
  collections: {nodes: ExistingCollection[]; pageInfo: {hasNextPage: boolean; endCursor: string | null}};
}

interface UserError {
  field: string[] | null;
  message: string;
}

export interface CollectionsReport {
  created: string[];
  existing: string[];
  /** Published on the store's channels (new ones, and any on none). */
  published: string[];
  conflicts: string[];
  failed: string[];
}

const ruleKey = ({column, relation, condition}: CollectionRule) => `${column} ${relation} ${condition.toLowerCase()}`;

/** Same rules in any order, and the same any/all. */
function sameRules(a: CollectionDefinition['ruleSet'], b: CollectionDefinition['ruleSet']): boolean {
  const keys = (ruleSet: CollectionDefinition['ruleSet']) => ruleSet.rules.map(ruleKey).sort().join('\n');
  return a.appliedDisjunctively === b.appliedDisjunctively && keys(a) === keys(b);
}

const describeErrors = (errors: readonly UserError[]) =>
  errors.map((error) => `${(error.field ?? []).join('.')}: ${error.message}`).join('; ');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function setupCollections({
  request,
  collections = loadCollections(),
  dryRun = false,
  log = console.log,
}: {
  request: AdminRequest;
  collections?: readonly CollectionDefinition[];
  dryRun?: boolean;
  log?: (line: string) => void;
}): Promise<CollectionsReport> {
  const report: CollectionsReport = {created: [], existing: [], published: [], conflicts: [], failed: []};
  const onStore = new Map<string, ExistingCollection>();
  let after: string | null = null;
  do {
    const page: CollectionsPage = await request<CollectionsPage>(COLLECTIONS_QUERY, {after});
    for (const node of page.collections.nodes) onStore.set(node.handle, node);
    after = page.collections.pageInfo.hasNextPage ? page.collections.pageInfo.endCursor : null;
  } while (after);
  const {publications} = await request<{publications: {nodes: {id: string; name: string}[]}}>(PUBLICATIONS_QUERY);
  const channels = publications.nodes.map((publication) => ({publicationId: publication.id}));
  const channelNames = publications.nodes.map((publication) => publication.name).join(', ');

  const publish = async (id: string, handle: string) => {
    if (channels.length === 0) return;
    if (!dryRun) {
      const {publishablePublish: result} = await request<{publishablePublish: {userErrors: UserError[]}}>(
        PUBLISHABLE_PUBLISH,
        {id, input: channels},
      );
      if (result.userErrors.length > 0) {
        report.failed.push(`${handle}: not published: ${describeErrors(result.userErrors)}`);
        return;
      }
    }
    report.published.push(handle);
  };

  for (const collection of collections) {
    const there = onStore.get(collection.handle);
    if (there) {
      if (!there.ruleSet) {
        report.conflicts.push(`${collection.handle}: a manual collection on the store; the storefront expects rules`);
      } else if (!sameRules(there.ruleSet, collection.ruleSet)) {
        report.conflicts.push(`${collection.handle}: other rules on the store than shopify/collections.json's`);
      } else {
        report.existing.push(collection.handle);
        if (!there.resourcePublications.nodes.some((node) => node.isPublished)) await publish(there.id, collection.handle);
      }
      continue;
    }
    if (dryRun) {
      report.created.push(collection.handle);
      report.published.push(collection.handle);
      log(`would create ${collection.handle} (${collection.title})`);
      continue;
    }
    const {collectionCreate: result} = await request<{
      collectionCreate: {collection: {id: string; handle: string} | null; userErrors: UserError[]};
    }>(COLLECTION_CREATE, {
      input: {
        title: collection.title,
        handle: collection.handle,
        descriptionHtml: `<p>${escapeHtml(collection.description)}</p>`,
        ruleSet: collection.ruleSet,
      },
    });
    if (!result.collection) {
      report.failed.push(`${collection.handle}: ${describeErrors(result.userErrors)}`);
      continue;
    }
    report.created.push(collection.handle);
    log(`created ${collection.handle} (${collection.title})`);
    await publish(result.collection.id, collection.handle);
  }

  for (const line of report.conflicts) log(`conflict: ${line}`);
  for (const line of report.failed) log(`failed: ${line}`);
  log(
    `collections: ${report.created.length} ${dryRun ? 'to create' : 'created'}, ${report.existing.length} already there, ` +
      `${report.published.length} ${dryRun ? 'to publish' : 'published'} on ${channels.length} channel${channels.length === 1 ? '' : 's'}` +
      `${channelNames ? ` (${channelNames})` : ''}` +
      `${report.conflicts.length ? `, ${report.conflicts.length} in conflict` : ''}` +
      `${report.failed.length ? `, ${report.failed.length} failed` : ''}`,
  );
  return report;
}
