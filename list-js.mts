import {chromium} from '@playwright/test';
import {gzipSync} from 'node:zlib';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium.ts';
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
const page = await (await browser.newContext()).newPage();
const scripts = new Map<string, Promise<Buffer | null>>();
page.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.set(r.url(), r.body().catch(() => null)); });
await page.goto('http://127.0.0.1:3300' + (process.argv[2] ?? '/'), {waitUntil: 'networkidle'});
for (const [url, body] of scripts) { const b = await body; if (b) console.log(gzipSync(b, {level: 9}).length, url.replace(/.*\//, '')); }
await browser.close();
