/**
 * Turns the content fixtures into the documents the stand-in serves: brand
 * token replaced, document links filled in the way the REST API returns them,
 * `url` resolved through the site's content-to-URL mapping.
 */
import type {FilledContentRelationshipField, PrismicDocument} from '@prismicio/client';
import {BRAND} from '../../../app/config/brand';
import {contentUrl} from '../../../app/domain/content-url';
import {customTypeModels} from '../../../scripts/prismic-models';
import {
  BRAND_TOKEN,
  ORIGIN_TOKEN,
  contentFixtures,
  type ContentFixture,
} from '../fixtures/content/index';

export const MASTER_LANG = 'en-au';
export const CONTENT_IMAGE_PATH = '/content-images/';

/** Custom types that are building blocks of other pages, not pages: Prismic gives them no url. */
const TYPES_WITHOUT_PAGES = new Set(['header', 'mega_menu', 'seo_redirect', 'seo_gone']);

export interface ContentImage {
  width: number;
  height: number;
  alt: string;
}

export interface ContentStore {
  /** Changes whenever the content does, like a real repository's master ref after a publish. */
  masterRef: string;
  /** Served documents; image URLs still hold ORIGIN_TOKEN, replaced per request. */
  documents: PrismicDocument[];
  /** Images the content uses, by file name under CONTENT_IMAGE_PATH. */
  images: Map<string, ContentImage>;
  /** Custom type id → label, from the content model (customtypes/), as in the repository's `types`. */
  types: Record<string, string>;
}

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRichTextBlock(value: Json): value is {text: string; spans: {start: number; end: number}[]} {
  return isRecord(value) && typeof value.text === 'string' && Array.isArray(value.spans);
}

/**
 * Replaces the token inside a rich-text block, moving span offsets so they
 * still cover the same words when the replacement is longer or shorter.
 */
function replaceInBlock(block: {text: string; spans: {start: number; end: number}[]}, token: string, value: string) {
  const shift = value.length - token.length;
  let text = block.text;
  const spans = block.spans.map((span) => ({...span}));
  for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + value.length)) {
    text = text.slice(0, at) + value + text.slice(at + token.length);
    for (const span of spans) {
      if (span.start > at) span.start += shift;
      if (span.end > at) span.end += shift;
    }
  }
  return {...block, text, spans};
}

function replaceToken(value: Json, token: string, replacement: string): Json {
  if (typeof value === 'string') return value.replaceAll(token, replacement);
  if (Array.isArray(value)) return value.map((item) => replaceToken(item, token, replacement));
  if (!isRecord(value)) return value;
  const source = isRichTextBlock(value) ? replaceInBlock(value, token, replacement) : value;
  return Object.fromEntries(
    Object.entries(source).map(([key, item]) => [key, key === 'spans' ? item : replaceToken(item, token, replacement)]),
  );
}

function slugOf(fixture: ContentFixture): string {
  return fixture.uid ?? fixture.type.replaceAll('_', '-');
}

function documentUrl(doc: {type: string; uid: string | null; data?: unknown}): string | null {
  return TYPES_WITHOUT_PAGES.has(doc.type) ? null : contentUrl(doc);
}

/** The REST API also sends the target's publication dates, which the client's type leaves out. */
type DocumentLink = FilledContentRelationshipField &
  Partial<Pick<PrismicDocument, 'first_publication_date' | 'last_publication_date'>>;

/** A document link as the REST API returns it, or the broken form when its target is gone. */
function linkTo(id: string, byId: Map<string, ContentFixture>): DocumentLink {
  const target = byId.get(id);
  if (!target) {
    return {link_type: 'Document', id, type: 'broken_type', tags: [], lang: MASTER_LANG, slug: '-', isBroken: true};
  }
  return {
    link_type: 'Document',
    id: target.id,
    type: target.type,
    tags: target.tags,
    lang: target.lang,
    slug: slugOf(target),
    ...(target.uid ? {uid: target.uid} : {}),
    url: documentUrl(target) ?? undefined,
    first_publication_date: target.first_publication_date,
    last_publication_date: target.last_publication_date,
    isBroken: false,
  };
}

function fillLinks(value: Json, byId: Map<string, ContentFixture>): Json {
  if (Array.isArray(value)) return value.map((item) => fillLinks(item, byId));
  if (!isRecord(value)) return value;
  if (value.link_type === 'Document' && typeof value.id === 'string' && !('type' in value)) {
    return {...value, ...linkTo(value.id, byId)};
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillLinks(item, byId)]));
}

function collectImages(value: Json, images: Map<string, ContentImage>) {
  if (Array.isArray(value)) return value.forEach((item) => collectImages(item, images));
  if (!isRecord(value)) return;
  const prefix = `${ORIGIN_TOKEN}${CONTENT_IMAGE_PATH}`;
  if (typeof value.url === 'string' && value.url.startsWith(prefix) && isRecord(value.dimensions)) {
    const {width, height} = value.dimensions as {width: number; height: number};
    images.set(value.url.slice(prefix.length), {width, height, alt: String(value.alt ?? '')});
  }
  Object.values(value).forEach((item) => collectImages(item, images));
}

/** FNV-1a, printed like a Prismic ref: a stable id for this exact content. */
function refFor(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `Z${hash.toString(36).padStart(7, '0')}AAAmock`;
}

let modelTypes: Record<string, string> | undefined;

/** Every custom type of the model with its label, documents or not, as Prismic lists a repository's types. */
function repositoryTypes(): Record<string, string> {
  return (modelTypes ??= Object.fromEntries(customTypeModels().map((model) => [model.id, model.label ?? model.id])));
}

export function loadContent(
  fixtures: Record<string, ContentFixture> = contentFixtures,
  brandName: string = BRAND.name,
): ContentStore {
  const branded = Object.values(fixtures).map(
    (fixture) => replaceToken(fixture, BRAND_TOKEN, brandName) as ContentFixture,
  );
  const byId = new Map(branded.map((fixture) => [fixture.id, fixture]));
  const images = new Map<string, ContentImage>();

  const documents = branded.map((fixture): PrismicDocument => {
    const data = fillLinks(fixture.data, byId) as Record<string, unknown>;
    collectImages(data, images);
    return {
      id: fixture.id,
      uid: fixture.uid,
      url: documentUrl(fixture),
      type: fixture.type,
      href: '', // depends on the request's origin and ref: filled in when served
      tags: fixture.tags,
      first_publication_date: fixture.first_publication_date,
      last_publication_date: fixture.last_publication_date,
      slugs: [slugOf(fixture)],
      linked_documents: [],
      lang: fixture.lang,
      alternate_languages: fixture.alternate_languages,
      data,
    };
  });

  return {masterRef: refFor(JSON.stringify(documents)), documents, images, types: {...repositoryTypes()}};
}
