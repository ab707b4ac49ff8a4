/**
 * Campaign pricing: the price, compare-at and labels a product shows under
 * the active campaigns. Amounts in and out as the app's Money; the arithmetic
 * is done in whole cents (./money.ts) so a price never picks up float noise.
 */
import {normaliseTag} from './badges';
import {hexColour} from './colour';
import {centsToMoney, parseCents} from './money';
import {campaignUnitCents} from './checkout-rules/campaign-price';
import {
  DEFAULT_RRP_TEXT,
  DEFAULT_SALE_TITLE,
  GUEST_SHOPPER,
  KIND_COLOUR,
  SALE_COLOUR,
  maxDiscount,
  type CampaignTerms,
  type Campaign,
  type CampaignKind,
  type PricedProduct,
  type PriceOffer,
  type PriceShopper,
  type PriceView,
  type PriorityCampaign,
} from './campaigns';
import type {Money} from './types';

/* -------------------------------------------------------------- pricing */

/** Whole cents of a price, or null when its amount is not a plain non-negative decimal. */
function centsOf(money: Money | null | undefined): number | null {
  const cents = parseCents(money);
  return cents !== null && cents >= 0 ? cents : null;
}

const moneyOf = centsToMoney;

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
 * The campaign a product's price follows, in this order:
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

  const ownTitle = product.meta.campaignBadgeTitle?.trim() ?? '';
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
 *   discount. Without a compare-at there is nothing to reduce: price.
 * - every other kind (the default campaign price): price less the max
 *   discount.
 *
 * Decision, taking the pricing rule literally: the percent comes off
 * Shopify's `price` even when that price already includes the sale (compare-at set).
 * A product tagged into a 30% campaign whose price is already 20% below its
 * compare-at is reduced again. Content decides: campaigns whose products are
 * already marked down in Shopify should carry no percentage (was-now,
 * intro-price and clearance campaigns usually do not). The made-up default
 * SALE campaign has no tags or percentage, so its price is the price.
 */
function campaignPriceCents(kind: CampaignKind, price: number, compareAt: number | null, discount: number): number {
  // The same rule checkout's campaign-prices function charges.
  return campaignUnitCents(kind === 'member' || kind === 'velocity' ? kind : 'price', price, compareAt, discount);
}

/** Whether this shopper is charged a campaign of this kind: member and Velocity prices need the programme's details. */
function chargedTo(kind: CampaignKind, shopper: PriceShopper): boolean {
  if (kind === 'member') return shopper.member;
  if (kind === 'velocity') return shopper.velocity;
  return true;
}

/**
 * The one pricing function every price display uses (tiles, product page,
 * bag lines), so a product shows the same price and labels everywhere.
 * `active` is `activeCampaigns(all, now)`; `shopper` says whether member and
 * Velocity prices are charged to them: the price is what this shopper pays
 * (what checkout charges them), and a member or Velocity price they do not get
 * yet is the `offer` beside it.
 */
export function campaignPricing(
  product: PricedProduct,
  active: readonly Campaign[],
  shopper: PriceShopper = GUEST_SHOPPER,
): PriceView {
  const currency = product.price.currencyCode;
  const priceCents = centsOf(product.price);
  const compareAtCents = centsOf(product.compareAtPrice);
  const priority = priceCents === null ? null : priorityCampaign(product, active);

  if (priority === null || priceCents === null) {
    // No campaign, so no discount either (a compare-at above the price would have given the default
    // SALE campaign). A price that is not a number is passed on as given: the formatters print nothing.
    return {
      price: product.price,
      offer: null,
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
  const campaignCents = campaignPriceCents(campaign.kind, priceCents, compareAtCents, discount);
  const charged = chargedTo(campaign.kind, shopper);
  const finalCents = charged ? campaignCents : priceCents;
  const offer: PriceOffer | null =
    !charged && campaignCents < priceCents && (campaign.kind === 'member' || campaign.kind === 'velocity')
      ? {programme: campaign.kind, price: moneyOf(campaignCents, currency)}
      : null;
  // A discount exists when compare-at is non-zero and the price is below it.
  const hasDiscount = compareAtCents !== null && compareAtCents > 0 && finalCents < compareAtCents;
  const showCompareAt = hasDiscount && campaign.kind !== 'intro-price';
  const showRrpText = showCompareAt && campaign.showRRPText && campaign.kind !== 'clearance';
  const saleTitle = campaign.saleTitle || null;
  const tileTitle = campaign.saleTileTitle ?? saleTitle;

  return {
    price: finalCents === priceCents ? product.price : moneyOf(finalCents, currency),
    offer,
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
