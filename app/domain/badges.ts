/**
 * Product badges and tag-driven add-to-bag buttons (app settings badge_group
 * and tag_base_add_to_cart). The rules come from the app_settings content and
 * are parsed once (parse* below, which report what they drop); the per-product
 * functions are pure and cheap enough to run for every tile.
 */
import {hexColour, isInvalidColour} from './colour';
import type {ProductMeta} from './types';
import {toLegacyId} from './gid';

/** badge_group entry: products tagged `tag` show `title`. */
export interface BadgeRule {
  title: string;
  /** Lower case; matched against product tags without regard to case. */
  tag: string;
  /** Validated hex colour, or null for the design default. */
  colour: string | null;
}

/** tag_base_add_to_cart entry: products tagged `tag` get a link button instead of add-to-bag. */
export interface AddToBagRule {
  /** Lower case. */
  tag: string;
  text: string;
  /** A same-site path, e.g. '/bedbuilder'. */
  link: string;
}

export interface Badge {
  title: string;
  colour: string | null;
}

export interface AddToBagOverride {
  text: string;
  link: string;
}

/** A parse result: what could be used, and a sentence for each thing dropped or repaired. */
export interface Parsed<T> {
  value: T;
  problems: string[];
}

/** Tag comparison ignores case and surrounding space (Shopify treats tags that way). */
export function normaliseTag(tag: string): string {
  return tag.trim().toLowerCase();
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const SAME_SITE_BASE = 'https://same-site.invalid';

/**
 * A path on this site ('/bedbuilder', '/pages/x?y=1'). Protocol-relative
 * ('//evil.com'), backslash tricks ('/\evil.com'), absolute URLs and
 * anything with whitespace are not.
 */
export function isSameSitePath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//') || /[\\\s]/.test(link)) return false;
  try {
    return new URL(link, SAME_SITE_BASE).origin === SAME_SITE_BASE;
  } catch {
    return false;
  }
}

/** Raw badge_group items, as content stores them. */
export interface RawBadgeRule {
  badgeTitle?: unknown;
  badgeTag?: unknown;
  badgeColor?: unknown;
}

export function parseBadgeRules(items: readonly RawBadgeRule[]): Parsed<BadgeRule[]> {
  const problems: string[] = [];
  const value = items.flatMap((item, index): BadgeRule[] => {
    const title = text(item.badgeTitle);
    const tag = normaliseTag(text(item.badgeTag));
    const where = `badge_group ${index + 1}${title ? ` ("${title}")` : ''}`;
    if (!title || !tag) {
      problems.push(`${where}: dropped, it needs both badgeTitle and badgeTag`);
      return [];
    }
    const rawColour = typeof item.badgeColor === 'string' ? item.badgeColor : null;
    if (isInvalidColour(rawColour)) {
      problems.push(
        `${where}: badgeColor ${JSON.stringify(
          rawColour,
        )} is not a 3- or 6-digit hex colour; the default colour is used`,
      );
    }
    return [{title, tag, colour: hexColour(rawColour)}];
  });
  return {value, problems};
}

/** Raw tag_base_add_to_cart items; `button_link` already resolved to a URL (or null) by the content service. */
export interface RawAddToBagRule {
  tag_name?: unknown;
  button_text?: unknown;
  button_link?: unknown;
}

export function parseAddToBagRules(items: readonly RawAddToBagRule[]): Parsed<AddToBagRule[]> {
  const problems: string[] = [];
  const value = items.flatMap((item, index): AddToBagRule[] => {
    const tag = normaliseTag(text(item.tag_name));
    const buttonText = text(item.button_text);
    const link = text(item.button_link);
    const where = `tag_base_add_to_cart ${index + 1}${tag ? ` ("${tag}")` : ''}`;
    if (!tag || !buttonText || !link) {
      problems.push(`${where}: dropped, it needs tag_name, button_text and button_link`);
      return [];
    }
    if (!isSameSitePath(link)) {
      problems.push(`${where}: dropped, button_link ${JSON.stringify(link)} is not a path on this site`);
      return [];
    }
    return [{tag, text: buttonText, link}];
  });
  return {value, problems};
}

/**
 * The badges a product shows: its own badge metafields first (product
 * specific), then badge_group rules its tags match, in content order. One
 * badge per title (case-insensitive), the first one wins.
 */
export function productBadges(
  product: {tags: readonly string[]; meta: Pick<ProductMeta, 'campaignBadgeTitle' | 'campaignBadgeColor'>},
  rules: readonly BadgeRule[],
): Badge[] {
  const tags = new Set(product.tags.map(normaliseTag));
  const candidates: Badge[] = [];
  const ownTitle = text(product.meta.campaignBadgeTitle);
  if (ownTitle) candidates.push({title: ownTitle, colour: hexColour(product.meta.campaignBadgeColor)});
  for (const rule of rules) {
    const title = text(rule.title);
    if (title && tags.has(normaliseTag(rule.tag))) candidates.push({title, colour: hexColour(rule.colour)});
  }

  const seen = new Set<string>();
  return candidates.filter((badge) => {
    const key = badge.title.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The badges to show beside a product's price block: its badges less any whose title the price block's
 * campaign label already says (a product's own badge metafields are also its campaign when no tagged campaign
 * is running, and a label is said once).
 */
export function badgesBesidePrice(
  badges: readonly Badge[],
  label: {saleTitle: string | null; tileTitle: string | null; tileTitleMobile: string | null},
): Badge[] {
  const said = new Set(
    [label.saleTitle, label.tileTitle, label.tileTitleMobile].flatMap((title) => (title ? [title.trim().toLowerCase()] : [])),
  );
  return badges.filter((badge) => !said.has(badge.title.toLowerCase()));
}

/**
 * The button that replaces add-to-bag for a tagged product (e.g. tag
 * 'customisable' → 'Design yours' → '/bedbuilder'), from the first matching
 * rule. A rule whose link is not a same-site path is ignored.
 */
export function addToBagOverride(tags: readonly string[], rules: readonly AddToBagRule[]): AddToBagOverride | null {
  const productTags = new Set(tags.map(normaliseTag));
  for (const rule of rules) {
    const buttonText = text(rule.text);
    const link = text(rule.link);
    if (productTags.has(normaliseTag(rule.tag)) && buttonText && isSameSitePath(link)) {
      return {text: buttonText, link};
    }
  }
  return null;
}

/**
 * The override's link with the product it was pressed for (`product` handle, `variant` legacy id), so the page it
 * opens can start from that product: "Design yours" opens the bed builder on the bed the shopper was looking at.
 * Parameters the link already has are kept; a link that names its own product is left alone.
 */
export function overrideLinkFor(link: string, product: {handle: string; variantId: string | null}): string {
  const url = new URL(link, 'https://same.site');
  if (url.searchParams.has('product')) return link;
  url.searchParams.set('product', product.handle);
  const variant = toLegacyId(product.variantId);
  if (variant) url.searchParams.set('variant', variant);
  return `${url.pathname}${url.search}${url.hash}`;
}
