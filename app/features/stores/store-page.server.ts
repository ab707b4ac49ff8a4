import type {AppLoadContext} from '@shopify/remix-oxygen';
import {resolveCatalogueSlices} from '~/features/content/catalogue-slices.server';
import {notFound, orUnavailable} from '~/features/errors/responses.server';

const HANDLE = /^[a-z0-9][a-z0-9_-]{0,254}$/i;

/** One store's page (a `store_page` document) and its catalogue slices' products; an unknown handle is the 404. */
export async function loadStorePage(context: AppLoadContext, handle: string) {
  const store = HANDLE.test(handle) ? await orUnavailable(context, () => context.content.getStore(handle)) : null;
  if (!store) return notFound(context);
  const products = await resolveCatalogueSlices(context, store.slices);
  return {store, products, canonicalUrl: context.site.url(store.url)};
}
