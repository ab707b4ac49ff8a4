/**
 * Stand-in for Searchspring (`{siteId}.a.searchspring.io` and its beacon
 * host), mounted under `/searchspring` on any origin (the mock shop:
 * `${MOCK_SHOP_ORIGIN}/searchspring`). Sites: `dhdemo` (products) and
 * `dhblog` (the inspiration blog); any other siteId is a 404.
 *   GET  /searchspring/api/search/search.json        ?siteId&q&page&resultsPerPage&sort.*&filter.*&bgfilter.*&redirectResponse
 *   GET  /searchspring/api/search/autocomplete.json  (same; 3 per page by default)
 *   GET  /searchspring/api/search/category.json      (same; snap-client's category listing)
 *   GET  /searchspring/api/suggest/query             ?siteId&query&suggestionCount&integratedSpellCorrection|disableSpellCorrect
 *   GET  /searchspring/api/meta/meta.json            ?siteId
 *   GET  /searchspring/boost/{siteId}/recommend      ?tags&limits&product&products&cart&lastViewed&shopper
 *   POST /searchspring/v1/recommend                  snap-client's batched form of the same
 *   GET  /searchspring/api/personalized-recommendations/profile.json ?siteId&tag
 *   POST /searchspring/beacon                        one event or an array
 * Controls: `GET|DELETE /__control/search/beacons` (the kept events) and the
 * fault switch at `/__control/search`, which every route above obeys.
 */
import {http, HttpResponse, type HttpResponseResolver, type RequestHandler} from 'msw';
import type {
  WireBlogResult,
  WireProductResult,
  WireRecommendResponse,
  WireSearchResponse,
  WireSuggestResponse,
} from '~/services/searchspring/wire';
import {createFaultSwitch, type Fault, type FaultSwitch} from '../fault-switch';
import {catalogue as demoCatalogue} from '../fixtures/catalogue';
import type {FixtureCatalogue} from '../fixtures/types';
import {generateCatalogue} from '../fixtures/generated-catalogue';
import {createBeaconStore, parseBeacons, type BeaconStore} from './beacon';
import {createSearchSites, type SearchSites} from './index';
import {metaReply} from './meta';
import {parseSearchParams} from './params';
import {parseRecommendBody, parseRecommendQuery, profileReply, recommend, type RecommendRequest} from './recommend';
import {runSearch} from './search';
import {parseSuggestParams, suggest} from './suggest';

export const SEARCHSPRING_PATH_PREFIX = '/searchspring';
const API = `*${SEARCHSPRING_PATH_PREFIX}`;

export interface SearchHandlerOptions {
  fault: FaultSwitch;
  beacons: BeaconStore;
  /** The catalogue the product site indexes, made on first use (default: the demo catalogue). */
  catalogue?: () => FixtureCatalogue;
  /** Build the indexes (and today's prices) now rather than on the first request (the mock shop, so no shopper waits for it). */
  eager?: boolean;
}

/** Searchspring answers an unknown site with a JSON 404. */
const unknownSite = (siteId: string | null) =>
  HttpResponse.json({status: 404, message: `Site not found: ${JSON.stringify(siteId ?? '')}`}, {status: 404});

const badRequest = (message: string) => HttpResponse.json({status: 400, message}, {status: 400});

export function createSearchHandlers({
  fault,
  beacons,
  catalogue = () => demoCatalogue,
  eager = false,
}: SearchHandlerOptions): RequestHandler[] {
  let sites: SearchSites | undefined;
  const getSites = () => (sites ??= createSearchSites(catalogue()));
  if (eager) getSites().products.at(Date.now());
  /**
   * The site a request names: products and blog posts are separate Searchspring sites. The products are priced
   * as the store shows them at the time of the request (a real feed follows the store's campaigns).
   */
  const siteFor = (siteId: string | null) => {
    const {products, blog} = getSites();
    if (siteId === products.siteId) return {kind: 'products', site: products.at(Date.now())} as const;
    return siteId === blog.siteId ? ({kind: 'blog', site: blog} as const) : null;
  };

  const search =
    (kind: 'search' | 'autocomplete'): HttpResponseResolver =>
    ({request}) => {
      const url = new URL(request.url);
      const found = siteFor(url.searchParams.get('siteId'));
      if (!found) return unknownSite(url.searchParams.get('siteId'));
      const defaultPerPage = found.site.defaultPerPage[kind];
      const params = parseSearchParams(url.searchParams, defaultPerPage);
      const options = {origin: url.origin, defaultPerPage};
      if (found.kind === 'products') {
        const reply: WireSearchResponse<WireProductResult> = runSearch(found.site, params, options);
        return HttpResponse.json(reply);
      }
      const reply: WireSearchResponse<WireBlogResult> = runSearch(found.site, params, options);
      return HttpResponse.json(reply);
    };

  const recommendReply = (siteId: string, request: RecommendRequest, origin: string) => {
    const found = siteFor(siteId);
    if (found?.kind !== 'products') return unknownSite(siteId);
    const reply: WireRecommendResponse = recommend(found.site, request, origin);
    return HttpResponse.json(reply);
  };

  // Every route answers the fault switch first.
  const get = (path: string, resolver: HttpResponseResolver) =>
    http.get(`${API}${path}`, (info) => fault.intercept(info.request) ?? resolver(info));
  const post = (path: string, resolver: HttpResponseResolver) =>
    http.post(`${API}${path}`, (info) => fault.intercept(info.request) ?? resolver(info));

  return [
    ...fault.controlHandlers,
    http.get('*/__control/search/beacons', () => HttpResponse.json({events: beacons.events()})),
    http.delete('*/__control/search/beacons', () => {
      beacons.clear();
      return new HttpResponse(null, {status: 204});
    }),
    get('/api/search/search.json', search('search')),
    get('/api/search/category.json', search('search')),
    get('/api/search/autocomplete.json', search('autocomplete')),
    get('/api/suggest/query', ({request}) => {
      const params = new URL(request.url).searchParams;
      const found = siteFor(params.get('siteId'));
      if (!found) return unknownSite(params.get('siteId'));
      const reply: WireSuggestResponse = suggest(found.site, parseSuggestParams(params));
      return HttpResponse.json(reply);
    }),
    get('/api/meta/meta.json', ({request}) => {
      const siteId = new URL(request.url).searchParams.get('siteId');
      const found = siteFor(siteId);
      return found ? HttpResponse.json(metaReply(found.site)) : unknownSite(siteId);
    }),
    get('/api/personalized-recommendations/profile.json', ({request}) => {
      const params = new URL(request.url).searchParams;
      if (siteFor(params.get('siteId'))?.kind !== 'products') return unknownSite(params.get('siteId'));
      const reply = profileReply(params.get('tag') ?? '');
      return reply ? HttpResponse.json(reply) : HttpResponse.json({status: 404, message: 'Profile not found'}, {status: 404});
    }),
    get('/boost/:siteId/recommend', ({request, params}) => {
      const url = new URL(request.url);
      return recommendReply(String(params.siteId), parseRecommendQuery(url.searchParams), url.origin);
    }),
    post('/v1/recommend', async ({request}) => {
      // snap-client sends JSON as text/plain (no CORS preflight).
      const body: unknown = await request.text().then(JSON.parse).catch(() => undefined);
      const parsed = parseRecommendBody(body);
      if (!parsed) return badRequest('Send {siteId, profiles: [{tag, limit}], products, cart, ...}');
      return recommendReply(parsed.siteId, parsed.request, new URL(request.url).origin);
    }),
    post('/beacon', async ({request}) => {
      const parsed = parseBeacons(await request.json().catch(() => undefined));
      if (!parsed.ok) return HttpResponse.json({success: false, message: parsed.message}, {status: 400});
      beacons.record(parsed.events);
      return HttpResponse.json({success: true});
    }),
  ];
}

/** `SEARCH_STAND_IN_PRODUCTS=10000`: the mock shop indexes that many generated products (benchmarks). */
export function searchCatalogueFromEnv(env: Record<string, string | undefined>): (() => FixtureCatalogue) | undefined {
  const size = Number(env.SEARCH_STAND_IN_PRODUCTS);
  return Number.isInteger(size) && size > 0 ? () => generateCatalogue(size) : undefined;
}

/** The switch and beacon store behind `handlers` (vitest and the mock shop). */
export const searchFault = createFaultSwitch('search');
export const searchBeacons = createBeaconStore();

export const handlers: RequestHandler[] = createSearchHandlers({fault: searchFault, beacons: searchBeacons});

/** Make every Searchspring route misbehave (see FAULTS in ../fault-switch), or (null) answer normally again. */
export function setSearchFault(fault: Fault | null): void {
  searchFault.set(fault);
}

/** The beacon events received so far, oldest first. */
export const receivedBeacons = () => searchBeacons.events();
export const clearBeacons = () => searchBeacons.clear();

/** Back to normal behaviour (call between tests). */
export function resetSearchStandIn(): void {
  searchFault.set(null);
  searchBeacons.clear();
}
