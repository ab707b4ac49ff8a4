import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadCollectionListing} from '~/lib/search-listing.server';
import {SearchListing, listingMeta} from '~/components/search/SearchListing';
import type {PageCacheHandle} from '~/lib/page-cache/render-state';

/** The same page for every shopper without personal cookies: the page cache may keep it. */
export const handle: PageCacheHandle = {pageCache: true};

/** /collections/{handle?}/products: a collection's product list; without a handle, every product. */
export async function loader({context, request, params}: LoaderFunctionArgs) {
  return loadCollectionListing(context, request, {handle: params.handle ?? 'all'});
}

export const meta: MetaFunction<typeof loader> = ({data}) => listingMeta(data);

export default function CollectionProducts() {
  return <SearchListing data={useLoaderData<typeof loader>()} />;
}
