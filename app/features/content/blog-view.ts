/** The blog's pages: a listing and an article (./blog-pages.server loads them). Browser-safe. */
import type * as prismic from '@prismicio/client';
import type {PageLinks} from '~/domain/blog';
import type {BlogPost, BlogPostSummary, BlogTagLink} from '~/domain/blog-types';
import type {Seo} from '~/domain/content-types';
import type {ProductSummary} from '~/domain/types';

export interface BlogListingPage {
  heading: string;
  intro: prismic.RichTextField;
  seo: Seo;
  /** The tag of a tagged list, with its label; null for a whole blog. */
  tag: BlogTagLink | null;
  /** The blog's own list, for a tagged list's way back. */
  blogUrl: string;
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
  links: PageLinks;
  /** On the store's origin; null when it has none (app/kernel/site-origin.ts). */
  canonicalUrl: string | null;
}

export interface BlogArticlePage {
  post: BlogPost;
  related: BlogPostSummary[];
  /** Catalogue slices' product tiles by slice id. */
  products: Record<string, ProductSummary[]>;
  /** On the store's origin; null when it has none. */
  canonicalUrl: string | null;
}
