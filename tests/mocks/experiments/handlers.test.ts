import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {setupServer} from 'msw/node';
import type {WireTestsPage, WireTokenResponse} from '~/services/experiments/wire';
import {
  ABTASTY_SCOPES,
  ABTASTY_STAND_IN_ACCOUNT_ID,
  ABTASTY_STAND_IN_BROWSER_CLIENT_ID,
  ABTASTY_STAND_IN_BROWSER_CLIENT_SECRET,
  ABTASTY_STAND_IN_CLIENT_ID,
  ABTASTY_STAND_IN_CLIENT_SECRET,
  experimentsTokensIssued,
  handlers,
  resetExperimentsStandIn,
  revokeExperimentsTokens,
  setExperimentsFault,
  setExperimentsTokenLifetime,
  STAND_IN_TESTS,
} from './handlers';

const ORIGIN = 'http://127.0.0.1:4100';
const ABTASTY = `${ORIGIN}/abtasty`;
const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  server.resetHandlers();
  resetExperimentsStandIn();
  vi.useRealTimers();
});
afterAll(() => server.close());

const CREDENTIALS = {
  client_id: ABTASTY_STAND_IN_CLIENT_ID,
  client_secret: ABTASTY_STAND_IN_CLIENT_SECRET,
  grant_type: 'client_credentials',
};

const requestToken = (body: unknown = CREDENTIALS, signal?: AbortSignal) =>
  fetch(`${ABTASTY}/oauth/v2/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
    signal,
  });

/** The read-only client's credentials: the ones whose tokens the browser gets. */
const BROWSER_CREDENTIALS = {
  client_id: ABTASTY_STAND_IN_BROWSER_CLIENT_ID,
  client_secret: ABTASTY_STAND_IN_BROWSER_CLIENT_SECRET,
  grant_type: 'client_credentials',
};

/** A token of the worker's client (every scope), or of the browser's (`BROWSER_CREDENTIALS`, read-only). */
async function token(credentials: unknown = CREDENTIALS): Promise<string> {
  const reply = (await (await requestToken(credentials)).json()) as WireTokenResponse;
  return reply.access_token;
}

function listTests(
  accessToken: string | null,
  {account = ABTASTY_STAND_IN_ACCOUNT_ID, query = 'filter[active]=1'}: {account?: string; query?: string} = {},
) {
  return fetch(`${ABTASTY}/api/core/accounts/${account}/tests?${query}`, {
    headers: accessToken === null ? {} : {Authorization: `Bearer ${accessToken}`},
  });
}

/** `PATCH api/interface/accounts/{accountId}/tests/{testId}/{pause|play}`: a management call, needing the manage scope. */
function changeTest(
  accessToken: string | null,
  action: string,
  {account = ABTASTY_STAND_IN_ACCOUNT_ID, testId = String(STAND_IN_TESTS.addToBagCopy)}: {account?: string; testId?: string} = {},
) {
  return fetch(`${ABTASTY}/api/interface/accounts/${account}/tests/${testId}/${action}`, {
    method: 'PATCH',
    headers: accessToken === null ? {} : {Authorization: `Bearer ${accessToken}`},
  });
}

const idsOf = (page: WireTestsPage) => page._embedded.items.map((test) => test.id);

/** The ids of the tests running now, read with a token of the worker's client. */
async function runningIds(): Promise<number[]> {
  return idsOf((await (await listTests(await token())).json()) as WireTestsPage);
}

describe('token route', () => {
  it('issues a bearer token for the stand-in client, valid an hour', async () => {
    const response = await requestToken();
    expect(response.status).toBe(200);
    const reply = (await response.json()) as WireTokenResponse;
    expect(reply).toEqual({
      access_token: expect.stringMatching(/^standin-/),
      expires_in: 3600,
      token_type: 'bearer',
      scope: `${ABTASTY_SCOPES.readTests} ${ABTASTY_SCOPES.manageTests}`,
    });
    expect(await token()).not.toBe(reply.access_token);
    expect(experimentsTokensIssued()).toBe(2);
  });

  it('issues the browser client a token that may only read tests', async () => {
    const reply = (await (await requestToken(BROWSER_CREDENTIALS)).json()) as WireTokenResponse;
    expect(reply).toMatchObject({access_token: expect.stringMatching(/^standin-/), expires_in: 3600, scope: ABTASTY_SCOPES.readTests});
  });

  it('refuses other credentials (401) and other grants (400), issuing nothing', async () => {
    const wrongSecret = await requestToken({...CREDENTIALS, client_secret: 'guess'});
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({error: 'invalid_client'});
    expect((await requestToken({...CREDENTIALS, client_id: 'someone-else'})).status).toBe(401);
    // One client's secret does not open another.
    expect((await requestToken({...BROWSER_CREDENTIALS, client_secret: ABTASTY_STAND_IN_CLIENT_SECRET})).status).toBe(401);
    expect((await requestToken({...CREDENTIALS, grant_type: 'password'})).status).toBe(400);
    expect(experimentsTokensIssued()).toBe(0);
  });
});

describe('tests route', () => {
  it('lists the running tests with their variations, leaving the paused one out', async () => {
    const response = await listTests(await token());
    expect(response.status).toBe(200);
    const page = (await response.json()) as WireTestsPage;
    expect(page).toMatchObject({page: 1, limit: 10, pages: 1, total: 2});
    expect(idsOf(page)).toEqual([STAND_IN_TESTS.addToBagCopy, STAND_IN_TESTS.listingDefaultSort]);
    expect(page._embedded.items[0]).toMatchObject({
      type: 'ab',
      name: expect.any(String),
      variations: [
        {id: 0, name: expect.any(String), traffic: 50},
        {id: expect.any(Number), name: expect.any(String), traffic: 50},
      ],
    });
    const all = (await (await listTests(await token(), {query: ''})).json()) as WireTestsPage;
    expect(idsOf(all)).toContain(STAND_IN_TESTS.homeHeroHeadline);
  });

  it('pages the list, with links to the next and previous pages', async () => {
    const accessToken = await token();
    const first = (await (await listTests(accessToken, {query: 'filter[active]=1&_page=1&_max_per_page=1'})).json()) as WireTestsPage;
    expect(first).toMatchObject({page: 1, limit: 1, pages: 2, total: 2});
    expect(idsOf(first)).toEqual([STAND_IN_TESTS.addToBagCopy]);
    expect(first._links.next.href).toContain('_page=2');
    expect(first._links.previous).toBeUndefined();
    const second = (await (await fetch(first._links.next.href, {headers: {Authorization: `Bearer ${accessToken}`}})).json()) as WireTestsPage;
    expect(idsOf(second)).toEqual([STAND_IN_TESTS.listingDefaultSort]);
    expect(second._links.next).toBeUndefined();
    const past = (await (await listTests(accessToken, {query: 'filter[active]=1&_page=3&_max_per_page=1'})).json()) as WireTestsPage;
    expect(idsOf(past)).toEqual([]);
    expect((await listTests(accessToken, {query: '_max_per_page=500'})).status).toBe(400);
    expect((await listTests(accessToken, {query: '_page=0'})).status).toBe(400);
  });

  it('answers 401 without a token or with one it did not issue', async () => {
    expect((await listTests(null)).status).toBe(401);
    expect((await listTests('standin-made-up')).status).toBe(401);
  });

  it('answers 404 for another account', async () => {
    expect((await listTests(await token(), {account: '1'})).status).toBe(404);
  });

  it('refuses a token once it has expired, and every token after a revocation', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    setExperimentsTokenLifetime(10);
    const response = await requestToken();
    expect(((await response.json()) as WireTokenResponse).expires_in).toBe(10);
    const shortLived = await token();
    vi.setSystemTime(Date.now() + 9_000);
    expect((await listTests(shortLived)).status).toBe(200);
    vi.setSystemTime(Date.now() + 1_000);
    expect((await listTests(shortLived)).status).toBe(401);

    setExperimentsTokenLifetime(null);
    const revoked = await token();
    revokeExperimentsTokens();
    expect((await listTests(revoked)).status).toBe(401);
    expect((await listTests(await token())).status).toBe(200);
  });
});

describe('scopes', () => {
  it('lets the browser client’s token list the tests and nothing else: managing one is 403, changing nothing', async () => {
    const readOnly = await token(BROWSER_CREDENTIALS);
    const listed = await listTests(readOnly);
    expect(listed.status).toBe(200);
    expect(idsOf((await listed.json()) as WireTestsPage)).toEqual([STAND_IN_TESTS.addToBagCopy, STAND_IN_TESTS.listingDefaultSort]);

    for (const action of ['pause', 'play']) {
      const refused = await changeTest(readOnly, action);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({code: 403, message: expect.stringMatching(/insufficient scope/i)});
    }
    expect(await runningIds()).toContain(STAND_IN_TESTS.addToBagCopy);
  });

  it('lets the worker client’s token list the tests and pause and play one', async () => {
    const full = await token();
    const paused = await changeTest(full, 'pause');
    expect(paused.status).toBe(204);
    expect(await runningIds()).toEqual([STAND_IN_TESTS.listingDefaultSort]);

    expect((await changeTest(full, 'play', {testId: String(STAND_IN_TESTS.homeHeroHeadline)})).status).toBe(204);
    expect(await runningIds()).toEqual([STAND_IN_TESTS.listingDefaultSort, STAND_IN_TESTS.homeHeroHeadline]);

    // Between tests the demo tests are as they were.
    resetExperimentsStandIn();
    expect(await runningIds()).toEqual([STAND_IN_TESTS.addToBagCopy, STAND_IN_TESTS.listingDefaultSort]);
  });

  it('answers a management call 401 without a valid token, 404 for another account, test or action', async () => {
    const full = await token();
    expect((await changeTest(null, 'pause')).status).toBe(401);
    expect((await changeTest('standin-made-up', 'pause')).status).toBe(401);
    expect((await changeTest(full, 'pause', {account: '1'})).status).toBe(404);
    expect((await changeTest(full, 'pause', {testId: '999'})).status).toBe(404);
    expect((await changeTest(full, 'delete')).status).toBe(404);
    expect(await runningIds()).toContain(STAND_IN_TESTS.addToBagCopy);
  });
});

describe('fault switch', () => {
  it('makes every route fail or hang, switched by function or over HTTP', async () => {
    const accessToken = await token();
    setExperimentsFault('fail');
    expect((await requestToken()).status).toBe(500);
    expect((await listTests(accessToken)).status).toBe(500);
    expect((await changeTest(accessToken, 'pause')).status).toBe(500);
    await fetch(`${ORIGIN}/__control/experiments`, {method: 'POST', body: JSON.stringify({fault: 'hang'})});
    await expect(requestToken(CREDENTIALS, AbortSignal.timeout(50))).rejects.toMatchObject({name: 'TimeoutError'});
    resetExperimentsStandIn();
    expect((await requestToken()).status).toBe(200);
  });
});
