/**
 * shopify/definitions.json against what the app really reads: every `metafield(namespace:, key:)`,
 * `metafields(identifiers:)` and `metaobject(s)` type in the app's `#graphql` operations, with its owner type from
 * the Storefront schema. Equal both ways, so a query cannot read a metafield the setup never defines and the file
 * cannot keep a definition nothing reads.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ObjectFieldNode,
  type ValueNode,
  getNamedType,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {BRAND} from '~/config/brand';
import {loadDefinitions, metafieldLabel} from '../../scripts/shopify-definitions';
import {catalogue} from '../mocks/fixtures/catalogue';
import {METAFIELD_TYPES} from '../mocks/shopify-admin/store';
import {storefrontSchema} from '../mocks/storefront/schema';

const APP_DIR = join(import.meta.dirname, '../../app');
const definitions = loadDefinitions();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `#graphql` template in the app, interpolations (fragments spread from other strings) removed. */
function appOperations(): {file: string; text: string}[] {
  return sourceFiles(APP_DIR).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/`#graphql([^`]*)`/g)].map((match) => ({
      file,
      text: match[1].replace(/\$\{[^}]*\}/g, ''),
    })),
  );
}

function literal(value: ValueNode | undefined, where: string): string | null {
  if (!value || value.kind === Kind.NULL) return null;
  if (value.kind !== Kind.STRING) throw new Error(`${where}: a ${value.kind} argument cannot be checked statically`);
  return value.value;
}

const field = (fields: readonly ObjectFieldNode[], name: string) => fields.find((item) => item.name.value === name)?.value;

/** The owner type a Storefront type's metafields have in the Admin API (`ProductVariant` → `PRODUCTVARIANT`). */
const ownerType = (typeName: string) => typeName.toUpperCase();

function readByApp() {
  const metafields = new Set<string>();
  const metaobjects = new Set<string>();
  const typeInfo = new TypeInfo(storefrontSchema());
  for (const {file, text} of appOperations()) {
    const document = parse(text);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const parent = typeInfo.getParentType();
          const where = `${file}: ${parent?.name}.${node.name.value}`;
          const args = new Map((node.arguments ?? []).map((arg) => [arg.name.value, arg.value]));
          if (node.name.value === 'metafield' && parent) {
            metafields.add(
              metafieldLabel({
                ownerType: ownerType(parent.name),
                namespace: literal(args.get('namespace'), where) ?? '(app)',
                key: literal(args.get('key'), where) ?? '',
              }),
            );
          }
          if (node.name.value === 'metafields' && parent && args.has('identifiers')) {
            const list = args.get('identifiers');
            if (list?.kind !== Kind.LIST) throw new Error(`${where}: identifiers must be a literal list`);
            for (const item of list.values) {
              if (item.kind !== Kind.OBJECT) throw new Error(`${where}: an identifier must be a literal object`);
              metafields.add(
                metafieldLabel({
                  ownerType: ownerType(parent.name),
                  namespace: literal(field(item.fields, 'namespace'), where) ?? '(app)',
                  key: literal(field(item.fields, 'key'), where) ?? '',
                }),
              );
            }
          }
          const fieldType = typeInfo.getType();
          const named = fieldType ? getNamedType(fieldType).name : '';
          if (node.name.value === 'metaobjects' && named === 'MetaobjectConnection') {
            metaobjects.add(literal(args.get('type'), where) ?? '');
          }
          if (node.name.value === 'metaobject' && named === 'Metaobject') {
            const handle = args.get('handle');
            if (handle?.kind !== Kind.OBJECT) throw new Error(`${where}: metaobject(handle:) must be a literal object`);
            metaobjects.add(literal(field(handle.fields, 'type'), where) ?? '');
          }
        },
      }),
    );
  }
  return {metafields, metaobjects};
}

describe('shopify/definitions.json', () => {
  const read = readByApp();

  it('finds the app operations it checks (the scan itself works)', () => {
    expect(appOperations().length).toBeGreaterThan(5);
    expect(read.metafields).toContain(`PRODUCTVARIANT ${BRAND.metafieldNamespace}.quickship`);
    expect(read.metafields).toContain(`SHOP ${BRAND.metafieldNamespace}.membership_discount`);
  });

  it('defines exactly the metafields the app reads, on the owner types it reads them from', () => {
    const defined = definitions.metafields.map(metafieldLabel).sort();
    expect(defined).toEqual([...read.metafields].sort());
    expect(new Set(defined).size).toBe(defined.length);
  });

  it('defines exactly the metaobject types the app reads', () => {
    expect(definitions.metaobjects.map((definition) => definition.type).sort()).toEqual([...read.metaobjects].sort());
  });

  it('uses the brand namespace for the retailer\'s own fields', () => {
    const namespaces = new Set(definitions.metafields.map((definition) => definition.namespace));
    expect([...namespaces].sort()).toEqual(['custom', BRAND.metafieldNamespace].sort());
  });

  it('gives every definition a type Shopify knows', () => {
    for (const definition of definitions.metafields) expect(METAFIELD_TYPES, definition.key).toContain(definition.type);
    for (const field of definitions.metaobjects.flatMap((definition) => definition.fieldDefinitions)) {
      expect(METAFIELD_TYPES, field.key).toContain(field.type);
    }
  });

  it('has the type the demo catalogue stores under each metafield, and a value in the catalogue for each', () => {
    const byLabel = new Map(definitions.metafields.map((definition) => [metafieldLabel(definition), definition]));
    const used = new Set<string>();
    const check = (owner: string, fields: typeof catalogue.shop.metafields) => {
      for (const metafield of fields) {
        const label = metafieldLabel({ownerType: owner, ...metafield});
        expect(byLabel.get(label)?.type, label).toBe(metafield.type);
        used.add(label);
      }
    };
    check('SHOP', catalogue.shop.metafields);
    for (const product of catalogue.products) {
      check('PRODUCT', product.metafields);
      for (const variant of product.variants) check('PRODUCTVARIANT', variant.metafields);
    }
    expect([...used].sort()).toEqual([...byLabel.keys()].sort());
  });
});
