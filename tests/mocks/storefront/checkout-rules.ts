/**
 * The shop's checkout rules (its automatic discounts and cart validations running the storefront's Shopify
 * Functions: `checkoutRulePlans` in app/domain/checkout-plans.ts) and what Shopify does with their outputs:
 *
 * - only discounts running at the store's clock run (startsAt ≤ now < endsAt, null = open);
 * - product discounts (class PRODUCT): each running discount's function gives candidates (a percentage, or a fixed
 *   amount off each item or across its targets) for cart lines; product discounts do not combine, so a line gets
 *   the single largest saving of them all (the first in the rules' order on a tie), titled with its discount's
 *   title;
 * - delivery discounts (class SHIPPING): the same per delivery option;
 * - validations: every error of every validation; one whose function fails blocks checkout when it says so.
 *
 * A run that fails (the function throws, or returns what the target's result type refuses) gives nothing, as on
 * Shopify, and is reported once on the console.
 */
import {
  FUNCTION_CONFIGURATION_KEY,
  INPUT_VARIABLES_KEY,
  functionNamespace,
  type CheckoutRulePlan,
  type DiscountPlan,
} from '~/domain/checkout-plans';
import type {CartLinesDiscountsGenerateRunResult, ProductDiscountCandidate} from '../../../extensions/campaign-prices/generated/api';
import type {CartDeliveryOptionsDiscountsGenerateRunResult, DeliveryDiscountCandidate} from '../../../extensions/member-delivery/generated/api';
import type {CartValidationsGenerateRunResult} from '../../../extensions/bag-rules/generated/api';
import {cartLineGid} from './cart-model';
import {
  functionInputRoot,
  type BuyerJourneyStep,
  type FunctionInputCart,
  type FunctionInputContext,
  type FunctionInputLine,
  type FunctionOwner,
} from './function-input';
import {toCents, type Cents} from './money';
import {runShopifyFunction, type FunctionRun} from './shopify-functions';

/** The shop's discounts and validations, in the order Shopify lists them (the plans' order). */
export type CheckoutRules = readonly CheckoutRulePlan[];

/** Shown when a validation that blocks on failure could not run (Shopify's own wording differs by locale). */
export const VALIDATION_FAILED_MESSAGE = 'There was an issue processing your order. Please try again later.';

/** Running at `now`: from startsAt, until endsAt (Shopify's discount has ended at its end); null is open. */
export function isDiscountRunning(plan: Pick<DiscountPlan, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const at = now.getTime();
  return (plan.startsAt === null || Date.parse(plan.startsAt) <= at) && (plan.endsAt === null || at < Date.parse(plan.endsAt));
}

/** The discount or validation as its function sees it: its classes, and its two JSON metafields. */
export function functionOwnerOf(plan: CheckoutRulePlan): FunctionOwner {
  const namespace = functionNamespace(plan.functionHandle);
  return {
    metafields: [
      {namespace, key: FUNCTION_CONFIGURATION_KEY, type: 'json', value: JSON.stringify(plan.configuration)},
      {namespace, key: INPUT_VARIABLES_KEY, type: 'json', value: JSON.stringify(plan.variables)},
    ],
    ...(plan.type === 'discount' ? {discountClasses: plan.discountClasses} : {}),
  };
}

const reported = new Set<string>();

function reportFailure(title: string, error: string) {
  const message = `[storefront stand-in] "${title}" gave nothing: ${error}`;
  if (reported.has(message)) return;
  reported.add(message);
  console.error(message);
}

/** Runs one rule's function over `cart`. */
export function runCheckoutRule(plan: CheckoutRulePlan, cart: FunctionInputCart, context: FunctionInputContext): FunctionRun {
  const owner = functionOwnerOf(plan);
  const run = runShopifyFunction(plan.functionHandle, functionInputRoot(cart, owner, context), owner.metafields);
  if (!run.ok) reportFailure(plan.title, run.error);
  return run;
}

function runningDiscounts(rules: CheckoutRules, discountClass: 'PRODUCT' | 'SHIPPING', now: Date): DiscountPlan[] {
  return rules.filter(
    (plan): plan is DiscountPlan =>
      plan.type === 'discount' && (plan.discountClasses as readonly string[]).includes(discountClass) && isDiscountRunning(plan, now),
  );
}

/** Cents of a Decimal a function returned (a string such as "101.35", or a number); null when it is not one. */
function decimalCents(value: unknown): Cents | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

function decimalNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** Shares of `cents` in proportion to `weights`, to the cent, the remainder on the last. */
function spread(cents: Cents, weights: readonly number[]): Cents[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  let left = cents;
  return weights.map((weight, index) => {
    const share = index === weights.length - 1 ? left : Math.round((cents * weight) / total);
    left -= share;
    return share;
  });
}

/* ---------------------------------------------------------------- product discounts */

/** What a product discount takes off a line, and how (`CartAutomaticDiscountAllocation`'s application). */
export type AutomaticDiscountValue =
  | {kind: 'percentage'; percentage: number}
  | {kind: 'fixedAmountEach'; amountCents: Cents}
  | {kind: 'fixedAmount'; amountCents: Cents};

/** An automatic discount on a line. */
export interface LineAutomaticDiscount {
  /** The discount's title. */
  title: string;
  value: AutomaticDiscountValue;
  /** Off the whole line. */
  cents: Cents;
}

/** What one candidate takes off each line it targets, by line token. */
function candidateSavings(
  candidate: ProductDiscountCandidate,
  title: string,
  linesById: ReadonlyMap<string, FunctionInputLine>,
): Map<string, LineAutomaticDiscount> {
  const targets = candidate.targets.flatMap((target) => {
    const line = target.cartLine ? linesById.get(target.cartLine.id) : undefined;
    if (!line) return [];
    const units = Math.min(line.line.quantity, target.cartLine?.quantity ?? line.line.quantity);
    return units > 0 ? [{line, units, cents: line.unitCents * units}] : [];
  });
  const savings = new Map<string, LineAutomaticDiscount>();
  const {fixedAmount, percentage} = candidate.value;
  if (percentage) {
    const percent = decimalNumber(percentage.value);
    if (percent === null || percent <= 0) return savings;
    for (const {line, cents} of targets) {
      savings.set(line.line.token, {
        title,
        value: {kind: 'percentage', percentage: Math.min(percent, 100)},
        cents: Math.min(cents, Math.round((cents * percent) / 100)),
      });
    }
  } else if (fixedAmount) {
    const amountCents = decimalCents(fixedAmount.amount);
    if (amountCents === null || amountCents <= 0) return savings;
    if (fixedAmount.appliesToEachItem) {
      for (const {line, units} of targets) {
        const each = Math.min(line.unitCents, amountCents);
        savings.set(line.line.token, {title, value: {kind: 'fixedAmountEach', amountCents: each}, cents: each * units});
      }
    } else {
      const shares = spread(
        Math.min(
          amountCents,
          targets.reduce((sum, target) => sum + target.cents, 0),
        ),
        targets.map((target) => target.cents),
      );
      targets.forEach(({line}, index) => {
        savings.set(line.line.token, {title, value: {kind: 'fixedAmount', amountCents: shares[index]}, cents: shares[index]});
      });
    }
  }
  for (const [token, saving] of savings) if (saving.cents <= 0) savings.delete(token);
  return savings;
}

const totalSaving = (savings: ReadonlyMap<string, LineAutomaticDiscount>) =>
  [...savings.values()].reduce((sum, saving) => sum + saving.cents, 0);

/** A discount's savings from its operations, by line token: its candidates as its selection strategy picks them. */
function discountSavings(
  result: CartLinesDiscountsGenerateRunResult,
  title: string,
  linesById: ReadonlyMap<string, FunctionInputLine>,
): Map<string, LineAutomaticDiscount>[] {
  return result.operations.flatMap((operation) => {
    const add = operation.productDiscountsAdd;
    if (!add) return [];
    const perCandidate = add.candidates.map((candidate) => candidateSavings(candidate, title, linesById));
    const strategy = String(add.selectionStrategy);
    if (strategy === 'FIRST') return perCandidate.slice(0, 1);
    if (strategy === 'MAXIMUM') {
      const best = perCandidate.reduce<Map<string, LineAutomaticDiscount> | null>(
        (found, savings) => (found === null || totalSaving(savings) > totalSaving(found) ? savings : found),
        null,
      );
      return best ? [best] : [];
    }
    return perCandidate;
  });
}

/**
 * The product discount each line gets, by line token: of every running product discount's candidates for it,
 * the largest saving (product discounts do not combine), the first in the rules' order on a tie. `cart`'s lines
 * are priced before discounts, as the functions see them.
 */
export function lineProductDiscounts(rules: CheckoutRules, cart: FunctionInputCart, context: FunctionInputContext): Map<string, LineAutomaticDiscount> {
  const best = new Map<string, LineAutomaticDiscount>();
  if (cart.lines.length === 0) return best;
  const linesById = new Map(cart.lines.map((line) => [cartLineGid(cart.record, line.line), line]));
  for (const plan of runningDiscounts(rules, 'PRODUCT', context.now)) {
    const run = runCheckoutRule(plan, cart, context);
    if (!run.ok) continue;
    for (const savings of discountSavings(run.output as CartLinesDiscountsGenerateRunResult, plan.title, linesById)) {
      for (const [token, saving] of savings) {
        const current = best.get(token);
        if (!current || saving.cents > current.cents) best.set(token, saving);
      }
    }
  }
  return best;
}

/* --------------------------------------------------------------- delivery discounts */

/** A delivery discount on one delivery option. */
export interface DeliveryOptionDiscount {
  title: string;
  cents: Cents;
}

function deliveryCandidateSavings(candidate: DeliveryDiscountCandidate, cart: FunctionInputCart): Map<string, Cents> {
  const options = candidate.targets.flatMap((target) => {
    if (target.deliveryOption) {
      const handle = target.deliveryOption.handle as string;
      return cart.deliveryGroups.flatMap((group) => group.options.filter((option) => option.handle === handle));
    }
    if (target.deliveryGroup) {
      const id = target.deliveryGroup.id as string;
      return cart.deliveryGroups.filter((group) => group.id === id).flatMap((group) => group.options);
    }
    return [];
  });
  const savings = new Map<string, Cents>();
  const {fixedAmount, percentage} = candidate.value;
  for (const option of options) {
    let cents: Cents | null = null;
    if (percentage) {
      const percent = decimalNumber(percentage.value);
      cents = percent === null ? null : Math.round((option.costCents * Math.min(percent, 100)) / 100);
    } else if (fixedAmount) {
      const amount = decimalCents(fixedAmount.amount);
      cents = amount === null ? null : Math.min(option.costCents, amount);
    }
    if (cents !== null && cents > 0) savings.set(option.handle, cents);
  }
  return savings;
}

/**
 * What each delivery option saves, by handle: of every running delivery discount's candidates, the largest (one
 * delivery discount per option), the first in the rules' order on a tie.
 */
export function deliveryOptionDiscounts(rules: CheckoutRules, cart: FunctionInputCart, context: FunctionInputContext): Map<string, DeliveryOptionDiscount> {
  const best = new Map<string, DeliveryOptionDiscount>();
  if (!cart.deliveryGroups.some((group) => group.options.length > 0)) return best;
  for (const plan of runningDiscounts(rules, 'SHIPPING', context.now)) {
    const run = runCheckoutRule(plan, cart, context);
    if (!run.ok) continue;
    for (const operation of (run.output as CartDeliveryOptionsDiscountsGenerateRunResult).operations) {
      const add = operation.deliveryDiscountsAdd;
      if (!add) continue;
      // ALL is the one delivery selection strategy.
      for (const candidate of add.candidates) {
        for (const [handle, cents] of deliveryCandidateSavings(candidate, cart)) {
          const current = best.get(handle);
          if (!current || cents > current.cents) best.set(handle, {title: plan.title, cents});
        }
      }
    }
  }
  return best;
}

/* ----------------------------------------------------------------------- validations */

/**
 * Every message the shop's validations give `cart` at `step` (checkout: CHECKOUT_COMPLETION), each once, in the
 * rules' order; empty when checkout may go on.
 */
export function validationErrors(
  rules: CheckoutRules,
  cart: FunctionInputCart,
  context: FunctionInputContext & {buyerJourneyStep: BuyerJourneyStep},
): string[] {
  const messages: string[] = [];
  for (const plan of rules) {
    if (plan.type !== 'validation') continue;
    const run = runCheckoutRule(plan, cart, context);
    if (!run.ok) {
      if (plan.blockOnFailure) messages.push(VALIDATION_FAILED_MESSAGE);
      continue;
    }
    for (const operation of (run.output as CartValidationsGenerateRunResult).operations) {
      for (const error of operation.validationAdd?.errors ?? []) messages.push(error.message);
    }
  }
  return [...new Set(messages)];
}
