/**
 * Prismic previews (/preview): which preview links and
 * preview cookies the storefront honours. Pure rules, no I/O.
 *
 * Prismic sends an editor to `/preview?token={ref}&documentId={id}`. The token
 * is the preview session's ref: on Prismic a URL of the repository,
 * `https://{repo}.prismic.io/previews/{session}?websitePreviewId={id}`; the
 * local stand-in uses the short opaque form `{repo}~{session}`. Only refs of
 * the configured repository are honoured, so a link made for another
 * repository (or a forged cookie) never switches the store to preview.
 */

/** Prismic's own cookie name (`cookie.preview` in @prismicio/client); its toolbar reads it too. */
export const PREVIEW_COOKIE = 'io.prismic.preview';

/** Refs are short; anything longer is not one. */
export const MAX_PREVIEW_TOKEN_LENGTH = 1024;

export const PREVIEW_LINK_INVALID_MESSAGE = 'This preview link has expired or is not valid';

/** Visible ASCII without the characters a cookie value or a URL part cannot carry plainly. */
const TOKEN_CHARACTERS = /^[\x21-\x7e]+$/;
const FORBIDDEN_IN_TOKEN = /[;,"\\\s<>]/;
const REPOSITORY_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
const SESSION = /^[A-Za-z0-9_:.-]{1,512}$/;
/** Prismic document ids: 16 or so URL-safe characters. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type PreviewTokenResult =
  | {ok: true; ref: string; repository: string}
  | {ok: false; reason: 'missing' | 'malformed' | 'other-repository'};

function repositoryOf(token: string): string | null {
  if (token.startsWith('https://')) {
    let url: URL;
    try {
      url = new URL(token);
    } catch {
      return null;
    }
    const match = /^([a-z0-9][a-z0-9-]*)\.prismic\.io$/.exec(url.hostname);
    if (!match || url.port !== '' || url.username !== '' || url.password !== '') return null;
    if (!/^\/previews\/[^/]+$/.test(url.pathname)) return null;
    return match[1];
  }
  const tilde = token.indexOf('~');
  if (tilde <= 0) return null;
  const repository = token.slice(0, tilde);
  const session = token.slice(tilde + 1);
  return REPOSITORY_NAME.test(repository) && SESSION.test(session) ? repository : null;
}

/** Checks a preview ref (the link's `token`, or the cookie's value) against the configured repository. */
export function parsePreviewToken(token: string | null | undefined, repository: string): PreviewTokenResult {
  if (token == null || token.trim() === '') return {ok: false, reason: 'missing'};
  if (
    token.length > MAX_PREVIEW_TOKEN_LENGTH ||
    !TOKEN_CHARACTERS.test(token) ||
    FORBIDDEN_IN_TOKEN.test(token)
  ) {
    return {ok: false, reason: 'malformed'};
  }
  const owner = repositoryOf(token);
  if (owner === null) return {ok: false, reason: 'malformed'};
  if (owner !== repository.toLowerCase()) return {ok: false, reason: 'other-repository'};
  return {ok: true, ref: token, repository: owner};
}

export function isValidDocumentId(id: string | null | undefined): id is string {
  return typeof id === 'string' && DOCUMENT_ID.test(id);
}

/** What a /preview link asks for, or why it cannot be followed. */
export type PreviewLink =
  | {ok: true; ref: string; documentId: string}
  | {ok: false; reason: 'missing' | 'malformed' | 'other-repository'};

export function parsePreviewLink(params: URLSearchParams, repository: string): PreviewLink {
  const token = parsePreviewToken(params.get('token'), repository);
  if (!token.ok) return token;
  const documentId = params.get('documentId');
  if (!isValidDocumentId(documentId)) return {ok: false, reason: documentId ? 'malformed' : 'missing'};
  return {ok: true, ref: token.ref, documentId};
}

/**
 * Where to send the editor: a path on this site only. A resolved URL that is
 * absolute, protocol-relative or otherwise leaves the site becomes '/'.
 */
export function sameSitePath(url: string | null | undefined, siteOrigin: string): string {
  if (typeof url !== 'string' || url === '' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) {
    return '/';
  }
  try {
    const resolved = new URL(url, siteOrigin);
    if (resolved.origin !== new URL(siteOrigin).origin) return '/';
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return '/';
  }
}

/** The value of the preview cookie in a Cookie header (as @prismicio/client reads it), or null. */
export function previewCookieValue(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== PREVIEW_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}
