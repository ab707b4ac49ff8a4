/**
 * Experiments (AB Tasty; the local stand-in under `${MOCK_SHOP_ORIGIN}/abtasty`
 * unless ABTASTY_CLIENT_ID is set). The worker fetches the account's active
 * tests with its cached token (~/services/upstream/client-credentials-token.server.ts)
 * and tells the page only which variation this visitor sees. The worker's
 * token never leaves it: the token route (`POST /api/abtasty/token`) hands
 * the browser a token of a second, read-only API client
 * (ABTASTY_BROWSER_CLIENT_ID), which can list tests and nothing else; no
 * client secret reaches the browser.
 *
 * Experiments are optional to every page: a failure is reported and answered
 * as "no experiments" (every page shows its original); nothing here throws.
 */
import type {WithCache} from '@shopify/hydrogen';
import {experimentsCache} from '~/services/upstream/cache-strategies';
import type {ExperimentsConfig} from '~/kernel/env';
import {assignExperiments, type Experiment, type ExperimentAssignment} from '~/domain/experiments';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {requestUpstreamJson, type UpstreamJsonResult} from '~/services/upstream/upstream-json.server';
import {
  createClientCredentialsToken,
  secondsLeft,
  type AccessToken,
} from '~/services/upstream/client-credentials-token.server';
import {testsPage, tokenReply} from './reshape';
import type {ExperimentVisitor} from './visitor.server';

/** A token is used until 5 s before it expires, then a new one is fetched. */
export const TOKEN_EXPIRY_MARGIN_S = 5;
/** Each call's limit; and the whole lookup's (token, tests, one token refresh), so a page never waits long on it. */
export const EXPERIMENTS_TIMEOUT_MS = 2000;
export const EXPERIMENTS_BUDGET_MS = 3000;
export const TESTS_PAGE_SIZE = 50;
/** An account runs a handful of tests at once; more pages than this are not read. */
export const MAX_TEST_PAGES = 4;

export interface ExperimentsServiceOptions {
  config: ExperimentsConfig;
  /** The worker's cache, for the token. */
  cache?: Cache;
  /** Hydrogen's cache, for the active tests (CacheShort). */
  withCache: WithCache;
  waitUntil: (promise: Promise<unknown>) => void;
  visitor: ExperimentVisitor;
  /** The shopper's request: when it goes away the calls stop, unreported. */
  signal?: AbortSignal;
  reportError: ReportError;
  fetch?: typeof fetch;
  /** Tests read paging with a small page. */
  pageSize?: number;
}

/** What the browser is given (the route sends it as access_token and expires_in): the read-only client's token. */
export interface BrowserToken {
  accessToken: string;
  /** Seconds until the token expires. */
  expiresIn: number;
}

/**
 * A deploy without a usable browser client is a configuration problem, not an outage: it is news once per
 * worker isolate, not on every token post.
 */
let reportedBrowserClientProblem = false;

/** Tests start each case with nothing reported, as a new isolate would. */
export function forgetReportedBrowserClientProblem(): void {
  reportedBrowserClientProblem = false;
}

export function createExperimentsService({
  config,
  cache,
  withCache,
  waitUntil,
  visitor,
  signal,
  reportError,
  fetch,
  pageSize = TESTS_PAGE_SIZE,
}: ExperimentsServiceOptions) {
  const testsPath = `${config.apiBase.replace(/\/+$/, '')}/api/core/accounts/${encodeURIComponent(config.accountId)}/tests`;

  function report(error: Error, details: {method: string; url: string; status?: number}) {
    if (!signal?.aborted) reportError(error, {service: 'experiments', ...details});
  }

  const tokenUrl = `${config.apiBase.replace(/\/+$/, '')}/oauth/v2/token`;
  // One token per API client, kept in the worker's cache until 5 s before it expires; sent as JSON.
  const tokenSource = (clientId: string, clientSecret: string) =>
    createClientCredentialsToken({
      client: {tokenUrl, clientId, clientSecret, authentication: 'json'},
      reply: tokenReply,
      marginS: TOKEN_EXPIRY_MARGIN_S,
      cache,
      waitUntil,
      timeoutMs: EXPERIMENTS_TIMEOUT_MS,
      signal,
      report,
      fetch,
    });
  // The worker's own client: it reads the tests here and never leaves the worker.
  const tokens = tokenSource(config.clientId, config.clientSecret);
  // The read-only client whose tokens the browser gets. Not configured, or configured as the worker's own
  // client (which would hand the browser the worker's token), there is none.
  const browserClientProblem = !config.browserClientId
    ? 'ABTASTY_BROWSER_CLIENT_ID is not set'
    : config.browserClientId === config.clientId
      ? 'ABTASTY_BROWSER_CLIENT_ID is the worker’s own client (ABTASTY_CLIENT_ID)'
      : null;
  const browserTokens = browserClientProblem ? null : tokenSource(config.browserClientId, config.browserClientSecret);

  /** The lookup's own time limit, within the shopper's request. */
  const lookupLimit = () => {
    const budget = AbortSignal.timeout(EXPERIMENTS_BUDGET_MS);
    return signal ? AbortSignal.any([signal, budget]) : budget;
  };

  function getPage(page: number, token: AccessToken, limit: AbortSignal): Promise<UpstreamJsonResult> {
    const url = new URL(testsPath);
    url.searchParams.set('filter[active]', '1');
    url.searchParams.set('_page', String(page));
    url.searchParams.set('_max_per_page', String(pageSize));
    return requestUpstreamJson({
      url: url.toString(),
      headers: {Authorization: `Bearer ${token.value}`},
      timeoutMs: EXPERIMENTS_TIMEOUT_MS,
      signal: limit,
      fetch,
    });
  }

  /** One page's tests; null when it failed or could not be read (reported). */
  function readPage(result: UpstreamJsonResult, page: number) {
    const details = {method: 'GET', url: `${testsPath}?_page=${page}`};
    if (!result.ok) {
      report(result.error, {...details, status: result.status});
      return null;
    }
    const tests = testsPage.safeParse(result.body);
    if (tests.success) return tests.data;
    report(new Error('Unreadable tests reply'), {...details, status: result.status});
    return null;
  }

  /** Every active test, or null when any part failed: a half list is not cached. */
  async function fetchActiveTests(): Promise<Experiment[] | null> {
    const limit = lookupLimit();
    let token = await tokens.get(limit);
    if (!token) return null;
    let first = await getPage(1, token, limit);
    if (!first.ok && first.status === 401) {
      // Revoked or expired early: one more try with a new token.
      token = await tokens.refresh(token, limit);
      if (!token) return null;
      first = await getPage(1, token, limit);
    }
    const firstPage = readPage(first, 1);
    if (!firstPage) return null;
    const more = Array.from({length: Math.min(firstPage.pages, MAX_TEST_PAGES) - 1}, (_, index) => index + 2);
    const rest = await Promise.all(more.map(async (page) => readPage(await getPage(page, token, limit), page)));
    if (rest.some((tests) => tests === null)) return null;
    return [firstPage, ...rest].flatMap((tests) => tests?.experiments ?? []);
  }

  /** The active tests, cached briefly with Hydrogen's cache; [] when AB Tasty fails (reported). */
  async function activeTests(): Promise<Experiment[]> {
    const experiments = await withCache
      .run(
        {
          cacheKey: ['abtasty-tests', config.apiBase, config.accountId, pageSize],
          cacheStrategy: experimentsCache(),
          shouldCacheResult: (value) => value !== null,
        },
        fetchActiveTests,
      )
      .catch((error: unknown) => {
        report(error instanceof Error ? error : new Error(String(error)), {method: 'GET', url: testsPath});
        return null;
      });
    return experiments ?? [];
  }

  return {
    activeTests,

    /** The variation this visitor sees in each active test (ids only); [] when there are none or AB Tasty fails. */
    async assignments(): Promise<ExperimentAssignment[]> {
      const experiments = await activeTests();
      // The visitor cookie is only set once there is something to assign.
      return experiments.length === 0 ? [] : assignExperiments(visitor.id(), experiments);
    },

    /**
     * The read-only client's token for the browser (the token route, POST /api/abtasty/token), never the worker's own;
     * null when that client is not configured or AB Tasty fails (both reported).
     */
    async browserToken(): Promise<BrowserToken | null> {
      if (!browserTokens) {
        if (!reportedBrowserClientProblem) {
          reportedBrowserClientProblem = true;
          reportError(new Error(`${browserClientProblem}: the browser gets no AB Tasty token`), {service: 'experiments'});
        }
        return null;
      }
      const token = await browserTokens.get(lookupLimit());
      return token && {accessToken: token.value, expiresIn: secondsLeft(token)};
    },
  };
}
