/**
 * Local stand-in for the Prismic REST API v2, for `@prismicio/client` v7 used
 * unchanged through its endpoint (`{origin}/api/v2`):
 * - GET /api/v2: the repository (refs, languages, types, forms);
 * - GET /api/v2/documents/search: predicates, lang, paging, orderings;
 * - GET /content-images/{name}.svg: the pictures the demo content uses;
 * - /__control/prismic: the fault switch (API routes only, not the pictures).
 * Documents come from tests/mocks/fixtures/content (see its index.ts).
 * - previews: a demo preview ref sees drafts merged over the published documents,
 *   an ended one is refused with 410, an unknown one with 404 (./previews.ts);
 * Not implemented: fetchLinks/graphQuery (linked documents come without `data`),
 * releases, and the `after` cursor.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import type {PrismicDocument} from '@prismicio/client';
import {ORIGIN_TOKEN} from '../fixtures/content/index';
import {createFaultSwitch, type Fault, type FaultSwitch} from '../fault-switch';
import {contentImageSvg} from './content-image';
import {CONTENT_IMAGE_PATH, MASTER_LANG, loadContent, type ContentStore} from './documents';
import {PredicateParseError, parseQuery, type Predicate} from './predicates';
import {filterDocuments, orderDocuments, parseOrderings} from './search';
import {TOOLBAR_PATH, refState, toolbarScript, withDrafts} from './previews';

const API_VERSION = 'b7f3a12';
const LICENSE = 'All Rights Reserved';
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

const LANGUAGES = [{id: MASTER_LANG, name: 'English - Australia', is_master: true}];

/** Serialises a reply, putting the request's origin where the content says `{origin}`. */
function json(body: unknown, origin: string, status = 200): Response {
  return new HttpResponse(JSON.stringify(body).replaceAll(ORIGIN_TOKEN, origin), {
    status,
    headers: {'Content-Type': 'application/json; charset=utf-8'},
  });
}

class BadRequest extends Error {}

function integerParam(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new BadRequest(`${name} must be a positive integer, got '${raw}'`);
  }
  return value;
}

function hrefFor(doc: PrismicDocument, api: string, ref: string): string {
  const params = new URLSearchParams({ref, q: `[[:d = at(document.id, "${doc.id}") ]]`});
  return `${api}/documents/search?${params}`;
}

function pageUrl(url: URL, page: number): string {
  const next = new URL(url);
  next.searchParams.set('page', String(page));
  return next.toString();
}

function repository(store: ContentStore, origin: string, api: string, types: Record<string, string>) {
  const action = `${api}/documents/search`;
  const field = (type: 'String' | 'Integer', multiple = false, fallback?: string) => ({
    type,
    multiple,
    ...(fallback ? {default: fallback} : {}),
  });
  return {
    refs: [{id: 'master', ref: store.masterRef, label: 'Master', isMasterRef: true}],
    bookmarks: {},
    types,
    languages: LANGUAGES,
    tags: [...new Set(store.documents.flatMap((doc) => doc.tags))].sort(),
    forms: {
      everything: {
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        action,
        fields: {
          ref: field('String'),
          q: field('String', true),
          lang: field('String'),
          page: field('Integer', false, '1'),
          pageSize: field('Integer', false, String(DEFAULT_PAGE_SIZE)),
          after: field('String'),
          fetch: field('String'),
          fetchLinks: field('String'),
          graphQuery: field('String'),
          orderings: field('String'),
          routes: field('String'),
          brokenRoute: field('String'),
          access_token: field('String'),
        },
      },
    },
    oauth_initiate: `${origin}/auth`,
    oauth_token: `${origin}/auth/token`,
    version: API_VERSION,
    license: LICENSE,
    experiments: {draft: [], running: []},
    integrationFieldsRef: null,
  };
}

function search(store: ContentStore, url: URL, api: string, documents: PrismicDocument[] = store.documents) {
  const params = url.searchParams;
  const predicates: Predicate[] = params.getAll('q').flatMap((query) => parseQuery(query));
  const orderings = params.has('orderings') ? parseOrderings(params.get('orderings') ?? '') : [];
  const page = integerParam(params, 'page', 1);
  const pageSize = Math.min(integerParam(params, 'pageSize', DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const lang = params.get('lang') || MASTER_LANG;

  const inLanguage = lang === '*' ? documents : documents.filter((doc) => doc.lang === lang);
  const matching = orderDocuments(filterDocuments(inLanguage, predicates), orderings);
  const totalPages = Math.ceil(matching.length / pageSize);
  const ref = params.get('ref') ?? store.masterRef;
  const results = matching
    .slice((page - 1) * pageSize, page * pageSize)
    .map((doc) => ({...doc, href: hrefFor(doc, api, ref)}));

  return {
    page,
    results_per_page: pageSize,
    results_size: results.length,
    total_results_size: matching.length,
    total_pages: totalPages,
    next_page: page < totalPages ? pageUrl(url, page + 1) : null,
    prev_page: page > 1 && page <= totalPages + 1 ? pageUrl(url, page - 1) : null,
    results,
    version: API_VERSION,
    license: LICENSE,
  };
}

/** The default switch, so every handler list (vitest's and the mock shop's) obeys `/__control/prismic`. */
export const prismicFault = createFaultSwitch('prismic');

interface PrismicHandlerOptions {
  fault?: FaultSwitch;
  /** Where the API lives on the stand-in's origin: '' (the demo, `{origin}/api/v2`) or a path such as '/repo'. */
  basePath?: string;
  /** The repository's custom types (id → label); default: the store's, i.e. the whole model. */
  types?: () => Record<string, string>;
}

export function createPrismicHandlers(
  store: ContentStore = loadContent(),
  {fault = prismicFault, basePath = '', types = () => store.types}: PrismicHandlerOptions = {},
): RequestHandler[] {
  const apiOf = (url: URL) => `${url.origin}${basePath}/api/v2`;
  return [
    ...fault.controlHandlers,

    http.get(`*${basePath}/api/v2`, ({request}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const url = new URL(request.url);
      return json(repository(store, url.origin, apiOf(url), types()), url.origin);
    }),

    http.get(`*${basePath}/api/v2/documents/search`, ({request}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const url = new URL(request.url);
      const ref = url.searchParams.get('ref');
      if (!ref) {
        return json({type: 'api_validation_error', message: 'Missing required parameter: ref'}, url.origin, 400);
      }
      const state = refState(ref, store.masterRef);
      if (state === 'expired') {
        // A preview session that has ended (Prismic's 410); the client retries with the master ref.
        return json(
          {type: 'api_expired_error', message: `The ref has expired. Master ref is: ${store.masterRef}`},
          url.origin,
          410,
        );
      }
      if (state === 'unknown') {
        // The client reads the master ref out of this message and retries with it.
        return json(
          {
            type: 'api_notfound_error',
            message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${store.masterRef}`,
          },
          url.origin,
          404,
        );
      }
      try {
        const documents = state === 'preview' ? withDrafts(store.documents) : store.documents;
        return json(search(store, url, apiOf(url), documents), url.origin);
      } catch (error) {
        if (error instanceof PredicateParseError) {
          return json({type: 'parsing-error', message: error.message}, url.origin, 400);
        }
        if (error instanceof BadRequest) {
          return json({type: 'api_validation_error', message: error.message}, url.origin, 400);
        }
        throw error;
      }
    }),

    // The stand-in's preview toolbar (Prismic's is static.cdn.prismic.io/prismic.js); not behind the fault switch.
    http.get(`*${basePath}${TOOLBAR_PATH}`, () => {
      return new HttpResponse(toolbarScript(), {
        headers: {'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300'},
      });
    }),

    http.get(`*${basePath}${CONTENT_IMAGE_PATH}:file`, ({params}) => {
      const file = String(params.file);
      const image = file.endsWith('.svg') ? store.images.get(file) : undefined;
      if (!image) return new HttpResponse('Not found', {status: 404});
      return new HttpResponse(contentImageSvg(file.replace(/\.svg$/, ''), image), {
        headers: {'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600'},
      });
    }),
  ];
}

export const handlers: RequestHandler[] = createPrismicHandlers();

/** Make the Prismic API misbehave (see FAULTS in ../fault-switch), or (null) answer normally again. */
export function setPrismicFault(fault: Fault | null): void {
  prismicFault.set(fault);
}

/** Switch the Prismic API's fault off (call between tests). */
export function resetPrismicFault(): void {
  prismicFault.set(null);
}
