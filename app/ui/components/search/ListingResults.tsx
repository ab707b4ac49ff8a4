import {Link, useFetcher} from '@remix-run/react';
import {useEffect, useMemo, useState} from 'react';
import type {SearchProduct, SearchResults} from '~/domain/search';
import {
  isLastPage,
  listingHref,
  listingKey,
  nextPageToLoad,
  previousPageToLoad,
  withListingPage,
  type ListingState,
} from '~/domain/search-listing';
import {WhenHydrated} from '~/ui/components/common/WhenHydrated';
import {ProductGrid} from '~/ui/components/product/ProductTile';
import type {ListingPageData} from '~/features/listing/view';
import {CURRENCY, STORE_EVENTS, trackedItem, usePublishStoreEvent} from '~/ui/analytics/events';

interface ListingResultsProps {
  /** Which list a click came from, for tracking: 'search' or 'collection'. */
  list?: string;
  results: SearchResults;
  listing: ListingState;
  path: string;
}

/** Pages loaded so far for one listing (same query, filters and sort), by page number. */
interface LoadedPages {
  key: string;
  totalPages: number;
  pages: Record<number, SearchProduct[]>;
}

const STORAGE_PREFIX = 'listing-hits:';
/** The loading flag clears 500 ms after each search. */
const LOADING_CLEAR_MS = 500;

function storageKey(path: string, key: string) {
  return `${STORAGE_PREFIX}${path}?${key}`;
}

function restore(path: string, key: string): LoadedPages | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(path, key)) ?? 'null') as LoadedPages | null;
    return saved && saved.key === key && typeof saved.pages === 'object' ? saved : null;
  } catch {
    return null;
  }
}

function save(path: string, loaded: LoadedPages) {
  try {
    sessionStorage.setItem(storageKey(path, loaded.key), JSON.stringify(loaded));
  } catch {
    // Storage full or disabled: returning to the listing just starts from the URL's page.
  }
}

/**
 * The product grid and its paging. Without JavaScript: numbered previous /
 * next page links. With it: 'Show previous' and 'Show more' load the
 * neighbouring pages onto this one; the URL follows the last page loaded,
 * and the loaded pages are kept in session storage so coming back to the same
 * URL shows them again.
 */
export function ListingResults({results, listing, path, list = 'listing'}: ListingResultsProps) {
  const publish = usePublishStoreEvent();
  const key = listingKey(listing);
  const page = results.pagination.page;
  const fresh: LoadedPages = useMemo(
    () => ({key, totalPages: results.pagination.totalPages, pages: {[page]: results.products}}),
    [key, page, results],
  );
  const [loaded, setLoaded] = useState<LoadedPages>(fresh);
  const fetcher = useFetcher<ListingPageData>();
  const [loading, setLoading] = useState(false);

  // A new listing (or page) from the server replaces what was loaded, unless this same URL was loaded before.
  useEffect(() => {
    const saved = restore(path, key);
    setLoaded(saved && saved.pages[page] ? {...saved, pages: {...saved.pages, [page]: results.products}} : fresh);
  }, [fresh, path, key, page, results.products]);

  // A page the fetcher brought joins the loaded ones (only if it belongs to this listing).
  useEffect(() => {
    const data = fetcher.data;
    if (!data?.results || listingKey(data.listing) !== key) return;
    const pageData = data.results;
    setLoaded((current) => {
      if (current.key !== key) return current;
      const next = {
        ...current,
        totalPages: pageData.pagination.totalPages,
        pages: {...current.pages, [pageData.pagination.page]: pageData.products},
      };
      save(path, next);
      const highest = Math.max(...Object.keys(next.pages).map(Number));
      // The address names the furthest page loaded, so reloading or sharing it lands there.
      window.history.replaceState(window.history.state, '', listingHref(path, withListingPage(listing, highest)));
      return next;
    });
    const timer = window.setTimeout(() => setLoading(false), LOADING_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [fetcher.data, key, listing, path]);

  const numbers = Object.keys(loaded.pages).map(Number).sort((a, b) => a - b);
  const lowest = numbers[0] ?? page;
  const highest = numbers[numbers.length - 1] ?? page;
  const products = numbers.flatMap((number) => loaded.pages[number]);
  const previous = previousPageToLoad(lowest);
  const next = nextPageToLoad(highest, loaded.totalPages);
  const busy = loading || fetcher.state !== 'idle';

  const load = (number: number) => {
    setLoading(true);
    fetcher.load(listingHref(path, withListingPage(listing, number)));
  };

  return (
    <div className="mt-6" aria-busy={busy}>
      <WhenHydrated>
        {previous !== null ? (
          <div className="mb-6 flex justify-center">
            <button type="button" className="btn-secondary" onClick={() => load(previous)} disabled={busy}>
              Show previous
            </button>
          </div>
        ) : null}
      </WhenHydrated>
      <ProductGrid
        products={products}
        onSelect={(product) => publish(STORE_EVENTS.productClick, {currency: CURRENCY, list, item: trackedItem(product)})}
      />
      <WhenHydrated fallback={<PageLinks results={results} listing={listing} path={path} />}>
        {next !== null ? (
          <div className="mt-10 flex flex-col items-center gap-2">
            <p className="text-sm text-neutral-600">
              Showing {products.length} of {results.pagination.totalResults}
            </p>
            <button type="button" className="btn-primary" onClick={() => load(next)} disabled={busy}>
              {busy ? 'Loading…' : 'Show more'}
            </button>
          </div>
        ) : null}
      </WhenHydrated>
    </div>
  );
}

/** Plain previous / next page links (no JavaScript needed). */
function PageLinks({results, listing, path}: ListingResultsProps) {
  const {page, totalPages} = results.pagination;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={listingHref(path, withListingPage(listing, page - 1))} rel="prev" className="btn-secondary">
          Previous page
        </Link>
      ) : null}
      <span className="text-sm">
        Page {page} of {totalPages}
      </span>
      {!isLastPage(results.pagination) ? (
        <Link to={listingHref(path, withListingPage(listing, page + 1))} rel="next" className="btn-secondary">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
