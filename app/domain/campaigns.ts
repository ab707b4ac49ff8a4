/**
 * Campaign pricing (cart spec §3 "Campaign setting", "App settings"; §4
 * Campaigns; §9 brand colours). Pure: the time is always passed in.
 *
 * Flow: the content service parses campaign_settings with `parseCampaigns`
 * (broken campaigns are dropped and described) → the page keeps the list →
 * `activeCampaigns(list, now)` (re-run every CAMPAIGN_REFRESH_MS in the
 * browser, the result kept unless `sameCampaignList` says it changed) →
 * `campaignPricing(product, active)` everywhere a price is shown.
 *
 * Amounts: in and out as the app's Money (`{amount: '1299.00', currencyCode}`);
 * the arithmetic is done in whole cents so a price never picks up float noise.
 */
import {
  normaliseTag,
  parseAddToBagRules,
  parseBadgeRules,
  type AddToBagRule,
  type BadgeRule,
  type Parsed,
  type RawAddToBagRule,
  type RawBadgeRule,
} from './badges';
import {hexColour, isInvalidColour} from './colour';
import type {Money, ProductMeta} from './types';
import {centsToMoney, parseCents} from './money';

/* ------------------------------------------------------------ constants */

/** Brand colours (spec §9). */
export const SALE_COLOUR = '#CC2348';
export const CLEARANCE_COLOUR = '#FEBD40';
export const AUTOCLUB_COLOUR = '#00ACA0';
export const MEMBER_COLOUR = '#00555F';
export const VELOCITY_COLOUR = '#D6083B';

/** How often the browser re-evaluates the active campaigns (spec §9 "Campaign refresh"). */
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

const KIND_BY_CAMPAIGN_TITLE: Readonly<Record<string, CampaignKind>> = {
  'was-now': 'was-now',
  'member-campaign': 'member',
  'velocity-campaign': 'velocity',
  'intro-price-campaign': 'intro-price',
  clearance: 'clearance',
};

/** The colour a campaign shows when content gives none (or an invalid one). */
const KIND_COLOUR: Readonly<Record<CampaignKind, string>> = {
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

/** Everything a price component shows, from `campaignPricing`. Plain data. */
export interface PriceView {
  /** The price to show: the product's price after the campaign's rule. */
  price: Money;
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

/* ------------------------------------------------------------- parsing */

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function textOrNull(value: unknown): string | null {
  return text(value) || null;
}

function slug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * Epoch ms of an ISO 8601 timestamp with a zone, as Prismic's Timestamp field
 * gives it ('2026-11-01T00:00:00+0000'; 'Z' and '+10:00' work too), or null.
 * Strict: calendar days that do not exist ('2025-02-30') are rejected, where
 * `Date.parse` would roll them over into March.
 */
export function parseTimestamp(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '0', zone, sign, zoneHours, zoneMinutes] = match;
  const wall = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second, +fraction.padEnd(3, '0'));
  const check = new Date(wall);
  const exists =
    check.getUTCFullYear() === +year &&
    check.getUTCMonth() === +month - 1 &&
    check.getUTCDate() === +day &&
    check.getUTCHours() === +hour &&
    check.getUTCMinutes() === +minute &&
    check.getUTCSeconds() === +second;
  if (!exists) return null;
  if (zone === 'Z') return wall;
  if (+zoneHours > 23 || +zoneMinutes > 59) return null;
  const offsetMinutes = (sign === '-' ? -1 : 1) * (+zoneHours * 60 + +zoneMinutes);
  return wall - offsetMinutes * 60_000;
}

/** A discount percent: 100 or more would give things away, so it is not one. */
function isDiscountPercent(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value < 100;
}

const PERCENT_TEXT = /^(\d+(?:\.\d+)?)\s*%?$/;

/** salePercentage: empty is null; '20', '20%', 20 are 20; anything else is a problem. */
function parsePercentage(value: unknown): {value: number | null} | {problem: string} {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return {value: null};
  }
  const match = typeof value === 'string' ? PERCENT_TEXT.exec(value.trim()) : null;
  const percent = typeof value === 'number' ? value : match ? Number(match[1]) : NaN;
  if (isDiscountPercent(percent)) return {value: percent};
  return {problem: `salePercentage ${JSON.stringify(value)} is not a number from 0 to less than 100`};
}

/** 'sale-20, Sale-30-off ,, spring-sale-25' → ['sale-20', 'sale-30-off', 'spring-sale-25']. */
function parseTags(value: unknown): string[] {
  return [...new Set(text(value).split(',').map(normaliseTag).filter(Boolean))];
}

/** The discount percents a tag names: 'sale-30-off' → [30]. Numbers of 100 or more are not percents. */
function tagPercents(tag: string): number[] {
  return (tag.match(/\d+(?:\.\d+)?/g) ?? []).map(Number).filter((n) => n > 0 && isDiscountPercent(n));
}

/**
 * Spec: "the largest number found in the matching campaign's tags; if that is
 * zero, the campaign's salePercentage". 0 when neither gives one.
 */
export function maxDiscount(campaign: Pick<CampaignTerms, 'tags' | 'salePercentage'>): number {
  const fromTags = Math.max(0, ...campaign.tags.flatMap(tagPercents));
  return fromTags > 0 ? fromTags : campaign.salePercentage ?? 0;
}

function describeTimestamp(field: 'startTime' | 'endTime', value: unknown): string {
  return value === null || value === undefined || value === ''
    ? `${field} is missing`
    : `${field} ${JSON.stringify(value)} is not a valid timestamp`;
}

/**
 * One campaign setting → a Campaign, or why it cannot be used. Fatal:
 * missing or malformed dates, an end before the start, no tags, a
 * salePercentage that is not a percent, and a member or velocity campaign
 * with no discount at all (its price rule needs one). Repaired and reported:
 * an invalid saleColor (the kind's brand colour is used instead).
 */
export function parseCampaign(raw: RawCampaign): ParsedCampaign {
  const fatal: string[] = [];
  const repaired: string[] = [];

  const startTime = parseTimestamp(raw.startTime);
  const endTime = parseTimestamp(raw.endTime);
  if (startTime === null) fatal.push(describeTimestamp('startTime', raw.startTime));
  if (endTime === null) fatal.push(describeTimestamp('endTime', raw.endTime));
  if (startTime !== null && endTime !== null && endTime < startTime) fatal.push('endTime is before startTime');

  const tags = parseTags(raw.tags);
  if (tags.length === 0) fatal.push('tags is empty, so the campaign can match no product');

  const percentage = parsePercentage(raw.salePercentage);
  if ('problem' in percentage) fatal.push(percentage.problem);
  const salePercentage = 'value' in percentage ? percentage.value : null;

  const campaignTitle = text(raw.campaignTitle).toLowerCase() || null;
  const kind: CampaignKind = (campaignTitle && KIND_BY_CAMPAIGN_TITLE[campaignTitle]) || 'general';
  if ((kind === 'member' || kind === 'velocity') && !('problem' in percentage)) {
    if (maxDiscount({tags, salePercentage}) === 0) {
      fatal.push(`a ${campaignTitle} needs a discount, but its tags have no numbers and salePercentage is empty`);
    }
  }

  const rawColour = typeof raw.saleColor === 'string' ? raw.saleColor : null;
  if (isInvalidColour(rawColour)) {
    const fallback = `the ${kind} colour ${KIND_COLOUR[kind]} is used`;
    repaired.push(`saleColor ${JSON.stringify(rawColour)} is not a 3- or 6-digit hex colour; ${fallback}`);
  }

  if (fatal.length > 0 || startTime === null || endTime === null) {
    return {ok: false, problems: [...fatal, ...repaired]};
  }

  const saleTitle = text(raw.saleTitle);
  return {
    ok: true,
    problems: repaired,
    campaign: {
      handle: slug(saleTitle) || slug(campaignTitle ?? '') || slug(tags[0]),
      saleTitle,
      enableCampaign: raw.enableCampaign === true,
      startTime,
      endTime,
      saleTileTitle: textOrNull(raw.saleTileTitle),
      saleTileTitleMobile: textOrNull(raw.saleTileTitleMobile),
      pdpSaleTitle: textOrNull(raw.pdpSaleTitle),
      pdpSaleBody: textOrNull(raw.pdpSaleBody),
      plpSaleBody: textOrNull(raw.plpSaleBody),
      saleColor: hexColour(rawColour),
      salePercentage,
      tags,
      campaignTitle,
      kind,
      enhancedUI: raw.enhancedUI === true,
      showRRPText: raw.showRRPText === true,
      pdpSalePrice: raw.pdpSalePrice === true,
      rrpText: textOrNull(raw.rrpText),
    },
  };
}

/** Every usable campaign, in content order, and a sentence for each problem (naming the campaign). */
export function parseCampaigns(raws: readonly RawCampaign[]): Parsed<Campaign[]> {
  const problems: string[] = [];
  const value: Campaign[] = [];
  raws.forEach((raw, index) => {
    const result = parseCampaign(raw);
    const title = text(raw.saleTitle);
    const where = `campaign ${index + 1}${title ? ` ("${title}")` : ''}`;
    if (result.ok) value.push(result.campaign);
    for (const problem of result.problems) {
      problems.push(`${where}: ${problem}${result.ok ? '' : '; the campaign is ignored'}`);
    }
  });
  return {value, problems};
}

export function parseAppSettings(raw: RawAppSettings): Parsed<AppSettings> {
  const badges = parseBadgeRules(raw.badge_group ?? []);
  const addToBag = parseAddToBagRules(raw.tag_base_add_to_cart ?? []);
  const facetProblems: string[] = [];
  const plpFacetMapping = (raw.l2_plp_facet_mapping ?? []).flatMap((item, index): FacetMapping[] => {
    const facetKey = text(item.facet_key);
    const facetValue = text(item.facet_value);
    if (facetKey && facetValue) return [{facetKey, facetValue}];
    facetProblems.push(`l2_plp_facet_mapping ${index + 1}: dropped, it needs both facet_key and facet_value`);
    return [];
  });
  return {
    value: {badges: badges.value, addToBag: addToBag.value, plpFacetMapping},
    problems: [...badges.problems, ...addToBag.problems, ...facetProblems],
  };
}

/* ------------------------------------------------------------- activity */

/** Spec: enabled, and start ≤ now ≤ end (both ends inclusive). */
export function isCampaignActive(campaign: Campaign, nowMs: number): boolean {
  return campaign.enableCampaign && campaign.startTime <= nowMs && nowMs <= campaign.endTime;
}

export function activeCampaigns(campaigns: readonly Campaign[], nowMs: number): Campaign[] {
  return campaigns.filter((campaign) => isCampaignActive(campaign, nowMs));
}

/**
 * Same campaigns in the same order (spec: the active list is "replaced only if
 * it changed"). Campaigns are plain data, so equal content counts as the same
 * even across a loader revalidation that made new objects.
 */
export function sameCampaignList(a: readonly Campaign[], b: readonly Campaign[]): boolean {
  return (
    a.length === b.length &&
    a.every((campaign, index) => campaign === b[index] || JSON.stringify(campaign) === JSON.stringify(b[index]))
  );
}

/* -------------------------------------------------------------- pricing */

/** Whole cents of a price, or null when its amount is not a plain non-negative decimal. */
function centsOf(money: Money | null | undefined): number | null {
  const cents = parseCents(money);
  return cents !== null && cents >= 0 ? cents : null;
}

const moneyOf = centsToMoney;

function percentOff(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}

const NO_TERMS = {
  saleTileTitle: null,
  saleTileTitleMobile: null,
  pdpSaleTitle: null,
  pdpSaleBody: null,
  plpSaleBody: null,
  salePercentage: null,
  tags: [],
  campaignTitle: null,
  enhancedUI: false,
  pdpSalePrice: false,
  rrpText: null,
} satisfies Partial<CampaignTerms>;

/**
 * The campaign a product's price follows, in the spec's order:
 * 1. the first active campaign (content order) sharing a tag with it;
 * 2. its own campaign title and colour (badge metafields), when it has a title;
 * 3. when compareAtPrice is numeric and above price, a default SALE campaign
 *    showing the RRP text;
 * else none.
 */
export function priorityCampaign(
  product: Pick<PricedProduct, 'price' | 'compareAtPrice' | 'tags' | 'meta'>,
  active: readonly Campaign[],
): PriorityCampaign | null {
  const tags = new Set(product.tags.map(normaliseTag));
  const matching = active.find((campaign) => campaign.tags.some((tag) => tags.has(tag)));
  if (matching) return {source: 'campaign', campaign: matching};

  const ownTitle = text(product.meta.campaignBadgeTitle);
  if (ownTitle) {
    return {
      source: 'product',
      campaign: {
        ...NO_TERMS,
        saleTitle: ownTitle,
        saleColor: hexColour(product.meta.campaignBadgeColor),
        kind: 'general',
        showRRPText: false,
      },
    };
  }

  const price = centsOf(product.price);
  const compareAt = centsOf(product.compareAtPrice);
  if (price !== null && compareAt !== null && compareAt > price) {
    return {
      source: 'compare-at',
      campaign: {
        ...NO_TERMS,
        saleTitle: DEFAULT_SALE_TITLE,
        saleColor: SALE_COLOUR,
        kind: 'default-sale',
        showRRPText: true,
      },
    };
  }
  return null;
}

/**
 * The campaign price, in cents.
 * - member and velocity: the lower of price and compare-at less the max
 *   discount (spec). Without a compare-at there is nothing to reduce: price.
 * - every other kind ("the default campaign price", the default branch of the
 *   spec's per-title rules): price less the max discount.
 *
 * Decision, taken from the spec literally: the percent comes off Shopify's
 * `price` even when that price already includes the sale (compare-at set).
 * A product tagged into a 30% campaign whose price is already 20% below its
 * compare-at is reduced again. Content decides: campaigns whose products are
 * already marked down in Shopify should carry no percentage (was-now,
 * intro-price and clearance campaigns usually do not). The made-up default
 * SALE campaign has no tags or percentage, so its price is the price.
 */
function campaignPriceCents(kind: CampaignKind, price: number, compareAt: number | null, discount: number): number {
  if (kind === 'member' || kind === 'velocity') {
    return compareAt !== null && compareAt > 0 ? Math.min(price, percentOff(compareAt, discount)) : price;
  }
  return percentOff(price, discount);
}

/**
 * The one pricing function every price display uses (tiles, product page,
 * bag lines), so a product shows the same price and labels everywhere.
 * `active` is `activeCampaigns(all, now)`.
 */
export function campaignPricing(product: PricedProduct, active: readonly Campaign[]): PriceView {
  const currency = product.price.currencyCode;
  const priceCents = centsOf(product.price);
  const compareAtCents = centsOf(product.compareAtPrice);
  const priority = priceCents === null ? null : priorityCampaign(product, active);

  if (priority === null || priceCents === null) {
    // No campaign, so no discount either (a compare-at above the price would have given the default
    // SALE campaign). A price that is not a number is passed on as given: the formatters print nothing.
    return {
      price: product.price,
      basePrice: product.price,
      compareAtPrice: null,
      hasDiscount: false,
      rrpText: null,
      kind: null,
      source: null,
      maxDiscount: 0,
      saleColour: null,
      saleTitle: null,
      tileTitle: null,
      tileTitleMobile: null,
      pdpTitle: null,
      pdpBody: null,
      pdpShowSalePrice: false,
      plpBody: null,
      enhancedUI: false,
    };
  }

  const {campaign, source} = priority;
  const discount = maxDiscount(campaign);
  const finalCents = campaignPriceCents(campaign.kind, priceCents, compareAtCents, discount);
  // Spec: a discount exists when compare-at is non-zero and the price is below it.
  const hasDiscount = compareAtCents !== null && compareAtCents > 0 && finalCents < compareAtCents;
  const showCompareAt = hasDiscount && campaign.kind !== 'intro-price';
  const showRrpText = showCompareAt && campaign.showRRPText && campaign.kind !== 'clearance';
  const saleTitle = campaign.saleTitle || null;
  const tileTitle = campaign.saleTileTitle ?? saleTitle;

  return {
    price: finalCents === priceCents ? product.price : moneyOf(finalCents, currency),
    basePrice: product.price,
    compareAtPrice: showCompareAt ? product.compareAtPrice : null,
    hasDiscount,
    rrpText: showRrpText ? campaign.rrpText ?? DEFAULT_RRP_TEXT : null,
    kind: campaign.kind,
    source,
    maxDiscount: discount,
    saleColour: campaign.saleColor ?? KIND_COLOUR[campaign.kind],
    saleTitle,
    tileTitle,
    tileTitleMobile: campaign.saleTileTitleMobile ?? tileTitle,
    pdpTitle: campaign.pdpSaleTitle ?? saleTitle,
    pdpBody: campaign.pdpSaleBody,
    pdpShowSalePrice: campaign.pdpSalePrice,
    plpBody: campaign.plpSaleBody,
    enhancedUI: campaign.enhancedUI,
  };
}
