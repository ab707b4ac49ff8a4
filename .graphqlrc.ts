import type {IGraphQLConfig} from 'graphql-config';
import {getSchema} from '@shopify/hydrogen-codegen';

/**
 * Storefront API codegen (`npm run codegen`): every `#graphql` string in app/
 * is typed into storefrontapi.generated.d.ts, which is committed.
 */
export default {
  projects: {
    default: {
      schema: getSchema('storefront'),
      documents: ['./*.{ts,tsx,js,jsx}', './app/**/*.{ts,tsx,js,jsx}'],
    },
  },
} as IGraphQLConfig;
