import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadContentPage} from '~/lib/content-page.server';
import {ContentPage, contentPageMeta} from '~/components/common/ContentPage';
import type {PageCacheHandle} from '~/lib/page-cache/render-state';

/** The same page for every shopper without personal cookies: the page cache may keep it. */
export const handle: PageCacheHandle = {pageCache: true};

export async function loader({context, params, request}: LoaderFunctionArgs) {
  return loadContentPage(context, request, 'static_page', params.handle);
}

export const meta: MetaFunction<typeof loader> = ({data}) => contentPageMeta(data);

export default function StaticPage() {
  const {page} = useLoaderData<typeof loader>();
  return <ContentPage page={page} />;
}
