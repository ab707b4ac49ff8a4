/**
 * `npm run bench`: builds, serves the production worker with the stand-ins,
 * and measures it. Figures go to stdout and bench-results/bench.json; a blown
 * budget or a broken measurement exits non-zero.
 *
 * Measured:
 * - js: JavaScript (gzip) loaded by home, a collection and a product page;
 * - ssr: server-rendering req/s and latency (autocannon, 32 connections) of the
 *   product page, the search page and a trivial route, on the demo catalogue;
 * - autocomplete: one shopper typing in the header search panel, round trips
 *   through the worker, warm;
 * - searchScaling: the same search figures on a second preview whose search
 *   stand-in indexes a generated catalogue (SEARCH_STAND_IN_PRODUCTS), next to
 *   the demo's, with the stand-in's own time per query.
 *
 * BENCH_SKIP_BUILD=1 skips building; BENCH_DURATION_S (default 10) is each
 * autocannon run; BENCH_PORT / BENCH_MOCK_SHOP_PORT move the preview.
 */
import {spawnSync} from 'node:child_process';
import {cpus, loadavg} from 'node:os';
import {mkdir, writeFile} from 'node:fs/promises';
import {measureAutocomplete, type AutocompleteFigures} from './bench/autocomplete';
import {measureJs, type JsRow} from './bench/js-size';
import {startPreview, stopAllPreviews, type Preview} from './bench/preview';
import {CONNECTIONS, measureSsr, type SsrRow, type SsrTarget} from './bench/ssr';
import {measureStandIn, type StandInFigures} from './bench/stand-in';
import {envInt, round} from './bench/stats';

const PORT = envInt('BENCH_PORT', 3200);
const MOCK_SHOP_PORT = envInt('BENCH_MOCK_SHOP_PORT', 4299);
const DURATION_S = envInt('BENCH_DURATION_S', 10, 600);
const AUTOCOMPLETE_SAMPLES = envInt('BENCH_AUTOCOMPLETE_SAMPLES', 200, 10_000);
const GENERATED_PRODUCTS = envInt('BENCH_GENERATED_PRODUCTS', 10_000, 1_000_000);

/** Budgets from the issues: JS in gzip kB per page; autocomplete p95 in ms, warm, demo catalogue. */
const JS_BUDGETS_KB: Record<string, number> = {product: 130};
const AUTOCOMPLETE_P95_BUDGET_MS = 150;

const PRODUCT_PAGE: SsrTarget = {name: 'product', path: '/products/aurora-hybrid-mattress'};
const SEARCH_PAGE: SsrTarget = {name: 'search', path: '/products/search?query=bed'};
// The app has no robots.txt or other route without React; an empty autocomplete query is the
// cheapest 200 through the worker (context, Remix routing, a tiny JSON reply, no upstream call).
// Static files such as /favicon.svg are served by MiniOxygen's asset server, not the worker.
const TRIVIAL_ROUTE: SsrTarget = {name: 'trivial', path: '/api/search/autocomplete?q='};

interface CatalogueRun {
  catalogue: string;
  startupMs: number;
  standIn: StandInFigures;
  ssr: SsrRow[];
  autocomplete: AutocompleteFigures;
  previewProblems: ReturnType<Preview['problems']>;
}

function build() {
  if (process.env.BENCH_SKIP_BUILD) return;
  const result = spawnSync('npx', ['remix', 'vite:build'], {stdio: 'inherit'});
  if (result.status !== 0) throw new Error('Build failed');
}

/** Starts a preview, runs `measure` against it, and always stops it (showing its log when measuring fails). */
async function withPreview<T>(env: Record<string, string>, measure: (preview: Preview) => Promise<T>): Promise<T> {
  // Ready when the trivial route answers: it calls no stand-in, so the search index is not built early.
  const preview = await startPreview({port: PORT, mockShopPort: MOCK_SHOP_PORT, env, readyPath: TRIVIAL_ROUTE.path});
  try {
    return await measure(preview);
  } catch (error) {
    console.error(`Preview log tail:\n${preview.log.join('\n')}`);
    throw error;
  } finally {
    await preview.stop();
  }
}

/** Stand-in first (its first query right after start), then the worker's figures. */
async function measureCatalogue(preview: Preview, catalogue: string, targets: SsrTarget[]): Promise<CatalogueRun> {
  const standIn = await measureStandIn(preview.mockShopOrigin);
  const ssr: SsrRow[] = [];
  for (const target of targets) ssr.push(await measureSsr(preview.origin, target, DURATION_S, catalogue));
  const autocomplete = await measureAutocomplete(preview.origin, AUTOCOMPLETE_SAMPLES, catalogue);
  return {catalogue, startupMs: preview.startupMs, standIn, ssr, autocomplete, previewProblems: preview.problems()};
}

/* ------------------------------------------------------------- report */

function printJs(js: JsRow[]) {
  console.log('\nJavaScript loaded per page (gzip):');
  console.table(js);
  for (const row of js) {
    const budget = JS_BUDGETS_KB[row.page];
    if (budget === undefined) continue;
    console.log(`${row.page}: ${row.gzipKb} kB gz (budget ${budget} kB) ${row.gzipKb > budget ? 'OVER' : 'ok'}`);
  }
}

function printSsr(rows: SsrRow[]) {
  console.log(`\nServer rendering, ${CONNECTIONS} connections for ${DURATION_S} s each (ms):`);
  console.table(
    rows.map((row) => ({
      page: row.name,
      catalogue: row.catalogue,
      'req/s': row.reqPerSec,
      p50: row.p50Ms,
      'p97.5': row.p97_5Ms,
      p99: row.p99Ms,
      'non-2xx': row.non2xx,
      errors: row.errors,
      path: row.path,
    })),
  );
}

function printAutocomplete(figures: AutocompleteFigures) {
  const {warm, cold} = figures;
  console.log(`\nAutocomplete round trip through the worker, one request at a time (${figures.catalogue} catalogue, ms):`);
  console.table({
    warm: {samples: warm.samples, p50: warm.p50, p95: warm.p95, max: warm.max},
    'cold (new words, worker cache misses)': {samples: cold.samples, p50: cold.p50, p95: cold.p95, max: cold.max},
  });
  const over = warm.p95 > AUTOCOMPLETE_P95_BUDGET_MS;
  console.log(`autocomplete p95 (warm): ${warm.p95} ms (budget ${AUTOCOMPLETE_P95_BUDGET_MS} ms) ${over ? 'OVER' : 'ok'}`);
}

function scalingColumn(run: CatalogueRun) {
  const search = run.ssr.find((row) => row.name === SEARCH_PAGE.name);
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
    'search page req/s': search?.reqPerSec ?? 'n/a',
    'search page p50 (ms)': search?.p50Ms ?? 'n/a',
    'search page p99 (ms)': search?.p99Ms ?? 'n/a',
  };
}

/** One row per metric, one column per catalogue: growth reads across. */
function printScaling(runs: CatalogueRun[]) {
  const columns = runs.map((run) => [run.catalogue, scalingColumn(run)] as const);
  const metrics = Object.keys(columns[0][1]) as (keyof ReturnType<typeof scalingColumn>)[];
  console.log('\nSearch as the catalogue grows:');
  const row = (metric: (typeof metrics)[number]) =>
    Object.fromEntries(columns.map(([name, column]) => [name, column[metric]]));
  console.table(Object.fromEntries(metrics.map((metric) => [metric, row(metric)])));
}

function scalingJson(runs: CatalogueRun[]) {
  return Object.fromEntries(
    runs.map((run) => [
      run.catalogue,
      {
        startupMs: run.startupMs,
        standIn: run.standIn,
        autocomplete: run.autocomplete,
        searchPage: run.ssr.find((row) => row.name === SEARCH_PAGE.name) ?? null,
      },
    ]),
  );
}

/* ------------------------------------------------------------- verdict */

function budgetFailures(js: JsRow[], demo: CatalogueRun): string[] {
  const failures = js
    .filter((row) => JS_BUDGETS_KB[row.page] !== undefined && row.gzipKb > JS_BUDGETS_KB[row.page])
    .map((row) => `${row.page} JS ${row.gzipKb} kB gz over ${JS_BUDGETS_KB[row.page]} kB`);
  const {p95} = demo.autocomplete.warm;
  if (p95 > AUTOCOMPLETE_P95_BUDGET_MS) failures.push(`autocomplete p95 ${p95} ms over ${AUTOCOMPLETE_P95_BUDGET_MS} ms`);
  return failures;
}

/** A figure measured on failing answers is no figure: say so rather than report it as speed. */
function brokenMeasurements(run: CatalogueRun): string[] {
  const problems: string[] = [];
  for (const row of run.ssr) {
    if (row.non2xx + row.errors + row.warmUpFailures.length === 0) continue;
    const warmUp = row.warmUpFailures.length > 0 ? `, warm-up statuses ${row.warmUpFailures.join(' ')}` : '';
    problems.push(`${run.catalogue} ${row.path}: ${row.non2xx} non-2xx, ${row.errors} errors${warmUp}`);
  }
  const {non2xx, emptyAnswers} = run.autocomplete;
  if (non2xx + emptyAnswers > 0) {
    problems.push(`${run.catalogue} autocomplete: ${non2xx} non-2xx, ${emptyAnswers} empty answers (stand-in down?)`);
  }
  if (run.standIn.failures > 0) problems.push(`${run.catalogue} stand-in: ${run.standIn.failures} failed queries`);
  return problems;
}

function scalingFailures(demo: CatalogueRun, generated: CatalogueRun): string[] {
  const indexed = generated.standIn.indexedProducts;
  // Same index size as the demo: the stand-in ignored SEARCH_STAND_IN_PRODUCTS, the comparison is void.
  if (indexed !== null && indexed !== demo.standIn.indexedProducts) return [];
  return [`SEARCH_STAND_IN_PRODUCTS=${GENERATED_PRODUCTS} not honoured: ${indexed ?? 'unknown'} products indexed`];
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

/* ------------------------------------------------------------- run */

/** Demo catalogue (JS, SSR, autocomplete), then the generated one (search figures only), one preview at a time. */
async function measureAll() {
  const {js, demo} = await withPreview({}, async (preview) => ({
    js: await measureJs(preview.origin),
    demo: await measureCatalogue(preview, 'demo', [PRODUCT_PAGE, SEARCH_PAGE, TRIVIAL_ROUTE]),
  }));
  const generated = await withPreview({SEARCH_STAND_IN_PRODUCTS: String(GENERATED_PRODUCTS)}, (preview) =>
    measureCatalogue(preview, `generated ${GENERATED_PRODUCTS}`, [SEARCH_PAGE]),
  );
  return {js, demo, generated};
}

/** Other work on the machine skews every figure: the 1-minute load averages say how much there was. */
function machine(loadAtStart: number) {
  return {cpus: cpus().length, node: process.version, loadAverage1m: {start: loadAtStart, end: round(loadavg()[0])}};
}

async function writeResults(js: JsRow[], runs: CatalogueRun[], failures: string[], loadAtStart: number) {
  const [demo] = runs;
  const results = {
    measuredAt: new Date().toISOString(),
    machine: machine(loadAtStart),
    settings: {
      durationS: DURATION_S,
      connections: CONNECTIONS,
      autocompleteSamples: AUTOCOMPLETE_SAMPLES,
      generatedProducts: GENERATED_PRODUCTS,
    },
    budgets: {jsGzipKb: JS_BUDGETS_KB, autocompleteP95Ms: AUTOCOMPLETE_P95_BUDGET_MS},
    js,
    ssr: runs.flatMap((run) => run.ssr),
    autocomplete: demo.autocomplete,
    searchScaling: scalingJson(runs),
    previewProblems: Object.fromEntries(runs.map((run) => [run.catalogue, run.previewProblems])),
    failures,
  };
  await mkdir('bench-results', {recursive: true});
  await writeFile('bench-results/bench.json', JSON.stringify(results, null, 2));
}

// Ctrl-C or a kill: take the previews (and workerd under them) down with us.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => void stopAllPreviews().finally(() => process.exit(code)));
}

try {
  build();
  const loadAtStart = round(loadavg()[0]);
  const {js, demo, generated} = await measureAll();
  const runs = [demo, generated];
  printJs(js);
  printSsr(runs.flatMap((run) => run.ssr));
  printAutocomplete(demo.autocomplete);
  printScaling(runs);
  printProblems(runs);
  const {cpus: cpuCount, loadAverage1m} = machine(loadAtStart);
  console.log(`\nMachine: ${cpuCount} CPUs, 1-minute load average ${loadAverage1m.start} → ${loadAverage1m.end}.`);
  const failures = [
    ...budgetFailures(js, demo),
    ...runs.flatMap(brokenMeasurements),
    ...scalingFailures(demo, generated),
  ];
  await writeResults(js, runs, failures, loadAtStart);
  if (failures.length > 0) {
    console.log(`\nFAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await stopAllPreviews();
}
