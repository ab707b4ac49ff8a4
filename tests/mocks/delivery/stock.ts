/**
 * Quickship warehouse stock, derived from the demo catalogue: each metro
 * warehouse holds every ready-to-ship (quickship) variant at its catalogue
 * `quantityAvailable`, minus the per-warehouse exclusions of the rate table.
 * Made-to-order variants and unknown SKUs are not held anywhere.
 */
import {BRAND} from '../../../app/config/brand';
import {metafieldValue, variantBySku} from '../fixtures/catalogue';
import {LOW_STOCK_MAX_UNITS, METRO_AREAS, WAREHOUSE_EXCLUDED_SKUS} from '../fixtures/delivery-rates';

/** One entry of the wire reply of `GET {ecom_base}/stock`. */
export interface StockReplyEntry {
  sku: string;
  available: boolean;
  low_stock: boolean;
  insufficient_stock: boolean;
}

export const WAREHOUSE_IDS: readonly string[] = METRO_AREAS.map((area) => area.warehouseId);

export function isQuickshipSku(sku: string): boolean {
  const found = variantBySku(sku);
  return found !== undefined && metafieldValue(found.variant, BRAND.metafieldNamespace, 'quickship') === 'true';
}

/** Units of `sku` on hand at `warehouseId`. */
export function unitsInWarehouse(sku: string, warehouseId: string): number {
  if (!WAREHOUSE_IDS.includes(warehouseId)) return 0;
  if (WAREHOUSE_EXCLUDED_SKUS[warehouseId]?.includes(sku)) return 0;
  const found = variantBySku(sku);
  if (!found || !found.variant.availableForSale || !isQuickshipSku(sku)) return 0;
  return found.variant.quantityAvailable;
}

export function stockEntry(sku: string, warehouseId: string, wanted: number): StockReplyEntry {
  const units = unitsInWarehouse(sku, warehouseId);
  const available = units > 0;
  return {
    sku,
    available,
    // Both flags can be true at once; the storefront reads "insufficient" first.
    low_stock: available && units <= LOW_STOCK_MAX_UNITS,
    insufficient_stock: available && wanted > units,
  };
}
