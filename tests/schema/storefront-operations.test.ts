/**
 * Every Storefront API operation the app sends, validated against the
 * official 2025-04 schema shipped in @shopify/hydrogen-react — so a typo or a
 * removed field fails here, not in production.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative} from 'node:path';
import {
  buildClientSchema,
  parse,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {BRAND} from '~/config/brand';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~/services/storefront/cart-fragments';
import {
  PRODUCT_METAFIELDS_FRAGMENT,
  VARIANT_METAFIELDS_FRAGMENT,
} from '~/services/storefront/metafield-fragments';

const require = createRequire(import.meta.url);
const schema = buildClientSchema(
  JSON.parse(readFileSync(require.resolve('@shopify/hydrogen-react/storefront.schema.json'), 'utf8')),
);

const APP_DIR = join(process.cwd(), 'app');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every `#graphql` template in app/, with `${FRAGMENT}` interpolations removed (fragments are joined below). */
function graphqlDocuments(): {file: string; document: DocumentNode}[] {
  return sourceFiles(APP_DIR).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/`#graphql([\s\S]*?)`/g)].map((match) => ({
      file: relative(process.cwd(), file),
      document: parse(match[1].replace(/\$\{[^}]+\}/g, '')),
    }));
  });
}

const documents = graphqlDocuments();
const fragments = new Map<string, FragmentDefinitionNode>();
for (const {document} of documents) {
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
}

/** The operation plus every fragment it reaches. */
function withFragments(operation: OperationDefinitionNode | DocumentNode): DocumentNode {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode | DocumentNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (fragment && !needed.has(name)) {
          needed.set(name, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  const own = 'definitions' in operation ? [...operation.definitions] : [operation];
  const ownNames = new Set(own.flatMap((d) => (d.kind === 'FragmentDefinition' ? [d.name.value] : [])));
  return {
    kind: 'Document' as DocumentNode['kind'],
    definitions: [...own, ...[...needed.values()].filter((f) => !ownNames.has(f.name.value))],
  } as DocumentNode;
}

const operations = documents.flatMap(({file, document}) =>
  document.definitions.flatMap((definition) =>
    definition.kind === 'OperationDefinition'
      ? [{name: `${file}: ${definition.name?.value ?? 'anonymous'}`, operation: definition}]
      : [],
  ),
);

describe('Storefront API operations', () => {
  it('finds the app operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(5);
  });

  it.each(operations)('$name is valid against the 2025-04 schema', ({operation}) => {
    expect(validate(schema, withFragments(operation)).map((error) => error.message)).toEqual([]);
  });

  it("the cart fragments are valid inside Hydrogen's cart query and mutations", () => {
    // The wrappers Hydrogen's cart handler puts around our fragments (2025.4).
    const query = parse(`
      query CartQuery($cartId: ID!, $numCartLines: Int = 100, $country: CountryCode = ZZ, $language: LanguageCode)
      @inContext(country: $country, language: $language) { cart(id: $cartId) { ...CartApiQuery } }
      ${CART_QUERY_FRAGMENT.replace(/#graphql/g, '')}`);
    const mutation = parse(`
      mutation cartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode = ZZ, $language: LanguageCode)
      @inContext(country: $country, language: $language) {
        cartLinesAdd(cartId: $cartId, lines: $lines) {
          cart { ...CartApiMutation }
          userErrors { code field message }
          warnings { code message target }
        }
      }
      ${CART_MUTATE_FRAGMENT.replace(/#graphql/g, '')}`);
    expect(validate(schema, query).map((error) => error.message)).toEqual([]);
    expect(validate(schema, mutation).map((error) => error.message)).toEqual([]);
  });

  it('reads the retailer metafields from the brand namespace', () => {
    const namespaces = new Set(
      [...`${VARIANT_METAFIELDS_FRAGMENT}${PRODUCT_METAFIELDS_FRAGMENT}`.matchAll(/namespace: "([^"]+)"/g)].map(
        (match) => match[1],
      ),
    );
    expect(namespaces).toEqual(new Set([BRAND.metafieldNamespace, 'custom']));
  });
});
