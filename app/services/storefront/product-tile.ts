import type {ProductTileFragment} from 'storefrontapi.generated';
import type {ImageRef, ProductSummary} from '~/domain/types';
import {productMeta} from '~/domain/metafields';
import {PRODUCT_METAFIELDS_FRAGMENT} from './metafield-fragments';

/** What a listing tile needs; shared by collection grids and catalogue slices. */
export const PRODUCT_TILE_FRAGMENT = `#graphql
  fragment ProductTile on Product {
    id
    handle
    title
    vendor
    productType
    tags
    availableForSale
    featuredImage {
      url
      altText
      width
      height
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
      maxVariantPrice {
        amount
        currencyCode
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    selectedOrFirstAvailableVariant {
      id
    }
    ...ProductMetafields
  }
  ${PRODUCT_METAFIELDS_FRAGMENT}
` as const;

export function toProductSummary(product: ProductTileFragment): ProductSummary {
  const price = product.priceRange.minVariantPrice;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    availableForSale: product.availableForSale,
    image: toImage(product.featuredImage),
    price: {amount: price.amount, currencyCode: price.currencyCode},
    // Shopify reports 0 when no variant has a compare-at price.
    compareAtPrice:
      Number(compareAt.amount) > Number(price.amount)
        ? {amount: compareAt.amount, currencyCode: compareAt.currencyCode}
        : null,
    priceVaries: product.priceRange.maxVariantPrice.amount !== price.amount,
    defaultVariantId: product.selectedOrFirstAvailableVariant?.id ?? null,
    meta: productMeta(product.metafields),
  };
}

export function toImage(
  image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null | undefined,
): ImageRef | null {
  if (!image) return null;
  return {
    url: image.url,
    altText: image.altText ?? null,
    width: image.width ?? null,
    height: image.height ?? null,
  };
}
