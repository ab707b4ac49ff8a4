/**
 * `npm run shopify:setup` end to end: the command in its own process, over real HTTP, against the mock shop's Admin
 * API stand-in (an http:// PUBLIC_STORE_DOMAIN, as in local development).
 */
import {readFileSync} from 'node:fs';
import {expect, it} from 'vitest';
import {loadCollections} from '../../scripts/shopify-collections';
import {csvRecords, METAFIELD_VALUES_CSV} from '../../scripts/shopify-csv';
import {loadDefinitions} from '../../scripts/shopify-definitions';
import {STAND_IN_ADMIN_ACCESS_TOKEN} from '../mocks/shopify-admin/handlers';
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
