/**
 * Stand-in for AB Tasty's public API (`https://api.abtasty.com`), mounted
 * under `/abtasty` on any origin (the mock shop: `${MOCK_SHOP_ORIGIN}/abtasty`):
 *   POST  /abtasty/oauth/v2/token  {client_id, client_secret, grant_type: "client_credentials"}
 *         → {access_token, expires_in, token_type: "bearer", scope}; wrong client → 401
 *   GET   /abtasty/api/core/accounts/{accountId}/tests ?filter[active]=1&_page&_max_per_page
 *         Authorization: Bearer {token} (scope tests:read) → {page, limit, pages, total, _links, _embedded: {items}}
 *   PATCH /abtasty/api/interface/accounts/{accountId}/tests/{testId}/{pause|play}
 *         Authorization: Bearer {token} (scope tests:manage) → 204, the test paused or playing
 * Every API route: no, unknown or expired token → 401; a token without the
 * route's scope → 403; another account → 404. Two API clients: the worker's
 * (every scope) and the browser's read-only one, whose tokens
 * `POST /api/abtasty/token` hands out (scope tests:read only). Tokens really
 * expire (./tokens.ts). Controls: the fault switch at `/__control/experiments`,
 * which every route obeys.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import {STAND_IN_ABTASTY} from '~/config/experiments';
import {standInCredentials, type StandInCredentials} from '../credentials';
import type {WireTestsPage} from '~/services/experiments/wire';
import {createFaultSwitch, type Fault, type FaultSwitch} from '../fault-switch';
import {ABTASTY_SCOPES, createTokenStore, type AbTastyScope, type TokenStore} from './tokens';
import {createTestsState, parseTestsQuery, testsPage, type TestsState, type TestStatus} from './tests';

export {STAND_IN_TESTS} from './tests';
export {ABTASTY_SCOPES} from './tokens';

export const ABTASTY_PATH_PREFIX = '/abtasty';
/** The only account and API clients the stand-in knows (app/kernel/env.ts uses them while ABTASTY_CLIENT_ID is unset). */
export const ABTASTY_STAND_IN_ACCOUNT_ID = STAND_IN_ABTASTY.accountId;
export const ABTASTY_STAND_IN_CLIENT_ID = STAND_IN_ABTASTY.clientId;
export const ABTASTY_STAND_IN_CLIENT_SECRET = STAND_IN_ABTASTY.clientSecret;
export const ABTASTY_STAND_IN_BROWSER_CLIENT_ID = STAND_IN_ABTASTY.browserClientId;
export const ABTASTY_STAND_IN_BROWSER_CLIENT_SECRET = STAND_IN_ABTASTY.browserClientSecret;

/** Each client's secret and the scopes its tokens get: the worker's may do everything, the browser's only read tests. */
function clientsOf(credentials: StandInCredentials['abtasty']) {
  return new Map<string, {secret: string; scopes: readonly AbTastyScope[]}>([
    [credentials.clientId, {secret: credentials.clientSecret, scopes: Object.values(ABTASTY_SCOPES)}],
    [credentials.browserClientId, {secret: credentials.browserClientSecret, scopes: [ABTASTY_SCOPES.readTests]}],
  ]);
}

/**
 * Pausing and playing a test ("Manage status of every tests" in AB Tasty's public API docs). The docs we could
 * read name the role, not the route: the path and PATCH are as the n8n AB Tasty integration calls them, and the
 * 204 reply is this stand-in's assumption.
 */
const TEST_STATUS_ACTIONS = new Map<string, TestStatus>([
  ['pause', 'paused'],
  ['play', 'playing'],
]);

const API = `*${ABTASTY_PATH_PREFIX}`;

const oauthError = (status: number, error: string, description: string) =>
  HttpResponse.json({error, error_description: description}, {status});

const apiError = (status: number, message: string) => HttpResponse.json({code: status, message}, {status});

/** The bearer token's refusal (401, 403) or, when it may call a route needing `scope` on this account, null. */
function refusal(request: Request, accountId: unknown, tokens: TokenStore, scope: AbTastyScope): Response | null {
  const bearer = /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const scopes = bearer ? tokens.scopesOf(bearer) : null;
  if (!scopes) return apiError(401, 'Invalid or expired access token');
  if (!scopes.includes(scope)) return apiError(403, `Insufficient scope: this token lacks "${scope}"`);
  if (accountId !== ABTASTY_STAND_IN_ACCOUNT_ID) return apiError(404, `Account not found: ${String(accountId)}`);
  return null;
}

export function createExperimentsHandlers({
  fault,
  tokens,
  tests,
  credentials = standInCredentials().abtasty,
}: {
  fault: FaultSwitch;
  tokens: TokenStore;
  tests: TestsState;
  /** The clients it accepts: STAND_IN_ABTASTY, unless STAND_IN_ABTASTY_* name others (../credentials.ts). */
  credentials?: StandInCredentials['abtasty'];
}): RequestHandler[] {
  const clients = clientsOf(credentials);
  return [
    ...fault.controlHandlers,
    http.post(`${API}/oauth/v2/token`, async ({request}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (body?.grant_type !== 'client_credentials') {
        return oauthError(400, 'unsupported_grant_type', 'Send {client_id, client_secret, grant_type: "client_credentials"}');
      }
      const client = typeof body.client_id === 'string' ? clients.get(body.client_id) : undefined;
      if (!client || body.client_secret !== client.secret) {
        return oauthError(401, 'invalid_client', 'Client authentication failed');
      }
      return HttpResponse.json(tokens.issue(client.scopes));
    }),
    http.get(`${API}/api/core/accounts/:accountId/tests`, ({request, params}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const refused = refusal(request, params.accountId, tokens, ABTASTY_SCOPES.readTests);
      if (refused) return refused;
      const url = new URL(request.url);
      const query = parseTestsQuery(url.searchParams);
      if (!query) return apiError(400, '_page is from 1, _max_per_page from 1 to 100');
      const reply: WireTestsPage = testsPage(tests.all(), query, url);
      return HttpResponse.json(reply);
    }),
    http.patch(`${API}/api/interface/accounts/:accountId/tests/:testId/:action`, ({request, params}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const status = TEST_STATUS_ACTIONS.get(String(params.action));
      if (!status) return apiError(404, `No such action: ${String(params.action)}`);
      const refused = refusal(request, params.accountId, tokens, ABTASTY_SCOPES.manageTests);
      if (refused) return refused;
      const testId = /^\d{1,15}$/.test(String(params.testId)) ? Number(params.testId) : NaN;
      if (!tests.setStatus(testId, status)) return apiError(404, `Test not found: ${String(params.testId)}`);
      return new HttpResponse(null, {status: 204});
    }),
  ];
}

/** The switch, token store and tests behind `handlers` (vitest and the mock shop). */
export const experimentsFault = createFaultSwitch('experiments');
export const experimentsTokens = createTokenStore();
export const experimentsTests = createTestsState();

export const handlers: RequestHandler[] = createExperimentsHandlers({
  fault: experimentsFault,
  tokens: experimentsTokens,
  tests: experimentsTests,
});

/** Make every AB Tasty route misbehave (see FAULTS in ../fault-switch), or (null) answer normally again. */
export function setExperimentsFault(fault: Fault | null): void {
  experimentsFault.set(fault);
}

/** Tokens issued from now on live `seconds` (null: the default 3600), so a test can watch one expire. */
export function setExperimentsTokenLifetime(seconds: number | null): void {
  experimentsTokens.setLifetime(seconds);
}

/** Every token issued so far is refused from now on (401), as after a key rotation. */
export function revokeExperimentsTokens(): void {
  experimentsTokens.revokeAll();
}

/** How many tokens the stand-in issued since the last reset. */
export const experimentsTokensIssued = () => experimentsTokens.issued();

/** Back to normal behaviour, the demo tests as they were (call between tests). */
export function resetExperimentsStandIn(): void {
  experimentsFault.set(null);
  experimentsTokens.reset();
  experimentsTests.reset();
}
