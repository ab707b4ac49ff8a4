import type {AppLoadContext} from '@shopify/remix-oxygen';
import {notFound, orUnavailable} from '../errors/responses.server';

const UID = /^[a-z0-9][a-z0-9_-]{0,254}$/i;

/** Loader for /pages/{handle} and /static-pages/{handle}: a missing document is the 404 page. */
export async function loadContentPage(
  context: AppLoadContext,
  type: 'page' | 'static_page',
  handle: string | undefined,
) {
  const uid = handle ?? '';
  const page = UID.test(uid)
    ? await orUnavailable(context, () => (type === 'page' ? context.content.getPage(uid) : context.content.getStaticPage(uid)))
    : null;
  if (!page) return notFound(context);
  return {page, canonicalUrl: context.site.url(page.url)};
}
