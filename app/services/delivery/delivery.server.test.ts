import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {http, HttpResponse} from 'msw';
import {mockServer, withStandIns} from '../../../tests/mocks/node';
import {FIXTURE_CASES} from '../../../tests/mocks/fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES as CASES} from '../../../tests/mocks/fixtures/delivery-rates';
import {
  handlers as deliveryHandlers,
  resetDeliveryStandIn,
  setDeliveryFault,
} from '../../../tests/mocks/delivery/handlers';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {createDeliveryService, DELIVERY_GET_RETRIES, type ShippingItem} from './delivery.server';

const ECOM = 'http://127.0.0.1:4100/ecom';

withStandIns();
// Not yet part of tests/mocks/handlers.ts: registered here for each test.
beforeEach(() => mockServer.use(...deliveryHandlers));
afterEach(() => resetDeliveryStandIn());

function service(options: {timeoutMs?: number; signal?: AbortSignal; fetch?: typeof fetch} = {}) {
  const reportError = vi.fn<ReportError>();
  return {delivery: createDeliveryService({baseUrl: `${ECOM}/`, reportError, ...options}), reportError};
}

/** A fetch that records what it was asked, then really fetches. */
function recordingFetch() {
  const calls: {url: string; init?: RequestInit}[] = [];
  const recording: typeof fetch = (input, init) => {
    calls.push({url: String(input), init});
    return fetch(input, init);
  };
  return {calls, fetch: recording};
}

/** Counts attempts at a route, answering each with `answer`. */
function answerRoute(method: 'get' | 'post', path: string, answer: (attempt: number) => Response) {
  let attempts = 0;
  mockServer.use(http[method](`*/ecom${path}`, () => answer(++attempts)));
  return () => attempts;
}

const quickshipMattress: ShippingItem = {
  sku: FIXTURE_CASES.quickship.sku,
  grams: 34_000,
  priceCents: 149_900,
  quantity: 1,
};
const ordinaryMattress: ShippingItem = {
  sku: FIXTURE_CASES.memberOver999.sku,
  grams: 34_000,
  priceCents: 129_900,
  quantity: 1,
};

describe('checkPostcode', () => {
  it('reshapes an eligible metro postcode', async () => {
    const {delivery, reportError} = service();
    const answer = await delivery.checkPostcode(` ${CASES.metroPostcodes.QLD} `);
    expect(answer).toEqual({
      postcode: '4000',
      eligible: true,
      regionCode: 'QLD',
      cutOffTime: expect.stringMatching(/T12:00:00\+10:00$/),
      deliveryDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      warehouseId: 'BNE01',
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('says a regional postcode is not eligible, with its state', async () => {
    const {delivery} = service();
    expect(await delivery.checkPostcode(CASES.regionalPostcode)).toMatchObject({
      eligible: false,
      regionCode: 'NSW',
      warehouseId: null,
    });
  });

  it('sends nothing for input that is not a four-digit postcode', async () => {
    const recorder = recordingFetch();
    const {delivery, reportError} = service({fetch: recorder.fetch});
    expect(await delivery.checkPostcode('20O0')).toBeNull();
    expect(await delivery.checkPostcode('')).toBeNull();
    expect(recorder.calls).toEqual([]);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('retries a retry-safe server error twice, at once', async () => {
    const attempts = answerRoute('get', '/quickship/eligible-postcode', (n) =>
      n <= DELIVERY_GET_RETRIES
        ? new HttpResponse(null, {status: 503})
        : HttpResponse.json({eligible: false, state: 'VIC'}),
    );
    const {delivery, reportError} = service();
    expect(await delivery.checkPostcode('3500')).toMatchObject({eligible: false, regionCode: 'VIC'});
    expect(attempts()).toBe(3);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('retries a network error, and reports once when every attempt fails', async () => {
    const attempts = answerRoute('get', '/quickship/eligible-postcode', () => HttpResponse.error());
    const {delivery, reportError} = service();
    expect(await delivery.checkPostcode('2000')).toBeNull();
    expect(attempts()).toBe(1 + DELIVERY_GET_RETRIES);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.any(TypeError), {
      service: 'delivery',
      method: 'GET',
      url: `${ECOM}/quickship/eligible-postcode?postcode=2000`,
      status: undefined,
    });
  });

  it('does not retry HTTP 500 (the stand-in’s fail switch), and reports it', async () => {
    setDeliveryFault('fail');
    const recorder = recordingFetch();
    const {delivery, reportError} = service({fetch: recorder.fetch});
    expect(await delivery.checkPostcode('2000')).toBeNull();
    expect(recorder.calls).toHaveLength(1);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({status: 500}));
  });

  it('gives up on a hanging service after its timeout, without retrying', async () => {
    setDeliveryFault('hang');
    const recorder = recordingFetch();
    const {delivery, reportError} = service({timeoutMs: 60, fetch: recorder.fetch});
    const started = Date.now();
    expect(await delivery.checkPostcode('2000')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(recorder.calls).toHaveLength(1);
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({name: 'TimeoutError'}),
      expect.objectContaining({service: 'delivery', method: 'GET'}),
    );
  });

  it('reports a reply it cannot read', async () => {
    answerRoute('get', '/quickship/eligible-postcode', () => HttpResponse.json({ok: true}));
    const {delivery, reportError} = service();
    expect(await delivery.checkPostcode('2000')).toBeNull();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({message: 'Unreadable eligible-postcode reply'}),
      expect.anything(),
    );
  });

  it('does not report a call cancelled because the shopper left', async () => {
    setDeliveryFault('hang');
    const controller = new AbortController();
    const {delivery, reportError} = service({signal: controller.signal});
    const pending = delivery.checkPostcode('2000');
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toBeNull();
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('stock', () => {
  it('reshapes stock levels and sends the lists comma-separated', async () => {
    const recorder = recordingFetch();
    const {delivery} = service({fetch: recorder.fetch});
    const [low] = FIXTURE_CASES.lowStockSkus;
    const [short] = FIXTURE_CASES.insufficientStockSkus;
    const levels = await delivery.stock({skus: [low, short], warehouseId: 'SYD01', quantities: [1, 2]});
    expect(levels).toEqual([
      {sku: low, available: true, lowStock: true, insufficientStock: false},
      {sku: short, available: true, lowStock: true, insufficientStock: true},
    ]);
    expect(recorder.calls[0].url).toBe(`${ECOM}/stock?skus=${low},${short}&warehouse_id=SYD01&quantities=1,2`);
  });

  it('asks for one of each when no quantities are given', async () => {
    const recorder = recordingFetch();
    const {delivery} = service({fetch: recorder.fetch});
    await delivery.stock({skus: [FIXTURE_CASES.quickship.sku], warehouseId: 'MEL01'});
    expect(recorder.calls[0].url).toContain('quantities=1');
  });

  it('sends nothing for no SKUs or no warehouse', async () => {
    const recorder = recordingFetch();
    const {delivery} = service({fetch: recorder.fetch});
    expect(await delivery.stock({skus: [], warehouseId: 'SYD01'})).toEqual([]);
    expect(await delivery.stock({skus: ['A'], warehouseId: ''})).toEqual([]);
    expect(recorder.calls).toEqual([]);
  });

  it('treats mismatched quantities as a programming error', async () => {
    const {delivery} = service();
    await expect(delivery.stock({skus: ['A', 'B'], warehouseId: 'SYD01', quantities: [1]})).rejects.toThrow(TypeError);
  });

  it('counts nothing as available when the service fails, and reports it', async () => {
    setDeliveryFault('fail');
    const {delivery, reportError} = service();
    expect(await delivery.stock({skus: [FIXTURE_CASES.quickship.sku], warehouseId: 'SYD01'})).toEqual([]);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('recovers when a retry succeeds', async () => {
    const attempts = answerRoute('get', '/stock', (n) =>
      n === 1
        ? new HttpResponse(null, {status: 502})
        : HttpResponse.json([{sku: 'A', available: 1, low_stock: 0, insufficient_stock: 'false'}]),
    );
    const {delivery} = service();
    expect(await delivery.stock({skus: ['A'], warehouseId: 'SYD01'})).toEqual([
      {sku: 'A', available: true, lowStock: false, insufficientStock: false},
    ]);
    expect(attempts()).toBe(2);
  });
});

describe('estimate', () => {
  it('posts the shipping body: postcode as a string, integer grams and cents, the member flag', async () => {
    const recorder = recordingFetch();
    const {delivery} = service({fetch: recorder.fetch});
    await delivery.estimate({
      suburb: ' Sydney ',
      postcode: '2000',
      isMember: true,
      items: [{...quickshipMattress, grams: 32.7 * 1000}],
    });
    expect(recorder.calls[0].url).toBe(`${ECOM}/shipping-simple`);
    expect(recorder.calls[0].init?.method).toBe('POST');
    expect(JSON.parse(String(recorder.calls[0].init?.body))).toEqual({
      suburb: 'Sydney',
      postcode: '2000',
      is_member: true,
      items: [{sku: quickshipMattress.sku, grams: 32700, price: 149900, quantity: 1}],
    });
  });

  it('returns metro rates in integer cents with the quickship flags', async () => {
    const {delivery, reportError} = service();
    const estimate = await delivery.estimate({
      suburb: 'Melbourne',
      postcode: CASES.metroPostcodes.VIC,
      isMember: false,
      items: [quickshipMattress, ordinaryMattress],
    });
    expect(estimate?.hasFilteredQuickship).toBe(true);
    expect(estimate?.hasAssembly).toBe(false);
    expect(estimate?.rates.map((r) => [r.serviceCode, r.priceCents])).toEqual([
      ['CHGNXTDT1-NEXT', 24800],
      ['STANDARD-METRO', 9900],
      ['CHGD-SETUP-METRO', 15900],
    ]);
    expect(estimate?.rates[0]).toMatchObject({serviceName: 'Express Delivery', store: 'MEL01'});
    expect(reportError).not.toHaveBeenCalled();
  });

  it('passes remote POA rates through for the bag to drop', async () => {
    const {delivery} = service();
    const estimate = await delivery.estimate({
      suburb: 'Alice Springs',
      postcode: CASES.remotePostcode,
      isMember: false,
      items: [ordinaryMattress],
    });
    expect(estimate?.rates.length).toBeGreaterThan(0);
    expect(estimate?.rates.every((r) => r.serviceCode.includes('POA') && r.priceCents === 0)).toBe(true);
  });

  it('sets hasAssembly for an assembly service line', async () => {
    const {delivery} = service();
    const estimate = await delivery.estimate({
      suburb: 'Sydney',
      postcode: '2000',
      isMember: false,
      items: [ordinaryMattress, {sku: 'ASSEMBLY-BED', grams: 0, priceCents: 14900, quantity: 1}],
    });
    expect(estimate?.hasAssembly).toBe(true);
  });

  it('is null and reported when the service fails; a POST is not retried', async () => {
    const attempts = answerRoute('post', '/shipping-simple', () => new HttpResponse(null, {status: 503}));
    const {delivery, reportError} = service();
    expect(
      await delivery.estimate({suburb: '', postcode: '2000', isMember: false, items: [ordinaryMattress]}),
    ).toBeNull();
    expect(attempts()).toBe(1);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), {
      service: 'delivery',
      method: 'POST',
      url: `${ECOM}/shipping-simple`,
      status: 503,
    });
  });

  it('is null after its timeout when the service hangs', async () => {
    setDeliveryFault('hang');
    const {delivery, reportError} = service({timeoutMs: 50});
    expect(
      await delivery.estimate({suburb: '', postcode: '2000', isMember: false, items: [ordinaryMattress]}),
    ).toBeNull();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({name: 'TimeoutError'}), expect.anything());
  });

  it('reads numeric prices, drops and reports rates it cannot price', async () => {
    answerRoute('post', '/shipping-simple', () =>
      HttpResponse.json({
        rates: [
          {service_code: 'STANDARD-X', service_name: 'Standard', description: 'd', store: 'S', total_price: 9900},
          {service_code: 'CHGD-X', service_name: 'Charged', description: 'd', store: 'S', total_price: '99.00'},
          {service_name: 'No code', total_price: '100'},
        ],
        hasAssembly: false,
        hasFilteredQuickship: false,
      }),
    );
    const {delivery, reportError} = service();
    const estimate = await delivery.estimate({
      suburb: '',
      postcode: '2000',
      isMember: false,
      items: [ordinaryMattress],
    });
    expect(estimate?.rates).toEqual([
      {serviceCode: 'STANDARD-X', serviceName: 'Standard', description: 'd', store: 'S', priceCents: 9900},
    ]);
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({message: expect.stringContaining('CHGD-X, rates[2]')}),
      expect.anything(),
    );
  });

  it('is null and reported when the reply has no rates list', async () => {
    answerRoute('post', '/shipping-simple', () => HttpResponse.json({error: 'nope'}));
    const {delivery, reportError} = service();
    expect(
      await delivery.estimate({suburb: '', postcode: '2000', isMember: false, items: [ordinaryMattress]}),
    ).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
