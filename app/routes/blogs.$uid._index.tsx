import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadBlogListing} from '~/features/content/blog-pages.server';
import {BlogListing, blogListingMeta} from '~/ui/components/blog/BlogListing';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /blogs/{uid} (?page={n}): a `blogpage` document's list of posts. */
export async function loader({context, params, request}: LoaderFunctionArgs) {
  return loadBlogListing(context, request, {uid: params.uid});
}

export const meta: MetaFunction<typeof loader> = ({data}) => blogListingMeta(data);

export default function BlogPage() {
  const listing = useLoaderData<typeof loader>();
  return <BlogListing listing={listing} />;
}
