import type {Storefront} from '@shopify/hydrogen';
import {checked} from './errors';
import {catalogueCache} from '~/services/upstream/cache-strategies';

/** The product behind each variant id (handle and tags), for checking what a bag form may add. */
export async function getVariantProducts(
  storefront: Storefront,
  variantIds: string[],
): Promise<Map<string, {handle: string; tags: string[]}>> {
  if (variantIds.length === 0) return new Map();
  const {nodes} = await checked('variant products', storefront.query(VARIANT_PRODUCTS_QUERY, {
    variables: {ids: variantIds},
    cache: catalogueCache(),
  }));
  return new Map(
    nodes.flatMap((node) =>
      node && 'product' in node && node.product
        ? [[node.id, {handle: node.product.handle, tags: node.product.tags}] as const]
        : [],
    ),
  );
}

const VARIANT_PRODUCTS_QUERY = `#graphql
  query VariantProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        product {
          handle
          tags
        }
      }
    }
  }
` as const;
