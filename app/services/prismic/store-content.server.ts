/**
 * Store content queries (/store, /store/store-locator, /store/{handle}).
 * Stores are page content, so the page policy applies: a missing document is
 * null (the route answers 404), any other failure is thrown (the route
 * answers the 503 page). A store that cannot be located is left out and its
 * problems reported; the rest are served.
 */
import type * as prismic from '@prismicio/client';
import {orNullWhenMissing} from './not-found';
import {ContentProblemsError} from './campaigns.server';
import type {StoreLocatorDocument, StorePageDocument} from './document-types';
import {STORE_LOCATOR_UID, toStore, toStoreLocatorPage, type Store, type StoreLocatorPage} from './store-content';

export interface StoreContentOptions {
  onError?: (error: unknown) => void;
}

function reshape(doc: StorePageDocument, onError: (error: unknown) => void): Store | null {
  const {store, problems} = toStore(doc);
  if (problems.length > 0) onError(new ContentProblemsError(`store_page/${doc.uid}`, problems));
  return store;
}

/** Every usable store (all pages of them); order is for the domain to decide. */
export async function getStores(client: prismic.Client, {onError = () => {}}: StoreContentOptions = {}) {
  const docs = await client.getAllByType<StorePageDocument>('store_page');
  return docs.flatMap((doc) => reshape(doc, onError) ?? []);
}

/** One store by handle: null when there is none, or it cannot be located. */
export async function getStore(
  client: prismic.Client,
  handle: string,
  {onError = () => {}}: StoreContentOptions = {},
): Promise<Store | null> {
  const doc = await orNullWhenMissing(client.getByUID<StorePageDocument>('store_page', handle));
  return doc ? reshape(doc, onError) : null;
}

export async function getStoreLocatorPage(client: prismic.Client): Promise<StoreLocatorPage | null> {
  const doc = await orNullWhenMissing(client.getByUID<StoreLocatorDocument>('store-locator', STORE_LOCATOR_UID));
  return doc ? toStoreLocatorPage(doc) : null;
}
