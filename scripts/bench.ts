/**
 * `npm run bench`: the storefront's performance record (issue 11). Builds,
 * serves the production worker with the stand-ins on its own ports, and
 * measures, in one run on one machine:
 *
 * - per page (home, a collection, a product page, the bag with three lines,
 *   search): server-rendering req/s and p50/p95/p97.5/p99 at 32 connections
 *   (autocannon), HTML bytes raw and gzip, the JavaScript Chromium loads
 *   (gzip), upstream requests per page view with the worker's cache cold and
 *   warm (the mock shop's request counter), and Lighthouse mobile scores
 *   (median of 3);
 * - as references: the worker's trivial route (/robots.txt: no React, no
 *   upstream), which every page is compared with, and the Storefront
 *   stand-in's raw rate for one product query;
 * - the header autocomplete's round trip and search on a 10,000-product
 *   catalogue (issue 8's record).
 *
 * The headline table and the budgets' verdicts go to stdout, everything to
 * bench-results/bench.json (and a dated copy). Exits non-zero when a budget is
 * blown or a measurement is broken (non-2xx answers, errors, a trivial route
 * that is not trivial).
 *
 * BENCH_SKIP_BUILD=1 reuses dist/; BENCH_SKIP_LIGHTHOUSE=1 skips Lighthouse
 * (its budgets then read "not measured"); BENCH_DURATION_S (default 10) is each
 * autocannon run; BENCH_PORT / BENCH_MOCK_SHOP_PORT (3200 / 4299) move the preview.
 */
import {spawnSync} from 'node:child_process';
import {cpus, loadavg} from 'node:os';
import {mkdir, writeFile} from 'node:fs/promises';
import {measureAutocomplete, type AutocompleteFigures} from './bench/autocomplete';
import {BAG_LINES, createBag} from './bench/bag';
import {BUDGETS, checkBudgets, type PageFigures, type Verdict} from './bench/budgets';
import {measureHtml, type HtmlRow} from './bench/html-size';
import {RENDER_EVERY_TIME_COOKIE} from './bench/http';
import {measureJs, type JsRow} from './bench/js-size';
import {readCpuTimes, stealPercent, type CpuTimes} from './bench/cpu-steal';
import {LIGHTHOUSE_RUNS, measureLighthouse, type LighthouseRow} from './bench/lighthouse';
import {startPreview, stopAllPreviews, type Preview} from './bench/preview';
import {CONNECTIONS, measureSsr, type SsrRow, type SsrTarget} from './bench/ssr';
import {measureStandIn, standInProductQuery, type StandInFigures} from './bench/stand-in';
import {envInt, round} from './bench/stats';
import {countView, countWarm, describeCalls, viewFailed, type ViewCount, type WarmCounts} from './bench/upstream';

const PORT = envInt('BENCH_PORT', 3200);
const MOCK_SHOP_PORT = envInt('BENCH_MOCK_SHOP_PORT', 4299);
const DURATION_S = envInt('BENCH_DURATION_S', 10, 600);
const AUTOCOMPLETE_SAMPLES = envInt('BENCH_AUTOCOMPLETE_SAMPLES', 200, 10_000);
const GENERATED_PRODUCTS = envInt('BENCH_GENERATED_PRODUCTS', 10_000, 1_000_000);
const SKIP_LIGHTHOUSE = Boolean(process.env.BENCH_SKIP_LIGHTHOUSE);

interface BenchPage {
  name: string;
  path: string;
  /** The bag: sent with the cart cookie of a shopper with BAG_LINES lines. */
  bag?: boolean;
}

/**
 * The pages of the record. The collection is /collections/beds: the issue's
 * "before" figures are of it, and with furniture rows and filters it is the
 * heavier of the two big collections.
 */
const PAGES: readonly BenchPage[] = [
  {name: 'home', path: '/'},
  {name: 'collection', path: '/collections/beds'},
  {name: 'product', path: '/products/aurora-hybrid-mattress'},
  {name: 'bag', path: '/cart', bag: true},
  {name: 'search', path: '/products/search?query=bed'},
];
const PRODUCT_HANDLE = 'aurora-hybrid-mattress';
/** The floor: a worker route that renders no React and calls no upstream (checked every run). */
const TRIVIAL: BenchPage = {name: 'trivial', path: '/robots.txt'};
const SEARCH_PAGE: SsrTarget = {name: 'search', path: '/products/search?query=bed'};

interface Target extends BenchPage {
  headers?: Record<string, string>;
}

interface PageResult {
  name: string;
  path: string;
  ssr: SsrRow;
  /** The same page rendered on every request (a cookie the page cache does not know): null for the bag, always rendered. */
  render: SsrRow | null;
  html: HtmlRow;
  js: JsRow | null;
  upstream: {cold: ViewCount | null; warm: WarmCounts};
  lighthouse: LighthouseRow | null;
}

interface TrivialResult {
  path: string;
  /** Measured before and after the pages; the floor is their mean. */
  ssrBefore: SsrRow;
  ssrAfter: SsrRow;
  reqPerSec: number;
  p97_5Ms: number;
  contentType: string;
  rendersReact: boolean;
  upstream: {cold: ViewCount | null; warm: WarmCounts};
}

interface CatalogueRun {
  catalogue: string;
  startupMs: number;
  standIn: StandInFigures;
  search: SsrRow;
  autocomplete: AutocompleteFigures;
  previewProblems: ReturnType<Preview['problems']>;
}

/* ------------------------------------------------------------- running */

function build() {
  if (process.env.BENCH_SKIP_BUILD) return;
  const result = spawnSync('npx', ['remix', 'vite:build'], {stdio: 'inherit'});
  if (result.status !== 0) throw new Error('Build failed');
}

/** Starts a preview, runs `measure` against it, and always stops it (showing its log when measuring fails). */
async function withPreview<T>(
  options: {env?: Record<string, string>; keepData?: boolean},
  measure: (preview: Preview) => Promise<T>,
): Promise<T> {
  // Ready when the trivial route answers: it calls no stand-in, so nothing is warmed early.
  const preview = await startPreview({port: PORT, mockShopPort: MOCK_SHOP_PORT, readyPath: TRIVIAL.path, ...options});
  try {
    return await measure(preview);
  } catch (error) {
    console.error(`Preview log tail:\n${preview.log.join('\n')}`);
    throw error;
  } finally {
    await preview.stop();
  }
}

const progress = (message: string) => console.log(`[bench] ${message}`);

/** Everything but the cold counts, on one preview of the demo catalogue. */
async function measureDemo(preview: Preview) {
  const {origin, mockShopOrigin} = preview;
  progress(`adding ${BAG_LINES} lines to a bag through the no-JS form`);
  const cookie = await createBag(origin);
  const targets: Target[] = PAGES.map((page) => (page.bag ? {...page, headers: {Cookie: cookie}} : page));

  progress('upstream requests per warm view');
  const warm = new Map<string, WarmCounts>();
  for (const target of [...targets, TRIVIAL]) warm.set(target.name, await countWarm(origin, mockShopOrigin, target));

  progress('HTML sizes');
  const html = new Map<string, HtmlRow>();
  for (const target of targets) html.set(target.name, await measureHtml(origin, target));
  const trivialReply = await fetch(`${origin}${TRIVIAL.path}`);
  const trivialBody = await trivialReply.text();

  progress('JavaScript per page in Chromium');
  let js: JsRow[] = [];
  let jsError: string | null = null;
  try {
    js = await measureJs(origin, targets);
  } catch (error) {
    jsError = (error as Error).message;
  }

  progress(`server rendering, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  const ssrBefore = await measureSsr(origin, TRIVIAL, DURATION_S, 'demo');
  const ssr = new Map<string, SsrRow>();
  for (const target of targets) ssr.set(target.name, await measureSsr(origin, target, DURATION_S, 'demo'));
  // Shoppers the page cache cannot serve get a render every time: how fast that is stays on the record.
  const render = new Map<string, SsrRow>();
  for (const target of targets.filter((t) => !t.bag)) {
    render.set(target.name, await measureSsr(origin, {...target, name: `${target.name} (rendered)`, headers: {Cookie: RENDER_EVERY_TIME_COOKIE}}, DURATION_S, 'demo'));
  }
  const ssrAfter = await measureSsr(origin, TRIVIAL, DURATION_S, 'demo');
  const standInRate = await measureSsr(mockShopOrigin, standInProductQuery(mockShopOrigin, PRODUCT_HANDLE), DURATION_S, 'demo');

  progress('autocomplete and the search stand-in');
  const standIn = await measureStandIn(mockShopOrigin);
  const autocomplete = await measureAutocomplete(origin, AUTOCOMPLETE_SAMPLES, 'demo');

  const lighthouse = new Map<string, LighthouseRow>();
  if (!SKIP_LIGHTHOUSE) {
    for (const target of targets.filter((t) => BUDGETS.lighthousePages.includes(t.name))) {
      progress(`Lighthouse ×${LIGHTHOUSE_RUNS}: ${target.name}`);
      lighthouse.set(target.name, await measureLighthouse(origin, target));
    }
  }

  const trivial: Omit<TrivialResult, 'upstream'> & {warm: WarmCounts} = {
    path: TRIVIAL.path,
    ssrBefore,
    ssrAfter,
    reqPerSec: round((ssrBefore.reqPerSec + ssrAfter.reqPerSec) / 2),
    p97_5Ms: round((ssrBefore.p97_5Ms + ssrAfter.p97_5Ms) / 2),
    contentType: trivialReply.headers.get('content-type') ?? '',
    rendersReact: /<html|<!doctype|<div/i.test(trivialBody),
    warm: warm.get(TRIVIAL.name)!,
  };
  const demo: CatalogueRun = {
    catalogue: 'demo',
    startupMs: preview.startupMs,
    standIn,
    search: ssr.get('search')!,
    autocomplete,
    previewProblems: preview.problems(),
  };
  return {cookie, targets, warm, html, js, jsError, ssr, render, standInRate, lighthouse, trivial, demo};
}

/**
 * Cold: each page's first view on a preview of its own, the worker's cache
 * empty. The carts stay (the bag is the same cart); nothing else is kept.
 */
async function measureCold(targets: readonly Target[]): Promise<Map<string, ViewCount>> {
  const cold = new Map<string, ViewCount>();
  for (const target of [...targets, TRIVIAL]) {
    progress(`upstream requests, cold: ${target.name}`);
    cold.set(
      target.name,
      await withPreview({keepData: true}, (preview) => countView(preview.origin, preview.mockShopOrigin, target)),
    );
  }
  return cold;
}

async function measureGenerated(): Promise<CatalogueRun> {
  progress(`search on ${GENERATED_PRODUCTS} generated products`);
  return withPreview({env: {SEARCH_STAND_IN_PRODUCTS: String(GENERATED_PRODUCTS)}}, async (preview) => {
    const catalogue = `generated ${GENERATED_PRODUCTS}`;
    const standIn = await measureStandIn(preview.mockShopOrigin);
    const search = await measureSsr(preview.origin, SEARCH_PAGE, DURATION_S, catalogue);
    const autocomplete = await measureAutocomplete(preview.origin, AUTOCOMPLETE_SAMPLES, catalogue);
    return {catalogue, startupMs: preview.startupMs, standIn, search, autocomplete, previewProblems: preview.problems()};
  });
}

/* ------------------------------------------------------------- report */

const kb = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value);

function coldCell(view: ViewCount | null): string {
  if (!view) return '–';
  return view.cart > 0 ? `${view.total} (${view.cart} cart)` : String(view.total);
}

function warmCell(warm: WarmCounts): string {
  return warm.meanCart > 0 ? `${warm.meanOther} +${warm.meanCart} cart` : String(warm.meanOther);
}

function printHeadline(pages: readonly PageResult[], trivial: TrivialResult, standInRate: SsrRow) {
  const share = (rate: number) => `${Math.round((rate / trivial.reqPerSec) * 100)}%`;
  const lighthouseCell = (row: LighthouseRow | null, key: 'performance' | 'accessibility') =>
    SKIP_LIGHTHOUSE ? 'skipped' : row ? (row[key] ?? 'error') : '–';
  const rows: Record<string, Record<string, string | number>> = {};
  for (const page of pages) {
    rows[page.name] = {
      'req/s': page.ssr.reqPerSec,
      'of trivial': share(page.ssr.reqPerSec),
      'rendered req/s': page.render?.reqPerSec ?? '–',
      p50: page.ssr.p50Ms,
      p95: page.ssr.p95Ms,
      'p97.5': page.ssr.p97_5Ms,
      p99: page.ssr.p99Ms,
      'HTML kB': page.html.rawKb,
      'HTML gz': page.html.gzipKb,
      'JS gz': kb(page.js?.gzipKb),
      'up cold': coldCell(page.upstream.cold),
      'up warm': warmCell(page.upstream.warm),
      'LH perf': lighthouseCell(page.lighthouse, 'performance'),
      'LH a11y': lighthouseCell(page.lighthouse, 'accessibility'),
    };
  }
  const reference = (row: SsrRow, extra: Record<string, string | number>) => ({
    'req/s': row.reqPerSec,
    'of trivial': share(row.reqPerSec),
    p50: row.p50Ms,
    p95: row.p95Ms,
    'p97.5': row.p97_5Ms,
    p99: row.p99Ms,
    ...extra,
  });
  // The floor: the mean of its two runs, figure by figure.
  const mean = (pick: (row: SsrRow) => number) => round((pick(trivial.ssrBefore) + pick(trivial.ssrAfter)) / 2);
  rows[`trivial ${trivial.path}`] = reference(
    {
      ...trivial.ssrAfter,
      reqPerSec: trivial.reqPerSec,
      p50Ms: mean((row) => row.p50Ms),
      p95Ms: mean((row) => row.p95Ms),
      p97_5Ms: trivial.p97_5Ms,
      p99Ms: mean((row) => row.p99Ms),
    },
    {'up cold': coldCell(trivial.upstream.cold), 'up warm': warmCell(trivial.upstream.warm)},
  );
  rows['stand-in: 1 product query'] = reference(standInRate, {});
  console.log(
    `\nPerformance record: ${CONNECTIONS} connections × ${DURATION_S} s per row; latencies in ms; kB = 1024 bytes;` +
      `\nHTML gz = gzip -9 of the document; up = upstream requests per page view (cold: first view on a fresh worker;` +
      `\nwarm: mean of 5 views, the shopper's own cart calls counted apart); LH = Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}.` +
      `\nreq/s is a shopper without cookies (pages the page cache keeps are mostly copies); rendered req/s is the same page` +
      `\nwith a cookie the page cache does not know, so every request renders it.`,
  );
  console.table(rows);
  console.log(
    `Trivial route: ${trivial.ssrBefore.reqPerSec} req/s before the pages, ${trivial.ssrAfter.reqPerSec} after ` +
      `(p97.5 ${trivial.ssrBefore.p97_5Ms} / ${trivial.ssrAfter.p97_5Ms} ms); its row and the budgets' floor are the mean of the two.`,
  );
}

function printVerdicts(verdicts: readonly Verdict[]) {
  console.log('\nBudgets:');
  console.table(
    verdicts.map((verdict) => ({
      page: verdict.page,
      budget: verdict.budget,
      measured: verdict.measured,
      limit: verdict.limit,
      verdict: verdict.ok === null ? 'not measured' : verdict.ok ? 'ok' : 'OVER',
    })),
  );
  if (SKIP_LIGHTHOUSE) console.log('BENCH_SKIP_LIGHTHOUSE is set: the Lighthouse budgets were not measured.');
}

function printDetails(pages: readonly PageResult[], trivial: TrivialResult, standInRate: SsrRow) {
  console.log('\nHTML document (kB; "served" is what the worker sends for Accept-Encoding: gzip):');
  console.table(
    pages.map(({html}) => ({
      page: html.page,
      status: html.status,
      raw: html.rawKb,
      'gzip -9': html.gzipKb,
      'served as': html.servedEncoding,
      'served kB': html.servedKb,
      path: html.path,
    })),
  );

  console.log('\nJavaScript loaded in Chromium (kB):');
  console.table(pages.map(({name, path, js}) => ({page: name, scripts: kb(js?.scripts), raw: kb(js?.rawKb), gzip: kb(js?.gzipKb), path})));

  console.log('\nUpstream requests per page view, by service (Storefront by operation):');
  console.table(
    [...pages.map((page) => ({name: page.name, upstream: page.upstream})), {name: 'trivial', upstream: trivial.upstream}].map(
      ({name, upstream}) => ({
        page: name,
        'cold (first view, fresh worker)': upstream.cold ? describeCalls([upstream.cold]) : '–',
        'warm (per view, mean of 5)': describeCalls(upstream.warm.views),
        'warm max, cart aside': upstream.warm.maxOther,
      }),
    ),
  );

  console.log(`\nServer rendering under load (${CONNECTIONS} connections, ${DURATION_S} s, ms):`);
  const ssrRows = [
    trivial.ssrBefore,
    ...pages.map((page) => page.ssr),
    ...pages.flatMap((page) => (page.render ? [page.render] : [])),
    trivial.ssrAfter,
    standInRate,
  ];
  console.table(
    ssrRows.map((row) => ({
      name: row.name,
      'req/s': row.reqPerSec,
      requests: row.requests,
      p50: row.p50Ms,
      p95: row.p95Ms,
      'p97.5': row.p97_5Ms,
      p99: row.p99Ms,
      max: row.maxMs,
      'non-2xx': row.non2xx,
      errors: row.errors,
      path: row.path,
    })),
  );

  const lighthouse = pages.flatMap((page) => (page.lighthouse ? [page.lighthouse] : []));
  if (lighthouse.length > 0) {
    console.log(`\nLighthouse mobile (default throttling), median of ${LIGHTHOUSE_RUNS}; timings of the median run (ms):`);
    console.table(
      lighthouse.map((row) => ({
        page: row.page,
        performance: row.performance ?? 'error',
        accessibility: row.accessibility ?? 'error',
        FCP: kb(row.fcpMs),
        LCP: kb(row.lcpMs),
        TBT: kb(row.tbtMs),
        CLS: kb(row.cls),
        // A run marked * painted only after the page had loaded (headless Chrome's withheld frames, README).
        'runs (perf)': row.runs.map((run) => `${run.performance ?? 'x'}${run.presentationStalled ? '*' : ''}`).join(' '),
        'failed a11y audits': [...new Set(row.runs.flatMap((run) => run.failedAccessibilityAudits))].join(' ') || 'none',
      })),
    );
    const stalled = lighthouse.flatMap((row) => row.runs.filter((run) => run.presentationStalled).map((run) => ({row, run})));
    if (stalled.length > 0) {
      console.log(
        `* Chrome presented the first paint only after the page had loaded (${stalled
          .map(({row, run}) => `${row.page}: observed FCP ${run.observedFcpMs} ms, load ${run.observedLoadMs} ms`)
          .join('; ')}): headless Chrome withholding frames (GoogleChrome/lighthouse#17148), not the page; such a run's FCP and LCP come out about a second late.`,
      );
    }
  }
}

function printAutocomplete(figures: AutocompleteFigures) {
  const {warm, cold} = figures;
  console.log(`\nAutocomplete round trip through the worker, one request at a time (${figures.catalogue} catalogue, ms):`);
  console.table({
    warm: {samples: warm.samples, p50: warm.p50, p95: warm.p95, max: warm.max},
    'cold (new words, worker cache misses)': {samples: cold.samples, p50: cold.p50, p95: cold.p95, max: cold.max},
  });
}

function scalingColumn(run: CatalogueRun) {
  return {
    'indexed products': run.standIn.indexedProducts ?? 'unknown',
    'results for "bed"': run.standIn.bedResults ?? 'unknown',
    'preview start (ms)': run.startupMs,
    'stand-in search.json q=bed, first (ms)': run.standIn.firstQueryMs,
    'stand-in search.json q=bed, p50 (ms)': run.standIn.query.p50,
    'stand-in search.json q=bed, p95 (ms)': run.standIn.query.p95,
    'autocomplete cold p50 (ms)': run.autocomplete.cold.p50,
    'autocomplete cold p95 (ms)': run.autocomplete.cold.p95,
    'autocomplete warm p50 (ms)': run.autocomplete.warm.p50,
    'autocomplete warm p95 (ms)': run.autocomplete.warm.p95,
    'search page req/s': run.search.reqPerSec,
    'search page p50 (ms)': run.search.p50Ms,
    'search page p99 (ms)': run.search.p99Ms,
  };
}

/** One row per metric, one column per catalogue: growth reads across. */
function printScaling(runs: CatalogueRun[]) {
  const columns = runs.map((run) => [run.catalogue, scalingColumn(run)] as const);
  const metrics = Object.keys(columns[0][1]) as (keyof ReturnType<typeof scalingColumn>)[];
  console.log('\nSearch as the catalogue grows:');
  const row = (metric: (typeof metrics)[number]) => Object.fromEntries(columns.map(([name, column]) => [name, column[metric]]));
  console.table(Object.fromEntries(metrics.map((metric) => [metric, row(metric)])));
}

function printProblems(runs: CatalogueRun[]) {
  for (const run of runs) {
    const {count, kinds} = run.previewProblems;
    if (count === 0) continue;
    console.log(`\nPreview log (${run.catalogue}): ${count} error/warning lines, by kind:`);
    for (const kind of kinds) console.log(`  ${String(kind.count).padStart(6)} × ${kind.line}`);
  }
  const hangUps = runs.some((run) => run.previewProblems.kinds.some((kind) => /connection lost/i.test(kind.line)));
  if (hangUps) {
    console.log(
      '("Network connection lost" and asynchronously handled rejections: autocannon hangs up on the requests still\n' +
        ' in flight when a timed run ends, up to one per connection; a run of a fixed number of requests logs none.)',
    );
  }
}

/* ------------------------------------------------------------- verdict */

function ssrProblems(row: SsrRow): string[] {
  if (row.non2xx + row.errors + row.warmUpFailures.length === 0) return [];
  const warmUp = row.warmUpFailures.length > 0 ? `, warm-up statuses ${row.warmUpFailures.join(' ')}` : '';
  const kinds = Object.entries(row.errorKinds).map(([kind, n]) => `${n} × ${kind}`);
  const window = row.errorWindowS ? `, ${row.errorWindowS[0]}–${row.errorWindowS[1]} s into the run` : '';
  const errors = kinds.length > 0 ? ` (${kinds.join(', ')}${window})` : '';
  return [`${row.catalogue} ${row.name} ${row.path}: ${row.non2xx} non-2xx, ${row.errors} errors${errors}${warmUp}`];
}

/** A figure measured on failing answers is no figure: say so rather than report it as speed. */
function brokenMeasurements(
  pages: readonly PageResult[],
  trivial: TrivialResult,
  standInRate: SsrRow,
  runs: CatalogueRun[],
  jsError: string | null,
): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    problems.push(...ssrProblems(page.ssr));
    if (page.html.status !== 200) problems.push(`${page.name}: HTML answered ${page.html.status}`);
    const views = [...(page.upstream.cold ? [page.upstream.cold] : []), ...page.upstream.warm.views];
    const failed = views.filter(viewFailed);
    if (failed.length > 0) problems.push(`${page.name}: counted views answered ${failed.map((view) => view.status).join(' ')}`);
    for (const run of page.lighthouse?.runs ?? []) if (run.error) problems.push(`${page.name}: Lighthouse: ${run.error}`);
    // Every page hydrates: a page measured with no scripts is a measurement that failed, not a small page.
    if (page.js && page.js.scripts === 0) problems.push(`${page.name}: no scripts seen in Chromium`);
  }
  if (jsError) problems.push(`JavaScript sizes: ${jsError}`);
  problems.push(...ssrProblems(trivial.ssrBefore), ...ssrProblems(trivial.ssrAfter), ...ssrProblems(standInRate));
  // The floor must be trivial, or every ratio is against the wrong thing.
  const trivialCalls = [...(trivial.upstream.cold ? [trivial.upstream.cold] : []), ...trivial.upstream.warm.views];
  if (trivialCalls.some((view) => view.total > 0)) problems.push(`trivial route ${trivial.path} called upstream`);
  if (trivial.rendersReact || !trivial.contentType.startsWith('text/plain')) {
    problems.push(`trivial route ${trivial.path} looks rendered (${trivial.contentType})`);
  }
  for (const run of runs) {
    // The demo's search page is one of the pages above.
    if (run !== runs[0]) problems.push(...ssrProblems(run.search));
    const {non2xx, emptyAnswers} = run.autocomplete;
    if (non2xx + emptyAnswers > 0) {
      problems.push(`${run.catalogue} autocomplete: ${non2xx} non-2xx, ${emptyAnswers} empty answers (stand-in down?)`);
    }
    if (run.standIn.failures > 0) problems.push(`${run.catalogue} search stand-in: ${run.standIn.failures} failed queries`);
  }
  const [demo, generated] = runs;
  const indexed = generated.standIn.indexedProducts;
  // Same index size as the demo: the stand-in ignored SEARCH_STAND_IN_PRODUCTS, the comparison is void.
  if (indexed === null || indexed === demo.standIn.indexedProducts) {
    problems.push(`SEARCH_STAND_IN_PRODUCTS=${GENERATED_PRODUCTS} not honoured: ${indexed ?? 'unknown'} products indexed`);
  }
  return problems;
}

/* ------------------------------------------------------------- record */

function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], {encoding: 'utf8'});
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Other work on the machine skews every figure: the load averages say how much there was on it, and the
 * hypervisor's steal how much other guests on its host took (bench/cpu-steal.ts).
 */
function machine(loadAtStart: number[], cpuAtStart: CpuTimes | null) {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage: {start: loadAtStart.map(round), end: loadavg().map(round)},
    stealPercent: stealPercent(cpuAtStart, readCpuTimes()),
  };
}

// Ctrl-C or a kill: take the previews (and workerd under them) down with us.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => void stopAllPreviews().finally(() => process.exit(code)));
}

try {
  build();
  const loadAtStart = loadavg();
  const cpuAtStart = readCpuTimes();
  const startedAt = new Date();
  const measured = await withPreview({}, measureDemo);
  const cold = await measureCold(measured.targets);
  const generated = await measureGenerated();
  const runs = [measured.demo, generated];

  const pages: PageResult[] = measured.targets.map((target) => ({
    name: target.name,
    path: target.path,
    ssr: measured.ssr.get(target.name)!,
    render: measured.render.get(target.name) ?? null,
    html: measured.html.get(target.name)!,
    js: measured.js.find((row) => row.page === target.name) ?? null,
    upstream: {cold: cold.get(target.name) ?? null, warm: measured.warm.get(target.name)!},
    lighthouse: measured.lighthouse.get(target.name) ?? null,
  }));
  const {warm: trivialWarm, ...trivialRest} = measured.trivial;
  const trivial: TrivialResult = {...trivialRest, upstream: {cold: cold.get(TRIVIAL.name) ?? null, warm: trivialWarm}};

  const figures: PageFigures[] = pages.map((page) => ({
    page: page.name,
    reqPerSec: page.ssr.reqPerSec,
    p97_5Ms: page.ssr.p97_5Ms,
    warmUpstream: page.upstream.warm.meanOther,
    htmlGzipKb: page.html.gzipKb,
    jsGzipKb: page.js?.gzipKb ?? null,
    lighthouse: page.lighthouse ? {performance: page.lighthouse.performance, accessibility: page.lighthouse.accessibility} : null,
  }));
  const verdicts = checkBudgets(figures, trivial, measured.demo.autocomplete.warm.p95);
  const broken = brokenMeasurements(pages, trivial, measured.standInRate, runs, measured.jsError);

  printHeadline(pages, trivial, measured.standInRate);
  printVerdicts(verdicts);
  printDetails(pages, trivial, measured.standInRate);
  printAutocomplete(measured.demo.autocomplete);
  printScaling(runs);
  printProblems(runs);

  const machineInfo = machine(loadAtStart, cpuAtStart);
  const commit = gitCommit();
  console.log(
    `\nMachine: ${machineInfo.cpus} × ${machineInfo.cpuModel}, Node ${machineInfo.node}; load average (1/5/15 min) ` +
      `${machineInfo.loadAverage.start.join(' ')} at the start → ${machineInfo.loadAverage.end.join(' ')} at the end; ` +
      (machineInfo.stealPercent === null ? '' : `CPU time stolen by the hypervisor during the run ${machineInfo.stealPercent}%; `) +
      `commit ${commit ?? 'unknown'} (plus any uncommitted changes).`,
  );

  const over = verdicts.filter((verdict) => verdict.ok === false);
  const record = {
    measuredAt: startedAt.toISOString(),
    gitCommit: commit,
    machine: machineInfo,
    settings: {
      durationS: DURATION_S,
      connections: CONNECTIONS,
      lighthouse: SKIP_LIGHTHOUSE ? 'skipped (BENCH_SKIP_LIGHTHOUSE)' : `${LIGHTHOUSE_RUNS} runs per page, mobile, default throttling`,
      bagLines: BAG_LINES,
      autocompleteSamples: AUTOCOMPLETE_SAMPLES,
      generatedProducts: GENERATED_PRODUCTS,
    },
    budgets: BUDGETS,
    pages,
    trivial,
    standInProductQuery: measured.standInRate,
    verdicts,
    autocomplete: measured.demo.autocomplete,
    searchScaling: Object.fromEntries(
      runs.map((run) => [run.catalogue, {startupMs: run.startupMs, standIn: run.standIn, autocomplete: run.autocomplete, searchPage: run.search}]),
    ),
    previewProblems: Object.fromEntries(runs.map((run) => [run.catalogue, run.previewProblems])),
    brokenMeasurements: broken,
    failures: [...over.map((verdict) => `${verdict.page} ${verdict.budget}: ${verdict.measured} (limit ${verdict.limit})`), ...broken],
  };
  await mkdir('bench-results', {recursive: true});
  const json = JSON.stringify(record, null, 2);
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  await writeFile('bench-results/bench.json', json);
  await writeFile(`bench-results/bench-${stamp}.json`, json);
  if (!SKIP_LIGHTHOUSE) {
    const lighthouse = pages.flatMap((page) => (page.lighthouse ? [page.lighthouse] : []));
    await writeFile('bench-results/lighthouse.json', JSON.stringify({measuredAt: record.measuredAt, lighthouse}, null, 2));
  }
  console.log(`Results in bench-results/bench.json (and bench-${stamp}.json).`);

  if (record.failures.length > 0) {
    if (over.length > 0) console.log(`\nOVER BUDGET:\n  ${record.failures.slice(0, over.length).join('\n  ')}`);
    if (broken.length > 0) console.log(`\nBROKEN MEASUREMENTS (figures not to be trusted):\n  ${broken.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await stopAllPreviews();
}
