import type {RateLimit} from './rate-limit';

/**
 * The local AB Tasty stand-in's account and API client (tests/mocks/experiments),
 * which the worker uses while ABTASTY_CLIENT_ID is unset. Not secrets: the
 * stand-in accepts nothing else, and the real ones come from the env.
 */
export const STAND_IN_ABTASTY = {
  accountId: '48213',
  clientId: 'local-stand-in-abtasty-client',
  clientSecret: 'local-stand-in-abtasty-secret',
  /** The read-only client whose tokens the browser gets (POST /api/abtasty/token): it may list tests, nothing else. */
  browserClientId: 'local-stand-in-abtasty-browser',
  browserClientSecret: 'local-stand-in-abtasty-browser-secret',
} as const;

/** `POST /api/abtasty/token` per client (IP): a browser keeps its token for the hour, so 30 in 10 min is many tabs, not farming. */
export const BROWSER_TOKEN_RATE_LIMIT: RateLimit = {name: 'abtasty-token:client', limit: 30, windowMs: 10 * 60_000};
