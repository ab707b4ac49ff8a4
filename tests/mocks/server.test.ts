/**
 * The mock shop over real HTTP (no msw interception here): faults must reach
 * a client the way a real server's do, socket and stream included.
 */
import {afterEach, expect, it} from 'vitest';
import {mockShopForThisFile} from '../support/mock-shop';
import {STAND_IN_FAULTS} from './faults';

const shop = mockShopForThisFile('server');

afterEach(() => {
  for (const fault of Object.values(STAND_IN_FAULTS)) fault.set(null);
});

const graphql = () =>
  fetch(`${shop.origin}/api/2025-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'token'},
    body: JSON.stringify({query: '{ shop { name } }'}),
  });

it('listens on a free port when given 0', () => {
  expect(shop.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(shop.origin).not.toMatch(/:0$/);
});

it('hangs up without an answer when refused', async () => {
  STAND_IN_FAULTS.delivery.set('refused');
  await expect(fetch(`${shop.origin}/ecom/quickship/eligible-postcode?postcode=2000`)).rejects.toThrow(TypeError);
  STAND_IN_FAULTS.delivery.set(null);
  expect((await fetch(`${shop.origin}/ecom/quickship/eligible-postcode?postcode=2000`)).status).toBe(200);
});

it('sends the headers and the first bytes of a stalled body, then nothing until the client gives up', async () => {
  STAND_IN_FAULTS.prismic.set('stalled');
  const response = await fetch(`${shop.origin}/api/v2`, {signal: AbortSignal.timeout(200)});
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/json');
  const reader = response.body!.getReader();
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toBe('{"data":');
  await expect(reader.read()).rejects.toMatchObject({name: 'TimeoutError'});
});

it('switches the Storefront API over HTTP', async () => {
  const control = (fault: unknown) =>
    fetch(`${shop.origin}/__control/storefront`, {method: 'POST', body: JSON.stringify({fault})});
  expect(await (await control('malformed')).json()).toEqual({service: 'storefront', fault: 'malformed'});
  const broken = await graphql();
  expect(broken.status).toBe(200);
  await expect(broken.json()).rejects.toThrow(SyntaxError);

  await control(null);
  expect(await (await graphql()).json()).toHaveProperty('data.shop.name');
});
