/**
 * STAND_IN_* variables: the mock shop started with them accepts those credentials (and no longer the defaults),
 * over real HTTP, the way the secret-canary run uses it. Unset, the documented constants (every other test).
 */
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {STAND_IN_ABTASTY} from '~/config/experiments';
import {STAND_IN_TWC, twcTokenUrl} from '~/config/wishlist';
import {DEFAULT_STAND_IN_CREDENTIALS, STAND_IN_CREDENTIAL_VARIABLES, standInCredentials} from './credentials';

describe('standInCredentials', () => {
  it('is the documented constants when nothing is set, and ignores blank values', () => {
    expect(standInCredentials({})).toEqual(DEFAULT_STAND_IN_CREDENTIALS);
    expect(standInCredentials({STAND_IN_VELOCITY_API_KEY: '  '})).toEqual(DEFAULT_STAND_IN_CREDENTIALS);
    expect(DEFAULT_STAND_IN_CREDENTIALS).toEqual({
      velocityApiKey: 'local-stand-in-velocity-key',
      postmarkServerToken: 'POSTMARK_API_TEST',
      twc: {...STAND_IN_TWC},
      abtasty: {
        clientId: STAND_IN_ABTASTY.clientId,
        clientSecret: STAND_IN_ABTASTY.clientSecret,
        browserClientId: STAND_IN_ABTASTY.browserClientId,
        browserClientSecret: STAND_IN_ABTASTY.browserClientSecret,
      },
    });
  });

  it('takes each credential from its STAND_IN_* variable', () => {
    const names = STAND_IN_CREDENTIAL_VARIABLES;
    expect(
      standInCredentials({
        [names.velocityApiKey]: 'key',
        [names.postmarkServerToken]: 'token',
        [names.twcClientId]: 'id',
        [names.twcClientSecret]: 'secret',
        [names.twcTenant]: 'tenant',
        [names.abtastyClientId]: 'ab-id',
        [names.abtastyClientSecret]: 'ab-secret',
        [names.abtastyBrowserClientId]: 'ab-browser',
        [names.abtastyBrowserClientSecret]: 'ab-browser-secret',
      }),
    ).toEqual({
      velocityApiKey: 'key',
      postmarkServerToken: 'token',
      twc: {clientId: 'id', clientSecret: 'secret', tenant: 'tenant'},
      abtasty: {clientId: 'ab-id', clientSecret: 'ab-secret', browserClientId: 'ab-browser', browserClientSecret: 'ab-browser-secret'},
    });
  });
});

describe('the mock shop with STAND_IN_* set', () => {
  const configured = {
    STAND_IN_VELOCITY_API_KEY: 'configured-velocity-key',
    STAND_IN_POSTMARK_SERVER_TOKEN: 'configured-postmark-token',
    STAND_IN_TWC_CLIENT_ID: 'configured-client',
    STAND_IN_TWC_CLIENT_SECRET: 'configured-secret',
    STAND_IN_TWC_TENANT: 'configured-tenant',
  };
  const previous = {...process.env};
  let shop: {origin: string; close: () => Promise<void>};
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mock-shop-credentials-'));
    Object.assign(process.env, configured, {MOCK_SHOP_DATA_DIR: dataDir});
    const {startMockShop} = await import('./server');
    shop = await startMockShop(0);
  });

  afterAll(async () => {
    await shop?.close();
    for (const name of [...Object.keys(configured), 'MOCK_SHOP_DATA_DIR']) {
      if (previous[name] === undefined) delete process.env[name];
      else process.env[name] = previous[name];
    }
    await rm(dataDir, {recursive: true, force: true});
  });

  const points = (key: string) =>
    fetch(`${shop.origin}/velocity/calculate-points`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'x-api-key': key},
      body: JSON.stringify({items: []}),
    });

  const mail = (token: string) =>
    fetch(`${shop.origin}/postmark/email`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Postmark-Server-Token': token},
      body: JSON.stringify({From: 'a@example.com', To: 'b@example.com', Subject: 'Hi', TextBody: 'Hello'}),
    });

  const token = (tenant: string, clientId: string, clientSecret: string) =>
    fetch(twcTokenUrl(`${shop.origin}/twc`, tenant), {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret}),
    });

  it('loyalty accepts the configured key only', async () => {
    expect((await points('configured-velocity-key')).status).toBe(200);
    expect((await points(DEFAULT_STAND_IN_CREDENTIALS.velocityApiKey)).status).toBe(401);
  });

  it('mail accepts the configured server token only', async () => {
    expect((await mail('configured-postmark-token')).status).toBe(200);
    expect((await mail(DEFAULT_STAND_IN_CREDENTIALS.postmarkServerToken)).status).toBe(401);
  });

  it('the wishlist knows the configured realm, client and tenant only', async () => {
    const issued = await token('configured-tenant', 'configured-client', 'configured-secret');
    expect(issued.status).toBe(200);
    const {access_token: accessToken} = (await issued.json()) as {access_token: string};

    expect((await token(STAND_IN_TWC.tenant, 'configured-client', 'configured-secret')).status).toBe(404);
    expect((await token('configured-tenant', STAND_IN_TWC.clientId, 'configured-secret')).status).toBe(401);
    expect((await token('configured-tenant', 'configured-client', STAND_IN_TWC.clientSecret)).status).toBe(401);

    const search = (tenant: string) =>
      fetch(`${shop.origin}/twc/services/customerservice/api/v2/customers/search?email=sam%40example.com`, {
        headers: {Authorization: `Bearer ${accessToken}`, 'X-TWC-Tenant': tenant},
      });
    expect((await search('configured-tenant')).status).toBe(200);
    expect((await search(STAND_IN_TWC.tenant)).status).toBe(403);
  });
});
