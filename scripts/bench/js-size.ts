/** JavaScript (gzip) a browser loads per page, measured in Debian's Chromium. */
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {round} from './stats';

export interface JsRow {
  page: string;
  path: string;
  scripts: number;
  rawKb: number;
  gzipKb: number;
}

export const JS_PAGES = [
  {name: 'home', path: '/'},
  {name: 'collection', path: '/collections/mattresses'},
  {name: 'product', path: '/products/aurora-hybrid-mattress'},
];

export async function measureJs(origin: string): Promise<JsRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const rows: JsRow[] = [];
  try {
    for (const {name, path} of JS_PAGES) rows.push({page: name, path, ...(await scriptsOf(browser, `${origin}${path}`))});
  } finally {
    await browser.close();
  }
  return rows;
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** A fresh context per page: nothing cached from the page before. */
async function scriptsOf(browser: Browser, url: string) {
  const context = await browser.newContext();
  try {
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
    await page.goto(url, {waitUntil: 'networkidle'});
    const bodies = [...scripts.values()];
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, {level: 9}).length, 0);
    return {scripts: bodies.length, rawKb: round(raw / 1024), gzipKb: round(gzip / 1024)};
  } finally {
    await context.close();
  }
}
