/**
 * shopify/collections.json and `npm run shopify:setup -- --collections`: the rules select, from the product CSV, the
 * same products as the Storefront stand-in's collections; the setup creates and publishes them through the Admin API
 * stand-in, once.
 */
import {readFileSync} from 'node:fs';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {inCollection, loadCollections, setupCollections, type CollectionDefinition} from '../../scripts/shopify-collections';
import {METAFIELD_VALUES_CSV, PRODUCTS_CSV, readCsvCatalogue} from '../../scripts/shopify-csv';
import {createAdminRequest} from '../../scripts/shopify-setup';
import {catalogue} from '../mocks/fixtures/catalogue';
import {DEFAULT_PUBLICATIONS} from '../mocks/shopify-admin/collections';
import {createShopifyAdminHandlers, STAND_IN_ADMIN_ACCESS_TOKEN} from '../mocks/shopify-admin/handlers';
import {createShopifyAdminStore} from '../mocks/shopify-admin/store';

const collections = loadCollections();

describe('shopify/collections.json', () => {
  it('has every collection the storefront lists, with its title and description', () => {
    expect(collections.map(({handle, title, description}) => ({handle, title, description}))).toEqual(
      catalogue.collections.map(({handle, title, description}) => ({handle, title, description})),
    );
  });

  it("its rules pick, from shopify/products.csv, each collection's products in the Storefront stand-in", () => {
    const {products} = readCsvCatalogue(readFileSync(PRODUCTS_CSV, 'utf8'), readFileSync(METAFIELD_VALUES_CSV, 'utf8'));
    expect(products.length).toBe(catalogue.products.length);
    for (const collection of catalogue.collections) {
      const rules = collections.find((item) => item.handle === collection.handle)!;
      const picked = products.filter((product) => inCollection(product, rules)).map((product) => product.handle);
      expect({handle: collection.handle, products: picked.sort()}).toEqual({
        handle: collection.handle,
        products: [...collection.productHandles].sort(),
      });
    }
  });

  it('keeps the products the bag adds by itself (assembly, donation, bonus gifts) out of every collection', () => {
    const hidden = catalogue.products.filter((product) => ['Service', 'Donation', 'Bonus'].includes(product.productType));
    expect(hidden.length).toBeGreaterThan(0);
    for (const product of hidden) {
      expect(collections.filter((collection) => inCollection(product, collection))).toEqual([]);
    }
  });
});

describe('shopify:setup --collections against the Admin API stand-in', () => {
  const store = createShopifyAdminStore();
  const server = setupServer(...createShopifyAdminHandlers(store));
  const request = createAdminRequest({storeDomain: 'demo-shop.myshopify.com', accessToken: STAND_IN_ADMIN_ACCESS_TOKEN});
  const quiet = () => {};
  const lines: string[] = [];
  const run = (options: {collections?: CollectionDefinition[]; dryRun?: boolean} = {}) =>
    setupCollections({request, log: (line) => lines.push(line), ...options});

  beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
  afterEach(() => {
    store.reset();
    lines.length = 0;
  });
  afterAll(() => server.close());

  it('creates every collection with its rules and publishes it on every channel; a second run changes nothing', async () => {
    const first = await run();
    expect(first).toMatchObject({conflicts: [], failed: [], existing: []});
    expect(first.created).toEqual(collections.map((collection) => collection.handle));
    expect(first.published).toEqual(first.created);
    expect(lines.at(-1)).toBe(
      `collections: ${collections.length} created, 0 already there, ${collections.length} published on 2 channels ` +
        '(Online Store, Headless)',
    );

    const onStore = store.collections.collections();
    expect(onStore.map(({handle, title, ruleSet}) => ({handle, title, ruleSet}))).toEqual(
      collections.map(({handle, title, ruleSet}) => ({handle, title, ruleSet})),
    );
    expect(onStore.find((collection) => collection.handle === 'sale')?.descriptionHtml).toBe(
      '<p>Everything currently below its usual price.</p>',
    );
    for (const collection of onStore) {
      expect([...collection.publicationIds].sort()).toEqual(DEFAULT_PUBLICATIONS.map((publication) => publication.id));
    }

    store.mutations.length = 0;
    const second = await setupCollections({request, log: quiet});
    expect(second).toMatchObject({created: [], published: [], conflicts: [], failed: []});
    expect(second.existing).toHaveLength(collections.length);
    expect(store.mutations).toEqual([]);
  });

  it('a dry run says what it would create and changes nothing', async () => {
    const report = await run({dryRun: true});
    expect(report.created).toHaveLength(collections.length);
    expect(lines).toContain('would create bedroom-furniture (Bedroom Furniture)');
    expect(store.collections.collections()).toEqual([]);
    expect(store.mutations).toEqual([]);
  });

  it('leaves alone a collection of the same handle with other rules, or a manual one, and says so', async () => {
    const tagRule = {column: 'TAG', relation: 'EQUALS', condition: 'bed'};
    store.collections.create({title: 'Beds', ruleSet: {appliedDisjunctively: false, rules: [tagRule]}});
    store.collections.create({title: 'Sale'});
    const report = await run();
    expect(report.conflicts).toEqual([
      "beds: other rules on the store than shopify/collections.json's",
      'sale: a manual collection on the store; the storefront expects rules',
    ]);
    expect(report.created).not.toContain('beds');
    const beds = store.collections.collections().filter((collection) => /^beds(-\d+)?$/.test(collection.handle));
    expect(beds).toHaveLength(1);
  });

  it('publishes a collection a cut-short run left on no channel, and not one the merchant put on one channel', async () => {
    const [beds, sale] = ['beds', 'sale'].map((handle) => collections.find((collection) => collection.handle === handle)!);
    const unpublished = store.collections.create({...beds, descriptionHtml: ''}).collection!;
    const onlineOnly = store.collections.create({...sale, descriptionHtml: ''}).collection!;
    store.collections.publish(onlineOnly.id, [{publicationId: DEFAULT_PUBLICATIONS[0].id}]);
    const report = await run({collections: [beds, sale]});
    expect(report).toMatchObject({created: [], existing: ['beds', 'sale'], published: ['beds']});
    expect(unpublished.publicationIds.size).toBe(2);
    expect([...onlineOnly.publicationIds]).toEqual([DEFAULT_PUBLICATIONS[0].id]);
  });

  it("names a collection the Admin API refuses (a rule Shopify's editor does not offer)", async () => {
    const wrong: CollectionDefinition = {
      handle: 'cheap',
      title: 'Cheap',
      description: '',
      ruleSet: {appliedDisjunctively: false, rules: [{column: 'TAG', relation: 'GREATER_THAN', condition: '5'}]},
    };
    const report = await run({collections: [wrong]});
    expect(report.failed).toEqual(['cheap: ruleSet.rules.0.relation: Relation greater_than is not valid for tag']);
    expect(store.collections.collections()).toEqual([]);
  });
});

describe('the Admin API stand-in', () => {
  it('gives a taken handle a number, as Shopify does, instead of refusing it', () => {
    const store = createShopifyAdminStore();
    expect(store.collections.create({title: 'Beds'}).collection?.handle).toBe('beds');
    expect(store.collections.create({title: 'Beds', handle: 'beds'}).collection?.handle).toBe('beds-1');
    expect(store.collections.create({title: ' '}).userErrors).toEqual([
      {field: ['title'], message: "Title can't be blank", code: 'BLANK'},
    ]);
  });
});
