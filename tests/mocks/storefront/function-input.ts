/**
 * What a Shopify Function's input query reads, as graphql-js root values over the published Function API schema
 * (./shopify-functions.ts executes the query on them): the stand-in's cart, its catalogue, the shop and the
 * discount or validation running the function. Fields are plain values, or methods taking the field's arguments
 * (graphql-js's default resolver calls them). Money is Shopify's Decimal string ("1299.0").
 *
 * Answered: `cart` (attribute, buyerIdentity, lines with cost, merchandise and attribute, deliverableLines, cost,
 * deliveryGroups, metafield), `ProductVariant` (id, sku, title, requiresShipping, weight, metafield, product,
 * collections), `Product` (id, handle, title, productType, vendor, hasAnyTag/hasTags: tags compare
 * case-insensitively, metafield, collections), `shop` (localTime in the shop's time zone, metafield),
 * `discount` (discountClasses, metafield), `validation` (metafield), `buyerJourney`, `localization`,
 * `presentmentCurrencyRate`, `enteredDiscountCodes`. Anything else a query asks for is null, which fails a
 * non-null field loudly.
 */
import {DEFAULT_TIME_ZONE} from '~/domain/format';
import type {FixtureMetafield, FixtureProduct, FixtureVariant} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
import {cartLineGid, type Attribute, type CartDeliveryAddressFields, type CartLineRecord, type CartRecord} from './cart-model';
import {APP_NAMESPACE} from './cart-operations';
import {gid} from './ids';
import {formatAmount, SHOP_CURRENCY, type Cents} from './money';
import type {OwnerMetafield} from './shopify-functions';

/** A cart line as one function run sees it. */
export interface FunctionInputLine {
  line: CartLineRecord;
  variant: FixtureVariant;
  product: FixtureProduct;
  unitCents: Cents;
  compareAtUnitCents: Cents | null;
  /** Unit price × quantity. */
  subtotalCents: Cents;
  /** What the line costs at this point: before discounts for a discount function, after them for a validation. */
  totalCents: Cents;
}

/** One delivery option of a group: a carrier's rate. */
export interface FunctionDeliveryOption {
  /** Opaque, stable for the same rate. */
  handle: string;
  /** The rate's service code. */
  code: string;
  title: string;
  description: string;
  costCents: Cents;
}

export interface FunctionDeliveryGroup {
  id: string;
  lines: readonly FunctionInputLine[];
  address: CartDeliveryAddressFields | null;
  options: readonly FunctionDeliveryOption[];
  selectedHandle: string | null;
}

export interface FunctionInputCart {
  record: CartRecord;
  lines: readonly FunctionInputLine[];
  /** Empty in the cart; at checkout, the group with its options. */
  deliveryGroups: readonly FunctionDeliveryGroup[];
  /** Added to the lines' totals in `cost.totalAmount` (the chosen delivery at checkout). */
  deliveryCents?: Cents;
}

/** Whose function runs: a discount (with its classes) or a validation, and the metafields it carries. */
export interface FunctionOwner {
  metafields: readonly OwnerMetafield[];
  discountClasses?: readonly string[];
}

export type BuyerJourneyStep = 'CART_INTERACTION' | 'CHECKOUT_INTERACTION' | 'CHECKOUT_COMPLETION';

export interface FunctionInputContext {
  catalogue: CatalogueIndex;
  now: Date;
  /** The shop's time zone (`shop.localTime`); default the store's, Australia/Sydney. */
  timeZone?: string;
  buyerJourneyStep?: BuyerJourneyStep;
}

const moneyV2 = (cents: Cents) => ({amount: formatAmount(cents), currencyCode: SHOP_CURRENCY});

/** `jsonValue` of a metafield, by its type. */
function jsonValueOf(type: string, value: string): unknown {
  if (type === 'json' || type.startsWith('list.')) return JSON.parse(value) as unknown;
  if (type === 'number_integer' || type === 'number_decimal') return Number(value);
  if (type === 'boolean') return value === 'true';
  return value;
}

interface MetafieldArgs {
  namespace?: string | null;
  key: string;
}

/** `metafield(namespace:, key:)` over a list; no namespace means the calling app's own, `$app`. */
function metafieldOf(fields: readonly (FixtureMetafield | OwnerMetafield)[]) {
  return ({namespace, key}: MetafieldArgs) => {
    const wanted = namespace ?? APP_NAMESPACE;
    const found = fields.find((field) => field.namespace === wanted && field.key === key);
    return found ? {type: found.type, value: found.value, jsonValue: jsonValueOf(found.type, found.value)} : null;
  };
}

const attributeOf =
  (attributes: readonly Attribute[]) =>
  ({key}: {key?: string | null}) => {
    const found = attributes.find((attribute) => attribute.key === key);
    return found ? {key: found.key, value: found.value} : null;
  };

/** Tags compare as Shopify's do: trimmed, case-insensitively. */
function tagTest(tags: readonly string[]) {
  const have = new Set(tags.map((tag) => tag.trim().toLowerCase()));
  return (tag: string) => have.has(tag.trim().toLowerCase());
}

function collectionsOf(product: FixtureProduct, catalogue: CatalogueIndex) {
  const member = new Set((catalogue.collectionsOfProduct.get(product.id) ?? []).map((collection) => gid('Collection', collection.id)));
  return {
    inAnyCollection: ({ids}: {ids: string[]}) => ids.some((id) => member.has(id)),
    inCollections: ({ids}: {ids: string[]}) => ids.map((id) => ({collectionId: id, isMember: member.has(id)})),
  };
}

function productObject(product: FixtureProduct, catalogue: CatalogueIndex) {
  const hasTag = tagTest(product.tags);
  return {
    id: gid('Product', product.id),
    handle: product.handle,
    title: product.title,
    productType: product.productType || null,
    vendor: product.vendor || null,
    isGiftCard: false,
    hasAnyTag: ({tags}: {tags: string[]}) => tags.some(hasTag),
    hasTags: ({tags}: {tags: string[]}) => tags.map((tag) => ({tag, hasTag: hasTag(tag)})),
    metafield: metafieldOf(product.metafields),
    ...collectionsOf(product, catalogue),
  };
}

function variantObject(variant: FixtureVariant, product: FixtureProduct, catalogue: CatalogueIndex) {
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    sku: variant.sku || null,
    title: variant.title,
    requiresShipping: variant.requiresShipping,
    weight: variant.weight,
    weightUnit: variant.weightUnit,
    metafield: metafieldOf(variant.metafields),
    product: () => productObject(product, catalogue),
    ...collectionsOf(product, catalogue),
  };
}

function lineObject(cart: CartRecord, line: FunctionInputLine, catalogue: CatalogueIndex) {
  return {
    id: cartLineGid(cart, line.line),
    quantity: line.line.quantity,
    attribute: attributeOf(line.line.attributes),
    cost: {
      amountPerQuantity: moneyV2(line.unitCents),
      compareAtAmountPerQuantity: line.compareAtUnitCents === null ? null : moneyV2(line.compareAtUnitCents),
      subtotalAmount: moneyV2(line.subtotalCents),
      totalAmount: moneyV2(line.totalCents),
    },
    merchandise: () => variantObject(line.variant, line.product, catalogue),
    discountAllocations: [],
    parentRelationship: null,
    sellingPlanAllocation: null,
  };
}

function addressObject(address: CartDeliveryAddressFields) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || null;
  return {
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    company: address.company ?? null,
    countryCode: address.countryCode ?? null,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    latitude: null,
    longitude: null,
    name,
    phone: address.phone ?? null,
    provinceCode: address.provinceCode ?? null,
    zip: address.zip ?? null,
  };
}

function deliveryOptionObject(option: FunctionDeliveryOption) {
  return {
    handle: option.handle,
    code: option.code,
    title: option.title,
    description: option.description,
    cost: moneyV2(option.costCents),
    deliveryMethodType: 'SHIPPING',
  };
}

function deliveryGroupObject(cart: CartRecord, group: FunctionDeliveryGroup, catalogue: CatalogueIndex) {
  const selected = group.options.find((option) => option.handle === group.selectedHandle);
  return {
    id: group.id,
    groupType: 'ONE_TIME_PURCHASE',
    cartLines: () => group.lines.map((line) => lineObject(cart, line, catalogue)),
    deliveryAddress: group.address ? addressObject(group.address) : null,
    deliveryOptions: group.options.map(deliveryOptionObject),
    selectedDeliveryOption: selected ? deliveryOptionObject(selected) : null,
    discountAllocations: [],
  };
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of `now` in `timeZone`: "YYYY-MM-DD" and "HH:MM:SS". */
export function localDateTime(now: Date, timeZone: string): {date: string; time: string} {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return {date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}`};
}

/** "HH:MM" or "HH:MM:SS" as "HH:MM:SS", so times compare as text. */
const fullTime = (time: string) => (time.length === 5 ? `${time}:00` : time);
/** A DateTimeWithoutTimezone ("YYYY-MM-DDTHH:MM[:SS]") in the same comparable form. */
const fullDateTime = (dateTime: string) => {
  const [date, time = '00:00:00'] = dateTime.split('T');
  return `${date}T${fullTime(time)}`;
};

/** `shop.localTime`: the date, and comparisons of the shop's wall clock. */
function localTimeObject(now: Date, timeZone: string) {
  const {date, time} = localDateTime(now, timeZone);
  const dateTime = `${date}T${time}`;
  return {
    date,
    dateTimeAfter: ({dateTime: other}: {dateTime: string}) => dateTime > fullDateTime(other),
    dateTimeBefore: ({dateTime: other}: {dateTime: string}) => dateTime < fullDateTime(other),
    dateTimeBetween: ({startDateTime, endDateTime}: {startDateTime: string; endDateTime: string}) =>
      dateTime >= fullDateTime(startDateTime) && dateTime < fullDateTime(endDateTime),
    timeAfter: ({time: other}: {time: string}) => time > fullTime(other),
    timeBefore: ({time: other}: {time: string}) => time < fullTime(other),
    timeBetween: ({startTime, endTime}: {startTime: string; endTime: string}) => time >= fullTime(startTime) && time < fullTime(endTime),
  };
}

/** The root value for one run of one owner's function over `cart`. */
export function functionInputRoot(cart: FunctionInputCart, owner: FunctionOwner, context: FunctionInputContext): Record<string, unknown> {
  const {record} = cart;
  const {catalogue, now} = context;
  const timeZone = context.timeZone ?? DEFAULT_TIME_ZONE;
  const linesCents = cart.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const ownerMetafield = metafieldOf(owner.metafields);
  return {
    cart: {
      attribute: attributeOf(record.attributes),
      buyerIdentity: {
        email: record.buyerIdentity.email,
        phone: record.buyerIdentity.phone,
        isAuthenticated: false,
        customer: null,
        purchasingCompany: null,
        shopUser: null,
      },
      lines: () => cart.lines.map((line) => lineObject(record, line, catalogue)),
      deliverableLines: () =>
        cart.lines
          .filter((line) => line.variant.requiresShipping)
          .map((line) => {
            const {id, quantity, attribute, merchandise} = lineObject(record, line, catalogue);
            return {id, quantity, attribute, merchandise};
          }),
      cost: {
        subtotalAmount: moneyV2(linesCents),
        totalAmount: moneyV2(linesCents + (cart.deliveryCents ?? 0)),
        totalDutyAmount: null,
        totalTaxAmount: null,
      },
      deliveryGroups: () => cart.deliveryGroups.map((group) => deliveryGroupObject(record, group, catalogue)),
      discountApplications: [],
      localizedFields: [],
      metafield: metafieldOf(record.metafields ?? []),
      billingAddress: null,
      poNumber: null,
      retailLocation: null,
    },
    shop: {
      localTime: () => localTimeObject(now, timeZone),
      metafield: metafieldOf(catalogue.catalogue.shop.metafields),
      metaobject: null,
    },
    discount: {discountClasses: owner.discountClasses ?? [], metafield: ownerMetafield},
    validation: {metafield: ownerMetafield},
    buyerJourney: {step: context.buyerJourneyStep ?? null},
    localization: {country: {isoCode: 'AU'}, language: {isoCode: 'EN'}},
    presentmentCurrencyRate: '1.0',
    enteredDiscountCodes: record.discountCodes.map((code) => ({code, rejectable: false})),
    triggeringDiscountCode: null,
    fetchResult: null,
  };
}
