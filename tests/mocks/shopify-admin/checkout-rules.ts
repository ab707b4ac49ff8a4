/**
 * The Admin API stand-in's checkout rules, for `npm run shopify:setup -- --discounts` and the doctor:
 *
 * - `shopifyFunctions`: the app's Shopify Functions as `npx shopify app deploy` leaves them, one per extension of
 *   extensions/ (its handle, its title from its locale, its API from its target); `setDeployed` switches them off
 *   for a store the app has not been deployed to;
 * - the app's automatic discounts (`discountNodes`, `discountAutomaticAppCreate`, `discountAutomaticAppUpdate`):
 *   function, classes, combinations, dates, tags and their app-owned metafields. Their status is Shopify's, from
 *   the dates and the store's clock: SCHEDULED before `startsAt`, EXPIRED from `endsAt`, ACTIVE between. Dates are
 *   kept to the second, as Shopify keeps them;
 * - the app's cart and checkout validations (`validations`, `validationCreate`, `validationUpdate`).
 *
 * A `$app:{name}` metafield namespace is the calling app's own (`app--{id}--{name}`), in writes and reads alike.
 * The userErrors are those setup can meet (no or an unknown function, a function of another API, an end before the
 * start, a metafield its type refuses, an unknown id, more than 25 running app discounts); their messages are
 * written by hand after Shopify's.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {UserError} from './store';

export const EXTENSIONS_DIR = fileURLToPath(new URL('../../../extensions/', import.meta.url));

/** The client ID the stand-in's app has (shopify.app.toml's `client_id` on a real store). */
export const STAND_IN_APP_CLIENT_ID = '5f1c0d7e2b9a4c6e8d3f1a2b4c6d8e0f';

/** Shopify's `apiType` of a function, by its target. */
function apiTypeOf(target: string): string {
  if (target.startsWith('cart.validations.')) return 'cart_checkout_validation';
  if (/^cart\.(lines|delivery-options)\.discounts\./.test(target)) return 'discount';
  return target.split('.')[0];
}

export interface ShopifyFunctionRecord {
  /** Shopify's function ids are UUIDs; the stand-in's are made from the handle, so every start gives the same. */
  id: string;
  handle: string;
  apiType: string;
  apiVersion: string;
  title: string;
  description: string | null;
  appKey: string;
  inputQuery: string | null;
  useCreationUi: boolean;
}

const tomlString = (toml: string, key: string) => new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(toml)?.[1] ?? null;

function uuidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The functions `npx shopify app deploy` makes of extensions/: one per extension, in folder order. */
export function deployedFunctions(dir = EXTENSIONS_DIR): ShopifyFunctionRecord[] {
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'shopify.extension.toml')))
    .map((entry) => {
      const folder = join(dir, entry.name);
      const toml = readFileSync(join(folder, 'shopify.extension.toml'), 'utf8');
      const handle = tomlString(toml, 'handle') ?? entry.name;
      const target = tomlString(toml, 'target') ?? '';
      const inputQuery = tomlString(toml, 'input_query');
      const locale = join(folder, 'locales', 'en.default.json');
      const strings = existsSync(locale) ? (JSON.parse(readFileSync(locale, 'utf8')) as {name?: string; description?: string}) : {};
      const name = tomlString(toml, 'name');
      return {
        id: uuidOf(`function ${handle}`),
        handle,
        apiType: apiTypeOf(target),
        apiVersion: tomlString(toml, 'api_version') ?? '',
        title: (name === 't:name' ? strings.name : name) ?? handle,
        description: strings.description ?? null,
        appKey: STAND_IN_APP_CLIENT_ID,
        inputQuery: inputQuery && existsSync(join(folder, inputQuery)) ? readFileSync(join(folder, inputQuery), 'utf8') : null,
        useCreationUi: false,
      };
    });
}

export interface MetafieldInput {
  id?: string | null;
  namespace?: string | null;
  key?: string | null;
  type?: string | null;
  value?: string | null;
}

export interface OwnedMetafield {
  id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
}

export interface CombinesWith {
  productDiscounts: boolean;
  orderDiscounts: boolean;
  shippingDiscounts: boolean;
}

export interface DiscountAutomaticAppInput {
  title?: string | null;
  functionHandle?: string | null;
  functionId?: string | null;
  discountClasses?: string[] | null;
  combinesWith?: Partial<CombinesWith> | null;
  startsAt?: string | null;
  endsAt?: string | null;
  tags?: string[] | null;
  metafields?: MetafieldInput[] | null;
}

export interface AppDiscountRecord {
  /** The discount node's id (`gid://shopify/DiscountAutomaticNode/…`), which the update takes. */
  id: string;
  title: string;
  functionId: string;
  discountClasses: string[];
  combinesWith: CombinesWith;
  /** Epoch ms, whole seconds. */
  startsAt: number;
  endsAt: number | null;
  tags: string[];
  createdAt: number;
  updatedAt: number;
  metafields: OwnedMetafield[];
}

export interface ValidationInput {
  title?: string | null;
  functionHandle?: string | null;
  functionId?: string | null;
  enable?: boolean | null;
  blockOnFailure?: boolean | null;
  metafields?: MetafieldInput[] | null;
}

export interface ValidationRecord {
  id: string;
  title: string;
  functionId: string;
  enabled: boolean;
  blockOnFailure: boolean;
  metafields: OwnedMetafield[];
}

export type DiscountStatus = 'ACTIVE' | 'SCHEDULED' | 'EXPIRED';

/** Shopify's status of a discount at `now`. */
export function discountStatus(record: Pick<AppDiscountRecord, 'startsAt' | 'endsAt'>, now: number): DiscountStatus {
  if (record.startsAt > now) return 'SCHEDULED';
  if (record.endsAt !== null && record.endsAt <= now) return 'EXPIRED';
  return 'ACTIVE';
}

/** A DateTime as Shopify writes one: UTC, to the second. */
export const dateTimeOut = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface CheckoutRulesStore {
  /** The app's functions deployed on the store (all of extensions/ unless `setDeployed` says otherwise). */
  functions(): readonly ShopifyFunctionRecord[];
  /** Deploys only these handles (none: the app is not deployed); `reset` deploys them all again. */
  setDeployed(handles: readonly string[]): void;
  functionById(id: string): ShopifyFunctionRecord | undefined;
  discounts(): readonly AppDiscountRecord[];
  validations(): readonly ValidationRecord[];
  /** The store's clock. */
  now(): number;
  /** A `$app:` namespace as the calling app's own. */
  resolveNamespace(namespace: string): string;
  createDiscount(input: DiscountAutomaticAppInput): {discount: AppDiscountRecord | null; userErrors: UserError[]};
  updateDiscount(id: string, input: DiscountAutomaticAppInput): {discount: AppDiscountRecord | null; userErrors: UserError[]};
  createValidation(input: ValidationInput): {validation: ValidationRecord | null; userErrors: UserError[]};
  updateValidation(id: string, input: ValidationInput): {validation: ValidationRecord | null; userErrors: UserError[]};
  reset(): void;
}

const DISCOUNT_API = 'discount';
/** "You can activate a maximum of 25 discount functions on each store" (Shopify's Discount Function API reference). */
export const MAX_ACTIVE_APP_DISCOUNTS = 25;
const VALIDATION_API = 'cart_checkout_validation';

export function createCheckoutRulesStore({
  mutations,
  appNamespace,
  validValue,
  metafieldTypes,
  now = Date.now,
  functions: allFunctions = deployedFunctions(),
}: {
  /** The store's log of mutations run. */
  mutations: {name: string; input: unknown}[];
  /** The calling app's reserved namespace (`app--{id}`). */
  appNamespace: string;
  /** Whether a value is valid for a metafield type. */
  validValue: (type: string, value: string) => boolean;
  metafieldTypes: ReadonlySet<string>;
  now?: () => number;
  functions?: readonly ShopifyFunctionRecord[];
}): CheckoutRulesStore {
  let deployed = new Set(allFunctions.map((fn) => fn.handle));
  let discounts: AppDiscountRecord[] = [];
  let validations: ValidationRecord[] = [];
  let nextId = 1;

  const functions = () => allFunctions.filter((fn) => deployed.has(fn.handle));
  const resolveNamespace = (namespace: string) => {
    if (namespace === '$app') return appNamespace;
    return namespace.startsWith('$app:') ? `${appNamespace}--${namespace.slice(5)}` : namespace;
  };

  /** The function an input names, or its userError. */
  function findFunction(
    input: {functionHandle?: string | null; functionId?: string | null},
    {root, apiType, codes}: {root: string; apiType: string; codes: {missing: string; notFound: string; wrongApi: string}},
  ): ShopifyFunctionRecord | UserError {
    if (input.functionHandle && input.functionId) {
      return {field: [root], message: 'Only one of function_id or function_handle can be provided.', code: 'MULTIPLE_FUNCTION_IDENTIFIERS'};
    }
    if (!input.functionHandle && !input.functionId) {
      return {field: [root], message: 'Either function_id or function_handle must be provided.', code: codes.missing};
    }
    const byHandle = Boolean(input.functionHandle);
    const fn = functions().find((candidate) => (byHandle ? candidate.handle === input.functionHandle : candidate.id === input.functionId));
    const field = [root, byHandle ? 'functionHandle' : 'functionId'];
    if (!fn) return {field, message: 'Function not found.', code: codes.notFound};
    if (fn.apiType !== apiType) {
      return {field, message: `Function ${fn.handle} does not implement the ${apiType === DISCOUNT_API ? 'discount' : 'cart and checkout validation'} API.`, code: codes.wrongApi};
    }
    return fn;
  }

  /** The metafields after `inputs`, or their userErrors (field `[root, 'metafields', i, name]`). */
  function withMetafields(
    current: readonly OwnedMetafield[],
    inputs: readonly MetafieldInput[],
    root: string,
    codes: {invalidType: string; invalidValue: string; blank: string},
  ): {metafields: OwnedMetafield[]; userErrors: UserError[]} {
    const metafields = current.map((metafield) => ({...metafield}));
    const userErrors: UserError[] = [];
    inputs.forEach((input, index) => {
      const at = (name: string) => [root, 'metafields', String(index), name];
      const existing = input.id
        ? metafields.find((metafield) => metafield.id === input.id)
        : metafields.find((metafield) => metafield.namespace === resolveNamespace(input.namespace ?? '$app') && metafield.key === input.key);
      if (input.id && !existing) {
        userErrors.push({field: at('id'), message: 'Metafield does not exist.', code: codes.blank});
        return;
      }
      if (!existing && !input.key) {
        userErrors.push({field: at('key'), message: "Key can't be blank", code: codes.blank});
        return;
      }
      const type = input.type ?? existing?.type;
      if (!type) {
        userErrors.push({field: at('type'), message: "Type can't be blank", code: codes.blank});
        return;
      }
      if (!metafieldTypes.has(type)) {
        userErrors.push({field: at('type'), message: 'Type is invalid.', code: codes.invalidType});
        return;
      }
      const value = input.value ?? existing?.value;
      if (value == null || !validValue(type, value)) {
        userErrors.push({field: at('value'), message: `Value is invalid for type ${type}.`, code: codes.invalidValue});
        return;
      }
      if (existing) {
        existing.type = type;
        existing.value = value;
      } else {
        metafields.push({id: `gid://shopify/Metafield/${9100000 + nextId++}`, namespace: resolveNamespace(input.namespace ?? '$app'), key: input.key!, type, value});
      }
    });
    return {metafields, userErrors};
  }

  /** A DateTime input to the second, or null when it is no date. */
  const parseDateTime = (value: string) => {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : Math.floor(ms / 1000) * 1000;
  };

  const DISCOUNT_CODES = {invalidType: 'INVALID', invalidValue: 'INVALID', blank: 'BLANK'};
  const VALIDATION_CODES = {invalidType: 'INVALID_TYPE', invalidValue: 'INVALID_VALUE', blank: 'BLANK'};

  /** The discount `input` makes of `base` (a new one when null), or its userErrors. */
  function applyDiscountInput(base: AppDiscountRecord | null, input: DiscountAutomaticAppInput): {discount: AppDiscountRecord | null; userErrors: UserError[]} {
    const root = 'automaticAppDiscount';
    const errors: UserError[] = [];
    let functionId = base?.functionId ?? '';
    if (!base || input.functionHandle || input.functionId) {
      const fn = findFunction(input, {
        root,
        apiType: DISCOUNT_API,
        codes: {missing: 'MISSING_FUNCTION_IDENTIFIER', notFound: 'INVALID', wrongApi: 'INVALID'},
      });
      if ('message' in fn) errors.push(fn);
      else if (base && fn.id !== base.functionId) errors.push({field: [root, 'functionHandle'], message: "A discount's function cannot be changed.", code: 'INVALID'});
      else functionId = fn.id;
    }
    const title = input.title === undefined || input.title === null ? (base?.title ?? '') : input.title.trim();
    if (!title) errors.push({field: [root, 'title'], message: "Title can't be blank", code: 'BLANK'});
    else if (title.length > 255) errors.push({field: [root, 'title'], message: 'Title is too long (maximum is 255 characters)', code: 'TOO_LONG'});

    let startsAt = base?.startsAt ?? null;
    if (input.startsAt != null) {
      startsAt = parseDateTime(input.startsAt);
      if (startsAt === null) errors.push({field: [root, 'startsAt'], message: 'Starts at is invalid', code: 'INVALID'});
    } else if (!base || input.startsAt === null) {
      errors.push({field: [root, 'startsAt'], message: "Starts at can't be blank", code: 'BLANK'});
    }
    let endsAt = base?.endsAt ?? null;
    if (input.endsAt !== undefined) {
      endsAt = input.endsAt === null ? null : parseDateTime(input.endsAt);
      if (input.endsAt !== null && endsAt === null) errors.push({field: [root, 'endsAt'], message: 'Ends at is invalid', code: 'INVALID'});
    }
    if (startsAt !== null && endsAt !== null && endsAt < startsAt) {
      errors.push({field: [root, 'endsAt'], message: 'Ends at needs to be after starts_at', code: 'END_DATE_BEFORE_START_DATE'});
    }
    const discountClasses = input.discountClasses ?? base?.discountClasses ?? [];
    if (discountClasses.length === 0) {
      errors.push({field: [root, 'discountClasses'], message: "Discount classes can't be blank", code: 'BLANK'});
    }
    const tags = input.tags ?? base?.tags ?? [];
    if (tags.some((tag) => tag.length > 255)) {
      errors.push({field: [root, 'tags'], message: 'Tags are too long (maximum is 255 characters each)', code: 'INVALID_TAG_LENGTH'});
    }
    const metafields = withMetafields(base?.metafields ?? [], input.metafields ?? [], root, DISCOUNT_CODES);
    errors.push(...metafields.userErrors);
    if (errors.length > 0 || startsAt === null) return {discount: null, userErrors: errors};

    const stamp = Math.floor(now() / 1000) * 1000;
    return {
      discount: {
        id: base?.id ?? `gid://shopify/DiscountAutomaticNode/${1480000000 + nextId++}`,
        title,
        functionId,
        discountClasses: [...new Set(discountClasses)],
        combinesWith: {
          productDiscounts: input.combinesWith?.productDiscounts ?? (input.combinesWith ? false : (base?.combinesWith.productDiscounts ?? false)),
          orderDiscounts: input.combinesWith?.orderDiscounts ?? (input.combinesWith ? false : (base?.combinesWith.orderDiscounts ?? false)),
          shippingDiscounts: input.combinesWith?.shippingDiscounts ?? (input.combinesWith ? false : (base?.combinesWith.shippingDiscounts ?? false)),
        },
        startsAt,
        endsAt,
        tags: [...new Set(tags)],
        createdAt: base?.createdAt ?? stamp,
        updatedAt: stamp,
        metafields: metafields.metafields,
      },
      userErrors: [],
    };
  }

  function applyValidationInput(base: ValidationRecord | null, input: ValidationInput): {validation: ValidationRecord | null; userErrors: UserError[]} {
    const root = 'validation';
    const errors: UserError[] = [];
    let fn: ShopifyFunctionRecord | undefined = base ? allFunctions.find((candidate) => candidate.id === base.functionId) : undefined;
    if (!base) {
      const found = findFunction(input, {
        root,
        apiType: VALIDATION_API,
        codes: {missing: 'MISSING_FUNCTION_IDENTIFIER', notFound: 'FUNCTION_NOT_FOUND', wrongApi: 'FUNCTION_DOES_NOT_IMPLEMENT'},
      });
      if ('message' in found) errors.push(found);
      else fn = found;
    }
    const metafields = withMetafields(base?.metafields ?? [], input.metafields ?? [], root, VALIDATION_CODES);
    errors.push(...metafields.userErrors);
    if (errors.length > 0 || !fn) return {validation: null, userErrors: errors};
    return {
      validation: {
        id: base?.id ?? `gid://shopify/Validation/${2200000 + nextId++}`,
        title: input.title?.trim() || base?.title || fn.title,
        functionId: fn.id,
        // Both default to false in ValidationCreateInput and ValidationUpdateInput alike: an update without them turns them off.
        enabled: input.enable ?? false,
        blockOnFailure: input.blockOnFailure ?? false,
        metafields: metafields.metafields,
      },
      userErrors: [],
    };
  }

  const running = (discount: AppDiscountRecord) => discountStatus(discount, now()) !== 'EXPIRED';
  /** Whether `discount` (replacing `base`) would be one running app discount more than Shopify allows. */
  const overLimit = (discount: AppDiscountRecord, base: AppDiscountRecord | null) =>
    running(discount) && !(base && running(base)) && discounts.filter(running).length >= MAX_ACTIVE_APP_DISCOUNTS;
  const tooMany: UserError = {
    field: ['automaticAppDiscount'],
    message: `A store can have at most ${MAX_ACTIVE_APP_DISCOUNTS} active app discounts.`,
    code: 'MAX_APP_DISCOUNTS',
  };

  return {
    functions,
    setDeployed(handles) {
      deployed = new Set(handles);
    },
    functionById: (id) => allFunctions.find((fn) => fn.id === id),
    discounts: () => discounts,
    validations: () => validations,
    now,
    resolveNamespace,

    createDiscount(input) {
      mutations.push({name: 'discountAutomaticAppCreate', input});
      const result = applyDiscountInput(null, input);
      if (result.discount && overLimit(result.discount, null)) return {discount: null, userErrors: [tooMany]};
      if (result.discount) discounts = [...discounts, result.discount];
      return result;
    },

    updateDiscount(id, input) {
      mutations.push({name: 'discountAutomaticAppUpdate', input: {id, ...input}});
      const base = discounts.find((discount) => discount.id === id);
      if (!base) return {discount: null, userErrors: [{field: ['id'], message: 'Discount does not exist', code: 'INVALID'}]};
      const result = applyDiscountInput(base, input);
      if (result.discount && overLimit(result.discount, base)) return {discount: null, userErrors: [tooMany]};
      if (result.discount) discounts = discounts.map((discount) => (discount.id === id ? result.discount! : discount));
      return result;
    },

    createValidation(input) {
      mutations.push({name: 'validationCreate', input});
      const result = applyValidationInput(null, input);
      if (result.validation) validations = [...validations, result.validation];
      return result;
    },

    updateValidation(id, input) {
      mutations.push({name: 'validationUpdate', input: {id, ...input}});
      const base = validations.find((validation) => validation.id === id);
      if (!base) return {validation: null, userErrors: [{field: ['id'], message: 'Validation not found.', code: 'NOT_FOUND'}]};
      const result = applyValidationInput(base, input);
      if (result.validation) validations = validations.map((validation) => (validation.id === id ? result.validation! : validation));
      return result;
    },

    reset() {
      deployed = new Set(allFunctions.map((fn) => fn.handle));
      discounts = [];
      validations = [];
      nextId = 1;
    },
  };
}
