import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {BRAND} from '~/config/brand';
import {pageMeta} from '~/features/seo/meta';
import {loadStoreLocator} from '~/features/stores/locator.server';
import {SliceRichText} from '~/ui/slices';
import {StoreMap} from '~/ui/components/stores/StoreMap';
import {StoreCard, StoreSearchForm} from '~/ui/components/stores/StoreDetails';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /store/store-locator?q={postcode or suburb}: a GET form, so the URL is the search, with or without JavaScript. */
export async function loader({context, request}: LoaderFunctionArgs) {
  return loadStoreLocator(context, new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = ({data: loaded}) =>
  loaded
    ? pageMeta({
        title: loaded.page.seo.title ?? loaded.page.title,
        description: loaded.page.seo.description,
        // A search result is not a page of its own.
        robots: loaded.query ? 'noindex, follow' : loaded.page.seo.robots,
        canonicalUrl: loaded.canonicalUrl,
        brandName: BRAND.name,
      })
    : [];

export default function StoreLocator() {
  const {page, query, pins, error, notice, nearest, choices, groups} = useLoaderData<typeof loader>();
  const mapLabel = nearest
    ? `Map of Australia showing ${BRAND.name} stores, with ${nearest.place} marked and the nearest store, ${nearest.stores[0]?.store.name ?? 'none'}, highlighted`
    : `Map of Australia showing ${pins.length} ${BRAND.name} stores`;
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand">{page.title || 'Find a store'}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <div className="prose mb-6 max-w-none">
            <SliceRichText field={page.intro} />
          </div>
          <StoreSearchForm defaultValue={query} error={error} id="store-locator-q" />
          {notice ? (
            <p className="mt-4 font-semibold" role="status" data-testid="store-locator-notice">
              {notice} Here are all our stores by state.
            </p>
          ) : null}
          {choices.length > 0 ? (
            <section className="mt-4" aria-labelledby="place-choices-heading" data-testid="place-choices">
              <h2 id="place-choices-heading" className="font-semibold">
                {`There is a ${choices[0].suburb} in ${choices.length} states. Which one do you mean?`}
              </h2>
              <ul className="mt-2 space-y-1">
                {choices.map((choice) => (
                  <li key={choice.label}>
                    <Link to={`/store/store-locator?${new URLSearchParams({q: choice.query})}`} className="underline">
                      {choice.label}
                    </Link>
                    <span className="text-neutral-600">{` (${choice.stateName})`}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <StoreMap
          pins={pins}
          label={mapLabel}
          highlight={nearest?.stores[0]?.store.handle}
          searchedFrom={nearest?.from}
          className="mx-auto w-full max-w-sm"
        />
      </div>

      {nearest ? (
        <section className="mt-10" aria-labelledby="nearest-heading">
          <h2 id="nearest-heading" className="text-2xl font-bold text-brand">
            {`Stores nearest ${nearest.place}`}
          </h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-2" data-testid="nearest-stores">
            {nearest.stores.map(({store, distance}) => (
              <li key={store.handle}>
                <StoreCard store={store} distance={distance} />
              </li>
            ))}
          </ol>
          <p className="mt-6">
            <Link to="/store" className="underline">
              See all stores by state
            </Link>
          </p>
        </section>
      ) : (
        groups.map((group) => (
          <section key={group.state} className="mt-10" aria-labelledby={`locator-${group.state}`}>
            <h2 id={`locator-${group.state}`} className="text-2xl font-bold text-brand">
              {group.stateName}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {group.stores.map((store) => (
                <li key={store.handle}>
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
