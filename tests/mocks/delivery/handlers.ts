/**
 * Stand-in for the retailer's delivery and stock service (`{ecom_base}`),
 * mounted under `/ecom` on any origin (the mock shop: `${MOCK_SHOP_ORIGIN}/ecom`):
 *   GET  /ecom/quickship/eligible-postcode?postcode=2000
 *   GET  /ecom/stock?skus=A,B&warehouse_id=SYD01&quantities=1,2
 *   POST /ecom/shipping-simple {suburb, postcode, is_member, items: [{sku, grams, price, quantity}]}
 * plus the fault switch at /__control/delivery. The rules are in
 * tests/mocks/fixtures/delivery-rates.ts and INDEX.md.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import {createFaultSwitch, type Fault, type FaultSwitch} from '../fault-switch';
import {isPostcode} from './postcodes';
import {eligiblePostcodeReply} from './quickship';
import {parseShippingRequest, quoteShipping} from './shipping';
import {stockEntry, WAREHOUSE_IDS} from './stock';

export const DELIVERY_PATH_PREFIX = '/ecom';

const badRequest = (message: string) => HttpResponse.json({message}, {status: 400});

const csv = (value: string | null) =>
  value === null
    ? []
    : value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');

/** The stock query's lists, or what is wrong with them. */
function parseStockQuery(
  params: URLSearchParams,
): {ok: true; skus: string[]; warehouseId: string; quantities: number[]} | {ok: false; message: string} {
  const skus = csv(params.get('skus'));
  if (skus.length === 0) return {ok: false, message: 'skus is required (comma-separated)'};
  const warehouseId = params.get('warehouse_id') ?? '';
  if (!WAREHOUSE_IDS.includes(warehouseId)) {
    return {ok: false, message: `warehouse_id must be one of ${WAREHOUSE_IDS.join(', ')}`};
  }
  const quantityList = csv(params.get('quantities'));
  if (quantityList.length === 0) return {ok: true, skus, warehouseId, quantities: skus.map(() => 1)};
  const quantities = quantityList.map(Number);
  if (quantities.length !== skus.length || !quantities.every((q) => Number.isInteger(q) && q > 0)) {
    return {ok: false, message: 'quantities must list one positive integer per sku'};
  }
  return {ok: true, skus, warehouseId, quantities};
}

export interface DeliveryHandlerOptions {
  fault: FaultSwitch;
  /** The clock cut-off times are computed from. */
  now: () => Date;
}

export function createDeliveryHandlers({fault, now}: DeliveryHandlerOptions): RequestHandler[] {
  const route = (path: string) => `*${DELIVERY_PATH_PREFIX}${path}`;
  return [
    ...fault.controlHandlers,
    http.get(route('/quickship/eligible-postcode'), ({request}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const postcode = new URL(request.url).searchParams.get('postcode');
      if (!isPostcode(postcode)) return badRequest('postcode must be four digits');
      return HttpResponse.json(eligiblePostcodeReply(postcode, now()));
    }),
    http.get(route('/stock'), ({request}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const query = parseStockQuery(new URL(request.url).searchParams);
      if (!query.ok) return badRequest(query.message);
      return HttpResponse.json(
        query.skus.map((sku, index) => stockEntry(sku, query.warehouseId, query.quantities[index])),
      );
    }),
    http.post(route('/shipping-simple'), async ({request}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const body: unknown = await request.json().catch(() => undefined);
      const parsed = parseShippingRequest(body);
      if (!parsed.ok) return badRequest(parsed.message);
      return HttpResponse.json(quoteShipping(parsed.request));
    }),
  ];
}

/** The switch behind `handlers` (vitest and the mock shop). */
export const deliveryFault = createFaultSwitch('delivery');

export const handlers: RequestHandler[] = createDeliveryHandlers({fault: deliveryFault, now: () => new Date()});

/** Make every delivery route misbehave (see FAULTS in ../fault-switch), or (null) answer normally again. */
export function setDeliveryFault(fault: Fault | null): void {
  deliveryFault.set(fault);
}

/** Back to normal behaviour (call between tests). */
export function resetDeliveryStandIn(): void {
  deliveryFault.set(null);
}
