/**
 * Prismic previews on the server: following a preview link (the session's
 * ref and the document it starts on), the preview cookie, and the toolbar's
 * address. The rules for which refs count are in ~/domain/preview.
 */
import * as prismic from '@prismicio/client';
import {linkResolver} from '~/domain/content-url';
import {PREVIEW_COOKIE, parsePreviewToken, previewCookieValue, sameSitePath} from '~/domain/preview';
import {
  createContentClient,
  repositoryNameOf,
  type ContentClientConfig,
  type ContentClientOptions,
} from './client.server';

/** Where the local stand-in serves its toolbar (Prismic's is on static.cdn.prismic.io). */
export const STAND_IN_TOOLBAR_PATH = '/prismic-toolbar.js';

/** Prismic's toolbar for a Prismic-hosted repository, else the stand-in's own at the endpoint's origin. */
export function previewToolbarSrc(endpoint: string, repository: string): string {
  const {hostname, origin} = new URL(endpoint);
  const repo = encodeURIComponent(repository);
  // The address @prismicio/client's getToolbarSrc gives (which throws on names it does not like).
  return hostname.endsWith('.prismic.io')
    ? `https://static.cdn.prismic.io/prismic.js?new=true&repo=${repo}`
    : `${origin}${STAND_IN_TOOLBAR_PATH}?repo=${repo}`;
}

/**
 * The session-long preview cookie. Not HttpOnly: Prismic's toolbar reads it
 * (and ends the session by clearing it). SameSite=Lax lets the editor's click
 * from Prismic carry it on; Secure outside development.
 */
export function previewCookie(ref: string, {secure}: {secure: boolean}): string {
  return [`${PREVIEW_COOKIE}=${encodeURIComponent(ref)}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}

export function clearPreviewCookie({secure}: {secure: boolean}): string {
  return [
    `${PREVIEW_COOKIE}=`,
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Prismic refused the preview ref (unknown: 404, ended: 410). */
export class PreviewRefRefused extends Error {
  constructor(readonly status: number) {
    super(`Prismic refused the preview ref (HTTP ${status})`);
    this.name = 'PreviewRefRefused';
  }
}

/**
 * @prismicio/client answers an unknown or ended ref by retrying with the master
 * ref, which would turn a dead preview link into published content. Following
 * a link, that refusal must be seen: this fetch throws it instead.
 */
export function refusingFetch(baseFetch: typeof fetch, previewRef: string): typeof fetch {
  return async (input, init) => {
    const response = await baseFetch(input, init);
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.searchParams.get('ref') === previewRef && (response.status === 404 || response.status === 410)) {
      response.body?.cancel().catch(() => {});
      throw new PreviewRefRefused(response.status);
    }
    return response;
  };
}

export type PreviewResolution =
  | {ok: true; url: string}
  /** The ref was refused or the document is not in it: the link is dead. */
  | {ok: false; reason: 'refused' | 'not-found'};

/**
 * The page to open for a preview link: the document's URL (our
 * content-to-URL mapping as the link resolver) read through the preview ref,
 * a path on this site only. Upstream failures (timeouts, 5xx) are thrown.
 */
export async function resolvePreviewLink(
  config: ContentClientConfig,
  {ref, documentId, siteOrigin}: {ref: string; documentId: string; siteOrigin: string},
  {fetch: baseFetch = globalThis.fetch, ...options}: ContentClientOptions = {},
): Promise<PreviewResolution> {
  const client = createContentClient(config, {...options, fetch: refusingFetch(baseFetch, ref)});
  try {
    const url = await client.resolvePreviewURL({
      linkResolver,
      defaultURL: '/',
      previewToken: ref,
      documentID: documentId,
    });
    return {ok: true, url: sameSitePath(url, siteOrigin)};
  } catch (error) {
    if (error instanceof PreviewRefRefused) return {ok: false, reason: 'refused'};
    if (error instanceof prismic.PreviewTokenExpiredError) return {ok: false, reason: 'refused'};
    if (error instanceof prismic.NotFoundError) return {ok: false, reason: 'not-found'};
    throw error;
  }
}

export interface PreviewSession {
  /** The preview ref content is read from. */
  ref: string;
  /** Prismic's toolbar (or the stand-in's), loaded only on preview pages. */
  toolbarSrc: string;
}

/** The request's preview session: a preview cookie holding a ref of the configured repository, else null. */
export function previewSessionOf(cookieHeader: string | null, endpoint: string): PreviewSession | null {
  const repository = repositoryNameOf(endpoint);
  const token = parsePreviewToken(previewCookieValue(cookieHeader), repository);
  return token.ok ? {ref: token.ref, toolbarSrc: previewToolbarSrc(endpoint, repository)} : null;
}

/** What default-src adds for the 3D viewer's WebAssembly (app/entry.server.tsx); script-src must keep it. */
export const WASM_UNSAFE_EVAL = "'wasm-unsafe-eval'";

/**
 * What the Content Security Policy adds on a preview page, and only there:
 * the toolbar's script origin and, for Prismic itself, the repository its
 * toolbar frames and calls.
 */
export function previewCspDirectives(session: PreviewSession, endpoint: string) {
  const toolbarOrigin = new URL(session.toolbarSrc).origin;
  const {hostname} = new URL(endpoint);
  const repositoryOrigin = hostname.endsWith('.prismic.io') ? `https://${repositoryNameOf(endpoint)}.prismic.io` : null;
  return {
    // script-src replaces default-src for scripts: keep what default-src allows (the nonce is added by Hydrogen).
    scriptSrc: ["'self'", 'https://cdn.shopify.com', 'https://shopify.com', WASM_UNSAFE_EVAL, toolbarOrigin],
    ...(repositoryOrigin ? {frameSrc: ["'self'", repositoryOrigin], connectSrc: [repositoryOrigin]} : {}),
  };
}

export const SLICE_SIMULATOR_PATH = '/slice-simulator';

/**
 * Slice Machine shows /slice-simulator in a frame: its local app
 * (localhost:9999) and Prismic's Page Builder (*.prismic.io). Every other
 * page keeps Hydrogen's `frame-ancestors 'none'`.
 */
export function sliceSimulatorCspDirectives(pathname: string) {
  if (pathname.replace(/\/$/, '') !== SLICE_SIMULATOR_PATH) return {};
  return {frameAncestors: ["'self'", 'http://localhost:9999', 'https://*.prismic.io']};
}
