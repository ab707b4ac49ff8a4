/**
 * The blog and the careers page from Prismic: lists of posts by page (all,
 * or by tag), one post by uid, related posts, the `blogpage` and `taggedblog`
 * listing documents and the `work_with_us` page. Failure policy as for the
 * other content pages (./content.server.ts): a missing document is null (the
 * route answers 404), any other failure is thrown (the route answers the 503
 * page); related posts are optional, so their failure is reported and the
 * article shows none.
 */
import * as prismic from '@prismicio/client';
import {blogPageSize, isBlogTag, POSTS_BLOG_UID, RELATED_POSTS_LIMIT, tagLabel} from '~/domain/blog';
import {contentUrl} from '~/domain/content-url';
import type {BlogDocument, BlogPageDocument, TaggedBlogDocument, WorkWithUsDocument} from './document-types';
import {imageRef, toSeo} from './reshape';
import {orNullWhenMissing} from './not-found';
import type {
  BlogListingContent,
  BlogPost,
  BlogPostPage,
  BlogPostSummary,
  BlogTagLink,
  CareerRole,
  WorkWithUsPage,
} from '~/domain/blog-types';


/** Newest first; posts published at the same moment keep Prismic's publication order. */
const NEWEST_FIRST: prismic.Ordering[] = [
  {field: 'my.blog.published_at', direction: 'desc'},
  {field: 'document.first_publication_date', direction: 'desc'},
];

export interface BlogServiceOptions {
  /** Where failures of optional content (related posts) go. */
  onError?: (error: unknown) => void;
}

export interface BlogService {
  /** One page of posts, newest first; only those with every one of `tags` when given. Throws when Prismic fails. */
  listPosts(options: {page: number; pageSize: number; tags?: readonly string[]}): Promise<BlogPostPage>;
  /** Null when there is no such post. */
  getPost(uid: string): Promise<BlogPost | null>;
  /** Up to 3 other posts sharing a tag with `post`, newest first; empty (reported) when Prismic fails. */
  relatedPosts(post: Pick<BlogPost, 'id' | 'tags'>): Promise<BlogPostSummary[]>;
  /** The `blogpage` document (/blogs/{uid}); null when missing. */
  getBlogPage(uid: string): Promise<BlogListingContent | null>;
  /** The `taggedblog` document heading /blogs/{uid}/tagged/{tag}; null when missing. */
  getTaggedBlog(uid: string): Promise<BlogListingContent | null>;
  /** The `work_with_us` page; null when missing. */
  getWorkWithUs(): Promise<WorkWithUsPage | null>;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}


export function tagLink(tag: string, blogUid: string = POSTS_BLOG_UID): BlogTagLink {
  return {tag, label: tagLabel(tag), url: contentUrl({type: 'taggedblog', uid: blogUid}, {tag})};
}

export function toBlogPostSummary(doc: BlogDocument): BlogPostSummary {
  return {
    id: doc.id,
    uid: doc.uid,
    url: contentUrl(doc),
    title: prismic.asText(doc.data.title).trim(),
    summary: doc.data.summary ?? [],
    image: imageRef(doc.data.hero_image),
    author: text(doc.data.author),
    // A post without a date was published when Prismic says it was.
    publishedAt: doc.data.published_at ?? doc.first_publication_date ?? null,
    // Only tags that can be a URL get a list of their own.
    tags: doc.tags.filter(isBlogTag).map((tag) => tagLink(tag)),
  };
}

export function toBlogPost(doc: BlogDocument): BlogPost {
  const summary = toBlogPostSummary(doc);
  return {...summary, slices: doc.data.slices ?? [], seo: toSeo(doc.data, summary.title)};
}

function toListingContent(doc: BlogPageDocument | TaggedBlogDocument): BlogListingContent {
  const title = prismic.asText(doc.data.title).trim();
  const isBlogPage = doc.type === 'blogpage';
  const postsTag = isBlogPage ? text((doc as BlogPageDocument).data.posts_tag) : null;
  return {
    uid: doc.uid,
    title,
    intro: doc.data.intro ?? [],
    pageSize: blogPageSize(isBlogPage ? (doc as BlogPageDocument).data.page_size : null),
    postsTag: isBlogTag(postsTag) ? postsTag : null,
    seo: toSeo(doc.data, title),
    url: contentUrl({type: 'blogpage', uid: doc.uid}),
  };
}

function toWorkWithUs(doc: WorkWithUsDocument): WorkWithUsPage {
  const title = prismic.asText(doc.data.title).trim();
  const roles: CareerRole[] = (doc.data.roles ?? []).flatMap((role) => {
    const roleTitle = text(role.role_title);
    if (!roleTitle) return [];
    return [
      {
        title: roleTitle,
        location: text(role.location),
        employmentType: text(role.employment_type),
        description: role.description ?? [],
        applyLink: role.apply_link,
      },
    ];
  });
  return {
    title,
    intro: doc.data.intro ?? [],
    image: imageRef(doc.data.hero_image),
    rolesHeading: text(doc.data.roles_heading) ?? 'Open roles',
    roles,
    closing: doc.data.closing ?? [],
    seo: toSeo(doc.data, title),
    url: contentUrl({type: 'work_with_us'}),
  };
}

export function createBlogService(client: prismic.Client, {onError = () => {}}: BlogServiceOptions = {}): BlogService {
  return {
    listPosts: async ({page, pageSize, tags = []}) => {
      const answer = await client.getByType<BlogDocument>('blog', {
        page,
        pageSize,
        orderings: NEWEST_FIRST,
        filters: tags.length > 0 ? [prismic.filter.at('document.tags', [...tags])] : [],
      });
      return {
        posts: answer.results.map(toBlogPostSummary),
        page: answer.page,
        totalPages: answer.total_pages,
        totalPosts: answer.total_results_size,
      };
    },

    getPost: async (uid) => {
      const doc = await orNullWhenMissing(client.getByUID<BlogDocument>('blog', uid));
      return doc ? toBlogPost(doc) : null;
    },

    relatedPosts: async (post) => {
      const tags = post.tags.map((link) => link.tag);
      if (tags.length === 0) return [];
      try {
        const answer = await client.getByType<BlogDocument>('blog', {
          pageSize: RELATED_POSTS_LIMIT,
          orderings: NEWEST_FIRST,
          filters: [prismic.filter.any('document.tags', tags), prismic.filter.not('document.id', post.id)],
        });
        return answer.results.map(toBlogPostSummary);
      } catch (error) {
        onError(error);
        return [];
      }
    },

    getBlogPage: async (uid) => {
      const doc = await orNullWhenMissing(client.getByUID<BlogPageDocument>('blogpage', uid));
      return doc ? toListingContent(doc) : null;
    },

    getTaggedBlog: async (uid) => {
      const doc = await orNullWhenMissing(client.getByUID<TaggedBlogDocument>('taggedblog', uid));
      return doc ? toListingContent(doc) : null;
    },

    getWorkWithUs: async () => {
      const doc = await orNullWhenMissing(client.getSingle<WorkWithUsDocument>('work_with_us'));
      return doc ? toWorkWithUs(doc) : null;
    },
  };
}
