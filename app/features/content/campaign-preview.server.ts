import {isShopifyHandle} from '~/domain/handle';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {PINNED_CLOCK_FIELD, campaignToPreview} from '~/domain/campaign-preview';
import {resolveCatalogueSlices} from '~/features/content/catalogue-slices.server';
import {notFound} from '~/features/errors/responses.server';


/**
 * The campaign preview: the storefront as it will look when a campaign starts. The campaign named by the handle, else the next one to
 * start; its landing page (/campaign/{handle}) if it has one, else the home
 * page, with every price and the campaign banner worked out at its start
 * (the page pins the campaign clock: PINNED_CLOCK_FIELD, read by ~/ui/hooks/campaigns).
 */
export async function loadCampaignPreview(context: AppLoadContext, handle: string | null, now: number) {
  if (handle !== null && !isShopifyHandle(handle)) return notFound(context);
  const {campaigns} = await context.content.getCampaignSettings();
  const campaign = campaignToPreview(campaigns, handle, now);
  if (handle !== null && !campaign) return notFound(context);

  // One link per handle: two campaigns with the same title share a handle, and the first one is previewed.
  const others = campaigns
    .filter((other, index) => campaigns.findIndex((first) => first.handle === other.handle) === index)
    .map((other) => ({handle: other.handle, saleTitle: other.saleTitle || other.handle}));
  if (!campaign) {
    return {campaign: null, others, page: null, products: {}, [PINNED_CLOCK_FIELD]: null};
  }

  const landing = await context.content.getCampaignLandingPage(campaign.handle);
  const home = landing ? null : await context.content.getHomePage();
  const page = landing
    ? {title: landing.title, slices: landing.slices, source: 'landing' as const}
    : home
      ? {title: home.title, slices: home.slices, source: 'home' as const}
      : null;
  const products = page ? await resolveCatalogueSlices(context, page.slices) : {};
  return {
    campaign: {
      handle: campaign.handle,
      saleTitle: campaign.saleTitle || campaign.handle,
      startTime: campaign.startTime,
      endTime: campaign.endTime,
      enableCampaign: campaign.enableCampaign,
      startedBeforeNow: campaign.startTime <= now,
    },
    others,
    page,
    products,
    [PINNED_CLOCK_FIELD]: campaign.startTime,
  };
}
