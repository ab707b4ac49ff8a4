/**
 * What products each catalogue slice needs, so the route loader can fetch
 * them before rendering (slice components never fetch). The loader puts the
 * resolved tiles in SliceZone's context under `products[sliceId]`.
 */
import {variantGidFromParam} from '~/domain/gid';
import type {CatalogueSlice} from './slice-types';

/** Products shown when the editor leaves max_products_limit empty: 12, as for recommendations. */
export const DEFAULT_CATALOGUE_LIMIT = 12;
/** Upper bound, so one slice cannot ask the Storefront API for a whole catalogue. */
export const MAX_CATALOGUE_LIMIT = 24;

export type CatalogueRequest =
  /** Default variation with chosen products, in the editor's order. */
  | {sliceId: string; kind: 'products'; handles: string[]}
  /** Default variation without items: the first `limit` products of a collection. */
  | {sliceId: string; kind: 'collection'; handle: string; limit: number}
  /** Variant variation: specific variants, in the editor's order. */
  | {sliceId: string; kind: 'variants'; variantIds: string[]}
  /** Searchspring variation: a recommendation profile tag. */
  | {sliceId: string; kind: 'recommendations'; tag: string; limit: number};

function limitOf(value: number | null): number {
  if (value === null || !Number.isFinite(value) || value < 1) return DEFAULT_CATALOGUE_LIMIT;
  return Math.min(Math.floor(value), MAX_CATALOGUE_LIMIT);
}

function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))];
}

function isCatalogue(slice: {slice_type: string}): slice is CatalogueSlice {
  return slice.slice_type === 'catalogue';
}

function requestFor(slice: CatalogueSlice): CatalogueRequest | null {
  const limit = limitOf(slice.primary.max_products_limit);
  const tag = slice.primary.tag?.trim() ?? '';

  switch (slice.variation) {
    case 'searchspring':
      return tag ? {sliceId: slice.id, kind: 'recommendations', tag, limit} : null;
    case 'variant': {
      const variantIds = unique(
        slice.items.map((item) => (item.variant ? variantGidFromParam(String(item.variant.id)) : null)),
      ).slice(0, limit);
      return variantIds.length > 0 ? {sliceId: slice.id, kind: 'variants', variantIds} : null;
    }
    default: {
      const handles = unique(slice.items.map((item) => item.product?.handle?.trim())).slice(0, limit);
      if (handles.length > 0) return {sliceId: slice.id, kind: 'products', handles};
      return tag ? {sliceId: slice.id, kind: 'collection', handle: tag, limit} : null;
    }
  }
}

/** One request per catalogue slice that has something to show, in slice order. */
export function catalogueSliceRequests(slices: readonly {slice_type: string}[]): CatalogueRequest[] {
  return slices
    .filter(isCatalogue)
    .map(requestFor)
    .filter((request): request is CatalogueRequest => request !== null);
}
