import {randomBytes, scryptSync, timingSafeEqual} from 'node:crypto';
import {gid} from './ids';

/**
 * A customer account as the stand-in stores (and persists) it: classic
 * Storefront API customer accounts. Passwords are kept as scrypt hashes only.
 */

export interface CustomerAddressRecord {
  id: number;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  /** The region's name, e.g. `New South Wales`. */
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
  /** The country's name, e.g. `Australia`. */
  country: string | null;
  countryCode: string | null;
  /** E.164. */
  phone: string | null;
}

export interface CustomerAccessTokenRecord {
  /** Shopify's are 32 lowercase hex characters. */
  token: string;
  /** A number for `deletedCustomerAccessTokenId`. */
  id: number;
  expiresAt: string;
}

/** A one-time token e-mailed to the customer: password reset or account activation. */
export interface CustomerEmailTokenRecord {
  token: string;
  expiresAt: string;
}

export interface CustomerRecord {
  id: number;
  /** Lower case, as Shopify keeps it. */
  email: string;
  /** `scrypt$N$salt$hash` (hex); null for an invited account until it is activated. */
  passwordHash: string | null;
  state: 'ENABLED' | 'INVITED';
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  addresses: CustomerAddressRecord[];
  defaultAddressId: number | null;
  accessTokens: CustomerAccessTokenRecord[];
  activation: CustomerEmailTokenRecord | null;
  reset: CustomerEmailTokenRecord | null;
}

export interface CustomerUserError {
  code: string;
  field: string[] | null;
  message: string;
}

/** Classic customer access tokens last thirty days; `customerAccessTokenRenew` starts the thirty days again. */
export const ACCESS_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A reset link works for a day; an activation link for thirty days. */
export const RESET_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const ACTIVATION_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Cheap scrypt parameters: this is a stand-in, but a hash is still all it keeps. */
const SCRYPT_COST = 4096;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, {N: SCRYPT_COST});
  return `scrypt$${SCRYPT_COST}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), expected.length, {N: Number(cost)});
  return timingSafeEqual(actual, expected);
}

export function customerGid(customer: Pick<CustomerRecord, 'id'>): string {
  return gid('Customer', customer.id);
}

/** Shopify's customer address ids carry the model name (and, on the real API, the access token). */
export function customerAddressGid(address: Pick<CustomerAddressRecord, 'id'>): string {
  return `${gid('MailingAddress', address.id)}?model_name=CustomerAddress`;
}

export function isTokenLive(record: {expiresAt: string}, now: Date): boolean {
  return Date.parse(record.expiresAt) > now.getTime();
}

export function displayNameOf(customer: Pick<CustomerRecord, 'firstName' | 'lastName' | 'email' | 'phone'>): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return name || customer.email || customer.phone || '';
}

interface CountryRule {
  code: string;
  name: string;
  /** Code → name; absent when the country has no regions Shopify asks for. */
  provinces?: Record<string, string>;
  zip?: RegExp;
  /** National phone numbers: the trunk prefix to drop and the calling code to add. */
  callingCode: string;
}

/** The countries the stand-in knows for addresses (Shopify knows them all; these cover the demo shop's customers). */
const COUNTRIES: CountryRule[] = [
  {
    code: 'AU',
    name: 'Australia',
    provinces: {
      ACT: 'Australian Capital Territory',
      NSW: 'New South Wales',
      NT: 'Northern Territory',
      QLD: 'Queensland',
      SA: 'South Australia',
      TAS: 'Tasmania',
      VIC: 'Victoria',
      WA: 'Western Australia',
    },
    zip: /^\d{4}$/,
    callingCode: '61',
  },
  {code: 'NZ', name: 'New Zealand', zip: /^\d{4}$/, callingCode: '64'},
  {code: 'GB', name: 'United Kingdom', zip: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, callingCode: '44'},
];

export function countryRule(value: string): CountryRule | undefined {
  const wanted = value.trim().toLowerCase();
  return COUNTRIES.find((country) => country.code.toLowerCase() === wanted || country.name.toLowerCase() === wanted);
}

/** The province's code and name, by either; undefined when the country has no such region. */
export function provinceOf(country: CountryRule, value: string): {code: string; name: string} | undefined {
  const wanted = value.trim().toLowerCase();
  const entry = Object.entries(country.provinces ?? {}).find(
    ([code, name]) => code.toLowerCase() === wanted || name.toLowerCase() === wanted,
  );
  return entry ? {code: entry[0], name: entry[1]} : undefined;
}

/** E.164 as Shopify stores it: `+61412345678` as given, or a national number (`0412 345 678`) in the country's format. */
export function normalisePhone(value: string, countryCode = 'AU'): string | null {
  const compact = value.replace(/[\s().-]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  const country = countryRule(countryCode);
  if (country && /^0\d{8,10}$/.test(compact)) return `+${country.callingCode}${compact.slice(1)}`;
  return null;
}

/** `MailingAddress.formatted`: the lines of the address as the country writes them (Australia: "Sydney NSW 2000"). */
export function formatAddress(address: CustomerAddressRecord, {withName, withCompany}: {withName: boolean; withCompany: boolean}): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const locality = [address.city, address.provinceCode ?? address.province, address.zip].filter(Boolean).join(' ');
  return [
    withName ? name : null,
    withCompany ? address.company : null,
    address.address1,
    address.address2,
    locality,
    address.country,
  ].filter((line): line is string => Boolean(line));
}
