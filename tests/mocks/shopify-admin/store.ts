/**
 * The Admin API stand-in's state: the shop's metafield and metaobject definitions, and the two create mutations as
 * functions over it with Shopify's validations and userErrors (field path, message, code); its collections
 * (./collections.ts) and the app's checkout rules (./checkout-rules.ts). In memory: each store starts empty, like a
 * new development store, with the app of shopify.app.toml deployed.
 */
import {createCheckoutRulesStore, type CheckoutRulesStore, type ShopifyFunctionRecord} from './checkout-rules';
import {createCollectionsStore, type CollectionsStore} from './collections';

const SCALAR_TYPES = [
  'boolean',
  'color',
  'date',
  'date_time',
  'dimension',
  'id',
  'json',
  'link',
  'money',
  'multi_line_text_field',
  'number_decimal',
  'number_integer',
  'rating',
  'rich_text_field',
  'single_line_text_field',
  'url',
  'volume',
  'weight',
  'collection_reference',
  'customer_reference',
  'company_reference',
  'file_reference',
  'metaobject_reference',
  'mixed_reference',
  'page_reference',
  'product_reference',
  'product_taxonomy_value_reference',
  'variant_reference',
];
// Types with no list form.
const NO_LIST = new Set(['boolean', 'json', 'money', 'multi_line_text_field', 'rich_text_field']);

/** The metafield types Shopify accepts (a definition's `type`). */
export const METAFIELD_TYPES: ReadonlySet<string> = new Set([
  ...SCALAR_TYPES,
  ...SCALAR_TYPES.filter((type) => !NO_LIST.has(type)).map((type) => `list.${type}`),
]);

/** The validation options Shopify knows, by name. Which types take which is not modelled beyond min/max. */
const VALIDATION_NAMES = new Set([
  'min',
  'max',
  'regex',
  'choices',
  'max_precision',
  'allowed_domains',
  'file_type_options',
  'metaobject_definition_id',
  'metaobject_definition_ids',
  'list.min',
  'list.max',
  'json_schema',
  'schema',
]);

const KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
const NAMESPACE_PATTERN = /^(\$app:)?[A-Za-z0-9_-]+$/;
const METAOBJECT_TYPE_PATTERN = /^(\$app:)?[a-z0-9_-]+$/;

/** The namespace Shopify gives a definition created without one: the calling app's own. */
export const APP_NAMESPACE = 'app--7000000';

export interface UserError {
  field: string[] | null;
  message: string;
  code: string;
  elementIndex?: number | null;
  elementKey?: string | null;
}

export interface Validation {
  name: string;
  value: string;
}

export interface MetafieldDefinitionRecord {
  id: string;
  ownerType: string;
  namespace: string;
  key: string;
  name: string;
  description: string | null;
  type: string;
  validations: Validation[];
  access: {admin: string; storefront: string; customerAccount: string};
}

export interface MetaobjectFieldRecord {
  key: string;
  name: string;
  description: string | null;
  required: boolean;
  type: string;
  validations: Validation[];
}

export interface MetaobjectDefinitionRecord {
  id: string;
  type: string;
  name: string;
  description: string | null;
  displayNameKey: string | null;
  fieldDefinitions: MetaobjectFieldRecord[];
  access: {admin: string; storefront: string};
}

export interface MetafieldDefinitionInput {
  namespace?: string | null;
  key: string;
  name: string;
  description?: string | null;
  ownerType: string;
  type: string;
  validations?: Validation[] | null;
  access?: {admin?: string | null; storefront?: string | null; customerAccount?: string | null} | null;
}

export interface MetaobjectDefinitionInput {
  type: string;
  name?: string | null;
  description?: string | null;
  displayNameKey?: string | null;
  fieldDefinitions: {
    key: string;
    type: string;
    name?: string | null;
    description?: string | null;
    required?: boolean | null;
    validations?: Validation[] | null;
  }[];
  access?: {admin?: string | null; storefront?: string | null} | null;
}

/** How Shopify names an owner type in messages ("Key is in use for Product variant metafields ..."). */
const OWNER_LABELS = new Map([
  ['PRODUCT', 'Product'],
  ['PRODUCTVARIANT', 'Product variant'],
  ['SHOP', 'Shop'],
  ['COLLECTION', 'Collection'],
  ['CUSTOMER', 'Customer'],
  ['ORDER', 'Order'],
]);

function lengthErrors(
  value: string,
  {field, label, min, max}: {field: string[]; label: string; min: number; max: number},
): UserError[] {
  if (value.trim() === '') return [{field, message: `${label} can't be blank`, code: 'BLANK'}];
  if (value.length < min) {
    return [{field, message: `${label} is too short (minimum is ${min} characters)`, code: 'TOO_SHORT'}];
  }
  if (value.length > max) {
    return [{field, message: `${label} is too long (maximum is ${max} characters)`, code: 'TOO_LONG'}];
  }
  return [];
}

function validationErrors(
  type: string,
  validations: readonly Validation[] | null | undefined,
  field: string[],
  invalidCode: string,
): UserError[] {
  const errors: UserError[] = [];
  (validations ?? []).forEach((validation, index) => {
    if (!VALIDATION_NAMES.has(validation.name)) {
      errors.push({
        field,
        message: `Validations contains an invalid option: '${validation.name}'.`,
        code: invalidCode,
        elementIndex: index,
      });
    } else if (
      type === 'number_integer' &&
      (validation.name === 'min' || validation.name === 'max') &&
      !/^-?\d+$/.test(validation.value)
    ) {
      errors.push({
        field,
        message: `Validations value for option ${validation.name} must be an integer.`,
        code: invalidCode,
        elementIndex: index,
      });
    }
  });
  return errors;
}

export interface VariantRecord {
  id: string;
  sku: string;
  productId: string;
  productHandle: string;
}

export interface MetafieldsSetInput {
  ownerId: string;
  namespace?: string | null;
  key: string;
  type?: string | null;
  value: string;
}

export interface MetafieldRecord {
  id: string;
  ownerId: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
}

/** metafieldsSet takes 25 at most per call. */
export const METAFIELDS_SET_LIMIT = 25;

/** Whether `value` is a valid value of metafield type `type` (the types the storefront uses, and a few more). */
export function validMetafieldValue(type: string, value: string): boolean {
  const json = () => {
    try {
      return {ok: true, parsed: JSON.parse(value) as unknown};
    } catch {
      return {ok: false, parsed: undefined};
    }
  };
  if (type.startsWith('list.')) {
    const {ok, parsed} = json();
    return (
      ok &&
      Array.isArray(parsed) &&
      parsed.every((item) => ['string', 'number', 'boolean'].includes(typeof item) && validMetafieldValue(type.slice(5), String(item)))
    );
  }
  switch (type) {
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'number_integer':
      return /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value));
    case 'number_decimal':
      return /^-?\d+(\.\d+)?$/.test(value);
    case 'color':
      return /^#[0-9A-Fa-f]{6}$/.test(value);
    case 'json':
      return json().ok;
    case 'single_line_text_field':
      return !/[\r\n]/.test(value);
    default:
      return true;
  }
}

export interface ShopifyAdminStore {
  readonly shop: {id: string; name: string; myshopifyDomain: string};
  /** The store's variants (seeded: what a product import would have made). */
  variants(): readonly VariantRecord[];
  metafield(ownerId: string, namespace: string, key: string): MetafieldRecord | null;
  /** Upserts, all or nothing, as Shopify's metafieldsSet does. */
  setMetafields(inputs: readonly MetafieldsSetInput[]): {metafields: MetafieldRecord[] | null; userErrors: UserError[]};
  metafieldDefinitions(): readonly MetafieldDefinitionRecord[];
  metaobjectDefinitions(): readonly MetaobjectDefinitionRecord[];
  createMetafieldDefinition(input: MetafieldDefinitionInput): {
    createdDefinition: MetafieldDefinitionRecord | null;
    userErrors: UserError[];
  };
  createMetaobjectDefinition(input: MetaobjectDefinitionInput): {
    metaobjectDefinition: MetaobjectDefinitionRecord | null;
    userErrors: UserError[];
  };
  /** Collections and the sales channels they are published on. */
  readonly collections: CollectionsStore;
  /** The app's Shopify Functions, its automatic discounts and its validations (./checkout-rules.ts). */
  readonly checkoutRules: CheckoutRulesStore;
  /** Every mutation run, in order (what a test asserts a second setup run did not do). */
  readonly mutations: {name: string; input: unknown}[];
  reset(): void;
}

export function createShopifyAdminStore({
  shopName = 'Demo shop',
  domain = 'demo-shop.myshopify.com',
  variants = [],
  now,
  functions,
}: {
  shopName?: string;
  domain?: string;
  variants?: readonly VariantRecord[];
  /** The store's clock (discounts' status); the real one by default. */
  now?: () => number;
  /** The app's functions once deployed; extensions/'s by default. */
  functions?: readonly ShopifyFunctionRecord[];
} = {}) {
  let metafields: MetafieldDefinitionRecord[] = [];
  let values = new Map<string, MetafieldRecord>();
  const valueKey = (ownerId: string, namespace: string, key: string) => `${ownerId} ${namespace}.${key}`;
  const SHOP_ID = 'gid://shopify/Shop/70000001';
  const ownerTypeOf = (ownerId: string) =>
    ownerId === SHOP_ID ? 'SHOP' : variants.some((variant) => variant.id === ownerId) ? 'PRODUCTVARIANT' : null;
  let metaobjects: MetaobjectDefinitionRecord[] = [];
  let nextId = 1;
  const mutations: {name: string; input: unknown}[] = [];
  const collections = createCollectionsStore({mutations});
  const checkoutRules = createCheckoutRulesStore({
    mutations,
    appNamespace: APP_NAMESPACE,
    validValue: validMetafieldValue,
    metafieldTypes: METAFIELD_TYPES,
    now,
    functions,
  });

  const store: ShopifyAdminStore = {
    shop: {id: SHOP_ID, name: shopName, myshopifyDomain: domain},
    variants: () => variants,
    metafield: (ownerId, namespace, key) => values.get(valueKey(ownerId, namespace, key)) ?? null,

    setMetafields(inputs) {
      mutations.push({name: 'metafieldsSet', input: inputs});
      if (inputs.length > METAFIELDS_SET_LIMIT) {
        return {
          metafields: null,
          userErrors: [
            {
              field: ['metafields'],
              message: `Exceeded the maximum metafields input limit of ${METAFIELDS_SET_LIMIT}.`,
              code: 'LESS_THAN_OR_EQUAL_TO',
            },
          ],
        };
      }
      const errors: UserError[] = [];
      inputs.forEach((input, index) => {
        const at = (name: string) => ['metafields', String(index), name];
        const namespace = input.namespace ?? APP_NAMESPACE;
        const ownerType = ownerTypeOf(input.ownerId);
        if (!ownerType) {
          errors.push({field: at('ownerId'), message: 'Owner does not exist.', code: 'INVALID', elementIndex: index});
          return;
        }
        errors.push(
          ...lengthErrors(input.key, {field: at('key'), label: 'Key', min: 2, max: 64}).map((error) => ({
            ...error,
            elementIndex: index,
          })),
        );
        const definition = metafields.find(
          (item) => item.ownerType === ownerType && item.namespace === namespace && item.key === input.key,
        );
        const existing = values.get(valueKey(input.ownerId, namespace, input.key));
        const type = input.type ?? definition?.type ?? existing?.type;
        if (!type) {
          errors.push({field: at('type'), message: "Type can't be blank", code: 'BLANK', elementIndex: index});
          return;
        }
        if (definition && definition.type !== type) {
          errors.push({
            field: at('type'),
            message: `Type ${type} must be consistent with the definition's type: '${definition.type}'.`,
            code: 'INVALID_TYPE',
            elementIndex: index,
          });
          return;
        }
        if (!METAFIELD_TYPES.has(type)) {
          errors.push({field: at('type'), message: 'Type is invalid.', code: 'INVALID_TYPE', elementIndex: index});
          return;
        }
        if (!validMetafieldValue(type, input.value)) {
          errors.push({
            field: at('value'),
            message: `Value is invalid for type ${type}.`,
            code: 'INVALID_VALUE',
            elementIndex: index,
          });
        }
      });
      if (errors.length > 0) return {metafields: null, userErrors: errors};
      const set = inputs.map((input) => {
        const namespace = input.namespace ?? APP_NAMESPACE;
        const key = valueKey(input.ownerId, namespace, input.key);
        const existing = values.get(key);
        const definition = metafields.find((item) => item.namespace === namespace && item.key === input.key);
        const record: MetafieldRecord = {
          id: existing?.id ?? `gid://shopify/Metafield/${nextId++}`,
          ownerId: input.ownerId,
          namespace,
          key: input.key,
          type: input.type ?? definition?.type ?? existing?.type ?? '',
          value: input.value,
        };
        values = new Map(values).set(key, record);
        return record;
      });
      return {metafields: set, userErrors: []};
    },
    metafieldDefinitions: () => metafields,
    metaobjectDefinitions: () => metaobjects,
    mutations,

    createMetafieldDefinition(input) {
      mutations.push({name: 'metafieldDefinitionCreate', input});
      const namespace = input.namespace ?? APP_NAMESPACE;
      const errors: UserError[] = [
        ...lengthErrors(input.name, {field: ['definition', 'name'], label: 'Name', min: 1, max: 255}),
        ...lengthErrors(namespace, {field: ['definition', 'namespace'], label: 'Namespace', min: 3, max: 255}),
        ...lengthErrors(input.key, {field: ['definition', 'key'], label: 'Key', min: 2, max: 64}),
      ];
      if (namespace.length >= 3 && !NAMESPACE_PATTERN.test(namespace)) {
        errors.push({
          field: ['definition', 'namespace'],
          message: 'Namespace contains one or more invalid characters.',
          code: 'INVALID_CHARACTER',
        });
      }
      if (input.key.length >= 2 && !KEY_PATTERN.test(input.key)) {
        errors.push({
          field: ['definition', 'key'],
          message: 'Key contains one or more invalid characters.',
          code: 'INVALID_CHARACTER',
        });
      }
      if (!METAFIELD_TYPES.has(input.type)) {
        errors.push({field: ['definition', 'type'], message: 'Type name is not a valid type.', code: 'INCLUSION'});
      }
      errors.push(...validationErrors(input.type, input.validations, ['definition', 'validations'], 'INVALID_OPTION'));
      const taken = metafields.some(
        (definition) =>
          definition.ownerType === input.ownerType && definition.namespace === namespace && definition.key === input.key,
      );
      if (taken) {
        const owner = OWNER_LABELS.get(input.ownerType) ?? input.ownerType.toLowerCase();
        errors.push({
          field: ['definition', 'key'],
          message: `Key is in use for ${owner} metafields on the '${namespace}' namespace.`,
          code: 'TAKEN',
        });
      }
      if (errors.length > 0) return {createdDefinition: null, userErrors: errors};

      const created: MetafieldDefinitionRecord = {
        id: `gid://shopify/MetafieldDefinition/${nextId++}`,
        ownerType: input.ownerType,
        namespace,
        key: input.key,
        name: input.name,
        description: input.description ?? null,
        type: input.type,
        validations: (input.validations ?? []).map(({name, value}) => ({name, value})),
        access: {
          admin: input.access?.admin ?? 'PUBLIC_READ_WRITE',
          storefront: input.access?.storefront ?? 'NONE',
          customerAccount: input.access?.customerAccount ?? 'NONE',
        },
      };
      metafields = [...metafields, created];
      return {createdDefinition: created, userErrors: []};
    },

    createMetaobjectDefinition(input) {
      mutations.push({name: 'metaobjectDefinitionCreate', input});
      const errors: UserError[] = lengthErrors(input.type, {
        field: ['definition', 'type'],
        label: 'Type',
        min: 3,
        max: 255,
      });
      if (input.type.length >= 3 && !METAOBJECT_TYPE_PATTERN.test(input.type)) {
        errors.push({
          field: ['definition', 'type'],
          message: 'Type contains one or more invalid characters.',
          code: 'INVALID',
        });
      }
      if (metaobjects.some((definition) => definition.type === input.type)) {
        errors.push({field: ['definition', 'type'], message: 'Type has already been taken', code: 'TAKEN'});
      }
      const seen = new Set<string>();
      input.fieldDefinitions.forEach((fieldInput, index) => {
        const path = ['definition', 'fieldDefinitions', String(index)];
        errors.push(
          ...lengthErrors(fieldInput.key, {field: [...path, 'key'], label: 'Key', min: 2, max: 64}).map((error) => ({
            ...error,
            elementIndex: index,
          })),
        );
        if (fieldInput.key.length >= 2 && !KEY_PATTERN.test(fieldInput.key)) {
          errors.push({
            field: [...path, 'key'],
            message: 'Key contains one or more invalid characters.',
            code: 'INVALID',
            elementIndex: index,
          });
        }
        if (seen.has(fieldInput.key)) {
          errors.push({
            field: [...path, 'key'],
            message: `Field definitions contain a duplicate key: ${fieldInput.key}.`,
            code: 'DUPLICATE_FIELD_INPUT',
            elementIndex: index,
            elementKey: fieldInput.key,
          });
        }
        seen.add(fieldInput.key);
        if (!METAFIELD_TYPES.has(fieldInput.type)) {
          errors.push({
            field: [...path, 'type'],
            message: `Field definition type '${fieldInput.type}' is not a valid type.`,
            code: 'INCLUSION',
            elementIndex: index,
          });
        }
        errors.push(
          ...validationErrors(fieldInput.type, fieldInput.validations, [...path, 'validations'], 'INVALID').map(
            (error) => ({...error, elementIndex: index}),
          ),
        );
      });
      if (input.displayNameKey && !seen.has(input.displayNameKey)) {
        errors.push({
          field: ['definition', 'displayNameKey'],
          message: `Display name key '${input.displayNameKey}' is not a field of this definition.`,
          code: 'UNDEFINED_OBJECT_FIELD',
        });
      }
      if (errors.length > 0) return {metaobjectDefinition: null, userErrors: errors};

      const created: MetaobjectDefinitionRecord = {
        id: `gid://shopify/MetaobjectDefinition/${nextId++}`,
        type: input.type,
        name: input.name?.trim() || input.type,
        description: input.description ?? null,
        displayNameKey: input.displayNameKey ?? null,
        fieldDefinitions: input.fieldDefinitions.map((fieldInput) => ({
          key: fieldInput.key,
          name: fieldInput.name?.trim() || fieldInput.key,
          description: fieldInput.description ?? null,
          required: fieldInput.required ?? false,
          type: fieldInput.type,
          validations: (fieldInput.validations ?? []).map(({name, value}) => ({name, value})),
        })),
        access: {admin: input.access?.admin ?? 'PUBLIC_READ_WRITE', storefront: input.access?.storefront ?? 'NONE'},
      };
      metaobjects = [...metaobjects, created];
      return {metaobjectDefinition: created, userErrors: []};
    },

    collections,
    checkoutRules,
    reset() {
      metafields = [];
      values = new Map();
      metaobjects = [];
      collections.reset();
      checkoutRules.reset();
      mutations.length = 0;
      nextId = 1;
    },
  };
  return store;
}
