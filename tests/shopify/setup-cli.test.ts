/**
 * `npm run shopify:setup` end to end: the command in its own process, over real HTTP, against the mock shop's Admin
 * API stand-in (an http:// PUBLIC_STORE_DOMAIN, as in local development) and, for --discounts, its content.
 */
import {readFileSync} from 'node:fs';
import {expect, it} from 'vitest';
import {loadCollections} from '../../scripts/shopify-collections';
import {csvRecords, METAFIELD_VALUES_CSV} from '../../scripts/shopify-csv';
import {loadDefinitions} from '../../scripts/shopify-definitions';
import {shopifyAdminStore, STAND_IN_ADMIN_ACCESS_TOKEN} from '../mocks/shopify-admin/handlers';
import {mockShopForThisFile} from '../support/mock-shop';
import {runScript} from '../support/run-script';

const count = loadDefinitions().metafields.length;
const collectionCount = loadCollections().length;
const valueRows = csvRecords(readFileSync(METAFIELD_VALUES_CSV, 'utf8')).records.length;
const shop = mockShopForThisFile('setup');
const setup = (args: string[], env: Record<string, string>) => runScript('scripts/shopify-setup.ts', args, env);

it('creates the definitions on the first run, nothing on the second, says what a dry run would do, and sets the values', async () => {
  const env = {PUBLIC_STORE_DOMAIN: shop.origin, SHOPIFY_ADMIN_API_TOKEN: STAND_IN_ADMIN_ACCESS_TOKEN};

  const dry = await setup(['--dry-run'], env);
  expect(dry.code).toBe(0);
  expect(dry.stdout).toContain('would create PRODUCTVARIANT dreamhaus.quickship (boolean)');
  expect(dry.stdout.trim().split('\n').at(-1)).toBe(`${count} to create, 0 already there`);

  const first = await setup([], env);
  expect(first).toMatchObject({code: 0, stderr: ''});
  expect(first.stdout).toContain('created SHOP dreamhaus.membership_discount (number_integer)');
  expect(first.stdout.trim().split('\n').at(-1)).toBe(`${count} created, 0 already there`);

  const second = await setup([], env);
  expect(second).toMatchObject({code: 0, stdout: `0 created, ${count} already there\n`});

  // The mock shop's store holds the demo catalogue's variants, as after importing products.csv.
  const values = await setup(['--values'], env);
  expect(values).toMatchObject({code: 0, stderr: ''});
  expect(values.stdout.trim().split('\n').at(-1)).toBe(`${valueRows} metafield values set`);

  const collections = await setup(['--collections'], env);
  expect(collections).toMatchObject({code: 0, stderr: ''});
  expect(collections.stdout).toContain('created bedroom-furniture (Bedroom Furniture)');
  expect(collections.stdout.trim().split('\n').at(-1)).toBe(
    `collections: ${collectionCount} created, 0 already there, ${collectionCount} published on 2 channels (Online Store, Headless)`,
  );
  const again = await setup(['--collections'], env);
  expect(again.stdout.trim().split('\n').at(-1)).toBe(
    `collections: 0 created, ${collectionCount} already there, 0 published on 2 channels (Online Store, Headless)`,
  );
}, 90_000);

it('refuses to run without a store or token, and fails with a wrong token', async () => {
  const missing = await setup([], {PUBLIC_STORE_DOMAIN: shop.origin});
  expect(missing.code).toBe(2);
  expect(missing.stderr).toMatch(/SHOPIFY_ADMIN_API_TOKEN/);

  const wrong = await setup([], {PUBLIC_STORE_DOMAIN: shop.origin, SHOPIFY_ADMIN_API_TOKEN: 'shpat_wrong'});
  expect(wrong.code).toBe(1);
  expect(wrong.stderr).toMatch(/401/);
}, 60_000);

it('--discounts: says what it would make, makes the discounts and the validation from the content, then changes nothing', async () => {
  shopifyAdminStore.reset();
  const key = 'cli-member-signing-key-5e1d';
  const env = {
    PUBLIC_STORE_DOMAIN: shop.origin,
    SHOPIFY_ADMIN_API_TOKEN: STAND_IN_ADMIN_ACCESS_TOKEN,
    MOCK_SHOP_ORIGIN: shop.origin,
    MEMBER_SIGNING_KEY: key,
  };
  const last = (stdout: string) => stdout.trim().split('\n').at(-1);

  const dry = await setup(['--discounts', '--dry-run'], env);
  expect(dry.code).toBe(0);
  expect(dry.stdout).toContain(`content: 10 campaigns from ${shop.origin}/api/v2 (the stand-in: PRISMIC_ENDPOINT unset)`);
  expect(dry.stdout).toContain('would create discount Member Prices (campaign-prices, from 2025-01-01 until 2031-01-01)');
  expect(last(dry.stdout)).toBe('discounts: 6 to create, 0 to update, 0 unchanged, 0 to end; validation: to create');
  expect(shopifyAdminStore.checkoutRules.discounts()).toEqual([]);

  const first = await setup(['--discounts'], env);
  expect(first).toMatchObject({code: 0, stderr: ''});
  expect(last(first.stdout)).toBe('discounts: 6 created, 0 updated, 0 unchanged, 0 ended; validation: created');
  const second = await setup(['--discounts'], env);
  expect(last(second.stdout)).toBe('discounts: 0 created, 0 updated, 6 unchanged, 0 ended; validation: unchanged');
  for (const run of [dry, first, second]) expect(run.stdout + run.stderr).not.toContain(key);
  shopifyAdminStore.reset();
}, 90_000);

it('--discounts fails (exit 1) on a store without the app deployed, and on what the Admin API refuses', async () => {
  const env = {PUBLIC_STORE_DOMAIN: shop.origin, SHOPIFY_ADMIN_API_TOKEN: STAND_IN_ADMIN_ACCESS_TOKEN, MOCK_SHOP_ORIGIN: shop.origin};
  shopifyAdminStore.reset();
  shopifyAdminStore.checkoutRules.setDeployed([]);
  const undeployed = await setup(['--discounts'], env);
  expect(undeployed.code).toBe(1);
  expect(undeployed.stdout).toContain(
    "The app's Shopify Functions are not on the store (campaign-prices, member-delivery, bag-rules missing): run npx shopify app deploy first",
  );

  // A store already running Shopify's most app discounts: the first new one is refused.
  shopifyAdminStore.reset();
  for (let n = 1; n <= 25; n++) {
    shopifyAdminStore.checkoutRules.createDiscount({title: `Other app discount ${n}`, functionHandle: 'campaign-prices', discountClasses: ['PRODUCT'], startsAt: '2026-01-01T00:00:00Z'});
  }
  const refused = await setup(['--discounts'], env);
  expect(refused.code).toBe(1);
  expect(refused.stdout).toContain('failed: Member Prices: MAX_APP_DISCOUNTS automaticAppDiscount: A store can have at most 25 active app discounts.');
  shopifyAdminStore.reset();
}, 90_000);

it('--discounts against a real store wants the signing key and the content named', async () => {
  const real = await setup(['--discounts'], {PUBLIC_STORE_DOMAIN: 'dreamhaus-test.myshopify.com', SHOPIFY_ADMIN_API_TOKEN: 'shpat_x'});
  expect(real.code).toBe(2);
  expect(real.stderr).toMatch(/^Set MEMBER_SIGNING_KEY to the worker's: .* Set PRISMIC_ENDPOINT \(and PRISMIC_ACCESS_TOKEN\)/);
}, 60_000);
