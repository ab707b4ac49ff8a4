/**
 * `npm run load`: many shoppers (LOAD_SHOPPERS, default 50) fill their bags at
 * once through the no-JavaScript form post, against the production build and
 * the stand-ins; then each cart is read back from the Storefront stand-in to
 * count what really landed. Figures go to stdout and bench-results/load.json.
 * Exits non-zero when lines were lost, on any 5xx or network error, and when
 * the run was cut short.
 *
 * Bounded on purpose: loopback only, a request cap, a 15 s timeout per request
 * and an overall time limit (LOAD_TIME_LIMIT_MS, default 120 s).
 */
import {spawnSync} from 'node:child_process';
import {mkdir, writeFile} from 'node:fs/promises';
import {performance} from 'node:perf_hooks';
import {FIXTURE_CASES, variantBySku, variantGid} from '../tests/mocks/fixtures/catalogue';
import {CART_COOKIE, CookieJar} from './bench/http';
import {startPreview, stopAllPreviews} from './bench/preview';

const HOST = '127.0.0.1';
// Apart from dev (3000/4100), Playwright (3100/4199, 3101/4198, 3102/4197) and the bench (3200/4299).
const PORT = envInt('LOAD_PORT', 3300);
const MOCK_SHOP_PORT = envInt('LOAD_MOCK_SHOP_PORT', 4399);
const ORIGIN = `http://${HOST}:${PORT}`;
const MOCK_SHOP_ORIGIN = `http://${HOST}:${MOCK_SHOP_PORT}`;
// Carts of their own, so load runs never mix with dev, e2e or bench carts.
const MOCK_SHOP_DATA_DIR = '.mock-shop/load';

const SHOPPERS = envInt('LOAD_SHOPPERS', 50, 1000);
const TIME_LIMIT_MS = envInt('LOAD_TIME_LIMIT_MS', 120_000);
const REQUEST_TIMEOUT_MS = 15_000;
/** Per shopper: 4 adds, the bag page, one count query to the stand-in. */
const REQUESTS_PER_SHOPPER = 6;
const REQUEST_CAP = envInt('LOAD_MAX_REQUESTS', SHOPPERS * REQUESTS_PER_SHOPPER);
const STOREFRONT_API = `${MOCK_SHOP_ORIGIN}/api/2025-04/graphql.json`;
// A browser's user agent: Hydrogen renders differently for bots.
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/* ------------------------------------------------------------ catalogue */

/**
 * Plain, buyable products only: service, gift and donation variants are
 * refused by the bag on purpose, and would read as lost lines.
 */
const VARIANT_POOL = [
  FIXTURE_CASES.noAssembly.sku,
  FIXTURE_CASES.memberOver999.sku,
  FIXTURE_CASES.compareAtOnly.sku,
  FIXTURE_CASES.quickship.sku,
  ...FIXTURE_CASES.cheapItems,
].map(plainVariantGid);

function plainVariantGid(sku: string): string {
  const found = variantBySku(sku);
  if (!found) throw new Error(`No variant ${sku} in the demo catalogue`);
  // Hidden products are exactly the service, gift and donation ones (fixtures INDEX.md).
  if (found.product.hiddenFromListings || !found.variant.availableForSale) {
    throw new Error(`${sku} is not a plain product for sale`);
  }
  return variantGid(found.variant.id);
}

/** Four different variants per shopper, rotating so shoppers differ. */
function variantsFor(shopper: number): string[] {
  return [0, 1, 2, 3].map((offset) => VARIANT_POOL[(shopper + offset) % VARIANT_POOL.length]);
}

/* ------------------------------------------------------------- requests */

type Kind = 'add' | 'bag' | 'count';
interface Sample {
  kind: Kind;
  ms: number;
  /** HTTP status, or why no answer came. */
  outcome: number | 'network' | 'timeout' | StopReason | 'request cap';
}

const samples: Sample[] = [];
/** Why the run was cut short: its reason is what aborted requests are counted under. */
type StopReason = 'time limit' | 'interrupted';
const runAbort = new AbortController();
const stop = (reason: StopReason) => runAbort.abort(reason);
let requestsStarted = 0;

/** One bounded request; null when it got no answer (recorded either way). */
async function timedFetch(kind: Kind, url: string, init: RequestInit): Promise<{response: Response; body: string} | null> {
  if (new URL(url).hostname !== HOST) throw new Error(`Refusing a non-loopback target: ${url}`);
  if (requestsStarted >= REQUEST_CAP) {
    samples.push({kind, ms: 0, outcome: 'request cap'});
    return null;
  }
  requestsStarted++;
  const started = performance.now();
  try {
    const signal = AbortSignal.any([runAbort.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
    // Manual redirects: the 303 and its cookies are what we measure, as the browser sees them.
    const response = await fetch(url, {...init, redirect: 'manual', signal});
    const body = await response.text();
    samples.push({kind, ms: performance.now() - started, outcome: response.status});
    return {response, body};
  } catch (error) {
    samples.push({kind, ms: performance.now() - started, outcome: failureOf(error)});
    return null;
  }
}

function failureOf(error: unknown): Sample['outcome'] {
  if (runAbort.signal.aborted) return runAbort.signal.reason as StopReason;
  return error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
}

/* --------------------------------------------------------------- shopper */

interface ShopperResult {
  expected: string[];
  /** Quantity per variant gid in the cart at the end; null when it could not be read. */
  held: Map<string, number> | null;
}

/** The bag form without JavaScript: a urlencoded POST answered by a 303 back to /cart. */
async function addToBag(jar: CookieJar, merchandiseId: string) {
  const form = new URLSearchParams({
    cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId, quantity: 1}]}}),
    redirectTo: '/cart',
  });
  const result = await timedFetch('add', `${ORIGIN}/cart`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      // Same-origin form post, as the browser sends it.
      Origin: ORIGIN,
      Cookie: jar.header(),
      'User-Agent': USER_AGENT,
    },
    body: form,
  });
  if (result) jar.store(result.response.headers.getSetCookie());
}

async function viewBag(jar: CookieJar) {
  const result = await timedFetch('bag', `${ORIGIN}/cart`, {
    headers: {Accept: 'text/html', Cookie: jar.header(), 'User-Agent': USER_AGENT},
  });
  if (result) jar.store(result.response.headers.getSetCookie());
}

/** Reads the cart straight from the Storefront stand-in, not through the page's markup. */
async function cartContents(jar: CookieJar): Promise<Map<string, number> | null> {
  const id = cartGid(jar.valueOf(CART_COOKIE));
  if (!id) return new Map();
  const result = await timedFetch('count', STOREFRONT_API, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'x'},
    body: JSON.stringify({
      query:
        'query($id: ID!){cart(id:$id){totalQuantity lines(first:250){nodes{quantity merchandise{... on ProductVariant{id}}}}}}',
      variables: {id},
    }),
  });
  const nodes = result?.response.ok ? cartLines(result.body) : null;
  if (!nodes) return null;
  const held = new Map<string, number>();
  for (const {quantity, merchandise} of nodes) held.set(merchandise.id, (held.get(merchandise.id) ?? 0) + quantity);
  return held;
}

/** The cookie holds the bare id, URL-encoded, `?key=` included (app/kernel/cart-cookie.ts). */
function cartGid(cookieValue: string | undefined): string | null {
  if (!cookieValue) return null;
  try {
    const bare = decodeURIComponent(cookieValue);
    return bare.startsWith('gid://') ? bare : `gid://shopify/Cart/${bare}`;
  } catch {
    // A cookie the storefront itself could not read holds no cart either.
    return null;
  }
}

function cartLines(body: string): {quantity: number; merchandise: {id: string}}[] | null {
  try {
    const {data} = JSON.parse(body);
    // No cart (unknown id or key) holds nothing.
    return data ? (data.cart?.lines.nodes ?? []) : null;
  } catch {
    return null;
  }
}

/**
 * A brand-new shopper double-submits two adds at once (the first-cart race:
 * two carts may be created, only one cookie survives), adds two more one
 * after the other, opens the bag, and we count what the cart holds.
 */
async function shop(shopper: number): Promise<ShopperResult> {
  const jar = new CookieJar();
  const [first, second, third, fourth] = variantsFor(shopper);
  await Promise.all([addToBag(jar, first), addToBag(jar, second)]);
  for (const variant of [third, fourth]) {
    if (runAbort.signal.aborted) break;
    await addToBag(jar, variant);
  }
  if (!runAbort.signal.aborted) await viewBag(jar);
  const held = runAbort.signal.aborted ? null : await cartContents(jar);
  return {expected: [first, second, third, fourth], held};
}

/* --------------------------------------------------------------- figures */

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function latency(kinds: Kind[]) {
  const ms = samples
    .filter((sample) => kinds.includes(sample.kind) && typeof sample.outcome === 'number')
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  return {count: ms.length, p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)), max: round(ms.at(-1) ?? 0)};
}

/** Everything that is not a 2xx or 3xx answer, by status or failure. */
function errorsByStatus(): Record<string, number> {
  const errors: Record<string, number> = {};
  for (const {outcome} of samples) {
    if (typeof outcome === 'number' && outcome < 400) continue;
    const key = String(outcome);
    errors[key] = (errors[key] ?? 0) + 1;
  }
  return errors;
}

/** Expected quantity minus what the cart holds, per variant, over the carts read; double-submit losses apart. */
function lineCounts(results: ShopperResult[]) {
  const lines = {expected: 0, lost: 0, lostInDoubleSubmit: 0, extra: 0, uncountedShoppers: 0};
  for (const {expected, held} of results) {
    if (!held) {
      lines.uncountedShoppers++;
      continue;
    }
    lines.expected += expected.length;
    expected.forEach((variant, index) => {
      const lost = Math.max(0, 1 - (held.get(variant) ?? 0));
      lines.lost += lost;
      if (index < 2) lines.lostInDoubleSubmit += lost;
    });
    for (const [variant, quantity] of held) {
      lines.extra += Math.max(0, quantity - (expected.includes(variant) ? 1 : 0));
    }
  }
  return lines;
}

function round(value: number) {
  return Math.round(value * 10) / 10;
}

/* ------------------------------------------------------------- lifecycle */

function envInt(name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

function build() {
  if (process.env.LOAD_SKIP_BUILD) return;
  const result = spawnSync('npx', ['remix', 'vite:build'], {stdio: 'inherit'});
  if (result.status !== 0) throw new Error('Build failed');
}

async function run() {
  const timeLimit = setTimeout(() => stop('time limit'), TIME_LIMIT_MS);
  const started = performance.now();
  const results = await Promise.all(Array.from({length: SHOPPERS}, (_, shopper) => shop(shopper)));
  clearTimeout(timeLimit);
  return {results, seconds: (performance.now() - started) / 1000};
}

function report(results: ShopperResult[], seconds: number) {
  const sent = samples.filter((sample) => sample.outcome !== 'request cap');
  const storefront = sent.filter((sample) => sample.kind !== 'count');
  const errors = errorsByStatus();
  const lines = lineCounts(results);
  const failedHard = Object.keys(errors).some((key) => !/^4\d\d$/.test(key));
  const summary = {
    measuredAt: new Date().toISOString(),
    shoppers: SHOPPERS,
    requests: storefront.length,
    countQueries: sent.length - storefront.length,
    seconds: round(seconds),
    requestsPerSecond: round(storefront.length / seconds),
    latencyMs: {storefront: latency(['add', 'bag']), add: latency(['add']), bag: latency(['bag']), count: latency(['count'])},
    errors,
    lines,
    stoppedBy: runAbort.signal.aborted ? (runAbort.signal.reason as StopReason) : null,
    requestCap: REQUEST_CAP,
    failures: [
      ...(lines.lost > 0 ? [`${lines.lost} lines lost`] : []),
      ...(lines.uncountedShoppers > 0 ? [`${lines.uncountedShoppers} carts not read`] : []),
      ...(failedHard ? ['5xx, network errors or skipped requests'] : []),
      ...(runAbort.signal.aborted ? [`stopped early (${runAbort.signal.reason})`] : []),
    ],
  };
  const all = summary.latencyMs.storefront;
  console.log(`\nLoad: ${SHOPPERS} shoppers adding to the bag without JavaScript (${ORIGIN})`);
  console.table({
    shoppers: SHOPPERS,
    requests: `${summary.requests} (+${summary.countQueries} cart reads on the stand-in)`,
    'req/s': summary.requestsPerSecond,
    'p50 / p95 / max ms': `${all.p50} / ${all.p95} / ${all.max}`,
    errors: Object.entries(errors).map(([status, count]) => `${status}: ${count}`).join(', ') || 'none',
    'lines lost': `${lines.lost} of ${lines.expected} added (${lines.lostInDoubleSubmit} in the double submit)`,
    'extra units': lines.extra,
    'uncounted shoppers': lines.uncountedShoppers,
  });
  console.table(summary.latencyMs);
  return summary;
}

// Ctrl-C or a kill: abort in-flight requests and take the preview down with us.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    stop('interrupted');
    void stopAllPreviews().finally(() => process.exit(code));
  });
}

build();
const preview = await startPreview({
  port: PORT,
  mockShopPort: MOCK_SHOP_PORT,
  dataDir: MOCK_SHOP_DATA_DIR,
  portVariables: 'LOAD_PORT / LOAD_MOCK_SHOP_PORT',
});
try {
  const {results, seconds} = await run();
  const summary = report(results, seconds);
  await mkdir('bench-results', {recursive: true});
  await writeFile('bench-results/load.json', JSON.stringify(summary, null, 2));
  if (summary.failures.length > 0) {
    console.log(`FAILED: ${summary.failures.join('; ')}`);
    // The worker's own words help with errors; lost lines leave no trace there.
    if (Object.keys(summary.errors).length > 0) {
      console.log(`Preview log tail:\n${preview.log.slice(-5).join('\n')}`);
      const [first] = preview.problems().kinds;
      if (first) console.log(`Most frequent problem in the preview (${first.count}×):\n${first.line}`);
    }
    process.exitCode = 1;
  }
} finally {
  await preview.stop();
}
