/**
 * The merchant's member-price Discount Function, as the stand-in runs it.
 *
 * On a real store this is a Shopify Function (target
 * `cart.lines.discounts.generate.run`, discount class PRODUCT) in a small
 * custom app, and each programme is an automatic discount running it with its
 * own configuration metafield (`memberDiscountFunctions` in
 * ../fixtures/automatic-discounts.ts). The stand-in splits the work the way
 * Shopify does:
 * - `memberPriceFunctionInput`: what Shopify hands the function, the answer
 *   to its input query below, whose variables come from the configuration;
 * - `runMemberPriceFunction`: the merchant's code, input → product discount
 *   candidates (a fixed amount off each unit of the lines it names);
 * - `memberPriceLineDiscounts`: what Shopify makes of the candidates of every
 *   running discount, per cart line.
 *
 *   query RunInput($attributeKey: String!, $productTags: [String!]) {
 *     cart {
 *       details: attribute(key: $attributeKey) { value }
 *       lines {
 *         id
 *         quantity
 *         cost { amountPerQuantity { amount } compareAtAmountPerQuantity { amount } }
 *         merchandise { __typename ... on ProductVariant { product { inCampaign: hasAnyTag(tags: $productTags) } } }
 *       }
 *     }
 *     discount { metafield(namespace: "$app:member-prices", key: "function-configuration") { jsonValue } }
 *   }
 *
 * It must not import the app's pricing: it stands for code deployed to
 * Shopify, and the tests compare the two.
 */
import type {FixtureMemberDiscountFunction, MemberPriceFunctionConfiguration} from '../fixtures/automatic-discounts';
import type {FixtureProduct} from '../fixtures/types';
import {cartLineGid, type Attribute, type CartLineRecord, type CartRecord} from './cart-model';
import type {LineAutomaticDiscount} from './cart-pricing';
import {formatAmount, toCents, type Cents} from './money';

/* ------------------------------------------------------------ the function */

export interface MemberPriceFunctionInput {
  cart: {
    details: {value: string} | null;
    lines: {
      id: string;
      quantity: number;
      cost: {amountPerQuantity: {amount: string}; compareAtAmountPerQuantity: {amount: string} | null};
      merchandise: {__typename: 'ProductVariant'; product: {inCampaign: boolean}};
    }[];
  };
  discount: {metafield: {jsonValue: MemberPriceFunctionConfiguration} | null};
}

/** A product discount candidate, as far as this function uses it: a fixed amount off each unit of its lines. */
export interface ProductDiscountCandidate {
  message: string;
  targets: {cartLine: {id: string}}[];
  value: {fixedAmount: {amount: string; appliesToEachItem: true}};
}

/** `CartLinesDiscountsGenerateRunResult`, as far as this function uses it. */
export interface MemberPriceFunctionResult {
  operations: {productDiscountsAdd: {candidates: ProductDiscountCandidate[]; selectionStrategy: 'ALL'}}[];
}

const NO_DISCOUNT: MemberPriceFunctionResult = {operations: []};

/**
 * The storefront's e-mail rule (the WHATWG `input type=email` pattern with a dotted domain, 254 characters at
 * most): the function honours exactly the details the bag's forms accept.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const EMAIL_MAX_LENGTH = 254;

function ownString(record: object, key: string): string | null {
  const value: unknown = Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value.trim() : null;
}

/**
 * The cart carries the programme's details: JSON holding a valid e-mail and a valid number. Anything else (no
 * attribute, an empty value, not JSON, a field missing) is a guest, who pays the price.
 */
export function hasMemberDetails(value: string | null | undefined, configuration: MemberPriceFunctionConfiguration): boolean {
  if (!value) return false;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return false;
  }
  if (typeof data !== 'object' || data === null) return false;
  const email = ownString(data, 'email');
  const number = ownString(data, configuration.numberField)?.replace(/[\s-]/g, '').toUpperCase();
  return (
    email !== null &&
    email.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(email) &&
    number !== undefined &&
    new RegExp(configuration.numberPattern).test(number)
  );
}

/**
 * The member price of one unit, in cents: the lower of the price and the compare-at less the percent,
 * rounded to the cent (the campaign's rule). Without a compare-at there is nothing to reduce: the price.
 */
export function memberUnitCents(priceCents: Cents, compareAtCents: Cents | null, percentOffCompareAt: number): Cents {
  if (compareAtCents === null || compareAtCents <= 0) return priceCents;
  return Math.min(priceCents, Math.round((compareAtCents * (100 - percentOffCompareAt)) / 100));
}

/**
 * The merchant's function: for a cart with the programme's details, each line of a campaign product gets the
 * difference between its price and its member price off every unit, so a line of n costs n × the member price.
 */
export function runMemberPriceFunction(input: MemberPriceFunctionInput): MemberPriceFunctionResult {
  const configuration = input.discount.metafield?.jsonValue;
  if (!configuration || !hasMemberDetails(input.cart.details?.value, configuration)) return NO_DISCOUNT;
  const candidates = input.cart.lines.flatMap((line): ProductDiscountCandidate[] => {
    if (!line.merchandise.product.inCampaign) return [];
    const priceCents = toCents(line.cost.amountPerQuantity.amount);
    const compareAt = line.cost.compareAtAmountPerQuantity;
    const savingCents = priceCents - memberUnitCents(priceCents, compareAt && toCents(compareAt.amount), configuration.percentOffCompareAt);
    if (savingCents <= 0) return [];
    return [
      {
        message: configuration.message,
        targets: [{cartLine: {id: line.id}}],
        value: {fixedAmount: {amount: formatAmount(savingCents), appliesToEachItem: true}},
      },
    ];
  });
  return candidates.length === 0 ? NO_DISCOUNT : {operations: [{productDiscountsAdd: {candidates, selectionStrategy: 'ALL'}}]};
}

/* ------------------------------------------------------ what Shopify does */

/** A cart line as the stand-in has resolved it from the catalogue, before discounts. */
export interface FunctionCartLine {
  line: CartLineRecord;
  product: Pick<FixtureProduct, 'tags'>;
  unitCents: Cents;
  compareAtUnitCents: Cents | null;
}

/** `hasAnyTag`: tags compare case-insensitively, as Shopify's do. */
function hasAnyTag(productTags: readonly string[], wanted: readonly string[]): boolean {
  const tags = new Set(productTags.map((tag) => tag.trim().toLowerCase()));
  return wanted.some((tag) => tags.has(tag.trim().toLowerCase()));
}

/** The first attribute with the key, as `cart.attribute(key:)` answers. */
function attributeValue(attributes: readonly Attribute[], key: string): {value: string} | null {
  const found = attributes.find((attribute) => attribute.key === key);
  return found ? {value: found.value} : null;
}

/** The input query's answer for one discount: its configuration supplies the variables. */
export function memberPriceFunctionInput(
  configuration: MemberPriceFunctionConfiguration,
  cart: Pick<CartRecord, 'token' | 'attributes'>,
  lines: readonly FunctionCartLine[],
): MemberPriceFunctionInput {
  return {
    cart: {
      details: attributeValue(cart.attributes, configuration.attributeKey),
      lines: lines.map(({line, product, unitCents, compareAtUnitCents}) => ({
        id: cartLineGid(cart, line),
        quantity: line.quantity,
        cost: {
          amountPerQuantity: {amount: formatAmount(unitCents)},
          compareAtAmountPerQuantity: compareAtUnitCents === null ? null : {amount: formatAmount(compareAtUnitCents)},
        },
        merchandise: {__typename: 'ProductVariant', product: {inCampaign: hasAnyTag(product.tags, configuration.productTags)}},
      })),
    },
    discount: {metafield: {jsonValue: configuration}},
  };
}

/**
 * What a candidate takes off a line: its amount off each unit (never more than a unit costs), times the
 * quantity, so a line of n costs exactly n × the member price.
 */
function candidateDiscount(title: string, candidate: ProductDiscountCandidate, line: FunctionCartLine): LineAutomaticDiscount {
  const eachCents = Math.min(line.unitCents, toCents(candidate.value.fixedAmount.amount));
  return {title, value: {kind: 'fixedAmountEach', amountCents: eachCents}, cents: eachCents * line.line.quantity};
}

/**
 * Runs each of the given discounts' function over the cart (the caller passes the ones running now, as
 * Shopify runs only active discounts) and turns the candidates into line discounts, by line token, in the
 * discounts' order. Which one a line gets is cart-pricing's choice: product discounts do not combine.
 */
export function memberPriceLineDiscounts(
  running: readonly FixtureMemberDiscountFunction[],
  cart: Pick<CartRecord, 'token' | 'attributes'>,
  lines: readonly FunctionCartLine[],
): Map<string, LineAutomaticDiscount[]> {
  const byLineId = new Map(lines.map((line) => [cartLineGid(cart, line.line), line]));
  const found = new Map<string, LineAutomaticDiscount[]>();
  for (const discount of running) {
    const result = runMemberPriceFunction(memberPriceFunctionInput(discount.configuration, cart, lines));
    for (const candidate of result.operations.flatMap((operation) => operation.productDiscountsAdd.candidates)) {
      for (const {cartLine} of candidate.targets) {
        const line = byLineId.get(cartLine.id);
        if (!line) continue;
        const discounted = candidateDiscount(discount.title, candidate, line);
        if (discounted.cents > 0) found.set(line.line.token, [...(found.get(line.line.token) ?? []), discounted]);
      }
    }
  }
  return found;
}
