import {getDirectiveValues, type GraphQLResolveInfo} from 'graphql';
import type {StorefrontStore} from './store';

/** What every resolver gets as graphql's context value: one per request. */
export interface StorefrontContext {
  store: StorefrontStore;
  /** The request URL's origin: image and checkout URLs point back at whoever served the request. */
  origin: string;
  /** Read once per request so one response never mixes two clocks. */
  now: Date;
}

/** The shop sells in one market; `@inContext` may ask for others but Shopify would fall back to this one. */
export const SHOP_COUNTRY = 'AU';
export const SHOP_LANGUAGE = 'EN';

export interface BuyerContext {
  country: string | null;
  language: string | null;
}

/** The operation's `@inContext(country:, language:)` values, with variables applied. */
export function buyerContextOf(info: GraphQLResolveInfo): BuyerContext {
  const directive = info.schema.getDirective('inContext');
  const values = directive ? getDirectiveValues(directive, info.operation, info.variableValues) : undefined;
  const country = typeof values?.country === 'string' && values.country !== 'ZZ' ? values.country : null;
  const language = typeof values?.language === 'string' ? values.language : null;
  return {country, language};
}
