import type {FixtureProduct, FixtureVariant} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
// Circular on purpose (collections list products, products list collections); only used at call time.
import {CollectionObject} from './collection-object';
import {emptyConnection, paginate, type Connection, type ConnectionArgs} from './connection';
import {gid, stableNumericId} from './ids';
import {ImageObject, MediaImageObject, Model3dObject} from './image-object';
import {MetafieldSet, type MetafieldIdentifier, type MetafieldObject} from './metafield-object';
import {money, toCents, type MoneyV2} from './money';
import {encodeVariantIndexes} from './variant-encoding';

interface SelectedOptionInput {
  name: string;
  value: string;
}

interface VariantSelectionArgs {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain fixture text → the paragraphs Shopify's rich-text editor would store. */
export function descriptionToHtml(description: string): string {
  return description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export function truncateDescription(description: string, truncateAt: number | null | undefined): string {
  if (!truncateAt || description.length <= truncateAt) return description;
  return `${description.slice(0, truncateAt).trimEnd()}…`;
}

/** Highest quantity a cart may hold of a variant: 0 when sold out, unlimited when stock is not tracked. */
export function orderableQuantity(variant: FixtureVariant): number {
  if (!variant.availableForSale) return 0;
  return variant.quantityAvailable > 0 ? variant.quantityAvailable : Number.POSITIVE_INFINITY;
}

export function minVariantPriceCents(product: FixtureProduct): number {
  return Math.min(...product.variants.map((variant) => toCents(variant.price)));
}

function priceRange(cents: number[]): {minVariantPrice: MoneyV2; maxVariantPrice: MoneyV2} {
  const values = cents.length > 0 ? cents : [0];
  return {minVariantPrice: money(Math.min(...values)), maxVariantPrice: money(Math.max(...values))};
}

function optionMatcher(args: VariantSelectionArgs, product: FixtureProduct, ignoreUnknownDefault: boolean) {
  const normalise = (text: string) => (args.caseInsensitiveMatch ? text.toLowerCase() : text);
  const optionNames = new Set(product.options.map((option) => normalise(option.name)));
  const ignoreUnknown = args.ignoreUnknownOptions ?? ignoreUnknownDefault;
  const wanted = (args.selectedOptions ?? []).filter(
    (option) => !ignoreUnknown || optionNames.has(normalise(option.name)),
  );
  return (variant: FixtureVariant) =>
    wanted.every((want) =>
      variant.selectedOptions.some(
        (option) => normalise(option.name) === normalise(want.name) && normalise(option.value) === normalise(want.value),
      ),
    );
}

/** The variant Shopify would pick: the selection's match (available first), else the first available, else the first. */
export function selectedOrFirstAvailable(product: FixtureProduct, args: VariantSelectionArgs): FixtureVariant {
  const matching = product.variants.filter(optionMatcher(args, product, true));
  return (
    matching.find((variant) => variant.availableForSale) ??
    matching[0] ??
    product.variants.find((variant) => variant.availableForSale) ??
    product.variants[0]
  );
}

/** A Storefront API `Product`. */
export class ProductObject {
  readonly __typename = 'Product';
  readonly isGiftCard = false;
  readonly requiresSellingPlan = false;
  readonly trackingParameters = null;
  readonly category = null;
  readonly sellingPlanGroups = emptyConnection();

  constructor(
    readonly fixture: FixtureProduct,
    private readonly catalogue: CatalogueIndex,
  ) {}

  get id(): string {
    return gid('Product', this.fixture.id);
  }
  get handle(): string {
    return this.fixture.handle;
  }
  get title(): string {
    return this.fixture.title;
  }
  get productType(): string {
    return this.fixture.productType;
  }
  get vendor(): string {
    return this.fixture.vendor;
  }
  get tags(): string[] {
    return this.fixture.tags;
  }
  get createdAt(): string {
    return this.fixture.createdAt;
  }
  get updatedAt(): string {
    return this.fixture.createdAt;
  }
  get publishedAt(): string {
    return this.fixture.createdAt;
  }
  get onlineStoreUrl(): string {
    return `${this.catalogue.catalogue.shop.primaryDomainUrl.replace(/\/$/, '')}/products/${this.fixture.handle}`;
  }
  get availableForSale(): boolean {
    return this.fixture.variants.some((variant) => variant.availableForSale);
  }
  get totalInventory(): number {
    return this.fixture.variants.reduce((sum, variant) => sum + Math.max(0, variant.quantityAvailable), 0);
  }
  get descriptionHtml(): string {
    return descriptionToHtml(this.fixture.description);
  }
  description({truncateAt}: {truncateAt?: number | null}): string {
    return truncateDescription(this.fixture.description, truncateAt);
  }

  /** Shopify keeps SEO overrides in the `global` namespace and falls back to the product's own text. */
  get seo(): {title: string; description: string | null} {
    const override = (key: string) =>
      this.fixture.metafields.find((field) => field.namespace === 'global' && field.key === key)?.value;
    return {
      title: override('title_tag') ?? this.fixture.title,
      description: override('description_tag') ?? (truncateDescription(this.fixture.description, 320) || null),
    };
  }

  private imageObjects(): ImageObject[] {
    return this.fixture.images.map((image) => new ImageObject(image, 'ProductImage'));
  }
  get featuredImage(): ImageObject | null {
    return this.imageObjects()[0] ?? null;
  }
  images(args: ConnectionArgs): Connection<ImageObject> {
    return paginate(this.imageObjects(), (image) => image.id, args);
  }
  /** The images, then any 3D models (previewed by one of the images), as a merchant orders them in Shopify. */
  media(args: ConnectionArgs): Connection<MediaImageObject | Model3dObject> {
    const media: (MediaImageObject | Model3dObject)[] = this.fixture.images.map(
      (image) => new MediaImageObject(new ImageObject(image, 'ProductImage'), image.key, image.altText),
    );
    for (const model of this.fixture.models ?? []) {
      const preview = this.fixture.images.find((image) => image.key === model.previewImageKey);
      media.push(new Model3dObject(model, preview ? new ImageObject(preview, 'ProductImage') : null));
    }
    return paginate(media, (item) => item.id, args);
  }

  options({first}: {first?: number | null}): ProductOptionObject[] {
    const options = this.fixture.options.map((option) => new ProductOptionObject(this.fixture, option, this.catalogue));
    return first == null ? options : options.slice(0, first);
  }

  private variantObject(variant: FixtureVariant): VariantObject {
    return new VariantObject(variant, this.fixture, this.catalogue);
  }
  variants(args: ConnectionArgs): Connection<VariantObject> {
    return paginate(
      this.fixture.variants.map((variant) => this.variantObject(variant)),
      (variant) => variant.fixture.id,
      args,
    );
  }
  get variantsCount(): {count: number; precision: 'EXACT'} {
    return {count: this.fixture.variants.length, precision: 'EXACT'};
  }
  selectedOrFirstAvailableVariant(args: VariantSelectionArgs): VariantObject | null {
    const variant = selectedOrFirstAvailable(this.fixture, args);
    return variant ? this.variantObject(variant) : null;
  }
  variantBySelectedOptions(args: VariantSelectionArgs): VariantObject | null {
    const variant = this.fixture.variants.find(optionMatcher(args, this.fixture, false));
    return variant ? this.variantObject(variant) : null;
  }
  /** Variants one option value away from the selected (or first available) variant, by id. */
  adjacentVariants(args: VariantSelectionArgs): VariantObject[] {
    const base = selectedOrFirstAvailable(this.fixture, args);
    if (!base) return [];
    const valueOf = (variant: FixtureVariant, name: string) =>
      variant.selectedOptions.find((option) => option.name === name)?.value;
    return this.fixture.variants
      .filter((variant) => {
        const differences = this.fixture.options.filter(
          (option) => valueOf(variant, option.name) !== valueOf(base, option.name),
        ).length;
        return differences === 1;
      })
      .sort((a, b) => a.id - b.id)
      .map((variant) => this.variantObject(variant));
  }

  private encodeVariants(variants: FixtureVariant[]): string {
    const paths = variants.map((variant) =>
      this.fixture.options.map((option) => {
        const value = variant.selectedOptions.find((selected) => selected.name === option.name)?.value;
        return option.values.indexOf(value ?? '');
      }),
    );
    return encodeVariantIndexes(
      paths.filter((path) => path.every((index) => index >= 0)),
      this.fixture.options.length,
    );
  }
  get encodedVariantExistence(): string {
    return this.encodeVariants(this.fixture.variants);
  }
  get encodedVariantAvailability(): string {
    return this.encodeVariants(this.fixture.variants.filter((variant) => variant.availableForSale));
  }

  get priceRange() {
    return priceRange(this.fixture.variants.map((variant) => toCents(variant.price)));
  }
  /** Variants without a compare-at price count as 0, as on Shopify. */
  get compareAtPriceRange() {
    return priceRange(this.fixture.variants.map((variant) => toCents(variant.compareAtPrice ?? '0')));
  }

  collections(args: ConnectionArgs): Connection<CollectionObject> & {totalCount: string} {
    const collections = (this.catalogue.collectionsOfProduct.get(this.fixture.id) ?? []).map(
      (collection) => new CollectionObject(collection, this.catalogue),
    );
    // UnsignedInt64 travels as a string.
    return {...paginate(collections, (collection) => collection.fixture.id, args), totalCount: String(collections.length)};
  }

  private metafieldSet(): MetafieldSet {
    return new MetafieldSet(this.fixture.metafields, this.id, this, this.fixture.createdAt);
  }
  metafield(identifier: MetafieldIdentifier): MetafieldObject | null {
    return this.metafieldSet().find(identifier);
  }
  metafields({identifiers}: {identifiers: MetafieldIdentifier[]}): (MetafieldObject | null)[] {
    return this.metafieldSet().findAll(identifiers);
  }
}

/** A Storefront API `ProductOption` with its `optionValues`. */
export class ProductOptionObject {
  readonly __typename = 'ProductOption';

  constructor(
    private readonly product: FixtureProduct,
    private readonly option: {name: string; values: string[]},
    private readonly catalogue: CatalogueIndex,
  ) {}

  get id(): string {
    return gid('ProductOption', stableNumericId(`${this.product.id}/${this.option.name}`));
  }
  get name(): string {
    return this.option.name;
  }
  get values(): string[] {
    return this.option.values;
  }
  get optionValues() {
    return this.option.values.map((value) => {
      const withValue = this.product.variants.filter((variant) =>
        variant.selectedOptions.some((selected) => selected.name === this.option.name && selected.value === value),
      );
      const firstSelectable = withValue.find((variant) => variant.availableForSale) ?? withValue[0];
      return {
        __typename: 'ProductOptionValue',
        id: gid('ProductOptionValue', stableNumericId(`${this.product.id}/${this.option.name}/${value}`)),
        name: value,
        swatch: null,
        firstSelectableVariant: firstSelectable ? new VariantObject(firstSelectable, this.product, this.catalogue) : null,
      };
    });
  }
}

/** A Storefront API `ProductVariant` (the cart's merchandise). */
export class VariantObject {
  readonly __typename = 'ProductVariant';
  readonly barcode = null;
  readonly unitPrice = null;
  readonly unitPriceMeasurement = null;
  readonly shopPayInstallmentsPricing = null;
  readonly requiresComponents = false;
  readonly quantityRule = {increment: 1, minimum: 1, maximum: null};
  readonly components = emptyConnection();
  readonly groupedBy = emptyConnection();
  readonly quantityPriceBreaks = emptyConnection();
  readonly sellingPlanAllocations = emptyConnection();
  readonly storeAvailability = emptyConnection();

  constructor(
    readonly fixture: FixtureVariant,
    private readonly productFixture: FixtureProduct,
    private readonly catalogue: CatalogueIndex,
  ) {}

  get id(): string {
    return gid('ProductVariant', this.fixture.id);
  }
  get title(): string {
    return this.fixture.title;
  }
  get sku(): string {
    return this.fixture.sku;
  }
  get availableForSale(): boolean {
    return this.fixture.availableForSale;
  }
  get quantityAvailable(): number {
    return this.fixture.quantityAvailable;
  }
  /** Sellable without stock on hand: backorder / continue selling. */
  get currentlyNotInStock(): boolean {
    return this.fixture.availableForSale && this.fixture.quantityAvailable <= 0;
  }
  get requiresShipping(): boolean {
    return this.fixture.requiresShipping;
  }
  get taxable(): boolean {
    return this.fixture.taxable;
  }
  get weight(): number {
    return this.fixture.weight;
  }
  get weightUnit(): string {
    return this.fixture.weightUnit;
  }
  get price(): MoneyV2 {
    return money(toCents(this.fixture.price));
  }
  get priceV2(): MoneyV2 {
    return this.price;
  }
  get compareAtPrice(): MoneyV2 | null {
    return this.fixture.compareAtPrice == null ? null : money(toCents(this.fixture.compareAtPrice));
  }
  get compareAtPriceV2(): MoneyV2 | null {
    return this.compareAtPrice;
  }
  get selectedOptions(): {name: string; value: string}[] {
    return this.fixture.selectedOptions;
  }
  get image(): ImageObject | null {
    const image = this.productFixture.images.find((candidate) => candidate.key === this.fixture.imageKey);
    return image ? new ImageObject(image, 'ProductImage') : null;
  }
  get product(): ProductObject {
    return new ProductObject(this.productFixture, this.catalogue);
  }

  private metafieldSet(): MetafieldSet {
    return new MetafieldSet(this.fixture.metafields, this.id, this, this.productFixture.createdAt);
  }
  metafield(identifier: MetafieldIdentifier): MetafieldObject | null {
    return this.metafieldSet().find(identifier);
  }
  metafields({identifiers}: {identifiers: MetafieldIdentifier[]}): (MetafieldObject | null)[] {
    return this.metafieldSet().findAll(identifiers);
  }
}
