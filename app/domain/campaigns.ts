/**
 * Campaigns: the model, its constants and which campaigns are active.
 * Pure: the time is always passed in.
 *
 * Flow: the content service parses campaign_settings with `parseCampaigns`
 * (./campaign-parsing.ts: broken campaigns are dropped and described) → the
 * page keeps the list → `activeCampaigns(list, now)` (re-run every
 * CAMPAIGN_REFRESH_MS in the browser, the result kept unless
 * `sameCampaignList` says it changed) → `campaignPricing(product, active)`
 * (./campaign-pricing.ts) everywhere a price is shown.
 */
import type {AddToBagRule, BadgeRule, RawAddToBagRule, RawBadgeRule} from './badges';
import type {Money, ProductMeta} from './types';

/* ------------------------------------------------------------ constants */

/** Brand colours. */
export const SALE_COLOUR = '#CC2348';
export const CLEARANCE_COLOUR = '#FEBD40';
export const MEMBER_COLOUR = '#00555F';
export const VELOCITY_COLOUR = '#D6083B';

/** How often the browser re-evaluates the active campaigns (every second). */
export const CAMPAIGN_REFRESH_MS = 1000;
/** Label before the compare-at price when the campaign gives no rrpText. */
export const DEFAULT_RRP_TEXT = 'RRP';
/** Title of the default campaign a product gets from its compare-at price alone. */
export const DEFAULT_SALE_TITLE = 'SALE';

/**
 * What a campaign is, which decides its price rule and labels:
 * - 'was-now', 'member', 'velocity', 'intro-price', 'clearance': content
 *   campaigns whose campaignTitle is was-now, member-campaign,
 *   velocity-campaign, intro-price-campaign or clearance;
 * - 'general': any other content campaign, and a product's own campaign
 *   (badge metafields);
 * - 'default-sale': made up for a product whose compare-at is above its price.
 */
export type CampaignKind = 'general' | 'was-now' | 'member' | 'velocity' | 'intro-price' | 'clearance' | 'default-sale';

export const KIND_BY_CAMPAIGN_TITLE: Readonly<Record<string, CampaignKind>> = {
  'was-now': 'was-now',
  'member-campaign': 'member',
  'velocity-campaign': 'velocity',
  'intro-price-campaign': 'intro-price',
  clearance: 'clearance',
};

/** The colour a campaign shows when content gives none (or an invalid one). */
export const KIND_COLOUR: Readonly<Record<CampaignKind, string>> = {
  general: SALE_COLOUR,
  'was-now': SALE_COLOUR,
  'intro-price': SALE_COLOUR,
  'default-sale': SALE_COLOUR,
  clearance: CLEARANCE_COLOUR,
  member: MEMBER_COLOUR,
  velocity: VELOCITY_COLOUR,
};

/* ---------------------------------------------------------------- types */

/** What pricing and labels need from a campaign: content campaigns and the ones made up for a product. */
export interface CampaignTerms {
  saleTitle: string;
  saleTileTitle: string | null;
  saleTileTitleMobile: string | null;
  pdpSaleTitle: string | null;
  pdpSaleBody: string | null;
  plpSaleBody: string | null;
  /** Validated hex colour, or null (the kind's brand colour applies). */
  saleColor: string | null;
  /** 0–99.99, or null when content leaves it empty. */
  salePercentage: number | null;
  /** Lower-case, trimmed, without duplicates; matched against product tags. */
  tags: string[];
  /** Content's campaignTitle, lower case; it decides `kind`. */
  campaignTitle: string | null;
  kind: CampaignKind;
  enhancedUI: boolean;
  showRRPText: boolean;
  /** The product page shows the campaign's sale price block. */
  pdpSalePrice: boolean;
  rrpText: string | null;
}

/** A content campaign, parsed and validated. Plain data: safe to send from a loader to the browser. */
export interface Campaign extends CampaignTerms {
  /** Slug of saleTitle (else of campaignTitle or the first tag): names it in /preview/campaign-sale/{handle}. */
  handle: string;
  enableCampaign: boolean;
  /** Epoch ms, inclusive. */
  startTime: number;
  /** Epoch ms, inclusive; never before startTime. */
  endTime: number;
}

/** The campaign setting's fields as content stores them (any may be missing or of the wrong type). */
export type RawCampaign = {
  readonly [Field in
    | 'saleTitle'
    | 'enableCampaign'
    | 'startTime'
    | 'endTime'
    | 'saleTileTitle'
    | 'saleTileTitleMobile'
    | 'pdpSaleTitle'
    | 'pdpSaleBody'
    | 'plpSaleBody'
    | 'saleColor'
    | 'salePercentage'
    | 'tags'
    | 'campaignTitle'
    | 'enhancedUI'
    | 'showRRPText'
    | 'pdpSalePrice'
    | 'rrpText']?: unknown;
};

export type ParsedCampaign =
  | {ok: true; campaign: Campaign; /** Fields dropped or repaired; the campaign is still used. */ problems: string[]}
  | {ok: false; /** Why the campaign cannot be used. */ problems: string[]};

export interface FacetMapping {
  facetKey: string;
  facetValue: string;
}

/** app_settings, parsed. */
/** The campaign-settings content: every usable campaign and the app settings beside them. */
export interface CampaignSettings {
  /** Every usable campaign, in content order, active or not: pass to activeCampaigns(list, now). */
  campaigns: Campaign[];
  appSettings: AppSettings;
}

export interface AppSettings {
  badges: BadgeRule[];
  addToBag: AddToBagRule[];
  plpFacetMapping: FacetMapping[];
}

export const EMPTY_APP_SETTINGS: AppSettings = {badges: [], addToBag: [], plpFacetMapping: []};

export interface RawAppSettings {
  badge_group?: readonly RawBadgeRule[] | null;
  tag_base_add_to_cart?: readonly RawAddToBagRule[] | null;
  l2_plp_facet_mapping?: readonly {facet_key?: unknown; facet_value?: unknown}[] | null;
}

/** What pricing reads from a product, a variant or a bag line. ProductSummary fits as is. */
export interface PricedProduct {
  price: Money;
  compareAtPrice: Money | null;
  tags: readonly string[];
  meta: Pick<ProductMeta, 'campaignBadgeTitle' | 'campaignBadgeColor'>;
}

export interface PriorityCampaign {
  /** An active content campaign sharing a tag, the product's own metafields, or its compare-at price. */
  source: 'campaign' | 'product' | 'compare-at';
  campaign: CampaignTerms;
}

/**
 * Who is looking, as far as prices go: member and Velocity campaign prices are charged only to a bag with
 * verified member (`membership_details`) or Velocity (`velocity_details`) details.
 */
export interface PriceShopper {
  member: boolean;
  velocity: boolean;
}

export const GUEST_SHOPPER: PriceShopper = {member: false, velocity: false};

/** A member or Velocity campaign's price, for a shopper who does not get it yet: what joining would charge. */
export interface PriceOffer {
  programme: 'member' | 'velocity';
  price: Money;
}

/** Everything a price component shows, from `campaignPricing`. Plain data. */
export interface PriceView {
  /** The price this shopper pays: the product's price after the campaign's rule, where it applies to them. */
  price: Money;
  /** A member or Velocity price this shopper would get by joining (or adding their number); null otherwise. */
  offer: PriceOffer | null;
  /** The product's own price, before any campaign rule. */
  basePrice: Money;
  /** The compare-at price to strike through, or null when it is not shown. */
  compareAtPrice: Money | null;
  /** Compare-at non-zero and `price` below it. */
  hasDiscount: boolean;
  /** Label for the compare-at ('RRP' or the campaign's rrpText), or null when hidden. */
  rrpText: string | null;
  /** Null when no campaign applies. */
  kind: CampaignKind | null;
  source: PriorityCampaign['source'] | null;
  /** The campaign's max discount in percent; 0 without one. */
  maxDiscount: number;
  /** The campaign's saleColor, else its kind's brand colour; null without a campaign. */
  saleColour: string | null;
  saleTitle: string | null;
  /** Product tile title: saleTileTitle, else saleTitle. */
  tileTitle: string | null;
  /** Product tile title below 768 px: saleTileTitleMobile, else the tile title. */
  tileTitleMobile: string | null;
  /** Product page title: pdpSaleTitle, else saleTitle. */
  pdpTitle: string | null;
  pdpBody: string | null;
  /** pdpSalePrice: the product page shows the campaign's sale price block. */
  pdpShowSalePrice: boolean;
  plpBody: string | null;
  enhancedUI: boolean;
}

/* --------------------------------------------------------------- terms */

/** A discount percent: 100 or more would give things away, so it is not one. */
export function isDiscountPercent(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value < 100;
}

/** The discount percents a tag names: 'sale-30-off' → [30]. Numbers of 100 or more are not percents. */
function tagPercents(tag: string): number[] {
  return (tag.match(/\d+(?:\.\d+)?/g) ?? []).map(Number).filter((n) => n > 0 && isDiscountPercent(n));
}

/**
 * The largest number found in the matching campaign's tags; if that is zero,
 * the campaign's salePercentage. 0 when neither gives one.
 */
export function maxDiscount(campaign: Pick<CampaignTerms, 'tags' | 'salePercentage'>): number {
  const fromTags = Math.max(0, ...campaign.tags.flatMap(tagPercents));
  return fromTags > 0 ? fromTags : campaign.salePercentage ?? 0;
}

/* ------------------------------------------------------------- activity */

/** Enabled, and start ≤ now ≤ end (both ends inclusive). */
export function isCampaignActive(campaign: Campaign, nowMs: number): boolean {
  return campaign.enableCampaign && campaign.startTime <= nowMs && nowMs <= campaign.endTime;
}

export function activeCampaigns(campaigns: readonly Campaign[], nowMs: number): Campaign[] {
  return campaigns.filter((campaign) => isCampaignActive(campaign, nowMs));
}

/**
 * A campaign's landing page is /campaign/{its handle}, and it makes the campaign's claims ("15% off…"): it is
 * shown only while a campaign with that handle is active. A landing page no campaign names is always shown.
 * (Editors see one early through a preview; the route decides that.)
 */
export function isLandingPageLive(handle: string, campaigns: readonly Campaign[], nowMs: number): boolean {
  const own = campaigns.filter((campaign) => campaign.handle === handle);
  return own.length === 0 || own.some((campaign) => isCampaignActive(campaign, nowMs));
}

/**
 * Same campaigns in the same order (the active list is replaced only if it
 * changed). Campaigns are plain data, so equal content counts as the same
 * even across a loader revalidation that made new objects.
 */
export function sameCampaignList(a: readonly Campaign[], b: readonly Campaign[]): boolean {
  return (
    a.length === b.length &&
    a.every((campaign, index) => campaign === b[index] || JSON.stringify(campaign) === JSON.stringify(b[index]))
  );
}
