import {useRef} from 'react';
import {Link, useFetcher} from '@remix-run/react';
import {
  FIND_STORE_ANCHOR,
  FIND_STORE_API,
  FIND_STORE_PARAM,
  type FindStoreAnswer,
} from '~/features/stores/find-store';

const FIELD_ID = 'find-store-q';

/**
 * "Find a store" on the product page: a GET form to the page itself (the variant kept, the answer computed by its
 * loader); with JavaScript the same search goes to a fetcher, so the page stays put and the live region reads it.
 */
export function FindStore({
  answer,
  productPath,
  variantId,
}: {
  /** The page's own answer (?store-postcode= without JavaScript); null when not asked. */
  answer: FindStoreAnswer | null;
  productPath: string;
  variantId: string | null;
}) {
  const fetcher = useFetcher<FindStoreAnswer>();
  const field = useRef<HTMLInputElement>(null);
  const shown = fetcher.data ?? answer;
  const search = (query: string) =>
    fetcher.load(`${FIND_STORE_API}?${new URLSearchParams({[FIND_STORE_PARAM]: query})}`);
  const pageFor = (query: string) =>
    `${productPath}?${new URLSearchParams({...(variantId ? {variant: variantId} : {}), [FIND_STORE_PARAM]: query})}`;
  const invalid = Boolean(shown?.invalid);
  return (
    <section id={FIND_STORE_ANCHOR} aria-labelledby="find-a-store-heading" data-testid="find-store">
      <h2 id="find-a-store-heading" className="text-lg font-bold text-brand">
        Find a store
      </h2>
      <form
        method="get"
        action={`${productPath}#${FIND_STORE_ANCHOR}`}
        role="search"
        className="mt-2 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          search(String(new FormData(event.currentTarget).get(FIND_STORE_PARAM) ?? ''));
        }}
      >
        {variantId ? <input type="hidden" name="variant" value={variantId} /> : null}
        <div className="min-w-0 grow">
          <label htmlFor={FIELD_ID} className="block text-sm font-semibold">
            Postcode or suburb
          </label>
          <input
            ref={field}
            id={FIELD_ID}
            name={FIND_STORE_PARAM}
            type="search"
            defaultValue={answer?.query}
            maxLength={60}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'find-store-summary' : undefined}
            className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
          />
        </div>
        <button type="submit" className="btn-secondary">
          Find showrooms
        </button>
      </form>
      <p
        id="find-store-summary"
        role="status"
        className={`mt-3 text-sm font-semibold${invalid ? ' text-sale' : ''}`}
        data-testid="find-store-summary"
      >
        {shown?.summary}
      </p>
      {shown?.showrooms.length ? (
        <ol className="mt-2 divide-y divide-neutral-200 text-sm" data-testid="find-store-results">
          {shown.showrooms.map((showroom) => (
            <li key={showroom.handle} className="flex justify-between gap-4 py-2" data-store={showroom.handle}>
              <div>
                <Link to={showroom.url} className="font-semibold underline">
                  {showroom.name}
                </Link>
                <p className="text-neutral-700">{showroom.address}</p>
              </div>
              <p className="whitespace-nowrap font-semibold" data-testid="find-store-distance">
                {showroom.distance}
                <span className="sr-only"> away</span>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {shown?.choices.length ? (
        <ul className="mt-2 space-y-1 text-sm" data-testid="find-store-choices">
          {shown.choices.map((choice) => (
            <li key={choice.label}>
              <a
                href={`${pageFor(choice.query)}#${FIND_STORE_ANCHOR}`}
                className="underline"
                onClick={(event) => {
                  // With JavaScript the choice is searched in place, and fills the field as if typed.
                  event.preventDefault();
                  if (field.current) field.current.value = choice.query;
                  search(choice.query);
                }}
              >
                {choice.label}
              </a>
              <span className="text-neutral-600">{` (${choice.stateName})`}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
