import {Link, useLocation} from '@remix-run/react';
import type {CollectionPage} from '~/domain/types';
import {pageMeta} from '~/lib/seo';
import {parseQuery, stringifyQuery} from '~/domain/query-string';
import {BRAND} from '~/config/brand';
import {ProductGrid} from './ProductTile';

/** A collection's heading, product grid and previous/next page links (plain links: no JS needed). */
export function CollectionListing({collection}: {collection: CollectionPage}) {
  const {pageInfo} = collection;
  const {search} = useLocation();
  // Paging keeps every other parameter as it was (repeated keys stay repeated).
  const pageLink = (cursor: {after?: string; before?: string}) =>
    `?${stringifyQuery({...parseQuery(search), after: undefined, before: undefined, ...cursor})}`;
  return (
    <section className="container-page py-8">
      <h1 className="text-3xl font-bold text-brand">{collection.title}</h1>
      {collection.description ? (
        <p className="mt-2 max-w-3xl text-neutral-700">{collection.description}</p>
      ) : null}
      <div className="mt-8">
        {collection.products.length > 0 ? (
          <ProductGrid products={collection.products} />
        ) : (
          <p>No products found in this collection.</p>
        )}
      </div>
      {pageInfo.hasPreviousPage || pageInfo.hasNextPage ? (
        <nav aria-label="Pagination" className="mt-10 flex justify-center gap-4">
          {pageInfo.hasPreviousPage && pageInfo.startCursor ? (
            <Link
              to={pageLink({before: pageInfo.startCursor})}
              className="btn-secondary"
              rel="prev"
            >
              Previous page
            </Link>
          ) : null}
          {pageInfo.hasNextPage && pageInfo.endCursor ? (
            <Link to={pageLink({after: pageInfo.endCursor})} className="btn-secondary" rel="next">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

export function collectionMeta(data: {collection: CollectionPage; canonicalUrl: string} | undefined) {
  if (!data) return [];
  const {collection} = data;
  return pageMeta({
    title: collection.seo.title ?? collection.title,
    description: collection.seo.description ?? collection.description,
    canonicalUrl: data.canonicalUrl,
    brandName: BRAND.name,
  });
}
