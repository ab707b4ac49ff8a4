import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  formatCsv,
  METAFIELD_VALUES_CSV,
  metafieldValuesCsv,
  parseCsv,
  PRODUCTS_CSV,
  productsCsv,
  readCsvCatalogue,
} from '../../scripts/shopify-csv';
import {loadDefinitions} from '../../scripts/shopify-definitions';
import {catalogue} from '../mocks/fixtures/catalogue';
import {executeStorefrontRequest} from '../mocks/storefront/execute';
import {createStorefrontStore} from '../mocks/storefront/handlers';

const definitions = loadDefinitions();

describe('parseCsv (RFC 4180)', () => {
  it.each([
    ['plain fields', 'a,b,c\r\n1,2,3\r\n', [['a', 'b', 'c'], ['1', '2', '3']]],
    ['LF line ends and no final line break', 'a,b\n1,2', [['a', 'b'], ['1', '2']]],
    ['empty fields', ',a,,\r\n', [['', 'a', '', '']]],
    ['quoted commas, quotes and line breaks', '"a,b","say ""hi""","two\r\nlines"\r\n', [['a,b', 'say "hi"', 'two\r\nlines']]],
    ['an empty quoted field last, with no line break', 'a\r\n""', [['a'], ['']]],
    ['a byte order mark', '\uFEFFHandle,Title\r\n', [['Handle', 'Title']]],
    ['nothing', '', []],
  ])('reads %s', (_case, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it.each([
    ['a quote inside an unquoted field', 'a,b"c\r\n', /quote inside an unquoted field on line 1/],
    ['text after a closing quote', 'a\r\n"b"c\r\n', /text after a closing quote on line 2/],
    ['an unclosed quote', 'a,"b\r\nc', /unclosed quote from line 1/],
  ])('refuses %s', (_case, text, message) => {
    expect(() => parseCsv(text)).toThrow(message);
  });

  it('reads back what formatCsv writes, whatever the fields hold', () => {
    const rows = [
      ['Handle', 'Body (HTML)', 'Value'],
      ['x', '<p>Line one<br>"quoted", and more</p>', '[{"id":"a","title":"B, C"}]'],
      ['', '', '\n'],
    ];
    expect(parseCsv(formatCsv(rows))).toEqual(rows);
  });
});

/** Every demo product as the Storefront stand-in serves it, by handle (hidden products included). */
async function servedCatalogue() {
  const store = createStorefrontStore();
  const ids = (owner: string) =>
    definitions.metafields
      .filter((definition) => definition.ownerType === owner)
      .map((definition) => `{namespace: "${definition.namespace}", key: "${definition.key}"}`)
      .join(' ');
  const fields = `
    handle title descriptionHtml vendor productType tags
    options { name optionValues { name } }
    metafields(identifiers: [${ids('PRODUCT')}]) { namespace key type value }
    variants(first: 250) { nodes {
      sku title selectedOptions { name value } price { amount } compareAtPrice { amount }
      quantityAvailable availableForSale weight weightUnit requiresShipping taxable
      metafields(identifiers: [${ids('PRODUCTVARIANT')}]) { namespace key type value }
    } }
  `;
  const aliases = catalogue.products.map((product, n) => `p${n}: product(handle: "${product.handle}") { ${fields} }`);
  const query = `{ shop { metafields(identifiers: [${ids('SHOP')}]) { namespace key type value } } ${aliases.join('\n')} }`;
  const reply = await executeStorefrontRequest(store, {query}, 'https://demo-shop.myshopify.com');
  // The reply is read field by field below; a type would only restate the query.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = reply.body as {data: any; errors?: unknown};
  expect(body.errors).toBeUndefined();
  return body.data;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const present = (list: any[]) => list.filter(Boolean);
const sortFields = <T extends {namespace: string; key: string}>(list: T[]) =>
  [...list].sort((a, b) => `${a.namespace}.${a.key}`.localeCompare(`${b.namespace}.${b.key}`));

describe('shopify/products.csv and metafield-values.csv', () => {
  it('read back into the catalogue the Storefront stand-in serves: products, options, variants, prices, stock, metafields', async () => {
    const served = await servedCatalogue();
    const fromCsv = readCsvCatalogue(productsCsv(catalogue, definitions), metafieldValuesCsv(catalogue), definitions);

    expect(fromCsv.shopMetafields).toEqual(present(served.shop.metafields));
    expect(fromCsv.products.map((product) => product.handle)).toEqual(catalogue.products.map((product) => product.handle));
    fromCsv.products.forEach((product, n) => {
      const expected = served[`p${n}`];
      expect(
        {
          handle: product.handle,
          title: product.title,
          descriptionHtml: product.descriptionHtml,
          vendor: product.vendor,
          productType: product.productType,
          tags: product.tags,
          options: product.options,
          metafields: sortFields(product.metafields),
          variants: product.variants.map((variant) => ({
            sku: variant.sku,
            title: variant.title,
            selectedOptions: variant.selectedOptions,
            price: Number(variant.price),
            compareAtPrice: variant.compareAtPrice === null ? null : Number(variant.compareAtPrice),
            quantityAvailable: variant.quantityAvailable,
            availableForSale: variant.availableForSale,
            weight: variant.weight,
            requiresShipping: variant.requiresShipping,
            taxable: variant.taxable,
            metafields: sortFields(variant.metafields),
          })),
        },
        product.handle,
      ).toEqual({
        handle: expected.handle,
        title: expected.title,
        descriptionHtml: expected.descriptionHtml,
        vendor: expected.vendor,
        productType: expected.productType,
        tags: expected.tags,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        options: expected.options.map((option: any) => ({
          name: option.name,
          values: option.optionValues.map((value: {name: string}) => value.name),
        })),
        metafields: sortFields(present(expected.metafields)),
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        variants: expected.variants.nodes.map((variant: any) => ({
          sku: variant.sku,
          title: variant.title,
          selectedOptions: variant.selectedOptions,
          price: Number(variant.price.amount),
          compareAtPrice: variant.compareAtPrice ? Number(variant.compareAtPrice.amount) : null,
          quantityAvailable: variant.quantityAvailable,
          availableForSale: variant.availableForSale,
          weight: variant.weightUnit === 'KILOGRAMS' ? variant.weight : NaN,
          requiresShipping: variant.requiresShipping,
          taxable: variant.taxable,
          metafields: sortFields(present(variant.metafields)),
        })),
      });
    });
  });

  it('carries the images, in order, when told where they are hosted', () => {
    const imageUrl = 'https://cdn.example.com/demo/{key}.png';
    const fromCsv = readCsvCatalogue(
      productsCsv(catalogue, definitions, {imageUrl}),
      metafieldValuesCsv(catalogue),
      definitions,
    );
    const url = (key: string) => imageUrl.replace('{key}', key);
    fromCsv.products.forEach((product, n) => {
      const fixture = catalogue.products[n];
      expect(product.images).toEqual(fixture.images.map((image) => ({src: url(image.key), altText: image.altText})));
      expect(product.variants.map((variant) => variant.image)).toEqual(
        fixture.variants.map((variant) => (variant.imageKey ? url(variant.imageKey) : null)),
      );
      // Image rows beyond the variants add no variant.
      expect(product.variants).toHaveLength(fixture.variants.length);
    });
  });

  it('writes Shopify import columns and one metafield column per product definition', () => {
    const [header] = parseCsv(productsCsv(catalogue, definitions));
    expect(header.slice(0, 8)).toEqual(['Handle', 'Title', 'Body (HTML)', 'Vendor', 'Product Category', 'Type', 'Tags', 'Published']);
    expect(header.filter((name) => name.includes('.metafields.'))).toEqual([
      'Campaign badge title (product.metafields.dreamhaus.product_campaign_badge_title)',
      'Campaign badge colour (product.metafields.dreamhaus.product_campaign_badge_color)',
      'Brands (product.metafields.dreamhaus.brand_list)',
    ]);
  });

  it('are committed up to date with the demo catalogue (npm run shopify:csv)', () => {
    expect(readFileSync(PRODUCTS_CSV, 'utf8') === productsCsv(catalogue, definitions), 'shopify/products.csv is stale').toBe(true);
    expect(readFileSync(METAFIELD_VALUES_CSV, 'utf8') === metafieldValuesCsv(catalogue), 'metafield-values.csv is stale').toBe(
      true,
    );
  });
});
