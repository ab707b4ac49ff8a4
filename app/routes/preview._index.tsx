import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {parsePreviewLink, PREVIEW_LINK_INVALID_MESSAGE} from '~/domain/preview';
import {orUnavailable} from '~/features/errors/responses.server';
import {pageMeta} from '~/features/seo/meta';
import {BRAND} from '~/config/brand';
import {repositoryNameOf} from '~/services/prismic/client.server';
import {previewCookie} from '~/services/prismic/preview.server';

const NO_STORE = {'Cache-Control': 'private, no-store'};

/** The 400 page for a preview link that cannot be followed (never a 500). */
function invalidPreviewLink() {
  return data({message: PREVIEW_LINK_INVALID_MESSAGE}, {status: 400, headers: NO_STORE});
}

/**
 * /preview?token={ref}&documentId={id}: where Prismic sends an editor who
 * presses "Preview". The ref must belong to our repository and Prismic must
 * accept it; then the preview cookie starts the session and the editor lands
 * on the document's page (our content-to-URL mapping), which shows its draft.
 * Prismic down answers the 503 page.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = parsePreviewLink(url.searchParams, repositoryNameOf(context.settings.prismic.endpoint));
  if (!link.ok) return invalidPreviewLink();

  const resolution = await orUnavailable(context, () =>
    context.resolvePreviewLink(
      {ref: link.ref, documentId: link.documentId, siteOrigin: url.origin},
      {signal: AbortSignal.any([request.signal, context.deadline])},
    ),
  );
  if (!resolution.ok) return invalidPreviewLink();

  return redirect(resolution.url, {
    status: 302,
    headers: {...NO_STORE, 'Set-Cookie': previewCookie(link.ref, {secure: context.settings.secure})},
  });
}

export const meta: MetaFunction = () =>
  pageMeta({title: PREVIEW_LINK_INVALID_MESSAGE, robots: 'noindex, nofollow', brandName: BRAND.name});

/** Shown only for a link that cannot be followed; a good link never renders (it redirects). */
export default function PreviewLinkInvalid() {
  const {message} = useLoaderData<typeof loader>();
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold text-brand">{message}</h1>
      <p className="mt-4 text-lg">
        Preview links only work while their preview session is open. Open the document in Prismic and press Preview again.
      </p>
      <Link to="/" className="btn-primary mt-6">
        Go to the home page
      </Link>
    </section>
  );
}
