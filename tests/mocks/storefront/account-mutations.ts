import {accessDenied} from './errors';
import {CustomerObject, MailingAddressObject} from './customer-objects';
import type {CustomerAccessTokenRecord, CustomerRecord, CustomerUserError} from './customer-model';
import {
  accessTokenOf,
  createAccessToken,
  createAddress,
  createCustomer,
  deleteAccessToken,
  deleteAddress,
  parseAccountUrl,
  recoverCustomer,
  redeemEmailToken,
  renewAccessToken,
  setDefaultAddress,
  updateAddress,
  updateCustomer,
  type CustomerChange,
  type CustomerCreateInput,
  type CustomerEmail,
  type CustomerUpdateInput,
  type MailingAddressInput,
} from './customer-operations';
import type {StorefrontContext} from './context';
import {numericIdOf} from './ids';

/**
 * Customer (classic accounts) and payment fields. Customer accounts are real:
 * kept in the store's `customers` (seeded with the demo accounts of
 * `../fixtures/customers.ts`), changed by the pure operations of
 * `customer-operations.ts`, with Shopify's user errors. Fields a storefront
 * token cannot use without extra approval (card payments, checkout
 * completion, Shop Pay payment requests) get Shopify's ACCESS_DENIED error,
 * which is what a standard Hydrogen storefront's token would get too.
 */

/** Both error lists: `customerUserErrors` (with codes) and the deprecated `userErrors`. */
function customerErrors(errors: CustomerUserError[]) {
  return {customerUserErrors: errors, userErrors: errors.map(({field, message}) => ({field, message}))};
}

const INVALID_TOKEN: CustomerUserError = {
  code: 'TOKEN_INVALID',
  field: ['customerAccessToken'],
  message: 'Customer access token is invalid',
};
const UNKNOWN_ACCESS_TOKEN = {field: ['customerAccessToken'], message: 'Access token does not exist'};

/** Every field needs the cart-payments approval a standard storefront token does not have. */
const CHECKOUT_COMPLETION_ACCESS = 'unauthenticated_write_checkouts with cart payments approval';
const SHOP_PAY_REQUEST_ACCESS = 'unauthenticated_write_shop_pay_payment_request_sessions';

function tokenObject(record: CustomerAccessTokenRecord | null | undefined) {
  return record ? {accessToken: record.token, expiresAt: record.expiresAt} : null;
}

function customerObject(record: CustomerRecord | null | undefined): CustomerObject | null {
  return record ? new CustomerObject(record) : null;
}

/** Keeps a change that succeeded (and sends its e-mail); a change with user errors keeps nothing. */
function commit(context: StorefrontContext, change: CustomerChange): CustomerChange {
  if (change.userErrors.length === 0 || change.email) {
    if (change.customer) context.store.customers.save(change.customer);
  }
  if (change.email) context.store.customers.send(change.email, context.now);
  return change;
}

function operationEnv(context: StorefrontContext) {
  return context.store.customers.env(context.now);
}

/** The signed-in customer behind a token, or null for an unknown or expired one. */
function signedIn(context: StorefrontContext, token: string): CustomerRecord | null {
  return context.store.customers.byAccessToken(token, context.now) ?? null;
}

/** `customerReset(ByUrl)` / `customerActivate(ByUrl)`: the e-mailed token, then a password. */
function redeem(
  context: StorefrontContext,
  kind: CustomerEmail['kind'],
  customerId: number | null,
  token: string,
  password: string,
  passwordField: string[],
  invalid: CustomerUserError,
) {
  const customer = customerId === null ? undefined : context.store.customers.get(customerId);
  const change = commit(context, redeemEmailToken(customer, kind, token, password, passwordField, invalid, operationEnv(context)));
  const ok = change.userErrors.length === 0;
  return {
    customer: ok ? customerObject(change.customer) : null,
    customerAccessToken: ok ? tokenObject(change.accessToken) : null,
    ...customerErrors(change.userErrors),
  };
}

type TokenArgs = {customerAccessToken: string};

export const accountQueries = {
  /** The customer a live access token belongs to; null for an expired or unknown token, as Shopify answers. */
  customer: ({customerAccessToken}: TokenArgs, context: StorefrontContext) => customerObject(signedIn(context, customerAccessToken)),
  cartCompletionAttempt: () => {
    throw accessDenied('cartCompletionAttempt', CHECKOUT_COMPLETION_ACCESS);
  },
};

export const accountMutations = {
  customerCreate: ({input}: {input: CustomerCreateInput}, context: StorefrontContext) => {
    const change = commit(context, createCustomer(input, context.store.customers.all(), operationEnv(context)));
    return {customer: change.userErrors.length === 0 ? customerObject(change.customer) : null, ...customerErrors(change.userErrors)};
  },
  customerAccessTokenCreate: ({input}: {input: {email: string; password: string}}, context: StorefrontContext) => {
    const change = commit(context, createAccessToken(input, context.store.customers.all(), operationEnv(context)));
    return {customerAccessToken: tokenObject(change.accessToken), ...customerErrors(change.userErrors)};
  },
  customerAccessTokenCreateWithMultipass: () => ({
    customerAccessToken: null,
    // Multipass is a Shopify Plus feature the demo shop has not switched on.
    ...customerErrors([{code: 'INVALID_MULTIPASS_REQUEST', field: ['multipassToken'], message: 'Invalid multipass request'}]),
  }),
  customerAccessTokenRenew: ({customerAccessToken}: TokenArgs, context: StorefrontContext) => {
    const customer = signedIn(context, customerAccessToken);
    if (!customer) return {customerAccessToken: null, userErrors: [UNKNOWN_ACCESS_TOKEN]};
    const change = commit(context, renewAccessToken(customer, customerAccessToken, operationEnv(context)));
    return {customerAccessToken: tokenObject(change.accessToken), userErrors: []};
  },
  customerAccessTokenDelete: ({customerAccessToken}: TokenArgs, context: StorefrontContext) => {
    const customer = signedIn(context, customerAccessToken);
    const record = customer ? accessTokenOf(customer, customerAccessToken, context.now) : undefined;
    if (!customer || !record) return {deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: [UNKNOWN_ACCESS_TOKEN]};
    context.store.customers.save(deleteAccessToken(customer, customerAccessToken));
    return {deletedAccessToken: record.token, deletedCustomerAccessTokenId: String(record.id), userErrors: []};
  },
  customerActivate: (
    {id, input}: {id: string; input: {activationToken: string; password: string}},
    context: StorefrontContext,
  ) =>
    redeem(context, 'activation', numericIdOf(id, 'Customer'), input.activationToken, input.password, ['input', 'password'], {
      code: 'TOKEN_INVALID',
      field: ['input', 'activationToken'],
      message: 'Invalid activation token',
    }),
  customerActivateByUrl: ({activationUrl, password}: {activationUrl: string; password: string}, context: StorefrontContext) => {
    const parsed = parseAccountUrl(activationUrl, 'activation');
    return redeem(context, 'activation', parsed?.customerId ?? null, parsed?.token ?? '', password, ['password'], {
      code: 'TOKEN_INVALID',
      field: ['activationUrl'],
      message: 'Invalid activation url',
    });
  },
  customerReset: ({id, input}: {id: string; input: {resetToken: string; password: string}}, context: StorefrontContext) =>
    redeem(context, 'reset', numericIdOf(id, 'Customer'), input.resetToken, input.password, ['input', 'password'], {
      code: 'TOKEN_INVALID',
      field: ['input', 'resetToken'],
      message: 'Invalid reset token',
    }),
  customerResetByUrl: ({resetUrl, password}: {resetUrl: string; password: string}, context: StorefrontContext) => {
    const parsed = parseAccountUrl(resetUrl, 'reset');
    return redeem(context, 'reset', parsed?.customerId ?? null, parsed?.token ?? '', password, ['password'], {
      code: 'TOKEN_INVALID',
      field: ['resetUrl'],
      message: 'Invalid reset url',
    });
  },
  /** A known e-mail gets its reset link (an invited account: a new invite) and no errors; an unknown one is UNIDENTIFIED_CUSTOMER. */
  customerRecover: ({email}: {email: string}, context: StorefrontContext) => {
    const customer = context.store.customers.byEmail(email);
    if (!customer) return customerErrors([{code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer'}]);
    commit(context, recoverCustomer(customer, operationEnv(context)));
    return customerErrors([]);
  },
  customerUpdate: ({customerAccessToken, customer: input}: TokenArgs & {customer: CustomerUpdateInput}, context: StorefrontContext) => {
    const customer = signedIn(context, customerAccessToken);
    if (!customer) return {customer: null, customerAccessToken: null, ...customerErrors([INVALID_TOKEN])};
    const change = commit(context, updateCustomer(customer, input, context.store.customers.all(), operationEnv(context)));
    if (change.userErrors.length > 0) return {customer: null, customerAccessToken: null, ...customerErrors(change.userErrors)};
    return {customer: customerObject(change.customer), customerAccessToken: tokenObject(change.accessToken), ...customerErrors([])};
  },
  customerAddressCreate: ({customerAccessToken, address}: TokenArgs & {address: MailingAddressInput}, context: StorefrontContext) => {
    const customer = signedIn(context, customerAccessToken);
    if (!customer) return {customerAddress: null, ...customerErrors([INVALID_TOKEN])};
    const change = createAddress(customer, address, operationEnv(context));
    commit(context, change);
    return {customerAddress: change.address ? new MailingAddressObject(change.address) : null, ...customerErrors(change.userErrors)};
  },
  customerAddressUpdate: (
    {customerAccessToken, id, address}: TokenArgs & {id: string; address: MailingAddressInput},
    context: StorefrontContext,
  ) => {
    const customer = signedIn(context, customerAccessToken);
    if (!customer) return {customerAddress: null, ...customerErrors([INVALID_TOKEN])};
    const change = updateAddress(customer, numericIdOf(id, 'MailingAddress'), address, operationEnv(context));
    commit(context, change);
    return {customerAddress: change.address ? new MailingAddressObject(change.address) : null, ...customerErrors(change.userErrors)};
  },
  customerAddressDelete: ({customerAccessToken, id}: TokenArgs & {id: string}, context: StorefrontContext) => {
    const customer = signedIn(context, customerAccessToken);
    if (!customer) return {deletedCustomerAddressId: null, ...customerErrors([INVALID_TOKEN])};
    const change = commit(context, deleteAddress(customer, numericIdOf(id, 'MailingAddress'), operationEnv(context)));
    return {deletedCustomerAddressId: change.userErrors.length === 0 ? id : null, ...customerErrors(change.userErrors)};
  },
  customerDefaultAddressUpdate: ({customerAccessToken, addressId}: TokenArgs & {addressId: string}, context: StorefrontContext) => {
    const customer = signedIn(context, customerAccessToken);
    if (!customer) return {customer: null, ...customerErrors([INVALID_TOKEN])};
    const change = commit(context, setDefaultAddress(customer, numericIdOf(addressId, 'MailingAddress'), operationEnv(context)));
    return {customer: change.userErrors.length === 0 ? customerObject(change.customer) : null, ...customerErrors(change.userErrors)};
  },
  cartPaymentUpdate: () => {
    throw accessDenied('cartPaymentUpdate', CHECKOUT_COMPLETION_ACCESS);
  },
  cartPrepareForCompletion: () => {
    throw accessDenied('cartPrepareForCompletion', CHECKOUT_COMPLETION_ACCESS);
  },
  cartSubmitForCompletion: () => {
    throw accessDenied('cartSubmitForCompletion', CHECKOUT_COMPLETION_ACCESS);
  },
  shopPayPaymentRequestSessionCreate: () => {
    throw accessDenied('shopPayPaymentRequestSessionCreate', SHOP_PAY_REQUEST_ACCESS);
  },
  shopPayPaymentRequestSessionSubmit: () => {
    throw accessDenied('shopPayPaymentRequestSessionSubmit', SHOP_PAY_REQUEST_ACCESS);
  },
};
