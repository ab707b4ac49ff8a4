/**
 * Loaders for the search-driven listings: /products/search, /collections/{handle},
 * /collections/{handle}/products and the L2 pages
 * /collections/{handle}/{facet}/{facetValue}. The URL is the listing state;
 * the search provider answers it.
 *
 * A collection that does not exist is 404 'Page not found'. The provider
 * failing is never an error page: the listing answers 200 with a message
 * (and, for a collection, its first products from Shopify).
 */
import {isShopifyHandle} from '~/domain/handle';
import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {EMPTY_LISTING, hasFilters, listingHref, parseListingQuery, toggleFilter, type ListingState} from '~/domain/search-listing';
import {COLLECTION_NOT_FOUND_MESSAGE} from '~/domain/error-page';
import {getCollectionPage, getCollectionSummary} from '~/services/storefront/collections.server';
import {notFound, orUnavailable} from '../errors/responses.server';
import type {Crumb} from '../seo/structured-data';
import {ownEntry} from '~/domain/own-entry';
import {isPastTheEnd} from '~/domain/paging';
import type {ListingPageData} from './view';

export type {ListingPageData};

const HOME_CRUMB: Crumb = {name: 'Home', url: '/'};

const SEARCH_ROBOTS = 'noindex, follow';
/** A filter no product matches is a real answer for the shopper, but not a page for a search engine. */
const EMPTY_LISTING_ROBOTS = 'noindex, follow';

function canonical(context: AppLoadContext, path: string, listing: ListingState): string | null {
  // Filters and sorting are views of the same page; only the page number is its own URL.
  return context.site.url(listingHref(path, {...EMPTY_LISTING, query: listing.query, page: listing.page}));
}

/** /products/search?query=… */
export async function loadSearchPage(context: AppLoadContext, request: Request): Promise<ListingPageData> {
  const url = new URL(request.url);
  const listing = parseListingQuery(url.searchParams);
  const base = {
    kind: 'search' as const,
    title: listing.query ? `Search results for “${listing.query}”` : 'Search',
    description: null,
    path: url.pathname,
    listing,
    fallbackProducts: [],
    canonicalUrl: canonical(context, url.pathname, listing),
    robots: SEARCH_ROBOTS,
    breadcrumbs: [HOME_CRUMB, {name: 'Search', url: listingHref(url.pathname, {...EMPTY_LISTING, query: listing.query})}],
  };
  if (!listing.query) return {...base, results: null, searchUnavailable: false};
  const outcome = await context.search.search(listing);
  if (!outcome.ok) return {...base, results: null, searchUnavailable: true};
  if (isPastTheEnd(listing.page, outcome.results.pagination.totalPages)) return notFound(context);
  // Merchandising: a query the merchant sends elsewhere (only a plain first search, not a refinement of it).
  if (outcome.results.redirect && listing.page === 1 && !hasFilters(listing) && !listing.sort) {
    throw redirect(outcome.results.redirect, 302);
  }
  return {...base, results: outcome.results, searchUnavailable: false};
}

export interface CollectionListingOptions {
  handle: string;
  /** An L2 page's facet, already mapped to the provider's field. */
  facet?: {field: string; value: string};
}

/** /collections/{handle}, /collections/{handle}/products and the L2 pages. */
export async function loadCollectionListing(
  context: AppLoadContext,
  request: Request,
  {handle, facet}: CollectionListingOptions,
): Promise<ListingPageData> {
  if (!isShopifyHandle(handle)) return notFound(context, COLLECTION_NOT_FOUND_MESSAGE);
  const url = new URL(request.url);
  let listing = parseListingQuery(url.searchParams);
  // An L2 page is its collection with one filter set by the path.
  if (facet && !(ownEntry(listing.filters, facet.field) ?? []).includes(facet.value)) {
    listing = {...toggleFilter(listing, facet.field, facet.value), page: listing.page};
  }
  const [collection, outcome] = await Promise.all([
    orUnavailable(context, () => getCollectionSummary(context.storefront, handle)),
    // 'all' is every product: no hidden filter.
    context.search.search(listing, handle === 'all' ? {} : {collectionHandle: handle}),
  ]);
  if (!collection) return notFound(context, COLLECTION_NOT_FOUND_MESSAGE);

  const title = facet ? `${facet.value} ${collection.title}` : collection.title;
  const base = {
    kind: 'collection' as const,
    title,
    description: collection.seo.description ?? collection.description,
    path: url.pathname,
    listing,
    canonicalUrl: canonical(context, url.pathname, {...listing, query: ''}),
    robots: null as string | null,
    breadcrumbs: [
      HOME_CRUMB,
      {name: collection.title, url: `/collections/${handle}`},
      ...(facet ? [{name: title, url: url.pathname}] : []),
    ],
  };
  if (outcome.ok) {
    if (isPastTheEnd(listing.page, outcome.results.pagination.totalPages)) return notFound(context);
    const robots = outcome.results.pagination.totalResults === 0 ? EMPTY_LISTING_ROBOTS : base.robots;
    return {...base, robots, results: outcome.results, searchUnavailable: false, fallbackProducts: []};
  }

  // Search is down: show the collection's first products from Shopify, without filters or paging.
  const page = await getCollectionPage(context.storefront, handle).catch((error: unknown) => {
    context.reportError(error, {service: 'storefront'});
    return null;
  });
  return {...base, results: null, searchUnavailable: true, fallbackProducts: page?.products ?? []};
}
