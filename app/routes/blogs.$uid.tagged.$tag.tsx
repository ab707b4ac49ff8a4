import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadBlogListing} from '~/features/content/blog-pages.server';
import {BlogListing, blogListingMeta} from '~/ui/components/blog/BlogListing';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /blogs/{uid}/tagged/{tag} (?page={n}): a blog's posts on one topic. */
export async function loader({context, params, request}: LoaderFunctionArgs) {
  return loadBlogListing(context, request, {uid: params.uid, tag: params.tag ?? ''});
}

export const meta: MetaFunction<typeof loader> = ({data}) => blogListingMeta(data);

export default function TaggedBlog() {
  const listing = useLoaderData<typeof loader>();
  return <BlogListing listing={listing} />;
}
