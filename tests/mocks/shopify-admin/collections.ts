/**
 * The Admin API stand-in's collections and sales channels: `collectionCreate` for automated (smart) collections,
 * `publications`, and `publishablePublish`, with the validations `npm run shopify:setup -- --collections` can meet.
 * As on Shopify, a new collection is on no sales channel until published, and a handle already taken is not an
 * error: the new collection gets the handle with `-1` (then `-2`…) added, which is why the setup reads the
 * collections first. Which rule relations a column takes follows the admin's rule editor (written by hand).
 */
import type {UserError} from './store';

export interface CollectionRule {
  column: string;
  relation: string;
  condition: string;
}

export interface CollectionRuleSet {
  appliedDisjunctively: boolean;
  rules: CollectionRule[];
}

export interface CollectionRecord {
  id: string;
  handle: string;
  title: string;
  descriptionHtml: string;
  sortOrder: string;
  /** Null: a custom (manual) collection. */
  ruleSet: CollectionRuleSet | null;
  publicationIds: Set<string>;
}

export interface CollectionInput {
  title?: string | null;
  handle?: string | null;
  descriptionHtml?: string | null;
  sortOrder?: string | null;
  ruleSet?: CollectionRuleSet | null;
}

export interface PublicationRecord {
  id: string;
  name: string;
}

/** A development store with the Headless channel installed: the two places a collection can be published. */
export const DEFAULT_PUBLICATIONS: readonly PublicationRecord[] = [
  {id: 'gid://shopify/Publication/70000101', name: 'Online Store'},
  {id: 'gid://shopify/Publication/70000102', name: 'Headless'},
];

const TEXT_RELATIONS = ['EQUALS', 'NOT_EQUALS', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS', 'NOT_CONTAINS'];
const NUMBER_RELATIONS = ['EQUALS', 'NOT_EQUALS', 'GREATER_THAN', 'LESS_THAN'];
const ALLOWED_RELATIONS = new Map<string, readonly string[]>([
  ['TAG', ['EQUALS', 'NOT_EQUALS']],
  ['TYPE', TEXT_RELATIONS],
  ['TITLE', TEXT_RELATIONS],
  ['VENDOR', TEXT_RELATIONS],
  ['VARIANT_TITLE', TEXT_RELATIONS],
  ['VARIANT_PRICE', NUMBER_RELATIONS],
  ['VARIANT_COMPARE_AT_PRICE', [...NUMBER_RELATIONS, 'IS_SET', 'IS_NOT_SET']],
  ['VARIANT_WEIGHT', NUMBER_RELATIONS],
  ['VARIANT_INVENTORY', NUMBER_RELATIONS],
  ['IS_PRICE_REDUCED', ['IS_SET', 'IS_NOT_SET']],
]);
const NO_CONDITION = new Set(['IS_SET', 'IS_NOT_SET']);
const MAX_RULES = 60;

/** Shopify's handle for a title: lower case, runs of anything but letters and digits as one hyphen. */
export const handleize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface CollectionsStore {
  collections(): readonly CollectionRecord[];
  publications(): readonly PublicationRecord[];
  create(input: CollectionInput): {collection: CollectionRecord | null; userErrors: UserError[]};
  publish(id: string, input: readonly {publicationId?: string | null}[]): {userErrors: UserError[]};
  reset(): void;
}

export function createCollectionsStore({
  publications = DEFAULT_PUBLICATIONS,
  mutations,
}: {
  publications?: readonly PublicationRecord[];
  /** The store's log of mutations run. */
  mutations: {name: string; input: unknown}[];
}): CollectionsStore {
  let collections: CollectionRecord[] = [];
  let nextId = 1;

  const ruleErrors = (ruleSet: CollectionRuleSet): UserError[] => {
    if (ruleSet.rules.length > MAX_RULES) {
      return [{field: ['ruleSet', 'rules'], message: `Rules can't exceed ${MAX_RULES}`, code: 'INVALID'}];
    }
    return ruleSet.rules.flatMap((rule, index): UserError[] => {
      const field = ['ruleSet', 'rules', String(index)];
      const allowed = ALLOWED_RELATIONS.get(rule.column);
      if (allowed && !allowed.includes(rule.relation)) {
        return [{field: [...field, 'relation'], message: `Relation ${rule.relation.toLowerCase()} is not valid for ${rule.column.toLowerCase()}`, code: 'INVALID'}];
      }
      if (!NO_CONDITION.has(rule.relation) && rule.condition.trim() === '') {
        return [{field: [...field, 'condition'], message: "Condition can't be blank", code: 'BLANK'}];
      }
      return [];
    });
  };

  return {
    collections: () => collections,
    publications: () => publications,

    create(input) {
      mutations.push({name: 'collectionCreate', input});
      const title = input.title?.trim() ?? '';
      const errors: UserError[] = [];
      if (!title) errors.push({field: ['title'], message: "Title can't be blank", code: 'BLANK'});
      if (title.length > 255) errors.push({field: ['title'], message: 'Title is too long (maximum is 255 characters)', code: 'TOO_LONG'});
      if (input.ruleSet) errors.push(...ruleErrors(input.ruleSet));
      if (errors.length > 0) return {collection: null, userErrors: errors};
      const base = handleize(input.handle?.trim() || title) || `collection-${nextId}`;
      let handle = base;
      for (let n = 1; collections.some((collection) => collection.handle === handle); n++) handle = `${base}-${n}`;
      const collection: CollectionRecord = {
        id: `gid://shopify/Collection/${480000000000 + nextId++}`,
        handle,
        title,
        descriptionHtml: input.descriptionHtml ?? '',
        sortOrder: input.sortOrder ?? 'BEST_SELLING',
        ruleSet: input.ruleSet ? structuredClone(input.ruleSet) : null,
        publicationIds: new Set(),
      };
      collections = [...collections, collection];
      return {collection, userErrors: []};
    },

    publish(id, input) {
      mutations.push({name: 'publishablePublish', input: {id, input}});
      const collection = collections.find((item) => item.id === id);
      if (!collection) return {userErrors: [{field: ['id'], message: 'Resource does not exist', code: 'INVALID'}]};
      const errors = input.flatMap((item, index): UserError[] =>
        publications.some((publication) => publication.id === item.publicationId)
          ? []
          : [{field: ['input', String(index), 'publicationId'], message: 'Publication does not exist', code: 'INVALID'}],
      );
      if (errors.length > 0) return {userErrors: errors};
      for (const item of input) collection.publicationIds.add(item.publicationId!);
      return {userErrors: []};
    },

    reset() {
      collections = [];
      nextId = 1;
    },
  };
}
