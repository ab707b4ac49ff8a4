import {isShopifyHandle} from '~/domain/handle';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {bonusOffer} from '~/domain/bonus';
import {activeCampaigns} from '~/domain/campaigns';
import {GALLERY_IMAGE_PARAM, galleryImages, galleryIndexFromParam} from '~/domain/gallery';
import {viewableModel} from '~/domain/model3d';
import {toLegacyId} from '~/domain/gid';
import {priceShopperOf, pricedLine} from '~/domain/priced-line';
import {placementForPage, recommendationSeed} from '~/domain/recommendations';
import {parseReviewsPage, REVIEWS_PAGE_PARAM} from '~/domain/reviews';
import {optionTiles, productForPage, selectVariant} from '~/domain/variant-options';
import {notFound, orUnavailable} from '~/features/errors/responses.server';
import {quickOrStreamed, valueOrStream} from '~/kernel/streaming';
import type {ImageRef, ProductVariantDetail} from '~/domain/types';
import {FIND_STORE_PARAM} from '~/features/stores/find-store';
import {findStoresNear} from '~/features/stores/find-store.server';
import {getProductByHandle, getProductTilesByVariantIds} from '~/services/storefront/products.server';


/**
 * The product page: the product and the variant asked for, the price this shopper is shown and charged now (its
 * JSON-LD Offer), and the recommendations and reviews, started together and streamed when slow.
 */
export async function loadProductPage(context: AppLoadContext, productHandle: string, url: URL, nowMs: number) {
  const product = isShopifyHandle(productHandle)
    ? await orUnavailable(context, () => getProductByHandle(context.storefront, productHandle))
    : null;
  if (!product) return notFound(context);

  // An unknown or malformed ?variant= falls back to the first variant for sale.
  const variant = selectVariant(product.variants, url.searchParams.get('variant'));
  const sku = variant?.sku ?? null;
  // ?image= picks the gallery's image (links that work without JavaScript); anything else shows the variant's.
  const imageIndex = galleryIndexFromParam(
    url.searchParams.get(GALLERY_IMAGE_PARAM),
    galleryImages(product.images, variant?.image).length,
  );
  const placement = placementForPage('Product_detail_page');
  // Started here together, streamed later: neither recommendations nor reviews hold up the product.
  const recommendations = quickOrStreamed(
    context.search.recommendations({placement, seed: recommendationSeed(placement, {product: sku})}),
  );
  // Yotpo knows products by their numeric Shopify id.
  const productId = toLegacyId(product.id);
  const reviewsPage = parseReviewsPage(url.searchParams.get(REVIEWS_PAGE_PARAM));
  const reviews = quickOrStreamed(
    productId ? context.reviews.productReviews({productId, page: reviewsPage}) : Promise.resolve(null),
  );
  context.search.productViewed(sku);
  // Only a page asked for showrooms (its form without JavaScript) looks them up.
  const findStore = url.searchParams.has(FIND_STORE_PARAM)
    ? findStoresNear(context, url.searchParams.getAll(FIND_STORE_PARAM))
    : null;
  // The Offer search engines read is the price this shopper is shown and charged now (a crawler: a guest's).
  const [campaignSettings, bag, bonusGift] = await Promise.all([
    context.content.getCampaignSettings(),
    context.shopperCart.read(),
    bonusGiftOf(context, variant),
  ]);
  const offer = variant
    ? pricedLine(
        {price: variant.price, compareAtPrice: variant.compareAtPrice, tags: product.tags, meta: product.meta},
        activeCampaigns(campaignSettings.campaigns, nowMs),
        priceShopperOf(context.memberDetails.verified(bag.cart, nowMs)),
      )
    : null;
  return {
    product: productForPage(product),
    variant,
    imageIndex,
    // The gallery's "View in 3D": the product's first model a browser can show.
    model3d: viewableModel(product.models, product.title),
    offerPrice: offer?.view.price ?? null,
    recommendations: valueOrStream(await recommendations),
    reviews: valueOrStream(await reviews),
    options: optionTiles(product.options, product.variants, variant),
    canonicalUrl: context.site.url(`/products/${product.handle}`),
    bonusGift,
    findStore: await findStore,
  };
}

/** The free gift the shown variant offers: what the bag's "Add your free bonus gift" would add. */
export interface BonusGift {
  title: string;
  image: ImageRef | null;
}

/**
 * The variant's bonus gift (its title and picture, from the gift's own product), or null: no bonus, a gift
 * not for sale (the bag could not add it), or a failed look-up (reported; the offer waits in the bag).
 */
async function bonusGiftOf(context: AppLoadContext, variant: ProductVariantDetail | null): Promise<BonusGift | null> {
  const offer = variant ? bonusOffer({merchandise: variant}) : null;
  if (!offer) return null;
  try {
    const [gift] = await getProductTilesByVariantIds(context.storefront, [offer.variantId]);
    return gift?.availableForSale ? {title: gift.title, image: gift.image} : null;
  } catch (error) {
    context.reportError(error, {service: 'storefront', url: 'bonus gift'});
    return null;
  }
}
