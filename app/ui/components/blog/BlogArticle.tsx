import {Link} from '@remix-run/react';
import {SliceZone} from '@prismicio/react';
import {formatLongDate} from '~/domain/format';
import type {ProductSummary} from '~/domain/types';
import type {BlogPost, BlogPostSummary} from '~/domain/blog-types';
import {components, ContentImage, type SliceContext} from '~/ui/slices';
import {SliceProductTile} from '~/ui/components/product/SliceProductTile';
import {BlogPostGrid} from './BlogPostCard';

interface BlogArticleProps {
  post: BlogPost;
  related: BlogPostSummary[];
  products: Record<string, ProductSummary[]>;
  blogUrl: string;
  blogTitle: string;
}

/** An article: title, date (en-AU long format), author, tags linking to their lists, hero picture, body slices, related posts. */
export function BlogArticle({post, related, products, blogUrl, blogTitle}: BlogArticleProps) {
  const date = formatLongDate(post.publishedAt);
  const context: SliceContext<ProductSummary> = {products, ProductTile: SliceProductTile};
  return (
    <article className="pb-12">
      <header className="container-page max-w-3xl pt-10">
        <p className="text-sm">
          <Link to={blogUrl} className="text-brand underline underline-offset-4">
            {blogTitle}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-brand md:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-gray-700">
          {date ? <time dateTime={post.publishedAt ?? undefined}>{date}</time> : null}
          {date && post.author ? ' · ' : null}
          {post.author ? <span>{`By ${post.author}`}</span> : null}
        </p>
        {post.tags.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Topics">
            {post.tags.map((tag) => (
              <li key={tag.tag}>
                <Link
                  to={tag.url}
                  className="inline-block rounded-full border border-brand px-3 py-1 text-sm text-brand hover:bg-brand-light focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <div className="container-page mt-6 max-w-4xl">
        <ContentImage image={post.image} priority sizes="(min-width: 1024px) 896px, 100vw" className="h-auto w-full rounded" />
      </div>
      <div className="mt-6">
        <SliceZone slices={post.slices} components={components} context={context} />
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-posts" className="container-page mt-12 border-t border-neutral-200 pt-10">
          <h2 id="related-posts" className="mb-6 text-2xl font-bold text-brand">
            Related posts
          </h2>
          <BlogPostGrid posts={related} headingLevel={3} />
        </section>
      ) : null}
    </article>
  );
}
