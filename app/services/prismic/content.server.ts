/**
 * The storefront's content queries. Failure policy:
 * - optional content (header, error page): a failure, a missing document
 *   included (the repository is misconfigured), is reported through `onError`
 *   and the result is the last good copy (./last-good.server.ts), else null,
 *   so the page still renders;
 * - the home page: a missing document is null; any other failure is reported
 *   and the result is the last good copy marked `stale`, else null (the route
 *   renders a minimal home);
 * - pages (page, static page): a missing document is null (the route answers
 *   404); any other failure is thrown (the route answers the 503 page, which
 *   crawlers retry instead of dropping the page).
 * Campaign content follows the same rules without a last good copy (campaign
 * settings are requested without caching); see ./campaigns.server.ts.
 * With the isolate's ref memo, what every page reads (header, campaign settings
 * and banner) is read once per published ref, not once per request.
 */
import type * as prismic from '@prismicio/client';
import type {CampaignBanner} from '~/domain/countdown';
import {
  getCampaignLandingPage,
  readCampaignBanner,
  readCampaignSettings,
  type CampaignLandingPage,
  type CampaignSettings,
} from './campaigns.server';
import type {
  ContentPageDocument,
  ContentPageType,
  ErrorPageDocument,
  HeaderDocument,
  HomePageDocument,
  MegaMenuDocument,
} from './document-types';
import {getBedBuilderContent, type BedBuilderContent} from './bed-builder.server';
import {createLastGood} from './last-good.server';
import {getStore, getStoreLocatorPage, getStores} from './store-content.server';
import type {Store, StoreLocatorPage} from './store-content';
import {getContactUsPage, getContactUsSuccess} from './contact-content.server';
import type {ContactUsPage, ContactUsSuccess} from './contact-content';
import {toContentPage, toErrorPage, toHomePage, toSiteHeader} from './reshape';
import type {ContentPage, ErrorPageContent, HomePage, SiteHeader} from '~/domain/content-types';
import {orNullWhenMissing} from './not-found';
import type {ContentRead, RefMemo} from './ref-memo.server';

export const HEADER_UID = 'site-header';
export const ERROR_PAGE_UID = '404';
export const BECOME_A_MEMBER_UID = 'become-a-member';

export interface ContentServiceOptions {
  /** Where failures of optional content go (e.g. the app's error reporter). */
  onError?: (error: unknown) => void;
  /** Where the last good page-level content is kept (the worker's Cache API); none: no fallback. */
  cache?: Cache;
  /** Lets the last-good writes finish after the response (the worker's waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
  /**
   * The isolate's memory of what every page reads (header, campaign settings and banner), by the master ref
   * it was read from (./ref-memo.server.ts). Never for a preview session, whose client reads drafts.
   */
  memo?: RefMemo;
}

export interface ContentService {
  getSiteHeader(): Promise<SiteHeader | null>;
  /** Never throws: null when missing, or failed without a last good copy. */
  getHomePage(): Promise<HomePage | null>;
  getErrorPage(): Promise<ErrorPageContent | null>;
  getPage(uid: string): Promise<ContentPage | null>;
  getStaticPage(uid: string): Promise<ContentPage | null>;
  /** The `become_a_member` document (/become-a-member); null when missing. */
  getBecomeAMemberPage(): Promise<ContentPage | null>;
  /** Campaigns and app settings published in the current master ref (see ./campaigns.server.ts); empty when content fails. */
  getCampaignSettings(): Promise<CampaignSettings>;
  /** Null when content fails or the banner has no text or timer; still check shouldShowCampaignBanner(banner, now). */
  getCampaignBanner(): Promise<CampaignBanner | null>;
  /** /campaign/{uid}: null when missing; other failures are thrown. */
  getCampaignLandingPage(uid: string): Promise<CampaignLandingPage | null>;
  /** Every store that can be located (broken ones reported and left out); failures are thrown. */
  getStores(): Promise<Store[]>;
  /** /store/{handle}: null when missing or not locatable; other failures are thrown. */
  getStore(handle: string): Promise<Store | null>;
  /** The `store-locator` document: null when missing; other failures are thrown. */
  getStoreLocatorPage(): Promise<StoreLocatorPage | null>;
  /** The contact-us form (fields and messages): null when missing; other failures are thrown. */
  getContactUsPage(): Promise<ContactUsPage | null>;
  /** /contact-us/success copy: null when missing; other failures are thrown. */
  getContactUsSuccess(): Promise<ContactUsSuccess | null>;
  /** /bedbuilder's option data: null when missing; other failures are thrown; broken entries are dropped and reported. */
  getBedBuilder(): Promise<BedBuilderContent | null>;
}


export function createContentService(
  client: prismic.Client,
  {onError = () => {}, cache, waitUntil, memo}: ContentServiceOptions = {},
): ContentService {
  const lastGood = createLastGood({cache, waitUntil, onError});

  /** `load`'s read of the current master ref: from the memo when one was read already, else read now. */
  async function current<T>(key: string, load: () => Promise<ContentRead<T>>): Promise<T> {
    if (!memo) return (await load()).value;
    let ref: string;
    try {
      // When the memo has to read, the client's own queries reuse the repository answer it got here.
      ref = await memo.currentRef(async () => (await client.getMasterRef()).ref);
    } catch {
      // Then the read fails too, and reports it and falls back as it always has.
      return (await load()).value;
    }
    return memo.read(ref, key, load);
  }

  /**
   * Fresh content is remembered (unless `keep` says it is partial); a failure
   * is reported and answered with the last good copy, else null.
   */
  async function orLastGood<T>(
    key: string,
    load: () => Promise<T | null>,
    keep: () => boolean = () => true,
  ): Promise<{value: T | null; stale: boolean}> {
    let value: T | null;
    try {
      value = await load();
    } catch (error) {
      onError(error);
      return {value: await lastGood.recall<T>(key), stale: true};
    }
    if (value !== null && keep()) lastGood.remember(key, value);
    return {value, stale: false};
  }

  async function getContentPage(type: ContentPageType, uid: string): Promise<ContentPage | null> {
    if (uid.trim() === '') return null;
    const doc = await orNullWhenMissing(client.getByUID<ContentPageDocument>(type, uid));
    return doc ? toContentPage(doc) : null;
  }

  return {
    getSiteHeader: () =>
      current(`header/${HEADER_UID}`, async () => {
        let menusFailed = false;
        const load = async () => {
          // Both at once: the menus are few, and a second round trip would hold up every page.
          const [header, menus] = await Promise.all([
            client.getByUID<HeaderDocument>('header', HEADER_UID),
            client.getAllByType<MegaMenuDocument>('mega_menu').catch((error: unknown) => {
              // Without its menus the header still has its top-level links.
              onError(error);
              menusFailed = true;
              return [];
            }),
          ]);
          return toSiteHeader(header, menus);
        };
        // A header without its menus must not replace the last good one.
        const {value, stale} = await orLastGood(`header/${HEADER_UID}`, load, () => !menusFailed);
        return {value, complete: !stale && !menusFailed};
      }),

    getHomePage: async () => {
      const {value, stale} = await orLastGood('home_page', async () => {
        const doc = await orNullWhenMissing(client.getSingle<HomePageDocument>('home_page'));
        return doc ? toHomePage(doc) : null;
      });
      return value && stale ? {...value, stale: true} : value;
    },

    getErrorPage: async () => {
      const load = async () => toErrorPage(await client.getByUID<ErrorPageDocument>('error_page', ERROR_PAGE_UID));
      return (await orLastGood(`error_page/${ERROR_PAGE_UID}`, load)).value;
    },

    getPage: (uid) => getContentPage('page', uid),
    getStaticPage: (uid) => getContentPage('static_page', uid),
    getBecomeAMemberPage: () => getContentPage('become_a_member', BECOME_A_MEMBER_UID),

    getCampaignSettings: () => current('campaign-settings', () => readCampaignSettings(client, {onError})),
    getCampaignBanner: () => current('campaign-banner', () => readCampaignBanner(client, {onError})),
    getCampaignLandingPage: (uid) => getCampaignLandingPage(client, uid),
    getStores: () => getStores(client, {onError}),
    getStore: (handle) => getStore(client, handle, {onError}),
    getStoreLocatorPage: () => getStoreLocatorPage(client),
    getContactUsPage: () => getContactUsPage(client, {onError}),
    getContactUsSuccess: () => getContactUsSuccess(client),
    getBedBuilder: () => getBedBuilderContent(client, {onError}),
  };
}
