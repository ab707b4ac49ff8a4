/**
 * The wishlist's one action (`POST /wishlist`): sign in and out, heart
 * toggles, remove, remove all and change variant, with and without
 * JavaScript, through the app's one form post (~/kernel/forms/form-post.server:
 * method, origin, body limits, flash or data). Bad input is a 4xx that changes
 * nothing; a failing wishlist service is a message, never an error page, and
 * never touches the bag.
 */
import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {answerFormPost, type FormReply} from '~/kernel/forms/form-post.server';
import {parseFields} from '~/kernel/forms/parse-fields.server';
import {INVALID_GID, parseGid, toGid} from '~/domain/gid';
import {loyaltyFormDetails} from '~/domain/membership';
import {removeProgrammeDetails, saveProgrammeDetails} from '~/features/bag/programme-details.server';
import {
  SOMETHING_WENT_WRONG_MESSAGE,
  afterSignIn,
  normaliseEmail,
  parseOrigin,
  parseWishlistItemRef,
} from '~/domain/wishlist';
import {getWishlistVariants, type WishlistVariant} from '~/services/storefront/wishlist-variants.server';
import type {WishlistCustomer} from '~/services/wishlist/types';
import {readMember, signInMember, signOutMember, updateSignedInMember, type SignedInMember} from './member.server';
import {CHALLENGE_SESSION_KEY, checkSignInCode, resendSignInCode, sendSignInCode} from './sign-in.server';
import {SIGN_IN_FIELDS, SIGN_UP_FIELDS} from './fields';
import {WISHLIST_FORM_LIMITS, WISHLIST_FORM_POST} from './notice.server';
import {failed, succeeded, type WishlistOutcome} from './outcome';

export {WISHLIST_FORM_LIMITS};

export const SIGN_IN_FIRST_MESSAGE = 'Please sign in with your member email to use your wishlist.';
export const CHANGE_FAILED_MESSAGE = "Sorry, we couldn't change your wishlist just now. Please try again.";
export const UNKNOWN_ITEM_MESSAGE = "That item isn't in your wishlist any more. Please refresh the page.";
export const SIGNED_IN_MESSAGE = "You're signed in to your wishlist.";
export const WELCOME_MESSAGE = "Welcome, you're now a member. Your wishlist is ready.";
export const SIGNED_OUT_MESSAGE = "You're signed out of your wishlist.";
export const SIGNED_OUT_BAG_KEPT_MESSAGE =
  "You're signed out of your wishlist, but we couldn't take your member details off your bag just now. Please remove them in your bag.";
/** Where the code step is a page of its own without JavaScript. */
const CODE_STEP_PATH = '/wishlist';

interface FormRequest {
  context: AppLoadContext;
  form: FormData;
  member: SignedInMember | null;
  returnTo: string | null;
  nowMs: number;
}

/** A form's outcome, and (without JavaScript) the page to land on when it is not the form's own. */
type Answered = WishlistOutcome & {landing?: string};

/** A Map, never a plain object: an intent named `constructor` or `__proto__` is simply not one of ours. */
const WISHLIST_FORMS = new Map<string, (request: FormRequest) => Promise<Answered>>([
  ['sign-in', signIn],
  ['sign-up', signUp],
  ['verify-code', verifyCode],
  ['resend-code', ({context, nowMs}) => resendSignInCode(context, nowMs)],
  ['cancel-code', cancelCode],
  ['sign-out', signOut],
  ['toggle', toggleItem],
  ['remove', removeItem],
  ['remove-all', removeAll],
  ['change-variant', changeVariant],
]);

export function wishlistAction(request: Request, context: AppLoadContext, nowMs: number) {
  return answerFormPost(request, context, WISHLIST_FORM_POST, async (form, returnTo): Promise<FormReply<WishlistOutcome>> => {
    const intent = String(form.get('intent') ?? '');
    const handler = WISHLIST_FORMS.get(intent);
    if (!handler) return {outcome: failed(400, 'Sorry, we didn’t understand that. Please refresh the page and try again.')};
    const member = await readMember(context, nowMs);
    // A heart posted without JavaScript by a shopper not signed in: sign in first, with the product waiting.
    if (intent === 'toggle' && !member && returnTo) return redirect(signInFirstPath(form, returnTo), {status: 303});
    const {landing, ...answer} = await handler({context, form, member, returnTo, nowMs});
    const outcome: WishlistOutcome = {...answer, intent};
    return {outcome, landing: landingAfter(outcome, landing ?? returnTo ?? '')};
  });
}

/**
 * Without JavaScript, where the form's answer is shown: the code step (a page of its own) after a code is
 * sent, and back to it after a wrong code; after a sign-in, the wishlist (header, join page) or the page the
 * sign-in started from; otherwise the page the form came from.
 */
function landingAfter(outcome: WishlistOutcome, returnTo: string): string {
  if (outcome.codeSent) return CODE_STEP_PATH;
  if (outcome.ok && outcome.next?.kind === 'go-to-wishlist') return '/wishlist';
  return returnTo;
}

/** /wishlist with the heart's product, its origin and the page to come back to. */
function signInFirstPath(form: FormData, returnTo: string): string {
  const ids = productAndVariant(form);
  const params = new URLSearchParams({origin: parseOrigin(form.get('origin')), returnTo});
  if (ids) {
    params.set('productId', ids.productId);
    params.set('variantId', ids.variantId);
  }
  return `/wishlist?${params.toString()}`;
}

/** Step one of signing in: the member's e-mail; a code goes to it. */
async function signIn({context, form, returnTo, nowMs}: FormRequest): Promise<WishlistOutcome> {
  const fields = parseFields(form, SIGN_IN_FIELDS);
  if (!fields.ok) return failed(400, fields.message, {fieldErrors: fields.fieldErrors});
  return sendSignInCode(
    context,
    {
      email: normaliseEmail(fields.value.email),
      purpose: 'sign-in',
      origin: parseOrigin(form.get('origin')),
      pending: productAndVariant(form),
      returnTo,
    },
    nowMs,
  );
}

/** Joining: names and e-mail; a code goes to the address, and the member is created once it is entered. */
async function signUp({context, form, nowMs}: FormRequest): Promise<WishlistOutcome> {
  const fields = parseFields(form, SIGN_UP_FIELDS);
  if (!fields.ok) return failed(400, fields.message, {fieldErrors: fields.fieldErrors});
  const {email, firstName, lastName} = fields.value;
  return sendSignInCode(
    context,
    {
      email: normaliseEmail(email),
      purpose: 'sign-up',
      names: {firstName, lastName},
      origin: 'OTHER',
      pending: null,
      returnTo: null,
    },
    nowMs,
  );
}

/**
 * Step two: the code. Right, and the shopper is signed in; then what the origin asks (afterSignIn): HEADER goes to
 * the wishlist, PDP and BUNDLE_PRODUCT add the pending product, PRODUCT_TILE opens the add modal.
 */
async function verifyCode({context, form, nowMs}: FormRequest): Promise<Answered> {
  const checked = await checkSignInCode(context, form.get('code'), nowMs);
  if (!checked.ok) return checked.outcome;
  const {pending, customer} = checked;
  const member = await startSession(context, customer, nowMs);
  if (!member) return failed(503, SOMETHING_WENT_WRONG_MESSAGE, {restart: true});
  if (pending.purpose === 'sign-up') return succeeded(WELCOME_MESSAGE, {next: {kind: 'go-to-wishlist'}});

  const next = afterSignIn(pending.origin);
  const landing = pending.returnTo ?? undefined;
  // PDP and bundle sign-ins add the product the shopper was hearting.
  if ((next.kind === 'add-pending-product' || next.kind === 'open-add-modal') && pending.pending) {
    const added = await addItem(context, member, pending.pending);
    return {...added, message: `You're signed in. ${added.message}`, next, landing};
  }
  return {...succeeded(SIGNED_IN_MESSAGE, {next}), landing};
}

/** 'Use a different email': the pending code is forgotten. */
async function cancelCode({context}: FormRequest): Promise<WishlistOutcome> {
  context.session.unset(CHALLENGE_SESSION_KEY);
  return succeeded('', {restart: true});
}

/**
 * The signed-in member: their wishlist (created if none) in the session, and
 * their membership on the bag (skipped with no bag) so member pricing follows.
 */
async function startSession(context: AppLoadContext, customer: WishlistCustomer, nowMs: number): Promise<SignedInMember | null> {
  const wishlist = await context.wishlist.getOrCreateWishlist(customer.id);
  if (!wishlist.ok) return null;
  const member = {customerId: customer.id, email: customer.email, wishlistId: wishlist.value.id};
  signInMember(context, member, nowMs);
  await saveMembershipToBag(context, customer, nowMs);
  return member;
}

async function saveMembershipToBag(context: AppLoadContext, customer: WishlistCustomer, nowMs: number) {
  const details = loyaltyFormDetails('member', {email: customer.email, number: customer.memberNumber ?? ''});
  if (!details.ok) return;
  const {cart} = await context.shopperCart.read();
  if (!cart) return;
  await saveProgrammeDetails(context, cart, 'member', details.details, nowMs);
}

/**
 * Signs out, then takes off the bag what signing in put there (shared devices: the next shopper is a guest).
 * The session ends whatever the bag does; a bag that could not be changed is said, and the bag's lines stay.
 */
async function signOut({context, member, nowMs}: FormRequest): Promise<WishlistOutcome> {
  await signOutMember(context, nowMs);
  if (member && !(await removeMembershipFromBag(context, member))) return succeeded(SIGNED_OUT_BAG_KEPT_MESSAGE);
  return succeeded(SIGNED_OUT_MESSAGE);
}

/** Every programme's details and the member's buyer e-mail off the bag; false when the bag could not be changed. */
async function removeMembershipFromBag(context: AppLoadContext, member: SignedInMember): Promise<boolean> {
  try {
    const read = await context.shopperCart.read();
    if (read.status === 'unavailable') return false;
    if (!read.cart) return true;
    const removed = await removeProgrammeDetails(context, read.cart, member.email);
    // A bag Shopify no longer has holds nothing to remove.
    return removed.cart !== null || removed.problem === 'missing-cart';
  } catch (error) {
    context.reportError(error, {service: 'bag', url: 'sign-out'});
    return false;
  }
}

/** A numeric Shopify id from a form field holding it bare or as a gid; null for anything else ('Invalid gid'). */
function readShopifyId(value: FormDataEntryValue | null, type: 'Product' | 'ProductVariant'): string | null {
  const raw = String(value ?? '').trim();
  if (/^\d{1,20}$/.test(raw)) return raw;
  const parsed = parseGid(raw, type);
  return parsed.ok && /^\d{1,20}$/.test(parsed.id) ? parsed.id : null;
}

function productAndVariant(form: FormData): {productId: string; variantId: string} | null {
  const productId = readShopifyId(form.get('productId'), 'Product');
  const variantId = readShopifyId(form.get('variantId'), 'ProductVariant');
  return productId && variantId ? {productId, variantId} : null;
}

/** Shopify's record of the variant, which must belong to the product named. */
async function lookUpVariant(context: AppLoadContext, ids: {productId: string; variantId: string}) {
  const variants = await getWishlistVariants(context.storefront, [toGid('ProductVariant', ids.variantId)]).catch(
    (error: unknown) => {
      context.reportError(error, {service: 'storefront', url: 'wishlist variants'});
      return null;
    },
  );
  if (!variants) return {ok: false as const, outcome: failed(503, CHANGE_FAILED_MESSAGE)};
  const variant = variants.get(toGid('ProductVariant', ids.variantId));
  if (!variant || variant.product.id !== toGid('Product', ids.productId)) {
    return {ok: false as const, outcome: failed(400, 'Sorry, we couldn’t find that product. Please refresh the page.')};
  }
  return {ok: true as const, variant};
}

function addedFrom(variant: WishlistVariant, ids: {productId: string; variantId: string}) {
  return {...ids, title: variant.product.title, price: Number(variant.price.amount)};
}

async function addItem(context: AppLoadContext, member: SignedInMember, ids: {productId: string; variantId: string}) {
  const found = await lookUpVariant(context, ids);
  if (!found.ok) return found.outcome;
  const {variant} = found;
  const added = await context.wishlist.addItem(member.wishlistId, {
    ...ids,
    attributes: {
      compareAtPrice: variant.compareAtPrice?.amount ?? null,
      brand: variant.product.vendor || null,
      category: variant.product.productType || null,
      tags: variant.product.tags,
    },
  });
  if (!added.ok) return failed(503, CHANGE_FAILED_MESSAGE);
  return succeeded(`${variant.product.title} is in your wishlist.`, {added: addedFrom(variant, ids)});
}

/** A heart: adds the product (as the variant shown) or, when it is there, removes it. */
async function toggleItem({context, form, member}: FormRequest): Promise<WishlistOutcome> {
  const ids = productAndVariant(form);
  if (!ids) return failed(400, INVALID_GID);
  if (!member) return failed(401, SIGN_IN_FIRST_MESSAGE);
  const items = await context.wishlist.allItems(member.wishlistId);
  if (!items.ok) return failed(503, CHANGE_FAILED_MESSAGE);
  const present = items.value.find((item) => item.productId === ids.productId);
  if (!present) return addItem(context, member, ids);
  return removedOutcome(await context.wishlist.removeItem(present.ref));
}

/** The member's own item by its ref: a forged ref or another wishlist's never reaches the service. */
async function ownItem(context: AppLoadContext, member: SignedInMember, form: FormData) {
  const ref = parseWishlistItemRef(form.get('ref'));
  if (!ref || ref.wishlistId !== member.wishlistId) return {ok: false as const, outcome: failed(400, UNKNOWN_ITEM_MESSAGE)};
  const items = await context.wishlist.allItems(member.wishlistId);
  if (!items.ok) return {ok: false as const, outcome: failed(503, CHANGE_FAILED_MESSAGE)};
  const item = items.value.find((candidate) => candidate.ref === form.get('ref'));
  return item ? {ok: true as const, item} : {ok: false as const, outcome: failed(404, UNKNOWN_ITEM_MESSAGE)};
}

async function removeItem({context, form, member}: FormRequest): Promise<WishlistOutcome> {
  if (!member) return failed(401, SIGN_IN_FIRST_MESSAGE);
  const found = await ownItem(context, member, form);
  if (!found.ok) return found.outcome;
  return removedOutcome(await context.wishlist.removeItem(found.item.ref));
}

/** Gone is gone: an item another request (a second tap, another tab) removed first is removed all the same. */
function removedOutcome(removed: {ok: boolean; notFound?: boolean}): WishlistOutcome {
  return removed.ok || removed.notFound ? succeeded('Removed from your wishlist.') : failed(503, CHANGE_FAILED_MESSAGE);
}

/** Remove all deletes the wishlist and creates a new one (the session follows the new id). */
async function removeAll({context, member}: FormRequest): Promise<WishlistOutcome> {
  if (!member) return failed(401, SIGN_IN_FIRST_MESSAGE);
  const wishlist = await context.wishlist.getOrCreateWishlist(member.customerId);
  if (!wishlist.ok) return failed(503, CHANGE_FAILED_MESSAGE);
  const fresh = await context.wishlist.removeAll(wishlist.value);
  if (!fresh.ok) return failed(503, CHANGE_FAILED_MESSAGE);
  updateSignedInMember(context, {...member, wishlistId: fresh.value.id});
  return succeeded('Your wishlist is empty.');
}

async function changeVariant({context, form, member}: FormRequest): Promise<WishlistOutcome> {
  if (!member) return failed(401, SIGN_IN_FIRST_MESSAGE);
  const found = await ownItem(context, member, form);
  if (!found.ok) return found.outcome;
  const variantId = readShopifyId(form.get('variantId'), 'ProductVariant');
  if (!variantId) return failed(400, INVALID_GID);
  if (variantId === found.item.variantId) return succeeded('No change.');
  const ids = {productId: found.item.productId, variantId};
  const variant = await lookUpVariant(context, ids);
  if (!variant.ok) return variant.outcome;
  const changed = await context.wishlist.changeVariant(found.item, ids.variantId);
  return changed.ok ? succeeded(`Changed to ${variant.variant.title}.`) : failed(503, CHANGE_FAILED_MESSAGE);
}
