/**
 * The shopper's cart for one request: which cart the cookies name, reading it
 * once, remembering a cart a change created, and merging strays.
 *
 * Cookie rules: only Shopify's definite "no such cart" forgets the cookie; a
 * failed read keeps it (the bag is unavailable for a moment, not empty).
 * A cart created by this request is written to the cart cookie and to a
 * created-cart cookie of its own; when a browser comes back holding more
 * than one created cart (parallel first adds), the strays' lines move into
 * the bag, all of them on that request when the line limit and the request's
 * budget allow, so no line is lost to the race. A stray not merged keeps its
 * cookie and is merged on a later request.
 */
import type {Attribute, Cart, CartLine} from '~/domain/types';
import {dependentLineCorrections, type LineUpdate} from '~/domain/dependent-lines';
import {combinedLines, mergeLineOf, straysThatFit, type MergeLine} from '~/domain/cart-merge';
import {
  clearCartCookie,
  readCreatedCartCookies,
  serializeCartCookie,
  serializeCreatedCartCookie,
} from '~/kernel/cart-cookie';
import type {CartChange, CartRead, CartService, LineToAdd} from '~/services/storefront/cart.server';
import {CART_LINE_LIMIT} from '~/services/storefront/cart-fragments';
import {StorefrontUnavailableError} from '~/services/storefront/errors';
import {REQUEST_DEADLINE_MS} from '~/services/upstream/deadline';

/**
 * What each Storefront call of a merge may take of the request's budget
 * (ordinary calls take a few hundred ms). Taking lines out of a stray leaves
 * them held only by this request, so a step that does starts only while the
 * budget still holds it and every call that may follow (the add, and giving
 * the lines back should the add fail): claimed lines always have time to land.
 */
const MERGE_CALL_ALLOWANCE_MS = 750;

/** A stray cart with lines, as read at the start of the merge. */
interface Stray {
  cartId: string;
  lineIds: string[];
  lines: MergeLine[];
}

/** A stray whose lines this request took out (claimed) and so must add to the bag or give back. */
interface ClaimedStray extends Stray {
  /** The claim left the stray empty (nothing was added to it since it was read). */
  emptied: boolean;
}

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
  // The request's budget (REQUEST_DEADLINE_MS) started as the request came in, just before this.
  const startedAt = Date.now();

  /** Whether the request's budget still holds this many merge calls in a row. */
  function budgetHolds(calls: number): boolean {
    return REQUEST_DEADLINE_MS - (Date.now() - startedAt) >= calls * MERGE_CALL_ALLOWANCE_MS;
  }

  function forget() {
    cartId = null;
    setCookie(clearCartCookie(cookieName, flags));
  }

  /** Each cart once, all at the same time: one round trip however many first adds raced. */
  async function readAll(ids: (string | null)[]): Promise<Map<string | null, CartRead>> {
    const unique = [...new Set(ids)];
    const reads = await Promise.all(unique.map((id) => service.read(id)));
    return new Map(unique.map((id, index) => [id, reads[index]]));
  }

  async function readAndSettle(): Promise<CartRead> {
    // A browser whose cart cookie was lost, or names a cart Shopify no longer has, takes a cart it was given since.
    if (!cartId && created.length > 0) cartId = created[0].cartId;
    const reads = await readAll([cartId, ...created.map((entry) => entry.cartId)]);
    const readOf = (id: string | null): CartRead => reads.get(id) ?? {status: 'none', cart: null};
    let read = readOf(cartId);
    if (read.status === 'none' && cartId) {
      const gone = cartId;
      forget();
      // The next cart it was given that Shopify did not call gone (one it could not read is waited for).
      const next = created.find((entry) => entry.cartId !== gone && readOf(entry.cartId).status !== 'none');
      if (next) {
        cartId = next.cartId;
        read = readOf(cartId);
      }
    }
    const strayIds = created.filter((entry) => entry.cartId !== cartId).map((entry) => entry.cartId);
    // A marker whose job is done goes: its cart merged, empty or gone. The bag's own goes once no stray is left.
    let done = new Set<string>();
    if (read.status === 'ready') {
      const merge = await mergeStrays(read.cart, strayIds.map((id) => [id, readOf(id)] as const));
      read = {status: 'ready', cart: merge.cart};
      done = merge.done;
      if (strayIds.every((id) => done.has(id))) done.add(read.cart.id);
    } else if (read.status === 'none') {
      // Shopify has none of the carts this browser was given: nothing to merge into, nothing to keep.
      done = new Set(created.map((entry) => entry.cartId));
    }
    // An unavailable bag settles nothing: the next request tries again.
    for (const entry of created) if (done.has(entry.cartId)) setCookie(clearCartCookie(entry.cookieName, flags));
    created = created.filter((entry) => !done.has(entry.cartId));
    if (read.status === 'ready' && read.cart.id !== cookieCartId) setCookie(serializeCartCookie(cookieName, read.cart.id, flags));
    return read;
  }

  /**
   * Moves the stray carts' lines into the bag in a few calls, however many
   * strays there are: their reads came with the bag's, the claims go out
   * together, then one cartLinesAdd takes every claimed line. Strays that
   * would take the bag past Shopify's line limit, or that the budget leaves
   * no time for, are left as they are for a later request. Answers the bag
   * and the strays whose markers may go (merged, empty, or gone).
   */
  async function mergeStrays(
    bag: Cart,
    reads: (readonly [string, CartRead])[],
  ): Promise<{cart: Cart; done: Set<string>}> {
    const done = new Set<string>();
    const withLines: Stray[] = [];
    for (const [id, read] of reads) {
      if (read.status === 'unavailable') continue;
      if (read.status === 'none' || read.cart.lines.nodes.length === 0) done.add(id);
      else withLines.push(strayOf(id, read.cart.lines.nodes));
    }
    const {fit} = straysThatFit(bag.lines.nodes.map(mergeLineOf), withLines, CART_LINE_LIMIT);
    // Claim, add, and give back should the add fail.
    if (fit.length === 0 || !budgetHolds(3)) return {cart: bag, done};

    const {claimed, gone} = await claim(fit);
    gone.forEach((id) => done.add(id));
    if (claimed.length === 0) return {cart: bag, done};
    const {cart, moved} = await moveClaimed(bag, claimed);
    // A stray something was added to since it was read keeps its marker: the rest of it comes on a later request.
    for (const stray of moved) if (stray.emptied) done.add(stray.cartId);
    return {cart, done};
  }

  /**
   * Takes each stray's lines out of it, all at once. The removal is the claim:
   * of two requests merging at once, only the one whose removal succeeds adds
   * the lines, so nothing is doubled. A stray another request claimed first,
   * or that could not be asked, keeps its marker; only a definite "no such
   * cart" counts it gone.
   */
  async function claim(strays: Stray[]): Promise<{claimed: ClaimedStray[]; gone: string[]}> {
    const results = await Promise.all(strays.map((stray) => service.removeLines(stray.cartId, stray.lineIds)));
    const claimed: ClaimedStray[] = [];
    const gone: string[] = [];
    strays.forEach((stray, index) => {
      const {cart, problem} = results[index];
      if (cart) claimed.push({...stray, emptied: cart.lines.nodes.length === 0});
      else if (problem === 'missing-cart') gone.push(stray.cartId);
    });
    return {claimed, gone};
  }

  /** One add for every claimed line; what does not reach the bag goes back to its stray. */
  async function moveClaimed(bag: Cart, claimed: ClaimedStray[]): Promise<{cart: Cart; moved: ClaimedStray[]}> {
    const added = await service.addLines(bag.id, combinedLines(claimed));
    if (added.cart) return {cart: await cartInStep(added.cart), moved: claimed};
    if (added.problem === 'rejected' && claimed.length > 1) return moveOneByOne(bag, claimed);
    await giveBack(claimed);
    return {cart: bag, moved: []};
  }

  /**
   * Shopify refused the combined add (say a stray holds a variant no longer
   * sold, or the bag grew meanwhile): each stray is tried on its own, in
   * turn, while the budget holds an add and a give-back, so one stray it
   * refuses does not hold back the rest.
   */
  async function moveOneByOne(bag: Cart, claimed: ClaimedStray[]): Promise<{cart: Cart; moved: ClaimedStray[]}> {
    let cart = bag;
    let answering = true;
    const moved: ClaimedStray[] = [];
    const refused: ClaimedStray[] = [];
    for (const stray of claimed) {
      const added = answering && budgetHolds(2) ? await service.addLines(cart.id, combinedLines([stray])) : null;
      if (added?.cart) {
        cart = added.cart;
        moved.push(stray);
      } else {
        refused.push(stray);
      }
      // A Shopify that failed to answer one add would not answer the next: the rest go straight back.
      if (added?.problem === 'unavailable') answering = false;
    }
    await giveBack(refused);
    return {cart: moved.length > 0 ? await cartInStep(cart) : cart, moved};
  }

  /** Claimed lines that did not reach the bag go back to their strays (whose markers stay), all at once. */
  async function giveBack(strays: ClaimedStray[]) {
    const results = await Promise.all(strays.map((stray) => service.addLines(stray.cartId, combinedLines([stray]))));
    const lost = strays.filter((_, index) => !results[index].cart).reduce((sum, stray) => sum + stray.lines.length, 0);
    // The one way a merge can lose lines: Shopify failing twice running, late in the budget. Say so loudly.
    if (lost > 0) {
      const report = {level: 'error', service: 'bag', reason: 'stray cart lines not given back', lines: lost};
      console.error(JSON.stringify(report));
    }
  }

  /** The bag after a merge, its assembly, gift and donation lines back in step. */
  async function cartInStep(cart: Cart): Promise<Cart> {
    return (await keepDependentsInStep({cart, problem: null, message: null, warnings: []})).cart ?? cart;
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
    /** The buyer's e-mail, which checkout offers as the contact address and member details are bound to; null clears it. */
    updateBuyerEmail: (email: string | null) => change(() => withCart((id) => service.updateBuyerEmail(id, email))),

    /** Shopify no longer knows the cart: forget it, so the next add starts a new bag. */
    forget,
    get cartId() {
      return cartId;
    },
  };
}

export type ShopperCart = ReturnType<typeof createShopperCart>;

function strayOf(cartId: string, lines: CartLine[]): Stray {
  return {cartId, lineIds: lines.map((line) => line.id), lines: lines.map(mergeLineOf)};
}
