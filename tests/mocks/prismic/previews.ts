/**
 * Preview sessions of the Prismic stand-in. On Prismic, "Preview" in the
 * editor opens `{site}/preview?token={ref}&documentId={id}`; the ref then
 * queries the repository with the session's drafts merged over the published
 * documents. The stand-in's refs take the short form `{repo}~{session}`
 * (the repository name is the brand slug, as the app's client names it).
 *
 * - DEMO_PREVIEW_REF: drafts of the home page (a new hero headline) and of the
 *   warranty page (a new title);
 * - EXPIRED_PREVIEW_REF: a session that has ended: Prismic answers 410;
 * - any other ref: 404 `api_notfound_error`, as the real API does.
 *
 * The toolbar: Prismic's is `https://static.cdn.prismic.io/prismic.js?new=true&repo={repo}`;
 * the stand-in serves a small one of its own at TOOLBAR_PATH with the same role
 * for an editor (it shows that the page is a preview and offers 'Exit preview').
 */
import type {PrismicDocument} from '@prismicio/client';
import {BRAND} from '../../../app/config/brand';
import {STAND_IN_TOOLBAR_PATH} from '../../../app/services/prismic/preview.server';

export const STAND_IN_REPOSITORY = BRAND.slug;
export const DEMO_PREVIEW_REF = `${STAND_IN_REPOSITORY}~demo-draft-session`;
export const EXPIRED_PREVIEW_REF = `${STAND_IN_REPOSITORY}~ended-session`;
/** Where the app expects the stand-in's toolbar (app/services/prismic/preview.server.ts). */
export const TOOLBAR_PATH = STAND_IN_TOOLBAR_PATH;

/** Document ids of the drafted documents (see tests/mocks/fixtures/content). */
export const HOME_DOCUMENT_ID = 'ZmHom1QAACQAhome';
export const WARRANTY_DOCUMENT_ID = 'ZmPag2QAACUAwrty';

export const DRAFT_HERO_HEADLINE = 'Draft: sleep better this spring';
export const DRAFT_WARRANTY_TITLE = 'Warranty (draft): our promise to you';

type Draft = (doc: PrismicDocument) => PrismicDocument;

interface RichTextBlock {
  type: string;
  text: string;
  spans: unknown[];
}

function withFirstHeading(field: unknown, text: string): RichTextBlock[] {
  const blocks = Array.isArray(field) ? (field as RichTextBlock[]) : [];
  const [first, ...rest] = blocks;
  return [{type: first?.type ?? 'heading1', text, spans: []}, ...rest];
}

const DRAFTS: Record<string, Draft> = {
  [HOME_DOCUMENT_ID]: (doc) => {
    const slices = (doc.data.slices as {slice_type: string; primary: Record<string, unknown>}[]).map((slice) =>
      slice.slice_type === 'hero_banner'
        ? {...slice, primary: {...slice.primary, heading: withFirstHeading(slice.primary.heading, DRAFT_HERO_HEADLINE)}}
        : slice,
    );
    return {...doc, data: {...doc.data, slices}};
  },
  [WARRANTY_DOCUMENT_ID]: (doc) => ({
    ...doc,
    data: {...doc.data, title: withFirstHeading(doc.data.title, DRAFT_WARRANTY_TITLE)},
  }),
};

export type RefState = 'master' | 'preview' | 'expired' | 'unknown';

export function refState(ref: string, masterRef: string): RefState {
  if (ref === masterRef) return 'master';
  if (ref === DEMO_PREVIEW_REF) return 'preview';
  if (ref === EXPIRED_PREVIEW_REF) return 'expired';
  return 'unknown';
}

/** The documents a preview ref sees: each draft replaces its published document (published later than it). */
export function withDrafts(documents: PrismicDocument[], now: Date = new Date()): PrismicDocument[] {
  return documents.map((doc) => {
    const draft = DRAFTS[doc.id];
    return draft ? {...draft(structuredClone(doc)), last_publication_date: now.toISOString().replace(/\.\d+Z$/, '+0000')} : doc;
  });
}

/**
 * The stand-in's toolbar: a labelled bar with an 'Exit preview' link. The
 * storefront's own notice already offers the same link without JavaScript.
 */
export function toolbarScript(): string {
  return `(() => {
  if (document.getElementById('prismic-toolbar')) return;
  const bar = document.createElement('div');
  bar.id = 'prismic-toolbar';
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', 'Prismic toolbar');
  bar.style.cssText = 'position:fixed;bottom:1rem;left:1rem;z-index:60;background:#1e1e1e;color:#fff;padding:.5rem .75rem;border-radius:.5rem;font:14px/1.4 system-ui,sans-serif;display:flex;gap:.75rem;align-items:center';
  const label = document.createElement('span');
  label.textContent = 'Prismic preview';
  const exit = document.createElement('a');
  exit.href = '/preview/exit';
  exit.textContent = 'Exit preview';
  exit.style.cssText = 'color:#fff;text-decoration:underline';
  bar.append(label, exit);
  document.body.append(bar);
})();
`;
}
