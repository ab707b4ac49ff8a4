/**
 * What /bedbuilder and its PDF show for the selection in the URL: the option
 * data (content), the selection and its notices, the picture's layers, and
 * each part's products with prices (Shopify).
 *
 * The builder needs its content (missing: 404; failing: the 503 page). Prices
 * are optional: when Shopify fails the page still builds the bed, says prices
 * are unavailable, and the failure is reported.
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  bedBuilderPath,
  bedImageUrl,
  bedLayers,
  bedLineAttributes,
  bedLines,
  findBase,
  findHeadboard,
  selectionFromSearchParams,
} from '~/domain/bed-builder';
import {amountToCents, centsToMoney} from '~/domain/money';
import {notFound, orUnavailable} from '~/features/errors/responses.server';
import {getWishlistVariants} from '~/services/storefront/wishlist-variants.server';
import type {BedBuilderView, BedPartProduct, BedPartView} from './view';

export type {BedBuilderView, BedPartProduct, BedPartView};

export const UNAVAILABLE_MESSAGE = 'Sorry, this combination isn’t available right now. Try another colour, headboard or base.';
export const PRICES_UNAVAILABLE_MESSAGE = 'Prices can’t be shown right now, so this bed can’t be added to your bag. Please try again shortly.';

export async function loadBedBuilderView(context: AppLoadContext, request: Request): Promise<BedBuilderView> {
  const content = await orUnavailable(context, () => context.content.getBedBuilder());
  if (!content) return notFound(context);
  const {selection, notices} = selectionFromSearchParams(content.options, new URL(request.url).searchParams);
  const {options} = content;
  const bedLineList = bedLines(options, selection);

  let variants: Awaited<ReturnType<typeof getWishlistVariants>> | null = null;
  if (bedLineList) {
    try {
      variants = await getWishlistVariants(context.storefront, bedLineList.map((line) => line.merchandiseId));
    } catch (error) {
      context.reportError(error, {service: 'storefront'});
    }
  }

  const parts: BedPartView[] = [];
  for (const [key, part] of [
    ['headboard', findHeadboard(options, selection)],
    ['base', findBase(options, selection)],
  ] as const) {
    if (!part) continue;
    const counts = new Map<string, number>();
    for (const id of part.variantIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    const products: BedPartProduct[] = [];
    for (const [variantId, quantity] of counts) {
      const variant = variants?.get(variantId);
      if (!variant) continue;
      const title = variant.title === 'Default Title' ? variant.product.title : `${variant.product.title} (${variant.title})`;
      products.push({variantId, title, quantity, price: variant.price, available: variant.availableForSale});
    }
    parts.push({key, name: part.name, products});
  }

  const everyVariantKnown =
    bedLineList !== null && variants !== null && bedLineList.every((line) => variants?.get(line.merchandiseId));
  const everyVariantAvailable =
    everyVariantKnown && bedLineList.every((line) => variants?.get(line.merchandiseId)?.availableForSale);

  let unavailableMessage: string | null = null;
  if (bedLineList === null || (variants !== null && !everyVariantAvailable)) unavailableMessage = UNAVAILABLE_MESSAGE;
  else if (variants === null) unavailableMessage = PRICES_UNAVAILABLE_MESSAGE;

  const totalCents = everyVariantKnown
    ? parts.flatMap((part) => part.products).reduce((sum, p) => sum + amountToCents(p.price) * p.quantity, 0)
    : null;
  const currency = parts.flatMap((part) => part.products)[0]?.price.currencyCode ?? 'AUD';
  const attributes = bedLineAttributes(selection);

  return {
    title: content.title,
    description: content.description,
    seo: content.seo,
    options,
    selection,
    notices,
    layers: bedLayers(options, selection).map((layer) => ({
      ...layer,
      url: bedImageUrl(context.settings.bedBuilder.imageBaseUrl, layer.path),
    })),
    parts,
    total: unavailableMessage === null && totalCents !== null ? centsToMoney(totalCents, currency) : null,
    lines: unavailableMessage === null && bedLineList ? bedLineList.map((line) => ({...line, attributes})) : null,
    unavailableMessage,
    sharePath: bedBuilderPath(selection),
  };
}
