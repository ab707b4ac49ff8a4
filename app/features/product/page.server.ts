import type {AppLoadContext} from '@shopify/remix-oxygen';
import {activeCampaigns} from '~/domain/campaigns';
import {GALLERY_IMAGE_PARAM, galleryImages, galleryIndexFromParam} from '~/domain/gallery';
import {toLegacyId} from '~/domain/gid';
import {priceShopperOf, pricedLine} from '~/domain/priced-line';
import {placementForPage, recommendationSeed} from '~/domain/recommendations';
import {parseReviewsPage, REVIEWS_PAGE_PARAM} from '~/domain/reviews';
import {optionTiles, productForPage, selectVariant} from '~/domain/variant-options';
import {notFound, orUnavailable} from '~/features/errors/responses.server';
import {quickOrStreamed, valueOrStream} from '~/kernel/streaming';
import {getProductByHandle} from '~/services/storefront/products.server';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

/**
 * The product page: the product and the variant asked for, the price this shopper is shown and charged now (its
 * JSON-LD Offer), and the recommendations and reviews, started together and streamed when slow.
 */
export async function loadProductPage(context: AppLoadContext, productHandle: string, url: URL, nowMs: number) {
  const product = HANDLE.test(productHandle)
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
  // The Offer search engines read is the price this shopper is shown and charged now (a crawler: a guest's).
  const [campaignSettings, bag] = await Promise.all([context.content.getCampaignSettings(), context.shopperCart.read()]);
  const offer = variant
    ? pricedLine(
        {price: variant.price, compareAtPrice: variant.compareAtPrice, tags: product.tags, meta: product.meta},
        activeCampaigns(campaignSettings.campaigns, nowMs),
        priceShopperOf(bag.cart?.attributes),
      )
    : null;
  return {
    product: productForPage(product),
    variant,
    imageIndex,
    offerPrice: offer?.view.price ?? null,
    recommendations: valueOrStream(await recommendations),
    reviews: valueOrStream(await reviews),
    options: optionTiles(product.options, product.variants, variant),
    canonicalUrl: `${url.origin}/products/${product.handle}`,
  };
}
