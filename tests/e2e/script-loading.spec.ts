import {test, expect, gotoHydrated} from './fixtures';

/**
 * Pages are whole without JavaScript, so hydration scripts are fetched at low priority: the stylesheet
 * and the page's main image come first on a slow connection. Read from Chromium's own request priorities.
 */
test('hydration scripts load once each, at low priority, and the page still hydrates @js-only', async ({page}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: {url: string; type?: string; priority: string}[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.push({url: event.request.url, type: event.type, priority: event.request.initialPriority});
  });

  await gotoHydrated(page, '/products/aurora-hybrid-mattress');

  const scripts = requests.filter((request) => /\/assets\/.+\.js$/.test(new URL(request.url).pathname));
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((script) => script.priority !== 'Low')).toEqual([]);
  const urls = scripts.map((script) => script.url);
  expect(urls).toEqual([...new Set(urls)]);

  const stylesheet = requests.find((request) => request.type === 'Stylesheet');
  expect(stylesheet?.priority).toBe('VeryHigh');
});
