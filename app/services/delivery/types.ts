/** App-side shapes of the delivery and stock service. No wire names (snake_case) past this folder. */

/** The quickship (express) answer for a postcode; field names follow the `_quickship_attrs` payload. */
export interface QuickshipPostcode {
  postcode: string;
  eligible: boolean;
  /** State code, e.g. 'NSW'; picks the regional cart message. */
  regionCode: string | null;
  /** When today's (or the next) order cut-off is, ISO 8601 with offset. */
  cutOffTime: string | null;
  /** The delivery day for orders placed before the cut-off, YYYY-MM-DD. */
  deliveryDay: string | null;
  warehouseId: string | null;
}

export interface StockLevel {
  sku: string;
  available: boolean;
  lowStock: boolean;
  insufficientStock: boolean;
}

export interface StockQuery {
  skus: string[];
  warehouseId: string;
  /** One per SKU, in the same order; defaults to 1 each. */
  quantities?: number[];
}

export interface ShippingItem {
  sku: string;
  /** Per unit (variant weight in kg × 1000). */
  grams: number;
  /** Per unit, in cents. */
  priceCents: number;
  quantity: number;
}

export interface ShippingEstimateRequest {
  suburb: string;
  postcode: string;
  isMember: boolean;
  items: ShippingItem[];
}

export interface ShippingRate {
  serviceCode: string;
  serviceName: string;
  description: string;
  store: string;
  priceCents: number;
}

export interface ShippingEstimate {
  rates: ShippingRate[];
  hasAssembly: boolean;
  hasFilteredQuickship: boolean;
}
