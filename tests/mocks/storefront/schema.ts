import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {buildClientSchema, type GraphQLSchema, type IntrospectionQuery} from 'graphql';

/**
 * The official Storefront API schema (introspection JSON shipped with
 * hydrogen-react), so the stand-in accepts and rejects exactly the operations
 * Shopify would. Built once per process: parsing 700 kB of JSON per request
 * would dominate every response.
 */
let schema: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const file = createRequire(import.meta.url).resolve('@shopify/hydrogen-react/storefront.schema.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery | {data: IntrospectionQuery};
    schema = buildClientSchema('data' in json ? json.data : json);
  }
  return schema;
}
