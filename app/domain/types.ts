/**
 * The app's own shapes. Services reshape upstream replies into these;
 * domain rules and components only ever see these.
 *
 * The cart keeps Shopify's `lines.nodes` nesting and line/merchandise ids so
 * Hydrogen's `useOptimisticCart` can work on it directly.
 */

export interface Money {
  /** Decimal string as the Storefront API sends it, e.g. '1299.00'. */
  amount: string;
  currencyCode: string;
}

export interface Attribute {
  key: string;
  value: string;
}

export interface ImageRef {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

/** Variant metafields the storefront reads. */
export interface VariantMeta {
  leadTimeText: string | null;
  assemblyRequired: boolean;
  assemblySku: string | null;
  quickship: boolean;
  bonusVariantId: string | null;
  bonusProduct: string | null;
  /** custom.price_adjustments, parsed from JSON (list.* types) or the trimmed string. */
  priceAdjustments: unknown;
}

export interface ProductMeta {
  campaignBadgeTitle: string | null;
  campaignBadgeColor: string | null;
  brandList: string[];
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface CartLineProduct {
  id: string;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  tags: string[];
  meta: ProductMeta;
}

export interface CartLineVariant {
  id: string;
  title: string;
  sku: string | null;
  availableForSale: boolean;
  requiresShipping: boolean;
  taxable: boolean;
  weight: number | null;
  weightUnit: string;
  price: Money;
  compareAtPrice: Money | null;
  selectedOptions: SelectedOption[];
  image: ImageRef | null;
  meta: VariantMeta;
  product: CartLineProduct;
}

export interface DiscountAllocation {
  discountedAmount: Money;
  /** Title for automatic and custom discounts, the code for code discounts. */
  title: string | null;
  code: string | null;
}

export interface CartLine {
  id: string;
  quantity: number;
  attributes: Attribute[];
  cost: {
    amountPerQuantity: Money;
    compareAtAmountPerQuantity: Money | null;
    subtotalAmount: Money;
    totalAmount: Money;
  };
  discountAllocations: DiscountAllocation[];
  merchandise: CartLineVariant;
  /** Nested lines of a componentised (bundle) line; empty for ordinary lines. */
  lineComponents: CartLine[];
  /** Set by useOptimisticCart while a change is in flight. */
  isOptimistic?: boolean;
}

export interface Cart {
  id: string;
  checkoutUrl: string;
  createdAt: string;
  updatedAt: string;
  totalQuantity: number;
  note: string | null;
  attributes: Attribute[];
  /** The buyer's e-mail: checkout's contact address, which signed member details are bound to. */
  buyerIdentity: {email: string | null};
  cost: {
    subtotalAmount: Money;
    totalAmount: Money;
    totalTaxAmount: Money | null;
  };
  discountAllocations: DiscountAllocation[];
  lines: {nodes: CartLine[]};
  isOptimistic?: boolean;
}

/** What the header's bag badge and mini bag need. */
export interface MiniCart {
  id: string | null;
  totalPrice: Money | null;
  lineItemsCount: number;
}

/** What every view of a product names it by (tile, page, wishlist entry). */
export interface ProductIdentity {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  /** Campaigns, badges and bag rules read them. */
  tags: string[];
  meta: ProductMeta;
}

/** A product as a listing tile shows it. */
export interface ProductSummary extends ProductIdentity {
  availableForSale: boolean;
  image: ImageRef | null;
  /** The lowest variant price, and the compare-at of that same variant. */
  price: Money;
  compareAtPrice: Money | null;
  /** Whether variants differ in price ("From $x"). */
  priceVaries: boolean;
  /** The variant a tile links to and adds to the bag. */
  defaultVariantId: string | null;
  /** The reviews' bottomline (average 0–5, one decimal) where the tile's source knows it (search results). */
  rating?: {average: number; count: number} | null;
}

export interface ProductVariantDetail {
  id: string;
  title: string;
  sku: string | null;
  availableForSale: boolean;
  price: Money;
  compareAtPrice: Money | null;
  selectedOptions: SelectedOption[];
  image: ImageRef | null;
  meta: VariantMeta;
}

/** A product as its page shows it. */
export interface ProductDetail extends ProductIdentity {
  descriptionHtml: string;
  description: string;
  seo: {title: string | null; description: string | null};
  images: ImageRef[];
  /** Its 3D models (Shopify `Model3d` media), in the merchant's order. */
  models: Model3dRef[];
  options: {name: string; values: string[]}[];
  variants: ProductVariantDetail[];
}

/** The product as its page sends it to the browser (see productForPage in ~/domain/variant-options). */
export type ProductPageProduct = Omit<ProductDetail, 'variants' | 'options' | 'models'>;

/** One file of a 3D model, as Shopify lists them: a GLB for browsers, a USDZ for iOS AR, ... */
export interface Model3dSource {
  url: string;
  mimeType: string;
  /** `glb`, `usdz`, `gltf`... */
  format: string;
  /** Bytes. */
  filesize: number;
}

/** A product's 3D model (Shopify `Model3d` media). */
export interface Model3dRef {
  id: string;
  alt: string | null;
  /** What shows before the model has loaded. */
  previewImage: ImageRef | null;
  sources: Model3dSource[];
}

export interface CollectionPage {
  id: string;
  handle: string;
  title: string;
  description: string;
  seo: {title: string | null; description: string | null};
  image: ImageRef | null;
  products: ProductSummary[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}
