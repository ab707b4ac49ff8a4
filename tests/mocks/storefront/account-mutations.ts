import {accessDenied} from './errors';

/**
 * Customer (classic accounts) and payment fields. The stand-in keeps no
 * customer accounts, so it answers as Shopify does for a shop where nobody
 * has signed up: unknown tokens and credentials get Shopify's user errors.
 * Fields a storefront token cannot use without extra approval (card payments,
 * checkout completion, Shop Pay payment requests) get Shopify's ACCESS_DENIED
 * error, which is what a standard Hydrogen storefront's token would get too.
 */

interface CustomerUserError {
  code: string;
  field: string[] | null;
  message: string;
}

/** Both error lists: `customerUserErrors` (with codes) and the deprecated `userErrors`. */
function customerErrors(...errors: CustomerUserError[]) {
  return {customerUserErrors: errors, userErrors: errors.map(({field, message}) => ({field, message}))};
}

const INVALID_TOKEN: CustomerUserError = {
  code: 'TOKEN_INVALID',
  field: ['customerAccessToken'],
  message: 'Customer access token is invalid',
};
const UNKNOWN_ACCESS_TOKEN = {field: ['customerAccessToken'], message: 'Access token does not exist'};
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field needs the cart-payments approval a standard storefront token does not have. */
const CHECKOUT_COMPLETION_ACCESS = 'unauthenticated_write_checkouts with cart payments approval';
const SHOP_PAY_REQUEST_ACCESS = 'unauthenticated_write_shop_pay_payment_request_sessions';

export const accountQueries = {
  /** Every token is unknown: null, as Shopify answers for an expired or made-up token. */
  customer: () => null,
  cartCompletionAttempt: () => {
    throw accessDenied('cartCompletionAttempt', CHECKOUT_COMPLETION_ACCESS);
  },
};

export const accountMutations = {
  customerAccessTokenCreate: () => ({
    customerAccessToken: null,
    ...customerErrors({code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer'}),
  }),
  customerAccessTokenCreateWithMultipass: () => ({
    customerAccessToken: null,
    // Multipass is a Shopify Plus feature the demo shop has not switched on.
    ...customerErrors({code: 'INVALID_MULTIPASS_REQUEST', field: ['multipassToken'], message: 'Invalid multipass request'}),
  }),
  customerAccessTokenDelete: () => ({deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: [UNKNOWN_ACCESS_TOKEN]}),
  customerAccessTokenRenew: () => ({customerAccessToken: null, userErrors: [UNKNOWN_ACCESS_TOKEN]}),
  customerActivate: () => ({
    customer: null,
    customerAccessToken: null,
    ...customerErrors({code: 'TOKEN_INVALID', field: ['input', 'activationToken'], message: 'Invalid activation token'}),
  }),
  customerActivateByUrl: () => ({
    customer: null,
    customerAccessToken: null,
    customerUserErrors: [{code: 'TOKEN_INVALID', field: ['activationUrl'], message: 'Invalid activation url'}],
  }),
  customerAddressCreate: () => ({customerAddress: null, ...customerErrors(INVALID_TOKEN)}),
  customerAddressDelete: () => ({deletedCustomerAddressId: null, ...customerErrors(INVALID_TOKEN)}),
  customerAddressUpdate: () => ({customerAddress: null, ...customerErrors(INVALID_TOKEN)}),
  customerDefaultAddressUpdate: () => ({customer: null, ...customerErrors(INVALID_TOKEN)}),
  customerUpdate: () => ({customer: null, customerAccessToken: null, ...customerErrors(INVALID_TOKEN)}),
  customerRecover: () => customerErrors({code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer'}),
  customerReset: () => ({
    customer: null,
    customerAccessToken: null,
    ...customerErrors({code: 'TOKEN_INVALID', field: ['input', 'resetToken'], message: 'Invalid reset token'}),
  }),
  customerResetByUrl: () => ({
    customer: null,
    customerAccessToken: null,
    ...customerErrors({code: 'TOKEN_INVALID', field: ['resetUrl'], message: 'Invalid reset url'}),
  }),
  /**
   * Bad input gets Shopify's user errors; good input is refused with
   * ACCESS_DENIED: the stand-in keeps no customer accounts to create one in.
   */
  customerCreate: ({input}: {input: {email: string; password: string}}) => {
    const errors: CustomerUserError[] = [];
    if (!EMAIL_PATTERN.test(input.email)) errors.push({code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid'});
    if (input.password.length < 5) {
      errors.push({code: 'TOO_SHORT', field: ['input', 'password'], message: 'Password is too short (minimum is 5 characters)'});
    }
    if (errors.length > 0) return {customer: null, ...customerErrors(...errors)};
    throw accessDenied('customerCreate', 'unauthenticated_write_customers');
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
