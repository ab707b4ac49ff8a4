/**
 * shopify/definitions.json: the metafield and metaobject definitions the storefront reads, checked on load, so
 * `npm run shopify:setup` and the tests read one validated shape.
 */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {z} from 'zod';

export const DEFINITIONS_FILE = fileURLToPath(new URL('../shopify/definitions.json', import.meta.url));

const validation = z.object({name: z.string(), value: z.string()});
// The storefront reads every one of them, so each must be readable with a Storefront token.
const storefrontAccess = z.object({storefront: z.literal('PUBLIC_READ')});

const metafieldDefinition = z.object({
  ownerType: z.enum(['PRODUCT', 'PRODUCTVARIANT', 'SHOP', 'COLLECTION', 'CUSTOMER', 'PAGE', 'ARTICLE', 'BLOG']),
  namespace: z.string().min(3),
  key: z.string().min(2),
  type: z.string(),
  name: z.string().min(1),
  description: z.string().optional(),
  validations: z.array(validation).optional(),
  access: storefrontAccess,
});

const metaobjectDefinition = z.object({
  type: z.string().min(3),
  name: z.string().min(1),
  description: z.string().optional(),
  displayNameKey: z.string().optional(),
  fieldDefinitions: z.array(
    z.object({
      key: z.string().min(2),
      name: z.string().min(1),
      type: z.string(),
      description: z.string().optional(),
      required: z.boolean().optional(),
      validations: z.array(validation).optional(),
    }),
  ),
  access: storefrontAccess,
});

const definitionsFile = z.object({
  $comment: z.string().optional(),
  metafields: z.array(metafieldDefinition),
  metaobjects: z.array(metaobjectDefinition),
});

export type MetafieldDefinition = z.infer<typeof metafieldDefinition>;
export type MetaobjectDefinition = z.infer<typeof metaobjectDefinition>;
export type ShopifyDefinitions = z.infer<typeof definitionsFile>;

export function parseDefinitions(json: unknown): ShopifyDefinitions {
  return definitionsFile.parse(json);
}

export function loadDefinitions(file = DEFINITIONS_FILE): ShopifyDefinitions {
  return parseDefinitions(JSON.parse(readFileSync(file, 'utf8')));
}

/** `PRODUCTVARIANT dreamhaus.quickship`: how a definition is named in messages and tests. */
export const metafieldLabel = (definition: {ownerType: string; namespace: string; key: string}) =>
  `${definition.ownerType} ${definition.namespace}.${definition.key}`;
