import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getProductByHandle} from '~/services/storefront/products.server';
import {notFound, orUnavailable} from '~/features/errors/responses.server';
import {optionTiles, productForPage, selectVariant} from '~/domain/variant-options';
import {pageMeta} from '~/features/seo/meta';
import {productJsonLd} from '~/features/seo/structured-data';
import {BRAND} from '~/config/brand';
import {placementForPage, recommendationSeed} from '~/domain/recommendations';
import {Recommendations} from '~/ui/components/search/Recommendations';
import {ProductViewed} from '~/ui/components/analytics/ViewTracking';
import {HeartButton} from '~/ui/components/wishlist/HeartButton';
import {quickOrStreamed, valueOrStream} from '~/kernel/streaming';
import type {RouteHandle} from '~/ui/components/common/NavigationEffects';
import {PAGE_CACHE_ALLOWED, type PageCacheHandle} from '~/kernel/page-cache-handle';
import {ProductImage} from '~/ui/components/common/ProductImage';
import {CampaignPrice} from '~/ui/components/product/Price';
import {ProductBadges} from '~/ui/components/campaign/ProductBadges';
import {VariantTiles} from '~/ui/components/product/VariantTiles';
import {AddToBag} from '~/ui/components/product/AddToBag';
import {ReviewsBottomline, ReviewsSection} from '~/ui/components/reviews/ProductReviews';
import {parseReviewsPage, REVIEWS_PAGE_PARAM} from '~/domain/reviews';
import {toLegacyId} from '~/domain/gid';
import {activeCampaigns} from '~/domain/campaigns';
import {priceShopperOf, pricedLine} from '~/domain/priced-line';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

/** Choosing a variant tile keeps the shopper where they are on the page; the page cache may keep the page. */
export const handle: RouteHandle & PageCacheHandle = {keepScroll: true, ...PAGE_CACHE_ALLOWED};

export async function loader({context, params, request}: LoaderFunctionArgs) {
  const productHandle = params.handle ?? '';
  const product = HANDLE.test(productHandle)
    ? await orUnavailable(context, () => getProductByHandle(context.storefront, productHandle))
    : null;
  if (!product) return notFound(context);

  const url = new URL(request.url);
  // An unknown or malformed ?variant= falls back to the first variant for sale.
  const variant = selectVariant(product.variants, url.searchParams.get('variant'));
  const sku = variant?.sku ?? null;
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
        activeCampaigns(campaignSettings.campaigns, Date.now()),
        priceShopperOf(bag.cart?.attributes),
      )
    : null;
  return {
    product: productForPage(product),
    variant,
    offerPrice: offer?.view.price ?? null,
    recommendations: valueOrStream(await recommendations),
    reviews: valueOrStream(await reviews),
    options: optionTiles(product.options, product.variants, variant),
    canonicalUrl: `${url.origin}/products/${product.handle}`,
  };
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
  const {product, variant, options, recommendations, reviews} = useLoaderData<typeof loader>();
  const image = variant?.image ?? product.images[0] ?? null;
  return (
    <>
      <section className="container-page grid gap-10 py-8 md:grid-cols-2" data-testid="product-details">
        <div>
          <ProductImage
            image={image}
            alt={product.title}
            priority
            sizes="(min-width: 768px) 50vw, 100vw"
            className="aspect-square w-full rounded bg-neutral-50 object-cover"
          />
          {product.images.length > 1 ? (
            <ul className="mt-4 grid grid-cols-4 gap-2">
              {product.images.slice(1, 5).map((extra) => (
                <li key={extra.url}>
                  <ProductImage
                    image={extra}
                    alt={product.title}
                    sizes="12vw"
                    className="aspect-square w-full rounded object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          <div>
            <p className="text-sm uppercase tracking-wide text-neutral-500">{product.vendor}</p>
            <h1 className="text-3xl font-bold text-brand">{product.title}</h1>
            <ReviewsBottomline reviews={reviews} />
            <ProductBadges product={product} className="mt-3" />
          </div>
          {variant ? (
            <CampaignPrice
              product={{
                price: variant.price,
                compareAtPrice: variant.compareAtPrice,
                tags: product.tags,
                meta: product.meta,
              }}
              placement="pdp"
            />
          ) : null}
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
          <div
            className="prose prose-sm max-w-none text-neutral-800"
            // Shopify's product description is merchant-authored HTML.
            dangerouslySetInnerHTML={{__html: product.descriptionHtml}}
          />
        </div>
      </section>
      <ReviewsSection reviews={reviews} />
      <Recommendations recommendations={recommendations} />
      <ProductViewed product={product} variant={variant} />
    </>
  );
}
