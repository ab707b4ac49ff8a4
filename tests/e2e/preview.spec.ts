/**
 * Prismic previews, the slice simulator, and the page-state pieces around
 * every navigation (loading bar, page tracking, offline notice, the one
 * client-side error reporter). Previews run with JavaScript on and off.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, MOCK_SHOP_URL} from './fixtures';
import {BRAND} from '../../app/config/brand';
import {
  DEMO_PREVIEW_REF,
  DRAFT_HERO_HEADLINE,
  DRAFT_WARRANTY_TITLE,
  HOME_DOCUMENT_ID,
  WARRANTY_DOCUMENT_ID,
} from '../mocks/prismic/previews';

const DEAD_LINK = 'This preview link has expired or is not valid';

function previewLink(token: string, documentId: string) {
  return `/preview?${new URLSearchParams({token, documentId})}`;
}

/** The slice types the app renders: the keys of `components` in app/ui/slices/index.ts. */
function appSliceTypes(): string[] {
  const source = readFileSync(new URL('../../app/ui/slices/index.ts', import.meta.url), 'utf8');
  const block = /export const components = \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*(\w+)\s*(?::|,)/gm)].map((match) => match[1]).sort();
}

test.describe('Prismic preview', () => {
  test('a preview link lands on the page with its draft; exiting shows the published page', async ({page}) => {
    await page.goto(previewLink(DEMO_PREVIEW_REF, WARRANTY_DOCUMENT_ID));
    await expect(page).toHaveURL(/\/pages\/warranty$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(DRAFT_WARRANTY_TITLE);
    const notice = page.getByRole('complementary', {name: 'Preview'});
    await expect(notice).toContainText('Preview');

    // A draft page is never kept by a cache.
    const reload = await page.reload();
    expect(reload?.headers()['cache-control']).toBe('private, no-store');

    await notice.getByRole('link', {name: 'Exit preview'}).click();
    await expect(page).toHaveURL(/\/pages\/warranty$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Warranty');
    await expect(page.getByRole('complementary', {name: 'Preview'})).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'io.prismic.preview')).toBeUndefined();
  });

  test('the home page’s preview shows the draft hero headline', async ({page}) => {
    await page.goto(previewLink(DEMO_PREVIEW_REF, HOME_DOCUMENT_ID));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', {level: 1, name: DRAFT_HERO_HEADLINE})).toBeVisible();
    await page.getByRole('complementary', {name: 'Preview'}).getByRole('link', {name: 'Exit preview'}).click();
    await expect(page.getByRole('complementary', {name: 'Preview'})).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1, name: DRAFT_HERO_HEADLINE})).toHaveCount(0);
  });

  test('a dead or foreign preview link answers 400, not an error', async ({page}) => {
    for (const token of ['dreamhaus~no-such-session', 'someone-else~session', 'not a ref']) {
      const response = await page.goto(previewLink(token, HOME_DOCUMENT_ID));
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('heading', {level: 1})).toContainText(DEAD_LINK);
      await expect(page.getByRole('complementary', {name: 'Preview'})).toHaveCount(0);
    }
  });

  test('the toolbar loads only in preview, and the CSP allows it only there @js-only', async ({page}) => {
    const shopper = await page.goto('/');
    expect(shopper?.headers()['content-security-policy']).not.toContain('script-src');
    await expect(page.locator('#prismic-toolbar')).toHaveCount(0);

    await page.goto(previewLink(DEMO_PREVIEW_REF, WARRANTY_DOCUMENT_ID));
    const preview = await page.reload();
    expect(preview?.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${MOCK_SHOP_URL}`));
    const toolbar = page.getByRole('region', {name: 'Prismic toolbar'});
    await expect(toolbar).toBeVisible();
    await toolbar.getByRole('link', {name: 'Exit preview'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Warranty');
    await expect(page.locator('#prismic-toolbar')).toHaveCount(0);
  });
});

test.describe('slice simulator', () => {
  test('renders an example of every slice type, without header or footer, never indexed', async ({page}) => {
    await page.goto('/slice-simulator');
    const rendered = await page
      .locator('[data-slice-zone] [data-slice-type]')
      .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-slice-type')))].sort());
    expect(rendered).toEqual(appSliceTypes());
    await expect(page.locator('[data-slice-type="catalogue"]').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('has no serious accessibility violations @js-only', async ({page, expectNoSeriousA11yViolations}) => {
    await gotoHydrated(page, '/slice-simulator');
    await expectNoSeriousA11yViolations(page);
  });
});

/** Holds the next navigation's data request until `release` is called (or aborts it). */
async function holdDataRequests(page: Page, {abort = false} = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await released;
    if (abort) await route.abort('failed');
    else await route.continue();
  });
  return release;
}

test.describe('page state around navigation @js-only', () => {
  test('the loading bar appears on a slow navigation and hides after it', async ({page}) => {
    await gotoHydrated(page, '/pages/warranty');
    const release = await holdDataRequests(page);
    await page.getByRole('link', {name: `${BRAND.name} home`}).click();
    const bar = page.getByRole('progressbar', {name: 'Loading page'});
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-state', 'loading');
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  });

  test('a failed navigation ends the bar in its failure style and is reported once', async ({page}) => {
    await gotoHydrated(page, '/pages/warranty');
    // The failure style shows for the bar's 500 ms hide delay: record every state it takes, so a busy machine's
    // slower polling cannot miss it.
    await page.evaluate(() => {
      const states: string[] = [];
      (window as unknown as {barStates: string[]}).barStates = states;
      const observer = new MutationObserver(() => {
        const state = document.querySelector('[data-testid="loading-bar"]')?.getAttribute('data-state');
        if (state && states.at(-1) !== state) states.push(state);
      });
      // The document itself: the error boundary's render replaces <html> and <body>. (Its type clashes with the
      // worker's lib types, hence the cast.)
      observer.observe(document as unknown as Node, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-state']});
    });
    const release = await holdDataRequests(page, {abort: true});
    const report = page.waitForRequest((request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST');
    await page.getByRole('link', {name: `${BRAND.name} home`}).click();
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-state', 'loading');
    release();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {barStates: string[]}).barStates))
      .toEqual(['loading', 'failed']);
    const body = JSON.parse((await report).postData() ?? '{}') as {source: string};
    expect(body.source).toBe('error-boundary');
  });

  test('page views reach the tag manager and e-mail marketing 500 ms after each route change', async ({page}) => {
    await page.addInitScript(() => {
      const log: {path: string; at: number}[] = [];
      const w = window as unknown as {pathChanges: typeof log; dataLayer: unknown[]; viewsAt: Record<string, number>};
      w.pathChanges = log;
      w.viewsAt = {};
      const layer: unknown[] = [];
      const push = layer.push.bind(layer);
      layer.push = (...items: unknown[]) => {
        for (const item of items as {event?: string; path?: string}[]) {
          if (item.event === 'page_view' && item.path) w.viewsAt[item.path] = performance.now();
        }
        return push(...items);
      };
      w.dataLayer = layer;
      // The moment the router changes the address (a client-side navigation pushes it), not when a later frame
      // notices: a busy frame would make the delay look shorter than it was.
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          const before = location.pathname;
          original(...args);
          if (location.pathname !== before) log.push({path: location.pathname, at: performance.now()});
        };
      }
      log.push({path: location.pathname, at: performance.now()});
    });
    await gotoHydrated(page, '/pages/warranty');
    await page.waitForFunction(() => (window as unknown as {viewsAt: Record<string, number>}).viewsAt['/pages/warranty'] !== undefined);

    await page.getByRole('link', {name: `${BRAND.name} home`}).click();
    await page.waitForFunction(() => (window as unknown as {viewsAt: Record<string, number>}).viewsAt['/'] !== undefined);
    const delay = await page.evaluate(() => {
      const w = window as unknown as {pathChanges: {path: string; at: number}[]; viewsAt: Record<string, number>};
      const arrived = w.pathChanges.find((change) => change.path === '/')!.at;
      return w.viewsAt['/'] - arrived;
    });
    // Not before the tracking delay; the upper bound only allows for a busy test machine.
    expect(delay).toBeGreaterThanOrEqual(450);
    expect(delay).toBeLessThan(5000);

    const layer = await page.evaluate(() => (window as unknown as {dataLayer: {event?: string; path?: string; title?: string}[]}).dataLayer);
    const views = layer.filter((entry) => entry.event === 'page_view').map((entry) => entry.path);
    expect(views).toEqual(['/pages/warranty', '/']);
    const learnq = await page.evaluate(() => (window as unknown as {_learnq?: unknown[]})._learnq ?? []);
    expect(learnq).toContainEqual(['track', 'Viewed Page', expect.objectContaining({path: '/'})]);
  });

  test('going offline shows a polite notice until the connection is back', async ({page, context}) => {
    await gotoHydrated(page, '/pages/warranty');
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({hasText: 'You are offline. Some things may not work until you reconnect.'})).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  });
});
