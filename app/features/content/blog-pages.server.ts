/**
 * Loaders of the blog pages: listings (/blogs/inspiration, /blogs/{uid},
 * /blogs/{uid}/tagged/{tag}, each paged with ?page={n}), articles
 * (/blogs/inspiration/{handle}) and /work-with-us. An unknown blog, tag, post
 * or a page past the last is the 404 page; Prismic failing is the 503 page
 * (orUnavailable), as for the other content pages.
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {isBlogTag, pageLinks, pagePath, requestedPage, tagLabel} from '~/domain/blog';
import {isPastTheEnd} from '~/domain/paging';
import {contentUrl} from '~/domain/content-url';
import {resolveCatalogueSlices} from './catalogue-slices.server';
import {notFound, orUnavailable} from '../errors/responses.server';
import {tagLink} from '~/services/prismic/blog.server';
import type {WorkWithUsPage} from '~/domain/blog-types';
import type {Seo} from '~/domain/content-types';
import type {BlogArticlePage, BlogListingPage} from './blog-view';

export type {BlogArticlePage, BlogListingPage};

const UID = /^[a-z0-9][a-z0-9_-]{0,254}$/i;

/** A blog list page; `tag` set for /blogs/{uid}/tagged/{tag}. */
export async function loadBlogListing(
  context: AppLoadContext,
  request: Request,
  {uid, tag}: {uid: string | undefined; tag?: string | undefined},
): Promise<BlogListingPage> {
  const blogUid = uid ?? '';
  const tagged = tag !== undefined;
  if (!UID.test(blogUid) || (tagged && !isBlogTag(tag))) return notFound(context);
  const page = requestedPage(new URL(request.url).searchParams.get('page'));

  const found = await orUnavailable(context, async () => {
    const [blogPage, taggedBlog] = await Promise.all([
      context.blog.getBlogPage(blogUid),
      tagged ? context.blog.getTaggedBlog(blogUid) : Promise.resolve(null),
    ]);
    // A tag list needs its blog: the `blogpage`, or at least the `taggedblog` heading.
    const listing = blogPage ?? taggedBlog;
    if (!listing) return null;
    const tags = [...new Set([blogPage?.postsTag, tag].filter(isBlogTag))];
    const posts = await context.blog.listPosts({page, pageSize: listing.pageSize, tags});
    return {blogPage, taggedBlog, listing, posts};
  });
  if (!found) return notFound(context);
  const {blogPage, taggedBlog, listing, posts} = found;
  // An unknown tag has no posts; a page past the last does not exist.
  if ((tagged && posts.totalPosts === 0) || isPastTheEnd(page, posts.totalPages)) return notFound(context);

  const blogUrl = contentUrl({type: 'blogpage', uid: blogUid});
  const path = tagged ? contentUrl({type: 'taggedblog', uid: blogUid}, {tag}) : blogUrl;
  const tagLinkValue = tagged ? tagLink(tag as string, blogUid) : null;
  const heading = tagLinkValue ? `${(taggedBlog ?? listing).title}: ${tagLabel(tagLinkValue.tag)}` : listing.title;
  const intro = tagged ? (taggedBlog?.intro ?? []) : listing.intro;
  const seo: Seo = tagLinkValue
    ? {title: heading, description: `${tagLabel(tagLinkValue.tag)} posts from ${blogPage?.title ?? listing.title}.`, robots: listing.seo.robots}
    : listing.seo;

  return {
    heading,
    intro,
    seo,
    tag: tagLinkValue,
    blogUrl,
    posts: posts.posts,
    page,
    totalPages: posts.totalPages,
    links: pageLinks(path, page, posts.totalPages),
    canonicalUrl: context.site.url(pagePath(path, page)),
  };
}

/** /blogs/inspiration/{handle}: the post, its slices' products and related posts. */
export async function loadBlogArticle(
  context: AppLoadContext,
  handle: string | undefined,
): Promise<BlogArticlePage> {
  const uid = handle ?? '';
  const post = UID.test(uid) ? await orUnavailable(context, () => context.blog.getPost(uid)) : null;
  if (!post) return notFound(context);
  // Both optional: a failure leaves their part of the page empty (reported by each).
  const [related, products] = await Promise.all([
    context.blog.relatedPosts(post),
    resolveCatalogueSlices(context, post.slices),
  ]);
  return {post, related, products, canonicalUrl: context.site.url(post.url)};
}

/** /work-with-us. */
export async function loadWorkWithUs(
  context: AppLoadContext,
): Promise<{page: WorkWithUsPage; canonicalUrl: string | null}> {
  const page = await orUnavailable(context, () => context.blog.getWorkWithUs());
  if (!page) return notFound(context);
  return {page, canonicalUrl: context.site.url(page.url)};
}
