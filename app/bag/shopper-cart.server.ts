/**
 * The shopper's cart for one request: which cart the cookies name, reading it
 * once, remembering a cart a change created, and merging strays.
 *
 * Cookie rules: only Shopify's definite "no such cart" forgets the cookie; a
 * failed read keeps it (the bag is unavailable for a moment, not empty).
 * A cart created by this request is written to the cart cookie and to a
 * created-cart cookie of its own; when a browser comes back holding more
 * than one created cart (two first adds at once), the strays' lines move
 * into the bag, so no line is lost to the race.
 */
import type {Attribute, Cart} from '~/domain/types';
import {dependentLineCorrections, type LineUpdate} from '~/domain/dependent-lines';
import {
  clearCartCookie,
  readCreatedCartCookies,
  serializeCartCookie,
  serializeCreatedCartCookie,
} from '~/lib/cart-cookie';
import type {CartChange, CartRead, CartService, LineToAdd} from '~/services/storefront/cart.server';
import {StorefrontUnavailableError} from '~/services/storefront/errors';

export interface ShopperCartOptions {
  service: CartService;
  /** The id the request's cart cookie holds (already validated), or null. */
  cartId: string | null;
  cookieHeader: string | null;
  cookieName: string;
  secure: boolean;
  /** Where Set-Cookie values go (written onto the response by server.ts). */
  setCookie: (cookie: string) => void;
}

export function createShopperCart({service, cartId: cookieCartId, cookieHeader, cookieName, secure, setCookie}: ShopperCartOptions) {
  const flags = {secure};
  let cartId = cookieCartId;
  let created = readCreatedCartCookies(cookieHeader, cookieName);
  let memo: Promise<CartRead> | undefined;

  function forget() {
    cartId = null;
    setCookie(clearCartCookie(cookieName, flags));
  }

  async function readAndSettle(): Promise<CartRead> {
    // A browser whose cart cookie was lost, or names a cart Shopify no longer has, takes a cart it was given since.
    if (!cartId && created.length > 0) cartId = created[0].cartId;
    let read = await service.read(cartId);
    if (read.status === 'none' && cartId) {
      const gone = cartId;
      forget();
      const next = created.find((entry) => entry.cartId !== gone);
      if (next) {
        cartId = next.cartId;
        read = await service.read(cartId);
      }
    }
    let settled = read.status !== 'unavailable';
    const strays = created.filter((entry) => entry.cartId !== cartId);
    if (read.status === 'ready' && strays.length > 0) {
      const merge = await mergeStrays(read.cart, strays.map((entry) => entry.cartId));
      read = {status: 'ready', cart: merge.cart};
      settled = merge.complete;
    }
    // Merged (or nothing to merge into): the markers have done their job. Otherwise the next request tries again.
    if (settled && created.length > 0) {
      for (const entry of created) setCookie(clearCartCookie(entry.cookieName, flags));
      created = [];
    }
    if (read.status === 'ready' && read.cart.id !== cookieCartId) setCookie(serializeCartCookie(cookieName, read.cart.id, flags));
    return read;
  }

  /**
   * Moves each stray cart's lines into the bag. Removing them from the stray
   * first is the claim: of two requests merging at once, only the one whose
   * removal succeeds adds the lines, so nothing is doubled. Lines that could
   * not be added go back to the stray, to be merged on a later request.
   */
  async function mergeStrays(bag: Cart, strayIds: string[]): Promise<{cart: Cart; complete: boolean}> {
    let latest = bag;
    let complete = true;
    for (const strayId of strayIds) {
      const stray = await service.read(strayId);
      if (stray.status === 'unavailable') complete = false;
      if (stray.status !== 'ready' || stray.cart.lines.nodes.length === 0) continue;
      const lines = stray.cart.lines.nodes.map((line) => ({
        merchandiseId: line.merchandise.id,
        quantity: line.quantity,
        attributes: line.attributes,
      }));
      const claimed = await service.removeLines(
        strayId,
        stray.cart.lines.nodes.map((line) => line.id),
      );
      if (claimed.problem) continue;
      const added = await service.addLines(latest.id, lines);
      if (added.cart) {
        latest = (await keepDependentsInStep(added)).cart ?? added.cart;
      } else {
        await service.addLines(strayId, lines);
        complete = false;
      }
    }
    return {cart: latest, complete};
  }

  /** After any change: assembly, gift and donation lines back in step with their products. */
  async function keepDependentsInStep(change: CartChange): Promise<CartChange> {
    if (!change.cart) return change;
    const {id} = change.cart;
    const {updates, removals} = dependentLineCorrections(change.cart.lines.nodes);
    let result = change;
    if (updates.length > 0) result = await service.updateLines(id, updates);
    if (removals.length > 0 && result.cart) result = await service.removeLines(id, removals);
    // A failed correction is reported by the service; the shopper's own change still stands.
    return result.cart ? {...change, cart: result.cart} : change;
  }

  /** The cart the request came with, read at most once per request (root and route loaders share it). */
  function read(): Promise<CartRead> {
    return (memo ??= readAndSettle());
  }

  async function withCart(run: (id: string) => Promise<CartChange>): Promise<CartChange> {
    if (!cartId) return {cart: null, problem: 'missing-cart', message: null, warnings: []};
    const result = await run(cartId);
    if (result.problem === 'missing-cart') forget();
    return result;
  }

  /**
   * Runs a change and keeps what it did: a cart it created becomes the
   * shopper's, dependent lines are put back in step, and the next read
   * sees the new cart without asking Shopify again.
   */
  async function change(run: () => Promise<CartChange>): Promise<CartChange> {
    const result = await keepDependentsInStep(await run());
    if (result.cart) {
      if (result.cart.id !== cartId) {
        cartId = result.cart.id;
        setCookie(serializeCartCookie(cookieName, result.cart.id, flags));
        setCookie(serializeCreatedCartCookie(cookieName, result.cart.id, flags));
      }
      memo = Promise.resolve({status: 'ready', cart: result.cart});
    } else if (result.problem !== 'unavailable') {
      memo = undefined;
    }
    return result;
  }

  return {
    read,

    /** The cart, or null for none; throws StorefrontUnavailableError when Shopify could not be asked. */
    async get(): Promise<Cart | null> {
      const answer = await read();
      if (answer.status === 'unavailable') throw new StorefrontUnavailableError('cart query', undefined, {reported: true});
      return answer.cart;
    },

    /** Adds lines to the bag; with no bag yet (or one Shopify no longer knows) a new bag holds them. */
    add: (lines: LineToAdd[]) =>
      change(async () => {
        // Strays from a first-add race join the bag before anything more is added to it.
        if (created.some((entry) => entry.cartId !== cartId)) await read();
        if (cartId) {
          const added = await service.addLines(cartId, lines);
          if (added.problem !== 'missing-cart') return added;
          forget();
        }
        return service.create(lines);
      }),
    /** Quantities, or a line's variant (the donation's amount). */
    update: (updates: (LineUpdate & {merchandiseId?: string})[]) => change(() => withCart((id) => service.updateLines(id, updates))),
    remove: (lineIds: string[]) => change(() => withCart((id) => service.removeLines(id, lineIds))),
    /** cartAttributesUpdate replaces the whole set: pass the merged attributes. */
    updateAttributes: (attributes: Attribute[]) => change(() => withCart((id) => service.updateAttributes(id, attributes))),

    /** Shopify no longer knows the cart: forget it, so the next add starts a new bag. */
    forget,
    get cartId() {
      return cartId;
    },
  };
}

export type ShopperCart = ReturnType<typeof createShopperCart>;
