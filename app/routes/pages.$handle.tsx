import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadContentPage} from '~/features/content/content-page.server';
import {ContentPage, contentPageMeta} from '~/ui/components/common/ContentPage';
import {PAGE_CACHE_ALLOWED} from '~/kernel/page-cache-handle';

export const handle = PAGE_CACHE_ALLOWED;

export async function loader({context, params}: LoaderFunctionArgs) {
  return loadContentPage(context, 'page', params.handle);
}

export const meta: MetaFunction<typeof loader> = ({data}) => contentPageMeta(data);

export default function Page() {
  const {page} = useLoaderData<typeof loader>();
  return <ContentPage page={page} />;
}
