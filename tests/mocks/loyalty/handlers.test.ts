import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {setupServer} from 'msw/node';
import {FIXTURE_CASES} from '../fixtures/catalogue';
import {handlers, resetLoyaltyStandIn, setLoyaltyFault, VELOCITY_STAND_IN_API_KEY} from './handlers';
import {calculatePoints, parsePointsRequest} from './points';

const VELOCITY = 'http://127.0.0.1:4100/velocity';
const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  server.resetHandlers();
  resetLoyaltyStandIn();
});
afterAll(() => server.close());

const velocityMattress = 'MAT-COOLFLOW-Q-MD'; // tagged velocity-campaign, $1799

function calculate(body: unknown, apiKey: string | null = VELOCITY_STAND_IN_API_KEY, signal?: AbortSignal) {
  return fetch(`${VELOCITY}/calculate-points`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(apiKey === null ? {} : {'x-api-key': apiKey})},
    body: JSON.stringify(body),
    signal,
  });
}

describe('points rules', () => {
  it('gives a base point per whole dollar of each line', () => {
    const reply = calculatePoints([{sku: FIXTURE_CASES.memberOver999.sku, price: 129999, quantity: 2}]);
    expect(reply).toEqual({
      products: [{sku: FIXTURE_CASES.memberOver999.sku, base: 2599, bonus: 0}],
      total_base: 2599,
      total_bonus: 0,
    });
  });

  it('doubles points on velocity-campaign products and gives none for donations', () => {
    const reply = calculatePoints([
      {sku: velocityMattress, price: 179900, quantity: 1},
      {sku: 'DONATION-10', price: 1000, quantity: 1},
      {sku: 'UNKNOWN-SKU', price: 5050, quantity: 1},
    ]);
    expect(reply.products).toEqual([
      {sku: velocityMattress, base: 1799, bonus: 1799},
      {sku: 'DONATION-10', base: 0, bonus: 0},
      {sku: 'UNKNOWN-SKU', base: 50, bonus: 0},
    ]);
    expect([reply.total_base, reply.total_bonus]).toEqual([1849, 1799]);
  });

  it('rejects items without integer cents', () => {
    expect(parsePointsRequest({items: [{sku: 'X', price: 17.99, quantity: 1}]}).ok).toBe(false);
    expect(parsePointsRequest({products: []}).ok).toBe(false);
  });
});

describe('loyalty stand-in route', () => {
  it('answers products and totals to the right key', async () => {
    const response = await calculate({items: [{sku: velocityMattress, price: 179900, quantity: 1}]});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      products: [{sku: velocityMattress, base: 1799, bonus: 1799}],
      total_base: 1799,
      total_bonus: 1799,
    });
  });

  it('answers 401 without a key or with a wrong one', async () => {
    expect((await calculate({items: []}, null)).status).toBe(401);
    expect((await calculate({items: []}, 'wrong-key')).status).toBe(401);
  });

  it('answers 400 to a malformed body', async () => {
    expect((await calculate({items: [{sku: 'X'}]})).status).toBe(400);
  });

  it('fails or hangs on purpose, switched by function or over HTTP', async () => {
    setLoyaltyFault('fail');
    expect((await calculate({items: []})).status).toBe(500);
    await fetch('http://127.0.0.1:4100/__control/loyalty', {method: 'POST', body: JSON.stringify({fault: 'hang'})});
    await expect(calculate({items: []}, VELOCITY_STAND_IN_API_KEY, AbortSignal.timeout(50))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    resetLoyaltyStandIn();
    expect((await calculate({items: []})).status).toBe(200);
  });
});
