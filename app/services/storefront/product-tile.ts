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
    # The tile prices what can be bought: its "From" is the cheapest variant for sale, and its compare-at is
    # that variant's own. Shopify's priceRange counts sold-out variants too (a "From" nobody can pay).
    variants(first: 50) {
      nodes {
        id
        availableForSale
        price {
          amount
          currencyCode
        }
        compareAtPrice {
          amount
          currencyCode
        }
      }
    }
    ...ProductMetafields
  }
  ${PRODUCT_METAFIELDS_FRAGMENT}
` as const;

type TileVariant = ProductTileFragment['variants']['nodes'][number];

/**
 * The variant a tile shows and adds: the one asked for (a catalogue slice's Variant variation), or else the
 * cheapest for sale (the cheapest of all when none is), so the price on the tile is the price its add charges.
 */
export function tileVariant(variants: readonly TileVariant[], variantId?: string): TileVariant | null {
  const asked = variantId ? variants.find((variant) => variant.id === variantId) : undefined;
  if (asked) return asked;
  const forSale = variants.filter((variant) => variant.availableForSale);
  const pool = forSale.length > 0 ? forSale : variants;
  let cheapest: TileVariant | null = null;
  for (const variant of pool) {
    if (!cheapest || Number(variant.price.amount) < Number(cheapest.price.amount)) cheapest = variant;
  }
  return cheapest;
}

/** A tile of the product; `variantId` pins it to one variant (price, compare-at and link). */
export function toProductSummary(product: ProductTileFragment, variantId?: string): ProductSummary {
  const variants = product.variants.nodes;
  const shown = tileVariant(variants, variantId);
  const price = shown?.price ?? {amount: '0.0', currencyCode: 'AUD' as const};
  const compareAt = shown?.compareAtPrice;
  // "From" when another variant the shopper could choose costs something else.
  const choosable = variants.filter((variant) => variant.availableForSale || variant === shown);
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
    compareAtPrice:
      compareAt && Number(compareAt.amount) > Number(price.amount)
        ? {amount: compareAt.amount, currencyCode: compareAt.currencyCode}
        : null,
    priceVaries: !variantId && choosable.some((variant) => variant.price.amount !== price.amount),
    defaultVariantId: shown?.id ?? null,
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
