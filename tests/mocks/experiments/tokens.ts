/**
 * The tokens the AB Tasty stand-in has issued, what each may do, and when
 * each expires: a token past its expiry, or one issued before a revocation,
 * is refused (401) as the real API would; one without the scope a route
 * needs is refused with 403 (./handlers.ts).
 */
import type {WireTokenResponse} from '~/services/experiments/wire';

export const STAND_IN_TOKEN_LIFETIME_S = 3600;

/**
 * What a token may do. AB Tasty grants roles per API client ("Get my tests information", "Manage status of
 * every tests", ...) and its token reply carries a `scope` whose values its docs do not list: these names
 * are the stand-in's own.
 */
export const ABTASTY_SCOPES = {readTests: 'tests:read', manageTests: 'tests:manage'} as const;
export type AbTastyScope = (typeof ABTASTY_SCOPES)[keyof typeof ABTASTY_SCOPES];

interface Issued {
  expiresAt: number;
  scopes: readonly AbTastyScope[];
}

export interface TokenStore {
  /** A new token with these scopes (sent space-separated in `scope`, as OAuth does). */
  issue(scopes: readonly AbTastyScope[]): WireTokenResponse;
  /** The scopes of a token the store issued and still accepts; null for an unknown, expired or revoked one. */
  scopesOf(token: string): readonly AbTastyScope[] | null;
  /** Issue tokens that live `seconds` (null: the default hour). */
  setLifetime(seconds: number | null): void;
  /** Every token issued so far stops working (a key rotation). */
  revokeAll(): void;
  /** How many tokens were issued since the last reset. */
  issued(): number;
  reset(): void;
}

export function createTokenStore(now: () => number = () => Date.now()): TokenStore {
  const tokens = new Map<string, Issued>();
  let lifetime = STAND_IN_TOKEN_LIFETIME_S;
  let count = 0;

  return {
    issue(scopes) {
      const at = now();
      // Forget expired tokens, so a long-running mock shop does not keep them all.
      for (const [token, {expiresAt}] of tokens) if (expiresAt <= at) tokens.delete(token);
      const token = `standin-${crypto.randomUUID()}`;
      tokens.set(token, {expiresAt: at + lifetime * 1000, scopes: [...scopes]});
      count += 1;
      return {access_token: token, expires_in: lifetime, token_type: 'bearer', scope: scopes.join(' ')};
    },
    scopesOf(token) {
      const issued = tokens.get(token);
      return issued && issued.expiresAt > now() ? issued.scopes : null;
    },
    setLifetime(seconds) {
      lifetime = seconds ?? STAND_IN_TOKEN_LIFETIME_S;
    },
    revokeAll() {
      tokens.clear();
    },
    issued: () => count,
    reset() {
      tokens.clear();
      lifetime = STAND_IN_TOKEN_LIFETIME_S;
      count = 0;
    },
  };
}
