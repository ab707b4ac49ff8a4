import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {SliceZone} from '@prismicio/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {components, type SliceContext} from '~/slices';
import type {ProductSummary} from '~/domain/types';
import {resolveCatalogueSlices} from '~/lib/catalogue-slices.server';
import {pageMeta} from '~/lib/seo';
import {BRAND} from '~/config/brand';
import {SliceProductTile} from '~/components/product/SliceProductTile';

export async function loader({context, request}: LoaderFunctionArgs) {
  const home = await context.content.getHomePage();
  const products = home ? await resolveCatalogueSlices(context, home.slices) : {};
  return {home, products, canonicalUrl: `${new URL(request.url).origin}/`};
}

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: data?.home?.seo.title ?? '',
    description: data?.home?.seo.description,
    robots: data?.home?.seo.robots,
    canonicalUrl: data?.canonicalUrl,
    brandName: BRAND.name,
  });

export default function Home() {
  const {home, products} = useLoaderData<typeof loader>();
  if (!home) {
    // Content is unreachable: still give shoppers a way into the catalogue.
    return (
      <section className="container-page py-16">
        <h1 className="text-3xl font-bold text-brand">{BRAND.name}</h1>
        <p className="mt-4">Beds, mattresses and bedroom furniture.</p>
        <Link to="/collections/all" className="btn-primary mt-6">
          Shop all products
        </Link>
      </section>
    );
  }
  const context: SliceContext<ProductSummary> = {products, ProductTile: SliceProductTile};
  return (
    <>
      <h1 className="sr-only">{home.title || BRAND.name}</h1>
      <SliceZone slices={home.slices} components={components} context={context} />
    </>
  );
}
