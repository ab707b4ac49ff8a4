/**
 * The storefront's content queries. Failure policy:
 * - optional content (header, error page): a failure, a missing document
 *   included (the repository is misconfigured), is reported through `onError`
 *   and the result is null, so the page still renders;
 * - pages (home, page, static page): a missing document is null (the route
 *   answers 404); any other failure is thrown (the route answers 500).
 * Campaign content follows the same two rules; see ./campaigns.server.ts.
 */
import * as prismic from '@prismicio/client';
import type {CampaignBanner} from '~/domain/countdown';
import {
  getCampaignBanner,
  getCampaignLandingPage,
  getCampaignSettings,
  type CampaignLandingPage,
  type CampaignSettings,
} from './campaigns.server';
import type {
  ContentPageDocument,
  ErrorPageDocument,
  HeaderDocument,
  HomePageDocument,
  MegaMenuDocument,
} from './document-types';
import {toContentPage, toErrorPage, toHomePage, toSiteHeader} from './reshape';
import type {ContentPage, ErrorPageContent, HomePage, SiteHeader} from './types';

export const HEADER_UID = 'site-header';
export const ERROR_PAGE_UID = '404';

export interface ContentServiceOptions {
  /** Where failures of optional content go (e.g. the app's error reporter). */
  onError?: (error: unknown) => void;
}

export interface ContentService {
  getSiteHeader(): Promise<SiteHeader | null>;
  getHomePage(): Promise<HomePage | null>;
  getErrorPage(): Promise<ErrorPageContent | null>;
  getPage(uid: string): Promise<ContentPage | null>;
  getStaticPage(uid: string): Promise<ContentPage | null>;
  /** Campaigns and app settings, read fresh on every call (never cached); empty when content fails. */
  getCampaignSettings(): Promise<CampaignSettings>;
  /** Null when content fails or the banner has no text or timer; still check shouldShowCampaignBanner(banner, now). */
  getCampaignBanner(): Promise<CampaignBanner | null>;
  /** /campaign/{uid}: null when missing; other failures are thrown. */
  getCampaignLandingPage(uid: string): Promise<CampaignLandingPage | null>;
}

/** Null for "no such document"; other errors go on. */
async function orNullWhenMissing<T>(query: Promise<T>): Promise<T | null> {
  try {
    return await query;
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null;
    throw error;
  }
}

export function createContentService(
  client: prismic.Client,
  {onError = () => {}}: ContentServiceOptions = {},
): ContentService {
  /** Optional content: report any failure, then carry on without it. */
  async function optional<T>(load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      onError(error);
      return null;
    }
  }

  async function getContentPage(type: 'page' | 'static_page', uid: string): Promise<ContentPage | null> {
    if (uid.trim() === '') return null;
    const doc = await orNullWhenMissing(client.getByUID<ContentPageDocument>(type, uid));
    return doc ? toContentPage(doc) : null;
  }

  return {
    getSiteHeader: () =>
      optional(async () => {
        // Both at once: the menus are few, and a second round trip would hold up every page.
        const [header, menus] = await Promise.all([
          client.getByUID<HeaderDocument>('header', HEADER_UID),
          client.getAllByType<MegaMenuDocument>('mega_menu').catch((error: unknown) => {
            // Without its menus the header still has its top-level links.
            onError(error);
            return [];
          }),
        ]);
        return toSiteHeader(header, menus);
      }),

    getHomePage: async () => {
      const doc = await orNullWhenMissing(client.getSingle<HomePageDocument>('home_page'));
      return doc ? toHomePage(doc) : null;
    },

    getErrorPage: () =>
      optional(async () => {
        const doc = await client.getByUID<ErrorPageDocument>('error_page', ERROR_PAGE_UID);
        return toErrorPage(doc);
      }),

    getPage: (uid) => getContentPage('page', uid),
    getStaticPage: (uid) => getContentPage('static_page', uid),

    getCampaignSettings: () => getCampaignSettings(client, {onError}),
    getCampaignBanner: () => getCampaignBanner(client, {onError}),
    getCampaignLandingPage: (uid) => getCampaignLandingPage(client, uid),
  };
}
