import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadCollectionListing} from '~/features/listing/listing.server';
import {SearchListing, listingMeta} from '~/ui/components/search/SearchListing';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /collections/{handle}: the collection's products, filtered, sorted and paged by the search provider. */
export async function loader({context, request, params}: LoaderFunctionArgs) {
  return loadCollectionListing(context, request, {handle: params.handle ?? ''});
}

export const meta: MetaFunction<typeof loader> = ({data}) => listingMeta(data);

export default function Collection() {
  return <SearchListing data={useLoaderData<typeof loader>()} />;
}
