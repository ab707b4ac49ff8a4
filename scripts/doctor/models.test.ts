import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseMetafieldDefinitions, prismicCustomTypes, QUERIED_PRISMIC_TYPES} from './models';

describe('the Prismic types', () => {
  it('the fallback list is every document type app/services/prismic/document-types.ts names', () => {
    const source = readFileSync(resolve(__dirname, '../../app/services/prismic/document-types.ts'), 'utf8');
    // The last type argument of each document type, and ContentPageType's union.
    const named = [...source.matchAll(/'([\w-]+)'\s*\n>;/g)].map((match) => match[1]);
    const contentPages = /type ContentPageType = ([^;]+);/.exec(source)?.[1].match(/[\w-]+/g) ?? [];
    expect([...new Set([...named, ...contentPages])].sort()).toEqual([...QUERIED_PRISMIC_TYPES].sort());
  });

  it('come from customtypes/ once that folder exists', () => {
    const root = resolve(__dirname, '../..');
    const {source} = prismicCustomTypes(root);
    expect(source).toMatch(/^(customtypes\/|the document types the app queries)$/);
  });
});

describe('parseMetafieldDefinitions', () => {
  it('reads the Admin API definition shape, a bare list or under definitions', () => {
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
    expect(parseMetafieldDefinitions({definitions})).toEqual(expected);
    expect(() => parseMetafieldDefinitions({})).toThrow(/expected a list/);
  });
});
