import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadBlogListing} from '~/features/content/blog-pages.server';
import {POSTS_BLOG_UID} from '~/domain/blog';
import {BlogListing, blogListingMeta} from '~/ui/components/blog/BlogListing';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /blogs/inspiration (?page={n}): the inspiration blog's posts, newest first. */
export async function loader({context, request}: LoaderFunctionArgs) {
  return loadBlogListing(context, request, {uid: POSTS_BLOG_UID});
}

export const meta: MetaFunction<typeof loader> = ({data}) => blogListingMeta(data);

export default function InspirationBlog() {
  const listing = useLoaderData<typeof loader>();
  return <BlogListing listing={listing} />;
}
