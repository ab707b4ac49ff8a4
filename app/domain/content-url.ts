/**
 * Where a content document lives on the site (one URL pattern per content
 * type; anything unknown goes to /). Works as @prismicio/client's `linkResolver` (it is called with a
 * content-relationship field or a document, both carry `type` and `uid`).
 */
import {ownEntry} from './own-entry';

export interface ContentRef {
  type: string;
  uid?: string | null;
  /** Documents may carry the blog tag of a `taggedblog` in their data. */
  data?: unknown;
}

export interface ContentUrlOptions {
  /** Listing page of a `blogpage`; pages above 1 add `?page={n}`. */
  page?: number;
  /** Tag of a `taggedblog`; falls back to `data.tag` of the document. */
  tag?: string;
  /**
   * Building a canonical link: the mattresses product list is canonically the
   * collection page itself, /collections/mattresses.
   */
  canonical?: boolean;
}

const HOME = '/';
const L2_SEPARATOR = '__';
const CANONICAL_COLLECTION_LISTS = new Set(['mattresses']);

function segment(value: string): string {
  return encodeURIComponent(value);
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function tagFromData(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'tag' in data) {
    const tag = (data as {tag: unknown}).tag;
    return typeof tag === 'string' ? tag : undefined;
  }
  return undefined;
}

/** `a__b__c` → /collections/a/b/c; anything but three non-empty parts is not a listing URL. */
function l2ListingUrl(uid: string): string {
  const parts = uid.split(L2_SEPARATOR);
  if (parts.length !== 3 || parts.some((part) => part.trim() === '')) return HOME;
  return `/collections/${parts.map(segment).join('/')}`;
}

/** Types whose URL does not depend on a uid. */
const FIXED_URLS: Record<string, string> = {
  contact_us: '/contact-us',
  product_search_page: '/products/search',
  cart: '/cart',
  error_page: '/error/404',
  work_with_us: '/work-with-us',
  bedbuilder: '/bedbuilder',
};

/** Types whose URL is a prefix plus the uid. */
const UID_PREFIXES: Record<string, string> = {
  become_a_member: '/',
  page: '/pages/',
  'store-locator': '/store/',
  store_page: '/store/',
  static_page: '/static-pages/',
  blog: '/blogs/inspiration/',
  collection_page: '/collections/',
  product_detail_page: '/products/',
  campaign_landing_page1: '/campaign/',
};

export function contentUrl(doc: ContentRef, options: ContentUrlOptions = {}): string {
  const fixed = ownEntry(FIXED_URLS, doc.type);
  if (fixed) return fixed;

  const uid = doc.uid;
  // Every remaining type needs a uid; without one there is no page to link to.
  if (!present(uid)) return HOME;

  const prefix = ownEntry(UID_PREFIXES, doc.type);
  if (prefix !== undefined) return `${prefix}${segment(uid)}`;

  switch (doc.type) {
    case 'blogpage': {
      const page = options.page;
      const paged = page !== undefined && Number.isInteger(page) && page > 1;
      return `/blogs/${segment(uid)}${paged ? `?page=${page}` : ''}`;
    }
    case 'taggedblog': {
      const tag = options.tag ?? tagFromData(doc.data);
      return present(tag)
        ? `/blogs/${segment(uid)}/tagged/${segment(tag)}`
        : `/blogs/${segment(uid)}`;
    }
    case 'product_list_page':
      return options.canonical && CANONICAL_COLLECTION_LISTS.has(uid)
        ? `/collections/${segment(uid)}`
        : `/collections/${segment(uid)}/products`;
    case 'l2_product_list_page':
      return l2ListingUrl(uid);
    default:
      return HOME;
  }
}

/** `contentUrl` in the one-argument shape @prismicio/client's `asLink` expects. */
export const linkResolver = (doc: ContentRef): string => contentUrl(doc);
