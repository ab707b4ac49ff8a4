/**
 * What /bedbuilder and its PDF show for the selection in the URL: the option
 * data (content), the selection and its notices, the picture's layers, and
 * each part's products with prices, in the chosen size (Shopify).
 *
 * The builder needs its content (missing: 404; failing: the 503 page). Prices
 * are optional: when Shopify fails the page still builds the bed, says prices
 * are unavailable, and the failure is reported.
 *
 * `?product={handle}&variant={id}` ("Design yours" on a product page) answers
 * with a redirect to the selection that shows that product, in its size.
 */
import {isShopifyHandle} from '~/domain/handle';
import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {
  bedBuilderPath,
  bedImageUrl,
  bedLayers,
  bedLineAttributes,
  bedLines,
  bedSizes,
  chooseBedSize,
  findBase,
  findHeadboard,
  selectionFromSearchParams,
  sameExceptSize,
  selectionShowing,
  sizeFromSearchParams,
  sizeOf,
  variantInSize,
  type BedBuilderOptions,
  type BedLine,
  type PartVariant,
} from '~/domain/bed-builder';
import {amountToCents, centsToMoney} from '~/domain/money';
import {selectVariant} from '~/domain/variant-options';
import {notFound, orUnavailable} from '~/features/errors/responses.server';
import {getProductByHandle} from '~/services/storefront/products.server';
import {
  getWishlistVariants,
  type WishlistSibling,
  type WishlistVariant,
} from '~/services/storefront/wishlist-variants.server';
import type {BedBagLine, BedBuilderView, BedPartProduct, BedPartView} from './view';

export type {BedBuilderView, BedPartProduct, BedPartView};

export const UNAVAILABLE_MESSAGE = 'Sorry, this combination isn’t available right now. Try another colour, headboard or base.';
export const PRICES_UNAVAILABLE_MESSAGE = 'Prices can’t be shown right now, so this bed can’t be added to your bag. Please try again shortly.';
export const PRODUCT_NOT_IN_BUILDER_MESSAGE = 'That product isn’t in the bed builder, so here is our starting bed.';

/** The `?product=` of "Design yours": a product handle. */
export const BED_PRODUCT_PARAM = 'product';

/** A content line as the catalogue has it in the chosen size. */
interface SizedLine {
  line: BedLine;
  variant: WishlistSibling;
  product: WishlistVariant['product'];
  image: WishlistVariant['image'];
}

export async function loadBedBuilderView(context: AppLoadContext, request: Request): Promise<BedBuilderView> {
  const content = await orUnavailable(context, () => context.content.getBedBuilder());
  if (!content) return notFound(context);
  const {options} = content;
  const params = new URL(request.url).searchParams;

  const leadingNotices: string[] = [];
  if (params.has(BED_PRODUCT_PARAM)) {
    const shown = await pathShowingProduct(context, options, params.get(BED_PRODUCT_PARAM) ?? '', params.get('variant'));
    // The URL is the selection: the shopper lands on the one that shows their product, as a share link would.
    if (shown) throw redirect(shown, 302);
    leadingNotices.push(PRODUCT_NOT_IN_BUILDER_MESSAGE);
  }

  const {selection, notices} = selectionFromSearchParams(options, params);
  const bedLineList = bedLines(options, selection);

  let catalogue: Map<string, WishlistVariant> | null = null;
  if (bedLineList) {
    try {
      catalogue = await getWishlistVariants(context.storefront, bedLineList.map((line) => line.merchandiseId));
    } catch (error) {
      context.reportError(error, {service: 'storefront'});
    }
  }

  // The content names each part in one size; the catalogue has its other sizes.
  const parts = bedLineList && catalogue ? partVariants(bedLineList, catalogue) : [];
  const {size, notice: sizeNotice} = chooseBedSize(parts, sizeFromSearchParams(params));
  const sized = bedLineList && catalogue ? inSize(bedLineList, catalogue, size) : null;

  const partViews: BedPartView[] = [];
  for (const [key, part] of [
    ['headboard', findHeadboard(options, selection)],
    ['base', findBase(options, selection)],
  ] as const) {
    if (!part) continue;
    const products: BedPartProduct[] = [];
    for (const id of new Set(part.variantIds)) {
      const found = sized?.get(id);
      if (!found) continue;
      const {variant, product, line} = found;
      const title = variant.title === 'Default Title' ? product.title : `${product.title} (${variant.title})`;
      products.push({variantId: variant.id, title, quantity: line.quantity, price: variant.price, available: variant.availableForSale});
    }
    partViews.push({key, name: part.name, products});
  }

  const everyVariantKnown = bedLineList !== null && sized !== null && bedLineList.every((line) => sized.has(line.merchandiseId));
  const everyVariantAvailable =
    everyVariantKnown && bedLineList.every((line) => sized?.get(line.merchandiseId)?.variant.availableForSale);

  let unavailableMessage: string | null = null;
  if (bedLineList === null || (catalogue !== null && !everyVariantAvailable)) unavailableMessage = UNAVAILABLE_MESSAGE;
  else if (catalogue === null) unavailableMessage = PRICES_UNAVAILABLE_MESSAGE;

  const chosen = everyVariantKnown && sized ? [...sized.values()] : [];
  const totalCents = everyVariantKnown
    ? chosen.reduce((sum, {variant, line}) => sum + amountToCents(variant.price) * line.quantity, 0)
    : null;
  const currency = chosen[0]?.variant.price.currencyCode ?? 'AUD';
  const attributes = bedLineAttributes(selection, size);

  return {
    title: content.title,
    description: content.description,
    seo: content.seo,
    options,
    selection,
    notices: [...leadingNotices, ...notices, ...(sizeNotice ? [sizeNotice] : [])],
    layers: bedLayers(options, selection).map((layer) => ({
      ...layer,
      url: bedImageUrl(context.settings.bedBuilder.imageBaseUrl, layer.path),
    })),
    parts: partViews,
    size,
    sizes: bedSizes(parts),
    total: unavailableMessage === null && totalCents !== null ? centsToMoney(totalCents, currency) : null,
    lines: unavailableMessage === null ? chosen.map((entry) => bagLine(entry, attributes)) : null,
    unavailableMessage,
    sharePath: bedBuilderPath(selection, {size}),
  };
}

function partVariants(lines: readonly BedLine[], catalogue: Map<string, WishlistVariant>): PartVariant<WishlistSibling>[] {
  return lines.flatMap((line) => {
    const found = catalogue.get(line.merchandiseId);
    const variant = found?.product.variants.find((sibling) => sibling.id === line.merchandiseId);
    return found && variant ? [{variant, siblings: found.product.variants}] : [];
  });
}

/** Each content line's variant in `size`, keyed by the content's id; a part not made in that size is missing. */
function inSize(lines: readonly BedLine[], catalogue: Map<string, WishlistVariant>, size: string | null): Map<string, SizedLine> {
  const sized = new Map<string, SizedLine>();
  for (const line of lines) {
    const found = catalogue.get(line.merchandiseId);
    const own = found?.product.variants.find((sibling) => sibling.id === line.merchandiseId);
    if (!found || !own) continue;
    const variant = size === null ? own : variantInSize({variant: own, siblings: found.product.variants}, size);
    if (variant) sized.set(line.merchandiseId, {line: {...line, merchandiseId: variant.id}, variant, product: found.product, image: found.image});
  }
  return sized;
}

function bagLine({line, variant, product, image}: SizedLine, attributes: BedBagLine['attributes']): BedBagLine {
  return {
    merchandiseId: variant.id,
    quantity: line.quantity,
    attributes,
    selectedVariant: {
      id: variant.id,
      title: variant.title,
      price: variant.price,
      selectedOptions: variant.selectedOptions,
      image,
      product: {id: product.id, handle: product.handle, title: product.title},
    },
  };
}

/**
 * The builder path that shows a product: the first colour with a part made of
 * the shopper's variant (in any size), else of any of the product's variants,
 * in the variant's size. Null when the product is unknown, fails to load (reported),
 * or no part is made of it.
 */
async function pathShowingProduct(
  context: AppLoadContext,
  options: BedBuilderOptions,
  handle: string,
  variantParam: string | null,
): Promise<string | null> {
  if (!isShopifyHandle(handle)) return null;
  let product: Awaited<ReturnType<typeof getProductByHandle>> = null;
  try {
    product = await getProductByHandle(context.storefront, handle);
  } catch (error) {
    context.reportError(error, {service: 'storefront'});
  }
  const chosen = product ? selectVariant(product.variants, variantParam) : null;
  if (!product || !chosen) return null;
  const size = sizeOf(chosen);
  // The shopper's variant in any size first, then the product's others.
  const ids = [
    ...product.variants.filter((variant) => sameExceptSize(variant, chosen)),
    ...product.variants.filter((variant) => !sameExceptSize(variant, chosen)),
  ].map((variant) => variant.id);
  const selection = selectionShowing(options, ids);
  return selection ? bedBuilderPath(selection, {size}) : null;
}
