import {request as httpRequest, Agent} from 'node:http';
import {test, expect} from './fixtures';

/**
 * The worker's refusals, request by request against the production build (issue: Security §3 and §5):
 * no redirect leaves the site, a post to a route without an action is a plain 405, and an answer that
 * left the request body unread does not break the next request on the same connection.
 * API-level: run once (the no-JS project would only repeat them).
 */
test.describe.configure({mode: 'parallel'});

const OFF_SITE = [
  'http:evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https:/evil.example/x',
  '//evil.example',
  '/\\evil.example',
  '%2F%2Fevil.example',
  'https://evil.example/',
];

test('no redirect leads off the site, however the address is spelled @js-only', async ({request, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  for (const parameter of ['return_to', 'redirect']) {
    for (const target of OFF_SITE) {
      const path = `/nonexistent-path?${parameter}=${encodeURIComponent(target)}`;
      const response = await request.get(path, {maxRedirects: 0});
      const location = response.headers()['location'];
      expect(response.status(), path).toBeLessThan(500);
      if (location) expect(new URL(location, `${origin}/`).origin, `${path} → ${location}`).toBe(origin);
    }
  }
});

test('a post to a page or API without an action is a plain 405 with Allow, no stack @js-only', async ({request, baseURL}) => {
  const cases: [string, string][] = [
    ['POST', '/'],
    ['POST', '/products/aurora-hybrid-mattress'],
    ['POST', '/bedbuilder'],
    ['POST', '/become-a-member'],
    ['DELETE', '/collections/beds'],
    ['POST', '/api/seo-data'],
    ['PUT', '/api/search/autocomplete'],
    ['POST', '/_root.data'],
  ];
  for (const [method, path] of cases) {
    const response = await request.fetch(path, {method, headers: {Origin: new URL(baseURL!).origin}, data: 'a=1'});
    const body = await response.text();
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()['allow'], `${method} ${path}`).toBe('GET, HEAD');
    expect(body, `${method} ${path}`).not.toMatch(/file:\/\/|\bat \w+ \(|dist\/server|Unexpected Server Error/);
  }
});

/** Two requests over one keep-alive connection: the second must be answered on the same socket. */
function twoOnOneConnection(baseURL: string, first: {method: string; path: string; headers?: Record<string, string>; body?: string}) {
  const agent = new Agent({keepAlive: true, maxSockets: 1});
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{status: number; reused: boolean}>((resolve, reject) => {
      const req = httpRequest(new URL(path, baseURL), {method, agent, headers}, (res) => {
        res.resume();
        res.on('end', () => resolve({status: res.statusCode ?? 0, reused: req.reusedSocket}));
      });
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  return (async () => {
    const one = await send(first.method, first.path, first.headers, first.body);
    const two = await send('GET', '/robots.txt');
    agent.destroy();
    return {one, two};
  })();
}

test('a refused body does not break the next request on the same connection @js-only', async ({baseURL}) => {
  const origin = new URL(baseURL!).origin;
  const form = {'Content-Type': 'application/x-www-form-urlencoded', Origin: origin};
  const cases = [
    {method: 'POST', path: '/api/client-errors', headers: form, body: 'a=1&b=2'},
    {method: 'POST', path: '/api/recommendations/beacon', headers: form, body: 'a=1'},
    {method: 'PUT', path: '/api/abtasty/token', headers: form, body: 'a=1'},
    {method: 'POST', path: '/api/abtasty/token', headers: {...form, 'Content-Type': 'application/json'}, body: '{"x":1}'},
    {method: 'POST', path: '/api/seo-data', headers: form, body: 'a=1'},
    {method: 'POST', path: '/bedbuilder', headers: form, body: 'a=1'},
  ];
  for (const first of cases) {
    const {one, two} = await twoOnOneConnection(baseURL!, first);
    expect(one.status, `${first.method} ${first.path}`).toBeLessThan(500);
    expect(two, `after ${first.method} ${first.path}`).toEqual({status: 200, reused: true});
  }
});
