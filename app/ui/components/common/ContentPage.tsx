import type {ContentPage as ContentPageData, Seo} from '~/domain/content-types';
import {SliceRichText} from '~/ui/slices';
import {formatLongDate} from '~/domain/format';
import {pageMeta} from '~/features/seo/meta';
import {BRAND} from '~/config/brand';

/** A generic or static content page: title, rich text body and when it was last updated. */
export function ContentPage({page}: {page: ContentPageData}) {
  return (
    <article className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-brand">{page.title}</h1>
      <p className="mt-2 text-sm text-neutral-500">{`Last updated ${formatLongDate(page.updatedAt)}`}</p>
      <div className="prose mt-8 max-w-none">
        <SliceRichText field={page.body} />
      </div>
    </article>
  );
}

/** Meta of any content-driven page: its SEO fields, else its title. */
export function contentPageMeta(data: {page: {title: string; seo: Seo}; canonicalUrl: string | null} | undefined) {
  if (!data) return [];
  return pageMeta({
    title: data.page.seo.title ?? data.page.title,
    description: data.page.seo.description,
    robots: data.page.seo.robots,
    canonicalUrl: data.canonicalUrl,
    brandName: BRAND.name,
  });
}
