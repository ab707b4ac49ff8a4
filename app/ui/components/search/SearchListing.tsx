import {useEffect} from 'react';
import type {ListingPageData} from '~/features/listing/view';
import {useSearchTracking} from '~/ui/analytics/events';
import {BRAND} from '~/config/brand';
import {pageMeta} from '~/features/seo/meta';
import {breadcrumbListJsonLd} from '~/features/seo/structured-data';
import {ProductGrid} from '~/ui/components/product/ProductTile';
import {FacetPanel} from './FacetPanel';
import {ActiveFilters} from './ActiveFilters';
import {SortForm} from './SortForm';
import {ListingResults} from './ListingResults';
import {SearchForm} from './SearchForm';

export const SEARCH_UNAVAILABLE_MESSAGE = "Sorry, search isn't available right now. Please try again in a moment.";

/**
 * A search-driven listing: search results, a collection, or an L2 page. Every
 * refinement is a link or a GET form (works without JavaScript); with
 * JavaScript, paging loads more onto the page instead.
 */
export function SearchListing({data}: {data: ListingPageData}) {
  const {results, listing, path} = data;
  const trackSearch = useSearchTracking();
  const searchTerm = data.kind === 'search' ? listing.query : '';
  useEffect(() => {
    if (searchTerm) trackSearch(searchTerm);
  }, [searchTerm, trackSearch]);
  return (
    <section className="container-page py-5 lg:py-8" data-testid="listing">
      <h1 className="text-2xl font-bold text-brand lg:text-3xl">{data.title}</h1>
      {data.description ? <p className="mt-2 max-w-3xl text-neutral-700">{data.description}</p> : null}
      {data.kind === 'search' ? <SearchForm query={listing.query} /> : null}
      {results?.correction ? (
        <p className="mt-4 text-neutral-700" data-testid="search-correction">
          Showing results for <strong>“{results.correction.corrected}”</strong> instead of “{results.correction.original}”.
        </p>
      ) : null}
      {data.searchUnavailable ? (
        <p role="status" className="mt-6 rounded border border-amber-300 bg-amber-50 p-4" data-testid="search-unavailable">
          {SEARCH_UNAVAILABLE_MESSAGE}
        </p>
      ) : null}

      {results ? (
        <div className="mt-5 gap-8 lg:mt-8 lg:grid lg:grid-cols-[16rem_1fr]">
          <FacetPanel facets={results.facets} listing={listing} path={path} />
          <div>
            {/* The tiles' headings are h3: give them their h2. */}
            <h2 className="sr-only">Products</h2>
            <div className="flex flex-wrap items-center justify-between gap-4">
              <p aria-live="polite" data-testid="result-count">
                {results.pagination.totalResults} {results.pagination.totalResults === 1 ? 'product' : 'products'}
              </p>
              <SortForm options={results.sortOptions} listing={listing} path={path} />
            </div>
            <ActiveFilters filters={results.activeFilters} listing={listing} path={path} />
            {results.products.length > 0 ? (
              <ListingResults results={results} listing={listing} path={path} list={data.kind} />
            ) : (
              <NoResults query={listing.query} />
            )}
          </div>
        </div>
      ) : data.fallbackProducts.length > 0 ? (
        <div className="mt-8">
          <h2 className="sr-only">Products</h2>
          <ProductGrid products={data.fallbackProducts} />
        </div>
      ) : null}
    </section>
  );
}

function NoResults({query}: {query: string}) {
  return (
    <div className="mt-10 text-center" data-testid="no-results">
      <p className="text-lg font-semibold">{query ? `No products found for “${query}”.` : 'No products found.'}</p>
      <p className="mt-2 text-neutral-600">Try fewer filters, another spelling or a more general word.</p>
    </div>
  );
}

export function listingMeta(data: ListingPageData | undefined) {
  if (!data) return [];
  return pageMeta({
    title: data.listing.page > 1 ? `${data.title} – page ${data.listing.page}` : data.title,
    description: data.description,
    canonicalUrl: data.canonicalUrl,
    robots: data.robots,
    brandName: BRAND.name,
    // Crumbs are absolute on the canonical URL's origin (the store's); without one, none are written.
    jsonLd: data.canonicalUrl ? breadcrumbListJsonLd(data.breadcrumbs, new URL(data.canonicalUrl).origin) : null,
  });
}
