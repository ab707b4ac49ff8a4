import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {SliceZone} from '@prismicio/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {components, type SliceContext} from '~/ui/slices';
import type {ProductSummary} from '~/domain/types';
import {loadCampaignPreview} from '~/features/content/campaign-preview.server';
import {pageMeta} from '~/features/seo/meta';
import {BRAND} from '~/config/brand';
import {formatCampaignTime} from '~/domain/campaign-preview';
import {SliceProductTile} from '~/ui/components/product/SliceProductTile';

/** A merchant's tool: never indexed, never followed. */
const PREVIEW_ROBOTS = 'noindex, nofollow';

/**
 * /preview/campaign-sale/{handle?}: the storefront as it will look when a campaign starts (its landing page or
 * home, every price and the banner worked out at its start). See ~/features/content/campaign-preview.server.
 */
export async function loader({context, params}: LoaderFunctionArgs) {
  return loadCampaignPreview(context, params.handle ?? null, Date.now());
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
