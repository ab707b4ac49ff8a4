import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadSearchPage} from '~/features/listing/listing.server';
import {SearchListing, listingMeta} from '~/ui/components/search/SearchListing';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /products/search?query=…: the search results, filtered, sorted and paged through the URL. */
export async function loader({context, request}: LoaderFunctionArgs) {
  return loadSearchPage(context, request);
}

export const meta: MetaFunction<typeof loader> = ({data}) => listingMeta(data);

export default function SearchPage() {
  return <SearchListing data={useLoaderData<typeof loader>()} />;
}
