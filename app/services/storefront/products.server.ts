import type {Storefront} from '@shopify/hydrogen';
import type {Model3dRef, ProductDetail, ProductSummary} from '~/domain/types';
import {productMeta, variantMeta} from '~/domain/metafields';
import {PRODUCT_TILE_FRAGMENT, toImage, toProductSummary} from './product-tile';
import {PRODUCT_METAFIELDS_FRAGMENT, VARIANT_METAFIELDS_FRAGMENT} from './metafield-fragments';
import {checked} from './errors';
import {catalogueCache} from '~/services/upstream/cache-strategies';

/** A product page: every variant (the option tiles need them all) and its images. */
export async function getProductByHandle(
  storefront: Storefront,
  handle: string,
): Promise<ProductDetail | null> {
  const {product} = await checked('product', storefront.query(PRODUCT_QUERY, {
    variables: {handle},
    cache: catalogueCache(),
  }));
  if (!product) return null;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    description: product.description,
    descriptionHtml: product.descriptionHtml,
    seo: {title: product.seo.title ?? null, description: product.seo.description ?? null},
    images: product.images.nodes.map(toImage).filter((image) => image !== null),
    // Only the 3D models: images come from `images` above; videos the page does not show. (Codegen types every
    // node as a Model3d; other media come back as {}.)
    models: product.media.nodes.flatMap((media): Model3dRef[] =>
      'sources' in media
        ? [{id: media.id, alt: media.alt ?? null, previewImage: toImage(media.previewImage), sources: media.sources}]
        : [],
    ),
    options: product.options.map((option) => ({
      name: option.name,
      values: option.optionValues.map((value) => value.name),
    })),
    variants: product.variants.nodes.map((variant) => ({
      id: variant.id,
      title: variant.title,
      sku: variant.sku ?? null,
      availableForSale: variant.availableForSale,
      price: {amount: variant.price.amount, currencyCode: variant.price.currencyCode},
      compareAtPrice: variant.compareAtPrice
        ? {amount: variant.compareAtPrice.amount, currencyCode: variant.compareAtPrice.currencyCode}
        : null,
      selectedOptions: variant.selectedOptions.map(({name, value}) => ({name, value})),
      image: toImage(variant.image),
      meta: variantMeta(variant.metafields),
    })),
    meta: productMeta(product.metafields),
  };
}

/** Tiles for a list of handles, in the order given; unknown handles are skipped. */
export async function getProductTilesByHandles(
  storefront: Storefront,
  handles: string[],
): Promise<ProductSummary[]> {
  if (handles.length === 0) return [];
  const query = handles.map((handle) => `handle:${JSON.stringify(handle)}`).join(' OR ');
  const {products} = await checked('product tiles', storefront.query(PRODUCT_TILES_QUERY, {
    variables: {query, first: Math.min(handles.length, 50)},
    cache: catalogueCache(),
  }));
  const byHandle = new Map(products.nodes.map((product) => [product.handle, product]));
  return handles.flatMap((handle) => {
    const product = byHandle.get(handle);
    return product ? [toProductSummary(product)] : [];
  });
}

/** The product page's query (exported for the stand-in's test, which runs it against the schema and the demo shop). */
export const PRODUCT_QUERY = `#graphql
  query ProductDetail($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      productType
      tags
      description
      descriptionHtml
      seo {
        title
        description
      }
      images(first: 10) {
        nodes {
          url
          altText
          width
          height
        }
      }
      media(first: 20) {
        nodes {
          ... on Model3d {
            id
            alt
            previewImage {
              url
              altText
              width
              height
            }
            sources {
              url
              mimeType
              format
              filesize
            }
          }
        }
      }
      options {
        name
        optionValues {
          name
        }
      }
      variants(first: 250) {
        nodes {
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
          selectedOptions {
            name
            value
          }
          image {
            url
            altText
            width
            height
          }
          ...VariantMetafields
        }
      }
      ...ProductMetafields
    }
  }
  ${VARIANT_METAFIELDS_FRAGMENT}
  ${PRODUCT_METAFIELDS_FRAGMENT}
` as const;

const PRODUCT_TILES_QUERY = `#graphql
  query ProductTiles($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, query: $query) {
      nodes {
        ...ProductTile
      }
    }
  }
  ${PRODUCT_TILE_FRAGMENT}
` as const;

/** Tiles for specific variants (catalogue slices' Variant variation), each tile linking to its variant. */
export async function getProductTilesByVariantIds(
  storefront: Storefront,
  variantIds: string[],
): Promise<ProductSummary[]> {
  if (variantIds.length === 0) return [];
  const {nodes} = await checked('variant tiles', storefront.query(VARIANT_TILES_QUERY, {
    variables: {ids: variantIds.slice(0, 50)},
    cache: catalogueCache(),
  }));
  return nodes.flatMap((node) =>
    node && 'product' in node && node.product
      ? [toProductSummary(node.product, node.id)]
      : [],
  );
}

const VARIANT_TILES_QUERY = `#graphql
  query VariantTiles($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        product {
          ...ProductTile
        }
      }
    }
  }
  ${PRODUCT_TILE_FRAGMENT}
` as const;
