/**
 * The doctor against the stand-ins, started in-process on a free port: all green by default; each fault switch,
 * wrong credential and wrong setting turns its own row red (and only it) with the message that says what to fix.
 */
import {once} from 'node:events';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {createServer, type AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {STAND_IN_MEMBER_SIGNING_KEY} from '~/config/checkout';
import {STAND_IN_ABTASTY} from '~/config/experiments';
import {checkoutRulePlans, storefrontPlanSettings} from '~/domain/checkout-plans';
import {STAND_IN_TWC, twcTokenUrl} from '~/config/wishlist';
import type {FaultSwitch} from '../../tests/mocks/fault-switch';
import type {Upstream} from '../../tests/mocks/faults';
import {deployedEnv} from '../../tests/mocks/deployed-env';
import {shopifyAdminStore, STAND_IN_ADMIN_ACCESS_TOKEN} from '../../tests/mocks/shopify-admin/handlers';
import {mockShopForThisFile} from '../../tests/support/mock-shop';
import {DISCOUNTS_API_VERSION, readContentCampaigns, setupDiscounts} from '../shopify-discounts';
import {createAdminRequest} from '../shopify-setup';
import {CHECKOUT_RULES_SERVICE} from './checkout';
import {rowFailed, type Row} from './report';
import {ENVIRONMENT_ROW, runDoctor} from './run';
import {SEARCH_SERVICE} from './search';
import {
  BED_BUILDER_SERVICE,
  DELIVERY_SERVICE,
  EXPERIMENTS_SERVICE,
  LOYALTY_SERVICE,
  MAIL_SERVICE,
  PRISMIC_SERVICE,
  REVIEWS_SERVICE,
  WISHLIST_SERVICE,
} from './services';
import {SHOPIFY_SERVICE} from './shopify';

const ROOT = resolve(__dirname, '../..');
// Each test is a whole doctor run over HTTP; on a busy machine one can take seconds.
vi.setConfig({testTimeout: 20_000, hookTimeout: 60_000});
const shop = mockShopForThisFile('doctor');
let faults: Record<Upstream, FaultSwitch>;

beforeAll(async () => {
  ({STAND_IN_FAULTS: faults} = await import('../../tests/mocks/faults'));
  // The first run builds the stand-ins' search index and GraphQL schema: not on any test's clock.
  await doctor();
});
afterEach(() => {
  Object.values(faults).forEach((fault) => fault.set(null));
  // The mock shop's Admin store is this process's: each test starts from a store where setup has not run.
  shopifyAdminStore.reset();
});

// A generous limit: the first run builds the stand-ins' indexes, and the machine may be busy. The hang test sets its own.
const doctor = (env: Record<string, string> = {}, options: {root?: string; timeoutMs?: number; fetch?: typeof fetch} = {}) =>
  runDoctor({env: {MOCK_SHOP_ORIGIN: shop.origin, ...env}, root: options.root ?? ROOT, timeoutMs: 10_000, ...options});

const failedRows = (rows: Row[]) => rows.filter(rowFailed);
const only = (rows: Row[], service: string): Row => {
  expect(failedRows(rows).map((row) => row.service)).toEqual([service]);
  return rows.find((row) => row.service === service)!;
};

describe('the default run', () => {
  it('is all green against the stand-ins', async () => {
    const rows = await doctor();
    expect(failedRows(rows)).toEqual([]);
    expect(rows.map((row) => row.service)).toEqual([
      ENVIRONMENT_ROW,
      SHOPIFY_SERVICE,
      CHECKOUT_RULES_SERVICE,
      PRISMIC_SERVICE,
      DELIVERY_SERVICE,
      LOYALTY_SERVICE,
      MAIL_SERVICE,
      SEARCH_SERVICE,
      REVIEWS_SERVICE,
      EXPERIMENTS_SERVICE,
      WISHLIST_SERVICE,
      BED_BUILDER_SERVICE,
    ]);
    const checked = rows.slice(1).filter((row) => row.service !== CHECKOUT_RULES_SERVICE);
    expect(checked.every((row) => row.mode === 'stand-in' && row.reachable === 'ok')).toBe(true);
    // Without an Admin API token the checkout rules are not checked (outside production).
    expect(rows.find((row) => row.service === CHECKOUT_RULES_SERVICE)).toMatchObject({
      reachable: 'skip',
      credentials: 'skip',
      setup: 'skip',
      note: 'not checked: SHOPIFY_ADMIN_API_TOKEN unset',
    });
    expect(rows.find((row) => row.service === SHOPIFY_SERVICE)?.note).toBe(
      '24 metafields readable, 19 collections; PUBLIC_CHECKOUT_DOMAIN unset (development)',
    );
    // The price check compared a product whose campaign price is not its list price.
    expect(rows.find((row) => row.service === SEARCH_SERVICE)?.note).toMatch(/^price of [\w-]+ \$[\d.]+ = campaign price, list \$[\d.]+$/);
  });
});

describe('a fault switch turns its own row red', () => {
  const ROW_OF: Record<Upstream, string> = {
    storefront: SHOPIFY_SERVICE,
    prismic: PRISMIC_SERVICE,
    delivery: DELIVERY_SERVICE,
    loyalty: LOYALTY_SERVICE,
    mail: MAIL_SERVICE,
    search: SEARCH_SERVICE,
    reviews: REVIEWS_SERVICE,
    experiments: EXPERIMENTS_SERVICE,
    wishlist: WISHLIST_SERVICE,
  };
  const MESSAGE = {
    fail: /answered HTTP 500 \(failing upstream\): is the mock shop \(npm run mock-shop\) running\?/,
    refused: /^Cannot connect to http:\/\/127\.0\.0\.1:\d+\/\S+ \(.+\): is the mock shop/,
  } as const;

  for (const upstream of Object.keys(ROW_OF) as Upstream[]) {
    for (const fault of ['fail', 'refused'] as const) {
      it(`${upstream}: ${fault}`, async () => {
        faults[upstream].set(fault);
        const row = only(await doctor(), ROW_OF[upstream]);
        expect(row).toMatchObject({reachable: 'fail', credentials: 'skip', setup: 'skip'});
        expect(row.fix).toMatch(MESSAGE[fault]);
      });
    }
  }

  it('a service that hangs is reported after the time limit', async () => {
    faults.reviews.set('hang');
    // A short limit so the test is quick; on a busy machine other rows may miss it too, so only this row is read.
    const row = (await doctor({}, {timeoutMs: 300})).find((candidate) => candidate.service === REVIEWS_SERVICE)!;
    expect(row.reachable).toBe('fail');
    expect(row.fix).toMatch(/\/reviews\.json gave no answer within 0\.3 s/);
  });
});

describe('wrong credentials and settings', () => {
  const cases: {name: string; env: () => Record<string, string>; service: string; fix: RegExp; step: keyof Row}[] = [
    {
      name: 'a wrong Velocity key',
      env: () => ({VELOCITY_API_KEY: 'wrong-key'}),
      service: LOYALTY_SERVICE,
      fix: /^VELOCITY_API_KEY was refused \(401\): ask Velocity/,
      step: 'credentials',
    },
    {
      name: 'a wrong Postmark token',
      env: () => ({POSTMARK_SERVER_TOKEN: 'wrong-token', POSTMARK_BASE_URL: `${shop.origin}/postmark`}),
      service: MAIL_SERVICE,
      fix: /^POSTMARK_SERVER_TOKEN was refused \(401\): copy the Server API token from Postmark/,
      step: 'credentials',
    },
    {
      name: 'a wrong AB Tasty secret',
      env: () => ({...abTasty(), ABTASTY_CLIENT_SECRET: 'wrong-secret'}),
      service: EXPERIMENTS_SERVICE,
      fix: /^ABTASTY_CLIENT_ID\/ABTASTY_CLIENT_SECRET were refused \(401\)/,
      step: 'credentials',
    },
    {
      name: "a wrong AB Tasty browser client",
      env: () => ({...abTasty(), ABTASTY_BROWSER_CLIENT_SECRET: 'wrong-secret'}),
      service: EXPERIMENTS_SERVICE,
      fix: /^ABTASTY_BROWSER_CLIENT_ID\/ABTASTY_BROWSER_CLIENT_SECRET were refused \(401\)/,
      step: 'credentials',
    },
    {
      name: 'another AB Tasty account',
      env: () => ({...abTasty(), ABTASTY_ACCOUNT_ID: '999'}),
      service: EXPERIMENTS_SERVICE,
      fix: /^Listing the tests of account 999 answered HTTP 404: set ABTASTY_ACCOUNT_ID/,
      step: 'setup',
    },
    {
      name: 'a wrong TWC secret',
      env: () => ({...twc(), TWC_CLIENT_SECRET: 'wrong-secret'}),
      service: WISHLIST_SERVICE,
      fix: /^TWC_CLIENT_ID\/TWC_CLIENT_SECRET were refused \(401\)/,
      step: 'credentials',
    },
    {
      name: 'a TWC tenant with no realm',
      env: () => ({...twc(), TWC_TENANT: 'elsewhere', TWC_TOKEN_URL: twcTokenUrl(`${shop.origin}/twc`, 'elsewhere')}),
      service: WISHLIST_SERVICE,
      fix: /^TWC_TENANT \(elsewhere\) has no token realm/,
      step: 'credentials',
    },
    {
      name: 'an unknown Yotpo app key',
      env: () => ({YOTPO_APP_KEY: 'unknown-key', YOTPO_BASE_URL: `${shop.origin}/yotpo`}),
      service: REVIEWS_SERVICE,
      fix: /^YOTPO_APP_KEY is not a Yotpo app key \(404\)/,
      step: 'credentials',
    },
    {
      name: 'an unknown Searchspring site',
      env: () => ({SEARCHSPRING_SITE_ID: 'nosuch', SEARCHSPRING_BASE_URL: `${shop.origin}/searchspring`}),
      service: SEARCH_SERVICE,
      fix: /^SEARCHSPRING_BLOG_SITE_ID nosuch does not answer a search \(404/,
      step: 'credentials',
    },
    {
      name: 'a checkout domain the carts do not use',
      env: () => ({PUBLIC_CHECKOUT_DOMAIN: 'checkout.example.com'}),
      service: SHOPIFY_SERVICE,
      fix: /^A cart's checkoutUrl goes to 127\.0\.0\.1:\d+, not PUBLIC_CHECKOUT_DOMAIN \(checkout\.example\.com\)/,
      step: 'setup',
    },
  ];
  const abTasty = () => ({
    ABTASTY_API_BASE: `${shop.origin}/abtasty`,
    ABTASTY_ACCOUNT_ID: STAND_IN_ABTASTY.accountId,
    ABTASTY_CLIENT_ID: STAND_IN_ABTASTY.clientId,
    ABTASTY_CLIENT_SECRET: STAND_IN_ABTASTY.clientSecret,
    ABTASTY_BROWSER_CLIENT_ID: STAND_IN_ABTASTY.browserClientId,
    ABTASTY_BROWSER_CLIENT_SECRET: STAND_IN_ABTASTY.browserClientSecret,
  });
  const twc = () => ({
    TWC_BASE_URL: `${shop.origin}/twc`,
    TWC_TOKEN_URL: twcTokenUrl(`${shop.origin}/twc`, STAND_IN_TWC.tenant),
    TWC_CLIENT_ID: STAND_IN_TWC.clientId,
    TWC_CLIENT_SECRET: STAND_IN_TWC.clientSecret,
    TWC_TENANT: STAND_IN_TWC.tenant,
  });

  for (const {name, env, service, fix, step} of cases) {
    it(name, async () => {
      const row = only(await doctor(env()), service);
      expect(row[step]).toBe('fail');
      expect(row.fix).toMatch(fix);
    });
  }

  it('a bed builder bucket where nothing answers', async () => {
    // A port that was free a moment ago: nothing listens there.
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const {port} = server.address() as AddressInfo;
    await new Promise((done) => server.close(done));
    const rows = await doctor({BED_BUILDER_IMAGE_BASE_URL: `http://127.0.0.1:${port}/bucket`});
    expect(only(rows, BED_BUILDER_SERVICE).fix).toBe(
      `Cannot connect to http://127.0.0.1:${port}/bucket/options/base/ (ECONNREFUSED): check BED_BUILDER_IMAGE_BASE_URL and the service's status`,
    );
  });

  it('the right credentials given as settings are accepted (configured, pointing at the stand-ins)', async () => {
    const rows = await doctor({...abTasty(), ...twc()});
    expect(failedRows(rows)).toEqual([]);
    expect(rows.find((row) => row.service === WISHLIST_SERVICE)?.mode).toBe('configured');
  });

  it('a feed whose price is not the campaign price', async () => {
    // The feed's prices one dollar up: what a feed carrying Shopify's price instead of the campaign's looks like.
    const shifted: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).includes('/api/search/search.json')) return response;
      const body = (await response.json()) as {results?: {price: string}[]};
      for (const result of body.results ?? []) result.price = (Number(result.price) + 1).toFixed(2);
      return Response.json(body, {status: response.status});
    };
    const row = only(await doctor({}, {fetch: shifted}), SEARCH_SERVICE);
    expect(row.setup).toBe('fail');
    expect(row.fix).toMatch(/^The feed's price for [\w-]+ is \$[\d.]+, the store shows \$[\d.]+ \(campaign price, list \$[\d.]+\)/);
  });
});

describe('the models', () => {
  it('a custom type of customtypes/ missing from the repository', async () => {
    const root = mkdtempSync(join(tmpdir(), 'doctor-models-'));
    for (const id of ['home_page', 'gift_guide']) {
      mkdirSync(join(root, 'customtypes', id), {recursive: true});
      writeFileSync(join(root, 'customtypes', id, 'index.json'), JSON.stringify({id, label: id, json: {}}));
    }
    const row = only(await doctor({}, {root}), PRISMIC_SERVICE);
    expect(row.fix).toMatch(/^Custom types missing from the repository: gift_guide \(from customtypes\/\)/);
  });

  it('a metafield of shopify/definitions.json no product has a value for', async () => {
    const root = mkdtempSync(join(tmpdir(), 'doctor-models-'));
    mkdirSync(join(root, 'shopify'));
    const definitions = [
      {namespace: 'dreamhaus', key: 'lead_time_text', ownerType: 'PRODUCTVARIANT', type: 'single_line_text_field'},
      {namespace: 'dreamhaus', key: 'no_storefront_access', ownerType: 'PRODUCT', type: 'single_line_text_field'},
    ];
    writeFileSync(join(root, 'shopify', 'definitions.json'), JSON.stringify(definitions));
    const row = only(await doctor({}, {root}), SHOPIFY_SERVICE);
    expect(row.fix).toMatch(/^No value readable for product dreamhaus\.no_storefront_access \(the shop, its first 50 products\): npm run shopify:setup/);
  });

  it('a store whose products the storefront cannot see (imported, not on the Headless channel)', async () => {
    const noProducts: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(init?.body ?? '').includes('DoctorMetafields')) return response;
      const body = (await response.json()) as {data: {products: {nodes: unknown[]}}};
      body.data.products.nodes = [];
      return Response.json(body);
    };
    const row = only(await doctor({}, {fetch: noProducts}), SHOPIFY_SERVICE);
    expect(row.fix).toMatch(/^The storefront sees no products: import shopify\/products\.csv, and make the products available/);
  });

  it('a collection of shopify/collections.json the storefront does not have (not created, or not published)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'doctor-models-'));
    mkdirSync(join(root, 'shopify'));
    const collections = [{handle: 'mattresses'}, {handle: 'gift-guide'}, {handle: 'beds'}, {handle: 'outlet'}];
    writeFileSync(join(root, 'shopify', 'collections.json'), JSON.stringify({collections}));
    const row = only(await doctor({}, {root}), SHOPIFY_SERVICE);
    expect(row.fix).toBe(
      'Collections of shopify/collections.json not on the storefront: gift-guide, outlet: ' +
        'npm run shopify:setup -- --collections creates and publishes them',
    );
  });
});

describe('APP_ENV=production', () => {
  it('refuses every stand-in, naming the variables to set, before asking anything', async () => {
    const fetchSpy = vi.fn(fetch);
    const rows = await doctor({APP_ENV: 'production'}, {fetch: fetchSpy});
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(rows.every(rowFailed)).toBe(true);
    const fix = (service: string) => rows.find((row) => row.service === service)?.fix;
    expect(fix(ENVIRONMENT_ROW)).toBe(
      'set SESSION_SECRET (required with APP_ENV=production); ' +
        'set PUBLIC_STORE_ORIGIN (the public https origin: without it no canonical links, JSON-LD urls or sitemaps)',
    );
    expect(fix(PRISMIC_SERVICE)).toBe('APP_ENV=production refuses the stand-in: set PRISMIC_ENDPOINT');
    expect(fix(SHOPIFY_SERVICE)).toBe(
      'APP_ENV=production refuses the stand-in: set PUBLIC_STORE_DOMAIN, PUBLIC_STOREFRONT_API_TOKEN, PRIVATE_STOREFRONT_API_TOKEN, PUBLIC_STOREFRONT_ID, PUBLIC_CHECKOUT_DOMAIN',
    );
    expect(fix(BED_BUILDER_SERVICE)).toBe('APP_ENV=production refuses the stand-in: set BED_BUILDER_IMAGE_BASE_URL');
    expect(fix(CHECKOUT_RULES_SERVICE)).toBe('set SHOPIFY_ADMIN_API_TOKEN to check the checkout discounts, or run with it');
    expect(fix(WISHLIST_SERVICE)).toBe(
      'APP_ENV=production refuses the stand-in: set TWC_BASE_URL, TWC_CLIENT_ID, TWC_CLIENT_SECRET, TWC_TENANT',
    );
  });

  it('passes with every service configured, as after the Go-live steps (each pointing at its stand-in)', async () => {
    const {host} = new URL(shop.origin);
    const key = 'a-deployed-member-signing-key';
    await setUpCheckoutRules(key);
    const env = {PUBLIC_CHECKOUT_DOMAIN: host, SHOPIFY_ADMIN_API_TOKEN: STAND_IN_ADMIN_ACCESS_TOKEN, MEMBER_SIGNING_KEY: key};
    const rows = await doctor(deployedEnv(shop.origin, 'production', env));
    expect(failedRows(rows)).toEqual([]);
    expect(rows.slice(1).every((row) => row.mode === 'configured')).toBe(true);
    expect(rows.find((row) => row.service === SHOPIFY_SERVICE)?.note).toBe(
      `24 metafields readable, 19 collections; checkout on ${host}`,
    );
    expect(rows.find((row) => row.service === CHECKOUT_RULES_SERVICE)?.note).toMatch(/signing key current$/);
  });

  it('a configured service missing a required variable names it', async () => {
    const rows = await doctor({APP_ENV: 'staging', VELOCITY_BASE_URL: `${shop.origin}/velocity`});
    const row = rows.find((candidate) => candidate.service === LOYALTY_SERVICE);
    expect(row).toMatchObject({mode: 'configured', setup: 'fail', fix: 'Set VELOCITY_API_KEY (required with APP_ENV=staging)'});
  });

  it('a malformed value is named on the environment row', async () => {
    const rows = await doctor({ECOM_BASE_URL: 'not a url'});
    expect(only(rows, ENVIRONMENT_ROW).fix).toBe('ECOM_BASE_URL must be an absolute http(s) URL');
  });

  it('a deployed store without PUBLIC_STORE_ORIGIN, or with a plain http one, fails the environment row alone', async () => {
    const {host} = new URL(shop.origin);
    const key = 'a-deployed-member-signing-key';
    await setUpCheckoutRules(key);
    const env = {PUBLIC_CHECKOUT_DOMAIN: host, SHOPIFY_ADMIN_API_TOKEN: STAND_IN_ADMIN_ACCESS_TOKEN, MEMBER_SIGNING_KEY: key};
    const {PUBLIC_STORE_ORIGIN: _set, ...unset} = deployedEnv(shop.origin, 'production', env);
    expect(only(await doctor(unset), ENVIRONMENT_ROW).fix).toBe(
      'set PUBLIC_STORE_ORIGIN (the public https origin: without it no canonical links, JSON-LD urls or sitemaps)',
    );
    const plain = deployedEnv(shop.origin, 'production', {...env, PUBLIC_STORE_ORIGIN: 'http://www.dreamhaus.example'});
    expect(only(await doctor(plain), ENVIRONMENT_ROW).fix).toBe('PUBLIC_STORE_ORIGIN must be an https origin outside development');
  });
});

/** What `npm run shopify:setup -- --discounts` does, on the mock shop's Admin stand-in, from its content. */
async function setUpCheckoutRules(signingKey = STAND_IN_MEMBER_SIGNING_KEY) {
  const request = createAdminRequest({storeDomain: shop.origin, accessToken: STAND_IN_ADMIN_ACCESS_TOKEN, apiVersion: DISCOUNTS_API_VERSION});
  const {campaigns} = await readContentCampaigns({endpoint: `${shop.origin}/api/v2`});
  const plans = checkoutRulePlans(campaigns, storefrontPlanSettings(signingKey, Date.now()));
  await setupDiscounts({request, plans, signingKey, log: () => {}});
}

describe('checkout rules', () => {
  const withToken = {SHOPIFY_ADMIN_API_TOKEN: STAND_IN_ADMIN_ACCESS_TOKEN};

  it('on a store where setup has not run, says what is missing and what to run; after setup it passes', async () => {
    const before = only(await doctor(withToken), CHECKOUT_RULES_SERVICE);
    expect(before).toMatchObject({mode: 'stand-in', reachable: 'ok', credentials: 'ok', setup: 'fail'});
    expect(before.fix).toBe(
      '6 discounts missing (Member Prices, Velocity Frequent Flyer Offer, Spring Sale and 3 more); the validation missing: ' +
        'npm run shopify:setup -- --discounts',
    );
    await setUpCheckoutRules();
    const after = (await doctor(withToken)).find((row) => row.service === CHECKOUT_RULES_SERVICE)!;
    expect(rowFailed(after)).toBe(false);
    expect(after.note).toBe(
      '3 functions deployed; 6 discounts (5 running now, all active) and the validation match the campaigns; signing key current',
    );
  });

  it('says to deploy the app first when its functions are not on the store', async () => {
    shopifyAdminStore.checkoutRules.setDeployed(['campaign-prices']);
    const row = only(await doctor(withToken), CHECKOUT_RULES_SERVICE);
    expect(row.fix).toBe(
      "The app's Shopify Functions are not on the store (member-delivery, bag-rules missing): npx shopify app deploy, then npm run shopify:setup -- --discounts",
    );
  });

  it('names a discount that differs from its campaign, one left running that no campaign names, and a disabled validation', async () => {
    await setUpCheckoutRules();
    const rules = shopifyAdminStore.checkoutRules;
    const spring = rules.discounts().find((discount) => discount.title === 'Spring Sale')!;
    rules.updateDiscount(spring.id, {
      metafields: [{namespace: '$app:campaign-prices', key: 'function-configuration', type: 'json', value: '{"kind":"price","percent":10,"message":"Spring Sale"}'}],
    });
    rules.createDiscount({
      title: 'Winter Sale',
      functionHandle: 'campaign-prices',
      discountClasses: ['PRODUCT'],
      startsAt: '2026-01-01T00:00:00Z',
      tags: ['storefront-checkout-rules'],
    });
    rules.updateValidation(rules.validations()[0].id, {enable: false, blockOnFailure: true});
    const row = only(await doctor(withToken), CHECKOUT_RULES_SERVICE);
    expect(row.fix).toBe(
      'Spring Sale differs (configuration); Bag rules differs (disabled); running though no campaign names it: Winter Sale: ' +
        'npm run shopify:setup -- --discounts',
    );
  });

  it("says the signing key differs from MEMBER_SIGNING_KEY, printing neither key", async () => {
    await setUpCheckoutRules();
    const row = only(await doctor({...withToken, MEMBER_SIGNING_KEY: 'the-worker-signs-with-this'}), CHECKOUT_RULES_SERVICE);
    expect(row.fix).toBe('signing key differs: npm run shopify:setup -- --discounts');
    expect(JSON.stringify(row)).not.toMatch(/the-worker-signs-with-this|local-stand-in-member-signing-key/);
  });

  it('a wrong Admin API token', async () => {
    const row = only(await doctor({SHOPIFY_ADMIN_API_TOKEN: 'shpat_wrong'}), CHECKOUT_RULES_SERVICE);
    expect(row).toMatchObject({reachable: 'ok', credentials: 'fail'});
    expect(row.fix).toMatch(/^SHOPIFY_ADMIN_API_TOKEN was refused \(401\): use an Admin API token of the app in shopify\.app\.toml/);
  });
});
