import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {SliceZone} from '@prismicio/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {components, type SliceContext} from '~/ui/slices';
import type {ProductSummary} from '~/domain/types';
import {resolveCatalogueSlices} from '~/features/content/catalogue-slices.server';
import {notFound, orUnavailable} from '~/features/errors/responses.server';
import {contentPageMeta} from '~/ui/components/common/ContentPage';
import {SlicePageHeading} from '~/ui/components/common/SlicePageHeading';
import {SliceProductTile} from '~/ui/components/product/SliceProductTile';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';
import {isLandingPageLive} from '~/domain/campaigns';

const UID = /^[a-z0-9][a-z0-9_-]{0,254}$/i;

export const handle = PAGE_CACHE_ALLOWED;

/**
 * /campaign/{handle}: a campaign landing page (campaign_landing_page1) with its product lists; before or after its
 * campaign runs, a 404, except to an editor previewing content.
 */
export async function loader({context, params}: LoaderFunctionArgs) {
  const uid = params.handle ?? '';
  const [page, settings] = UID.test(uid)
    ? await Promise.all([
        orUnavailable(context, () => context.content.getCampaignLandingPage(uid)),
        orUnavailable(context, () => context.content.getCampaignSettings()),
      ])
    : [null, null];
  if (!page || !settings) return notFound(context);
  if (!context.preview && !isLandingPageLive(uid, settings.campaigns, Date.now())) return notFound(context);
  const products = await resolveCatalogueSlices(context, page.slices);
  return {page, products, canonicalUrl: context.site.url(page.url)};
}

export const meta: MetaFunction<typeof loader> = ({data}) => contentPageMeta(data);

export default function CampaignLandingPage() {
  const {page, products} = useLoaderData<typeof loader>();
  const context: SliceContext<ProductSummary> = {products, ProductTile: SliceProductTile};
  return (
    <>
      <SlicePageHeading title={page.title} slices={page.slices} />
      <SliceZone slices={page.slices} components={components} context={context} />
    </>
  );
}
