/**
 * JSON-LD (schema.org) for search engines: Product with its Offer and, when
 * reviews are known, AggregateRating on product pages; BreadcrumbList on
 * listings; Organization and WebSite (with the site search) on the home
 * page. Pure: everything comes in as arguments; URLs are made absolute
 * against `origin`.
 */
import type {ReviewsBottomline} from '~/domain/reviews';
import type {ImageRef, Money, ProductDetail, ProductVariantDetail} from '~/domain/types';
import type {JsonLd} from './meta';

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** A path on the site or an absolute URL. */
  url: string;
}

function absolute(url: string, origin: string): string {
  return new URL(url, origin).href;
}

export function productJsonLd({
  product,
  variant,
  price,
  url,
  reviews,
  brandName,
}: {
  product: Pick<ProductDetail, 'title' | 'description' | 'vendor' | 'images' | 'seo'>;
  /** The variant the page shows (its stock, SKU and image). */
  variant: Pick<ProductVariantDetail, 'sku' | 'availableForSale' | 'image'> | null;
  /**
   * The price the page shows and checkout charges (app/domain/priced-line.ts), never the catalogue's list price:
   * Google Merchant Center rejects or demotes an Offer whose price the page does not show.
   */
  price: Money | null;
  /** The product page's canonical URL; null (no store origin: app/kernel/site-origin.ts) leaves `url` out. */
  url: string | null;
  /** Only when known and there is at least one review. */
  reviews?: ReviewsBottomline | null;
  brandName: string;
}): JsonLd {
  const images = [variant?.image, ...product.images]
    .filter((image): image is ImageRef => Boolean(image?.url))
    .map((image) => image.url);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.title,
    ...(product.seo.description || product.description
      ? {description: product.seo.description || product.description}
      : {}),
    ...(images.length > 0 ? {image: [...new Set(images)]} : {}),
    ...(variant?.sku ? {sku: variant.sku} : {}),
    brand: {'@type': 'Brand', name: product.vendor || brandName},
    ...(url ? {url} : {}),
    ...(variant && price
      ? {
          offers: {
            '@type': 'Offer',
            ...(url ? {url} : {}),
            price: price.amount,
            priceCurrency: price.currencyCode || 'AUD',
            availability: variant.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
            seller: {'@type': 'Organization', name: brandName},
          },
        }
      : {}),
    ...(reviews && reviews.total > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Home first; the last crumb is the page itself. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.url, origin),
    })),
  };
}

export function organizationJsonLd({
  name,
  origin,
  logo,
}: {
  name: string;
  origin: string;
  logo?: string | null;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url: absolute('/', origin),
    ...(logo ? {logo: absolute(logo, origin)} : {}),
  };
}

/** The site and its search, so a search engine can offer a search box for it. */
export function webSiteJsonLd({name, origin}: {name: string; origin: string}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: absolute('/', origin),
    potentialAction: {
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: `${absolute('/products/search', origin)}?query={search_term_string}`},
      'query-input': 'required name=search_term_string',
    },
  };
}
