import {describe, expect, it} from 'vitest';
import {REQUIRED_OUTSIDE_DEVELOPMENT, SECRET_ENV_NAMES, missingSettings, publicSettings, resolveConfig} from './env';

const EVERYTHING = Object.fromEntries(
  Object.values(REQUIRED_OUTSIDE_DEVELOPMENT)
    .flat()
    .map((name) => [name, name === 'PRISMIC_ENDPOINT' ? 'https://repo.cdn.prismic.io/api/v2' : `value-of-${name}`]),
);

describe('missingSettings', () => {
  it('asks nothing of development: every service has its stand-in', () => {
    expect(missingSettings({})).toEqual([]);
    expect(missingSettings({APP_ENV: 'development'})).toEqual([]);
  });

  it.each(['production', 'staging', 'PRODUCTION'])('names every unset variable for APP_ENV=%s', (appEnv) => {
    const missing = missingSettings({APP_ENV: appEnv});
    expect(missing).toContain('SESSION_SECRET');
    expect(missing).toContain('PUBLIC_STORE_DOMAIN');
    expect(missing).toContain('TWC_CLIENT_SECRET');
    expect(missing).toHaveLength(Object.values(REQUIRED_OUTSIDE_DEVELOPMENT).flat().length);
  });

  it('is satisfied when all are set, and blank counts as unset', () => {
    expect(missingSettings({APP_ENV: 'production', ...EVERYTHING})).toEqual([]);
    expect(missingSettings({APP_ENV: 'staging', ...EVERYTHING, SESSION_SECRET: '  '})).toEqual(['SESSION_SECRET']);
  });
});

describe('resolveConfig outside development', () => {
  it('refuses to run on stand-in defaults, naming the variables and never a value', () => {
    expect(() => resolveConfig({APP_ENV: 'staging', ...EVERYTHING, SESSION_SECRET: ''})).toThrow(
      'Set SESSION_SECRET (APP_ENV=staging).',
    );
    expect(() => resolveConfig({APP_ENV: 'production', SESSION_SECRET: 'abc'})).toThrow(/PUBLIC_STORE_DOMAIN/);
  });

  it('makes staging secure, as production', () => {
    expect(resolveConfig({APP_ENV: 'staging', ...EVERYTHING}).secure).toBe(true);
    expect(resolveConfig({APP_ENV: 'production', ...EVERYTHING}).secure).toBe(true);
    expect(resolveConfig({}).secure).toBe(false);
  });
});

describe('publicSettings', () => {
  it('carries no secret of the config', () => {
    const env = {APP_ENV: 'production', ...EVERYTHING};
    const settings = JSON.stringify(publicSettings(resolveConfig(env)));
    for (const name of SECRET_ENV_NAMES) expect(settings).not.toContain(`value-of-${name}`);
    expect(settings).toContain('value-of-PUBLIC_CHECKOUT_DOMAIN');
  });
});
