import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {SliceZone} from '@prismicio/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {BRAND} from '~/config/brand';
import {directionsUrl} from '~/domain/store-locator';
import type {ProductSummary} from '~/domain/types';
import {pageMeta} from '~/features/seo/meta';
import {loadStorePage} from '~/features/stores/store-page.server';
import {SliceRichText, components, type SliceContext} from '~/ui/slices';
import {SliceProductTile} from '~/ui/components/product/SliceProductTile';
import {StoreMap} from '~/ui/components/stores/StoreMap';
import {OpeningHours, StoreAddress, StorePhone} from '~/ui/components/stores/StoreDetails';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /store/{handle}: one store (a `store_page` document); an unknown handle is the 404 page. */
export async function loader({context, params}: LoaderFunctionArgs) {
  return loadStorePage(context, params.handle ?? '');
}

export const meta: MetaFunction<typeof loader> = ({data}) =>
  data
    ? pageMeta({
        title: data.store.seo.title ?? data.store.name,
        description: data.store.seo.description,
        robots: data.store.seo.robots,
        canonicalUrl: data.canonicalUrl,
        brandName: BRAND.name,
      })
    : [];

export default function StorePage() {
  const {store, products} = useLoaderData<typeof loader>();
  const context: SliceContext<ProductSummary> = {products, ProductTile: SliceProductTile};
  return (
    <>
      <div className="container-page py-10">
        <p className="text-sm">
          <Link to="/store/store-locator" className="underline">
            Find another store
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-brand">{store.name}</h1>
        <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-6">
            {store.image ? (
              <img
                src={store.image.url}
                alt={store.image.altText ?? ''}
                width={store.image.width ?? undefined}
                height={store.image.height ?? undefined}
                className="h-auto w-full rounded"
              />
            ) : null}
            <div className="prose max-w-none">
              <SliceRichText field={store.description} />
            </div>
            {store.services.length > 0 ? (
              <section aria-labelledby="store-services">
                <h2 id="store-services" className="text-xl font-bold text-brand">
                  In this store
                </h2>
                <ul className="mt-2 list-disc pl-5" data-testid="store-services">
                  {store.services.map((service) => (
                    <li key={service}>{service}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <aside className="space-y-6" aria-label="Visit the store">
            <section aria-labelledby="store-address">
              <h2 id="store-address" className="text-xl font-bold text-brand">
                Address
              </h2>
              <div className="mt-2 space-y-2">
                <StoreAddress store={store} />
                <p>
                  <StorePhone phone={store.phone} />
                </p>
                <p>
                  <a href={directionsUrl(store)} className="btn-secondary" rel="noopener noreferrer" target="_blank">
                    Get directions<span className="sr-only"> (Google Maps, opens in a new tab)</span>
                  </a>
                </p>
              </div>
            </section>
            <section aria-labelledby="store-hours">
              <h2 id="store-hours" className="text-xl font-bold text-brand">
                Opening hours
              </h2>
              <div className="mt-2">
                <OpeningHours hours={store.hours} />
              </div>
            </section>
            <StoreMap
              pins={[store]}
              highlight={store.handle}
              label={`Map of Australia marking ${store.name} in ${store.suburb}, ${store.state}`}
              className="w-full max-w-xs"
            />
          </aside>
        </div>
      </div>
      <SliceZone slices={store.slices} components={components} context={context} />
    </>
  );
}
