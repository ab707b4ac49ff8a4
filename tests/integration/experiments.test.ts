/**
 * Experiments through the worker's real context and the AB Tasty stand-in:
 * the root loader tells every page the visitor's variations (ids only), and
 * `POST /api/abtasty/token` hands out the worker's token and nothing else.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {
  ABTASTY_STAND_IN_CLIENT_ID,
  ABTASTY_STAND_IN_CLIENT_SECRET,
  STAND_IN_TESTS,
} from '../mocks/experiments/handlers';
import {action as tokenAction, loader as tokenLoader} from '~/routes/api.abtasty.token';
import {loadRoot, parseSetCookie, TestBrowser} from './context';

withStandIns();

beforeEach(() => {
  // The demo content's own reported problems are not what these tests look at.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const RUNNING = [STAND_IN_TESTS.addToBagCopy, STAND_IN_TESTS.listingDefaultSort];

async function postToken(browser: TestBrowser) {
  const {request, context} = await browser.open('/api/abtasty/token', {method: 'POST'});
  return tokenAction({request, context, params: {}});
}

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
    const token = ((await (await postToken(browser)).json()) as {access_token: string}).access_token;
    const page = JSON.stringify(root);
    for (const secret of [ABTASTY_STAND_IN_CLIENT_SECRET, ABTASTY_STAND_IN_CLIENT_ID, token]) expect(page).not.toContain(secret);
    expect(Object.keys(root.experiments[0]).sort()).toEqual(['testId', 'variationId']);
  });
});

describe('POST /api/abtasty/token', () => {
  it('answers the worker’s token and its lifetime, never stored', async () => {
    const response = await postToken(new TestBrowser());
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.text();
    const reply = JSON.parse(body) as {access_token: string; expires_in: number};
    expect(reply).toEqual({access_token: expect.stringMatching(/^standin-/), expires_in: expect.any(Number)});
    // The whole seconds left of a new one-hour token, never more.
    expect(reply.expires_in).toBeGreaterThanOrEqual(3599);
    expect(reply.expires_in).toBeLessThanOrEqual(3600);
    expect(body).not.toContain(ABTASTY_STAND_IN_CLIENT_SECRET);
    expect(body).not.toContain(ABTASTY_STAND_IN_CLIENT_ID);
  });

  it('refuses GET with 405', async () => {
    const response = await tokenLoader();
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(await response.json()).not.toHaveProperty('access_token');
  });
});
