import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {Attribute, Cart} from '~/domain/types';
import {BRAND} from '~/config/brand';
import {isDonationLine, lineAttribute, visibleLines} from '~/domain/cart-lines';
import {parseDonationAmount, parseEmail, parsePostcode, parseSuburb} from '~/domain/bag-forms';
import {resolveEstimate, shippingEstimateRequest} from '~/domain/delivery';
import {QUICKSHIP_ATTRIBUTE_KEY, parseQuickshipAttr, serializeQuickshipAttr, type QuickshipAttrs} from '~/domain/quickship';
import {
  clearLoyaltyAttribute,
  isMemberCart,
  loyaltyFormAttribute,
  memberStatus,
  mergeAttributes,
  type LoyaltyProgramme,
} from '~/domain/membership';
import {validateAssemblyRequest} from '~/domain/assembly';
import {validateBonusRequest} from '~/domain/bonus';
import {formatMoney} from '~/domain/format';
import {BAG_REQUEST_MESSAGE} from '~/domain/bag-input';
import {getBagSettings} from '~/services/storefront/bag-settings.server';
import type {BagOutcome} from './bag-action.server';

/** Bag forms beyond adding, changing and removing lines; each is a CartForm with a custom action. */
export const BAG_EXTRA_ACTIONS = [
  'CustomEstimateDelivery',
  'CustomSelectDeliveryRate',
  'CustomSaveMembership',
  'CustomRemoveMembership',
  'CustomAddAssembly',
  'CustomAddBonus',
  'CustomSetDonation',
  'CustomRemoveDonation',
  'CustomShareBag',
] as const;
export type BagExtraAction = (typeof BAG_EXTRA_ACTIONS)[number];

export function isBagExtraAction(value: unknown): value is BagExtraAction {
  return (BAG_EXTRA_ACTIONS as readonly unknown[]).includes(value);
}

const NO_BAG_MESSAGE = 'Add something to your bag first.';
const RATE_GONE_MESSAGE = 'That delivery option is no longer available. Please choose another.';
const SHARE_FAILED_MESSAGE = 'Sorry, we couldn’t send your bag just now. Please try again.';
const PROGRAMMES: readonly LoyaltyProgramme[] = ['member', 'autoClub', 'velocity'];

type Inputs = Record<string, unknown>;

/**
 * Runs one of the bag's other forms. Each validates its fields first and
 * changes nothing when they are wrong, answering with a message per field.
 */
export async function performBagExtra(
  context: AppLoadContext,
  action: BagExtraAction,
  inputs: Inputs,
  redirectTo: string | null,
  nowMs: number,
): Promise<BagOutcome> {
  const answer = (ok: boolean, message: string, extra: Partial<BagOutcome> = {}): BagOutcome => ({
    ok,
    message,
    status: ok ? 200 : 400,
    redirectTo,
    form: action,
    ...extra,
  });
  const fieldError = (field: string, message: string) => answer(false, message, {fieldErrors: {[field]: message}});

  const cart = await context.getCart();
  if (!cart) return answer(false, NO_BAG_MESSAGE);

  try {
    return await runExtra(context, action, inputs, cart, nowMs, answer, fieldError);
  } catch (error) {
    context.reportError(error, {service: 'storefront', url: `bag ${action}`});
    return {...answer(false, BAG_REQUEST_MESSAGE), status: 502};
  }
}

async function runExtra(
  context: AppLoadContext,
  action: BagExtraAction,
  inputs: Inputs,
  cart: Cart,
  nowMs: number,
  answer: (ok: boolean, message: string, extra?: Partial<BagOutcome>) => BagOutcome,
  fieldError: (field: string, message: string) => BagOutcome,
): Promise<BagOutcome> {
  switch (action) {
    case 'CustomEstimateDelivery': {
      const postcode = parsePostcode(inputs.postcode);
      if (!postcode.ok) return fieldError('postcode', postcode.message);
      const suburb = parseSuburb(inputs.suburb);
      if (!suburb.ok) return fieldError('suburb', suburb.message);
      const previous = parseQuickshipAttr(lineAttribute(cart, QUICKSHIP_ATTRIBUTE_KEY), nowMs);
      const state = await estimateDelivery(context, cart, postcode.value, suburb.value, previous?.shippingRate?.serviceCode);
      await saveAttributes(context, cart, [{key: QUICKSHIP_ATTRIBUTE_KEY, value: serializeQuickshipAttr(state, nowMs)}]);
      return answer(true, state.shippingRate ? `Delivery options for ${postcode.value}.` : '');
    }
    case 'CustomSelectDeliveryRate': {
      const previous = parseQuickshipAttr(lineAttribute(cart, QUICKSHIP_ATTRIBUTE_KEY), nowMs);
      const code = typeof inputs.serviceCode === 'string' ? inputs.serviceCode : '';
      if (!previous) return answer(false, 'Enter your postcode to see delivery options.');
      const state = await estimateDelivery(context, cart, previous.quickshipPostcode, previous.suburb, code);
      if (state.shippingRate?.serviceCode !== code) return answer(false, RATE_GONE_MESSAGE);
      await saveAttributes(context, cart, [{key: QUICKSHIP_ATTRIBUTE_KEY, value: serializeQuickshipAttr(state, nowMs)}]);
      return answer(true, `${state.shippingRate.serviceName} selected.`);
    }
    case 'CustomSaveMembership': {
      const programme = PROGRAMMES.find((candidate) => candidate === inputs.programme);
      if (!programme) return answer(false, 'Sorry, we couldn’t save that. Please refresh the page and try again.');
      const result = loyaltyFormAttribute(programme, {email: inputs.email, number: inputs.number});
      // Three programme forms share this action; the answer names which one.
      const form = `CustomSaveMembership:${programme}`;
      if (!result.ok) {
        return answer(false, result.errors.number ?? result.errors.email ?? '', {fieldErrors: result.errors, form});
      }
      await saveAttributes(context, cart, [result.attribute]);
      return answer(true, 'Your member details have been saved.', {form});
    }
    case 'CustomRemoveMembership': {
      const programme = PROGRAMMES.find((candidate) => candidate === inputs.programme);
      if (!programme) return answer(false, 'Sorry, we couldn’t change that. Please refresh the page and try again.');
      await saveAttributes(context, cart, [clearLoyaltyAttribute(programme)]);
      return answer(true, 'Your member details have been removed.');
    }
    case 'CustomAddAssembly': {
      const settings = await getBagSettings(context.storefront);
      const request = validateAssemblyRequest({
        lines: cart.lines.nodes,
        productLineId: inputs.lineId,
        services: settings.assemblyVariants,
      });
      if (!request.ok) return answer(false, request.message);
      return mutate(context, () => context.cart.addLines([request.line]), answer, 'Assembly added.');
    }
    case 'CustomAddBonus': {
      const request = validateBonusRequest({lines: cart.lines.nodes, productLineId: inputs.lineId});
      if (!request.ok) return answer(false, request.message);
      return mutate(context, () => context.cart.addLines([request.line]), answer, 'Your bonus gift has been added.');
    }
    case 'CustomSetDonation': {
      const settings = await getBagSettings(context.storefront);
      const amount = parseDonationAmount(
        inputs.amount,
        settings.donationVariants.filter((variant) => variant.available),
      );
      if (!amount.ok) return fieldError('amount', amount.message);
      const current = cart.lines.nodes.find(isDonationLine);
      if (current?.merchandise.id === amount.value.id) return answer(true, 'Thank you for your donation.');
      if (current) {
        const removed = await context.cart.removeLines([current.id]);
        if (removed.userErrors?.length || removed.errors?.length) return answer(false, BAG_REQUEST_MESSAGE);
      }
      return mutate(
        context,
        () => context.cart.addLines([{merchandiseId: amount.value.id, quantity: 1}]),
        answer,
        'Thank you for your donation.',
      );
    }
    case 'CustomRemoveDonation': {
      const current = cart.lines.nodes.find(isDonationLine);
      if (!current) return answer(true, '');
      return mutate(context, () => context.cart.removeLines([current.id]), answer, 'Your donation has been removed.');
    }
    case 'CustomShareBag': {
      const email = parseEmail(inputs.email);
      if (!email.ok) return fieldError('email', email.message);
      const sent = await context.mail.send({to: email.value, tag: 'share-bag', ...shareMessage(cart)});
      return sent
        ? answer(true, `Your bag has been sent to ${email.value}.`)
        : {...answer(false, SHARE_FAILED_MESSAGE), status: 502};
    }
  }
}

/** Checks the postcode and estimates delivery for the bag; the state the bag remembers for an hour. */
async function estimateDelivery(
  context: AppLoadContext,
  cart: Cart,
  postcode: string,
  suburb: string,
  previousCode: string | null | undefined,
): Promise<QuickshipAttrs> {
  const isMember = isMemberCart(memberStatus(cart.attributes));
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

/** cartAttributesUpdate replaces the whole set, so merge with what the cart has (spec: merging rules). */
async function saveAttributes(context: AppLoadContext, cart: Cart, updates: Attribute[]) {
  const result = await context.cart.updateAttributes(mergeAttributes(cart.attributes, updates));
  context.invalidateCart();
  if (result.errors?.length || result.userErrors?.length) {
    context.reportError(result.errors?.[0] ?? new Error(result.userErrors?.[0]?.message), {
      service: 'storefront',
      url: 'cartAttributesUpdate',
    });
    throw new Error('Saving the bag failed');
  }
}

async function mutate(
  context: AppLoadContext,
  change: () => Promise<{errors?: unknown[]; userErrors?: {message: string}[] | null}>,
  answer: (ok: boolean, message: string) => BagOutcome,
  success: string,
): Promise<BagOutcome> {
  const result = await change();
  context.invalidateCart();
  if (result.errors?.length || result.userErrors?.length) {
    return answer(false, BAG_REQUEST_MESSAGE);
  }
  return answer(true, success);
}

/** The shared bag as an e-mail: each item with its price, the subtotal, and where to buy. */
function shareMessage(cart: Cart) {
  const lines = visibleLines(cart);
  const items = lines.map((line) => ({
    title: line.merchandise.product.title,
    options: line.merchandise.selectedOptions
      .filter((option) => option.value !== 'Default Title')
      .map((option) => `${option.name}: ${option.value}`)
      .join(', '),
    quantity: line.quantity,
    total: formatMoney(line.cost.totalAmount),
  }));
  // The items listed, so the e-mail adds up (hidden service lines are not shown).
  const subtotal = formatMoney(
    lines.reduce((sum, line) => sum + Number(line.cost.totalAmount.amount), 0),
  );
  const text = [
    `Here is a ${BRAND.name} bag shared with you:`,
    '',
    ...items.map((item) => `${item.quantity} × ${item.title}${item.options ? ` (${item.options})` : ''} — ${item.total}`),
    '',
    `Subtotal: ${subtotal}`,
  ].join('\n');
  const html = `<p>Here is a ${escapeHtml(BRAND.name)} bag shared with you:</p><ul>${items
    .map(
      (item) =>
        `<li>${item.quantity} × ${escapeHtml(item.title)}${item.options ? ` (${escapeHtml(item.options)})` : ''} — ${item.total}</li>`,
    )
    .join('')}</ul><p>Subtotal: ${subtotal}</p>`;
  return {subject: `A ${BRAND.name} bag shared with you`, text, html};
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
