import type {FixtureCustomer} from '../fixtures/customers';
import {
  ACCESS_TOKEN_LIFETIME_MS,
  ACTIVATION_TOKEN_LIFETIME_MS,
  countryRule,
  isTokenLive,
  normalisePhone,
  provinceOf,
  RESET_TOKEN_LIFETIME_MS,
  type CustomerAccessTokenRecord,
  type CustomerAddressRecord,
  type CustomerRecord,
  type CustomerUserError,
} from './customer-model';

/**
 * The classic customer-account mutations as pure functions: (customer(s),
 * input, env) → the new record, user errors, and what else Shopify hands back
 * (a token, an e-mail to send). Any user error means nothing changes.
 */

export interface CustomerOperationEnv {
  now: Date;
  /** Numbers for new customers, addresses and access tokens. */
  newId: () => number;
  /** Random one-time secrets: access, reset and activation tokens. */
  newToken: () => string;
  hashPassword: (password: string) => string;
  verifyPassword: (password: string, hash: string | null) => boolean;
  /** The shop's primary domain (`https://www.example.com.au`): account e-mails link there. */
  shopUrl: string;
}

export interface CustomerCreateInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

export interface CustomerUpdateInput {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

export interface MailingAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  country?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  province?: string | null;
  zip?: string | null;
}

/** What Shopify e-mails for these mutations: a password reset link, or an account invite (activation link). */
export interface CustomerEmail {
  kind: 'reset' | 'activation';
  customerId: number;
  to: string;
  firstName: string | null;
  url: string;
}

export interface CustomerChange {
  /** The customer after the change (unchanged when there are user errors); null when there is none. */
  customer: CustomerRecord | null;
  userErrors: CustomerUserError[];
  /** A new access token, where the mutation signs the customer in. */
  accessToken?: CustomerAccessTokenRecord | null;
  email?: CustomerEmail;
}

const DEMO_INVITE_EXPIRES_AT = '2100-01-01T00:00:00Z';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTML_TAG = /<[a-z/!][^>]*>/i;
const URL_PATTERN = /(https?:\/\/|www\.)\S+/i;
const MIN_PASSWORD = 5;
const MAX_PASSWORD = 40;
const MAX_TEXT = 255;

const NAME_LABELS: Record<string, string> = {firstName: 'First name', lastName: 'Last name'};
const ADDRESS_LABELS: Record<keyof MailingAddressInput, string> = {
  address1: 'Address1',
  address2: 'Address2',
  city: 'City',
  company: 'Company',
  country: 'Country',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  province: 'Province',
  zip: 'Zip',
};

function error(code: string, field: string[], message: string): CustomerUserError {
  return {code, field, message};
}

function unchanged(customer: CustomerRecord | null, userErrors: CustomerUserError[]): CustomerChange {
  return {customer, userErrors};
}

function textErrors(value: string | null | undefined, field: string[], label: string): CustomerUserError[] {
  if (!value) return [];
  if (HTML_TAG.test(value)) return [error('CONTAINS_HTML_TAGS', field, `${label} cannot contain HTML tags`)];
  if (URL_PATTERN.test(value)) return [error('CONTAINS_URL', field, `${label} cannot contain URL`)];
  if (value.length > MAX_TEXT) return [error('TOO_LONG', field, `${label} is too long (maximum is ${MAX_TEXT} characters)`)];
  return [];
}

export function passwordErrors(password: string, field: string[]): CustomerUserError[] {
  if (password.length < MIN_PASSWORD) {
    return [error('TOO_SHORT', field, `Password is too short (minimum is ${MIN_PASSWORD} characters)`)];
  }
  if (password.length > MAX_PASSWORD) {
    return [error('TOO_LONG', field, `Password is too long (maximum is ${MAX_PASSWORD} characters)`)];
  }
  if (password.trim() !== password) {
    return [error('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field, 'Password cannot start or end with whitespace')];
  }
  return [];
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Checks the profile fields a create or update sends; `others` are every other account (for TAKEN). */
function profileErrors(
  input: CustomerUpdateInput,
  prefix: string,
  others: readonly CustomerRecord[],
  {requireEmail}: {requireEmail: boolean},
): CustomerUserError[] {
  const errors: CustomerUserError[] = [];
  if (input.email != null || requireEmail) {
    const email = normaliseEmail(input.email ?? '');
    if (!email) errors.push(error('BLANK', [prefix, 'email'], "Email can't be blank"));
    else if (!EMAIL_PATTERN.test(email)) errors.push(error('INVALID', [prefix, 'email'], 'Email is invalid'));
    else if (others.some((other) => other.email === email)) {
      errors.push(error('TAKEN', [prefix, 'email'], 'Email has already been taken'));
    }
  }
  if (input.password != null) errors.push(...passwordErrors(input.password, [prefix, 'password']));
  for (const key of ['firstName', 'lastName'] as const) errors.push(...textErrors(input[key], [prefix, key], NAME_LABELS[key]));
  if (input.phone) {
    const phone = normalisePhone(input.phone);
    if (!phone) errors.push(error('INVALID', [prefix, 'phone'], 'Phone is invalid'));
    else if (others.some((other) => other.phone === phone)) {
      errors.push(error('TAKEN', [prefix, 'phone'], 'Phone has already been taken'));
    }
  }
  return errors;
}

function newAccessToken(env: CustomerOperationEnv): CustomerAccessTokenRecord {
  return {token: env.newToken(), id: env.newId(), expiresAt: new Date(env.now.getTime() + ACCESS_TOKEN_LIFETIME_MS).toISOString()};
}

/** The customer with one more access token (expired ones dropped). */
function signIn(customer: CustomerRecord, env: CustomerOperationEnv): {customer: CustomerRecord; accessToken: CustomerAccessTokenRecord} {
  const accessToken = newAccessToken(env);
  const live = customer.accessTokens.filter((token) => isTokenLive(token, env.now));
  return {customer: {...customer, accessTokens: [...live, accessToken]}, accessToken};
}

function touch(customer: CustomerRecord, changes: Partial<CustomerRecord>, env: CustomerOperationEnv): CustomerRecord {
  return {...customer, ...changes, updatedAt: env.now.toISOString()};
}

function accountEmail(kind: CustomerEmail['kind'], customer: CustomerRecord, token: string, env: CustomerOperationEnv): CustomerEmail {
  const path = kind === 'reset' ? 'reset' : 'activate';
  return {
    kind,
    customerId: customer.id,
    to: customer.email,
    firstName: customer.firstName,
    url: `${env.shopUrl.replace(/\/$/, '')}/account/${path}/${customer.id}/${token}`,
  };
}

/** An invited account's activation link (a new one each time it is e-mailed). */
function invite(customer: CustomerRecord, env: CustomerOperationEnv): CustomerChange {
  const token = env.newToken();
  const activation = {token, expiresAt: new Date(env.now.getTime() + ACTIVATION_TOKEN_LIFETIME_MS).toISOString()};
  const updated = {...customer, activation};
  return {customer: updated, userErrors: [], email: accountEmail('activation', updated, token, env)};
}

/** A demo account from the fixtures, as a record (the password hashed). */
export function seedCustomer(fixture: FixtureCustomer, env: CustomerOperationEnv): CustomerRecord {
  const addresses = fixture.addresses.map((address) => {
    const resolved = resolveAddress({...address}, {id: env.newId(), ...EMPTY_ADDRESS});
    if (!resolved.address) throw new Error(`Demo customer ${fixture.email}: ${resolved.errors.map((e) => e.message).join('; ')}`);
    return resolved.address;
  });
  return {
    id: fixture.id,
    email: normaliseEmail(fixture.email),
    passwordHash: fixture.password === null ? null : env.hashPassword(fixture.password),
    state: fixture.state,
    firstName: fixture.firstName,
    lastName: fixture.lastName,
    phone: fixture.phone,
    acceptsMarketing: fixture.acceptsMarketing,
    tags: [...fixture.tags],
    createdAt: fixture.createdAt,
    updatedAt: fixture.createdAt,
    addresses,
    defaultAddressId: addresses[0]?.id ?? null,
    accessTokens: [],
    // The demo invite's documented link keeps working however old the data dir is.
    activation: fixture.activationToken ? {token: fixture.activationToken, expiresAt: DEMO_INVITE_EXPIRES_AT} : null,
    reset: null,
  };
}

/**
 * `customerCreate`: an enabled account (this shop does not ask new customers
 * to confirm their e-mail). An invited account's e-mail gets CUSTOMER_DISABLED
 * and a new invite, as Shopify answers.
 */
export function createCustomer(input: CustomerCreateInput, customers: readonly CustomerRecord[], env: CustomerOperationEnv): CustomerChange {
  const email = normaliseEmail(input.email);
  const invited = customers.find((customer) => customer.email === email && customer.state === 'INVITED');
  if (invited) {
    const {customer, email: outgoing} = invite(invited, env);
    return {
      customer,
      userErrors: [
        error(
          'CUSTOMER_DISABLED',
          ['input'],
          `We have sent an email to ${email}, please click the link included to verify your email address.`,
        ),
      ],
      email: outgoing,
    };
  }
  const errors = profileErrors(input, 'input', customers, {requireEmail: true});
  if (errors.length > 0) return unchanged(null, errors);
  const now = env.now.toISOString();
  return {
    customer: {
      id: env.newId(),
      email,
      passwordHash: env.hashPassword(input.password),
      state: 'ENABLED',
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      phone: input.phone ? normalisePhone(input.phone) : null,
      acceptsMarketing: input.acceptsMarketing ?? false,
      tags: [],
      createdAt: now,
      updatedAt: now,
      addresses: [],
      defaultAddressId: null,
      accessTokens: [],
      activation: null,
      reset: null,
    },
    userErrors: [],
  };
}

const UNIDENTIFIED: CustomerUserError = {code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer'};

/** `customerAccessTokenCreate`: the same answer for an unknown e-mail and a wrong password. */
export function createAccessToken(
  input: {email: string; password: string},
  customers: readonly CustomerRecord[],
  env: CustomerOperationEnv,
): CustomerChange {
  const customer = customers.find((candidate) => candidate.email === normaliseEmail(input.email));
  if (!customer || customer.state !== 'ENABLED' || !env.verifyPassword(input.password, customer.passwordHash)) {
    return unchanged(null, [UNIDENTIFIED]);
  }
  return {...signIn(customer, env), userErrors: []};
}

/** The live access token record of a customer, if `token` is one. */
export function accessTokenOf(customer: CustomerRecord, token: string, now: Date): CustomerAccessTokenRecord | undefined {
  return customer.accessTokens.find((record) => record.token === token && isTokenLive(record, now));
}

/** `customerAccessTokenRenew`: the same token, thirty more days. */
export function renewAccessToken(customer: CustomerRecord, token: string, env: CustomerOperationEnv): CustomerChange {
  const expiresAt = new Date(env.now.getTime() + ACCESS_TOKEN_LIFETIME_MS).toISOString();
  const accessTokens = customer.accessTokens.map((record) => (record.token === token ? {...record, expiresAt} : record));
  return {customer: {...customer, accessTokens}, userErrors: [], accessToken: accessTokens.find((record) => record.token === token)};
}

export function deleteAccessToken(customer: CustomerRecord, token: string): CustomerRecord {
  return {...customer, accessTokens: customer.accessTokens.filter((record) => record.token !== token)};
}

/**
 * `customerUpdate`: only the fields sent change (`phone: null` removes the
 * number). A new password signs every session out and hands back a new token.
 */
export function updateCustomer(
  customer: CustomerRecord,
  input: CustomerUpdateInput,
  customers: readonly CustomerRecord[],
  env: CustomerOperationEnv,
): CustomerChange {
  const others = customers.filter((other) => other.id !== customer.id);
  const errors = profileErrors(input, 'customer', others, {requireEmail: false});
  if (errors.length > 0) return unchanged(customer, errors);
  const changes: Partial<CustomerRecord> = {};
  if (input.email != null) changes.email = normaliseEmail(input.email);
  if (input.firstName !== undefined) changes.firstName = input.firstName || null;
  if (input.lastName !== undefined) changes.lastName = input.lastName || null;
  if (input.phone !== undefined) changes.phone = input.phone ? normalisePhone(input.phone) : null;
  if (input.acceptsMarketing != null) changes.acceptsMarketing = input.acceptsMarketing;
  const updated = touch(customer, changes, env);
  if (input.password == null) return {customer: updated, userErrors: [], accessToken: null};
  const signedIn = signIn({...updated, passwordHash: env.hashPassword(input.password), accessTokens: []}, env);
  return {...signedIn, userErrors: []};
}

/** Turns an address input into a record, resolving country and province and checking every field. */
function resolveAddress(
  input: MailingAddressInput,
  base: CustomerAddressRecord,
): {address: CustomerAddressRecord | null; errors: CustomerUserError[]} {
  const errors: CustomerUserError[] = [];
  const merged: CustomerAddressRecord = {...base};
  const assign = (key: Exclude<keyof MailingAddressInput, 'country' | 'province'>) => {
    if (input[key] !== undefined) merged[key] = input[key]?.trim() || null;
  };
  (['address1', 'address2', 'city', 'company', 'firstName', 'lastName', 'phone', 'zip'] as const).forEach(assign);
  for (const key of Object.keys(ADDRESS_LABELS) as (keyof MailingAddressInput)[]) {
    errors.push(...textErrors(input[key], ['address', key], ADDRESS_LABELS[key]));
  }

  if (input.country !== undefined) {
    const country = input.country ? countryRule(input.country) : undefined;
    if (input.country && !country) errors.push(error('INVALID', ['address', 'country'], 'Country is not supported'));
    merged.country = country?.name ?? null;
    merged.countryCode = country?.code ?? null;
    if (input.province === undefined && merged.provinceCode && !(country && provinceOf(country, merged.provinceCode))) {
      merged.province = null;
      merged.provinceCode = null;
    }
  }
  const country = merged.countryCode ? countryRule(merged.countryCode) : undefined;
  if (input.province !== undefined) {
    const province = input.province && country?.provinces ? provinceOf(country, input.province) : undefined;
    if (input.province && country?.provinces && !province) {
      errors.push(error('INVALID', ['address', 'province'], `Province is not a valid region of ${country.name}`));
    }
    merged.province = province?.name ?? (country?.provinces ? null : input.province?.trim() || null);
    merged.provinceCode = province?.code ?? null;
  }
  if (merged.zip && country?.zip && !country.zip.test(merged.zip)) {
    errors.push(error('INVALID', ['address', 'zip'], `Zip is not valid for ${country.name}`));
  }
  if (merged.phone) {
    const phone = normalisePhone(merged.phone, merged.countryCode ?? 'AU');
    if (phone) merged.phone = phone;
    else errors.push(error('INVALID', ['address', 'phone'], 'Phone is invalid'));
  }
  return errors.length > 0 ? {address: null, errors} : {address: merged, errors};
}

const EMPTY_ADDRESS: Omit<CustomerAddressRecord, 'id'> = {
  firstName: null,
  lastName: null,
  company: null,
  address1: null,
  address2: null,
  city: null,
  province: null,
  provinceCode: null,
  zip: null,
  country: null,
  countryCode: null,
  phone: null,
};

function sameAddress(a: CustomerAddressRecord, b: CustomerAddressRecord): boolean {
  const {id: _a, ...first} = a;
  const {id: _b, ...second} = b;
  return JSON.stringify(first) === JSON.stringify(second);
}

export interface AddressChange extends CustomerChange {
  address: CustomerAddressRecord | null;
}

/** `customerAddressCreate`: the first address becomes the default; an identical one is TAKEN. */
export function createAddress(customer: CustomerRecord, input: MailingAddressInput, env: CustomerOperationEnv): AddressChange {
  const {address, errors} = resolveAddress(input, {id: 0, ...EMPTY_ADDRESS});
  if (!address) return {...unchanged(customer, errors), address: null};
  if (customer.addresses.some((existing) => sameAddress(existing, address))) {
    return {...unchanged(customer, [error('TAKEN', ['address'], 'Address already exists')]), address: null};
  }
  const created = {...address, id: env.newId()};
  const updated = touch(
    customer,
    {addresses: [...customer.addresses, created], defaultAddressId: customer.defaultAddressId ?? created.id},
    env,
  );
  return {customer: updated, userErrors: [], address: created};
}

const addressNotFound = (field: string) => error('NOT_FOUND', [field], 'Address does not exist');

/** `customerAddressUpdate`: the fields sent change, the others stay. */
export function updateAddress(
  customer: CustomerRecord,
  addressId: number | null,
  input: MailingAddressInput,
  env: CustomerOperationEnv,
): AddressChange {
  const existing = customer.addresses.find((address) => address.id === addressId);
  if (!existing) return {...unchanged(customer, [addressNotFound('id')]), address: null};
  const {address, errors} = resolveAddress(input, existing);
  if (!address) return {...unchanged(customer, errors), address: null};
  if (customer.addresses.some((other) => other.id !== existing.id && sameAddress(other, address))) {
    return {...unchanged(customer, [error('TAKEN', ['address'], 'Address already exists')]), address: null};
  }
  const addresses = customer.addresses.map((candidate) => (candidate.id === existing.id ? address : candidate));
  return {customer: touch(customer, {addresses}, env), userErrors: [], address};
}

/** `customerAddressDelete`: deleting the default makes the next remaining address the default. */
export function deleteAddress(customer: CustomerRecord, addressId: number | null, env: CustomerOperationEnv): CustomerChange {
  if (!customer.addresses.some((address) => address.id === addressId)) return unchanged(customer, [addressNotFound('id')]);
  const addresses = customer.addresses.filter((address) => address.id !== addressId);
  const defaultAddressId = customer.defaultAddressId === addressId ? (addresses[0]?.id ?? null) : customer.defaultAddressId;
  return {customer: touch(customer, {addresses, defaultAddressId}, env), userErrors: []};
}

export function setDefaultAddress(customer: CustomerRecord, addressId: number | null, env: CustomerOperationEnv): CustomerChange {
  if (!customer.addresses.some((address) => address.id === addressId)) return unchanged(customer, [addressNotFound('addressId')]);
  return {customer: touch(customer, {defaultAddressId: addressId}, env), userErrors: []};
}

/** `customerRecover`: a reset link for an account, or a new invite for one never activated. */
export function recoverCustomer(customer: CustomerRecord, env: CustomerOperationEnv): CustomerChange {
  if (customer.state === 'INVITED') return invite(customer, env);
  const token = env.newToken();
  const reset = {token, expiresAt: new Date(env.now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString()};
  const updated = {...customer, reset};
  return {customer: updated, userErrors: [], email: accountEmail('reset', updated, token, env)};
}

/** Which customer and token an e-mailed link names: `{shop}/account/{reset|activate}/{id}/{token}`. */
export function parseAccountUrl(url: string, kind: CustomerEmail['kind']): {customerId: number; token: string} | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = new RegExp(`/account/${kind === 'reset' ? 'reset' : 'activate'}/(\\d+)/([^/]+)$`).exec(path);
  return match ? {customerId: Number(match[1]), token: decodeURIComponent(match[2])} : null;
}

/**
 * `customerReset` / `customerActivate`: with the e-mailed token (once, before
 * it expires) and an acceptable password, sets the password, signs every
 * other session out and signs the customer in.
 */
export function redeemEmailToken(
  customer: CustomerRecord | undefined,
  kind: CustomerEmail['kind'],
  token: string,
  password: string,
  passwordField: string[],
  invalidToken: CustomerUserError,
  env: CustomerOperationEnv,
): CustomerChange {
  const record = customer ? (kind === 'reset' ? customer.reset : customer.activation) : null;
  if (!customer || !record || record.token !== token || !isTokenLive(record, env.now)) return unchanged(null, [invalidToken]);
  if (kind === 'activation' && customer.state === 'ENABLED') {
    return unchanged(null, [error('ALREADY_ENABLED', ['input'], 'Customer already enabled')]);
  }
  const errors = passwordErrors(password, passwordField);
  if (errors.length > 0) return unchanged(null, errors);
  const updated = touch(
    customer,
    {passwordHash: env.hashPassword(password), state: 'ENABLED', accessTokens: [], reset: null, activation: null},
    env,
  );
  return {...signIn(updated, env), userErrors: []};
}
