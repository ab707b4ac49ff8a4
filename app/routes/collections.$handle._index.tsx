import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadCollectionListing} from '~/lib/collection-listing.server';
import {CollectionListing, collectionMeta} from '~/components/product/CollectionListing';

export async function loader({context, request, params}: LoaderFunctionArgs) {
  return loadCollectionListing(context, request, params.handle ?? '');
}

export const meta: MetaFunction<typeof loader> = ({data}) => collectionMeta(data);

export default function Collection() {
  const {collection} = useLoaderData<typeof loader>();
  return <CollectionListing collection={collection} />;
}
