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
