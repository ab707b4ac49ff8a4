/**
 * `npm run bench`: builds, serves the production worker with the stand-ins,
 * and measures what the browser loads. Figures go to stdout and
 * bench-results/bench.json; a blown budget exits non-zero.
 *
 * Measured now: JavaScript (gzip) loaded by home, a collection and a product page.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdir, writeFile} from 'node:fs/promises';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const MOCK_SHOP_PORT = Number(process.env.BENCH_MOCK_SHOP_PORT ?? 4299);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const PAGES = [
  {name: 'home', path: '/'},
  {name: 'collection', path: '/collections/mattresses'},
  {name: 'product', path: '/products/aurora-hybrid-mattress'},
];

/** Budgets from the issues, in gzip kB. */
const BUDGETS: Record<string, number> = {product: 130};

function build() {
  if (process.env.BENCH_SKIP_BUILD) return;
  const result = spawnSync('npx', ['remix', 'vite:build'], {stdio: 'inherit'});
  if (result.status !== 0) throw new Error('Build failed');
}

async function startPreview(): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'scripts/preview.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      MOCK_SHOP_PORT: String(MOCK_SHOP_PORT),
      MOCK_SHOP_ORIGIN: `http://127.0.0.1:${MOCK_SHOP_PORT}`,
      MOCK_SHOP_DATA_DIR: '.mock-shop/bench',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('Preview server did not start');
}

async function measureJs() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const results: {page: string; path: string; scripts: number; rawKb: number; gzipKb: number}[] = [];
  try {
    for (const {name, path} of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, Buffer>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        try {
          scripts.set(response.url(), await response.body());
        } catch {
          // a redirected or aborted script has no body
        }
      });
      await page.goto(`${ORIGIN}${path}`, {waitUntil: 'networkidle'});
      const bodies = [...scripts.values()];
      const raw = bodies.reduce((sum, body) => sum + body.length, 0);
      const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, {level: 9}).length, 0);
      results.push({
        page: name,
        path,
        scripts: bodies.length,
        rawKb: round(raw / 1024),
        gzipKb: round(gzip / 1024),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

function round(value: number) {
  return Math.round(value * 10) / 10;
}

build();
const preview = await startPreview();
try {
  const js = await measureJs();
  console.log('\nJavaScript loaded per page (gzip):');
  console.table(js);
  const failures = js.filter((row) => BUDGETS[row.page] !== undefined && row.gzipKb > BUDGETS[row.page]);
  for (const row of js) {
    if (BUDGETS[row.page] !== undefined) {
      console.log(`${row.page}: ${row.gzipKb} kB gz (budget ${BUDGETS[row.page]} kB) ${row.gzipKb > BUDGETS[row.page] ? 'OVER' : 'ok'}`);
    }
  }
  await mkdir('bench-results', {recursive: true});
  await writeFile('bench-results/bench.json', JSON.stringify({measuredAt: new Date().toISOString(), js}, null, 2));
  if (failures.length > 0) process.exitCode = 1;
} finally {
  preview.kill('SIGTERM');
}
