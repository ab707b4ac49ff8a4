/**
 * Content-driven redirects and 'gone' pages, consulted on every navigation
 * and served by `api/seo-data`: gone → 410 with the message from
 * resourceGone; redirect → to the target with the given status. Pure: the rules come from content
 * (app/services/prismic/seo-data.server.ts), the path from the request.
 */

/** A page's robots directive when its content names none. */
export const DEFAULT_ROBOTS = 'follow, index';

export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const DEFAULT_REDIRECT_STATUS: RedirectStatus = 301;
export const GONE_STATUS = 410;
export const DEFAULT_GONE_MESSAGE = 'This page is no longer available';

export interface SeoRedirectRule {
  kind: 'redirect';
  /** A normalised path (see normaliseSeoPath). */
  from: string;
  /** As the content wrote it: a path, or a URL that must be on the site's own origin (checked per request). */
  to: string;
  statusCode: RedirectStatus;
}

export interface SeoGoneRule {
  kind: 'gone';
  path: string;
  message: string;
}

export type SeoRule = SeoRedirectRule | SeoGoneRule;

/** The reply shape of `GET api/seo-data?from=`. */
export interface SeoData {
  redirect: {to: string; statusCode: RedirectStatus} | null;
  resourceGone: {message: string} | null;
}

export const NO_SEO_DATA: SeoData = {redirect: null, resourceGone: null};

/**
 * The path a rule matches on: the path only (no query, no fragment), percent
 * escapes decoded where that is safe, lower case, no trailing slash but '/'
 * itself. Null for anything that is not a site path.
 */
export function normaliseSeoPath(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  let path = trimmed.split(/[?#]/)[0];
  try {
    path = decodeURI(path);
  } catch {
    // A broken escape: match on the path as written.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path;
}

/**
 * A redirect target the site may send a shopper to: a path on this site, or
 * an absolute URL on this site's own origin (editors paste full URLs), made a
 * path. Anything else (another site, `//host`, `javascript:`) is null.
 */
export function sameOriginTarget(to: string, siteOrigin: string): string | null {
  const value = to.trim();
  if (value === '') return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return null;
    return value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteOrigin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function toRedirectStatus(value: unknown): RedirectStatus {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return REDIRECT_STATUSES.find((status) => status === number) ?? DEFAULT_REDIRECT_STATUS;
}

/**
 * What the content says about a path on `siteOrigin`: a 'gone' rule before a
 * redirect of the same path (a removed page stays removed), then the first
 * redirect whose target is on this site and is not the same path (a loop).
 */
export function seoDataFor(rules: readonly SeoRule[], path: string, siteOrigin: string): SeoData {
  const key = normaliseSeoPath(path);
  if (key === null) return NO_SEO_DATA;
  const gone = rules.find((rule): rule is SeoGoneRule => rule.kind === 'gone' && rule.path === key);
  if (gone) return {redirect: null, resourceGone: {message: gone.message}};
  for (const rule of rules) {
    if (rule.kind !== 'redirect' || rule.from !== key) continue;
    const to = sameOriginTarget(rule.to, siteOrigin);
    if (to === null || normaliseSeoPath(to) === key) continue;
    return {redirect: {to, statusCode: rule.statusCode}, resourceGone: null};
  }
  return NO_SEO_DATA;
}

/**
 * Where a redirect lands: the target, keeping the shopper's query string when
 * the target has none of its own (campaign tags survive an old link).
 */
export function redirectLocation(to: string, requestSearch: string): string {
  if (to.includes('?') || requestSearch === '' || requestSearch === '?') return to;
  const [path, hash] = to.split('#', 2);
  return `${path}${requestSearch.startsWith('?') ? requestSearch : `?${requestSearch}`}${hash ? `#${hash}` : ''}`;
}
