import {describe, expect, it} from 'vitest';
import * as prismic from '@prismicio/client';
import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {
  CONTENT_DEADLINE_MS,
  CONTENT_MAX_RETRIES,
  DEFAULT_RETRY_AFTER_MS,
  contentFetch,
  createContentClient,
  madeOnFirstUse,
  retryAfterMs,
  retryDelayMs,
} from './client.server';

const URL_ = 'https://content.test/api/v2';

/** A fetch that answers from a script, one entry per call, and records each call. */
function fakeFetch(answer: (call: number, init: RequestInit) => Response | Promise<Response>) {
  const calls: RequestInit[] = [];
  const fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(init);
    return answer(calls.length, init);
  }) as typeof globalThis.fetch;
  return {fetch, calls};
}

/** Never answers; rejects with the signal's reason when it aborts, as fetch does. */
function hang(init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
}

async function elapsed<T>(work: () => Promise<T>): Promise<{ms: number; result: PromiseSettledResult<T>}> {
  const start = Date.now();
  const [result] = await Promise.allSettled([work()]);
  return {ms: Date.now() - start, result};
}

describe('retryDelayMs', () => {
  it('retries network errors and 500/502/503/504 at once, at most twice', () => {
    expect(CONTENT_MAX_RETRIES).toBe(2);
    for (const status of [500, 502, 503, 504]) {
      expect(retryDelayMs({status}, 0, 3000)).toBe(0);
      expect(retryDelayMs({status}, 1, 3000)).toBe(0);
      expect(retryDelayMs({status}, 2, 3000)).toBeNull();
    }
    expect(retryDelayMs({networkError: true}, 0, 3000)).toBe(0);
    expect(retryDelayMs({networkError: true}, 2, 3000)).toBeNull();
  });

  it('does not retry other answers, or once the budget is spent', () => {
    for (const status of [200, 400, 401, 404, 410, 501]) expect(retryDelayMs({status}, 0, 3000)).toBeNull();
    expect(retryDelayMs({status: 503}, 0, 0)).toBeNull();
  });

  it('waits out a 429 only when Retry-After fits in the remaining budget', () => {
    expect(retryDelayMs({status: 429, retryAfter: '1'}, 0, 3000)).toBe(1000);
    expect(retryDelayMs({status: 429, retryAfter: '0'}, 1, 3000)).toBe(0);
    expect(retryDelayMs({status: 429, retryAfter: '3'}, 0, 3000)).toBeNull();
    expect(retryDelayMs({status: 429, retryAfter: '120'}, 0, 3000)).toBeNull();
    expect(retryDelayMs({status: 429, retryAfter: '0'}, 2, 3000)).toBeNull();
    expect(retryDelayMs({status: 429}, 0, 3000)).toBe(DEFAULT_RETRY_AFTER_MS);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(retryAfterMs(null, now)).toBe(DEFAULT_RETRY_AFTER_MS);
  });
});

describe('contentFetch', () => {
  it('retries a 503 twice, then hands the last answer on', async () => {
    const {fetch, calls} = fakeFetch(() => new Response('down', {status: 503}));
    const response = await contentFetch(fetch)(URL_);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('down');
    expect(calls).toHaveLength(3);
  });

  it('answers with the first success', async () => {
    const {fetch, calls} = fakeFetch((call) =>
      call === 1 ? Promise.reject(new TypeError('fetch failed')) : Response.json({ok: true}),
    );
    const response = await contentFetch(fetch)(URL_);
    expect(await response.json()).toEqual({ok: true});
    expect(calls).toHaveLength(2);
  });

  it('throws the network error after two retries', async () => {
    const {fetch, calls} = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(contentFetch(fetch)(URL_)).rejects.toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 404', async () => {
    const {fetch, calls} = fakeFetch(() => new Response('{}', {status: 404}));
    expect((await contentFetch(fetch)(URL_)).status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  it('turns a 429 it cannot wait for into a 503 at once, so @prismicio/client does not loop', async () => {
    const {fetch, calls} = fakeFetch(() => new Response('', {status: 429, headers: {'Retry-After': '120'}}));
    const {ms, result} = await elapsed(() => contentFetch(fetch)(URL_));
    expect(result.status === 'fulfilled' && result.value.status).toBe(503);
    expect(calls).toHaveLength(1);
    expect(ms).toBeLessThan(200);
  });

  it('waits out a 429 that fits, then succeeds', async () => {
    const {fetch, calls} = fakeFetch((call) =>
      call === 1 ? new Response('', {status: 429, headers: {'Retry-After': '0.05'}}) : Response.json({ok: true}),
    );
    const {ms, result} = await elapsed(() => contentFetch(fetch)(URL_));
    expect(result.status === 'fulfilled' && result.value.status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(40);
  });

  it('a 429 forever ends as a 503 after two retries', async () => {
    const {fetch, calls} = fakeFetch(() => new Response('', {status: 429, headers: {'Retry-After': '0'}}));
    expect((await contentFetch(fetch)(URL_)).status).toBe(503);
    expect(calls).toHaveLength(3);
  });

  it('does not retry a timeout, and shares one budget between calls', async () => {
    const {fetch, calls} = fakeFetch((_, init) => hang(init));
    const send = contentFetch(fetch, 100);
    const {ms, result} = await elapsed(() => send(URL_));
    expect(result).toMatchObject({status: 'rejected', reason: {name: 'TimeoutError'}});
    expect(calls).toHaveLength(1);
    expect(ms).toBeLessThan(300);

    await expect(send(URL_)).rejects.toMatchObject({name: 'TimeoutError'});
    expect(calls, 'no budget left: no second request').toHaveLength(1);
  });

  it('ends a stalled body within the budget', async () => {
    const stalled = () =>
      new Response(
        new ReadableStream({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"')),
        }),
        {status: 200, headers: {'Content-Type': 'application/json'}},
      );
    const {fetch} = fakeFetch(stalled);
    const {ms, result} = await elapsed(() => contentFetch(fetch, 100)(URL_));
    expect(result).toMatchObject({status: 'rejected', reason: {name: 'TimeoutError'}});
    expect(ms).toBeLessThan(300);
  });

  it("stops, without retrying, when the caller's signal aborts", async () => {
    const {fetch, calls} = fakeFetch((_, init) => hang(init));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(contentFetch(fetch)(URL_, {signal: controller.signal})).rejects.toMatchObject({name: 'AbortError'});
    expect(calls).toHaveLength(1);
  });
});

describe('createContentClient', () => {
  it('gives up on a repository that answers 429 forever, within the budget and in few requests', async () => {
    const {fetch, calls} = fakeFetch(() => new Response('', {status: 429}));
    const client = createContentClient({endpoint: URL_}, {fetch});
    const {ms, result} = await elapsed(() => client.getSingle('home_page'));
    expect(result.status === 'rejected' && result.reason).toBeInstanceOf(prismic.PrismicError);
    expect(ms).toBeLessThan(CONTENT_DEADLINE_MS + 200);
    expect(calls.length).toBeLessThanOrEqual(3);
  });

  it('a 200 whose body is not JSON is an error', async () => {
    const {fetch} = fakeFetch(() => new Response('<html>oops</html>', {status: 200}));
    await expect(createContentClient({endpoint: URL_}, {fetch}).getSingle('home_page')).rejects.toBeInstanceOf(
      SyntaxError,
    );
  });
});

describe('madeOnFirstUse', () => {
  it('makes the client when content is first read, once, and reads through it', async () => {
    const {fetch, calls} = fakeFetch(() =>
      Response.json({refs: [{id: 'master', ref: 'ref-1', isMasterRef: true}], integrationFieldsRef: null, types: {}}),
    );
    let made = 0;
    const client = madeOnFirstUse(() => (made++, createContentClient({endpoint: URL_}, {fetch})));
    expect(made).toBe(0);
    expect(calls).toHaveLength(0);

    await expect(client.getMasterRef()).resolves.toMatchObject({ref: 'ref-1'});
    client.queryContentFromRef('preview-ref');
    await expect(client.getMasterRef()).resolves.toMatchObject({ref: 'ref-1'});
    expect(made).toBe(1);
    expect(client.documentAPIEndpoint).toBe(URL_);
  });
});

describe('cachedContentFetch', () => {
  const REPOSITORY = {refs: [{id: 'master', ref: 'REF1', isMasterRef: true, label: 'Master'}], languages: [], types: {}, tags: []};
  const DOCUMENTS = {page: 1, results_per_page: 1, results_size: 0, total_results_size: 0, total_pages: 0, next_page: null, prev_page: null, results: []};

  function cachedClient(answer: (url: string) => Response) {
    const urls: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return answer(String(input));
    }) as typeof globalThis.fetch;
    const withCache = createWithCache({
      cache: new InMemoryCache() as unknown as Cache,
      waitUntil: () => {},
      request: new Request('http://localhost:3000/'),
    });
    return {urls, client: () => createContentClient({endpoint: URL_}, {fetch, withCache})};
  }

  it('asks Prismic once for the ref and once for the documents, then answers from the cache', async () => {
    const {urls, client} = cachedClient((url) => Response.json(url.includes('/documents/search') ? DOCUMENTS : REPOSITORY));
    for (let view = 0; view < 3; view++) await client().getAllByType('page');
    expect(urls.filter((url) => url.endsWith('/api/v2'))).toHaveLength(1);
    expect(urls.filter((url) => url.includes('/documents/search') && url.includes('ref=REF1'))).toHaveLength(1);
  });

  it('keeps nothing that is not a 200: the next page view asks again', async () => {
    let failing = true;
    const {urls, client} = cachedClient((url) =>
      failing && url.includes('/documents/search')
        ? Response.json({type: 'api_notfound_error', message: 'gone'}, {status: 404})
        : Response.json(url.includes('/documents/search') ? DOCUMENTS : REPOSITORY),
    );
    await expect(client().getAllByType('page')).rejects.toBeInstanceOf(prismic.PrismicError);
    failing = false;
    await client().getAllByType('page');
    expect(urls.filter((url) => url.includes('/documents/search')).length).toBeGreaterThanOrEqual(2);
  });
});
