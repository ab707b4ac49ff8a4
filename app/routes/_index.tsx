import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {SliceZone} from '@prismicio/react';
import {data, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {components, type SliceContext} from '~/ui/slices';
import type {ProductSummary} from '~/domain/types';
import {resolveCatalogueSlices} from '~/features/content/catalogue-slices.server';
import {getCollectionPage} from '~/services/storefront/collections.server';
import {pageMeta, type JsonLd} from '~/features/seo/meta';
import {organizationJsonLd, webSiteJsonLd} from '~/features/seo/structured-data';
import type {RootData} from '~/features/root/root-data';
import {SlicePageHeading} from '~/ui/components/common/SlicePageHeading';
import {BRAND} from '~/config/brand';
import {SliceProductTile} from '~/ui/components/product/SliceProductTile';
import {ProductGrid} from '~/ui/components/product/ProductTile';
import {Recommendations} from '~/ui/components/search/Recommendations';
import {placementForPage} from '~/domain/recommendations';
import {quickOrStreamed, valueOrStream} from '~/kernel/streaming';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

/** Tiles on the minimal home: one row or two of the `all` collection. */
export const FALLBACK_PRODUCT_COUNT = 8;

type Context = LoaderFunctionArgs['context'];

/**
 * The catalogue's first products for the minimal home; none when the catalogue
 * fails too. The request's deadline bounds the wait (content may have used
 * most of it already), so the page still answers in time.
 */
async function fallbackProducts(context: Context): Promise<ProductSummary[]> {
  try {
    const collection = await getCollectionPage(context.storefront, 'all');
    return collection?.products.slice(0, FALLBACK_PRODUCT_COUNT) ?? [];
  } catch (error) {
    context.reportError(error, {service: 'storefront', url: 'home fallback products'});
    return [];
  }
}

export const handle = PAGE_CACHE_ALLOWED;

export async function loader({context}: LoaderFunctionArgs) {
  // On the store's origin (app/kernel/site-origin.ts); without one, no canonical link and no JSON-LD.
  const canonicalUrl = context.site.url('/');
  // Started first, streamed after the page: recommendations never hold up the home page.
  const pendingRecommendations = quickOrStreamed(
    context.search.recommendations({placement: placementForPage('Homepage'), seed: []}),
  );
  // Never throws for content: a failure is the last good home (stale) or null.
  const home = await context.content.getHomePage();
  // Built here, not in meta, so the browser never loads the JSON-LD builders for the home page; meta adds the
  // header's logo (the root's data) to the organisation.
  const origin = context.site.origin;
  const jsonLd = origin
    ? {organization: organizationJsonLd({name: BRAND.name, origin}), webSite: webSiteJsonLd({name: BRAND.name, origin})}
    : null;
  const products = home ? await resolveCatalogueSlices(context, home.slices) : {};
  const recommendations = valueOrStream(await pendingRecommendations);
  const noFallback: ProductSummary[] = [];
  if (home && !home.stale) return {home, products, fallbackProducts: noFallback, canonicalUrl, jsonLd, recommendations};
  const fallback = home ? noFallback : await fallbackProducts(context);
  // A degraded page must not be kept by a CDN or browser once content is back.
  return data(
    {home, products, fallbackProducts: fallback, canonicalUrl, jsonLd, recommendations},
    {headers: {'Cache-Control': 'no-store'}},
  );
}

/** Passes the loader's Cache-Control (set only on degraded answers) to the document. */
export const headers: HeadersFunction = ({loaderHeaders}) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({data, matches}) => {
  const header = (matches.find((match) => match.id === 'root')?.data as RootData | undefined)?.header;
  return pageMeta({
    title: data?.home?.seo.title ?? '',
    description: data?.home?.seo.description ?? header?.description,
    robots: data?.home?.seo.robots,
    canonicalUrl: data?.canonicalUrl,
    brandName: BRAND.name,
    image: header?.logo ?? null,
    jsonLd:
      data?.jsonLd && data.canonicalUrl
        ? [withLogo(data.jsonLd.organization, header?.logo?.url, data.canonicalUrl), data.jsonLd.webSite]
        : null,
  });
};

/** The organisation's structured data with the site's logo, made absolute, when there is one. */
function withLogo(organization: JsonLd, logo: string | undefined, base: string): JsonLd {
  return logo && URL.canParse(logo, base) ? {...organization, logo: new URL(logo, base).href} : organization;
}

export default function Home() {
  const {home, products, fallbackProducts, recommendations} = useLoaderData<typeof loader>();
  if (!home) {
    // Content is unreachable: still give shoppers a way into the catalogue.
    return (
      <section className="container-page py-16">
        <h1 className="text-3xl font-bold text-brand">{BRAND.name}</h1>
        <p className="mt-4">Beds, mattresses and bedroom furniture.</p>
        <Link to="/collections/all" className="btn-primary mt-6">
          Shop all products
        </Link>
        {fallbackProducts.length > 0 && (
          <div className="mt-10">
            <ProductGrid products={fallbackProducts} />
          </div>
        )}
      </section>
    );
  }
  const context: SliceContext<ProductSummary> = {products, ProductTile: SliceProductTile};
  return (
    <>
      <SlicePageHeading title={home.title} slices={home.slices} />
      <SliceZone slices={home.slices} components={components} context={context} />
      <Recommendations recommendations={recommendations} />
    </>
  );
}
