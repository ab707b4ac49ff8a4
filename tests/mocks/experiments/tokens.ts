/**
 * The tokens the AB Tasty stand-in has issued, and when each expires: a
 * token past its expiry, or one issued before a revocation, is refused (401)
 * as the real API would.
 */
import type {WireTokenResponse} from '~/services/experiments/wire';

export const STAND_IN_TOKEN_LIFETIME_S = 3600;

export interface TokenStore {
  issue(): WireTokenResponse;
  accepts(token: string): boolean;
  /** Issue tokens that live `seconds` (null: the default hour). */
  setLifetime(seconds: number | null): void;
  /** Every token issued so far stops working (a key rotation). */
  revokeAll(): void;
  /** How many tokens were issued since the last reset. */
  issued(): number;
  reset(): void;
}

export function createTokenStore(now: () => number = () => Date.now()): TokenStore {
  const expiries = new Map<string, number>();
  let lifetime = STAND_IN_TOKEN_LIFETIME_S;
  let count = 0;

  return {
    issue() {
      const at = now();
      // Forget expired tokens, so a long-running mock shop does not keep them all.
      for (const [token, expiresAt] of expiries) if (expiresAt <= at) expiries.delete(token);
      const token = `standin-${crypto.randomUUID()}`;
      expiries.set(token, at + lifetime * 1000);
      count += 1;
      return {access_token: token, expires_in: lifetime, token_type: 'bearer'};
    },
    accepts(token) {
      const expiresAt = expiries.get(token);
      return expiresAt !== undefined && expiresAt > now();
    },
    setLifetime(seconds) {
      lifetime = seconds ?? STAND_IN_TOKEN_LIFETIME_S;
    },
    revokeAll() {
      expiries.clear();
    },
    issued: () => count,
    reset() {
      expiries.clear();
      lifetime = STAND_IN_TOKEN_LIFETIME_S;
      count = 0;
    },
  };
}
