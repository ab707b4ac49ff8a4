/**
 * Counts every request the mock shop serves, by service (path prefix) and,
 * for the Storefront API, by GraphQL operation, with the shopper's own cart
 * operations apart. The bench reads it to report how many upstream calls a
 * page view costs: `GET /__control/requests` returns the counts since the last
 * `DELETE /__control/requests` (or the start). Control requests are not counted.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import {CONTENT_IMAGE_PATH} from './prismic/documents';
import {TOOLBAR_PATH} from './prismic/previews';
import {BED_BUCKET_PATH} from './images/bed-builder';
import {DELIVERY_PATH_PREFIX} from './delivery/handlers';
import {LOYALTY_PATH_PREFIX} from './loyalty/handlers';
import {MAIL_PATH_PREFIX} from './mail/handlers';
import {SEARCHSPRING_PATH_PREFIX} from './searchspring/handlers';
import {YOTPO_PATH_PREFIX} from './reviews/handlers';
import {ABTASTY_PATH_PREFIX} from './experiments/handlers';
import {TWC_PATH_PREFIX} from './wishlist/handlers';

const CONTROL_PATH = '/__control/';
const STOREFRONT_API = /^\/api\/[^/]+\/graphql\.json$/;

/** Path prefixes of the stand-ins, most specific first; the first match names the service. */
const SERVICES: readonly (readonly [prefix: string, service: string])[] = [
  ['/api/v2', 'prismic'],
  ['/admin/api', 'shopify-admin'],
  [CONTENT_IMAGE_PATH, 'prismic-images'],
  [TOOLBAR_PATH, 'prismic-toolbar'],
  [SEARCHSPRING_PATH_PREFIX, 'searchspring'],
  [YOTPO_PATH_PREFIX, 'yotpo'],
  [ABTASTY_PATH_PREFIX, 'abtasty'],
  [TWC_PATH_PREFIX, 'twc'],
  [DELIVERY_PATH_PREFIX, 'delivery'],
  [LOYALTY_PATH_PREFIX, 'loyalty'],
  [MAIL_PATH_PREFIX, 'mail'],
  ['/cdn/shop/files', 'images'],
  [BED_BUCKET_PATH, 'bed-builder-images'],
  // Shopify's checkout page a cart's checkoutUrl opens: the browser's, not an API call.
  ['/cart/c/', 'checkout-page'],
];

/** The service a path belongs to; null for the mock shop's own control endpoints. */
export function serviceOf(pathname: string): string | null {
  if (pathname.startsWith(CONTROL_PATH)) return null;
  if (STOREFRONT_API.test(pathname)) return 'storefront';
  const match = SERVICES.find(([prefix]) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
  return match ? match[1] : 'other';
}

/**
 * The operation a Storefront request runs: `operationName` when the client
 * sends one, else the first named query or mutation in the document, else
 * `(anonymous)`. Cart operations are the shopper's own cart (Hydrogen's
 * `CartQuery`, `cartLinesAdd`, the app's `ShopperCart`...): any name with
 * "cart" in it, apart from shop-wide settings read for every bag.
 */
export function storefrontOperation(body: string): {name: string; cart: boolean} {
  let name = '(anonymous)';
  try {
    const {query, operationName} = JSON.parse(body) as {query?: unknown; operationName?: unknown};
    if (typeof operationName === 'string' && operationName !== '') name = operationName;
    else if (typeof query === 'string') name = /\b(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(query)?.[1] ?? name;
  } catch {
    name = '(unreadable)';
  }
  return {name, cart: /cart/i.test(name)};
}

/**
 * What a Prismic request asks for: `ref` for the repository (`/api/v2`, the
 * master ref), the document types a search's `q` predicates name, or `search`
 * when they name none (by id, by tag...).
 */
export function prismicRequestKind(url: URL): string {
  if (url.pathname === '/api/v2') return 'ref';
  const types = [...(url.searchParams.getAll('q').join(' ').matchAll(/document\.type\s*,\s*"([^"]+)"/g))].map((m) => m[1]);
  return types.length > 0 ? [...new Set(types)].sort().join('+') : 'search';
}

export interface RequestCounts {
  total: number;
  byService: Record<string, number>;
  /** Storefront API calls by operation name. */
  storefrontOperations: Record<string, number>;
  /** Storefront API calls that read or change the shopper's own cart. */
  storefrontCart: number;
  /** Prismic API calls by what they ask for (prismicRequestKind). */
  prismicRequests: Record<string, number>;
}

const bump = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

export function createRequestCounter() {
  let counts: RequestCounts;
  const reset = () => (counts = {total: 0, byService: {}, storefrontOperations: {}, storefrontCart: 0, prismicRequests: {}});
  reset();

  /** Counts one served request; reads a copy of a Storefront request's body for its operation name. */
  async function count(request: Request): Promise<void> {
    const url = new URL(request.url);
    const service = serviceOf(url.pathname);
    if (service === null) return;
    counts.total++;
    bump(counts.byService, service);
    if (service === 'prismic') bump(counts.prismicRequests, prismicRequestKind(url));
    if (service !== 'storefront' || request.method !== 'POST') return;
    const operation = storefrontOperation(await request.clone().text());
    bump(counts.storefrontOperations, operation.name);
    if (operation.cart) counts.storefrontCart++;
  }

  const controlHandlers: RequestHandler[] = [
    http.get(`*${CONTROL_PATH}requests`, () => HttpResponse.json(counts)),
    http.delete(`*${CONTROL_PATH}requests`, () => {
      reset();
      return new HttpResponse(null, {status: 204});
    }),
  ];

  return {count, snapshot: (): RequestCounts => structuredClone(counts), reset, controlHandlers};
}
