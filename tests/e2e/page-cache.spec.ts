import {test, expect, addToBag, gotoHydrated} from './fixtures';

/**
 * The worker's page cache (app/worker/page-cache/): a page the same for every shopper is rendered about once a
 * second and served as copies, each with its own CSP nonce and cookies; a shopper with a bag always gets
 * their own render.
 */

/** A product URL no other journey asks for, so this test's first request renders it. */
const freshProductPath = () => `/products/aurora-hybrid-mattress?from=page-cache-${Date.now()}-${Math.random()}`;

function cspNonce(header: string | undefined): string {
  return /'nonce-([0-9a-f]{32})'/.exec(header ?? '')?.[1] ?? '';
}

function setCookies(headers: {name: string; value: string}[]): string[] {
  return headers.filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
}

test('a copy of a page carries its own nonce in the header and every script, and its shopper\'s own cookies', async ({playwright, baseURL}) => {
  const path = freshProductPath();
  // A new shopper: the page is rendered for them, and they are given a visitor id and Searchspring's ids.
  const first = await playwright.request.newContext({baseURL});
  const rendered = await first.get(path);
  const renderedHtml = await rendered.text();
  expect(rendered.headers()['x-page-cache']).toBe('miss');
  const visitor = setCookies(rendered.headersArray()).find((cookie) => cookie.startsWith('abtasty_visitor='));
  // The demo runs experiments, so every new visitor is given an id.
  expect(visitor).toBeDefined();

  // Another shopper in the same experiment variations (the same visitor id), with no Searchspring ids yet.
  const second = await playwright.request.newContext({baseURL, extraHTTPHeaders: {Cookie: visitor!.split(';')[0]}});
  const copy = await second.get(path);
  const copyHtml = await copy.text();
  expect(['hit', 'stale']).toContain(copy.headers()['x-page-cache']);
  expect(copyHtml).toContain('Aurora Hybrid Mattress');

  const renderedNonce = cspNonce(rendered.headers()['content-security-policy']);
  const copyNonce = cspNonce(copy.headers()['content-security-policy']);
  expect(copyNonce).not.toBe('');
  expect(copyNonce).not.toBe(renderedNonce);
  const scriptNonces = [...copyHtml.matchAll(/<script[^>]*\bnonce="([^"]+)"/g)].map((match) => match[1]);
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([copyNonce]));
  expect(renderedHtml).toContain(`nonce="${renderedNonce}"`);
  expect(copyHtml).not.toContain(renderedNonce);

  // The render gave out Searchspring ids and noted the viewed product: the copy does the same for its shopper,
  // with ids of their own, and leaves their visitor id alone.
  const cookieValue = (cookies: string[], name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];
  const renderedCookies = setCookies(rendered.headersArray());
  const copyCookies = setCookies(copy.headersArray());
  expect(cookieValue(copyCookies, 'abtasty_visitor')).toBeUndefined();
  expect(cookieValue(copyCookies, 'ssUserId')).toBeDefined();
  expect(cookieValue(copyCookies, 'ssUserId')).not.toBe(cookieValue(renderedCookies, 'ssUserId'));
  expect(cookieValue(copyCookies, 'ssViewedProducts')).toBe(cookieValue(renderedCookies, 'ssViewedProducts'));

  await Promise.all([first.dispose(), second.dispose()]);
});

test('a page served from the cache hydrates under its CSP @js-only', async ({page}) => {
  const path = freshProductPath();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The browser's cookies (shared with page.request) after a first view are those of the second: that one is kept.
  await page.request.get(path);
  await page.request.get(path);
  const served = page.waitForResponse((response) => response.url().endsWith(path.slice(1)) && response.request().resourceType() === 'document');
  await gotoHydrated(page, path);
  expect(['hit', 'stale']).toContain((await served).headers()['x-page-cache']);
  expect(violations).toEqual([]);
});

test('a shopper with a bag gets the page rendered for them, never a copy', async ({page, cases}) => {
  await addToBag(page, `/products/${cases.noAssembly.handle}`);
  const response = await page.goto(freshProductPath());
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-page-cache']).toBeUndefined();
  await expect(page.getByRole('link', {name: /bag/i}).first()).toBeVisible();
});
