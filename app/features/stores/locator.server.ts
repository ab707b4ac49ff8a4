import {data, type AppLoadContext} from '@shopify/remix-oxygen';
import {STATE_NAMES, formatDistance, groupStoresByState, locateStores, type Store} from '~/domain/store-locator';
import {notFound, orUnavailable} from '~/features/errors/responses.server';
import {auPlaces} from './gazetteer.server';

/**
 * The locator's answer to a postcode and/or suburb (every value of its field), as a page shows it: the field's
 * error, the notice for a place it does not know, the nearest stores with their distances, or the places to
 * choose between (one per state). The store locator and the product page's "Find a store" both ask this.
 */
export function storesNear<S extends Store>(stores: readonly S[], queryValues: readonly string[], limit?: number) {
  const result = locateStores(stores, auPlaces(), queryValues, limit);
  return {
    /** The search as typed, as long as the field takes. */
    query: (queryValues[0] ?? '').slice(0, 60),
    /** True when a search was made (a blank field is none). */
    searched: result.kind !== 'all',
    error: result.kind === 'invalid' ? result.message : null,
    notice: result.kind === 'not-found' ? result.message : null,
    nearest:
      result.kind === 'nearest'
        ? {
            place: `${result.from.suburb} ${result.from.state} ${result.from.postcode}`,
            from: {lat: result.from.lat, lng: result.from.lng},
            stores: result.stores.map(({store, distanceKm}) => ({store, distance: formatDistance(distanceKm)})),
          }
        : null,
    // Each choice searches for itself by suburb and postcode, which name one place.
    choices:
      result.kind === 'choose'
        ? result.choices.map((place) => ({
            label: `${place.suburb} ${place.state} ${place.postcode}`,
            suburb: place.suburb,
            stateName: STATE_NAMES[place.state],
            query: `${place.suburb} ${place.postcode}`,
          }))
        : [],
  };
}

/**
 * The store locator: for ?q={postcode and/or suburb}, the nearest stores first, with
 * distance, hours, address and phone (400 for a query that is no place). A suburb name
 * several states have asks which one; without a usable place every store is listed by state.
 */
export async function loadStoreLocator(context: AppLoadContext, url: URL) {
  const [page, stores] = await orUnavailable(context, () =>
    Promise.all([context.content.getStoreLocatorPage(), context.content.getStores()]),
  );
  if (!page) return notFound(context);

  const {searched: _searched, ...answer} = storesNear(stores, url.searchParams.getAll('q'));
  const body = {
    page,
    canonicalUrl: context.site.url(page.url),
    ...answer,
    pins: stores.map(({handle, name, lat, lng}) => ({handle, name, lat, lng})),
    groups: answer.nearest ? [] : groupStoresByState(stores),
  };
  return data(body, answer.error ? {status: 400} : undefined);
}
