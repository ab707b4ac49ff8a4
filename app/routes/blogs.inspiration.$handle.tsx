import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadBlogArticle} from '~/lib/blog-pages.server';
import {contentUrl} from '~/domain/content-url';
import {pageMeta} from '~/lib/seo';
import {BRAND} from '~/config/brand';
import {POSTS_BLOG_UID} from '~/domain/blog';
import {BlogArticle} from '~/components/blog/BlogArticle';
import {PAGE_CACHE_ALLOWED} from '~/lib/page-cache/render-state';

export const handle = PAGE_CACHE_ALLOWED;

/** /blogs/inspiration/{handle}: one article, its body slices and related posts. */
export async function loader({context, params, request}: LoaderFunctionArgs) {
  return loadBlogArticle(context, request, params.handle);
}

export const meta: MetaFunction<typeof loader> = ({data}) =>
  data
    ? pageMeta({
        title: data.post.seo.title ?? data.post.title,
        description: data.post.seo.description,
        robots: data.post.seo.robots,
        canonicalUrl: data.canonicalUrl,
        brandName: BRAND.name,
      })
    : [];

export default function BlogArticlePage() {
  const {post, related, products} = useLoaderData<typeof loader>();
  return (
    <BlogArticle
      post={post}
      related={related}
      products={products}
      blogUrl={contentUrl({type: 'blogpage', uid: POSTS_BLOG_UID})}
      blogTitle="Inspiration"
    />
  );
}
