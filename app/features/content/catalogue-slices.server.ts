import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {ProductSummary} from '~/domain/types';
import {catalogueSliceRequests, type CatalogueRequest} from '~/domain/catalogue-requests';
import {getCollectionPage} from '~/services/storefront/collections.server';
import {
  getProductTilesByHandles,
  getProductTilesByVariantIds,
} from '~/services/storefront/products.server';

/**
 * Resolves the product tiles every catalogue slice on a page shows, in
 * parallel. A slice whose products fail to load is reported and left empty;
 * the page still renders.
 */
export async function resolveCatalogueSlices(
  context: AppLoadContext,
  slices: readonly {slice_type: string}[],
): Promise<Record<string, ProductSummary[]>> {
  const requests = catalogueSliceRequests(slices);
  const entries = await Promise.all(
    requests.map(async (request) => {
      try {
        return [request.sliceId, await tilesFor(context, request)] as const;
      } catch (error) {
        context.reportError(error, {service: 'storefront', url: `catalogue slice ${request.sliceId}`});
        return [request.sliceId, []] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

async function tilesFor(context: AppLoadContext, request: CatalogueRequest): Promise<ProductSummary[]> {
  switch (request.kind) {
    case 'products':
      return getProductTilesByHandles(context.storefront, request.handles);
    case 'variants':
      return getProductTilesByVariantIds(context.storefront, request.variantIds);
    case 'collection': {
      const collection = await getCollectionPage(context.storefront, request.handle);
      return collection?.products.slice(0, request.limit) ?? [];
    }
    case 'recommendations':
      // Searchspring recommendations are not wired up yet; the slice renders nothing.
      return [];
  }
}
