import {Link} from '@remix-run/react';
import {formatLongDate} from '~/domain/format';
import type {BlogPostSummary} from '~/domain/blog-types';
import {ContentImage, SliceRichText} from '~/ui/slices';

/** Summaries on cards are cut to this many characters (rich-text truncation: maxChars − 3 plus '...'). */
export const CARD_SUMMARY_MAX_CHARS = 140;

/** One post in a list: picture, date, title (the link) and a short summary. */
export function BlogPostCard({post, headingLevel = 2}: {post: BlogPostSummary; headingLevel?: 2 | 3}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatLongDate(post.publishedAt);
  return (
    <article className="group relative flex h-full flex-col" data-testid="blog-post-card">
      <div className="aspect-[4/3] overflow-hidden rounded bg-brand-light">
        <ContentImage
          image={post.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      {date ? (
        <p className="mt-3 text-sm text-gray-600">
          <time dateTime={post.publishedAt ?? undefined}>{date}</time>
        </p>
      ) : null}
      <Heading className="mt-1 text-lg font-bold text-brand">
        {/* The whole card is the link's target area; the title is its name. */}
        <Link to={post.url} prefetch="intent" className="after:absolute after:inset-0 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand">
          {post.title}
        </Link>
      </Heading>
      <div className="mt-2 text-sm text-gray-700">
        <SliceRichText field={post.summary} maxChars={CARD_SUMMARY_MAX_CHARS} />
      </div>
    </article>
  );
}

/** A grid of post cards. */
export function BlogPostGrid({posts, headingLevel = 2}: {posts: BlogPostSummary[]; headingLevel?: 2 | 3}) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <BlogPostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
