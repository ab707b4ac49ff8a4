/**
 * The stand-in's OAuth2 side, as TWC runs it (Keycloak, one realm per tenant):
 *   POST /auth/realms/{tenant}/protocol/openid-connect/token
 *        form: grant_type=client_credentials&client_id&client_secret
 *        (or the client in HTTP Basic, which Keycloak also takes)
 *        → {access_token, expires_in, refresh_expires_in, token_type: "Bearer", not-before-policy, scope}
 * Tokens are remembered and really expire. Every API call needs a live
 * `Authorization: Bearer` (else 401) and `X-TWC-Tenant: {tenant}` (else 403).
 * The client and tenant are STAND_IN_TWC unless STAND_IN_TWC_* variables name others (../credentials.ts).
 */
import {HttpResponse} from 'msw';
import {STAND_IN_TWC} from '~/config/wishlist';
import {TWC_TENANT_HEADER, type WireTokenReply} from '~/services/wishlist/wire';
import {problem} from './replies';

/** Keycloak's default access-token lifespan. */
export const DEFAULT_TOKEN_LIFETIME_S = 300;

export function createTokenIssuer() {
  /** Live tokens and when they expire (ms since the epoch, by Date.now so a fake clock moves it). */
  const tokens = new Map<string, number>();
  let lifetimeS = DEFAULT_TOKEN_LIFETIME_S;

  return {
    issue(): WireTokenReply {
      const now = Date.now();
      for (const [token, expiresAt] of tokens) if (expiresAt <= now) tokens.delete(token);
      const accessToken = `twc-stand-in-${crypto.randomUUID()}`;
      tokens.set(accessToken, now + lifetimeS * 1000);
      return {
        access_token: accessToken,
        expires_in: lifetimeS,
        refresh_expires_in: 0,
        token_type: 'Bearer',
        'not-before-policy': 0,
        scope: 'email profile',
      };
    },
    isLive: (token: string) => (tokens.get(token) ?? 0) > Date.now(),
    /** Tests: tokens issued from now on live this long. */
    setLifetime(seconds: number) {
      lifetimeS = seconds;
    },
    /** Every issued token stops working (as after a restart of the stand-in). */
    revokeAll() {
      tokens.clear();
    },
    reset() {
      tokens.clear();
      lifetimeS = DEFAULT_TOKEN_LIFETIME_S;
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;

/** The client from HTTP Basic (client_secret_basic: form-encoded id and secret), else from the form. */
function clientCredentials(request: Request, form: URLSearchParams): {id: string | null; secret: string | null} {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  if (basic) {
    const [id, secret] = atob(basic[1]).split(':');
    return {id: decodeURIComponent(id ?? ''), secret: secret === undefined ? null : decodeURIComponent(secret)};
  }
  return {id: form.get('client_id'), secret: form.get('client_secret')};
}

const oauthError = (status: number, error: string, description: string) =>
  HttpResponse.json({error, error_description: description}, {status});

/** The OAuth2 client and tenant (realm) the stand-in knows. */
export interface TwcClient {
  clientId: string;
  clientSecret: string;
  tenant: string;
}

/** Keycloak's token endpoint for `realm`, with its error replies; `client`: the one client and realm it knows. */
export async function tokenReply(
  request: Request,
  realm: string,
  issuer: TokenIssuer,
  client: TwcClient = STAND_IN_TWC,
): Promise<Response> {
  if (realm !== client.tenant) return HttpResponse.json({error: 'Realm does not exist'}, {status: 404});
  const isForm = (request.headers.get('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded');
  const form = new URLSearchParams(isForm ? await request.text() : '');
  const grantType = form.get('grant_type');
  if (!grantType) return oauthError(400, 'invalid_request', 'Missing form parameter: grant_type');
  const sent = clientCredentials(request, form);
  if (sent.id !== client.clientId) {
    return oauthError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
  }
  if (sent.secret !== client.clientSecret) {
    return oauthError(401, 'unauthorized_client', 'Invalid client or Invalid client credentials');
  }
  if (grantType !== 'client_credentials') return oauthError(400, 'unsupported_grant_type', 'Unsupported grant_type');
  return HttpResponse.json(issuer.issue());
}

/** The API's gate: null when the call may go on, else its 401 or 403 (`tenant`: the one `X-TWC-Tenant` accepted). */
export function refusal(request: Request, issuer: TokenIssuer, tenant: string = STAND_IN_TWC.tenant): Response | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  if (!bearer || !issuer.isLive(bearer[1]))
    return problem(request, 401, 'Unauthorized', 'Missing, unknown or expired bearer token');
  if (request.headers.get(TWC_TENANT_HEADER) !== tenant) {
    return problem(request, 403, 'Forbidden', `Missing or unknown ${TWC_TENANT_HEADER}`);
  }
  return null;
}
