import {Link} from '@remix-run/react';
import type {BlogListingPage} from '~/features/content/blog-view';
import {pageMeta} from '~/features/seo/meta';
import {BRAND} from '~/config/brand';
import {SliceRichText} from '~/ui/slices';
import {BlogPostGrid} from './BlogPostCard';



/** A blog list: heading, intro, a page of post cards, and previous/next links (plain links, so they work without JavaScript). */
export function BlogListing({listing}: {listing: BlogListingPage}) {
  const {heading, intro, tag, blogUrl, posts, page, totalPages, links} = listing;
  return (
    <div className="container-page py-10">
      <header className="max-w-3xl">
        {tag ? (
          <p className="text-sm">
            <Link to={blogUrl} className="text-brand underline underline-offset-4">
              All posts
            </Link>
          </p>
        ) : null}
        <h1 className="mt-1 text-3xl font-bold text-brand md:text-4xl">{heading}</h1>
        {intro.length > 0 ? (
          <div className="mt-3 text-lg text-gray-700">
            <SliceRichText field={intro} />
          </div>
        ) : null}
      </header>
      <div className="mt-8">
        {posts.length > 0 ? <BlogPostGrid posts={posts} /> : <p>No posts yet. Check back soon.</p>}
      </div>
      {totalPages > 1 ? (
        <nav aria-label="Blog pages" className="mt-10 flex items-center justify-between gap-4 border-t border-neutral-200 pt-6">
          {links.previous ? (
            <Link to={links.previous} rel="prev" className="btn-secondary" data-testid="blog-previous-page">
              Newer posts
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-gray-700" aria-current="page">{`Page ${page} of ${totalPages}`}</p>
          {links.next ? (
            <Link to={links.next} rel="next" className="btn-secondary" data-testid="blog-next-page">
              Older posts
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export function blogListingMeta(data: Pick<BlogListingPage, 'seo' | 'heading' | 'canonicalUrl' | 'page'> | undefined) {
  if (!data) return [];
  const title = data.seo.title ?? data.heading;
  return pageMeta({
    title: data.page > 1 ? `${title} (page ${data.page})` : title,
    description: data.seo.description,
    robots: data.seo.robots,
    canonicalUrl: data.canonicalUrl,
    brandName: BRAND.name,
  });
}
