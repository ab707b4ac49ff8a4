/**
 * `npm run shopify:csv [-- --check] [-- --image-url 'https://host/files/{key}.png']`: the demo catalogue (what the
 * Storefront stand-in serves) as files a development store can take.
 *
 * - shopify/products.csv: Shopify's product CSV import format (one row per variant, the product's fields on its first
 *   row, extra image rows after the variants) with the product metafields as `Name (product.metafields.ns.key)`
 *   columns. Import it in the admin: Products → Import.
 * - shopify/metafield-values.csv: the variant and shop metafield values, which Shopify's product import does not take
 *   (it carries product metafields only), one row per value: Owner, Handle, Variant SKU, Namespace, Key, Type, Value.
 *
 * Images: the demo's drawings are SVGs served by the stand-in, which a store cannot fetch (nor use as product
 * images), so the committed CSV has none; `--image-url` with a `{key}` placeholder writes Image Src, Image Position,
 * Image Alt Text and Variant Image for images hosted there. `--check` writes nothing and exits 1 if the committed
 * files differ from what the catalogue gives (a stale CSV).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {catalogue as demoCatalogue} from '../tests/mocks/fixtures/catalogue';
import type {FixtureCatalogue, FixtureMetafield} from '../tests/mocks/fixtures/types';
import {descriptionToHtml} from '../tests/mocks/storefront/product-objects';
import {loadDefinitions, type ShopifyDefinitions} from './shopify-definitions';

export const PRODUCTS_CSV = fileURLToPath(new URL('../shopify/products.csv', import.meta.url));
export const METAFIELD_VALUES_CSV = fileURLToPath(new URL('../shopify/metafield-values.csv', import.meta.url));

/* ------------------------------------------------------------------ RFC 4180 */

/** Fields with a comma, quote or line break are quoted, quotes doubled; records end with CRLF as RFC 4180 says. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/**
 * RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF ends a record; a final
 * line break adds no record. A quote inside an unquoted field, text after a closing quote or an unclosed quote is an
 * error (with its line), never a silent guess.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let fieldText = '';
  // A quoted field was read and not yet ended (it may be empty: `""` at the very end is still a record).
  let pending = false;
  let line = 1;
  let i = 0;
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endField = () => {
    row.push(fieldText);
    fieldText = '';
    pending = false;
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < input.length) {
    const char = input[i];
    if (char === '"' && fieldText === '' && !pending) {
      // A quoted field.
      const start = line;
      i++;
      for (;;) {
        if (i >= input.length) throw new Error(`CSV: unclosed quote from line ${start}`);
        if (input[i] === '"') {
          if (input[i + 1] === '"') {
            fieldText += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (input[i] === '\n') line++;
        fieldText += input[i++];
      }
      const next = input[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new Error(`CSV: text after a closing quote on line ${line}`);
      }
      pending = true;
      if (next === ',') {
        endField();
        i++;
        if (i === input.length) endRow();
      }
      continue;
    }
    if (char === '"') throw new Error(`CSV: quote inside an unquoted field on line ${line}`);
    if (char === ',') {
      endField();
      i++;
      if (i === input.length) endRow();
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRow();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    fieldText += char;
    i++;
  }
  if (fieldText !== '' || pending || row.length > 0) endRow();
  return rows;
}

/** Rows as objects keyed by the header row; every row must have the header's width. */
export function csvRecords(text: string): {header: string[]; records: Map<string, string>[]} {
  const [header, ...rows] = parseCsv(text);
  if (!header) return {header: [], records: []};
  return {
    header,
    records: rows.map((row, index) => {
      if (row.length !== header.length) {
        throw new Error(`CSV: record ${index + 2} has ${row.length} fields, the header ${header.length}`);
      }
      return new Map(header.map((name, column) => [name, row[column]]));
    }),
  };
}

/* ------------------------------------------------------------ Shopify's format */

const PRODUCT_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'Variant Image',
  'Variant Weight Unit',
  'Status',
] as const;

const METAFIELD_COLUMN = /\((product)\.metafields\.([^.\s]+)\.([^)\s]+)\)$/;
const METAFIELD_VALUE_COLUMNS = ['Owner', 'Handle', 'Variant SKU', 'Namespace', 'Key', 'Type', 'Value'];

const bool = (value: boolean) => (value ? 'TRUE' : 'FALSE');
const grams = (kilograms: number) => String(Math.round(kilograms * 1000));

export interface CsvOptions {
  /** Where the images are hosted: `{key}` is replaced by the image key. Without it the CSV has no images. */
  imageUrl?: string | null;
}

function productMetafieldColumns(definitions: ShopifyDefinitions) {
  return definitions.metafields
    .filter((definition) => definition.ownerType === 'PRODUCT')
    .map((definition) => ({
      header: `${definition.name} (product.metafields.${definition.namespace}.${definition.key})`,
      namespace: definition.namespace,
      key: definition.key,
    }));
}

/** shopify/products.csv for `catalogue`. */
export function productsCsv(
  catalogue: FixtureCatalogue,
  definitions: ShopifyDefinitions = loadDefinitions(),
  {imageUrl = null}: CsvOptions = {},
): string {
  const metafieldColumns = productMetafieldColumns(definitions);
  const header = [...PRODUCT_COLUMNS, ...metafieldColumns.map((column) => column.header)];
  const rows: string[][] = [header];
  const src = (key: string) => (imageUrl ? imageUrl.replaceAll('{key}', key) : '');
  for (const product of catalogue.products) {
    const images = imageUrl ? product.images : [];
    const count = Math.max(product.variants.length, images.length);
    for (let index = 0; index < count; index++) {
      const variant = product.variants[index];
      const image = images[index];
      const first = index === 0;
      const values = new Map<string, string>([['Handle', product.handle]]);
      if (first) {
        values.set('Title', product.title);
        values.set('Body (HTML)', descriptionToHtml(product.description));
        values.set('Vendor', product.vendor);
        values.set('Type', product.productType);
        values.set('Tags', product.tags.join(', '));
        values.set('Published', 'TRUE');
        values.set('Gift Card', 'FALSE');
        values.set('Status', 'active');
        product.options.forEach((option, n) => values.set(`Option${n + 1} Name`, option.name));
        for (const column of metafieldColumns) {
          const found = product.metafields.find((m) => m.namespace === column.namespace && m.key === column.key);
          values.set(column.header, found?.value ?? '');
        }
      }
      if (variant) {
        product.options.forEach((option, n) => {
          const selected = variant.selectedOptions.find((item) => item.name === option.name);
          values.set(`Option${n + 1} Value`, selected?.value ?? '');
        });
        values.set('Variant SKU', variant.sku);
        values.set('Variant Grams', grams(variant.weight));
        values.set('Variant Inventory Tracker', 'shopify');
        values.set('Variant Inventory Qty', String(variant.quantityAvailable));
        values.set('Variant Inventory Policy', 'deny');
        values.set('Variant Fulfillment Service', 'manual');
        values.set('Variant Price', variant.price);
        values.set('Variant Compare At Price', variant.compareAtPrice ?? '');
        values.set('Variant Requires Shipping', bool(variant.requiresShipping));
        values.set('Variant Taxable', bool(variant.taxable));
        values.set('Variant Image', variant.imageKey && imageUrl ? src(variant.imageKey) : '');
        values.set('Variant Weight Unit', 'kg');
      }
      if (image) {
        values.set('Image Src', src(image.key));
        values.set('Image Position', String(index + 1));
        values.set('Image Alt Text', image.altText);
      }
      rows.push(header.map((name) => values.get(name) ?? ''));
    }
  }
  return formatCsv(rows);
}

/** shopify/metafield-values.csv: the shop's, then each variant's metafield values. */
export function metafieldValuesCsv(catalogue: FixtureCatalogue): string {
  const rows: string[][] = [METAFIELD_VALUE_COLUMNS];
  const push = (owner: string, handle: string, sku: string, field: FixtureMetafield) =>
    rows.push([owner, handle, sku, field.namespace, field.key, field.type, field.value]);
  for (const field of catalogue.shop.metafields) push('SHOP', '', '', field);
  for (const product of catalogue.products) {
    for (const variant of product.variants) {
      for (const field of variant.metafields) push('PRODUCTVARIANT', product.handle, variant.sku, field);
    }
  }
  return formatCsv(rows);
}

/* ------------------------------------------------------------------ reading back */

/** A product as the CSV files describe it: what the store will hold after the import and the values step. */
export interface CsvProduct {
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  options: {name: string; values: string[]}[];
  metafields: FixtureMetafield[];
  images: {src: string; altText: string}[];
  variants: {
    sku: string;
    title: string;
    selectedOptions: {name: string; value: string}[];
    price: string;
    compareAtPrice: string | null;
    quantityAvailable: number;
    availableForSale: boolean;
    weight: number;
    requiresShipping: boolean;
    taxable: boolean;
    image: string | null;
    metafields: FixtureMetafield[];
  }[];
}

export interface CsvCatalogue {
  shopMetafields: FixtureMetafield[];
  products: CsvProduct[];
}

/** Reads both files back, as Shopify would: rows grouped by Handle, option values in order of appearance. */
export function readCsvCatalogue(
  products: string,
  metafieldValues: string,
  definitions: ShopifyDefinitions = loadDefinitions(),
): CsvCatalogue {
  const {header, records} = csvRecords(products);
  const types = new Map(definitions.metafields.map((d) => [`${d.ownerType} ${d.namespace}.${d.key}`, d.type]));
  const metafieldColumns = header.flatMap((name) => {
    const match = METAFIELD_COLUMN.exec(name);
    return match ? [{header: name, namespace: match[2], key: match[3]}] : [];
  });
  const byHandle = new Map<string, CsvProduct>();
  const optionNames = new Map<string, string[]>();
  for (const record of records) {
    const get = (name: string) => record.get(name) ?? '';
    const handle = get('Handle');
    let product = byHandle.get(handle);
    if (!product) {
      const names = [1, 2, 3].map((n) => get(`Option${n} Name`)).filter(Boolean);
      optionNames.set(handle, names);
      product = {
        handle,
        title: get('Title'),
        descriptionHtml: get('Body (HTML)'),
        vendor: get('Vendor'),
        productType: get('Type'),
        tags: get('Tags')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        options: names.map((name) => ({name, values: []})),
        metafields: metafieldColumns.flatMap((column) => {
          const value = get(column.header);
          const type = types.get(`PRODUCT ${column.namespace}.${column.key}`);
          if (!type) throw new Error(`products.csv: no definition for product.metafields.${column.namespace}.${column.key}`);
          return value === '' ? [] : [{namespace: column.namespace, key: column.key, type, value}];
        }),
        images: [],
        variants: [],
      };
      byHandle.set(handle, product);
    }
    if (get('Image Src')) product.images.push({src: get('Image Src'), altText: get('Image Alt Text')});
    if (get('Variant SKU') || get('Option1 Value')) {
      const selectedOptions = (optionNames.get(handle) ?? []).map((name, n) => ({name, value: get(`Option${n + 1} Value`)}));
      selectedOptions.forEach(({value}, n) => {
        if (!product.options[n].values.includes(value)) product.options[n].values.push(value);
      });
      const quantity = Number(get('Variant Inventory Qty'));
      product.variants.push({
        sku: get('Variant SKU'),
        title: selectedOptions.map((option) => option.value).join(' / '),
        selectedOptions,
        price: get('Variant Price'),
        compareAtPrice: get('Variant Compare At Price') || null,
        quantityAvailable: quantity,
        // Inventory tracked and never oversold: a variant is for sale while it has stock.
        availableForSale: get('Variant Inventory Policy') === 'continue' || quantity > 0,
        weight: Number(get('Variant Grams')) / 1000,
        requiresShipping: get('Variant Requires Shipping') === 'TRUE',
        taxable: get('Variant Taxable') === 'TRUE',
        image: get('Variant Image') || null,
        metafields: [],
      });
    }
  }

  const shopMetafields: FixtureMetafield[] = [];
  const variantsBySku = new Map(
    [...byHandle.values()].flatMap((product) => product.variants.map((variant) => [`${product.handle} ${variant.sku}`, variant])),
  );
  for (const record of csvRecords(metafieldValues).records) {
    const get = (name: string) => record.get(name) ?? '';
    const field = {namespace: get('Namespace'), key: get('Key'), type: get('Type'), value: get('Value')};
    if (get('Owner') === 'SHOP') {
      shopMetafields.push(field);
    } else {
      const variant = variantsBySku.get(`${get('Handle')} ${get('Variant SKU')}`);
      if (!variant) throw new Error(`metafield-values.csv: no variant ${get('Variant SKU')} of ${get('Handle')}`);
      variant.metafields.push(field);
    }
  }
  return {shopMetafields, products: [...byHandle.values()]};
}

/* ------------------------------------------------------------------ command */

export function main(argv: readonly string[]): number {
  const check = argv.includes('--check');
  const imageAt = argv.indexOf('--image-url');
  const imageUrl = imageAt >= 0 ? argv[imageAt + 1] : null;
  if (imageAt >= 0 && !imageUrl?.includes('{key}')) {
    console.error("--image-url needs a URL with {key}, e.g. 'https://cdn.example.com/demo/{key}.png'");
    return 2;
  }
  const files = [
    {path: PRODUCTS_CSV, text: productsCsv(demoCatalogue, loadDefinitions(), {imageUrl})},
    {path: METAFIELD_VALUES_CSV, text: metafieldValuesCsv(demoCatalogue)},
  ];
  if (check) {
    const stale = files.filter(({path, text}) => {
      try {
        return readFileSync(path, 'utf8') !== text;
      } catch {
        return true;
      }
    });
    for (const {path} of stale) console.error(`${path} is stale: run npm run shopify:csv`);
    return stale.length > 0 ? 1 : 0;
  }
  for (const {path, text} of files) writeFileSync(path, text);
  const variants = demoCatalogue.products.reduce((sum, product) => sum + product.variants.length, 0);
  console.log(`Wrote ${demoCatalogue.products.length} products, ${variants} variants to shopify/products.csv and their variant and shop metafield values to shopify/metafield-values.csv`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
