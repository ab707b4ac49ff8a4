/**
 * The bag's other forms: delivery estimate and rate, member details,
 * assembly, bonus gift, donation and sharing. Each validates its fields first
 * and changes nothing when they are wrong, answering with a message per field;
 * each needs a bag, and answers for its own form (`form`).
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {Cart} from '~/domain/types';
import {isDonationLine, lineAttribute} from '~/domain/cart-lines';
import {parseDonationAmount, parseEmail, parseMemberId, parsePostcode, parseSuburb} from '~/domain/bag-forms';
import {normaliseEmail} from '~/domain/wishlist';
import {tooManyRequestsMessage} from '~/domain/sign-in-code';
import {MEMBER_CHECKS_PER_CLIENT} from '~/config/sign-in';
import {takeFromLimit, takeFromLimits} from '~/kernel/security/rate-limit.server';
import {SHARES_PER_CLIENT_DAY, SHARES_PER_CLIENT_HOUR, SHARES_PER_RECIPIENT_DAY} from '~/config/form-limits';
import {formatWait} from '~/domain/format';
import {resolveEstimate, shippingEstimateRequest} from '~/domain/delivery';
import {QUICKSHIP_ATTRIBUTE_KEY, parseQuickshipAttr, serializeQuickshipAttr, type QuickshipAttrs} from '~/domain/quickship';
import {
  clearLoyaltyAttribute,
  isMemberCart,
  loyaltyFormDetails,
  memberStatus,
  mergeAttributes,
  programmesEmail,
  PROGRAMMES,
} from '~/domain/membership';
import {saveProgrammeDetails} from './programme-details.server';
import {validateAssemblyRequest} from '~/domain/assembly';
import {validateBonusRequest} from '~/domain/bonus';
import type {Attribute} from '~/domain/types';
import {getBagSettings} from '~/services/storefront/bag-settings.server';
import {changeOutcome, type BagFormRequest} from './lines.server';
import {failed, succeeded, typedValues, type BagOutcome} from './outcome';
import {shareMessage} from './share-message';
import {loadBagView} from './view.server';

const NO_BAG_MESSAGE = 'Add something to your bag first.';
const RATE_GONE_MESSAGE = 'That delivery option is no longer available. Please choose another.';
const SHARE_FAILED_MESSAGE = 'Sorry, we couldn’t send your bag just now. Please try again.';
const shareLimitMessage = (retryAfterSeconds: number) =>
  `Your bag has been shared as often as we allow for now. Please wait ${formatWait(retryAfterSeconds)} and try again.`;
export const MEMBER_NOT_FOUND_MESSAGE = 'We couldn’t find a member with that email and member number.';
const MEMBER_CHECK_FAILED_MESSAGE = 'Sorry, we couldn’t check your member number just now. Please try again.';

/** What each extra handler gets: the request, the bag it acts on, and answer helpers naming its form. */
interface ExtraRequest extends BagFormRequest {
  cart: Cart;
  inputs: Record<string, unknown>;
  ok: (message: string, extra?: Partial<BagOutcome>) => BagOutcome;
  no: (message: string, extra?: Partial<BagOutcome>) => BagOutcome;
  /** A field refused; `values` are what was typed, for the page a no-JS post goes back to. */
  fieldError: (field: string, message: string, values?: Record<string, string>) => BagOutcome;
}

type ExtraHandler = (request: ExtraRequest) => Promise<BagOutcome>;

/** Wraps an extra: it needs a bag, and its answers name its form. */
function extra(handler: ExtraHandler) {
  return async (request: BagFormRequest): Promise<BagOutcome> => {
    const form = request.input.action;
    const ok = (message: string, more: Partial<BagOutcome> = {}) => succeeded(message, {form, ...more});
    const no = (message: string, more: Partial<BagOutcome> = {}) => failed(400, message, {form, ...more});
    const cart = await request.context.shopperCart.get();
    if (!cart) return no(NO_BAG_MESSAGE);
    return handler({
      ...request,
      cart,
      inputs: request.input.inputs,
      ok,
      no,
      fieldError: (field, message, values) => no(message, {fieldErrors: {[field]: message}, ...(values && {values})}),
    });
  };
}

/** Saves cart attributes (merged: cartAttributesUpdate replaces the whole set). */
async function saveAttributes(context: AppLoadContext, cart: Cart, updates: Attribute[]) {
  return context.shopperCart.updateAttributes(mergeAttributes(cart.attributes, updates));
}

export const estimateDeliveryForm = extra(async ({context, cart, inputs, nowMs, input, fieldError}) => {
  const typed = () => typedValues({postcode: inputs.postcode, suburb: inputs.suburb});
  const postcode = parsePostcode(inputs.postcode);
  if (!postcode.ok) return fieldError('postcode', postcode.message, typed());
  const suburb = parseSuburb(inputs.suburb);
  if (!suburb.ok) return fieldError('suburb', suburb.message, typed());
  const previous = parseQuickshipAttr(lineAttribute(cart, QUICKSHIP_ATTRIBUTE_KEY), nowMs);
  const state = await estimateDelivery(context, cart, postcode.value, suburb.value, previous?.shippingRate?.serviceCode, nowMs);
  const saved = await saveAttributes(context, cart, [{key: QUICKSHIP_ATTRIBUTE_KEY, value: serializeQuickshipAttr(state, nowMs)}]);
  return changeOutcome(saved, state.shippingRate ? `Delivery options for ${postcode.value}.` : '', {form: input.action});
});

export const selectDeliveryRateForm = extra(async ({context, cart, inputs, nowMs, no, input}) => {
  const previous = parseQuickshipAttr(lineAttribute(cart, QUICKSHIP_ATTRIBUTE_KEY), nowMs);
  const code = typeof inputs.serviceCode === 'string' ? inputs.serviceCode : '';
  if (!previous) return no('Enter your postcode to see delivery options.');
  const state = await estimateDelivery(context, cart, previous.quickshipPostcode, previous.suburb, code, nowMs);
  if (state.shippingRate?.serviceCode !== code) return no(RATE_GONE_MESSAGE);
  const saved = await saveAttributes(context, cart, [{key: QUICKSHIP_ATTRIBUTE_KEY, value: serializeQuickshipAttr(state, nowMs)}]);
  return changeOutcome(saved, `${state.shippingRate.serviceName} selected.`, {form: input.action});
});

export const saveMembershipForm = extra(async ({context, cart, inputs, no, nowMs}) => {
  const programme = PROGRAMMES.find((candidate) => candidate === inputs.programme);
  if (!programme) return no('Sorry, we couldn’t save that. Please refresh the page and try again.');
  const result = loyaltyFormDetails(programme, {email: inputs.email, number: inputs.number});
  // Three programme forms share this action; the answer names which one.
  const form = `CustomSaveMembership:${programme}`;
  if (!result.ok) return no(result.errors.number ?? result.errors.email ?? '', {fieldErrors: result.errors, form});
  // Checkout honours member details for one contact e-mail: every programme on the bag uses the same.
  const others = {...context.memberDetails.verified(cart, nowMs), [programme]: null};
  const otherEmail = programmesEmail(others);
  if (otherEmail && normaliseEmail(otherEmail) !== normaliseEmail(result.details.email)) {
    const message = differentEmailMessage(otherEmail);
    return no(message, {fieldErrors: {email: message}, form});
  }
  if (programme === 'member') {
    const refused = await memberCheck(context, inputs, nowMs, form);
    if (refused) return refused;
  }
  return changeOutcome(await saveProgrammeDetails(context, cart, programme, result.details, nowMs), 'Your member details have been saved.', {
    form,
  });
});

/** Member prices are for orders placed under the details' e-mail, so the programmes on one bag share it. */
export function differentEmailMessage(email: string): string {
  return `Use ${email}, the email of your other member details, or remove those first.`;
}

export const removeMembershipForm = extra(async ({context, cart, inputs, no, input}) => {
  const programme = PROGRAMMES.find((candidate) => candidate === inputs.programme);
  if (!programme) return no('Sorry, we couldn’t change that. Please refresh the page and try again.');
  return changeOutcome(
    await saveAttributes(context, cart, [clearLoyaltyAttribute(programme)]),
    'Your member details have been removed.',
    {form: input.action},
  );
});

export const addAssemblyForm = extra(async ({context, cart, inputs, no, input}) => {
  const settings = await getBagSettings(context.storefront);
  const request = validateAssemblyRequest({
    lines: cart.lines.nodes,
    productLineId: inputs.lineId,
    services: settings.assemblyVariants,
  });
  if (!request.ok) return no(request.message);
  return changeOutcome(await context.shopperCart.add([request.line]), 'Assembly added.', {form: input.action});
});

export const addBonusForm = extra(async ({context, cart, inputs, no, input}) => {
  const request = validateBonusRequest({lines: cart.lines.nodes, productLineId: inputs.lineId});
  if (!request.ok) return no(request.message);
  return changeOutcome(await context.shopperCart.add([request.line]), 'Your bonus gift has been added.', {
    form: input.action,
  });
});

export const setDonationForm = extra(async ({context, cart, inputs, ok, fieldError, input}) => {
  const settings = await getBagSettings(context.storefront);
  const amount = parseDonationAmount(
    inputs.amount,
    settings.donationVariants.filter((variant) => variant.available),
  );
  if (!amount.ok) return fieldError('amount', amount.message);
  const current = cart.lines.nodes.find(isDonationLine);
  const thanks = 'Thank you for your donation.';
  if (current?.merchandise.id === amount.value.id) return ok(thanks);
  // A new amount swaps the line's variant in one change: never two donations, never none half-way.
  const change = current
    ? await context.shopperCart.update([{id: current.id, quantity: 1, merchandiseId: amount.value.id}])
    : await context.shopperCart.add([{merchandiseId: amount.value.id, quantity: 1}]);
  return changeOutcome(change, thanks, {form: input.action});
});

export const removeDonationForm = extra(async ({context, cart, ok, input}) => {
  const current = cart.lines.nodes.find(isDonationLine);
  if (!current) return ok('');
  return changeOutcome(await context.shopperCart.remove([current.id]), 'Your donation has been removed.', {
    form: input.action,
  });
});

export const shareBagForm = extra(async ({context, cart, inputs, ok, fieldError, input, nowMs}) => {
  const email = parseEmail(inputs.email);
  if (!email.ok) return fieldError('email', email.message);
  // Mail to an address the sender chose: per client, and per recipient from anyone (app/config/form-limits.ts).
  const {store, client} = context.security;
  const verdict = await takeFromLimits(
    store,
    [
      [SHARES_PER_CLIENT_HOUR, client],
      [SHARES_PER_CLIENT_DAY, client],
      [SHARES_PER_RECIPIENT_DAY, normaliseEmail(email.value)],
    ],
    nowMs,
  );
  if (!verdict.allowed) {
    return failed(429, shareLimitMessage(verdict.retryAfterSeconds), {
      form: input.action,
      retryAfterSeconds: verdict.retryAfterSeconds,
      values: typedValues({email: email.value}),
    });
  }
  // The bag page's own view of the bag (delivery re-estimated, assembly, gift, donation, totals), so the e-mail
  // shows what the page shows.
  const bag = await loadBagView(context, cart, nowMs);
  const sent = await context.mail.send({to: email.value, tag: 'share-bag', ...shareMessage(cart, bag)});
  return sent
    ? ok(`Your bag has been sent to ${email.value}.`)
    : failed(502, SHARE_FAILED_MESSAGE, {form: input.action, values: typedValues({email: email.value})});
});

/**
 * A member number makes a member bag (member prices, the member delivery discount): it must be the number
 * the membership source (the wishlist service) holds for that e-mail, not any string of the right shape.
 * Each check is a lookup, so a client gets MEMBER_CHECKS_PER_CLIENT of them in a window.
 */
async function memberCheck(context: AppLoadContext, inputs: Record<string, unknown>, nowMs: number, form: string): Promise<BagOutcome | null> {
  const email = parseEmail(inputs.email);
  const number = parseMemberId(inputs.number);
  if (!email.ok || !number.ok) return null;
  const verdict = await takeFromLimit(context.security.store, MEMBER_CHECKS_PER_CLIENT, context.security.client, nowMs);
  if (!verdict.allowed) return failed(429, tooManyRequestsMessage(verdict.retryAfterSeconds), {form, retryAfterSeconds: verdict.retryAfterSeconds});
  const found = await context.wishlist.findCustomer(normaliseEmail(email.value));
  if (!found.ok) return failed(503, MEMBER_CHECK_FAILED_MESSAGE, {form});
  const held = found.value?.memberNumber ? parseMemberId(found.value.memberNumber) : null;
  if (held?.ok && held.value === number.value) return null;
  return failed(400, MEMBER_NOT_FOUND_MESSAGE, {form, fieldErrors: {number: MEMBER_NOT_FOUND_MESSAGE}});
}

/** Checks the postcode and estimates delivery for the bag; the state the bag remembers for an hour. */
async function estimateDelivery(
  context: AppLoadContext,
  cart: Cart,
  postcode: string,
  suburb: string,
  previousCode: string | null | undefined,
  nowMs: number,
): Promise<QuickshipAttrs> {
  const isMember = isMemberCart(memberStatus(context.memberDetails.verified(cart, nowMs)));
  const [check, estimate] = await Promise.all([
    context.delivery.checkPostcode(postcode),
    context.delivery.estimate(shippingEstimateRequest({postcode, suburb, isMember, lines: cart.lines.nodes})),
  ]);
  const outcome = resolveEstimate(estimate, {previousCode});
  return {
    quickshipPostcode: postcode,
    quickshipRegionCode: check?.regionCode ?? null,
    quickshipEligible: Boolean(check?.eligible && outcome.available && outcome.quickshipEligible),
    quickshipPostcodeCutOffTime: check?.cutOffTime ?? null,
    quickshipPostcodeDeliveryDay: check?.deliveryDay ?? null,
    quickshipPostcodeWarehouseId: check?.warehouseId ?? null,
    suburb,
    hasAssembly: outcome.available ? outcome.hasAssembly : false,
    hasFilteredQuickship: outcome.available ? outcome.hasFilteredQuickship : false,
    shippingRate: outcome.available ? {...outcome.selected} : null,
  };
}
