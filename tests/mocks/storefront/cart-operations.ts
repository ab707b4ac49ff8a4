import type {FixtureProduct, FixtureVariant} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
import {
  cartLineGid,
  dedupeAttributes,
  MAX_CART_LINES,
  sameAttributes,
  type Attribute,
  type CartDeliveryAddressFields,
  type CartDeliveryAddressRecord,
  type CartLineRecord,
  type CartMetafieldRecord,
  type CartRecord,
  type CartUserError,
  type CartWarning,
} from './cart-model';
import {gid, numericIdOf} from './ids';
import {orderableQuantity} from './product-objects';

/**
 * The cart mutations as pure functions: (cart, input, env) → new cart, user
 * errors and warnings. Any user error means nothing changes, so each operation
 * validates the whole request before applying any of it.
 */

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

export interface CartLineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

export interface CartBuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
}

export interface CartInput {
  attributes?: Attribute[] | null;
  buyerIdentity?: CartBuyerIdentityInput | null;
  discountCodes?: string[] | null;
  lines?: CartLineInput[] | null;
  note?: string | null;
}

export interface CartSelectedDeliveryOptionInput {
  deliveryGroupId: string;
  deliveryOptionHandle: string;
}

export interface CartOperationEnv {
  catalogue: CatalogueIndex;
  now: Date;
  /** Makes the opaque token of a new line. */
  newLineToken: () => string;
}

export interface CartChange {
  cart: CartRecord;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164, which is what the Storefront API accepts for buyer phones. */
const PHONE_PATTERN = /^\+[1-9]\d{1,14}$/;

function unchanged(cart: CartRecord, userErrors: CartUserError[], warnings: CartWarning[] = []): CartChange {
  return {cart, userErrors, warnings};
}

function changed(cart: CartRecord, changes: Partial<CartRecord>, env: CartOperationEnv, warnings: CartWarning[] = []): CartChange {
  return {cart: {...cart, ...changes, updatedAt: env.now.toISOString()}, userErrors: [], warnings};
}

function invalid(field: string[], message: string): CartUserError {
  return {code: 'INVALID', field, message};
}

function tooManyLines(field: string[], message: string): CartUserError {
  return {code: 'MAXIMUM_EXCEEDED', field, message};
}

function findMerchandise(catalogue: CatalogueIndex, merchandiseId: string) {
  const id = numericIdOf(merchandiseId, 'ProductVariant');
  return id === null ? undefined : catalogue.variantById.get(id);
}

function merchandiseErrors(catalogue: CatalogueIndex, merchandiseId: string, field: string[]): CartUserError[] {
  return findMerchandise(catalogue, merchandiseId)
    ? []
    : [invalid(field, `The merchandise with id ${merchandiseId} does not exist.`)];
}

function quantityErrors(quantity: number | null | undefined, field: string[]): CartUserError[] {
  if (quantity == null) return [];
  return Number.isInteger(quantity) && quantity >= 0
    ? []
    : [invalid(field, 'The quantity must be a whole number greater than or equal to 0.')];
}

function sellingPlanErrors(sellingPlanId: string | null | undefined, field: string[]): CartUserError[] {
  // The demo catalogue has no subscriptions, so every selling plan is unknown.
  return sellingPlanId ? [invalid(field, `The selling plan with id ${sellingPlanId} does not exist.`)] : [];
}

function outOfStock(variant: FixtureVariant, product: FixtureProduct): CartWarning {
  return {
    code: 'MERCHANDISE_OUT_OF_STOCK',
    message: `The product '${product.title}' is already sold out.`,
    target: gid('ProductVariant', variant.id),
  };
}

/**
 * Caps a line at what is left of its variant's stock once the cart's other
 * lines of the same variant are counted, warning when it had to.
 */
function capToStock(
  cart: CartRecord,
  lines: CartLineRecord[],
  line: CartLineRecord,
  variant: FixtureVariant,
  warnings: CartWarning[],
): void {
  const elsewhere = lines
    .filter((other) => other !== line && other.merchandiseId === line.merchandiseId)
    .reduce((sum, other) => sum + other.quantity, 0);
  const allowed = Math.max(0, orderableQuantity(variant) - elsewhere);
  if (line.quantity <= allowed) return;
  line.quantity = allowed;
  warnings.push({
    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    message: `Only ${allowed} items were added to your cart due to availability.`,
    target: cartLineGid(cart, line),
  });
}

export function addLines(cart: CartRecord, inputs: readonly CartLineInput[], env: CartOperationEnv): CartChange {
  if (inputs.length > MAX_CART_LINES) {
    return unchanged(cart, [tooManyLines(['lines'], `Cannot add more than ${MAX_CART_LINES} lines in a single request.`)]);
  }
  const userErrors = inputs.flatMap((input, index) => [
    ...merchandiseErrors(env.catalogue, input.merchandiseId, ['lines', String(index), 'merchandiseId']),
    ...quantityErrors(input.quantity, ['lines', String(index), 'quantity']),
    ...sellingPlanErrors(input.sellingPlanId, ['lines', String(index), 'sellingPlanId']),
  ]);
  if (userErrors.length > 0) return unchanged(cart, userErrors);

  const lines = cart.lines.map((line) => ({...line}));
  const added: CartLineRecord[] = [];
  const warnings: CartWarning[] = [];
  for (const input of inputs) {
    const quantity = input.quantity ?? 1;
    if (quantity === 0) continue;
    const {variant, product} = findMerchandise(env.catalogue, input.merchandiseId)!;
    if (!variant.availableForSale) {
      warnings.push(outOfStock(variant, product));
      continue;
    }
    const attributes = dedupeAttributes(input.attributes ?? []);
    const all = [...added, ...lines];
    let line = all.find((candidate) => candidate.merchandiseId === variant.id && sameAttributes(candidate.attributes, attributes));
    if (!line) {
      line = {token: env.newLineToken(), merchandiseId: variant.id, quantity: 0, attributes};
      added.push(line);
    }
    line.quantity += quantity;
    capToStock(cart, [...added, ...lines], line, variant, warnings);
  }

  // Shopify lists the newest lines first.
  const nextLines = [...added, ...lines].filter((line) => line.quantity > 0);
  if (nextLines.length > MAX_CART_LINES) {
    return unchanged(cart, [tooManyLines(['lines'], `A cart can have at most ${MAX_CART_LINES} lines.`)]);
  }
  return changed(cart, {lines: nextLines}, env, warnings);
}

export function updateLines(cart: CartRecord, inputs: readonly CartLineUpdateInput[], env: CartOperationEnv): CartChange {
  if (inputs.length > MAX_CART_LINES) {
    return unchanged(cart, [tooManyLines(['lines'], `Cannot update more than ${MAX_CART_LINES} lines in a single request.`)]);
  }
  const lineById = new Map(cart.lines.map((line) => [cartLineGid(cart, line), line]));
  const userErrors = inputs.flatMap((input, index) => [
    ...(lineById.has(input.id) ? [] : [invalid(['lines', String(index), 'id'], `The line with id ${input.id} does not exist.`)]),
    ...(input.merchandiseId
      ? merchandiseErrors(env.catalogue, input.merchandiseId, ['lines', String(index), 'merchandiseId'])
      : []),
    ...quantityErrors(input.quantity, ['lines', String(index), 'quantity']),
    ...sellingPlanErrors(input.sellingPlanId, ['lines', String(index), 'sellingPlanId']),
  ]);
  if (userErrors.length > 0) return unchanged(cart, userErrors);

  const lines = cart.lines.map((line) => ({...line}));
  const warnings: CartWarning[] = [];
  for (const input of inputs) {
    const line = lines[cart.lines.indexOf(lineById.get(input.id)!)];
    if (input.quantity === 0) {
      line.quantity = 0;
      continue;
    }
    const target = input.merchandiseId
      ? findMerchandise(env.catalogue, input.merchandiseId)!
      : env.catalogue.variantById.get(line.merchandiseId);
    if (!target) continue;
    if (target.variant.id !== line.merchandiseId && !target.variant.availableForSale) {
      warnings.push(outOfStock(target.variant, target.product));
      continue;
    }
    line.merchandiseId = target.variant.id;
    if (input.attributes) line.attributes = dedupeAttributes(input.attributes);
    if (input.quantity != null) line.quantity = input.quantity;
    capToStock(cart, lines, line, target.variant, warnings);
  }
  return changed(cart, {lines: lines.filter((line) => line.quantity > 0)}, env, warnings);
}

export function removeLines(cart: CartRecord, lineIds: readonly string[], env: CartOperationEnv): CartChange {
  const known = new Set(cart.lines.map((line) => cartLineGid(cart, line)));
  const userErrors = lineIds.flatMap((id, index) =>
    known.has(id) ? [] : [invalid(['lineIds', String(index)], `The line with id ${id} does not exist.`)],
  );
  if (userErrors.length > 0) return unchanged(cart, userErrors);
  const removed = new Set(lineIds);
  return changed(cart, {lines: cart.lines.filter((line) => !removed.has(cartLineGid(cart, line)))}, env);
}

/** Replaces the whole attribute set (keys not sent are dropped). */
export function replaceAttributes(cart: CartRecord, attributes: readonly Attribute[], env: CartOperationEnv): CartChange {
  return changed(cart, {attributes: dedupeAttributes(attributes)}, env);
}

export function updateNote(cart: CartRecord, note: string, env: CartOperationEnv): CartChange {
  return changed(cart, {note}, env);
}

/** Replaces the codes; unknown codes are kept but not applicable, as on Shopify. */
export function updateDiscountCodes(cart: CartRecord, codes: readonly string[], env: CartOperationEnv): CartChange {
  const seen = new Set<string>();
  const discountCodes = codes
    .map((code) => code.trim())
    .filter((code) => code !== '' && !seen.has(code.toUpperCase()) && seen.add(code.toUpperCase()));
  return changed(cart, {discountCodes}, env);
}

/** Only the fields present in the input change; an explicit null clears one. */
export function updateBuyerIdentity(
  cart: CartRecord,
  input: CartBuyerIdentityInput,
  env: CartOperationEnv,
  fieldPrefix: string[] = ['buyerIdentity'],
): CartChange {
  const userErrors: CartUserError[] = [];
  if (input.email && !EMAIL_PATTERN.test(input.email)) {
    userErrors.push(invalid([...fieldPrefix, 'email'], 'Email is invalid'));
  }
  if (input.phone && !PHONE_PATTERN.test(input.phone)) {
    userErrors.push(invalid([...fieldPrefix, 'phone'], 'Phone is invalid'));
  }
  if (userErrors.length > 0) return unchanged(cart, userErrors);
  const current = cart.buyerIdentity;
  return changed(
    cart,
    {
      buyerIdentity: {
        email: 'email' in input ? (input.email ?? null) : current.email,
        phone: 'phone' in input ? (input.phone ?? null) : current.phone,
        countryCode: input.countryCode ?? current.countryCode,
        customerAccessToken:
          'customerAccessToken' in input ? (input.customerAccessToken ?? null) : current.customerAccessToken,
      },
    },
    env,
  );
}

/** The stand-in computes no delivery groups, so every group id is unknown. */
export function updateSelectedDeliveryOptions(
  cart: CartRecord,
  options: readonly CartSelectedDeliveryOptionInput[],
  env: CartOperationEnv,
): CartChange {
  const userErrors = options.map((option, index) => ({
    code: 'INVALID_DELIVERY_GROUP',
    field: ['selectedDeliveryOptions', String(index), 'deliveryGroupId'],
    message: `The delivery group with id ${option.deliveryGroupId} does not exist.`,
  }));
  return userErrors.length > 0 ? unchanged(cart, userErrors) : changed(cart, {}, env);
}

function prefixFields(errors: CartUserError[], prefix: string): CartUserError[] {
  return errors.map((error) => ({...error, field: error.field ? [prefix, ...error.field] : error.field}));
}

/**
 * `cartCreate`: an empty cart with the input applied in one go. With any user
 * error no cart is created (`cart` is null), as on Shopify.
 */
export function createCart(
  input: CartInput,
  identity: {token: string; secret: string; countryCode: string},
  env: CartOperationEnv,
): {cart: CartRecord | null; userErrors: CartUserError[]; warnings: CartWarning[]} {
  const now = env.now.toISOString();
  let cart: CartRecord = {
    token: identity.token,
    secret: identity.secret,
    createdAt: now,
    updatedAt: now,
    note: input.note ?? '',
    attributes: dedupeAttributes(input.attributes ?? []),
    buyerIdentity: {email: null, phone: null, countryCode: identity.countryCode, customerAccessToken: null},
    discountCodes: [],
    lines: [],
  };
  const steps: ((current: CartRecord) => CartChange)[] = [
    (current) => updateBuyerIdentity(current, input.buyerIdentity ?? {}, env),
    (current) => updateDiscountCodes(current, input.discountCodes ?? [], env),
    (current) => addLines(current, input.lines ?? [], env),
  ];
  const userErrors: CartUserError[] = [];
  const warnings: CartWarning[] = [];
  for (const step of steps) {
    const result = step(cart);
    userErrors.push(...prefixFields(result.userErrors, 'input'));
    warnings.push(...result.warnings);
    cart = result.cart;
  }
  return userErrors.length > 0 ? {cart: null, userErrors, warnings: []} : {cart, userErrors, warnings};
}

/**
 * `cartGiftCardCodesUpdate`: the demo shop has issued no gift cards, so every
 * code is unknown and refused (nothing changes); an empty list is a no-op.
 */
export function updateGiftCardCodes(cart: CartRecord, codes: readonly string[], env: CartOperationEnv): CartChange {
  const userErrors = codes
    .map((code, index) => ({code: code.trim(), index}))
    .filter(({code}) => code !== '')
    .map(({index}) => invalid(['giftCardCodes', String(index)], 'Gift card code is invalid'));
  return userErrors.length > 0 ? unchanged(cart, userErrors) : changed(cart, {}, env);
}

/** `cartGiftCardCodesRemove`: no gift card is ever applied, so every id is unknown. */
export function removeGiftCards(cart: CartRecord, appliedGiftCardIds: readonly string[]): CartChange {
  return unchanged(
    cart,
    appliedGiftCardIds.map((id, index) =>
      invalid(['appliedGiftCardIds', String(index)], `The applied gift card with id ${id} does not exist.`),
    ),
  );
}

/** Shopify's cart allows this many selectable delivery addresses. */
export const MAX_DELIVERY_ADDRESSES = 20;

export interface CartSelectableAddressInput {
  address: {deliveryAddress?: CartDeliveryAddressFields | null; copyFromCustomerAddressId?: string | null};
  selected?: boolean | null;
  oneTimeUse?: boolean | null;
}

export interface CartSelectableAddressUpdateInput extends Partial<CartSelectableAddressInput> {
  id: string;
}

export function deliveryAddressGid(address: Pick<CartDeliveryAddressRecord, 'token'>): string {
  return gid('CartSelectableAddress', address.token);
}

/** A selected address unselects the others: only one may be selected. */
function withSelection(addresses: CartDeliveryAddressRecord[], selectedToken: string | null): CartDeliveryAddressRecord[] {
  if (selectedToken === null) return addresses;
  return addresses.map((address) => ({...address, selected: address.token === selectedToken}));
}

function addressInputErrors(input: CartSelectableAddressInput['address'] | null | undefined, field: string[]): CartUserError[] {
  if (input?.copyFromCustomerAddressId) {
    // The stand-in has no customer accounts, so no customer address to copy.
    return [{code: 'INVALID', field: [...field, 'copyFromCustomerAddressId'], message: 'Customer address not found.'}];
  }
  if (!input?.deliveryAddress) return [{code: 'ADDRESS_FIELD_IS_REQUIRED', field: [...field, 'deliveryAddress'], message: 'Address is required.'}];
  return [];
}

export function addDeliveryAddresses(
  cart: CartRecord,
  inputs: readonly CartSelectableAddressInput[],
  env: CartOperationEnv,
): CartChange {
  const existing = cart.deliveryAddresses ?? [];
  const userErrors = inputs.flatMap((input, index) => addressInputErrors(input.address, ['addresses', String(index), 'address']));
  if (existing.length + inputs.length > MAX_DELIVERY_ADDRESSES) {
    userErrors.push({code: 'TOO_MANY_DELIVERY_ADDRESSES', field: ['addresses'], message: `A cart can have at most ${MAX_DELIVERY_ADDRESSES} delivery addresses.`});
  }
  if (inputs.filter((input) => input.selected).length > 1) {
    userErrors.push({code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED', field: ['addresses'], message: 'Only one delivery address can be selected.'});
  }
  if (userErrors.length > 0) return unchanged(cart, userErrors);
  const added = inputs.map((input) => ({
    token: env.newLineToken(),
    address: {...input.address.deliveryAddress},
    selected: Boolean(input.selected),
    oneTimeUse: Boolean(input.oneTimeUse),
  }));
  const selected = added.find((address) => address.selected)?.token ?? null;
  return changed(cart, {deliveryAddresses: withSelection([...existing, ...added], selected)}, env);
}

export function updateDeliveryAddresses(
  cart: CartRecord,
  inputs: readonly CartSelectableAddressUpdateInput[],
  env: CartOperationEnv,
): CartChange {
  const existing = cart.deliveryAddresses ?? [];
  const userErrors: CartUserError[] = [];
  inputs.forEach((input, index) => {
    if (!existing.some((address) => deliveryAddressGid(address) === input.id)) {
      userErrors.push({code: 'INVALID_DELIVERY_ADDRESS_ID', field: ['addresses', String(index), 'id'], message: `The delivery address with id ${input.id} does not exist.`});
    }
    if (input.address) userErrors.push(...addressInputErrors(input.address, ['addresses', String(index), 'address']));
  });
  if (inputs.filter((input) => input.selected).length > 1) {
    userErrors.push({code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED', field: ['addresses'], message: 'Only one delivery address can be selected.'});
  }
  if (userErrors.length > 0) return unchanged(cart, userErrors);
  let selected: string | null = null;
  const updated = existing.map((address) => {
    const input = inputs.find((candidate) => candidate.id === deliveryAddressGid(address));
    if (!input) return address;
    if (input.selected) selected = address.token;
    return {
      ...address,
      address: input.address?.deliveryAddress ? {...input.address.deliveryAddress} : address.address,
      selected: input.selected ?? address.selected,
      oneTimeUse: input.oneTimeUse ?? address.oneTimeUse,
    };
  });
  return changed(cart, {deliveryAddresses: withSelection(updated, selected)}, env);
}

export function removeDeliveryAddresses(cart: CartRecord, addressIds: readonly string[], env: CartOperationEnv): CartChange {
  const existing = cart.deliveryAddresses ?? [];
  const userErrors = addressIds
    .map((id, index) => ({id, index}))
    .filter(({id}) => !existing.some((address) => deliveryAddressGid(address) === id))
    .map(({id, index}) => ({
      code: 'INVALID_DELIVERY_ADDRESS_ID',
      field: ['addressIds', String(index)],
      message: `The delivery address with id ${id} does not exist.`,
    }));
  if (userErrors.length > 0) return unchanged(cart, userErrors);
  return changed(cart, {deliveryAddresses: existing.filter((address) => !addressIds.includes(deliveryAddressGid(address)))}, env);
}

/** The namespace a metafield key without one (`gift_wrap`) lives in: the calling app's own. */
export const APP_NAMESPACE = '$app';

/** `custom.gift_wrap` → {custom, gift_wrap}; `gift_wrap` → the app namespace. */
export function splitMetafieldKey(key: string): {namespace: string; key: string} {
  const dot = key.lastIndexOf('.');
  return dot > 0 ? {namespace: key.slice(0, dot), key: key.slice(dot + 1)} : {namespace: APP_NAMESPACE, key};
}

export interface MetafieldsSetUserError {
  code: string;
  elementIndex: number;
  field: string[];
  message: string;
}

const METAFIELD_VALUE_RULES: Record<string, (value: string) => boolean> = {
  boolean: (value) => value === 'true' || value === 'false',
  number_integer: (value) => /^-?\d+$/.test(value),
  number_decimal: (value) => /^-?\d+(\.\d+)?$/.test(value),
  json: (value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  },
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  date_time: (value) => !Number.isNaN(Date.parse(value)),
  url: (value) => /^(https?|mailto|sms|tel):/.test(value),
  color: (value) => /^#[0-9a-fA-F]{6}$/.test(value),
  single_line_text_field: (value) => !value.includes('\n'),
  multi_line_text_field: () => true,
};

/**
 * One cart's share of `cartMetafieldsSet`: sets (adds or replaces) each
 * metafield, or changes nothing when any input is invalid. `elementIndex` is
 * the input's position in the whole request.
 */
export function setCartMetafields(
  cart: CartRecord,
  inputs: readonly {index: number; key: string; type: string; value: string}[],
  env: CartOperationEnv,
): {cart: CartRecord; userErrors: MetafieldsSetUserError[]} {
  const userErrors: MetafieldsSetUserError[] = [];
  for (const input of inputs) {
    const error = (code: string, field: string, message: string) =>
      userErrors.push({code, elementIndex: input.index, field: ['metafields', String(input.index), field], message});
    const baseType = input.type.replace(/^list\./, '');
    const rule = METAFIELD_VALUE_RULES[baseType];
    if (splitMetafieldKey(input.key).key.trim() === '') error('BLANK', 'key', "Key can't be blank");
    else if (!rule) error('INVALID_TYPE', 'type', `Type '${input.type}' is not a valid metafield type`);
    else if (input.value === '') error('BLANK', 'value', "Value can't be blank");
    else if (input.type.startsWith('list.')) {
      let list: unknown;
      try {
        list = JSON.parse(input.value);
      } catch {
        list = null;
      }
      if (!Array.isArray(list) || !list.every((item) => rule(typeof item === 'string' ? item : JSON.stringify(item)))) {
        error('INVALID_VALUE', 'value', `Value is invalid for type ${input.type}`);
      }
    } else if (!rule(input.value)) error('INVALID_VALUE', 'value', `Value is invalid for type ${input.type}`);
  }
  if (userErrors.length > 0) return {cart, userErrors};
  let metafields = [...(cart.metafields ?? [])];
  for (const input of inputs) {
    const {namespace, key} = splitMetafieldKey(input.key);
    metafields = [...metafields.filter((field) => !(field.namespace === namespace && field.key === key)), {namespace, key, type: input.type, value: input.value}];
  }
  return {cart: changed(cart, {metafields}, env).cart, userErrors};
}

/** `cartMetafieldDelete`: the deleted metafield, or null when the cart has no such metafield. */
export function deleteCartMetafield(
  cart: CartRecord,
  fullKey: string,
  env: CartOperationEnv,
): {cart: CartRecord; deleted: CartMetafieldRecord | null} {
  const {namespace, key} = splitMetafieldKey(fullKey);
  const deleted = (cart.metafields ?? []).find((field) => field.namespace === namespace && field.key === key) ?? null;
  if (!deleted) return {cart, deleted};
  return {cart: changed(cart, {metafields: (cart.metafields ?? []).filter((field) => field !== deleted)}, env).cart, deleted};
}

/**
 * `cartBillingAddressUpdate`: the 2025-04 `Cart` type shows no billing
 * address, so the cart keeps none; the update is accepted and the cart returned.
 */
export function updateBillingAddress(cart: CartRecord, env: CartOperationEnv): CartChange {
  return changed(cart, {}, env);
}
