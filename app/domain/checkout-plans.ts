/**
 * The Shopify discounts and validation that make checkout charge what the bag shows, worked out from the
 * campaigns in content: `npm run shopify:setup -- --discounts` creates them on a store, `npm run doctor` checks
 * them, and the Storefront stand-in runs the demo's (docs/decisions/0008-checkout-enforces-the-bag.md).
 *
 * - Each enabled campaign with a discount is an automatic discount running the campaign-prices function with the
 *   campaign's dates, tags and percent. The storefront prices a product by the first active campaign in content
 *   order that shares a tag with it, so a campaign leaves out the tags of every earlier campaign running at the
 *   same time; where an earlier one runs for only part of its dates, the campaign is split at those dates, each
 *   part leaving out what runs throughout it.
 * - One automatic discount runs member-delivery; one validation runs bag-rules.
 */
import {ASSEMBLY_SERVICE_HANDLE, BONUS_PRODUCT_TAG, BRAND, DONATION_PRODUCT_HANDLE} from '~/config/brand';
import {MAX_QUANTITY} from './bag-input';
import {maxDiscount, type Campaign} from './campaigns';
import type {CampaignPriceKind} from './checkout-rules/campaign-price';
import type {BagRulesSettings} from './checkout-rules/bag-rules';

export type CheckoutFunctionHandle = 'campaign-prices' | 'member-delivery' | 'bag-rules';

/** The metafield keys each function's discount or validation carries, in the `$app:{handle}` namespace. */
export const FUNCTION_CONFIGURATION_KEY = 'function-configuration';
export const INPUT_VARIABLES_KEY = 'input-variables';

export function functionNamespace(handle: CheckoutFunctionHandle): string {
  return `$app:${handle}`;
}

interface FunctionOwnerPlan {
  /** Unique among the plans: how setup finds what it made before. */
  title: string;
  functionHandle: CheckoutFunctionHandle;
  /** The `function-configuration` metafield's JSON. */
  configuration: Record<string, unknown>;
  /** The `input-variables` metafield's JSON: the input query's variables. */
  variables: Record<string, unknown>;
}

export interface DiscountPlan extends FunctionOwnerPlan {
  type: 'discount';
  discountClasses: ['PRODUCT'] | ['SHIPPING'];
  /** ISO 8601; null: from when it is made. */
  startsAt: string | null;
  endsAt: string | null;
  combinesWith: {productDiscounts: boolean; orderDiscounts: boolean; shippingDiscounts: boolean};
}

export interface ValidationPlan extends FunctionOwnerPlan {
  type: 'validation';
  /** A function that fails (rather than finds a broken rule) blocks checkout too. */
  blockOnFailure: boolean;
}

export type CheckoutRulePlan = DiscountPlan | ValidationPlan;

export interface CheckoutPlanSettings {
  /** MEMBER_SIGNING_KEY. */
  signingKey: string;
  /** The namespace of the shop's own metafields (app/config/brand.ts). */
  metafieldNamespace: string;
  /** Gift products carry one of these tags. */
  giftTags: string[];
  bagRules: BagRulesSettings;
  /** Campaigns that ended before this instant get no discount. */
  nowMs: number;
}

export const MEMBER_DELIVERY_TITLE = 'Member delivery price';
export const BAG_RULES_TITLE = 'Bag rules';
const MEMBER_DELIVERY_MESSAGE = 'Member delivery price';

const CAMPAIGN_COMBINES = {productDiscounts: false, orderDiscounts: true, shippingDiscounts: true};
const DELIVERY_COMBINES = {productDiscounts: true, orderDiscounts: true, shippingDiscounts: false};

function priceKind(campaign: Campaign): CampaignPriceKind {
  return campaign.kind === 'member' ? 'member' : campaign.kind === 'velocity' ? 'velocity' : 'price';
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A discount's end for a campaign's last instant (inclusive, to the ms): the next whole second. Shopify keeps
 * seconds and ends a discount at its end, so a part ends where the next begins, with no second between them.
 */
function exclusiveEnd(lastMs: number): number {
  return Math.ceil((lastMs + 1) / 1000) * 1000;
}

/** The parts of `campaign`'s dates in which the same earlier campaigns run throughout, each with their tags. */
function segments(campaign: Campaign, earlier: readonly Campaign[]): {start: number; end: number; excludedTags: string[]}[] {
  const overlapping = earlier.filter((other) => other.startTime <= campaign.endTime && other.endTime >= campaign.startTime);
  const cuts = new Set<number>([campaign.startTime]);
  for (const other of overlapping) {
    if (other.startTime > campaign.startTime) cuts.add(other.startTime);
    if (other.endTime < campaign.endTime) cuts.add(other.endTime + 1);
  }
  const starts = [...cuts].sort((a, b) => a - b);
  return starts.map((start, index) => {
    const end = index + 1 < starts.length ? starts[index + 1] - 1 : campaign.endTime;
    const excluded = overlapping.filter((other) => other.startTime <= start && end <= other.endTime);
    return {start, end, excludedTags: [...new Set(excluded.flatMap((other) => other.tags))].sort()};
  });
}

/** One automatic discount per campaign (or per part of one) that takes money off, in content order. */
export function campaignDiscountPlans(campaigns: readonly Campaign[], settings: Pick<CheckoutPlanSettings, 'signingKey' | 'nowMs'>): DiscountPlan[] {
  const enabled = campaigns.filter((campaign) => campaign.enableCampaign && campaign.tags.length > 0);
  return enabled.flatMap((campaign, index) => {
    const percent = maxDiscount(campaign);
    if (percent <= 0) return [];
    const kind = priceKind(campaign);
    const parts = segments(campaign, enabled.slice(0, index));
    return parts.flatMap((part, partIndex): DiscountPlan[] => {
      if (part.end < settings.nowMs) return [];
      // A part's number, not its dates, tells it apart: moving an earlier campaign's dates updates the parts.
      const title = parts.length === 1 ? campaign.saleTitle : `${campaign.saleTitle} (${partIndex + 1}/${parts.length})`;
      return [
        {
          type: 'discount',
          title,
          functionHandle: 'campaign-prices',
          discountClasses: ['PRODUCT'],
          startsAt: iso(part.start),
          endsAt: iso(exclusiveEnd(part.end)),
          combinesWith: CAMPAIGN_COMBINES,
          configuration: {
            kind,
            percent,
            message: campaign.saleTitle,
            ...(kind === 'price' ? {} : {signingKey: settings.signingKey}),
          },
          variables: {campaignTags: campaign.tags, excludedTags: part.excludedTags},
        },
      ];
    });
  });
}

/** Every discount and validation checkout needs, for the campaigns in content. */
export function checkoutRulePlans(campaigns: readonly Campaign[], settings: CheckoutPlanSettings): CheckoutRulePlan[] {
  return [
    ...campaignDiscountPlans(campaigns, settings),
    {
      type: 'discount',
      title: MEMBER_DELIVERY_TITLE,
      functionHandle: 'member-delivery',
      discountClasses: ['SHIPPING'],
      startsAt: null,
      endsAt: null,
      combinesWith: DELIVERY_COMBINES,
      configuration: {message: MEMBER_DELIVERY_MESSAGE, signingKey: settings.signingKey},
      variables: {metafieldNamespace: settings.metafieldNamespace},
    },
    {
      type: 'validation',
      title: BAG_RULES_TITLE,
      functionHandle: 'bag-rules',
      blockOnFailure: true,
      configuration: {...settings.bagRules},
      variables: {metafieldNamespace: settings.metafieldNamespace, giftTags: settings.giftTags},
    },
  ];
}

/** This storefront's settings for the plans: its brand's metafields and products, the bag's quantity limit. */
export function storefrontPlanSettings(signingKey: string, nowMs: number): CheckoutPlanSettings {
  return {
    signingKey,
    metafieldNamespace: BRAND.metafieldNamespace,
    giftTags: [BONUS_PRODUCT_TAG],
    bagRules: {assemblyHandle: ASSEMBLY_SERVICE_HANDLE, donationHandle: DONATION_PRODUCT_HANDLE, maxQuantity: MAX_QUANTITY},
    nowMs,
  };
}
