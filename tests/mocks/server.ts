/**
 * The mock shop: every local stand-in on one loopback port, for `npm run dev`,
 * `npm run preview` and Playwright. It serves the same msw handlers vitest
 * uses; only the Storefront and wishlist stores differ, persisting carts and
 * wishlists to files in the data dir so they survive a restart.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {resolve} from 'node:path';
import {getResponse, type RequestHandler} from 'msw';
import {MOCK_SHOP_PORT} from './origin';
import {createStorefrontHandlers, createStorefrontStore, storefrontFault} from './storefront/handlers';
import {handlers as shopifyAdminHandlers} from './shopify-admin/handlers';
import {handlers as prismicHandlers} from './prismic/handlers';
import {REHEARSAL_REPOSITORY, createNewRepository, rehearsalEnv} from './prismic/new-repository';
import {handlers as imageHandlers} from './images/handlers';
import {handlers as deliveryHandlers} from './delivery/handlers';
import {handlers as loyaltyHandlers} from './loyalty/handlers';
import {createMailHandlers, mailFault} from './mail/handlers';
import {createMailOutbox, outboxDirFromEnv} from './mail/outbox';
import {createSearchHandlers, searchBeacons, searchCatalogueFromEnv, searchFault} from './searchspring/handlers';
import {handlers as reviewsHandlers} from './reviews/handlers';
import {handlers as experimentsHandlers} from './experiments/handlers';
import {createWishlistHandlers, wishlistFault, wishlistTokens} from './wishlist/handlers';
import {createWishlistStore} from './wishlist/store';
import {createRequestCounter} from './request-counter';

const DATA_DIR = process.env.MOCK_SHOP_DATA_DIR ?? '.mock-shop';
const CARTS_FILE = resolve(DATA_DIR, 'carts.json');
const WISHLISTS_FILE = resolve(DATA_DIR, 'wishlists.json');

function createMockShop() {
  const storefrontStore = createStorefrontStore({persistFile: CARTS_FILE});
  // Seeded with the demo members in a new data dir; kept across restarts.
  const wishlistStore = createWishlistStore({persistFile: WISHLISTS_FILE});
  // Every request served, by service: `GET`/`DELETE /__control/requests` (the bench's upstream calls per page view).
  const requests = createRequestCounter();
  const handlers: RequestHandler[] = [
    ...requests.controlHandlers,
    // The Admin API (`npm run shopify:setup` against the mock shop), before the Storefront API whose
    // `*/api/:version/graphql.json` would also match `/admin/api/...`.
    ...shopifyAdminHandlers,
    // The exported fault switches, so /__control/{service} here and the vitest setters flip the same ones.
    ...createStorefrontHandlers(storefrontStore, {fault: storefrontFault}),
    // An empty Prismic repository to rehearse `prismic:push` and `prismic:seed` on (under /prismic-rehearsal, so
    // before the demo's, whose `*/api/v2` would also match it).
    ...createNewRepository({
      repository: REHEARSAL_REPOSITORY.name,
      token: REHEARSAL_REPOSITORY.writeToken,
      basePath: REHEARSAL_REPOSITORY.basePath,
    }).handlers,
    ...prismicHandlers,
    ...imageHandlers,
    ...deliveryHandlers,
    ...loyaltyHandlers,
    // The mock shop writes each message to the outbox folder (.mock-shop/outbox/ by default).
    ...createMailHandlers({outbox: createMailOutbox({dir: outboxDirFromEnv(process.env)}), fault: mailFault}),
    // SEARCH_STAND_IN_PRODUCTS=N indexes N generated products instead of the demo catalogue (benchmarks).
    ...createSearchHandlers({fault: searchFault, beacons: searchBeacons, catalogue: searchCatalogueFromEnv(process.env), eager: true}),
    ...reviewsHandlers,
    ...experimentsHandlers,
    ...createWishlistHandlers({store: wishlistStore, fault: wishlistFault, tokens: wishlistTokens}),
  ];
  return {handlers, requests, flush: () => Promise.all([storefrontStore.flush(), wishlistStore.flush()]).then(() => {})};
}

async function toFetchRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
    signal,
  });
}

/**
 * Sends the headers at once, then the body chunk by chunk, so a stalled body
 * reaches the client as headers and a partial body, as from a real server.
 */
async function writeResponse(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.flushHeaders();
  const reader = response.body?.getReader();
  while (reader) {
    const {done, value} = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

/** Listens on `port` (0: any free port); `origin` is where it really listens. */
export function startMockShop(port = MOCK_SHOP_PORT) {
  const {handlers, requests, flush} = createMockShop();
  let origin = `http://127.0.0.1:${port}`;
  const server = createServer(async (req, res) => {
    // A stand-in told to hang or stall stops when the client gives up on it.
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    try {
      const request = await toFetchRequest(req, origin, abort.signal);
      await requests.count(request);
      const response = await getResponse(handlers, request);
      if (response?.type === 'error') {
        // HttpResponse.error() is a refused connection: hang up without a word.
        req.socket.destroy();
        return;
      }
      await writeResponse(
        res,
        response ?? Response.json({errors: [{message: `No stand-in for ${req.method} ${req.url}`}]}, {status: 404}),
      );
    } catch (error) {
      // The client gave up (on a hang or a stall): nobody is left to answer.
      if (abort.signal.aborted) {
        res.destroy();
        return;
      }
      console.error('[mock-shop]', error);
      if (res.headersSent) {
        res.destroy(); // the body broke off: cut the connection so the client sees it fail
      } else {
        res.statusCode = 500;
        res.end('Mock shop error');
      }
    }
  });
  return new Promise<{origin: string; close: () => Promise<void>}>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolvePromise({
        origin,
        // Carts and wishlists are written shortly after each change; write the last ones before stopping.
        close: async () => {
          const closed = new Promise<void>((done) => server.close(() => done()));
          // A hanging or stalled request would otherwise hold the server open for ever.
          server.closeAllConnections();
          await closed;
          await flush();
        },
      });
    });
  });
}

// Run directly: `npm run mock-shop`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const mockShop = await startMockShop();
  console.log(`Mock shop (Storefront API, Prismic, images) on ${mockShop.origin}`);
  const rehearsal = Object.entries(rehearsalEnv(mockShop.origin)).map(([name, value]) => `  ${name}=${value}`);
  console.log(`An empty Prismic repository for rehearsing prismic:push and prismic:seed:\n${rehearsal.join(' \\\n')}`);
  const stop = () => mockShop.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
