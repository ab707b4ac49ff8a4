/** `npm run shopify:setup`'s work, through @shopify/admin-api-client, against the Admin API stand-in (msw). */
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {loadDefinitions, type ShopifyDefinitions} from '../../scripts/shopify-definitions';
import {createAdminRequest, runShopifySetup} from '../../scripts/shopify-setup';
import {createShopifyAdminHandlers, STAND_IN_ADMIN_ACCESS_TOKEN} from '../mocks/shopify-admin/handlers';
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
