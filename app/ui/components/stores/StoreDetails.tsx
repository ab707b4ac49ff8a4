import {Link} from '@remix-run/react';
import {hoursText, telHref, type DayHours} from '~/domain/store-locator';
import type {Store} from '~/domain/store-locator';

/** The opening hours as a table, Monday first. */
export function OpeningHours({hours, caption}: {hours: readonly DayHours[]; caption?: string}) {
  if (hours.length === 0) return <p className="text-sm text-neutral-600">Please call the store for its opening hours.</p>;
  return (
    <table className="w-full max-w-xs text-sm" data-testid="opening-hours">
      {caption ? <caption className="mb-1 text-left font-semibold">{caption}</caption> : null}
      <tbody>
        {hours.map((day) => (
          <tr key={day.day} className="border-b border-neutral-100 last:border-0">
            <th scope="row" className="py-0.5 pr-4 text-left font-normal">
              {day.day}
            </th>
            <td className="py-0.5 text-right">{hoursText(day)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Street lines, then suburb, state and postcode. */
export function StoreAddress({store}: {store: Pick<Store, 'addressLines' | 'suburb' | 'state' | 'postcode'>}) {
  return (
    <address className="not-italic">
      {store.addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">{`${store.suburb} ${store.state} ${store.postcode}`.trim()}</span>
    </address>
  );
}

export function StorePhone({phone}: {phone: string | null}) {
  if (!phone) return null;
  const href = telHref(phone);
  return href ? (
    <a href={href} className="font-semibold text-brand underline">
      <span className="sr-only">Phone </span>
      {phone}
    </a>
  ) : (
    <span>{phone}</span>
  );
}

/** One store in a list: its name (linking to its page), how far away, address, phone and hours. */
export function StoreCard({
  store,
  distance,
  headingLevel = 'h3',
}: {
  store: Store;
  /** e.g. '3.2 km', when the list was searched. */
  distance?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="rounded border border-neutral-200 p-4" data-testid="store-card" data-store={store.handle}>
      <div className="flex items-baseline justify-between gap-4">
        <Heading className="text-lg font-bold text-brand">
          <Link to={store.url} className="hover:underline">
            {store.name}
          </Link>
        </Heading>
        {distance ? (
          <p className="whitespace-nowrap text-sm font-semibold" data-testid="store-distance">
            {distance}
            <span className="sr-only"> away</span>
          </p>
        ) : null}
      </div>
      <div className="mt-2 grid gap-4 text-sm sm:grid-cols-2">
        <div className="space-y-2">
          <StoreAddress store={store} />
          <p>
            <StorePhone phone={store.phone} />
          </p>
          <p>
            <Link to={store.url} className="underline" aria-label={`Store details for ${store.name}`}>
              Store details
            </Link>
          </p>
        </div>
        <OpeningHours hours={store.hours} caption="Opening hours" />
      </div>
    </article>
  );
}

/** The locator's search: a plain GET form, so it works the same with JavaScript off. */
export function StoreSearchForm({
  defaultValue = '',
  error,
  id = 'store-search',
}: {
  defaultValue?: string;
  error?: string | null;
  id?: string;
}) {
  return (
    <form method="get" action="/store/store-locator" role="search" className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 grow">
        <label htmlFor={id} className="block text-sm font-semibold">
          Postcode or suburb
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
        />
      </div>
      <button type="submit" className="btn-primary">
        Find stores
      </button>
      {error ? (
        <p id={`${id}-error`} className="w-full text-sm text-sale" data-testid="store-search-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
