import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {sameSitePath} from '~/domain/preview';
import {clearPreviewCookie} from '~/services/prismic/preview.server';

/** The page to go back to: `?returnTo=` (a path on this site), else the page the link was on, else home. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  const asked = url.searchParams.get('returnTo');
  if (asked) return sameSitePath(asked, url.origin);
  const referrer = request.headers.get('Referer');
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.origin === url.origin && !from.pathname.startsWith('/preview')) {
        return sameSitePath(`${from.pathname}${from.search}`, url.origin);
      }
    } catch {
      // Not a URL: go home.
    }
  }
  return '/';
}

/**
 * /preview/exit: ends the preview session (clears Prismic's preview cookie)
 * and goes back to the same page, now with published content. A plain link,
 * from the preview notice or the toolbar, so it works without JavaScript.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  return redirect(returnPath(request), {
    status: 302,
    headers: {
      'Cache-Control': 'private, no-store',
      'Set-Cookie': clearPreviewCookie({secure: context.settings.secure}),
    },
  });
}
