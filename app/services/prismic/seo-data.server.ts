/**
 * Content-driven redirects and 'gone' pages (`seo_redirect` and `seo_gone`
 * documents), consulted on every navigation.
 *
 * The rules are few and rarely change, so the whole list is read in one
 * content query and kept in the worker's cache (Hydrogen's withCache: fresh
 * for 10 minutes, then served stale while one background call refreshes it
 * for up to a day). A navigation looks its path up in memory: with no rule
 * for it there is no upstream call on the hot path. A failed read is
 * reported and never cached; the navigation goes on.
 */
import * as prismic from '@prismicio/client';
import {CacheCustom, type WithCache} from '@shopify/hydrogen';
import {
  DEFAULT_GONE_MESSAGE,
  normaliseSeoPath,
  seoDataFor,
  toRedirectStatus,
  type SeoData,
  type SeoRule,
} from '~/domain/seo-rules';
import {CONTENT_SITEMAP_TYPES, contentSitemapEntries, type SitemapEntry} from '~/domain/sitemap';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import type {SeoGoneDocument, SeoRedirectDocument} from './document-types';

export const SEO_RULE_TYPES = ['seo_redirect', 'seo_gone'] as const;
export const SEO_RULES_CACHE = CacheCustom({mode: 'public', maxAge: 600, staleWhileRevalidate: 86_400});
/** Crawlers read the sitemap a few times a day at most. */
export const CONTENT_SITEMAP_CACHE = CacheCustom({mode: 'public', maxAge: 3600, staleWhileRevalidate: 86_400});

export interface SeoDataService {
  /** Every rule; null when content could not be read (reported). */
  rules(): Promise<SeoRule[] | null>;
  /** What the content says about `path` (with or without its query); null when content could not be read. */
  lookup(path: string): Promise<SeoData | null>;
  /** The content pages for the sitemap, absolute on `origin` (the store's); null when content could not be read (reported). */
  sitemapEntries(origin: string): Promise<SitemapEntry[] | null>;
}

export interface SeoDataServiceOptions {
  client: prismic.Client;
  withCache: WithCache;
  reportError: ReportError;
  /** This site's origin: an editor's absolute redirect target on it is followed (as a path), any other is not. */
  siteOrigin: string;
  /** Distinguishes repositories sharing one cache (the Prismic endpoint). */
  cacheScope?: string;
}

/** Reshapes the documents into rules; a document missing its path (an editor's draft) is left out. */
export function toSeoRules(documents: ReadonlyArray<SeoRedirectDocument | SeoGoneDocument>): SeoRule[] {
  const rules: SeoRule[] = [];
  for (const doc of documents) {
    if (doc.type === 'seo_redirect') {
      const data = (doc as SeoRedirectDocument).data;
      const from = normaliseSeoPath(data.from ?? '');
      const to = data.to?.trim();
      if (from && to) rules.push({kind: 'redirect', from, to, statusCode: toRedirectStatus(data.status_code)});
    } else if (doc.type === 'seo_gone') {
      const data = (doc as SeoGoneDocument).data;
      const path = normaliseSeoPath(data.path ?? '');
      if (path) rules.push({kind: 'gone', path, message: data.message?.trim() || DEFAULT_GONE_MESSAGE});
    }
  }
  return rules;
}

export function createSeoDataService({
  client,
  withCache,
  reportError,
  siteOrigin,
  cacheScope = '',
}: SeoDataServiceOptions): SeoDataService {
  // One read per request at most, however many callers ask.
  let pending: Promise<SeoRule[] | null> | undefined;

  async function load(): Promise<SeoRule[] | null> {
    try {
      return await withCache.run(
        {cacheKey: ['prismic:seo-rules', cacheScope], cacheStrategy: SEO_RULES_CACHE, shouldCacheResult: () => true},
        async () =>
          toSeoRules(
            await client.dangerouslyGetAll<SeoRedirectDocument | SeoGoneDocument>({
              filters: [prismic.filter.any('document.type', [...SEO_RULE_TYPES])],
            }),
          ),
      );
    } catch (error) {
      reportError(error, {service: 'prismic', url: 'seo-data'});
      return null;
    }
  }

  const rules = () => (pending ??= load());

  return {
    rules,
    lookup: async (path) => {
      const all = await rules();
      return all ? seoDataFor(all, path, siteOrigin) : null;
    },
    sitemapEntries: async (origin) => {
      try {
        const documents = await withCache.run(
          {cacheKey: ['prismic:content-sitemap', cacheScope], cacheStrategy: CONTENT_SITEMAP_CACHE, shouldCacheResult: () => true},
          async () =>
            // Only what the sitemap needs is kept (and cached): type, uid, date and robots.
            (
              await client.dangerouslyGetAll({filters: [prismic.filter.any('document.type', [...CONTENT_SITEMAP_TYPES])]})
            ).map((doc) => ({
              type: doc.type,
              uid: doc.uid ?? null,
              last_publication_date: doc.last_publication_date,
              data: {meta_robots: (doc.data as {meta_robots?: unknown}).meta_robots ?? null},
            })),
        );
        return contentSitemapEntries(documents, origin);
      } catch (error) {
        reportError(error, {service: 'prismic', url: 'content sitemap'});
        return null;
      }
    },
  };
}
