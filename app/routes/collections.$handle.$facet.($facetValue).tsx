import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadCollectionListing} from '~/features/listing/listing.server';
import {notFound} from '~/features/errors/responses.server';
import {l2Facet} from '~/domain/search-listing';
import {SearchListing, listingMeta} from '~/ui/components/search/SearchListing';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/**
 * L2 listings, /collections/{handle}/{facet}/{facetValue} (e.g. /collections/mattresses/size/queen):
 * the collection with one filter set by the path, the facet named through the app settings'
 * l2_plp_facet_mapping. Without a value it is the collection's listing; an unmapped facet is 404.
 */
export async function loader({context, request, params}: LoaderFunctionArgs) {
  const handle = params.handle ?? '';
  if (!params.facetValue) return loadCollectionListing(context, request, {handle});
  const {appSettings} = await context.content.getCampaignSettings();
  const facet = l2Facet(appSettings.plpFacetMapping, params.facet ?? '', params.facetValue);
  if (!facet) return notFound(context);
  return loadCollectionListing(context, request, {handle, facet});
}

export const meta: MetaFunction<typeof loader> = ({data}) => listingMeta(data);

export default function CollectionFacetListing() {
  return <SearchListing data={useLoaderData<typeof loader>()} />;
}
