import {Form, useNavigate} from '@remix-run/react';
import type {SortOption} from '~/domain/search';
import {listingHref, listingQueryString, setSort, type ListingState} from '~/domain/search-listing';
import {useHydrated} from '~/ui/hooks/use-hydrated';

/**
 * Sort order: a GET form (select + 'Sort' button without JavaScript); with
 * JavaScript, choosing an option navigates at once.
 */
export function SortForm({options, listing, path}: {options: SortOption[]; listing: ListingState; path: string}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  if (options.length === 0) return null;
  const rest = new URLSearchParams(listingQueryString(setSort(listing, null)));
  const active = options.find((option) => option.active) ?? options[0];
  const valueOf = (option: SortOption) => `${option.field}:${option.direction}`;
  return (
    <Form method="get" action={path} preventScrollReset className="flex items-center gap-2">
      {[...rest].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort" className="text-sm">
        Sort by
      </label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={valueOf(active)}
        key={valueOf(active)}
        className="rounded border border-neutral-300 px-2 py-1 text-sm"
        onChange={(event) => {
          const [field, direction] = event.currentTarget.value.split(':') as [string, 'asc' | 'desc'];
          navigate(listingHref(path, setSort(listing, {field, direction})), {preventScrollReset: true});
        }}
      >
        {options.map((option) => (
          <option key={valueOf(option)} value={valueOf(option)}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="btn-secondary px-3 py-1 text-sm">
          Sort
        </button>
      )}
    </Form>
  );
}
