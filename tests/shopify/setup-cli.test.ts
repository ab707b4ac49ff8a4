/**
 * `npm run shopify:setup` end to end: the command in its own process, over real HTTP, against the mock shop's Admin
 * API stand-in (an http:// PUBLIC_STORE_DOMAIN, as in local development).
 */
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {csvRecords, METAFIELD_VALUES_CSV} from '../../scripts/shopify-csv';
import {loadCollections} from '../../scripts/shopify-collections';
import {loadDefinitions} from '../../scripts/shopify-definitions';
import {STAND_IN_ADMIN_ACCESS_TOKEN} from '../mocks/shopify-admin/handlers';

const ROOT = join(import.meta.dirname, '../..');
const count = loadDefinitions().metafields.length;
const collectionCount = loadCollections().length;
const valueRows = csvRecords(readFileSync(METAFIELD_VALUES_CSV, 'utf8')).records.length;
let shop: {origin: string; close: () => Promise<void>};
let dataDir: string;
const previousDataDir = process.env.MOCK_SHOP_DATA_DIR;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mock-shop-setup-'));
  process.env.MOCK_SHOP_DATA_DIR = dataDir;
  const {startMockShop} = await import('../mocks/server');
  shop = await startMockShop(0);
  // Loading the whole mock shop takes a while on a busy machine.
}, 60_000);

afterAll(async () => {
  await shop?.close();
  if (previousDataDir === undefined) delete process.env.MOCK_SHOP_DATA_DIR;
  else process.env.MOCK_SHOP_DATA_DIR = previousDataDir;
  await rm(dataDir, {recursive: true, force: true});
});

async function setup(args: string[], env: Record<string, string>) {
  const {PATH, HOME} = process.env;
  try {
    const {stdout, stderr} = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/shopify-setup.ts', ...args],
      {cwd: ROOT, env: {PATH, HOME, ...env}},
    );
    return {code: 0, stdout, stderr};
  } catch (error) {
    const failed = error as {code: number; stdout: string; stderr: string};
    return {code: failed.code, stdout: failed.stdout, stderr: failed.stderr};
  }
}

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
