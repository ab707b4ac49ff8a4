/**
 * A whole `CartLine` for table tests of the bag rules, so every rule is
 * exercised with the app's real line type rather than a hand-made subset.
 * Test-only: nothing in the app imports this.
 */
import type {Attribute, CartLine, VariantMeta} from '~/domain/types';

export interface TestLineOptions {
  id?: string;
  variantId?: string;
  sku?: string | null;
  handle?: string;
  title?: string;
  quantity?: number;
  /** Decimal strings as the Storefront API sends them. */
  price?: string;
  compareAt?: string | null;
  discounts?: string[];
  attributes?: Attribute[];
  meta?: Partial<VariantMeta>;
  taxable?: boolean;
  requiresShipping?: boolean;
  weight?: number | null;
  weightUnit?: string;
}

const money = (amount: string) => ({amount, currencyCode: 'AUD'});

let nextLine = 1;

export function testCartLine(options: TestLineOptions = {}): CartLine {
  const n = nextLine++;
  const quantity = options.quantity ?? 1;
  const price = options.price ?? '100.0';
  const compareAt = options.compareAt ?? null;
  const handle = options.handle ?? `product-${n}`;
  return {
    id: options.id ?? `gid://shopify/CartLine/line-${n}?cart=c1`,
    quantity,
    attributes: options.attributes ?? [],
    cost: {
      amountPerQuantity: money(price),
      compareAtAmountPerQuantity: compareAt === null ? null : money(compareAt),
      subtotalAmount: money(String(Number(price) * quantity)),
      totalAmount: money(String(Number(price) * quantity)),
    },
    discountAllocations: (options.discounts ?? []).map((amount) => ({
      discountedAmount: money(amount),
      title: null,
      code: 'SAVE10',
    })),
    merchandise: {
      id: options.variantId ?? `gid://shopify/ProductVariant/${44_000_000_000 + n}`,
      title: 'Queen',
      sku: options.sku === undefined ? `SKU-${n}` : options.sku,
      availableForSale: true,
      requiresShipping: options.requiresShipping ?? true,
      taxable: options.taxable ?? true,
      weight: options.weight === undefined ? 30 : options.weight,
      weightUnit: options.weightUnit ?? 'KILOGRAMS',
      price: money(price),
      compareAtPrice: compareAt === null ? null : money(compareAt),
      selectedOptions: [],
      image: null,
      meta: {
        leadTimeText: null,
        assemblyRequired: false,
        assemblySku: null,
        quickship: false,
        bonusVariantId: null,
        bonusProduct: null,
        priceAdjustments: null,
        ...options.meta,
      },
      product: {
        id: `gid://shopify/Product/${7_000_000_000 + n}`,
        handle,
        title: options.title ?? `Product ${n}`,
        productType: 'Mattress',
        vendor: 'Test',
        tags: [],
        meta: {
          campaignBadgeTitle: null,
          campaignBadgeColor: null,
          brandList: [],
        },
      },
    },
    lineComponents: [],
  };
}
