/**
 * redirectFrom: on leaving a page its
 * title and URL are kept in browser storage under `redirectFrom`, and read
 * back on load only when a page title exists.
 */
export const REDIRECT_FROM_KEY = 'redirectFrom';

export interface RedirectFrom {
  pageTitle: string;
  url: string;
}

/** Only a same-site path is kept: the value ends up in a link. */
export function toRedirectFrom(pageTitle: string, url: string): RedirectFrom | null {
  const title = pageTitle.trim();
  if (title === '' || !url.startsWith('/') || url.startsWith('//')) return null;
  return {pageTitle: title.slice(0, 200), url: url.slice(0, 2000)};
}

export function readRedirectFrom(stored: string | null): RedirectFrom | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<RedirectFrom>;
    return typeof value.pageTitle === 'string' && typeof value.url === 'string'
      ? toRedirectFrom(value.pageTitle, value.url)
      : null;
  } catch {
    return null;
  }
}
