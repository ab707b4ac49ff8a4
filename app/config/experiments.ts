/**
 * The local AB Tasty stand-in's account and API client (tests/mocks/experiments),
 * which the worker uses while ABTASTY_CLIENT_ID is unset. Not secrets: the
 * stand-in accepts nothing else, and the real ones come from the env.
 */
export const STAND_IN_ABTASTY = {
  accountId: '48213',
  clientId: 'local-stand-in-abtasty-client',
  clientSecret: 'local-stand-in-abtasty-secret',
} as const;
