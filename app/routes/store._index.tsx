import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {BRAND} from '~/config/brand';
import {groupStoresByState} from '~/domain/store-locator';
import {orUnavailable} from '~/features/errors/responses.server';
import {pageMeta} from '~/features/seo/meta';
import {StoreMap} from '~/ui/components/stores/StoreMap';
import {StoreAddress, StorePhone, StoreSearchForm} from '~/ui/components/stores/StoreDetails';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /store: every store, grouped by state, with the locator's search. */
export async function loader({context}: LoaderFunctionArgs) {
  const stores = await orUnavailable(context, () => context.content.getStores());
  return {groups: groupStoresByState(stores), canonicalUrl: context.site.url('/store')};
}

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: `${BRAND.name} stores`,
    description: `Every ${BRAND.name} bed and mattress store in Australia, by state, with addresses and phone numbers.`,
    canonicalUrl: data?.canonicalUrl,
    brandName: BRAND.name,
  });

export default function Stores() {
  const {groups} = useLoaderData<typeof loader>();
  const stores = groups.flatMap((group) => group.stores);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand">{`${BRAND.name} stores`}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <p className="mb-4">
            Find the store nearest you, or browse them all by state below.{' '}
            <Link to="/store/store-locator" className="underline">
              Open the store locator
            </Link>
            .
          </p>
          <StoreSearchForm />
        </div>
        <StoreMap
          pins={stores}
          label={`Map of Australia showing ${stores.length} ${BRAND.name} stores`}
          className="mx-auto w-full max-w-sm"
        />
      </div>
      {groups.length === 0 ? (
        <p className="mt-8">
          No stores are listed right now. Please{' '}
          <Link to="/contact-us" className="underline">
            contact us
          </Link>
          .
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.state} className="mt-10" aria-labelledby={`state-${group.state}`}>
            <h2 id={`state-${group.state}`} className="text-2xl font-bold text-brand">
              {group.stateName}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="state-stores">
              {group.stores.map((store) => (
                <li key={store.handle} className="rounded border border-neutral-200 p-4 text-sm">
                  <h3 className="text-base font-bold">
                    <Link to={store.url} className="text-brand hover:underline">
                      {store.name}
                    </Link>
                  </h3>
                  <div className="mt-2 space-y-1">
                    <StoreAddress store={store} />
                    <StorePhone phone={store.phone} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
