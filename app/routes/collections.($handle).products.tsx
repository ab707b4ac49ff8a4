import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadCollectionListing} from '~/features/listing/listing.server';
import {SearchListing, listingMeta} from '~/ui/components/search/SearchListing';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /collections/{handle?}/products: a collection's product list; without a handle, every product. */
export async function loader({context, request, params}: LoaderFunctionArgs) {
  return loadCollectionListing(context, request, {handle: params.handle ?? 'all'});
}

export const meta: MetaFunction<typeof loader> = ({data}) => listingMeta(data);

export default function CollectionProducts() {
  return <SearchListing data={useLoaderData<typeof loader>()} />;
}
