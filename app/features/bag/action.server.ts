/**
 * The bag's one action (`POST /cart`): every bag form, with and without
 * JavaScript, arrives here. The request is checked before anything is read
 * (method, origin, content type, size, field count), the form is dispatched
 * by its CartForm action through one table, and the outcome goes back as
 * data (fetchers) or a 303 with a flashed notice (no JavaScript).
 * Bad input is a 4xx that changes nothing; an upstream failure is a 503.
 */
import {CartForm} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {BAG_REQUEST_MESSAGE, CART_UNAVAILABLE_MESSAGE, safeRedirectPath} from '~/domain/bag-input';
import {readFormBody} from '~/kernel/http/form-body.server';
import {CROSS_ORIGIN_MESSAGE, isSameOriginPost} from '~/kernel/http/same-origin';
import {isStorefrontUnavailable} from '~/services/storefront/errors';
import {
  addAssemblyForm,
  addBonusForm,
  estimateDeliveryForm,
  removeDonationForm,
  removeMembershipForm,
  saveMembershipForm,
  selectDeliveryRateForm,
  setDonationForm,
  shareBagForm,
} from './extras.server';
import {addLines, rejected, removeLines, updateLines, type BagFormRequest} from './lines.server';
import {failed, type BagOutcome} from './outcome';
import {respondWithBagOutcome} from './respond.server';

/** Every bag form, by its CartForm action. */
const BAG_FORMS = new Map<string, (request: BagFormRequest) => Promise<BagOutcome>>([
  [CartForm.ACTIONS.LinesAdd, addLines],
  [CartForm.ACTIONS.LinesUpdate, updateLines],
  [CartForm.ACTIONS.LinesRemove, removeLines],
  ['CustomEstimateDelivery', estimateDeliveryForm],
  ['CustomSelectDeliveryRate', selectDeliveryRateForm],
  ['CustomSaveMembership', saveMembershipForm],
  ['CustomRemoveMembership', removeMembershipForm],
  ['CustomAddAssembly', addAssemblyForm],
  ['CustomAddBonus', addBonusForm],
  ['CustomSetDonation', setDonationForm],
  ['CustomRemoveDonation', removeDonationForm],
  ['CustomShareBag', shareBagForm],
]);

/** A bag form is a handful of short fields; anything much bigger is not one. */
export const BAG_FORM_LIMITS = {maxBytes: 16 * 1024, maxFields: 40, maxFieldValueLength: 8 * 1024};

export async function bagAction(request: Request, context: AppLoadContext, nowMs: number) {
  if (request.method !== 'POST') {
    return respondWithBagOutcome(context, failed(405, 'Your bag changes only through its forms.'), null);
  }
  if (!isSameOriginPost(request)) return respondWithBagOutcome(context, failed(403, CROSS_ORIGIN_MESSAGE), null);
  const body = await readFormBody(request, BAG_FORM_LIMITS);
  if (!body.ok) return respondWithBagOutcome(context, failed(body.status, body.message), null);

  // Even a rejected no-JS form goes back to its page, to show why.
  const redirectTo = safeRedirectPath(body.form.get('redirectTo'));
  return respondWithBagOutcome(context, await runBagForm(context, body.form, nowMs), redirectTo);
}

async function runBagForm(context: AppLoadContext, form: FormData, nowMs: number): Promise<BagOutcome> {
  let input: unknown;
  try {
    input = CartForm.getFormInput(form);
  } catch {
    return rejected(BAG_REQUEST_MESSAGE, 'cartFormInput is not JSON');
  }
  const {action, inputs} = (input ?? {}) as {action?: unknown; inputs?: unknown};
  // A Map: an action named `constructor` or `__proto__` is simply not one of ours.
  const run = typeof action === 'string' ? BAG_FORMS.get(action) : undefined;
  if (!run || typeof action !== 'string') {
    return rejected(BAG_REQUEST_MESSAGE, `unsupported action: ${String(action).slice(0, 40)}`);
  }
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) {
    return rejected(BAG_REQUEST_MESSAGE, 'inputs is not an object');
  }
  try {
    return await run({context, input: {action, inputs: inputs as Record<string, unknown>}, nowMs});
  } catch (error) {
    const storefront = isStorefrontUnavailable(error);
    if (!(storefront && error.reported)) context.reportError(error, {service: storefront ? 'storefront' : 'bag', url: `bag ${action}`});
    return failed(503, CART_UNAVAILABLE_MESSAGE, {form: action});
  }
}
