/**
 * What the app needs to find set up upstream, read from the models in the repository when they are there:
 * - Prismic: the custom type ids of `customtypes/<id>/index.json` (Slice Machine's models); without that folder,
 *   the document types the app queries (the same list, kept equal by models.test.ts).
 * - Shopify: the metafields of `shopify/definitions.json`; until it exists, the ones the app's operations ask for
 *   (app/domain/metafields.ts: a product's and its variants'); and the collections of `shopify/collections.json`.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {PRODUCT_METAFIELD_IDENTIFIERS, VARIANT_METAFIELD_IDENTIFIERS} from '../../app/domain/metafields';

/** Every document type the app queries: the models' ids (models.test.ts keeps the two equal). */
export const QUERIED_PRISMIC_TYPES = [
  'app_settings',
  'become_a_member',
  'bedbuilder',
  'blog',
  'blogpage',
  'campaign_banner',
  'campaign_landing_page1',
  'campaign_settings',
  'contact_us',
  'contact_us_success',
  'error_page',
  'header',
  'home_page',
  'mega_menu',
  'page',
  'seo_gone',
  'seo_redirect',
  'static_page',
  'store-locator',
  'store_page',
  'taggedblog',
  'work_with_us',
] as const;

export interface ModelList<T> {
  items: T[];
  /** Where the list came from, for the report. */
  source: string;
}

/** The custom type ids of the models folder (each `<dir>/index.json`'s `id`, else the folder's name). */
export function prismicCustomTypes(root: string): ModelList<string> {
  const dir = join(root, 'customtypes');
  if (!existsSync(dir)) return {items: [...QUERIED_PRISMIC_TYPES], source: 'the document types the app queries'};
  const ids = readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.json')))
    .map((entry) => {
      const model = JSON.parse(readFileSync(join(dir, entry.name, 'index.json'), 'utf8')) as {id?: unknown};
      return typeof model.id === 'string' ? model.id : entry.name;
    });
  return {items: ids.sort(), source: 'customtypes/'};
}

export type MetafieldOwner = 'PRODUCT' | 'PRODUCTVARIANT' | 'SHOP';

export interface MetafieldId {
  owner: MetafieldOwner;
  namespace: string;
  key: string;
}

const OWNERS: Readonly<Record<string, MetafieldOwner>> = {
  PRODUCT: 'PRODUCT',
  PRODUCTVARIANT: 'PRODUCTVARIANT',
  PRODUCT_VARIANT: 'PRODUCTVARIANT',
  VARIANT: 'PRODUCTVARIANT',
  SHOP: 'SHOP',
};

/**
 * `shopify/definitions.json`: `{metafields: [...], metaobjects: [...]}` (a bare list is read too), each metafield in
 * the shape of the Admin API's MetafieldDefinitionInput: `{namespace, key, ownerType, ...}`. Entries for owners the
 * Storefront check cannot read (collections, customers...) are left out.
 */
export function parseMetafieldDefinitions(json: unknown): MetafieldId[] {
  const list = Array.isArray(json) ? json : (json as {metafields?: unknown} | null)?.metafields;
  if (!Array.isArray(list)) throw new Error('shopify/definitions.json: expected a list of metafield definitions');
  return list.flatMap((entry: unknown) => {
    const {namespace, key, ownerType} = (entry ?? {}) as Record<string, unknown>;
    const owner = typeof ownerType === 'string' ? OWNERS[ownerType.toUpperCase()] : undefined;
    return typeof namespace === 'string' && typeof key === 'string' && owner ? [{owner, namespace, key}] : [];
  });
}

export function shopifyMetafields(root: string): ModelList<MetafieldId> {
  const file = join(root, 'shopify', 'definitions.json');
  if (existsSync(file)) {
    return {items: parseMetafieldDefinitions(JSON.parse(readFileSync(file, 'utf8'))), source: 'shopify/definitions.json'};
  }
  return {
    items: [
      ...PRODUCT_METAFIELD_IDENTIFIERS.map(({namespace, key}) => ({owner: 'PRODUCT' as const, namespace, key})),
      ...VARIANT_METAFIELD_IDENTIFIERS.map(({namespace, key}) => ({owner: 'PRODUCTVARIANT' as const, namespace, key})),
    ],
    source: "the app's product and variant metafields",
  };
}

export const metafieldName = ({namespace, key}: Pick<MetafieldId, 'namespace' | 'key'>) => `${namespace}.${key}`;

/** The collection handles of shopify/collections.json (none without the file: nothing to check). */
export function shopifyCollections(root: string): ModelList<string> {
  const file = join(root, 'shopify', 'collections.json');
  if (!existsSync(file)) return {items: [], source: 'no shopify/collections.json'};
  const {collections} = JSON.parse(readFileSync(file, 'utf8')) as {collections: {handle: string}[]};
  return {items: collections.map((collection) => collection.handle), source: 'shopify/collections.json'};
}
