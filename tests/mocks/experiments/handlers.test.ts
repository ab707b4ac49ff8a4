import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {setupServer} from 'msw/node';
import type {WireTestsPage, WireTokenResponse} from '~/services/experiments/wire';
import {
  ABTASTY_STAND_IN_ACCOUNT_ID,
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

async function token(): Promise<string> {
  const reply = (await (await requestToken()).json()) as WireTokenResponse;
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

const idsOf = (page: WireTestsPage) => page._embedded.items.map((test) => test.id);

describe('token route', () => {
  it('issues a bearer token for the stand-in client, valid an hour', async () => {
    const response = await requestToken();
    expect(response.status).toBe(200);
    const reply = (await response.json()) as WireTokenResponse;
    expect(reply).toEqual({access_token: expect.stringMatching(/^standin-/), expires_in: 3600, token_type: 'bearer'});
    expect(await token()).not.toBe(reply.access_token);
    expect(experimentsTokensIssued()).toBe(2);
  });

  it('refuses other credentials (401) and other grants (400), issuing nothing', async () => {
    const wrongSecret = await requestToken({...CREDENTIALS, client_secret: 'guess'});
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({error: 'invalid_client'});
    expect((await requestToken({...CREDENTIALS, client_id: 'someone-else'})).status).toBe(401);
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

describe('fault switch', () => {
  it('makes both routes fail or hang, switched by function or over HTTP', async () => {
    const accessToken = await token();
    setExperimentsFault('fail');
    expect((await requestToken()).status).toBe(500);
    expect((await listTests(accessToken)).status).toBe(500);
    await fetch(`${ORIGIN}/__control/experiments`, {method: 'POST', body: JSON.stringify({fault: 'hang'})});
    await expect(requestToken(CREDENTIALS, AbortSignal.timeout(50))).rejects.toMatchObject({name: 'TimeoutError'});
    resetExperimentsStandIn();
    expect((await requestToken()).status).toBe(200);
  });
});
