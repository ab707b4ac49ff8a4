import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadProductPage} from '~/features/product/page.server';
import {pageMeta} from '~/features/seo/meta';
import {productJsonLd} from '~/features/seo/structured-data';
import {BRAND} from '~/config/brand';
import {toLegacyId} from '~/domain/gid';
import {Recommendations} from '~/ui/components/search/Recommendations';
import {ProductViewed} from '~/ui/components/analytics/ViewTracking';
import {HeartButton} from '~/ui/components/wishlist/HeartButton';
import {PAGE_CACHE_ALLOWED, type PageCacheHandle} from '~/kernel/page-cache-handle';
import {ProductGallery} from '~/ui/components/product/ProductGallery';
import {galleryImages} from '~/domain/gallery';
import {CampaignPrice} from '~/ui/components/product/Price';
import {ProductBadges} from '~/ui/components/campaign/ProductBadges';
import {VariantTiles} from '~/ui/components/product/VariantTiles';
import {AddToBag} from '~/ui/components/product/AddToBag';
import {ReviewsBottomline, ReviewsSection} from '~/ui/components/reviews/ProductReviews';
import {BonusGiftOffer} from '~/ui/components/product/BonusGiftOffer';
import {FindStore} from '~/ui/components/product/FindStore';

/** Choosing a variant tile keeps the shopper where they are on the page; the page cache may keep the page. */
export const handle: PageCacheHandle = PAGE_CACHE_ALLOWED;

export async function loader({context, params, request}: LoaderFunctionArgs) {
  return loadProductPage(context, params.handle ?? '', new URL(request.url), Date.now());
}

export const meta: MetaFunction<typeof loader> = ({data}) => {
  if (!data) return [];
  const {product, variant, offerPrice, canonicalUrl} = data;
  // Reviews streamed in later are not known yet when the head is written: the rating is left out then.
  const reviews = data.reviews && !(data.reviews instanceof Promise) ? data.reviews.bottomline : null;
  return pageMeta({
    title: product.seo.title ?? product.title,
    description: product.seo.description ?? product.description,
    canonicalUrl,
    brandName: BRAND.name,
    image: variant?.image ?? product.images[0] ?? null,
    type: 'product',
    jsonLd: productJsonLd({product, variant, price: offerPrice, url: canonicalUrl, reviews, brandName: BRAND.name}),
  });
};

export default function ProductPage() {
  const {product, variant, imageIndex, model3d, options, recommendations, reviews, bonusGift, findStore} =
    useLoaderData<typeof loader>();
  // The chosen variant's price under the product's tags and campaign metafields: the price block and the badges.
  const priced = variant
    ? {price: variant.price, compareAtPrice: variant.compareAtPrice, tags: product.tags, meta: product.meta}
    : null;
  return (
    <>
      <section className="container-page grid gap-10 py-8 md:grid-cols-2" data-testid="product-details">
        <ProductGallery
          // Another variant or ?image= starts the gallery afresh on what the URL names.
          key={`${variant?.id ?? ''}:${imageIndex}`}
          title={product.title}
          images={galleryImages(product.images, variant?.image)}
          initialIndex={imageIndex}
          model={model3d}
        />
        <div className="flex flex-col gap-6">
          <div>
            <p className="text-sm uppercase tracking-wide text-neutral-500">{product.vendor}</p>
            <h1 className="text-3xl font-bold text-brand">{product.title}</h1>
            <ReviewsBottomline reviews={reviews} />
            {priced ? <ProductBadges product={priced} className="mt-3" /> : null}
          </div>
          {priced ? <CampaignPrice product={priced} placement="pdp" /> : null}
          <VariantTiles handle={product.handle} options={options} />
          {variant?.meta.leadTimeText ? <p className="text-sm text-neutral-700">{variant.meta.leadTimeText}</p> : null}
          <div className="flex items-start gap-3">
            <AddToBag product={product} variant={variant} />
            <HeartButton
              product={product}
              variantId={variant?.id ?? null}
              price={Number(variant?.price.amount ?? 0)}
              origin="PDP"
            />
          </div>
          {bonusGift ? <BonusGiftOffer gift={bonusGift} /> : null}
          <div
            className="prose prose-sm max-w-none text-neutral-800"
            // Shopify's product description is merchant-authored HTML.
            dangerouslySetInnerHTML={{__html: product.descriptionHtml}}
          />
          <FindStore
            answer={findStore}
            productPath={`/products/${product.handle}`}
            variantId={toLegacyId(variant?.id)}
          />
        </div>
      </section>
      <ReviewsSection reviews={reviews} />
      <Recommendations recommendations={recommendations} />
      <ProductViewed product={product} variant={variant} />
    </>
  );
}
