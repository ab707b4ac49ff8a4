import {describe, expect, it} from 'vitest';
import {withStandIns} from './node';
import {FAULTS, parseFault, type Fault} from './fault-switch';
import {readBodyText} from '~/services/upstream/read-body';
import {STAND_IN_FAULTS, type Upstream} from './faults';
import {VELOCITY_STAND_IN_API_KEY} from './loyalty/handlers';
import {POSTMARK_STAND_IN_TOKEN} from './mail/postmark';
import {TWC_STAND_IN_CLIENT_ID, TWC_STAND_IN_CLIENT_SECRET, TWC_STAND_IN_TENANT} from './wishlist/handlers';
import {ABTASTY_STAND_IN_CLIENT_ID, ABTASTY_STAND_IN_CLIENT_SECRET} from './experiments/handlers';
import {STAND_IN_YOTPO_APP_KEY} from '~/config/reviews';

withStandIns();

const ORIGIN = 'http://127.0.0.1:4100';
const GIVE_UP_MS = 200;

const postJson = (body: unknown, headers: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: {'Content-Type': 'application/json', ...headers},
  body: JSON.stringify(body),
});

/** A request each upstream's switch covers, which answers 200 while the switch is off. */
const CALLS: Record<Upstream, [path: string, init?: RequestInit]> = {
  storefront: [
    '/api/2025-04/graphql.json',
    postJson({query: '{ shop { name } }'}, {'X-Shopify-Storefront-Access-Token': 'token'}),
  ],
  prismic: ['/api/v2'],
  delivery: ['/ecom/quickship/eligible-postcode?postcode=2000'],
  loyalty: ['/velocity/calculate-points', postJson({items: []}, {'x-api-key': VELOCITY_STAND_IN_API_KEY})],
  search: ['/searchspring/api/search/search.json?siteId=dhdemo&q=bed'],
  experiments: [
    '/abtasty/oauth/v2/token',
    postJson(
      {client_id: ABTASTY_STAND_IN_CLIENT_ID, client_secret: ABTASTY_STAND_IN_CLIENT_SECRET, grant_type: 'client_credentials'},
      {},
    ),
  ],
  reviews: [`/yotpo/v1/widget/${STAND_IN_YOTPO_APP_KEY}/products/7000000101/reviews.json?page=1&per_page=5`],
  wishlist: [
    `/twc/auth/realms/${TWC_STAND_IN_TENANT}/protocol/openid-connect/token`,
    {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: TWC_STAND_IN_CLIENT_ID,
        client_secret: TWC_STAND_IN_CLIENT_SECRET,
      }).toString(),
    },
  ],
  mail: [
    '/postmark/email',
    postJson(
      {From: 'shop@example.com', To: 'shopper@example.com', Subject: 'Hi', TextBody: 'Hi', MessageStream: 'outbound'},
      {'X-Postmark-Server-Token': POSTMARK_STAND_IN_TOKEN},
    ),
  ],
};

const call = (upstream: Upstream, signal?: AbortSignal) => {
  const [path, init] = CALLS[upstream];
  return fetch(`${ORIGIN}${path}`, {...init, signal});
};

/** What a client of the stand-in sees for each fault. */
const SEEN: Record<Fault, (send: (signal: AbortSignal) => Promise<Response>) => Promise<void>> = {
  fail: async (send) => {
    const response = await send(AbortSignal.timeout(GIVE_UP_MS));
    expect(response.status).toBe(500);
    expect(await response.json()).toHaveProperty('message');
  },
  'rate-limited': async (send) => {
    const response = await send(AbortSignal.timeout(GIVE_UP_MS));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(await response.json()).toHaveProperty('message');
  },
  malformed: async (send) => {
    const response = await send(AbortSignal.timeout(GIVE_UP_MS));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  },
  refused: async (send) => {
    await expect(send(AbortSignal.timeout(GIVE_UP_MS))).rejects.toThrow(TypeError);
  },
  hang: async (send) => {
    await expect(send(AbortSignal.timeout(GIVE_UP_MS))).rejects.toMatchObject({name: 'TimeoutError'});
  },
  stalled: async (send) => {
    const signal = AbortSignal.timeout(GIVE_UP_MS);
    const response = await send(signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    // Read as the worker reads bodies: the client's time limit ends the wait (msw's in-process responses
    // do not always pass a late abort on to the body, so a plain text() could wait for ever under load).
    await expect(readBodyText(response, signal)).rejects.toMatchObject({name: 'TimeoutError'});
  },
};

describe('parseFault', () => {
  it('accepts every fault and null, and nothing else', () => {
    for (const fault of FAULTS) expect(parseFault(fault)).toBe(fault);
    expect(parseFault(null)).toBeNull();
    expect(parseFault('sometimes')).toBeUndefined();
    expect(parseFault(undefined)).toBeUndefined();
  });
});

describe.each(Object.keys(STAND_IN_FAULTS) as Upstream[])('the %s stand-in', (upstream) => {
  const sw = STAND_IN_FAULTS[upstream];

  it('answers normally while its switch is off', async () => {
    expect((await call(upstream)).status).toBe(200);
  });

  it.each(FAULTS)('answers %s the way a flaky network does', async (fault) => {
    sw.set(fault);
    await SEEN[fault]((signal) => call(upstream, signal));
  });

  it('is switched over HTTP at /__control/' + sw.service, async () => {
    const control = `${ORIGIN}/__control/${sw.service}`;
    const post = (body: unknown) => fetch(control, {method: 'POST', body: JSON.stringify(body)});
    expect(await (await post({fault: 'rate-limited'})).json()).toEqual({service: sw.service, fault: 'rate-limited'});
    expect((await call(upstream)).status).toBe(429);
    expect((await post({fault: 'sometimes'})).status).toBe(400);
    await post({fault: null});
    expect(await (await fetch(control)).json()).toEqual({service: sw.service, fault: null});
    expect((await call(upstream)).status).toBe(200);
  });
});

describe('changing the switch', () => {
  it('lets a hanging request go with HTTP 503', async () => {
    STAND_IN_FAULTS.delivery.set('hang');
    const pending = call('delivery');
    await new Promise((resolve) => setTimeout(resolve, 20));
    STAND_IN_FAULTS.delivery.set(null);
    expect((await pending).status).toBe(503);
  });

  it('ends a stalled body where it stopped', async () => {
    STAND_IN_FAULTS.prismic.set('stalled');
    const response = await call('prismic');
    const text = response.text();
    STAND_IN_FAULTS.prismic.set('fail');
    expect(await text).toBe('{"data":');
  });
});

describe('what the switches leave alone', () => {
  it('keeps the checkout page and content images up', async () => {
    STAND_IN_FAULTS.storefront.set('fail');
    STAND_IN_FAULTS.prismic.set('fail');
    // The checkout page's own 404 (no such cart), not the injected 500.
    expect((await fetch(`${ORIGIN}/cart/c/no-such-cart?key=none`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}/content-images/hero-bedroom.svg`)).status).toBe(200);
  });
});
