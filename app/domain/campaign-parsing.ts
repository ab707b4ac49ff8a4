/**
 * Campaign settings and app settings from content, checked: a campaign that
 * cannot be used is dropped and described, a repairable one is repaired and
 * reported.
 */
import {
  normaliseTag,
  parseAddToBagRules,
  parseBadgeRules,
  type Parsed,
} from './badges';
import {hexColour, isInvalidColour} from './colour';
import {
  KIND_BY_CAMPAIGN_TITLE,
  KIND_COLOUR,
  isDiscountPercent,
  maxDiscount,
  type AppSettings,
  type Campaign,
  type CampaignKind,
  type FacetMapping,
  type ParsedCampaign,
  type RawAppSettings,
  type RawCampaign,
} from './campaigns';
import {ownEntry} from './own-entry';

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
  const kind: CampaignKind = (campaignTitle && ownEntry(KIND_BY_CAMPAIGN_TITLE, campaignTitle)) || 'general';
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
