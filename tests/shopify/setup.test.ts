/** `npm run shopify:setup`'s work, through @shopify/admin-api-client, against the Admin API stand-in (msw). */
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {csvRecords, metafieldValuesCsv} from '../../scripts/shopify-csv';
import {loadDefinitions, type ShopifyDefinitions} from '../../scripts/shopify-definitions';
import {createAdminRequest, runShopifySetup, setMetafieldValues} from '../../scripts/shopify-setup';
import {catalogue} from '../mocks/fixtures/catalogue';
import {createShopifyAdminHandlers, DEMO_VARIANTS, STAND_IN_ADMIN_ACCESS_TOKEN} from '../mocks/shopify-admin/handlers';
import {createShopifyAdminStore} from '../mocks/shopify-admin/store';

const store = createShopifyAdminStore();
const server = setupServer(...createShopifyAdminHandlers(store));
const definitions = loadDefinitions();
const request = createAdminRequest({storeDomain: 'demo-shop.myshopify.com', accessToken: STAND_IN_ADMIN_ACCESS_TOKEN});

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => store.reset());
afterAll(() => server.close());

const quiet = () => {};
const run = (options: {definitions?: ShopifyDefinitions; dryRun?: boolean} = {}) =>
  runShopifySetup({request, definitions, log: quiet, ...options});

const showroom: ShopifyDefinitions['metaobjects'][number] = {
  type: 'showroom',
  name: 'Showroom',
  displayNameKey: 'name',
  fieldDefinitions: [
    {key: 'name', name: 'Name', type: 'single_line_text_field', required: true},
    {key: 'address', name: 'Address', type: 'multi_line_text_field'},
  ],
  access: {storefront: 'PUBLIC_READ'},
};

describe('shopify:setup', () => {
  it('creates every definition on a new store, readable by the Storefront API, with its type and validations', async () => {
    const report = await run();
    expect(report.created).toHaveLength(definitions.metafields.length);
    expect(report).toMatchObject({existing: [], conflicts: [], failed: []});
    const onStore = store.metafieldDefinitions().map(({ownerType, namespace, key, type, name, validations, access}) => ({
      ownerType,
      namespace,
      key,
      type,
      name,
      validations,
      storefront: access.storefront,
    }));
    expect(onStore).toEqual(
      definitions.metafields.map(({ownerType, namespace, key, type, name, validations}) => ({
        ownerType,
        namespace,
        key,
        type,
        name,
        validations: validations ?? [],
        storefront: 'PUBLIC_READ',
      })),
    );
  });

  it('is idempotent: a second run creates nothing and reports everything as there', async () => {
    await run();
    const mutationsAfterFirst = store.mutations.length;
    const second = await run();
    expect(store.mutations).toHaveLength(mutationsAfterFirst);
    expect(second).toEqual({created: [], existing: definitions.metafields.map((d) => `${d.ownerType} ${d.namespace}.${d.key}`), conflicts: [], failed: []});
  });

  it('creates only what a store lacks', async () => {
    const [first, ...rest] = definitions.metafields;
    await run({definitions: {metafields: [first], metaobjects: []}});
    const report = await run();
    expect(report.existing).toEqual([`${first.ownerType} ${first.namespace}.${first.key}`]);
    expect(report.created).toHaveLength(rest.length);
  });

  it('reports, and leaves alone, a definition the store has with another type or hidden from the storefront', async () => {
    store.createMetafieldDefinition({
      ownerType: 'PRODUCTVARIANT',
      namespace: 'dreamhaus',
      key: 'quickship',
      name: 'Quickship',
      type: 'single_line_text_field',
      access: {storefront: 'PUBLIC_READ'},
    });
    store.createMetafieldDefinition({
      ownerType: 'SHOP',
      namespace: 'dreamhaus',
      key: 'membership_discount',
      name: 'Member discount',
      type: 'number_integer',
    });
    const report = await run();
    expect(report.conflicts).toEqual([
      'PRODUCTVARIANT dreamhaus.quickship: type single_line_text_field on the store, boolean wanted',
      'SHOP dreamhaus.membership_discount: not readable by the Storefront API (set Storefront access in the admin)',
    ]);
    expect(report.created).toHaveLength(definitions.metafields.length - 2);
    const quickship = store.metafieldDefinitions().find((definition) => definition.key === 'quickship');
    expect(quickship?.type).toBe('single_line_text_field');
  });

  it('reports what the Admin API refuses, and goes on with the rest', async () => {
    const broken = {...definitions.metafields[0], key: 'x'};
    const report = await run({definitions: {metafields: [broken, definitions.metafields[1]], metaobjects: []}});
    expect(report.failed).toEqual([
      `PRODUCT dreamhaus.x: TOO_SHORT definition.key: Key is too short (minimum is 2 characters)`,
    ]);
    expect(report.created).toEqual([`PRODUCT dreamhaus.${definitions.metafields[1].key}`]);
  });

  it('creates a metaobject definition once, and checks its fields on later runs', async () => {
    const first = await run({definitions: {metafields: [], metaobjects: [showroom]}});
    expect(first.created).toEqual(['metaobject showroom']);
    expect(store.metaobjectDefinitions()[0]).toMatchObject({type: 'showroom', access: {storefront: 'PUBLIC_READ'}});
    const second = await run({definitions: {metafields: [], metaobjects: [showroom]}});
    expect(second).toMatchObject({created: [], existing: ['metaobject showroom']});
    const changed = {...showroom, fieldDefinitions: [{...showroom.fieldDefinitions[0], type: 'multi_line_text_field'}]};
    const third = await run({definitions: {metafields: [], metaobjects: [changed]}});
    expect(third.conflicts).toEqual([
      'metaobject showroom: fields name (single_line_text_field, multi_line_text_field wanted)',
    ]);
  });

  it('changes nothing in a dry run, and lists only what is missing', async () => {
    await run({definitions: {metafields: definitions.metafields.slice(0, 3), metaobjects: []}});
    const before = store.mutations.length;
    const lines: string[] = [];
    const report = await runShopifySetup({request, definitions, dryRun: true, log: (line) => lines.push(line)});
    expect(store.mutations).toHaveLength(before);
    expect(report.created).toHaveLength(definitions.metafields.length - 3);
    expect(lines[0]).toMatch(/^would create /);
    expect(lines.at(-1)).toBe(`${definitions.metafields.length - 3} to create, 3 already there`);
  });

  it('fails loudly with a wrong token', async () => {
    const wrong = createAdminRequest({storeDomain: 'demo-shop.myshopify.com', accessToken: 'shpat_wrong'});
    await expect(runShopifySetup({request: wrong, definitions, log: quiet})).rejects.toThrow(/401/);
    expect(store.mutations).toEqual([]);
  });
});

describe('shopify:setup --values', () => {
  // A store that imported products.csv: the demo's variants under ids of its own.
  const imported = createShopifyAdminStore({
    variants: DEMO_VARIANTS.map((variant) => ({...variant, id: variant.id.replace(/(\d+)$/, (id) => String(Number(id) + 5))})),
  });
  const storeIdOf = (sku: string) => imported.variants().find((variant) => variant.sku === sku)?.id ?? '';
  const rows = csvRecords(metafieldValuesCsv(catalogue)).records.map((record) => {
    const get = (name: string) => record.get(name) ?? '';
    return {owner: get('Owner'), handle: get('Handle'), sku: get('Variant SKU'), namespace: get('Namespace'), key: get('Key'), type: get('Type'), value: get('Value')};
  });
  const demoSkuById = new Map(catalogue.products.flatMap((p) => p.variants.map((v) => [v.id, v.sku] as const)));
  const setValues = (dryRun = false) => setMetafieldValues({request, rows, demoSkuById, dryRun, log: quiet});

  beforeEach(async () => {
    imported.reset();
    server.use(...createShopifyAdminHandlers(imported));
    await runShopifySetup({request, definitions, log: quiet});
  });
  afterEach(() => server.resetHandlers());

  it('sets every variant and shop value, in calls of 25, with the bonus gift ids the store gave', async () => {
    const report = await setValues();
    expect(report).toEqual({set: rows.length, failed: []});
    const calls = imported.mutations.filter((mutation) => mutation.name === 'metafieldsSet');
    expect(calls).toHaveLength(Math.ceil(rows.length / 25));

    const shopId = imported.shop.id;
    expect(imported.metafield(shopId, 'dreamhaus', 'membership_discount')).toMatchObject({type: 'number_integer', value: '4900'});
    const twilight = catalogue.products.find((product) => product.handle === 'twilight-upholstered-bed')!.variants[0];
    expect(imported.metafield(storeIdOf(twilight.sku), 'custom', 'price_adjustments')?.value).toBe(
      twilight.metafields.find((field) => field.key === 'price_adjustments')?.value,
    );
    // MAT-AURORA-Q-MD's gift is the pillow pair: the store's id for BONUS-PILLOW-PAIR, not the demo's.
    expect(imported.metafield(storeIdOf('MAT-AURORA-Q-MD'), 'dreamhaus', 'bonus_variant_id')?.value).toBe(
      storeIdOf('BONUS-PILLOW-PAIR'),
    );
    const variantValues = rows.filter((row) => row.owner === 'PRODUCTVARIANT');
    for (const row of variantValues.filter((_, n) => n % 97 === 0)) {
      const stored = imported.metafield(storeIdOf(row.sku), row.namespace, row.key);
      expect(stored?.type, `${row.sku} ${row.key}`).toBe(row.type);
    }
  });

  it('changes nothing in a dry run, and reports variants the store lacks', async () => {
    const missing = [...rows, {...rows.at(-1)!, handle: 'no-such-product', sku: 'NOPE-1'}];
    const report = await setMetafieldValues({request, rows: missing, demoSkuById, dryRun: true, log: quiet});
    expect(report.set).toBe(rows.length);
    expect(report.failed).toEqual([
      `NOPE-1 ${rows.at(-1)!.namespace}.${rows.at(-1)!.key}: no variant NOPE-1 of no-such-product on the store (import shopify/products.csv first)`,
    ]);
    expect(imported.mutations.filter((mutation) => mutation.name === 'metafieldsSet')).toEqual([]);
  });

  it('names the row the Admin API refuses', async () => {
    const quickship = rows.find((row) => row.key === 'quickship')!;
    const report = await setMetafieldValues({request, rows: [{...quickship, value: 'yes'}], demoSkuById, log: quiet});
    expect(report.failed).toEqual([
      `${quickship.sku} dreamhaus.quickship: INVALID_VALUE metafields.0.value: Value is invalid for type boolean.`,
    ]);
  });
});
