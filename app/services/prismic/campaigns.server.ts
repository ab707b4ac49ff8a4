/**
 * Campaign content: the campaign and app settings, the campaign banner and
 * campaign landing pages.
 *
 * Failure policy:
 * - settings and banner are optional: a failed or missing document is
 *   reported through `onError` and degrades to empty lists / null; broken
 *   campaigns and fields are dropped and reported as one ContentProblemsError
 *   per document, listing what was wrong;
 * - a landing page is a page, like /pages/{uid}: missing → null (the route
 *   answers 404), any other failure is thrown (the route answers 500, which
 *   crawlers retry instead of dropping the page).
 *
 * Settings are requested without caching: every request resolves the repository's
 * current master ref (one request, kept 30 s: ../upstream/cache-strategies.ts)
 * and reads the settings published in it. What a ref holds never changes, so
 * what was read by ref (the sub-request cache, and the isolate's ref memo in
 * ./ref-memo.server.ts, which keeps the checked settings) is never older than
 * the current ref. The `read*` functions say whether a read was complete, so
 * that a fallback for a failed document is never kept.
 */
import * as prismic from '@prismicio/client';
import {EMPTY_APP_SETTINGS, type AppSettings, type Campaign, type CampaignSettings} from '~/domain/campaigns';
import {parseAppSettings, parseCampaigns, parseTimestamp} from '~/domain/campaign-parsing';
import {hexColour, isInvalidColour} from '~/domain/colour';
import {linkResolver} from '~/domain/content-url';
import type {CampaignBanner} from '~/domain/countdown';
import type {PageSlice} from '~/domain/slice-types';
import type {
  AppSettingsDocument,
  CampaignBannerDocument,
  CampaignLandingPageDocument,
  CampaignSettingsDocument,
} from './document-types';
import {linkUrl, toSeo} from './reshape';
import type {Seo} from '~/domain/content-types';
import type {ContentRead} from './ref-memo.server';

export const CAMPAIGN_SETTINGS_UID = 'campaign-settings';
export const APP_SETTINGS_UID = 'app-settings';
export const CAMPAIGN_BANNER_UID = 'layout-campaign-banner';

/** Same rule as the information banner's font size (reshape.ts). */
const CSS_LENGTH = /^\d+(\.\d+)?(px|rem|em)$/;

export interface CampaignContentOptions {
  /** Where failures and content problems go (e.g. the app's error reporter). */
  onError?: (error: unknown) => void;
}

export type {CampaignSettings};

export interface CampaignLandingPage {
  uid: string;
  title: string;
  seo: Seo;
  slices: PageSlice[];
  /** The page's own path, for canonical links. */
  url: string;
}

/** Content that loaded but had to be partly or wholly ignored. */
export class ContentProblemsError extends Error {
  override name = 'ContentProblemsError';

  constructor(
    /** '{type}/{uid}' of the document. */
    readonly document: string,
    readonly problems: readonly string[],
  ) {
    super(
      `Content ${document} has ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems.join('; ')}`,
    );
  }
}

/**
 * Problems already reported by this worker isolate. The same document is read
 * on every page view; its problems are news once, not on every request (and
 * logging them each time cost a noticeable share of the worker's time).
 */
const reportedProblems = new Set<string>();
const REPORTED_PROBLEMS_LIMIT = 200;

function reportProblems(onError: (error: unknown) => void, document: string, problems: readonly string[]) {
  if (problems.length === 0) return;
  const key = `${document}\n${problems.join('\n')}`;
  if (reportedProblems.has(key)) return;
  if (reportedProblems.size >= REPORTED_PROBLEMS_LIMIT) reportedProblems.clear();
  reportedProblems.add(key);
  onError(new ContentProblemsError(document, problems));
}

/** Tests start each case with nothing reported. */
export function forgetReportedContentProblems(): void {
  reportedProblems.clear();
}

async function orReported<T>(query: Promise<T>, onError: (error: unknown) => void): Promise<T | null> {
  try {
    return await query;
  } catch (error) {
    onError(error);
    return null;
  }
}

export function toCampaigns(doc: CampaignSettingsDocument): {campaigns: Campaign[]; problems: string[]} {
  const {value, problems} = parseCampaigns(doc.data.campaigns ?? []);
  return {campaigns: value, problems};
}

export function toAppSettings(doc: AppSettingsDocument): {appSettings: AppSettings; problems: string[]} {
  const {value, problems} = parseAppSettings({
    badge_group: doc.data.badge_group,
    tag_base_add_to_cart: (doc.data.tag_base_add_to_cart ?? []).map((item) => ({
      ...item,
      // Resolved the way every content link is; the domain then keeps only same-site paths.
      button_link: linkUrl(item.button_link),
    })),
    l2_plp_facet_mapping: doc.data.l2_plp_facet_mapping,
  });
  return {appSettings: value, problems};
}

/** Campaigns and app settings; each document fails on its own (a broken one leaves the other usable). */
export async function getCampaignSettings(
  client: prismic.Client,
  options: CampaignContentOptions = {},
): Promise<CampaignSettings> {
  return (await readCampaignSettings(client, options)).value;
}

/** getCampaignSettings, saying whether both documents were read (else a part is the empty default). */
export async function readCampaignSettings(
  client: prismic.Client,
  {onError = () => {}}: CampaignContentOptions = {},
): Promise<ContentRead<CampaignSettings>> {
  const [campaignDoc, appDoc] = await Promise.all([
    orReported(client.getByUID<CampaignSettingsDocument>('campaign_settings', CAMPAIGN_SETTINGS_UID), onError),
    orReported(client.getByUID<AppSettingsDocument>('app_settings', APP_SETTINGS_UID), onError),
  ]);

  let campaigns: Campaign[] = [];
  if (campaignDoc) {
    const parsed = toCampaigns(campaignDoc);
    reportProblems(onError, `campaign_settings/${CAMPAIGN_SETTINGS_UID}`, parsed.problems);
    campaigns = parsed.campaigns;
  }

  let appSettings = EMPTY_APP_SETTINGS;
  if (appDoc) {
    const parsed = toAppSettings(appDoc);
    reportProblems(onError, `app_settings/${APP_SETTINGS_UID}`, parsed.problems);
    appSettings = parsed.appSettings;
  }

  return {value: {campaigns, appSettings}, complete: campaignDoc !== null && appDoc !== null};
}

/**
 * The banner, or null when it cannot be shown at all: blank text, or a
 * missing or malformed timer (both reported). Invalid styling is dropped and
 * reported. Whether time remains is for shouldShowCampaignBanner(banner, now).
 */
export function toCampaignBanner(doc: CampaignBannerDocument): {banner: CampaignBanner | null; problems: string[]} {
  const {data} = doc;
  const problems: string[] = [];
  const text = data.text?.trim() ?? '';
  if (!text) problems.push('text is empty; the banner is not shown');
  const endsAtMs = parseTimestamp(data.timer);
  if (endsAtMs === null) {
    problems.push(
      data.timer
        ? `timer ${JSON.stringify(data.timer)} is not a valid timestamp; the banner is not shown`
        : 'timer is missing; the banner is not shown',
    );
  }
  for (const [field, value] of [
    ['text_color', data.text_color],
    ['background_color', data.background_color],
  ] as const) {
    if (isInvalidColour(value)) {
      problems.push(`${field} ${JSON.stringify(value)} is not a 3- or 6-digit hex colour; the default is used`);
    }
  }
  const fontSize = data.font_size?.trim() ?? '';
  if (fontSize && !CSS_LENGTH.test(fontSize)) {
    problems.push(`font_size ${JSON.stringify(fontSize)} is not a CSS length in px, rem or em; the default is used`);
  }

  if (!text || endsAtMs === null) return {banner: null, problems};
  return {
    banner: {
      text,
      endsAt: new Date(endsAtMs).toISOString(),
      textColour: hexColour(data.text_color),
      backgroundColour: hexColour(data.background_color),
      fontSize: CSS_LENGTH.test(fontSize) ? fontSize : null,
    },
    problems,
  };
}

export async function getCampaignBanner(
  client: prismic.Client,
  options: CampaignContentOptions = {},
): Promise<CampaignBanner | null> {
  return (await readCampaignBanner(client, options)).value;
}

/** getCampaignBanner, saying whether the document was read (else null stands in for it). */
export async function readCampaignBanner(
  client: prismic.Client,
  {onError = () => {}}: CampaignContentOptions = {},
): Promise<ContentRead<CampaignBanner | null>> {
  const doc = await orReported(
    client.getByUID<CampaignBannerDocument>('campaign_banner', CAMPAIGN_BANNER_UID),
    onError,
  );
  if (!doc) return {value: null, complete: false};
  const {banner, problems} = toCampaignBanner(doc);
  reportProblems(onError, `campaign_banner/${CAMPAIGN_BANNER_UID}`, problems);
  return {value: banner, complete: true};
}

export function toCampaignLandingPage(doc: CampaignLandingPageDocument): CampaignLandingPage {
  const title = doc.data.title?.trim() ?? '';
  return {uid: doc.uid, title, seo: toSeo(doc.data, title), slices: doc.data.slices ?? [], url: linkResolver(doc)};
}

/** /campaign/{uid}: null when there is no such page; other failures are thrown. */
export async function getCampaignLandingPage(client: prismic.Client, uid: string): Promise<CampaignLandingPage | null> {
  if (uid.trim() === '') return null;
  try {
    return toCampaignLandingPage(await client.getByUID<CampaignLandingPageDocument>('campaign_landing_page1', uid));
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null;
    throw error;
  }
}
