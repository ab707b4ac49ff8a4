/**
 * The content pages' sitemap (`/sitemap-content.xml`, a child of the Shopify
 * sitemap index): every Prismic document that is a page of its own, at the
 * URL the content-to-URL mapping gives it (./content-url.ts). Pure.
 */
import {contentUrl, type ContentRef} from './content-url';

/**
 * Content types that are pages of their own. Collections, product lists and
 * products are in Shopify's sitemaps; building blocks (header, menus,
 * settings, banners, SEO rules) and the error page are not pages.
 */
export const CONTENT_SITEMAP_TYPES = [
  'home_page',
  'page',
  'static_page',
  'become_a_member',
  'blog',
  'blogpage',
  'store_page',
  'store-locator',
  'campaign_landing_page1',
  'contact_us',
  'work_with_us',
  'bedbuilder',
] as const;

export interface ContentSitemapDocument extends ContentRef {
  last_publication_date: string;
  data?: unknown;
}

export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  /** ISO timestamp. */
  lastmod: string;
}

function robotsOf(data: unknown): string {
  if (data && typeof data === 'object' && 'meta_robots' in data) {
    const robots = (data as {meta_robots: unknown}).meta_robots;
    return typeof robots === 'string' ? robots.toLowerCase() : '';
  }
  return '';
}

/** One entry per URL (the newest publication wins); pages content marks noindex are left out. */
export function contentSitemapEntries(documents: readonly ContentSitemapDocument[], origin: string): SitemapEntry[] {
  const types: ReadonlySet<string> = new Set(CONTENT_SITEMAP_TYPES);
  const byUrl = new Map<string, SitemapEntry>();
  for (const doc of documents) {
    if (!types.has(doc.type) || robotsOf(doc.data).includes('noindex')) continue;
    const path = doc.type === 'home_page' ? '/' : contentUrl(doc);
    // No uid (or a type the mapping sends home): not a page of its own.
    if (path === '/' && doc.type !== 'home_page') continue;
    const entry = {loc: new URL(path, origin).href, lastmod: doc.last_publication_date};
    const known = byUrl.get(entry.loc);
    if (!known || known.lastmod < entry.lastmod) byUrl.set(entry.loc, entry);
  }
  return [...byUrl.values()].sort((a, b) => a.loc.localeCompare(b.loc));
}

const XML_ENTITIES = new Map([
  ['<', 'lt'],
  ['>', 'gt'],
  ['&', 'amp'],
  ["'", 'apos'],
  ['"', 'quot'],
]);

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&${XML_ENTITIES.get(char)};`);
}

/** A sitemaps.org `urlset`. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

/** Paths crawlers are asked to leave alone: the bag, the API, previews, the wishlist, the slice simulator. */
export const ROBOTS_DISALLOW = ['/cart', '/api/', '/preview', '/wishlist', '/slice-simulator'] as const;

/** robots.txt; the Sitemap line only with the store's origin (a sitemap must be named by its absolute URL). */
export function robotsTxt(origin: string | null, {allowIndexing = true}: {allowIndexing?: boolean} = {}): string {
  const rules = allowIndexing ? ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`) : ['Disallow: /'];
  const sitemap = origin === null ? [] : ['', `Sitemap: ${new URL('/sitemap.xml', origin).href}`];
  return ['User-agent: *', ...rules, ...sitemap, ''].join('\n');
}
