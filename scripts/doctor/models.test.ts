import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseMetafieldDefinitions, prismicCustomTypes, QUERIED_PRISMIC_TYPES, shopifyMetafields} from './models';

describe('the Prismic types', () => {
  it("the fallback list is the repository's models (customtypes/), for a checkout without them", () => {
    const {items, source} = prismicCustomTypes(resolve(__dirname, '../..'));
    expect(source).toBe('customtypes/');
    expect(items).toEqual([...QUERIED_PRISMIC_TYPES].sort());
  });

  it('come from customtypes/ once that folder exists, else the fallback list', () => {
    const root = mkdtempSync(join(tmpdir(), 'doctor-types-'));
    expect(prismicCustomTypes(root)).toEqual({items: [...QUERIED_PRISMIC_TYPES], source: 'the document types the app queries'});
    mkdirSync(join(root, 'customtypes', 'folder_name'), {recursive: true});
    writeFileSync(join(root, 'customtypes', 'folder_name', 'index.json'), JSON.stringify({id: 'model_id'}));
    mkdirSync(join(root, 'customtypes', 'no_model'));
    expect(prismicCustomTypes(root)).toEqual({items: ['model_id'], source: 'customtypes/'});
  });

  it("the repository's shopify/definitions.json reads as the app's metafields", () => {
    const {items, source} = shopifyMetafields(resolve(__dirname, '../..'));
    expect(source).toBe('shopify/definitions.json');
    expect(items).toEqual(expect.arrayContaining([{owner: 'PRODUCTVARIANT', namespace: 'dreamhaus', key: 'quickship'}]));
  });
});

describe('parseMetafieldDefinitions', () => {
  it('reads the Admin API definition shape, under metafields or a bare list', () => {
    const definitions = [
      {namespace: 'dreamhaus', key: 'quickship', ownerType: 'PRODUCTVARIANT'},
      {namespace: 'dreamhaus', key: 'brand_list', ownerType: 'product'},
      {namespace: 'dreamhaus', key: 'deliveryservice', ownerType: 'SHOP'},
      {namespace: 'dreamhaus', key: 'ignored', ownerType: 'COLLECTION'},
    ];
    const expected = [
      {owner: 'PRODUCTVARIANT', namespace: 'dreamhaus', key: 'quickship'},
      {owner: 'PRODUCT', namespace: 'dreamhaus', key: 'brand_list'},
      {owner: 'SHOP', namespace: 'dreamhaus', key: 'deliveryservice'},
    ];
    expect(parseMetafieldDefinitions(definitions)).toEqual(expected);
    expect(parseMetafieldDefinitions({metafields: definitions, metaobjects: []})).toEqual(expected);
    expect(() => parseMetafieldDefinitions({})).toThrow(/expected a list/);
  });
});
