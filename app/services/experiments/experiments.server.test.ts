/**
 * The experiments service against the AB Tasty stand-in: the token kept and
 * renewed on time, the active tests read and paged, and every failure
 * answered as "no experiments", reported, within the time limit.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {http, HttpResponse} from 'msw';
import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {mockServer, withStandIns} from '../../../tests/mocks/node';
import {FAULTS} from '../../../tests/mocks/fault-switch';
import {
  ABTASTY_SCOPES,
  ABTASTY_STAND_IN_ACCOUNT_ID,
  experimentsTokens,
  experimentsTokensIssued,
  revokeExperimentsTokens,
  setExperimentsFault,
  setExperimentsTokenLifetime,
  STAND_IN_TESTS,
} from '../../../tests/mocks/experiments/handlers';
import {resolveConfig, type ExperimentsConfig} from '~/kernel/env';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {
  createExperimentsService,
  EXPERIMENTS_BUDGET_MS,
  forgetReportedBrowserClientProblem,
  TOKEN_EXPIRY_MARGIN_S,
} from './experiments.server';
import {DEFAULT_TOKEN_LIFETIME_S} from './reshape';
import {createExperimentVisitor} from './visitor.server';

withStandIns();

// The defaults the worker uses with no ABTASTY_* set: the stand-in's account and client.
const STAND_IN = resolveConfig({}).experiments;
const RUNNING = [STAND_IN_TESTS.addToBagCopy, STAND_IN_TESTS.listingDefaultSort];

const newCache = () => new InMemoryCache() as unknown as Cache;

interface Setup {
  /** The worker's cache the token lives in; share one to play several requests of one worker. */
  tokenCache?: Cache;
  config?: ExperimentsConfig;
  cookieHeader?: string | null;
  signal?: AbortSignal;
  pageSize?: number;
}

/** One request's service. The active-tests cache is new each time, so every call asks AB Tasty. */
function setup({tokenCache = newCache(), config = STAND_IN, cookieHeader = null, signal, pageSize}: Setup = {}) {
  const pending: Promise<unknown>[] = [];
  const waitUntil = (promise: Promise<unknown>) => void pending.push(promise);
  const reportError = vi.fn<ReportError>();
  const cookies: string[] = [];
  const service = createExperimentsService({
    config,
    cache: tokenCache,
    withCache: createWithCache({cache: newCache(), waitUntil, request: new Request('http://localhost:3000/')}),
    waitUntil,
    visitor: createExperimentVisitor({cookieHeader, secure: false, setCookie: (cookie) => cookies.push(cookie)}),
    signal,
    reportError,
    pageSize,
  });
  /** Lets the cache writes finish, as the worker's waitUntil would. */
  const settle = () => Promise.all(pending.splice(0));
  return {service, reportError, cookies, settle};
}

/** The AB Tasty calls the stand-in receives while a test runs, and the tokens the tests calls carry. */
let calls: string[] = [];
let testsCallTokens: string[] = [];
const record = ({request}: {request: Request}) => {
  const {pathname} = new URL(request.url);
  if (!pathname.startsWith('/abtasty/')) return;
  calls.push(`${request.method} ${pathname.replace(/^\/abtasty/, '')}`);
  if (request.method === 'GET') testsCallTokens.push(request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '');
};
beforeEach(() => {
  calls = [];
  testsCallTokens = [];
  forgetReportedBrowserClientProblem();
  mockServer.events.on('request:start', record);
});
afterEach(() => {
  mockServer.events.removeListener('request:start', record);
  vi.useRealTimers();
});

const TOKEN_CALL = 'POST /oauth/v2/token';
const TESTS_CALL = `GET /api/core/accounts/${STAND_IN.accountId}/tests`;
const count = (call: string) => calls.filter((made) => made === call).length;

// The token's keeping, sharing and failures are ~/services/upstream/client-credentials-token.server.test.ts's;
// these check what AB Tasty's is: sent as JSON, kept until 5 s before it expires, an hour when no lifetime is given.
describe('token lifetime: kept until 5 s before it expires; an hour when AB Tasty gives none', () => {
  it('has those numbers', () => {
    expect(TOKEN_EXPIRY_MARGIN_S).toBe(5);
    expect(DEFAULT_TOKEN_LIFETIME_S).toBe(3600);
  });
});

describe('active tests', () => {
  it('reads the running tests into app types', async () => {
    const {service, reportError} = setup();
    const tests = await service.activeTests();
    expect(tests.map((test) => test.id)).toEqual(RUNNING);
    expect(tests[1]).toEqual({
      id: STAND_IN_TESTS.listingDefaultSort,
      name: 'Listings: default sort',
      type: 'ab',
      variations: [
        {id: 0, name: expect.any(String), traffic: 34},
        {id: 520_021, name: expect.any(String), traffic: 33},
        {id: 520_022, name: expect.any(String), traffic: 33},
      ],
    });
    expect(calls).toEqual([TOKEN_CALL, TESTS_CALL]);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('reads every page of a long list', async () => {
    const {service} = setup({pageSize: 1});
    expect((await service.activeTests()).map((test) => test.id)).toEqual(RUNNING);
    expect(count(TESTS_CALL)).toBe(2);
  });

  it('keeps the list briefly, so the next page view does not ask again', async () => {
    const {service, settle} = setup();
    await service.activeTests();
    await settle();
    expect((await service.activeTests()).map((test) => test.id)).toEqual(RUNNING);
    expect(calls).toEqual([TOKEN_CALL, TESTS_CALL]);
  });
});

describe('the token', () => {
  it('is reused by later requests until 5 s before it expires, then fetched again', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    const start = Date.now();
    setExperimentsTokenLifetime(60);
    const tokenCache = newCache();
    const request = async (atSeconds: number) => {
      vi.setSystemTime(start + atSeconds * 1000);
      const {service, settle} = setup({tokenCache});
      const tests = await service.activeTests();
      await settle();
      return tests.length;
    };

    expect(await request(0)).toBe(2);
    expect(await request(30)).toBe(2);
    expect(await request(54.5)).toBe(2);
    expect(experimentsTokensIssued()).toBe(1);
    // 55 s in, the token has 5 s left: it is no longer used.
    expect(await request(55.5)).toBe(2);
    expect(experimentsTokensIssued()).toBe(2);
    expect(count(TESTS_CALL)).toBe(4);
  });

  it('lives the default hour when AB Tasty gives no lifetime', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    const start = Date.now();
    mockServer.use(
      http.post('*/abtasty/oauth/v2/token', () => {
        const {access_token, token_type} = experimentsTokens.issue([ABTASTY_SCOPES.readTests]);
        return HttpResponse.json({access_token, token_type});
      }),
    );
    const tokenCache = newCache();
    const browserToken = async (atSeconds: number) => {
      vi.setSystemTime(start + atSeconds * 1000);
      const {service, settle} = setup({tokenCache});
      const token = await service.browserToken();
      await settle();
      return token;
    };

    const first = await browserToken(0);
    expect(first).toEqual({accessToken: expect.any(String), expiresIn: 3600});
    // The browser is told the time left, so it never keeps a token past its expiry either.
    expect(await browserToken(3594.5)).toEqual({accessToken: first?.accessToken, expiresIn: 5});
    expect(experimentsTokensIssued()).toBe(1);
    expect((await browserToken(3595.5))?.accessToken).not.toBe(first?.accessToken);
    expect(experimentsTokensIssued()).toBe(2);
  });

  it('is dropped when AB Tasty refuses it before then, and the tests asked once more with a new one', async () => {
    const tokenCache = newCache();
    const first = setup({tokenCache});
    await first.service.activeTests();
    await first.settle();
    revokeExperimentsTokens();

    const second = setup({tokenCache});
    expect((await second.service.activeTests()).map((test) => test.id)).toEqual(RUNNING);
    await second.settle();
    expect(calls).toEqual([TOKEN_CALL, TESTS_CALL, TESTS_CALL, TOKEN_CALL, TESTS_CALL]);
    expect(second.reportError).not.toHaveBeenCalled();

    // The new token replaced the refused one in the cache.
    await setup({tokenCache}).service.activeTests();
    expect(experimentsTokensIssued()).toBe(2);
  });

  it('is renewed only once: a second refusal is reported and means no experiments', async () => {
    mockServer.use(
      http.get('*/abtasty/api/core/accounts/:accountId/tests', () =>
        HttpResponse.json({code: 401, message: 'Invalid or expired access token'}, {status: 401}),
      ),
    );
    const {service, reportError} = setup();
    expect(await service.activeTests()).toEqual([]);
    expect(calls).toEqual([TOKEN_CALL, TESTS_CALL, TOKEN_CALL, TESTS_CALL]);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({service: 'experiments', status: 401}));
  });

  it('is refused for wrong credentials: reported, no experiments', async () => {
    const {service, reportError} = setup({config: {...STAND_IN, clientSecret: 'wrong'}});
    expect(await service.activeTests()).toEqual([]);
    expect(reportError).toHaveBeenCalledWith(
      expect.any(Error),
      expect.objectContaining({service: 'experiments', method: 'POST', status: 401}),
    );
    // The report names the call, never the secret.
    expect(JSON.stringify(reportError.mock.calls)).not.toContain('wrong');
  });
});

describe('the browser’s token', () => {
  /** What a token may do, as the stand-in issued it: null when it did not. */
  const scopesOf = (accessToken: string | undefined) => (accessToken ? experimentsTokens.scopesOf(accessToken) : null);

  it('is the read-only client’s, never the worker’s own, and cannot manage a test', async () => {
    const {service} = setup();
    await service.activeTests();
    const browser = await service.browserToken();
    expect(browser).toEqual({accessToken: expect.any(String), expiresIn: expect.any(Number)});
    // The hour is counted from when the token was asked for, so the time the call took is already gone.
    expect(3600 - (browser?.expiresIn ?? 0)).toBeOneOf([0, 1]);

    // Two token calls, two clients: the worker read the tests with a different token, which may do more.
    expect(count(TOKEN_CALL)).toBe(2);
    expect(testsCallTokens).toHaveLength(1);
    expect(browser?.accessToken).not.toBe(testsCallTokens[0]);
    expect(scopesOf(testsCallTokens[0])).toContain(ABTASTY_SCOPES.manageTests);
    expect(scopesOf(browser?.accessToken)).toEqual([ABTASTY_SCOPES.readTests]);

    const pause = await fetch(
      `${STAND_IN.apiBase}/api/interface/accounts/${ABTASTY_STAND_IN_ACCOUNT_ID}/tests/${STAND_IN_TESTS.addToBagCopy}/pause`,
      {method: 'PATCH', headers: {Authorization: `Bearer ${browser?.accessToken}`}},
    );
    expect(pause.status).toBe(403);
  });

  it('is cached apart from the worker’s: each is reused, neither replaces the other', async () => {
    const tokenCache = newCache();
    const first = setup({tokenCache});
    await first.service.activeTests();
    const browser = await first.service.browserToken();
    await first.settle();

    for (let n = 0; n < 2; n += 1) {
      const again = setup({tokenCache});
      expect((await again.service.activeTests()).map((test) => test.id)).toEqual(RUNNING);
      expect((await again.service.browserToken())?.accessToken).toBe(browser?.accessToken);
      await again.settle();
    }
    expect(experimentsTokensIssued()).toBe(2);
    // Every tests call used the worker's one token, never the browser's.
    expect(new Set(testsCallTokens).size).toBe(1);
    expect(testsCallTokens).not.toContain(browser?.accessToken);
  });

  it('is refused for wrong browser credentials: reported, no token, while the worker’s experiments go on', async () => {
    const {service, reportError} = setup({config: {...STAND_IN, browserClientSecret: 'wrong'}});
    expect(await service.browserToken()).toBeNull();
    expect(reportError).toHaveBeenCalledWith(
      expect.any(Error),
      expect.objectContaining({service: 'experiments', method: 'POST', status: 401}),
    );
    expect(JSON.stringify(reportError.mock.calls)).not.toContain('wrong');
    expect((await service.activeTests()).map((test) => test.id)).toEqual(RUNNING);
  });

  it('is none without a browser client: no AB Tasty call, reported once per isolate as a configuration problem', async () => {
    const config = {...STAND_IN, browserClientId: '', browserClientSecret: ''};
    const first = setup({config});
    expect(await first.service.browserToken()).toBeNull();
    expect(first.reportError).toHaveBeenCalledTimes(1);
    expect(first.reportError).toHaveBeenCalledWith(
      expect.objectContaining({message: expect.stringContaining('ABTASTY_BROWSER_CLIENT_ID')}),
      {service: 'experiments'},
    );

    const later = setup({config});
    expect(await later.service.browserToken()).toBeNull();
    expect(later.reportError).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    // Never the worker's token in its place; the worker's own experiments are unaffected.
    expect((await later.service.activeTests()).map((test) => test.id)).toEqual(RUNNING);
  });

  it('is none when the browser client is set to the worker’s own: that would hand out the worker’s token', async () => {
    const config = {...STAND_IN, browserClientId: STAND_IN.clientId, browserClientSecret: STAND_IN.clientSecret};
    const {service, reportError} = setup({config});
    expect(await service.browserToken()).toBeNull();
    expect(calls).toEqual([]);
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({message: expect.stringContaining('worker’s own client')}),
      {service: 'experiments'},
    );
  });
});

describe.each(FAULTS)('AB Tasty answering with %s', (fault) => {
  it('means no experiments, reported, within the time limit', async () => {
    setExperimentsFault(fault);
    const {service, reportError, cookies} = setup();
    const started = Date.now();
    const [assignments, token] = await Promise.all([service.assignments(), service.browserToken()]);
    expect(assignments).toEqual([]);
    expect(token).toBeNull();
    expect(Date.now() - started).toBeLessThan(EXPERIMENTS_BUDGET_MS);
    expect(reportError).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({service: 'experiments'}));
    // No visitor cookie when there is nothing to assign.
    expect(cookies).toEqual([]);
  }, 15_000);
});

describe('assignments', () => {
  it('gives a visitor one variation per running test, the same on every request, and a cookie to keep it', async () => {
    const first = setup();
    const assignments = await first.service.assignments();
    expect(assignments.map((assignment) => assignment.testId)).toEqual(RUNNING);
    expect(first.cookies).toEqual([expect.stringMatching(/^abtasty_visitor=[0-9a-f-]{36};/)]);

    const cookieHeader = first.cookies[0].split(';')[0];
    for (let n = 0; n < 3; n += 1) {
      const again = setup({cookieHeader});
      expect(await again.service.assignments()).toEqual(assignments);
      expect(again.cookies).toEqual([]);
    }
  });

  it('stops quietly when the shopper goes away', async () => {
    setExperimentsFault('hang');
    const controller = new AbortController();
    const {service, reportError} = setup({signal: controller.signal});
    const pending = service.assignments();
    controller.abort();
    expect(await pending).toEqual([]);
    expect(reportError).not.toHaveBeenCalled();
  });
});
