import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {SliceZone} from '@prismicio/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {components, type SliceContext} from '~/ui/slices';
import type {ProductSummary} from '~/domain/types';
import {resolveCatalogueSlices} from '~/features/content/catalogue-slices.server';
import {notFound} from '~/features/errors/responses.server';
import {PINNED_CLOCK_FIELD} from '~/ui/hooks/campaigns';
import {pageMeta} from '~/features/seo/meta';
import {BRAND} from '~/config/brand';
import {campaignToPreview, formatCampaignTime} from '~/ui/components/campaign/preview';
import {SliceProductTile} from '~/ui/components/product/SliceProductTile';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;
/** A merchant's tool: never indexed, never followed. */
const PREVIEW_ROBOTS = 'noindex, nofollow';

/**
 * /preview/campaign-sale/{handle?}: the storefront as it will look when a
 * campaign starts. The campaign named by the handle, else the next one to
 * start; its landing page (/campaign/{handle}) if it has one, else the home
 * page, with every price and the campaign banner worked out at its start
 * (the loader pins the campaign clock; see ~/hooks/campaigns).
 */
export async function loader({context, params}: LoaderFunctionArgs) {
  const handle = params.handle ?? null;
  if (handle !== null && !HANDLE.test(handle)) return notFound(context);
  const now = Date.now();
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

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: data?.campaign ? `Preview: ${data.campaign.saleTitle}` : 'Campaign preview',
    robots: PREVIEW_ROBOTS,
    brandName: BRAND.name,
  });

export default function CampaignPreview() {
  const {campaign, others, page, products} = useLoaderData<typeof loader>();
  const context: SliceContext<ProductSummary> = {products, ProductTile: SliceProductTile};
  return (
    <>
      <section
        aria-labelledby="preview-heading"
        className="border-b-4 border-brand-accent bg-brand-light"
        data-testid="preview-notice"
      >
        <div className="container-page py-4">
          <h1 id="preview-heading" className="text-xl font-bold text-brand">
            {campaign ? `Preview: ${campaign.saleTitle}` : 'Campaign preview'}
          </h1>
          {campaign ? (
            <>
              <p className="mt-1 text-sm">
                {'This is how the store will look when the campaign starts, '}
                <time dateTime={new Date(campaign.startTime).toISOString()}>{formatCampaignTime(campaign.startTime)}</time>
                {'. Prices and the campaign banner are worked out at that moment; the campaign runs until '}
                <time dateTime={new Date(campaign.endTime).toISOString()}>{formatCampaignTime(campaign.endTime)}</time>.
              </p>
              {campaign.enableCampaign ? null : (
                <p className="mt-1 text-sm font-semibold">
                  This campaign is switched off (enableCampaign), so shoppers will not see it.
                </p>
              )}
              {campaign.startedBeforeNow ? (
                <p className="mt-1 text-sm">It has already started: the live store shows it now.</p>
              ) : null}
              {page?.source === 'home' ? (
                <p className="mt-1 text-sm">The campaign has no landing page, so the home page is shown.</p>
              ) : null}
            </>
          ) : (
            <p className="mt-1 text-sm">No campaign is scheduled to start. Preview one by name:</p>
          )}
          {others.length > 0 ? (
            <nav aria-label="Campaigns to preview" className="mt-2">
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {others.map((other) => (
                  <li key={other.handle}>
                    <Link
                      to={`/preview/campaign-sale/${other.handle}`}
                      className="underline"
                      aria-current={other.handle === campaign?.handle ? 'page' : undefined}
                    >
                      {other.saleTitle}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </section>
      {page ? <SliceZone slices={page.slices} components={components} context={context} /> : null}
    </>
  );
}
