/** JavaScript (gzip) a browser loads per page, measured in Debian's Chromium. */
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {round} from './stats';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../chromium';

export interface JsRow {
  page: string;
  path: string;
  scripts: number;
  rawKb: number;
  gzipKb: number;
}

/** A page to load: its cookies (the bag's cart) go with every request as a header. */
export interface JsPage {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

export async function measureJs(origin: string, pages: readonly JsPage[]): Promise<JsRow[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const rows: JsRow[] = [];
  try {
    for (const {name, path, headers} of pages) {
      rows.push({page: name, path, ...(await scriptsOf(browser, `${origin}${path}`, headers))});
    }
  } finally {
    await browser.close();
  }
  return rows;
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** A fresh context per page: nothing cached from the page before. */
async function scriptsOf(browser: Browser, url: string, headers: Record<string, string> = {}) {
  const context = await browser.newContext({extraHTTPHeaders: headers});
  try {
    const page = await context.newPage();
    // Each script's body, read as its response arrives. The reads are awaited after the load: read in the
    // response handler alone, a busy machine could leave them unfinished when the page went idle, and the
    // page would be measured with fewer scripts, or none.
    const scripts = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // A redirected or aborted script has no body.
      scripts.set(response.url(), response.body().catch(() => null));
    });
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'} in Chromium`);
    const bodies = (await Promise.all(scripts.values())).filter((body): body is Buffer => body !== null);
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, {level: 9}).length, 0);
    return {scripts: bodies.length, rawKb: round(raw / 1024), gzipKb: round(gzip / 1024)};
  } finally {
    await context.close();
  }
}
