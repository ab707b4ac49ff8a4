import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadBlogArticle} from '~/features/content/blog-pages.server';
import {contentUrl} from '~/domain/content-url';
import {pageMeta} from '~/features/seo/meta';
import {BRAND} from '~/config/brand';
import {POSTS_BLOG_UID} from '~/domain/blog';
import {BlogArticle} from '~/ui/components/blog/BlogArticle';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

/** /blogs/inspiration/{handle}: one article, its body slices and related posts. */
export async function loader({context, params}: LoaderFunctionArgs) {
  return loadBlogArticle(context, params.handle);
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
