import {Link} from '@remix-run/react';
import type {ActiveFilter} from '~/domain/search';
import {clearFilters, clearRange, listingHref, toggleFilter, type ListingState} from '~/domain/search-listing';

/** The chosen filters as removable chips, and 'Clear all'. */
export function ActiveFilters({filters, listing, path}: {filters: ActiveFilter[]; listing: ListingState; path: string}) {
  if (filters.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mt-4 flex flex-wrap items-center gap-2">
      {filters.map((filter) => {
        const next =
          filter.range || filter.value === undefined
            ? clearRange(listing, filter.field)
            : toggleFilter(listing, filter.field, filter.value);
        return (
          <li key={`${filter.field}:${filter.value ?? 'range'}`}>
            <Link
              to={listingHref(path, next)}
              preventScrollReset
              rel="nofollow"
              className="inline-flex items-center gap-1 rounded-full border border-neutral-300 px-3 py-1 text-sm hover:bg-neutral-100"
            >
              {filter.label}: {filter.valueLabel}
              <span aria-hidden="true">×</span>
              <span className="sr-only">, remove</span>
            </Link>
          </li>
        );
      })}
      <li>
        <Link to={listingHref(path, clearFilters(listing))} preventScrollReset className="text-sm underline">
          Clear all
        </Link>
      </li>
    </ul>
  );
}
