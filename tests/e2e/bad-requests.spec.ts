import {test, expect, addToBag, productPathForSku} from './fixtures';

/**
 * Requests a browser would never send, against the production worker: each
 * gets a clear 4xx (never an empty 500), and the shopper's bag is untouched.
 * The security headers and the cart cookie's flags are checked here too.
 */
test.describe.configure({mode: 'parallel'});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const URLENCODED = {'Content-Type': 'application/x-www-form-urlencoded'};

test('a cross-origin bag post is 403 and adds nothing', async ({request, baseURL}) => {
  const add = form({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: []}})});
  for (const origin of ['https://evil.example', 'null']) {
    const response = await request.post('/cart', {data: add, headers: {...URLENCODED, Origin: origin}, maxRedirects: 0});
    expect(response.status(), origin).toBe(403);
    expect(await response.text()).toContain('another site');
  }
  const same = await request.post('/cart', {data: add, headers: {...URLENCODED, Origin: baseURL!}, maxRedirects: 0});
  expect(same.status()).toBe(400);
});

test('bodies of the wrong type, size or method get 4xx with a message', async ({request}) => {
  const cases = [
    {name: 'text/plain', status: 415, send: () => request.post('/cart', {data: 'x=1', headers: {'Content-Type': 'text/plain'}})},
    {name: 'JSON to /cart.data', status: 415, send: () => request.post('/cart.data', {data: {action: 'LinesAdd'}})},
    {name: 'no body', status: 415, send: () => request.post('/cart')},
    {name: 'DELETE', status: 405, send: () => request.delete('/cart')},
  ];
  for (const {name, status, send} of cases) {
    const response = await send();
    expect(response.status(), name).toBe(status);
    expect((await response.text()).length, `${name} has a message`).toBeGreaterThan(0);
  }
});

test('a 1 MB body is 413, refused before it is read', async ({request}) => {
  const response = await request.post('/cart', {data: `a=${'x'.repeat(1_000_000)}`, headers: URLENCODED});
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain('too large');
});

// Escapes route matching cannot decode, and broken ones (`%ZZ`), which MiniOxygen's routing worker cannot even
// parse: the preview hands those straight to the worker (scripts/broken-escape.ts).
test('a malformed percent-encoding in the path is 400, not 500', async ({request}) => {
  for (const path of ['/products/%C3%28', '/collections/%C3%28/products', '/products/%ZZ', '/%']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toBe('That address is not valid.');
  }
  // A broken escape in the query is the worker's to read (`%A` stays the text `%A`).
  expect((await request.get('/?q=%A')).status()).toBe(200);
});

test('pages carry the security headers; the cart cookie is HttpOnly and SameSite', async ({page, context}) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("'nonce-");

  await addToBag(page, productPathForSku('MIR-ROUND'));
  const cart = (await context.cookies()).find((cookie) => cookie.name === 'cart_development');
  expect(cart).toMatchObject({httpOnly: true, sameSite: 'Lax'});
});
