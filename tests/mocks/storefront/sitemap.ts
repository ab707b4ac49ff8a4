import {GraphQLError} from 'graphql';
import type {FixtureImage} from '../fixtures/types';
import type {ContentEnv} from './content-objects';
import type {StorefrontContext} from './context';
import {CollectionObject} from './collection-object';

/** Shopify pages sitemap resources 250 at a time. */
export const SITEMAP_PAGE_SIZE = 250;

interface SitemapEntry {
  __typename: 'SitemapResource' | 'SitemapResourceMetaobject';
  handle: string;
  updatedAt: string;
  title?: string | null;
  image?: FixtureImage | null;
  type?: string;
  onlineStoreUrlHandle?: string | null;
}

/** Every online-store resource of one `SitemapType`, in id order. */
function entriesOf(type: string, env: ContentEnv): SitemapEntry[] {
  const {catalogue, content} = env;
  const resource = (handle: string, updatedAt: string, title: string, image: FixtureImage | null = null): SitemapEntry => ({
    __typename: 'SitemapResource',
    handle,
    updatedAt,
    title,
    image,
  });
  switch (type) {
    case 'PRODUCT':
      return [...catalogue.listedProducts]
        .sort((a, b) => a.id - b.id)
        .map((product) => resource(product.handle, product.createdAt, product.title, product.images[0] ?? null));
    case 'COLLECTION':
      return [...catalogue.catalogue.collections]
        .sort((a, b) => a.id - b.id)
        .map((collection) =>
          resource(collection.handle, new CollectionObject(collection, catalogue).updatedAt, collection.title, collection.image),
        );
    case 'PAGE':
      return content.content.pages.map((page) => resource(page.handle, page.updatedAt, page.title));
    case 'BLOG':
      return content.content.blogs.map((blog) =>
        resource(blog.handle, blog.articles.map((article) => article.updatedAt).sort().at(-1) ?? '2024-01-01T00:00:00Z', blog.title),
      );
    case 'ARTICLE':
      return [...content.articles]
        .sort((a, b) => a.article.id - b.article.id)
        .map(({article}) => resource(article.handle, article.updatedAt, article.title, article.image));
    case 'METAOBJECT':
      return content.content.metaobjects
        .filter((metaobject) => metaobject.onlineStore)
        .map((metaobject) => ({
          __typename: 'SitemapResourceMetaobject',
          handle: metaobject.handle,
          updatedAt: metaobject.updatedAt,
          type: metaobject.type,
          onlineStoreUrlHandle: metaobject.type,
        }));
    default:
      return [];
  }
}

/** A Storefront API `Sitemap` for one resource type. */
export class SitemapObject {
  readonly __typename = 'Sitemap';
  private entriesCache: SitemapEntry[] | undefined;

  constructor(
    private readonly type: string,
    private readonly env: ContentEnv,
    private readonly pageSize = SITEMAP_PAGE_SIZE,
  ) {}

  private entries(): SitemapEntry[] {
    this.entriesCache ??= entriesOf(this.type, this.env);
    return this.entriesCache;
  }

  get pagesCount(): {count: number; precision: 'EXACT'} {
    return {count: Math.ceil(this.entries().length / this.pageSize), precision: 'EXACT'};
  }

  resources({page}: {page: number}, context: StorefrontContext) {
    if (page < 1) throw new GraphQLError('page must be greater than or equal to 1', {extensions: {code: 'BAD_REQUEST'}});
    const entries = this.entries();
    const start = (page - 1) * this.pageSize;
    return {
      hasNextPage: start + this.pageSize < entries.length,
      items: entries.slice(start, start + this.pageSize).map(({image, ...entry}) =>
        entry.__typename === 'SitemapResource'
          ? {
              ...entry,
              image: image
                ? {alt: image.altText, filepath: context.store.imageUrl(context.origin, image.key), updatedAt: entry.updatedAt}
                : null,
            }
          : entry,
      ),
    };
  }
}
