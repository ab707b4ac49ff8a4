import type {AppLoadContext} from '@shopify/remix-oxygen';
import {LOCATOR_QUERY_MESSAGE, type Store} from '~/domain/store-locator';
import {storesNear} from './locator.server';
import {
  FIND_STORE_SHOWN,
  STORES_UNAVAILABLE_MESSAGE,
  choicesSummary,
  showroomsNearSummary,
  type FindStoreAnswer,
} from './find-store';

/** The locator's answer, cut to what the product page's short list shows. */
export function findStoreAnswer(stores: readonly Store[], queryValues: readonly string[]): FindStoreAnswer {
  const near = storesNear(stores, queryValues, FIND_STORE_SHOWN);
  const answer = {query: near.query, invalid: false, showrooms: [], choices: []};
  if (near.nearest) {
    const showrooms = near.nearest.stores.map(({store, distance}) => ({
      handle: store.handle,
      name: store.name,
      url: store.url,
      distance,
      address: [...store.addressLines, `${store.suburb} ${store.state} ${store.postcode}`].join(', '),
    }));
    return {...answer, showrooms, summary: showroomsNearSummary(showrooms.length, near.nearest.place)};
  }
  if (near.choices.length > 0) {
    const choices = near.choices.map(({label, stateName, query}) => ({label, stateName, query}));
    return {...answer, choices, summary: choicesSummary(near.choices[0].suburb, choices.length)};
  }
  if (near.notice) return {...answer, summary: near.notice};
  // A blank field asks for a place, as a malformed one does: the shopper submitted it to search.
  return {...answer, invalid: true, summary: near.error ?? LOCATOR_QUERY_MESSAGE};
}

/**
 * "Find a store" for ?store-postcode= (every value of it): the 3 nearest showrooms, the places to choose
 * between, or why there are none. The store list failing is a message, reported; the page around it stands.
 */
export async function findStoresNear(
  context: AppLoadContext,
  queryValues: readonly string[],
): Promise<FindStoreAnswer> {
  try {
    return findStoreAnswer(await context.content.getStores(), queryValues);
  } catch (error) {
    context.reportError(error, {service: 'prismic'});
    return {
      query: (queryValues[0] ?? '').slice(0, 60),
      summary: STORES_UNAVAILABLE_MESSAGE,
      invalid: false,
      showrooms: [],
      choices: [],
    };
  }
}
