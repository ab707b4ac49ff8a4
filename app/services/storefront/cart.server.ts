/**
 * The shopper's cart on Shopify: reading it and every change to it. Each
 * call answers in the app's own shapes, never Shopify's: a read says whether
 * there is a cart, none, or Shopify could not be asked; a change answers
 * `{cart, problem, message}`. Only a definite "this cart does not exist"
 * forgets a cart; any other failure keeps it and says the bag is unavailable.
 */
import type {HydrogenCart, Storefront} from '@shopify/hydrogen';
import type {CartApiMutationFragment, CartApiQueryFragment} from 'storefrontapi.generated';
import type {Attribute, Cart} from '~/domain/types';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {BAG_REQUEST_MESSAGE, CART_UNAVAILABLE_MESSAGE} from '~/domain/bag-input';
import {CART_LINE_LIMIT, CART_QUERY_FRAGMENT} from './cart-fragments';
import {checked} from './errors';
import {toCart} from './cart-reshape';

export {toCart};

/** What reading the cart found. */
export type CartRead =
  | {status: 'none'; cart: null}
  | {status: 'ready'; cart: Cart}
  /** Shopify did not answer usably: the cart may well exist, so the cookie stays. */
  | {status: 'unavailable'; cart: null};

export type CartProblem =
  /** Shopify failed, timed out or answered nonsense: nothing is known to have changed. */
  | 'unavailable'
  /** Shopify no longer knows the cart (expired, completed, from another store). */
  | 'missing-cart'
  /** Shopify refused the change (userErrors), with a shopper message. */
  | 'rejected';

export interface CartWarning {
  code: string;
  message: string;
}

export interface CartChange {
  /** The whole cart after the change (null when the change failed). */
  cart: Cart | null;
  problem: CartProblem | null;
  /** A shopper message for the problem (Shopify's gid-laden words are never shown). */
  message: string | null;
  warnings: CartWarning[];
}

export interface LineToAdd {
  merchandiseId: string;
  quantity: number;
  attributes?: Attribute[];
}


export interface CartServiceOptions {
  /** Hydrogen's cart handler, for mutations (its fragments, its @inContext). */
  cart: HydrogenCart;
  /** For reading a cart by id (the handler only reads the request's own). */
  storefront: Storefront;
  reportError: ReportError;
}

type RawChange = {
  cart?: CartApiMutationFragment | null;
  userErrors?: {code?: string | null; field?: string[] | null; message: string}[] | null;
  warnings?: {code: string; message: string}[] | null;
  errors?: unknown[] | null;
};

export function createCartService({cart, storefront, reportError}: CartServiceOptions) {
  const report = (error: unknown, operation: string) =>
    reportError(error, {service: 'storefront', method: 'POST', url: operation});

  /** One mutation, its failure modes told apart. */
  async function change(operation: string, run: () => Promise<RawChange>): Promise<CartChange> {
    let raw: RawChange;
    try {
      raw = await run();
    } catch (error) {
      report(error, operation);
      return failed('unavailable');
    }
    if (raw.errors?.length) {
      report(raw.errors[0], operation);
      return failed('unavailable');
    }
    const userErrors = raw.userErrors ?? [];
    if (userErrors.length > 0) {
      if (userErrors.some(isMissingCartError)) return failed('missing-cart');
      return {...failed('rejected'), message: shopperMessage(userErrors[0].message)};
    }
    if (!raw.cart?.id) {
      report(new Error('Cart mutation answered without a cart'), operation);
      return failed('unavailable');
    }
    return {cart: toCart(raw.cart), problem: null, message: null, warnings: raw.warnings ?? []};
  }

  return {
    /** A cart by id: 'none' only when Shopify says it does not exist. */
    async read(id: string | null): Promise<CartRead> {
      if (!id) return {status: 'none', cart: null};
      let api: CartApiQueryFragment | null | undefined;
      try {
        ({cart: api} = await checked(
          'cart query',
          storefront.query(CART_QUERY, {variables: {cartId: id, numCartLines: CART_LINE_LIMIT}, cache: storefront.CacheNone()}),
        ));
      } catch (error) {
        report(error, 'cart query');
        return {status: 'unavailable', cart: null};
      }
      // A reply without errors and without a cart is Shopify's "no such cart".
      return api ? {status: 'ready', cart: toCart(api)} : {status: 'none', cart: null};
    },

    /** Every change names its cart: the handler's own id is the request's, not a cart made since. */
    addLines: (id: string, lines: LineToAdd[]) =>
      change('cartLinesAdd', () => cart.addLines(lines, {cartId: id}) as Promise<RawChange>),
    create: (lines: LineToAdd[]) => change('cartCreate', () => cart.create({lines}) as Promise<RawChange>),
    updateLines: (id: string, lines: {id: string; quantity: number; merchandiseId?: string}[]) =>
      change('cartLinesUpdate', () => cart.updateLines(lines, {cartId: id}) as Promise<RawChange>),
    removeLines: (id: string, lineIds: string[]) =>
      change('cartLinesRemove', () => cart.removeLines(lineIds, {cartId: id}) as Promise<RawChange>),
    /** cartAttributesUpdate replaces the whole set: pass the merged attributes. */
    updateAttributes: (id: string, attributes: Attribute[]) =>
      change('cartAttributesUpdate', () => cart.updateAttributes(attributes, {cartId: id}) as Promise<RawChange>),
    /** The buyer's e-mail: checkout's contact address, to which signed member details are bound; null clears it. */
    updateBuyerEmail: (id: string, email: string | null) =>
      change('cartBuyerIdentityUpdate', () => cart.updateBuyerIdentity({email}, {cartId: id}) as Promise<RawChange>),
  };
}

export type CartService = ReturnType<typeof createCartService>;

function failed(problem: CartProblem): CartChange {
  return {
    cart: null,
    problem,
    message: problem === 'unavailable' ? CART_UNAVAILABLE_MESSAGE : null,
    warnings: [],
  };
}

function isMissingCartError(error: {field?: string[] | null; message: string}): boolean {
  return (error.field?.includes('cartId') ?? false) || /cart does not exist/i.test(error.message);
}

/** Shopify's messages name gids; shoppers get plain words. */
function shopperMessage(message: string): string {
  if (/merchandise/i.test(message)) return 'Sorry, that product is no longer available.';
  if (/line with id/i.test(message)) return 'That item is no longer in your bag.';
  if (/quantity/i.test(message)) return 'Enter a quantity between 1 and 999.';
  return BAG_REQUEST_MESSAGE;
}

/** The cart by id, every line (Hydrogen's own cart query reads only the request's cookie). */
const CART_QUERY = `#graphql
  query ShopperCart($cartId: ID!, $numCartLines: Int = 250, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      ...CartApiQuery
    }
  }
  ${CART_QUERY_FRAGMENT}
` as const;
