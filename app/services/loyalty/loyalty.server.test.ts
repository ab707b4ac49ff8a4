import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {http, HttpResponse} from 'msw';
import {mockServer, withStandIns} from '../../../tests/mocks/node';
import {FIXTURE_CASES} from '../../../tests/mocks/fixtures/catalogue';
import {
  handlers as loyaltyHandlers,
  resetLoyaltyStandIn,
  setLoyaltyFault,
  VELOCITY_STAND_IN_API_KEY,
} from '../../../tests/mocks/loyalty/handlers';
import type {ReportError} from '~/services/upstream/error-reporter.server';
import {createLoyaltyService, velocityPointsFromWire} from './loyalty.server';

const VELOCITY = 'http://127.0.0.1:4100/velocity';

withStandIns();
// Not yet part of tests/mocks/handlers.ts: registered here for each test.
beforeEach(() => mockServer.use(...loyaltyHandlers));
afterEach(() => resetLoyaltyStandIn());

function service(options: {apiKey?: string; timeoutMs?: number} = {}) {
  const reportError = vi.fn<ReportError>();
  const loyalty = createLoyaltyService({baseUrl: VELOCITY, apiKey: VELOCITY_STAND_IN_API_KEY, reportError, ...options});
  return {loyalty, reportError};
}

const velocityMattress = {sku: 'MAT-COOLFLOW-Q-MD', priceCents: 179_900, quantity: 1};
const ordinaryMattress = {sku: FIXTURE_CASES.memberOver999.sku, priceCents: 129_900, quantity: 2};

describe('calculatePoints', () => {
  it('returns each product’s base and bonus points and the totals', async () => {
    const {loyalty, reportError} = service();
    expect(await loyalty.calculatePoints([velocityMattress, ordinaryMattress])).toEqual({
      products: [
        {sku: velocityMattress.sku, base: 1799, bonus: 1799},
        {sku: ordinaryMattress.sku, base: 2598, bonus: 0},
      ],
      totalBase: 4397,
      totalBonus: 1799,
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('sends the api key header and integer cents', async () => {
    let seen: {key: string | null; body: unknown} | undefined;
    mockServer.use(
      http.post('*/velocity/calculate-points', async ({request}) => {
        seen = {key: request.headers.get('x-api-key'), body: await request.json()};
        return HttpResponse.json({products: [], total_base: 0, total_bonus: 0});
      }),
    );
    await service().loyalty.calculatePoints([{sku: 'A', priceCents: 1999.6, quantity: 1}]);
    expect(seen).toEqual({key: VELOCITY_STAND_IN_API_KEY, body: {items: [{sku: 'A', price: 2000, quantity: 1}]}});
  });

  it('asks nothing for an empty bag', async () => {
    const {loyalty} = service({apiKey: 'wrong'});
    expect(await loyalty.calculatePoints([])).toEqual({products: [], totalBase: 0, totalBonus: 0});
  });

  it('is null and reported with a wrong key', async () => {
    const {loyalty, reportError} = service({apiKey: 'wrong'});
    expect(await loyalty.calculatePoints([velocityMattress])).toBeNull();
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), {
      service: 'loyalty',
      method: 'POST',
      url: `${VELOCITY}/calculate-points`,
      status: 401,
    });
  });

  it('is null and reported when the service fails', async () => {
    setLoyaltyFault('fail');
    const {loyalty, reportError} = service();
    expect(await loyalty.calculatePoints([velocityMattress])).toBeNull();
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({status: 500}));
  });

  it('is null after its timeout when the service hangs', async () => {
    setLoyaltyFault('hang');
    const {loyalty, reportError} = service({timeoutMs: 50});
    const started = Date.now();
    expect(await loyalty.calculatePoints([velocityMattress])).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({name: 'TimeoutError'}), expect.anything());
  });
});

describe('velocityPointsFromWire', () => {
  it('reads digit strings and fills in missing totals', () => {
    expect(
      velocityPointsFromWire({
        products: [
          {sku: 'A', base: '12', bonus: 3},
          {sku: 'B', base: 5},
        ],
      }),
    ).toEqual({
      products: [
        {sku: 'A', base: 12, bonus: 3},
        {sku: 'B', base: 5, bonus: 0},
      ],
      totalBase: 17,
      totalBonus: 3,
    });
  });

  it.each([
    ['no products list', {total_base: 1}],
    ['a product without sku', {products: [{base: 1}]}],
    ['fractional points', {products: [{sku: 'A', base: 1.5}]}],
    ['a negative total', {products: [], total_base: -1}],
  ])('rejects %s', (_name, body) => {
    expect(velocityPointsFromWire(body)).toBeNull();
  });
});
