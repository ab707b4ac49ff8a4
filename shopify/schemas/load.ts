/**
 * Shopify's published GraphQL schemas, as introspection JSON (`manifest.json` says which package and version they
 * came from; `npm run shopify:schemas` refreshes them). Tests validate what we send to Shopify against them, and the
 * Storefront stand-in executes the Shopify Functions' input queries over them.
 */
import {readFileSync} from 'node:fs';
import {gunzipSync} from 'node:zlib';
import {buildClientSchema, type GraphQLSchema, type IntrospectionQuery} from 'graphql';
import manifest from './manifest.json';

export type ShopifySchemaName = keyof typeof manifest.schemas;

/** The API version every vendored schema is of, and the one the app's Shopify Functions and Admin calls target. */
export const SHOPIFY_SCHEMA_API_VERSION = manifest.apiVersion;

const loaded = new Map<ShopifySchemaName, GraphQLSchema>();

/** The schema, parsed once per process. */
export function shopifySchema(name: ShopifySchemaName): GraphQLSchema {
  let schema = loaded.get(name);
  if (!schema) {
    const file = new URL(manifest.schemas[name], import.meta.url);
    const json = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as {data?: IntrospectionQuery} & IntrospectionQuery;
    schema = buildClientSchema(json.data ?? json);
    loaded.set(name, schema);
  }
  return schema;
}
