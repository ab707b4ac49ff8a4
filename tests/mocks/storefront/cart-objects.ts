import {cartGid, cartLineGid, type Attribute, type CartDeliveryAddressRecord, type CartRecord} from './cart-model';
import {APP_NAMESPACE, deliveryAddressGid} from './cart-operations';
import {
  priceCart,
  type AutomaticDiscountValue,
  type LineAutomaticDiscount,
  type LineDiscount,
  type PricedCart,
  type PricedLine,
} from './cart-pricing';
import {emptyConnection, paginate, type Connection, type ConnectionArgs} from './connection';
import type {StorefrontContext} from './context';
import {CustomerObject} from './customer-objects';
import {MetafieldSet, type MetafieldIdentifier, type MetafieldObject} from './metafield-object';
import {money, type MoneyV2} from './money';
import {VariantObject} from './product-objects';

function findAttribute(attributes: readonly Attribute[], key: string): Attribute | null {
  return attributes.find((attribute) => attribute.key === key) ?? null;
}

/** A code discount on a line (`CartCodeDiscountAllocation`). */
function codeAllocation(discount: LineDiscount) {
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: discount.code,
    discountedAmount: money(discount.cents),
    targetType: 'LINE_ITEM',
    discountApplication: {
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      targetType: 'LINE_ITEM',
      value: {__typename: 'PricingPercentageValue', percentage: discount.percentOff},
    },
  };
}

/**
 * How a Discount Function's candidate applies to the lines it names: its percentage, or its amount off each
 * unit (EACH) or across its lines (ACROSS).
 */
function automaticApplication(value: AutomaticDiscountValue) {
  const common = {targetSelection: 'EXPLICIT', targetType: 'LINE_ITEM'};
  if (value.kind === 'percentage') {
    return {...common, allocationMethod: 'EACH', value: {__typename: 'PricingPercentageValue', percentage: value.percentage}};
  }
  return {...common, allocationMethod: value.kind === 'fixedAmountEach' ? 'EACH' : 'ACROSS', value: money(value.amountCents)};
}

/** An automatic discount on a line (`CartAutomaticDiscountAllocation`). */
function automaticAllocation(discount: LineAutomaticDiscount) {
  return {
    __typename: 'CartAutomaticDiscountAllocation',
    title: discount.title,
    discountedAmount: money(discount.cents),
    targetType: 'LINE_ITEM',
    discountApplication: automaticApplication(discount.value),
  };
}

/** A Storefront API `CartLine`. */
export class CartLineObject {
  readonly __typename = 'CartLine';
  readonly sellingPlanAllocation = null;

  constructor(
    private readonly cart: CartRecord,
    private readonly priced: PricedLine,
    private readonly context: StorefrontContext,
  ) {}

  get id(): string {
    return cartLineGid(this.cart, this.priced.line);
  }
  get quantity(): number {
    return this.priced.line.quantity;
  }
  get attributes(): Attribute[] {
    return this.priced.line.attributes;
  }
  attribute({key}: {key: string}): Attribute | null {
    return findAttribute(this.priced.line.attributes, key);
  }
  get merchandise(): VariantObject {
    return new VariantObject(this.priced.variant, this.priced.product, this.context.store.catalogue);
  }
  get cost() {
    const {unitCents, compareAtUnitCents, subtotalCents, totalCents} = this.priced;
    return {
      amountPerQuantity: money(unitCents),
      compareAtAmountPerQuantity: compareAtUnitCents == null ? null : money(compareAtUnitCents),
      subtotalAmount: money(subtotalCents),
      totalAmount: money(totalCents),
    };
  }
  get estimatedCost() {
    const cost = this.cost;
    return {...cost, amount: cost.amountPerQuantity, compareAtAmount: cost.compareAtAmountPerQuantity};
  }
  get discountAllocations() {
    const {automaticDiscount, discounts} = this.priced;
    return [
      ...(automaticDiscount ? [automaticAllocation(automaticDiscount)] : []),
      ...discounts.filter((discount) => discount.cents > 0).map(codeAllocation),
    ];
  }
}

/** A Storefront API `Cart`, priced once when built. */
export class CartObject {
  readonly __typename = 'Cart';
  readonly appliedGiftCards = [];
  /** Cart-level discounts; the demo codes apply per line. */
  readonly discountAllocations = [];
  readonly deliveryGroups = emptyConnection();
  private readonly priced: PricedCart;

  constructor(
    readonly record: CartRecord,
    private readonly context: StorefrontContext,
  ) {
    const {store} = context;
    this.priced = priceCart(record, store.catalogue, {
      discountCodes: store.discountCodes,
      checkoutRules: store.checkoutRules,
      now: context.now,
    });
  }

  get id(): string {
    return cartGid(this.record);
  }
  /** Points at whoever served the request, like Shopify's checkout on the shop's domain. */
  get checkoutUrl(): string {
    return `${this.context.origin}/cart/c/${this.record.token}?key=${this.record.secret}`;
  }
  get createdAt(): string {
    return this.record.createdAt;
  }
  get updatedAt(): string {
    return this.record.updatedAt;
  }
  get note(): string {
    return this.record.note;
  }
  get totalQuantity(): number {
    return this.priced.totalQuantity;
  }
  get attributes(): Attribute[] {
    return this.record.attributes;
  }
  attribute({key}: {key: string}): Attribute | null {
    return findAttribute(this.record.attributes, key);
  }
  get buyerIdentity() {
    const {email, phone, countryCode, customerAccessToken} = this.record.buyerIdentity;
    // The signed-in customer whose access token the buyer identity carries, while it is live.
    const customer = customerAccessToken ? this.context.store.customers.byAccessToken(customerAccessToken, this.context.now) : undefined;
    return {
      email,
      phone,
      countryCode,
      customer: customer ? new CustomerObject(customer) : null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    };
  }
  get discountCodes(): {code: string; applicable: boolean}[] {
    return this.record.discountCodes.map((code) => ({
      code,
      applicable: this.priced.lines.some((line) => line.discounts.some((discount) => discount.code === code && discount.cents > 0)),
    }));
  }
  get cost() {
    const {subtotalCents, totalCents, taxCents} = this.priced;
    return {
      subtotalAmount: money(subtotalCents),
      subtotalAmountEstimated: false,
      totalAmount: money(totalCents),
      totalAmountEstimated: false,
      checkoutChargeAmount: money(totalCents),
      totalTaxAmount: money(taxCents),
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    };
  }
  get estimatedCost(): Record<string, MoneyV2 | null> {
    const cost = this.cost;
    return {
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
      checkoutChargeAmount: cost.checkoutChargeAmount,
      totalTaxAmount: cost.totalTaxAmount,
      totalDutyAmount: null,
    };
  }
  lines(args: ConnectionArgs): Connection<CartLineObject> {
    const lines = this.priced.lines.map((line) => new CartLineObject(this.record, line, this.context));
    return paginate(lines, (line) => line.id, args);
  }
  /** `cart.delivery`: the selectable addresses set with `cartDeliveryAddresses*`. */
  get delivery() {
    const addresses = this.record.deliveryAddresses ?? [];
    return {
      addresses: ({selected}: {selected?: boolean | null}) =>
        addresses.filter((address) => !selected || address.selected).map(selectableAddress),
    };
  }

  /** Cart metafields (`cartMetafieldsSet`); a missing namespace means the app's own. */
  private metafieldSet(): MetafieldSet {
    return new MetafieldSet(this.record.metafields ?? [], this.id, this, this.record.updatedAt);
  }
  metafield({namespace, key}: MetafieldIdentifier): MetafieldObject | null {
    return this.metafieldSet().find({namespace: namespace ?? APP_NAMESPACE, key});
  }
  metafields({identifiers}: {identifiers: MetafieldIdentifier[]}): (MetafieldObject | null)[] {
    return this.metafieldSet().findAll(identifiers.map(({namespace, key}) => ({namespace: namespace ?? APP_NAMESPACE, key})));
  }
}

function selectableAddress(record: CartDeliveryAddressRecord) {
  const address = record.address;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || null;
  const area = [address.city, address.provinceCode, address.zip].filter(Boolean).join(' ');
  return {
    id: deliveryAddressGid(record),
    selected: record.selected,
    oneTimeUse: record.oneTimeUse,
    address: {
      __typename: 'CartDeliveryAddress',
      address1: address.address1 ?? null,
      address2: address.address2 ?? null,
      city: address.city ?? null,
      company: address.company ?? null,
      countryCode: address.countryCode ?? null,
      firstName: address.firstName ?? null,
      lastName: address.lastName ?? null,
      name,
      phone: address.phone ?? null,
      provinceCode: address.provinceCode ?? null,
      zip: address.zip ?? null,
      latitude: null,
      longitude: null,
      formattedArea: [address.city, address.provinceCode, address.countryCode].filter(Boolean).join(', ') || null,
      formatted: ({withCompany, withName}: {withCompany?: boolean | null; withName?: boolean | null}) =>
        [
          withName ? name : null,
          withCompany !== false ? address.company : null,
          address.address1,
          address.address2,
          area || null,
          address.countryCode,
        ].filter((line): line is string => Boolean(line)),
    },
  };
}
