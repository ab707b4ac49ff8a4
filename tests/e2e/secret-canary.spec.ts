import {readdirSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {test, expect, type APIRequestContext} from '@playwright/test';
import {
  CANARY_MOCK_SHOP_ORIGIN,
  CANARY_ORIGIN,
  canarySecrets,
  type SecretName,
} from './canary-server';

/**
 * The secret-canary sweep (project `canary`, its own server: tests/e2e/canary-server.ts). The worker runs as a
 * deployed store whose every secret (SECRET_ENV_NAMES) is a unique canary; every route is sent each
 * Object.prototype name as a query key and value, a path segment, a form intent, action and field name, on the
 * page and its `.data` (single fetch), plus a corpus of bad input. No answer may be a 5xx, and no header or body
 * may hold a canary. Every failure is collected and reported together.
 */

/**
 * Each route module of app/routes, with sample URLs from the demo data (tests/mocks/fixtures) and, for a route
 * with dynamic segments, `params`: its path with `*` where each Object.prototype name goes.
 */
const ROUTES: Record<string, {urls: string[]; params?: string[]}> = {
  '$.tsx': {urls: ['/this/does/not/exist', '/products'], params: ['/*', '/*/*']},
  '[robots.txt].tsx': {urls: ['/robots.txt']},
  '[sitemap-content.xml].tsx': {urls: ['/sitemap-content.xml']},
  '[sitemap.xml].tsx': {urls: ['/sitemap.xml']},
  '_index.tsx': {urls: ['/']},
  'api.abtasty.token.tsx': {urls: ['/api/abtasty/token']},
  'api.base64-conversion.tsx': {
    urls: [`/api/base64-conversion?url=${encodeURIComponent(`${CANARY_MOCK_SHOP_ORIGIN}/bedbuilder-bucket/options/base/oslo.png`)}`],
  },
  'api.client-errors.tsx': {urls: ['/api/client-errors']},
  'api.recommendations._index.tsx': {urls: ['/api/recommendations?placement=basket-page&seed=MAT-AURORA-Q-MD']},
  'api.recommendations.beacon.tsx': {urls: ['/api/recommendations/beacon']},
  'api.search.autocomplete.tsx': {urls: ['/api/search/autocomplete?q=auro']},
  'api.stores.nearest.tsx': {
    urls: ['/api/stores/nearest?store-postcode=3000', '/api/stores/nearest?store-postcode=Richmond'],
  },
  'api.seo-data.tsx': {urls: [`/api/seo-data?from=${encodeURIComponent('/campaign/winter-sale-2024')}`]},
  'become-a-member.tsx': {urls: ['/become-a-member']},
  'bedbuilder.pdf.tsx': {urls: ['/bedbuilder/pdf']},
  'bedbuilder.tsx': {urls: ['/bedbuilder']},
  'blogs.$uid._index.tsx': {urls: ['/blogs/sleep-guides'], params: ['/blogs/*']},
  'blogs.$uid.tagged.$tag.tsx': {urls: ['/blogs/inspiration/tagged/buying-guide'], params: ['/blogs/*/tagged/*']},
  'blogs.inspiration.$handle.tsx': {urls: ['/blogs/inspiration/how-to-choose-a-mattress'], params: ['/blogs/inspiration/*']},
  'blogs.inspiration._index.tsx': {urls: ['/blogs/inspiration', '/blogs/inspiration?page=2']},
  'campaign.$handle.tsx': {urls: ['/campaign/spring-sale'], params: ['/campaign/*']},
  'cart.tsx': {urls: ['/cart']},
  'collections.$handle.$facet.($facetValue).tsx': {
    urls: ['/collections/mattresses/size/queen'],
    params: ['/collections/mattresses/*/queen', '/collections/mattresses/size/*'],
  },
  'collections.$handle._index.tsx': {urls: ['/collections/mattresses', '/collections/beds?sort=price-asc'], params: ['/collections/*']},
  'collections.($handle).products.tsx': {urls: ['/collections/beds/products', '/collections/products'], params: ['/collections/*/products']},
  'contact-us.tsx': {urls: ['/contact-us']},
  'contact-us_.success.tsx': {urls: ['/contact-us/success']},
  'pages.$handle.tsx': {urls: ['/pages/delivery-information', '/pages/old-warranty', '/pages/shipping'], params: ['/pages/*']},
  'preview._index.tsx': {urls: ['/preview?token=no-such-ref&documentId=home']},
  'preview.campaign-sale.($handle).tsx': {urls: ['/preview/campaign-sale', '/preview/campaign-sale/spring-sale'], params: ['/preview/campaign-sale/*']},
  'preview.exit.tsx': {urls: ['/preview/exit?returnTo=%2Fcart']},
  'products.$handle.tsx': {
    urls: ['/products/aurora-hybrid-mattress', '/products/oslo-timber-bed?variant=1&store-postcode=3000'],
    params: ['/products/*'],
  },
  'products.search.tsx': {urls: ['/products/search?query=queen+mattress']},
  'sitemap.$type.$page[.xml].tsx': {urls: ['/sitemap/products/1.xml'], params: ['/sitemap/*/1.xml', '/sitemap/products/*.xml']},
  'slice-simulator.tsx': {urls: ['/slice-simulator']},
  'static-pages.$handle.tsx': {urls: ['/static-pages/privacy-policy'], params: ['/static-pages/*']},
  'store.$handle.tsx': {urls: ['/store/alexandria'], params: ['/store/*']},
  'store._index.tsx': {urls: ['/store']},
  'store.store-locator.tsx': {urls: ['/store/store-locator?q=2000']},
  'wishlist.tsx': {urls: ['/wishlist']},
  'work-with-us.tsx': {urls: ['/work-with-us']},
};

/** The names a lookup keyed by input could reach on a plain object. */
const PROTOTYPE_NAMES = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])];

/** Query keys the routes read a value from: each gets the name as its value. */
const VALUE_KEYS = [
  'q', 'query', 'sort', 'page', 'variant', 'placement', 'seed', 'from', 'url', 'returnTo', 'token', 'documentId',
  'after', 'productId', 'variantId', 'origin', 'reviews_page', 'intent', 'action', 'tag', 'material', 'colour',
  'size', 'base', 'headboard', 'filter.size', 'filter.price.low', 'store-postcode',
];

/** The routes with an action, and a page without one: the form and body corpus goes to these. */
const FORM_TARGETS = ['/cart', '/contact-us', '/wishlist', '/api/abtasty/token', '/api/client-errors', '/api/recommendations/beacon', '/'];

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * Sent byte for byte over node:http, on a connection of its own (Playwright's client would normalise `..`, add a
   * content type, and reuse a kept-alive connection).
   */
  raw?: boolean;
}

interface Answer {
  status: number;
  headers: {name: string; value: string}[];
  body: Buffer;
}

const SAME_ORIGIN = {Origin: CANARY_ORIGIN};
const FORM = {'Content-Type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN};
const JSON_TYPE = {'Content-Type': 'application/json', ...SAME_ORIGIN};
const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();

/** `/path.data` (`/_root.data` for `/`), the query kept: what Remix's single fetch asks for. */
function dataUrl(url: string): string {
  const [path, query] = splitQuery(url);
  const data = path === '/' ? '/_root.data' : `${path.replace(/\/$/, '')}.data`;
  return query ? `${data}?${query}` : data;
}

function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

function withQuery(url: string, fields: [string, string][]): string {
  const [path, query] = splitQuery(url);
  const params = new URLSearchParams(query);
  for (const [key, value] of fields) params.set(key, value);
  return `${path}?${params}`;
}

function sampleUrls(): string[] {
  return Object.values(ROUTES).flatMap((route) => route.urls);
}

/** Every probe of the sweep. */
function probes(): Probe[] {
  const list: Probe[] = [];
  const get = (path: string, headers?: Record<string, string>) => list.push({method: 'GET', path, headers});

  for (const url of sampleUrls()) {
    get(url);
    // Every name as a query key at once, bare and as a listing filter.
    const keys = PROTOTYPE_NAMES.flatMap((name): [string, string][] => [[name, 'x'], [`filter.${name}`, 'x'], [`bgfilter.${name}`, 'x']]);
    get(withQuery(url, keys));
    get(withQuery(dataUrl(url), keys));
    for (const name of PROTOTYPE_NAMES) {
      // Each name as the value of every key a route reads, and as a key (bare and as a listing filter) of its own.
      const values = [...VALUE_KEYS.map((key): [string, string] => [key, name]), [name, 'x'], [`filter.${name}`, 'x']] as [string, string][];
      get(withQuery(url, values));
      get(withQuery(dataUrl(url), values));
      // Each name as a form's intent, action and a field name, to the page and to its single-fetch action.
      const fields = form([['intent', name], ['action', name], ['_action', name], [name, 'x']]);
      list.push({method: 'POST', path: url, headers: FORM, body: fields});
      list.push({method: 'POST', path: dataUrl(url), headers: FORM, body: fields});
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) list.push({method, path: url, headers: FORM, body: form([['intent', 'x']])});
    // Broken escapes, in the path and the query.
    const [path] = splitQuery(url);
    get(`${path === '/' ? '' : path}/%ZZ`);
    get(`${path}%A`);
    get(`${url}${url.includes('?') ? '&' : '?'}q=%A&%=1&sort=%ZZ`);
    // Forged cookies: a session and a cart that were never issued, and cookies named like Object.prototype.
    get(url, {Cookie: 'session=eyJmb3JnZWQiOnRydWV9.Zm9yZ2Vk; cart=gid://shopify/Cart/forged?key=forged; cart_production=x'});
    get(url, {Cookie: PROTOTYPE_NAMES.map((name) => `${name}=x`).join('; ')});
  }

  // Each name as a dynamic path segment.
  for (const route of Object.values(ROUTES)) {
    for (const template of route.params ?? []) {
      for (const name of PROTOTYPE_NAMES) {
        const url = template.replaceAll('*', encodeURIComponent(name));
        get(url);
        get(dataUrl(url));
      }
    }
  }

  // The bag's own form: each name as its action, and as the keys of its inputs.
  for (const name of PROTOTYPE_NAMES) {
    const body = form([['cartFormInput', JSON.stringify({action: name, inputs: {}})]]);
    list.push({method: 'POST', path: '/cart', headers: FORM, body});
    list.push({method: 'POST', path: '/cart.data', headers: FORM, body});
  }
  const pollutedInputs = `{"action":"LinesAdd","inputs":{"__proto__":{"lines":[]},"constructor":{"prototype":{}},"lines":{"__proto__":[]}}}`;
  list.push({method: 'POST', path: '/cart', headers: FORM, body: form([['cartFormInput', pollutedInputs]])});
  list.push({method: 'POST', path: '/cart', headers: FORM, body: form([['cartFormInput', '{"action":']])});

  // The bad-input corpus, to every form and JSON endpoint.
  const pollutedJson = '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"message":"x","path":"/"}';
  const manyFields = form(Array.from({length: 300}, (_, i): [string, string] => [`field${i}`, 'x']));
  for (const target of FORM_TARGETS) {
    const bodies: {headers: Record<string, string>; body: string | Buffer}[] = [
      {headers: {'Content-Type': 'text/plain', ...SAME_ORIGIN}, body: 'intent=constructor'},
      {headers: JSON_TYPE, body: pollutedJson},
      {headers: JSON_TYPE, body: '{"intent":'},
      {headers: FORM, body: pollutedJson},
      {headers: {'Content-Type': 'multipart/form-data; boundary=x', ...SAME_ORIGIN}, body: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--x--\r\n'},
      {headers: {'Content-Type': 'multipart/form-data', ...SAME_ORIGIN}, body: 'not multipart at all'},
      {headers: {'Content-Type': 'application/octet-stream', ...SAME_ORIGIN}, body: Buffer.from([0xff, 0xfe, 0x00, 0x01])},
      {headers: FORM, body: manyFields},
      {headers: FORM, body: 'intent=%ZZ&%=1&email=%E0%A4%A'},
      {headers: FORM, body: 'intent=sign-in&intent=constructor&email=a@example.com&email=__proto__'},
      {headers: FORM, body: ''},
    ];
    for (const {headers, body} of bodies) {
      list.push({method: 'POST', path: target, headers, body});
      list.push({method: 'POST', path: dataUrl(target), headers, body});
    }
    // No content type at all.
    list.push({method: 'POST', path: target, headers: SAME_ORIGIN, body: 'intent=constructor', raw: true});
    // 100 kB: past what the worker drains (DISCARD_LIMIT_BYTES), so it cuts the body off and workerd drops the
    // connection after answering. Sent on a connection of its own, so no other probe is sent on a closed one.
    list.push({method: 'POST', path: target, headers: FORM, body: `intent=${'x'.repeat(100 * 1024)}`, raw: true});
  }

  // Paths a browser would never send, byte for byte: dot segments, encoded slashes, a very long query.
  for (const path of [
    '/../../etc/passwd',
    '/products/../cart',
    '/products/..%2f..%2fcart',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/collections/mattresses/..%5c..%5cwindows',
    '//evil.example/',
    '/products/aurora-hybrid-mattress/../../wishlist?intent=constructor',
    `/products/search?query=${'a'.repeat(6000)}`,
    `/collections/mattresses?${Array.from({length: 400}, (_, i) => `filter.f${i}=x`).join('&')}`,
    `/?q=${'%'.repeat(2000)}`,
  ]) {
    list.push({method: 'GET', path, raw: true});
  }
  return list;
}

async function send(request: APIRequestContext, probe: Probe): Promise<Answer> {
  if (probe.raw) return sendRaw(probe);
  const response = await request.fetch(probe.path, {
    method: probe.method,
    headers: probe.headers,
    data: probe.body,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 20_000,
  });
  return {status: response.status(), headers: response.headersArray(), body: await response.body()};
}

/** node:http sends the path as given and adds no header of its own but Host (and Content-Length for a body). */
function sendRaw(probe: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const {hostname, port} = new URL(CANARY_ORIGIN);
    const headers = {...probe.headers, Connection: 'close'};
    const outgoing = httpRequest(
      {hostname, port, method: probe.method, path: probe.path, headers, agent: false, timeout: 20_000},
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const headers: {name: string; value: string}[] = [];
          for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
            headers.push({name: incoming.rawHeaders[i], value: incoming.rawHeaders[i + 1]});
          }
          resolve({status: incoming.statusCode ?? 0, headers, body: Buffer.concat(chunks)});
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 20 s')));
    outgoing.on('error', reject);
    outgoing.end(probe.body);
  });
}

/**
 * What to look for: each canary (any case), and its base64 and base64url at each of the three alignments (a cookie
 * or a token that carried one would show it that way), edges trimmed so a neighbouring byte cannot change them.
 */
function needles(): {secret: string; text: string}[] {
  const secrets = canarySecrets();
  return (Object.keys(secrets) as SecretName[]).flatMap((name) => {
    const value = secrets[name];
    const secret = name;
    const encoded = [0, 1, 2].flatMap((shift) => {
      const bytes = Buffer.from(`${'\0'.repeat(shift)}${value}`);
      return [bytes.toString('base64').slice(4, -4), bytes.toString('base64url').slice(4, -4)];
    });
    return [{secret, text: value.toLowerCase()}, ...[...new Set(encoded)].map((text) => ({secret: `${secret}, base64`, text}))];
  });
}

function leaks(answer: Answer, lookFor: {secret: string; text: string}[]): string[] {
  const headers = answer.headers.map(({name, value}) => `${name}: ${value}`).join('\n');
  const body = answer.body.toString('latin1');
  const found = new Set<string>();
  for (const {secret, text} of lookFor) {
    const caseless = !secret.endsWith('base64');
    const inHeaders = caseless ? headers.toLowerCase().includes(text) : headers.includes(text);
    const inBody = caseless ? body.toLowerCase().includes(text) : body.includes(text);
    if (inHeaders) found.add(`${secret} in a header`);
    if (inBody) found.add(`${secret} in the body`);
  }
  return [...found];
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({length: limit}, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

const describeProbe = (probe: Probe) => {
  const path = probe.path.length > 160 ? `${probe.path.slice(0, 160)}… (${probe.path.length} chars)` : probe.path;
  const type = probe.headers?.['Content-Type'];
  const body = probe.body === undefined ? '' : ` [${type ?? 'no type'}, ${probe.body.length} B: ${String(probe.body).slice(0, 80)}]`;
  const cookie = probe.headers?.Cookie ? ` [Cookie: ${probe.headers.Cookie.slice(0, 60)}]` : '';
  return `${probe.method} ${path}${body}${cookie}`;
};

test('the route table has sample URLs for every route module in app/routes', () => {
  const files = readdirSync('app/routes').filter((file) => /\.(tsx?|jsx?)$/.test(file) && !/\.test\./.test(file));
  expect(files.filter((file) => !(file in ROUTES)), 'route modules with no sample URL here').toEqual([]);
  expect(Object.keys(ROUTES).filter((file) => !files.includes(file)), 'samples for route modules that are gone').toEqual([]);
  for (const [file, {urls}] of Object.entries(ROUTES)) expect(urls.length, file).toBeGreaterThan(0);
});

test('the search finds a canary however an answer carries it', async ({request}) => {
  const secrets = canarySecrets();
  const lookFor = needles();
  const answer = (headers: [string, string][], body: string): Answer => ({
    status: 200,
    headers: headers.map(([name, value]) => ({name, value})),
    body: Buffer.from(body),
  });
  expect(leaks(answer([['Content-Type', 'text/html']], '<p>Nothing to see</p>'), lookFor)).toEqual([]);
  expect(leaks(answer([['X-Debug', `token=${secrets.SESSION_SECRET}`]], ''), lookFor)).toEqual(['SESSION_SECRET in a header']);
  expect(leaks(answer([], `{"k":"${secrets.TWC_CLIENT_SECRET.toUpperCase()}"}`), lookFor)).toEqual(['TWC_CLIENT_SECRET in the body']);
  for (const prefix of ['', 'a', 'ab']) {
    const cookie = Buffer.from(`${prefix}{"secret":"${secrets.POSTMARK_SERVER_TOKEN}"}`).toString('base64');
    expect(leaks(answer([['Set-Cookie', `session=${cookie}`]], ''), lookFor)).toEqual(['POSTMARK_SERVER_TOKEN, base64 in a header']);
  }
  // End to end, through the same client: the Prismic stand-in echoes its request's URL (with the access token) in
  // `next_page`, which the worker never passes on.
  const {refs} = (await (await request.get(`${CANARY_MOCK_SHOP_ORIGIN}/api/v2`)).json()) as {refs: {ref: string}[]};
  const search = new URL(`${CANARY_MOCK_SHOP_ORIGIN}/api/v2/documents/search`);
  search.search = new URLSearchParams({ref: refs[0].ref, pageSize: '1', access_token: secrets.PRISMIC_ACCESS_TOKEN}).toString();
  const echoed = await send(request, {method: 'GET', path: search.toString()});
  expect(leaks(echoed, lookFor)).toEqual(['PRISMIC_ACCESS_TOKEN in the body']);
});

test('the canary server runs with the canaries, and its services accept them', async ({request}) => {
  const secrets = canarySecrets();
  expect(Object.values(secrets).filter((value) => value.startsWith('canary-')).length).toBeGreaterThan(5);
  // A deployed store with a setting missing answers 503: this one has them all.
  expect((await request.get('/')).status()).toBe(200);
  // The mock shop takes this run's canaries (this test and the server agree on them)...
  const points = await request.post(`${CANARY_MOCK_SHOP_ORIGIN}/velocity/calculate-points`, {
    headers: {'x-api-key': secrets.VELOCITY_API_KEY},
    data: {items: []},
  });
  expect(points.status()).toBe(200);
  // ...and so does the worker: a wishlist sign-in asks TWC (client, secret, tenant) and mails a code (Postmark).
  await request.delete(`${CANARY_MOCK_SHOP_ORIGIN}/__control/mail/outbox`);
  const signIn = await request.post('/wishlist.data', {
    headers: FORM,
    data: form([['intent', 'sign-in'], ['email', 'sam@example.com']]),
    maxRedirects: 0,
  });
  expect(signIn.status(), await signIn.text()).toBeLessThan(300);
  const outbox = (await (await request.get(`${CANARY_MOCK_SHOP_ORIGIN}/__control/mail/outbox`)).json()) as {messages: {To: string}[]};
  expect(outbox.messages.map((message) => message.To)).toContain('sam@example.com');
});

test('no route answers a 5xx or gives away a secret, whatever it is sent', async ({request}) => {
  test.setTimeout(300_000);
  const all = probes();
  const lookFor = needles();
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const started = Date.now();
  await eachLimited(all, 8, async (probe) => {
    let answer: Answer;
    try {
      answer = await send(request, probe);
    } catch (error) {
      failures.push(`${describeProbe(probe)} → no answer: ${(error as Error).message.split('\n')[0]}`);
      return;
    }
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const problems = [...(answer.status >= 500 ? [`status ${answer.status}`] : []), ...leaks(answer, lookFor)];
    if (problems.length > 0) {
      const excerpt = answer.status >= 500 ? ` — ${answer.body.toString('utf8').slice(0, 160).replace(/\s+/g, ' ')}` : '';
      failures.push(`${describeProbe(probe)} → ${answer.status}: ${problems.join(', ')}${excerpt}`);
    }
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
  console.log(`secret-canary sweep: ${all.length} requests in ${seconds} s, ${failures.length} failures (${byStatus})`);
  expect(failures.length, `${failures.length} of ${all.length} answers failed:\n${failures.join('\n')}\n`).toBe(0);
});
