import type {FixtureProduct, FixtureVariant} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
import {
  cartLineGid,
  dedupeAttributes,
  MAX_CART_LINES,
  sameAttributes,
  type Attribute,
  type CartLineRecord,
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
