/**
 * The retailer's delivery and stock service (`{ecom_base}`; the local
 * stand-in at `${MOCK_SHOP_ORIGIN}/ecom` unless ECOM_BASE_URL is set).
 * Every call has a timeout; the GETs are retried (DELIVERY_GET_RETRIES). Failures
 * are reported and come back as null (postcode, estimate) or no stock, so the bag
 * keeps working: the estimator then says delivery is unavailable.
 */
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {quickshipPostcodeFromWire, shippingEstimateFromWire, stockLevelsFromWire} from './reshape';
import type {QuickshipPostcode, ShippingEstimate, ShippingEstimateRequest, StockLevel, StockQuery} from './types';
import {requestUpstreamJson, type UpstreamJsonResult} from '~/services/upstream/upstream-json.server';

export type * from './types';

/** The bag waits on these calls; past this, delivery is shown as unavailable. */
export const DELIVERY_TIMEOUT_MS = 4000;
/**
 * A GET is retried twice, at once, after a network error or a retry-safe server error (502, 503, 504). A POST is
 * never retried: a repeated POST could be billed twice.
 */
export const DELIVERY_GET_RETRIES = 2;

export interface DeliveryServiceOptions {
  /** e.g. https://ecom.example.com.au or `${MOCK_SHOP_ORIGIN}/ecom`. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Cancels calls when the shopper's request goes away (not reported). */
  signal?: AbortSignal;
  reportError: ReportError;
}

const POSTCODE = /^\d{4}$/;

/** Comma-separated list in a query string, commas kept literal as the service documents them. */
const csvParam = (values: (string | number)[]) => values.map((v) => encodeURIComponent(String(v))).join(',');

export function createDeliveryService({
  baseUrl,
  fetch,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  signal,
  reportError,
}: DeliveryServiceOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  function report(error: Error, method: string, url: string, status?: number) {
    if (signal?.aborted) return; // the shopper left; nothing failed
    reportError(error, {service: 'delivery', method, url, status});
  }

  /** The reply body, or undefined after reporting the failure. */
  function bodyOf(result: UpstreamJsonResult, method: string, url: string): unknown {
    if (result.ok) return result.body;
    report(result.error, method, url, result.status);
    return undefined;
  }

  const get = (url: string) =>
    requestUpstreamJson({url, timeoutMs, signal, fetch, retries: DELIVERY_GET_RETRIES}).then((result) =>
      bodyOf(result, 'GET', url),
    );

  return {
    /** Quickship eligibility of a four-digit postcode; null for any other input (not sent) or on failure. */
    async checkPostcode(postcode: string): Promise<QuickshipPostcode | null> {
      const code = postcode.trim();
      if (!POSTCODE.test(code)) return null;
      const url = `${base}/quickship/eligible-postcode?postcode=${code}`;
      const body = await get(url);
      if (body === undefined) return null;
      const answer = quickshipPostcodeFromWire(code, body);
      if (!answer) report(new Error('Unreadable eligible-postcode reply'), 'GET', url);
      return answer;
    },

    /** Stock of `skus` at a quickship warehouse; on failure nothing counts as available ([]). */
    async stock({skus, warehouseId, quantities}: StockQuery): Promise<StockLevel[]> {
      if (skus.length === 0 || warehouseId === '') return [];
      if (quantities && quantities.length !== skus.length) {
        throw new TypeError('stock(): quantities must give one quantity per SKU');
      }
      const query = [
        `skus=${csvParam(skus)}`,
        `warehouse_id=${encodeURIComponent(warehouseId)}`,
        `quantities=${csvParam(quantities ?? skus.map(() => 1))}`,
      ].join('&');
      const url = `${base}/stock?${query}`;
      const body = await get(url);
      if (body === undefined) return [];
      const levels = stockLevelsFromWire(body);
      if (!levels) report(new Error('Unreadable stock reply'), 'GET', url);
      return levels ?? [];
    },

    /** Shipping rates for the bag; null on failure (the bag shows delivery as unavailable). */
    async estimate({suburb, postcode, isMember, items}: ShippingEstimateRequest): Promise<ShippingEstimate | null> {
      const url = `${base}/shipping-simple`;
      const result = await requestUpstreamJson({
        url,
        method: 'POST',
        timeoutMs,
        signal,
        fetch,
        body: {
          suburb: suburb.trim(),
          // The postcode is sent as a string; grams and cents as integers.
          postcode: String(postcode).trim(),
          is_member: isMember,
          items: items.map((item) => ({
            sku: item.sku,
            grams: Math.round(item.grams),
            price: Math.round(item.priceCents),
            quantity: item.quantity,
          })),
        },
      });
      const body = bodyOf(result, 'POST', url);
      if (body === undefined) return null;
      const read = shippingEstimateFromWire(body);
      if (!read) {
        report(new Error('Unreadable shipping-simple reply'), 'POST', url);
        return null;
      }
      if (read.unreadable.length > 0) {
        report(new Error(`Dropped rates with no readable code or price: ${read.unreadable.join(', ')}`), 'POST', url);
      }
      return read.estimate;
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
