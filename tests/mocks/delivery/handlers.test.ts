import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {setupServer} from 'msw/node';
import {FIXTURE_CASES} from '../fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES as CASES} from '../fixtures/delivery-rates';
import {createFaultSwitch} from '../fault-switch';
import type {EligiblePostcodeReply} from './quickship';
import type {ShippingReply} from './shipping';
import type {StockReplyEntry} from './stock';
import {createDeliveryHandlers, handlers, resetDeliveryStandIn, setDeliveryFault} from './handlers';

const ECOM = 'http://127.0.0.1:4100/ecom';
const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  server.resetHandlers();
  resetDeliveryStandIn();
});
afterAll(() => server.close());

async function getJson<Body = unknown>(path: string): Promise<{status: number; body: Body}> {
  const response = await fetch(`${ECOM}${path}`);
  return {status: response.status, body: (await response.json()) as Body};
}

const estimate = (body: unknown) =>
  fetch(`${ECOM}/shipping-simple`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });

describe('delivery stand-in routes', () => {
  it('answers the eligible-postcode check with the wire fields', async () => {
    const {status, body} = await getJson<EligiblePostcodeReply>(
      `/quickship/eligible-postcode?postcode=${CASES.metroPostcodes.VIC}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({eligible: true, state: 'VIC', warehouse_id: 'MEL01'});
    expect(body.cutoff_at).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\+1[01]:00$/);
    expect(body.delivery_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('computes cut-offs from the clock it is given', async () => {
    server.use(
      ...createDeliveryHandlers({
        fault: createFaultSwitch('delivery-test'),
        now: () => new Date('2025-06-01T23:00:00Z'),
      }),
    );
    const {body} = await getJson('/quickship/eligible-postcode?postcode=2000');
    expect(body).toMatchObject({cutoff_at: '2025-06-02T12:00:00+10:00', delivery_at: '2025-06-03'});
  });

  it('rejects a postcode that is not four digits', async () => {
    expect((await getJson('/quickship/eligible-postcode?postcode=20001')).status).toBe(400);
    expect((await getJson('/quickship/eligible-postcode')).status).toBe(400);
  });

  it('answers stock per SKU in the order asked, quantities defaulting to one', async () => {
    const [low] = FIXTURE_CASES.lowStockSkus;
    const [short] = FIXTURE_CASES.insufficientStockSkus;
    const {status, body} = await getJson(`/stock?skus=${low},${short},NOPE&warehouse_id=SYD01&quantities=1,2,1`);
    expect(status).toBe(200);
    expect(body).toEqual([
      {sku: low, available: true, low_stock: true, insufficient_stock: false},
      {sku: short, available: true, low_stock: true, insufficient_stock: true},
      {sku: 'NOPE', available: false, low_stock: false, insufficient_stock: false},
    ]);
    const single = await getJson<StockReplyEntry[]>(`/stock?skus=${short}&warehouse_id=SYD01`);
    expect(single.body[0].insufficient_stock).toBe(false);
  });

  it('rejects a stock query without SKUs, with an unknown warehouse or mismatched quantities', async () => {
    expect((await getJson('/stock?warehouse_id=SYD01')).status).toBe(400);
    expect((await getJson('/stock?skus=A&warehouse_id=HOB01')).status).toBe(400);
    expect((await getJson('/stock?skus=A,B&warehouse_id=SYD01&quantities=1')).status).toBe(400);
  });

  it('quotes shipping with total_price as a string of cents', async () => {
    const response = await estimate({
      suburb: 'Sydney',
      postcode: '2000',
      is_member: false,
      items: [{sku: FIXTURE_CASES.quickship.sku, grams: 34000, price: 149900, quantity: 1}],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ShippingReply;
    expect(body).toMatchObject({hasAssembly: false, hasFilteredQuickship: false});
    expect(body.rates[0]).toEqual({
      description: expect.any(String),
      service_code: 'CHGNXTDT1-NEXT',
      service_name: 'Express Delivery',
      store: 'SYD01',
      total_price: '14900',
    });
  });

  it('rejects a numeric postcode and a body that is not JSON', async () => {
    const numeric = await estimate({suburb: 'Sydney', postcode: 2000, is_member: false, items: []});
    expect(numeric.status).toBe(400);
    expect(await numeric.json()).toEqual({message: 'postcode must be a string'});
    const garbage = await fetch(`${ECOM}/shipping-simple`, {method: 'POST', body: 'postcode=2000'});
    expect(garbage.status).toBe(400);
  });
});

describe('delivery fault switch', () => {
  it('fails every route with HTTP 500 while on, and recovers when switched off', async () => {
    setDeliveryFault('fail');
    expect((await getJson('/quickship/eligible-postcode?postcode=2000')).status).toBe(500);
    expect((await getJson('/stock?skus=A&warehouse_id=SYD01')).status).toBe(500);
    expect((await estimate({postcode: '2000', items: []})).status).toBe(500);
    setDeliveryFault(null);
    expect((await getJson('/quickship/eligible-postcode?postcode=2000')).status).toBe(200);
  });

  it('hangs until the caller gives up', async () => {
    setDeliveryFault('hang');
    const started = Date.now();
    await expect(
      fetch(`${ECOM}/quickship/eligible-postcode?postcode=2000`, {signal: AbortSignal.timeout(80)}),
    ).rejects.toMatchObject({name: 'TimeoutError'});
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
  });

  it('lets hanging requests go when the switch changes', async () => {
    setDeliveryFault('hang');
    const pending = fetch(`${ECOM}/stock?skus=A&warehouse_id=SYD01`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    resetDeliveryStandIn();
    expect((await pending).status).toBe(503);
  });

  it('can be flipped over HTTP, as Playwright does through the mock shop', async () => {
    const control = (body: unknown) =>
      fetch('http://127.0.0.1:4100/__control/delivery', {method: 'POST', body: JSON.stringify(body)});
    expect(await (await control({fault: 'fail'})).json()).toEqual({service: 'delivery', fault: 'fail'});
    expect((await getJson('/quickship/eligible-postcode?postcode=2000')).status).toBe(500);
    expect((await control({fault: 'sometimes'})).status).toBe(400);
    await control({fault: null});
    expect((await getJson('/quickship/eligible-postcode?postcode=2000')).status).toBe(200);
    expect(await (await fetch('http://127.0.0.1:4100/__control/delivery')).json()).toEqual({
      service: 'delivery',
      fault: null,
    });
  });
});
