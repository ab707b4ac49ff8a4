import {Form, Link} from '@remix-run/react';
import type {SearchFacet} from '~/domain/search';
import {
  clearRange,
  listingHref,
  listingQueryString,
  toggleFilter,
  type ListingState,
} from '~/domain/search-listing';
import {ownEntry} from '~/domain/own-entry';
import {useRootData} from '~/ui/hooks/root-data';

interface FacetPanelProps {
  facets: SearchFacet[];
  listing: ListingState;
  path: string;
}

/**
 * The refinements. A `<details>` so the panel opens and closes without
 * JavaScript; each value is a link to the listing with that value toggled
 * (page back to 1), each range a GET form. On a phone it starts closed, so the
 * first products are in sight (the page cache keeps phone and desktop pages
 * apart); elsewhere it starts open beside the products, and its button shows
 * only while it is closed.
 */
export function FacetPanel({facets, listing, path}: FacetPanelProps) {
  const onPhone = useRootData()?.platform === 'mobile';
  if (facets.length === 0) return <div />;
  return (
    <details className="group mb-4 lg:mb-0" open={!onPhone} data-testid="facet-panel">
      <summary className="cursor-pointer list-none rounded border border-neutral-300 px-4 py-2 font-semibold lg:group-open:hidden">
        Filter
      </summary>
      <nav aria-label="Filters" className="mt-4 space-y-6 lg:mt-0">
        {facets.map((facet) => (
          <fieldset key={facet.field} className="border-b border-neutral-200 pb-4">
            <legend className="mb-2 font-semibold">{facet.label}</legend>
            {facet.kind === 'range' ? (
              <RangeFacet facet={facet} listing={listing} path={path} />
            ) : (
              <ul className={facet.display === 'palette' ? 'flex flex-wrap gap-2' : 'space-y-1'}>
                {facet.values.map((value) => (
                  <li key={value.value}>
                    <Link
                      to={listingHref(path, toggleFilter(listing, facet.field, value.value, facet.mode))}
                      preventScrollReset
                      rel="nofollow"
                      aria-current={value.active ? 'true' : undefined}
                      className="flex items-center gap-2 rounded py-1 text-sm hover:underline focus-visible:outline focus-visible:outline-2"
                      data-testid="facet-value"
                    >
                      {facet.display === 'palette' ? (
                        <span
                          aria-hidden="true"
                          className={`inline-block h-5 w-5 rounded-full border ${value.active ? 'ring-2 ring-brand ring-offset-1' : 'border-neutral-300'}`}
                          style={value.swatch ? {backgroundColor: value.swatch} : undefined}
                        />
                      ) : (
                        <span
                          aria-hidden="true"
                          className={`inline-flex h-4 w-4 items-center justify-center rounded-sm border ${value.active ? 'border-brand bg-brand text-white' : 'border-neutral-400'}`}
                        >
                          {value.active ? '✓' : ''}
                        </span>
                      )}
                      <span>
                        {value.label} <span className="text-neutral-500">({value.count})</span>
                        {value.active ? <span className="sr-only"> (selected, select to remove)</span> : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        ))}
      </nav>
    </details>
  );
}

function RangeFacet({
  facet,
  listing,
  path,
}: {
  facet: Extract<SearchFacet, {kind: 'range'}>;
  listing: ListingState;
  path: string;
}) {
  // The form sends the rest of the listing as hidden fields, so applying a range keeps every other choice.
  const rest = new URLSearchParams(listingQueryString(clearRange(listing, facet.field)));
  const selected = ownEntry(listing.ranges, facet.field);
  return (
    <Form
      method="get"
      action={path}
      preventScrollReset
      className="space-y-2"
      data-testid={`range-${facet.field}`}
      // A new range from the URL refills the inputs.
      key={`${selected?.low ?? ''}-${selected?.high ?? ''}`}
    >
      {[...rest].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <div className="flex items-end gap-2">
        <RangeBound label="Min" name={`filter.${facet.field}.low`} step={facet.step} value={selected?.low} placeholder={facet.min} />
        <RangeBound label="Max" name={`filter.${facet.field}.high`} step={facet.step} value={selected?.high} placeholder={facet.max} />
        <button type="submit" className="btn-secondary px-3 py-1 text-sm">
          Apply
        </button>
      </div>
      {facet.active ? (
        <Link to={listingHref(path, clearRange(listing, facet.field))} preventScrollReset className="text-sm underline">
          Any {facet.label.toLowerCase()}
        </Link>
      ) : null}
    </Form>
  );
}

function RangeBound(props: {label: string; name: string; step: number; value: string | null | undefined; placeholder: number}) {
  return (
    <label className="flex flex-col text-sm">
      {props.label}
      <input
        type="number"
        name={props.name}
        min={0}
        step={props.step}
        defaultValue={props.value ?? ''}
        placeholder={String(props.placeholder)}
        className="w-24 rounded border border-neutral-300 px-2 py-1"
      />
    </label>
  );
}
