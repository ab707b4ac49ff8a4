import {gid, parseGid} from './ids';

/**
 * A cart as the stand-in stores (and persists) it. Only what a buyer set is
 * kept; prices, totals and GST are worked out from the catalogue on every read,
 * as Shopify re-prices carts.
 */
export interface Attribute {
  key: string;
  value: string;
}

export interface CartLineRecord {
  /** Opaque line token; the line gid is `gid://shopify/CartLine/{token}?cart={cart token}`. */
  token: string;
  /** Numeric ProductVariant id. */
  merchandiseId: number;
  quantity: number;
  attributes: Attribute[];
}

export interface CartBuyerIdentityRecord {
  email: string | null;
  phone: string | null;
  countryCode: string;
  customerAccessToken: string | null;
}

/** A cart metafield (`cartMetafieldsSet`); a key sent without a namespace lives in the app's own, `$app`. */
export interface CartMetafieldRecord {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

/** The part of `CartDeliveryAddressInput` a cart keeps. */
export interface CartDeliveryAddressFields {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  countryCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
}

/** A selectable delivery address of the cart (`cart.delivery.addresses`). */
export interface CartDeliveryAddressRecord {
  /** Opaque token; the gid is `gid://shopify/CartSelectableAddress/{token}`. */
  token: string;
  address: CartDeliveryAddressFields;
  selected: boolean;
  oneTimeUse: boolean;
}

export interface CartRecord {
  token: string;
  /** The `key` query parameter of the cart id: without it the cart cannot be read or changed. */
  secret: string;
  createdAt: string;
  updatedAt: string;
  note: string;
  attributes: Attribute[];
  buyerIdentity: CartBuyerIdentityRecord;
  /** As entered, in the order entered. */
  discountCodes: string[];
  lines: CartLineRecord[];
  /** Absent on carts saved before metafields and delivery addresses were kept. */
  metafields?: CartMetafieldRecord[];
  deliveryAddresses?: CartDeliveryAddressRecord[];
}

export interface CartUserError {
  code: string;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: 'MERCHANDISE_OUT_OF_STOCK' | 'MERCHANDISE_NOT_ENOUGH_STOCK';
  message: string;
  target: string;
}

/** Shopify deletes carts after ten days without activity. */
export const CART_LIFETIME_MS = 10 * 24 * 60 * 60 * 1000;

/** Shopify's limit on lines, per request and per cart. */
export const MAX_CART_LINES = 250;

export function cartGid(cart: Pick<CartRecord, 'token' | 'secret'>): string {
  return `${gid('Cart', cart.token)}?key=${cart.secret}`;
}

export function cartLineGid(cart: Pick<CartRecord, 'token'>, line: Pick<CartLineRecord, 'token'>): string {
  return `${gid('CartLine', line.token)}?cart=${cart.token}`;
}

export function parseCartGid(id: string): {token: string; secret: string | null} | null {
  const parsed = parseGid(id);
  if (!parsed || parsed.type !== 'Cart') return null;
  return {token: parsed.id, secret: parsed.params.get('key')};
}

export function isCartExpired(cart: Pick<CartRecord, 'updatedAt'>, now: Date): boolean {
  return now.getTime() - Date.parse(cart.updatedAt) > CART_LIFETIME_MS;
}

/** Same attributes regardless of order: the test Shopify uses to merge an added line into an existing one. */
export function sameAttributes(a: readonly Attribute[], b: readonly Attribute[]): boolean {
  const canonical = (list: readonly Attribute[]) =>
    JSON.stringify([...list].map((attribute) => [attribute.key, attribute.value]).sort());
  return canonical(a) === canonical(b);
}

/** One value per key, the last one winning, as Shopify stores attribute inputs. */
export function dedupeAttributes(attributes: readonly Attribute[]): Attribute[] {
  const byKey = new Map<string, Attribute>();
  for (const attribute of attributes) {
    byKey.delete(attribute.key);
    byKey.set(attribute.key, {key: attribute.key, value: attribute.value});
  }
  return [...byKey.values()];
}
