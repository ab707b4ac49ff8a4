/**
 * What the wishlist shows and stores about its variants, from Shopify: the
 * wishlist service keeps only ids, so the page asks Shopify for the rest
 * (image, price, options, the product's other variants for 'change variant').
 */
import type {Storefront} from '@shopify/hydrogen';
import type {WishlistVariantFragment} from 'storefrontapi.generated';
import type {Money, ProductIdentity, ProductVariantDetail} from '~/domain/types';
import {productMeta} from '~/domain/metafields';
import {checked} from './errors';
import {PRODUCT_METAFIELDS_FRAGMENT} from './metafield-fragments';
import {toImage} from './product-tile';
import {catalogueCache} from '~/services/upstream/cache-strategies';

/** A variant as the product page knows it (without its own metafields), with its product. */
export interface WishlistVariant extends Omit<ProductVariantDetail, 'meta'> {
  /** The product's variants: 'change variant' in the wishlist, and a bed builder part in another size. */
  product: ProductIdentity & {variants: WishlistSibling[]};
}

export interface WishlistSibling {
  id: string;
  title: string;
  availableForSale: boolean;
  price: Money;
  selectedOptions: {name: string; value: string}[];
}

/** Shopify's variants by gid; ids Shopify does not know are simply missing from the map. */
export async function getWishlistVariants(storefront: Storefront, variantIds: string[]): Promise<Map<string, WishlistVariant>> {
  if (variantIds.length === 0) return new Map();
  const {nodes} = await checked(
    'wishlist variants',
    storefront.query(WISHLIST_VARIANTS_QUERY, {variables: {ids: variantIds}, cache: catalogueCache()}),
  );
  const found = new Map<string, WishlistVariant>();
  for (const node of nodes) {
    if (node && 'product' in node && node.product) found.set(node.id, toWishlistVariant(node as WishlistVariantFragment));
  }
  return found;
}

function toWishlistVariant(node: WishlistVariantFragment): WishlistVariant {
  const compareAt = node.compareAtPrice;
  return {
    id: node.id,
    title: node.title,
    sku: node.sku ?? null,
    availableForSale: node.availableForSale,
    price: {amount: node.price.amount, currencyCode: node.price.currencyCode},
    compareAtPrice:
      compareAt && Number(compareAt.amount) > Number(node.price.amount)
        ? {amount: compareAt.amount, currencyCode: compareAt.currencyCode}
        : null,
    image: toImage(node.image ?? node.product.featuredImage),
    selectedOptions: node.selectedOptions.map(({name, value}) => ({name, value})),
    product: {
      id: node.product.id,
      handle: node.product.handle,
      title: node.product.title,
      vendor: node.product.vendor,
      productType: node.product.productType,
      tags: node.product.tags,
      meta: productMeta(node.product.metafields),
      variants: node.product.variants.nodes.map(({id, title, availableForSale, price, selectedOptions}) => ({
        id,
        title,
        availableForSale,
        price: {amount: price.amount, currencyCode: price.currencyCode},
        selectedOptions: selectedOptions.map(({name, value}) => ({name, value})),
      })),
    },
  };
}

const WISHLIST_VARIANTS_QUERY = `#graphql
  fragment WishlistVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
    image {
      url
      altText
      width
      height
    }
    selectedOptions {
      name
      value
    }
    product {
      id
      handle
      title
      vendor
      productType
      tags
      featuredImage {
        url
        altText
        width
        height
      }
      variants(first: 100) {
        nodes {
          id
          title
          availableForSale
          price {
            amount
            currencyCode
          }
          selectedOptions {
            name
            value
          }
        }
      }
      ...ProductMetafields
    }
  }
  query WishlistVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ...WishlistVariant
    }
  }
  ${PRODUCT_METAFIELDS_FRAGMENT}
` as const;
