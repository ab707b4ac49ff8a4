import {describe, expect, it} from 'vitest';
import {
  REQUIRED_OUTSIDE_DEVELOPMENT,
  SECRET_ENV_NAMES,
  configurationProblem,
  expectedButUnset,
  missingSettings,
  publicSettings,
  resolveConfig,
} from './env';

/** Values of the right shape for the variables that have one; the rest name themselves. */
const SHAPED: Record<string, string> = {
  PUBLIC_STORE_DOMAIN: 'dreamhaus.myshopify.com',
  PUBLIC_CHECKOUT_DOMAIN: 'checkout.dreamhaus.example',
  PRISMIC_ENDPOINT: 'https://repo.cdn.prismic.io/api/v2',
  ECOM_BASE_URL: 'https://ecom.dreamhaus.example',
  VELOCITY_BASE_URL: 'https://velocity.example/api',
  MAIL_FROM: 'Dreamhaus <no-reply@dreamhaus.example>',
  CONTACT_ENQUIRIES_EMAIL: 'enquiries@dreamhaus.example',
  TWC_BASE_URL: 'https://twc.example',
  BED_BUILDER_IMAGE_BASE_URL: 'https://bucket.example/bedbuilder',
};
const EVERYTHING = Object.fromEntries(
  Object.values(REQUIRED_OUTSIDE_DEVELOPMENT)
    .flat()
    .map((name) => [name, SHAPED[name] ?? `value-of-${name}`]),
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

describe('configurationProblem', () => {
  it('is null for the stand-ins and for a complete deployment', () => {
    expect(configurationProblem({})).toBeNull();
    expect(configurationProblem({APP_ENV: 'production', ...EVERYTHING})).toBeNull();
  });

  it('names a malformed value by its variable and rule, in any environment, never echoing the value', () => {
    const problem = configurationProblem({ECOM_BASE_URL: 'ecom.internal:8080/api', MAIL_FROM: 'not an address'});
    expect(problem).toBe('ECOM_BASE_URL must be an absolute http(s) URL. MAIL_FROM must be an address or Name <address>.');
    expect(problem).not.toContain('ecom.internal');
    expect(configurationProblem({PRISMIC_ENDPOINT: 'ftp://repo.example/api/v2'})).toMatch(/^PRISMIC_ENDPOINT must be/);
    expect(configurationProblem({PUBLIC_CHECKOUT_DOMAIN: 'https://checkout.example/'})).toMatch(/^PUBLIC_CHECKOUT_DOMAIN/);
    expect(configurationProblem({IMAGE_CDN_HOSTS: 'cdn.shopify.com, images.example:8443'})).toBeNull();
    expect(configurationProblem({IMAGE_CDN_HOSTS: 'cdn.shopify.com, https://x.example'})).toMatch(/^IMAGE_CDN_HOSTS/);
  });

  it('refuses an APP_ENV it does not know rather than run a deployment on the stand-ins', () => {
    expect(configurationProblem({APP_ENV: 'prod'})).toBe('APP_ENV must be production, staging or development.');
    expect(configurationProblem({APP_ENV: ' Production ', ...EVERYTHING})).toBeNull();
  });

  it('says what is missing and what is malformed together', () => {
    const problem = configurationProblem({APP_ENV: 'staging', ...EVERYTHING, SESSION_SECRET: '', TWC_BASE_URL: 'twc'});
    expect(problem).toBe('Set SESSION_SECRET. TWC_BASE_URL must be an absolute http(s) URL.');
  });
});

describe('resolveConfig outside development', () => {
  it('refuses to run on stand-in defaults, naming the variables and never a value', () => {
    expect(() => resolveConfig({APP_ENV: 'staging', ...EVERYTHING, SESSION_SECRET: ''})).toThrow(
      'Set SESSION_SECRET. (APP_ENV=staging)',
    );
    expect(() => resolveConfig({APP_ENV: 'production', SESSION_SECRET: 'abc'})).toThrow(/PUBLIC_STORE_DOMAIN/);
  });

  it('makes staging secure, as production', () => {
    expect(resolveConfig({APP_ENV: 'staging', ...EVERYTHING}).secure).toBe(true);
    expect(resolveConfig({APP_ENV: 'production', ...EVERYTHING}).secure).toBe(true);
    expect(resolveConfig({}).secure).toBe(false);
  });
});

describe('PUBLIC_STORE_ORIGIN', () => {
  it('is read as an exact origin: scheme, host and port, a trailing / at most', () => {
    expect(resolveConfig({}).storeOrigin).toBeNull();
    expect(resolveConfig({PUBLIC_STORE_ORIGIN: 'https://www.dreamhaus.example'}).storeOrigin).toBe('https://www.dreamhaus.example');
    expect(resolveConfig({PUBLIC_STORE_ORIGIN: ' https://WWW.Dreamhaus.example/ '}).storeOrigin).toBe('https://www.dreamhaus.example');
    expect(resolveConfig({PUBLIC_STORE_ORIGIN: 'http://127.0.0.1:3000'}).storeOrigin).toBe('http://127.0.0.1:3000');
  });

  it.each([
    'www.dreamhaus.example',
    'https://www.dreamhaus.example/shop',
    'https://www.dreamhaus.example/?a=1',
    'https://www.dreamhaus.example#top',
    'https://user:pass@www.dreamhaus.example',
    'ftp://www.dreamhaus.example',
    'https://',
  ])('refuses %s, naming the rule and never the value', (value) => {
    const problem = configurationProblem({PUBLIC_STORE_ORIGIN: value});
    expect(problem).toBe('PUBLIC_STORE_ORIGIN must be an origin (https://www.example.com), no path.');
  });

  it('must be https outside development', () => {
    expect(configurationProblem({APP_ENV: 'production', ...EVERYTHING, PUBLIC_STORE_ORIGIN: 'http://www.dreamhaus.example'})).toBe(
      'PUBLIC_STORE_ORIGIN must be an https origin outside development.',
    );
    expect(configurationProblem({APP_ENV: 'staging', ...EVERYTHING, PUBLIC_STORE_ORIGIN: 'https://staging.dreamhaus.example'})).toBeNull();
  });

  it('is expected outside development, not required: a deployed store runs without it (writing no absolute URL)', () => {
    expect(expectedButUnset({})).toEqual([]);
    expect(expectedButUnset({APP_ENV: 'production', ...EVERYTHING})).toEqual(['PUBLIC_STORE_ORIGIN']);
    expect(missingSettings({APP_ENV: 'production', ...EVERYTHING})).toEqual([]);
    expect(resolveConfig({APP_ENV: 'production', ...EVERYTHING}).storeOrigin).toBeNull();
    expect(expectedButUnset({APP_ENV: 'production', ...EVERYTHING, PUBLIC_STORE_ORIGIN: 'https://www.dreamhaus.example'})).toEqual([]);
    // A malformed one is named as malformed, not as unset.
    expect(expectedButUnset({APP_ENV: 'production', ...EVERYTHING, PUBLIC_STORE_ORIGIN: 'http://www.dreamhaus.example'})).toEqual([]);
  });
});

describe('publicSettings', () => {
  it('carries no secret of the config', () => {
    const env = {APP_ENV: 'production', ...EVERYTHING};
    const settings = JSON.stringify(publicSettings(resolveConfig(env)));
    for (const name of SECRET_ENV_NAMES) expect(settings).not.toContain(`value-of-${name}`);
    expect(settings).toContain('checkout.dreamhaus.example');
  });
});
