import type {Storefront} from '@shopify/hydrogen';
import type {CollectionPage} from '~/domain/types';
import {PRODUCT_TILE_FRAGMENT, toImage, toProductSummary} from './product-tile';
import {checked} from './errors';
import {catalogueCache} from '~/services/upstream/cache-strategies';

export const COLLECTION_PAGE_SIZE = 12;

export interface CollectionCursor {
  /** Cursor-based paging in either direction, as Shopify's connections page. */
  after?: string;
  before?: string;
}

export async function getCollectionPage(
  storefront: Storefront,
  handle: string,
  {after, before}: CollectionCursor = {},
): Promise<CollectionPage | null> {
  const paging = before
    ? {last: COLLECTION_PAGE_SIZE, before}
    : {first: COLLECTION_PAGE_SIZE, after: after ?? null};
  const {collection} = await checked('collection', storefront.query(COLLECTION_QUERY, {
    variables: {handle, ...paging},
    cache: catalogueCache(),
  }));
  if (!collection) return null;
  const {pageInfo} = collection.products;
  return {
    id: collection.id,
    ...toCollectionSummary(collection),
    image: toImage(collection.image),
    products: collection.products.nodes.map((product) => toProductSummary(product)),
    pageInfo: {
      hasNextPage: pageInfo.hasNextPage,
      hasPreviousPage: pageInfo.hasPreviousPage,
      startCursor: pageInfo.startCursor ?? null,
      endCursor: pageInfo.endCursor ?? null,
    },
  };
}

const COLLECTION_QUERY = `#graphql
  query CollectionPage(
    $handle: String!
    $first: Int
    $last: Int
    $after: String
    $before: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo {
        title
        description
      }
      image {
        url
        altText
        width
        height
      }
      products(first: $first, last: $last, after: $after, before: $before) {
        nodes {
          ...ProductTile
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${PRODUCT_TILE_FRAGMENT}
` as const;

export interface CollectionSummary {
  handle: string;
  title: string;
  description: string;
  seo: {title: string | null; description: string | null};
}

/** A collection's heading and SEO (listings take their products from search); null when there is none. */
export async function getCollectionSummary(storefront: Storefront, handle: string): Promise<CollectionSummary | null> {
  const {collection} = await checked('collection summary', storefront.query(COLLECTION_SUMMARY_QUERY, {
    variables: {handle},
    cache: catalogueCache(),
  }));
  return collection ? toCollectionSummary(collection) : null;
}

function toCollectionSummary(collection: {
  handle: string;
  title: string;
  description: string;
  seo: {title?: string | null; description?: string | null};
}): CollectionSummary {
  return {
    handle: collection.handle,
    title: collection.title,
    description: collection.description,
    seo: {title: collection.seo.title ?? null, description: collection.seo.description ?? null},
  };
}

const COLLECTION_SUMMARY_QUERY = `#graphql
  query CollectionSummary($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      handle
      title
      description
      seo {
        title
        description
      }
    }
  }
` as const;
