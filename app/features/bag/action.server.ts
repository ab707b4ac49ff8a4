/**
 * The bag's one action (`POST /cart`): every bag form, with and without
 * JavaScript, arrives here through the app's one form post
 * (~/kernel/forms/form-post.server: method, origin, body limits, flash or
 * data), and is dispatched by its CartForm action through one table.
 * Bad input is a 4xx that changes nothing; an upstream failure is a 503.
 */
import {CartForm} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {BAG_REQUEST_MESSAGE, CART_UNAVAILABLE_MESSAGE} from '~/domain/bag-input';
import {answerFormPost} from '~/kernel/forms/form-post.server';
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
import {bagLanding, failed, type BagOutcome} from './outcome';
import {BAG_FORM_POST} from './respond.server';

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

export function bagAction(request: Request, context: AppLoadContext, nowMs: number) {
  return answerFormPost(request, context, BAG_FORM_POST, async (form, returnTo) => {
    const outcome = await runBagForm(context, form, nowMs);
    return {outcome, landing: returnTo ? bagLanding(returnTo, outcome) : undefined};
  });
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
