import type {AppLoadContext} from '@shopify/remix-oxygen';
import {getCollectionPage} from '~/services/storefront/collections.server';
import {COLLECTION_NOT_FOUND_MESSAGE} from '~/domain/error-page';
import {notFound, orUnavailable} from './error-responses.server';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;
// Shopify cursors are opaque base64; anything else would only earn a GraphQL error.
const CURSOR = /^[A-Za-z0-9+/=_-]{1,512}$/;

function cursorParam(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value && CURSOR.test(value) ? value : undefined;
}

/**
 * Loader for /collections/{handle} and /collections/{handle?}/products: the
 * handle must resolve to a collection, else 404 'Page not found' (spec).
 */
export async function loadCollectionListing(context: AppLoadContext, request: Request, handle: string) {
  if (!HANDLE.test(handle)) return notFound(context, COLLECTION_NOT_FOUND_MESSAGE);
  const url = new URL(request.url);
  const collection = await orUnavailable(context, () =>
    getCollectionPage(context.storefront, handle, {
      after: cursorParam(url, 'after'),
      before: cursorParam(url, 'before'),
    }),
  );
  if (!collection) return notFound(context, COLLECTION_NOT_FOUND_MESSAGE);
  return {collection, canonicalUrl: `${url.origin}/collections/${collection.handle}`};
}
