import {test, expect, gotoHydrated} from './fixtures';

/**
 * Pages are whole without JavaScript, so the hydration scripts wait for the first paint: the document
 * carries no modulepreload link for the preload scanner to fetch early, and the module graph is preloaded
 * once the page has painted (app/ui/components/layout/ModulePreloadsAfterPaint.tsx). Read from Chromium.
 */
test('hydration scripts are preloaded after the first paint, load once each, and the page still hydrates @js-only', async ({page}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: {url: string; type?: string}[] = [];
  cdp.on('Network.requestWillBeSent', (event) => requests.push({url: event.request.url, type: event.type}));
  // When each modulepreload link joins the document, on the page's own clock.
  await page.addInitScript(() => {
    const added: number[] = [];
    Object.assign(window, {__preloadsAddedAt: added});
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') added.push(performance.now());
        }
      }
    // The worker's lib types `document` as no Node; in the page it is one.
    }).observe(document as unknown as Node, {childList: true, subtree: true});
  });

  const response = await page.goto('/products/aurora-hybrid-mattress');
  const html = (await response?.text()) ?? '';
  // Booleans, so a failure does not print the whole document.
  expect(/<script[^>]* type="module"/.test(html), 'the document has Remix’s module script').toBe(true);
  expect(/rel="modulepreload"/.test(html), 'the document has a modulepreload link').toBe(false);
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});

  const {preloadsAddedAt, firstContentfulPaint} = await page.evaluate(() => ({
    preloadsAddedAt: (window as unknown as {__preloadsAddedAt: number[]}).__preloadsAddedAt,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  expect(firstContentfulPaint).not.toBeNull();
  expect(preloadsAddedAt.length).toBeGreaterThan(3);
  for (const addedAt of preloadsAddedAt) expect(addedAt).toBeGreaterThan(firstContentfulPaint!);

  const scripts = requests.filter((request) => /\/assets\/.+\.js$/.test(new URL(request.url).pathname));
  expect(scripts.length).toBeGreaterThan(3);
  const urls = scripts.map((script) => script.url);
  expect(urls).toEqual([...new Set(urls)]);
  // The stylesheet is asked for before any script.
  const stylesheetAt = requests.findIndex((request) => request.type === 'Stylesheet');
  expect(stylesheetAt).toBeGreaterThan(-1);
  expect(stylesheetAt).toBeLessThan(requests.indexOf(scripts[0]));
});

test('a client-side navigation still loads the next route’s modules @js-only', async ({page}) => {
  await gotoHydrated(page, '/');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Beds', exact: true}).click();
  await expect(page).toHaveURL(/\/collections\/beds$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(documents).toEqual([]);
});
