/**
 * Blog listing rules (/blogs/{uid}, with ?page={n} when paged; tagged lists
 * /blogs/{uid}/tagged/{tag}). Pure, shared by loaders and components.
 *
 * Paging follows Shopify's blogs for a `page` that is not a page number
 * ('abc', '0', '-1', '1.5'): it shows page 1, whose canonical link has no
 * `page`. A page number past the last page is a 404, so crawlers drop it
 * instead of indexing an empty list.
 */

/** Every `blog` document is a post of this blog (content-to-URL mapping: blog → /blogs/inspiration/{uid}). */
export const POSTS_BLOG_UID = 'inspiration';

export const DEFAULT_BLOG_PAGE_SIZE = 6;
export const MAX_BLOG_PAGE_SIZE = 24;
/** Related posts under an article. */
export const RELATED_POSTS_LIMIT = 3;

const PAGE_NUMBER = /^[1-9]\d{0,5}$/;
const TAG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** The page a `?page=` value asks for: a page number, or 1 for anything else. */
export function requestedPage(raw: string | null | undefined): number {
  const value = raw?.trim() ?? '';
  return PAGE_NUMBER.test(value) ? Number(value) : 1;
}

/** Posts per page from content: a whole number from 1 to 24, else 6. */
export function blogPageSize(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return DEFAULT_BLOG_PAGE_SIZE;
  return Math.min(value, MAX_BLOG_PAGE_SIZE);
}

/** True for a tag as content writes them: lower-case words joined by hyphens ('buying-guide'). */
export function isBlogTag(tag: string | null | undefined): tag is string {
  return typeof tag === 'string' && TAG.test(tag);
}

/** 'buying-guide' → 'Buying guide'. */
export function tagLabel(tag: string): string {
  const words = tag.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A listing path for a page: page 1 is the path itself, later pages add ?page={n}. */
export function pagePath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

export interface PageLinks {
  previous: string | null;
  next: string | null;
}

/** Previous and next links of a listing page (none before the first page or after the last). */
export function pageLinks(path: string, page: number, totalPages: number): PageLinks {
  return {
    previous: page > 1 ? pagePath(path, Math.min(page - 1, Math.max(totalPages, 1))) : null,
    next: page < totalPages ? pagePath(path, page + 1) : null,
  };
}

