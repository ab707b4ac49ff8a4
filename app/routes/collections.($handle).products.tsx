import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadCollectionListing} from '~/lib/collection-listing.server';
import {CollectionListing, collectionMeta} from '~/components/product/CollectionListing';

/** /collections/{handle?}/products: a collection's product list; without a handle, every product. */
export async function loader({context, request, params}: LoaderFunctionArgs) {
  return loadCollectionListing(context, request, params.handle ?? 'all');
}

export const meta: MetaFunction<typeof loader> = ({data}) => collectionMeta(data);

export default function CollectionProducts() {
  const {collection} = useLoaderData<typeof loader>();
  return <CollectionListing collection={collection} />;
}
