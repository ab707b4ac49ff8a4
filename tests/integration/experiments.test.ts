/**
 * Experiments through the worker's real context and the AB Tasty stand-in:
 * the root loader tells every page the visitor's variations (ids only), and
 * `POST /api/abtasty/token` hands out a token of the read-only client (never
 * the worker's), to our own pages only, a limited number per client.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {
  ABTASTY_STAND_IN_ACCOUNT_ID,
  ABTASTY_STAND_IN_BROWSER_CLIENT_ID,
  ABTASTY_STAND_IN_BROWSER_CLIENT_SECRET,
  ABTASTY_STAND_IN_CLIENT_ID,
  ABTASTY_STAND_IN_CLIENT_SECRET,
  experimentsTokensIssued,
  STAND_IN_TESTS,
} from '../mocks/experiments/handlers';
import {BROWSER_TOKEN_RATE_LIMIT} from '~/config/experiments';
import {resolveConfig} from '~/kernel/env';
import {CROSS_ORIGIN_MESSAGE} from '~/kernel/http/same-origin';
import {isolateSecurityMemory} from '~/kernel/security/security-store.server';
import {forgetReportedBrowserClientProblem} from '~/services/experiments/experiments.server';
import {action as tokenAction, loader as tokenLoader} from '~/routes/api.abtasty.token';
import {loadRoot, parseSetCookie, STOREFRONT_ORIGIN, TestBrowser} from './context';

withStandIns();

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The demo content's own reported problems are not what these tests look at.
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  // Each case starts with every client's allowance whole and nothing reported, as a new isolate would.
  isolateSecurityMemory.clear();
  forgetReportedBrowserClientProblem();
});
afterEach(() => {
  vi.useRealTimers();
});

const RUNNING = [STAND_IN_TESTS.addToBagCopy, STAND_IN_TESTS.listingDefaultSort];
/** Where the worker reaches the AB Tasty stand-in with no ABTASTY_* set. */
const ABTASTY = resolveConfig({}).experiments.apiBase;
const TESTS_URL = `${ABTASTY}/api/core/accounts/${ABTASTY_STAND_IN_ACCOUNT_ID}/tests?filter[active]=1`;
/** A management call of AB Tasty's public API: pausing a running test. */
const PAUSE_URL = `${ABTASTY}/api/interface/accounts/${ABTASTY_STAND_IN_ACCOUNT_ID}/tests/${STAND_IN_TESTS.addToBagCopy}/pause`;

/** Posts as our own pages' scripts do: with the page's Origin, unless `headers` names another. */
async function postToken(browser: TestBrowser, headers: Record<string, string> = {}) {
  return postTokenWith(browser, {Origin: STOREFRONT_ORIGIN, ...headers});
}

/** Posts with exactly these headers (none: no Origin at all, as a script or server may send it). */
async function postTokenWith(browser: TestBrowser, headers: Record<string, string>) {
  const {request, context} = await browser.open('/api/abtasty/token', {method: 'POST', headers});
  return tokenAction({request, context, params: {}});
}

/** The token the route answers this browser with. */
async function tokenFor(browser: TestBrowser, headers: Record<string, string> = {}) {
  const response = await postToken(browser, headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as {access_token: string}).access_token;
}

const withToken = (accessToken: string, init: RequestInit = {}) => ({
  ...init,
  headers: {Authorization: `Bearer ${accessToken}`},
});

describe('the root loader', () => {
  it('gives every page the visitor’s variation of each running test, the same on every visit', async () => {
    const browser = new TestBrowser();
    const first = await loadRoot(browser);
    expect(first.experiments.map((assignment) => assignment.testId)).toEqual(RUNNING);
    for (const assignment of first.experiments) expect(Number.isInteger(assignment.variationId)).toBe(true);

    const visitorCookie = first.setCookies.map(parseSetCookie).find((cookie) => cookie.name === 'abtasty_visitor');
    expect(visitorCookie?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(visitorCookie?.attributes.get('max-age')).toBe('31536000');
    expect(visitorCookie?.attributes.has('httponly')).toBe(true);

    const later = await loadRoot(browser, '/collections/mattresses');
    expect(later.experiments).toEqual(first.experiments);
    expect(later.setCookies.some((cookie) => cookie.startsWith('abtasty_visitor='))).toBe(false);
  });

  it('replaces a forged visitor id', async () => {
    const browser = new TestBrowser();
    browser.setCookie('abtasty_visitor', 'everyone-in-variation-1');
    await loadRoot(browser);
    expect(browser.cookie('abtasty_visitor')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the page ids only: no token, no client id or secret', async () => {
    const browser = new TestBrowser();
    const {setCookies: _, ...root} = await loadRoot(browser);
    const token = await tokenFor(browser);
    const page = JSON.stringify(root);
    for (const secret of [ABTASTY_STAND_IN_CLIENT_SECRET, ABTASTY_STAND_IN_CLIENT_ID, ABTASTY_STAND_IN_BROWSER_CLIENT_SECRET, token]) {
      expect(page).not.toContain(secret);
    }
    expect(Object.keys(root.experiments[0]).sort()).toEqual(['testId', 'variationId']);
  });
});

describe('POST /api/abtasty/token', () => {
  it('answers a token and its lifetime, never stored', async () => {
    const response = await postToken(new TestBrowser());
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.text();
    const reply = JSON.parse(body) as {access_token: string; expires_in: number};
    expect(reply).toEqual({access_token: expect.stringMatching(/^standin-/), expires_in: expect.any(Number)});
    // The whole seconds left of a new one-hour token, never more.
    expect(reply.expires_in).toBeGreaterThanOrEqual(3599);
    expect(reply.expires_in).toBeLessThanOrEqual(3600);
    const credentials = [
      ABTASTY_STAND_IN_CLIENT_SECRET,
      ABTASTY_STAND_IN_CLIENT_ID,
      ABTASTY_STAND_IN_BROWSER_CLIENT_SECRET,
      ABTASTY_STAND_IN_BROWSER_CLIENT_ID,
    ];
    for (const credential of credentials) expect(body).not.toContain(credential);
  });

  it('answers a token that lists the running tests and cannot manage one', async () => {
    const token = await tokenFor(new TestBrowser());

    const listed = await fetch(TESTS_URL, withToken(token));
    expect(listed.status).toBe(200);
    const ids = ((await listed.json()) as {_embedded: {items: {id: number}[]}})._embedded.items.map((test) => test.id);
    expect(ids).toEqual(RUNNING);

    const paused = await fetch(PAUSE_URL, withToken(token, {method: 'PATCH'}));
    expect(paused.status).toBe(403);
    expect(await paused.json()).toEqual({code: 403, message: expect.stringMatching(/insufficient scope/i)});
    // The test still runs: the next page view still assigns it.
    expect((await loadRoot(new TestBrowser())).experiments.map((assignment) => assignment.testId)).toEqual(RUNNING);
  });

  it('refuses a post from another site with 403, asking AB Tasty for nothing', async () => {
    const crossSite: Record<string, string>[] = [
      {Origin: 'https://evil.example'},
      {Origin: 'http://localhost:3000.evil.example'},
      {Origin: 'https://localhost:3000'},
      {Origin: 'null'},
      {Origin: STOREFRONT_ORIGIN, 'Sec-Fetch-Site': 'cross-site'},
    ];
    for (const headers of crossSite) {
      const response = await postTokenWith(new TestBrowser(), headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({message: CROSS_ORIGIN_MESSAGE});
    }
    expect(experimentsTokensIssued()).toBe(0);
    // Our own pages' posts still get one.
    await tokenFor(new TestBrowser(), {Origin: STOREFRONT_ORIGIN, 'Sec-Fetch-Site': 'same-origin'});
    expect(experimentsTokensIssued()).toBe(1);
  });

  it('refuses a post with no Origin header with 403 and says why, asking AB Tasty for nothing', async () => {
    // A script or server leaving Origin out (every browser sends it on a POST), with or without Sec-Fetch-Site.
    const withoutOrigin: Record<string, string>[] = [{}, {'Sec-Fetch-Site': 'same-origin'}, {'Sec-Fetch-Site': 'none'}, {Referer: `${STOREFRONT_ORIGIN}/`}];
    for (const headers of withoutOrigin) {
      const response = await postTokenWith(new TestBrowser(), headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({message: expect.stringContaining('no Origin header')});
    }
    expect(experimentsTokensIssued()).toBe(0);
  });

  it('answers 30 posts per client in 10 minutes; the 31st is 429 with Retry-After, while another client still gets one', async () => {
    const {limit, windowMs} = BROWSER_TOKEN_RATE_LIMIT;
    expect({limit, windowMs}).toEqual({limit: 30, windowMs: 600_000});
    // One second into a window, and no clock moving, so all 31 fall in it.
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(Math.ceil(Date.now() / windowMs) * windowMs + 1000);
    const shopper = {'oxygen-buyer-ip': '203.0.113.7'};
    const browser = new TestBrowser();
    for (let post = 1; post <= 30; post += 1) await tokenFor(browser, shopper);

    const refused = await postToken(browser, shopper);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('599');
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    const body = (await refused.json()) as Record<string, unknown>;
    expect(body).toEqual({message: expect.any(String)});
    const issued = experimentsTokensIssued();

    await tokenFor(new TestBrowser(), {'oxygen-buyer-ip': '198.51.100.9'});
    expect(experimentsTokensIssued()).toBe(issued + 1);

    // The next window gives the first client its allowance back.
    vi.setSystemTime(Date.now() + windowMs);
    await tokenFor(browser, shopper);
  });

  it('answers 503 with no token when the read-only client is not configured, reporting it once', async () => {
    // A deploy with the worker's client (here the stand-in's) but no ABTASTY_BROWSER_CLIENT_*.
    const env: Partial<Env> = {
      ABTASTY_CLIENT_ID: ABTASTY_STAND_IN_CLIENT_ID,
      ABTASTY_CLIENT_SECRET: ABTASTY_STAND_IN_CLIENT_SECRET,
      ABTASTY_ACCOUNT_ID: ABTASTY_STAND_IN_ACCOUNT_ID,
      ABTASTY_API_BASE: ABTASTY,
    };
    for (let post = 0; post < 2; post += 1) {
      const response = await postToken(new TestBrowser(env));
      expect(response.status).toBe(503);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({message: expect.any(String)});
    }
    expect(experimentsTokensIssued()).toBe(0);
    const reports = errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('ABTASTY_BROWSER_CLIENT_ID'));
    expect(reports).toHaveLength(1);
    expect(JSON.parse(reports[0])).toMatchObject({service: 'experiments'});
    // The pages' experiments do not need it.
    expect((await loadRoot(new TestBrowser(env))).experiments.map((assignment) => assignment.testId)).toEqual(RUNNING);
  });

  it('refuses GET and other methods with 405', async () => {
    const response = await tokenLoader();
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await response.json()).not.toHaveProperty('access_token');

    const {request, context} = await new TestBrowser().open('/api/abtasty/token', {method: 'PUT'});
    const put = await tokenAction({request, context, params: {}});
    expect(put.status).toBe(405);
    expect(put.headers.get('Allow')).toBe('POST');
    expect(put.headers.get('Cache-Control')).toBe('no-store');
  });
});
