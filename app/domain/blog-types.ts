/** The blog as the app sees it (the blog service reshapes Prismic documents into these). */
import type * as prismic from '@prismicio/client';
import type {ImageRef} from '~/domain/types';
import type {PageSlice} from '~/domain/slice-types';
import type {Seo} from './content-types';

export interface BlogTagLink {
  tag: string;
  label: string;
  /** The tag's list, /blogs/inspiration/tagged/{tag}. */
  url: string;
}

export interface BlogPostSummary {
  /** Prismic's document id (related posts leave the article itself out by it). */
  id: string;
  uid: string;
  /** /blogs/inspiration/{uid}. */
  url: string;
  title: string;
  /** Rich text; lists show it truncated. */
  summary: prismic.RichTextField;
  image: ImageRef | null;
  author: string | null;
  /** ISO timestamp, or null when content has none. */
  publishedAt: string | null;
  tags: BlogTagLink[];
}

export interface BlogPost extends BlogPostSummary {
  slices: PageSlice[];
  seo: Seo;
}

export interface BlogPostPage {
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
  totalPosts: number;
}

/** A `blogpage` (/blogs/{uid}) or the `taggedblog` heading of its tag lists. */
export interface BlogListingContent {
  uid: string;
  title: string;
  intro: prismic.RichTextField;
  pageSize: number;
  /** Only posts with this tag (a `blogpage` filtered by topic); null: every post. */
  postsTag: string | null;
  seo: Seo;
  /** The listing's first page. */
  url: string;
}

export interface CareerRole {
  title: string;
  location: string | null;
  employmentType: string | null;
  description: prismic.RichTextField;
  /** Where to apply, passed to SliceLink (a mailto: address or a page). */
  applyLink: prismic.LinkField;
}

export interface WorkWithUsPage {
  title: string;
  intro: prismic.RichTextField;
  image: ImageRef | null;
  rolesHeading: string;
  roles: CareerRole[];
  closing: prismic.RichTextField;
  seo: Seo;
  url: string;
}
