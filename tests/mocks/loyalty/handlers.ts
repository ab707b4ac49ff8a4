/**
 * Stand-in for the Velocity points service (`{velocity}`), mounted under
 * `/velocity` on any origin (the mock shop: `${MOCK_SHOP_ORIGIN}/velocity`):
 *   POST /velocity/calculate-points  x-api-key: VELOCITY_STAND_IN_API_KEY (or STAND_IN_VELOCITY_API_KEY, ../credentials.ts)
 *        {items: [{sku, price, quantity}]} → {products: [{sku, base, bonus}], total_base, total_bonus}
 * plus the fault switch at /__control/loyalty.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import {DEFAULT_STAND_IN_CREDENTIALS, standInCredentials} from '../credentials';
import {createFaultSwitch, type Fault, type FaultSwitch} from '../fault-switch';
import {calculatePoints, parsePointsRequest} from './points';

export const LOYALTY_PATH_PREFIX = '/velocity';

/** The key the stand-in accepts unless STAND_IN_VELOCITY_API_KEY names another (app/kernel/env.ts uses it when VELOCITY_API_KEY is unset). */
export const VELOCITY_STAND_IN_API_KEY = DEFAULT_STAND_IN_CREDENTIALS.velocityApiKey;

export function createLoyaltyHandlers({
  fault,
  apiKey = standInCredentials().velocityApiKey,
}: {
  fault: FaultSwitch;
  /** The only key accepted (default: STAND_IN_VELOCITY_API_KEY, else VELOCITY_STAND_IN_API_KEY). */
  apiKey?: string;
}): RequestHandler[] {
  return [
    ...fault.controlHandlers,
    http.post(`*${LOYALTY_PATH_PREFIX}/calculate-points`, async ({request}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      if (request.headers.get('x-api-key') !== apiKey) {
        return HttpResponse.json({message: 'Missing or invalid API key'}, {status: 401});
      }
      const parsed = parsePointsRequest(await request.json().catch(() => undefined));
      if (!parsed.ok) return HttpResponse.json({message: parsed.message}, {status: 400});
      return HttpResponse.json(calculatePoints(parsed.items));
    }),
  ];
}

/** The switch behind `handlers` (vitest and the mock shop). */
export const loyaltyFault = createFaultSwitch('loyalty');

export const handlers: RequestHandler[] = createLoyaltyHandlers({fault: loyaltyFault});

/** Make the points route misbehave (see FAULTS in ../fault-switch), or (null) answer normally again. */
export function setLoyaltyFault(fault: Fault | null): void {
  loyaltyFault.set(fault);
}

/** Back to normal behaviour (call between tests). */
export function resetLoyaltyStandIn(): void {
  loyaltyFault.set(null);
}
