/**
 * Stand-in for AB Tasty's public API (`https://api.abtasty.com`), mounted
 * under `/abtasty` on any origin (the mock shop: `${MOCK_SHOP_ORIGIN}/abtasty`):
 *   POST /abtasty/oauth/v2/token  {client_id, client_secret, grant_type: "client_credentials"}
 *        → {access_token, expires_in, token_type: "bearer"}; wrong client → 401
 *   GET  /abtasty/api/core/accounts/{accountId}/tests ?filter[active]=1&_page&_max_per_page
 *        Authorization: Bearer {token} → {page, limit, pages, total, _links, _embedded: {items}}
 *        no, unknown or expired token → 401; another account → 404
 * Tokens really expire (./tokens.ts). Controls: the fault switch at
 * `/__control/experiments`, which both routes obey.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import {STAND_IN_ABTASTY} from '~/config/experiments';
import type {WireTestsPage} from '~/services/experiments/wire';
import {createFaultSwitch, type Fault, type FaultSwitch} from '../fault-switch';
import {createTokenStore, type TokenStore} from './tokens';
import {DEMO_TESTS, parseTestsQuery, testsPage} from './tests';

export {STAND_IN_TESTS} from './tests';

export const ABTASTY_PATH_PREFIX = '/abtasty';
/** The only account and API client the stand-in knows (app/lib/env.ts uses them while ABTASTY_CLIENT_ID is unset). */
export const ABTASTY_STAND_IN_ACCOUNT_ID = STAND_IN_ABTASTY.accountId;
export const ABTASTY_STAND_IN_CLIENT_ID = STAND_IN_ABTASTY.clientId;
export const ABTASTY_STAND_IN_CLIENT_SECRET = STAND_IN_ABTASTY.clientSecret;

const API = `*${ABTASTY_PATH_PREFIX}`;

const oauthError = (status: number, error: string, description: string) =>
  HttpResponse.json({error, error_description: description}, {status});

export function createExperimentsHandlers({fault, tokens}: {fault: FaultSwitch; tokens: TokenStore}): RequestHandler[] {
  return [
    ...fault.controlHandlers,
    http.post(`${API}/oauth/v2/token`, async ({request}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (body?.grant_type !== 'client_credentials') {
        return oauthError(400, 'unsupported_grant_type', 'Send {client_id, client_secret, grant_type: "client_credentials"}');
      }
      if (body.client_id !== ABTASTY_STAND_IN_CLIENT_ID || body.client_secret !== ABTASTY_STAND_IN_CLIENT_SECRET) {
        return oauthError(401, 'invalid_client', 'Client authentication failed');
      }
      return HttpResponse.json(tokens.issue());
    }),
    http.get(`${API}/api/core/accounts/:accountId/tests`, ({request, params}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const bearer = /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
      if (!bearer || !tokens.accepts(bearer)) {
        return HttpResponse.json({code: 401, message: 'Invalid or expired access token'}, {status: 401});
      }
      if (params.accountId !== ABTASTY_STAND_IN_ACCOUNT_ID) {
        return HttpResponse.json({code: 404, message: `Account not found: ${String(params.accountId)}`}, {status: 404});
      }
      const url = new URL(request.url);
      const query = parseTestsQuery(url.searchParams);
      if (!query) {
        return HttpResponse.json({code: 400, message: '_page is from 1, _max_per_page from 1 to 100'}, {status: 400});
      }
      const reply: WireTestsPage = testsPage(DEMO_TESTS, query, url);
      return HttpResponse.json(reply);
    }),
  ];
}

/** The switch and token store behind `handlers` (vitest and the mock shop). */
export const experimentsFault = createFaultSwitch('experiments');
export const experimentsTokens = createTokenStore();

export const handlers: RequestHandler[] = createExperimentsHandlers({fault: experimentsFault, tokens: experimentsTokens});

/** Make both AB Tasty routes misbehave (see FAULTS in ../fault-switch), or (null) answer normally again. */
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

/** Back to normal behaviour (call between tests). */
export function resetExperimentsStandIn(): void {
  experimentsFault.set(null);
  experimentsTokens.reset();
}
