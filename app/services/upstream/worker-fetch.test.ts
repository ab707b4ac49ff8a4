import {describe, expect, it, vi} from 'vitest';
import {withDefaultTimeout, withStorefrontReplyCheck, workerFetch} from './worker-fetch';

describe('withDefaultTimeout', () => {
  it('gives a request without a signal a time limit', async () => {
    const base = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      await new Promise((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        setTimeout(resolve, 1_000);
      });
      return new Response('late');
    });
    await expect(withDefaultTimeout(base as typeof fetch, 20)('https://shop.example/api')).rejects.toThrow(/timed out|abort/i);
  });

  it('keeps the signal a caller set', async () => {
    const base = vi.fn(async () => new Response('ok'));
    const signal = new AbortController().signal;
    await withDefaultTimeout(base as typeof fetch, 20)('https://shop.example/api', {signal});
    expect(base).toHaveBeenCalledWith('https://shop.example/api', {signal});
  });
});

describe('withStorefrontReplyCheck', () => {
  const API = 'https://shop.example/api/2025-04/graphql.json';
  const reply = (body: BodyInit, status = 200) => vi.fn(async () => new Response(body, {status})) as unknown as typeof fetch;

  it('passes a GraphQL reply through unchanged', async () => {
    const response = await withStorefrontReplyCheck(reply('{"data":{"shop":{"name":"x"}}}'))(API);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({data: {shop: {name: 'x'}}});
  });

  it.each([
    ['a truncated body', '{"data": {"produ'],
    ['an empty body', ''],
    ['JSON that is not a GraphQL reply', '"ok"'],
  ])('turns %s into a 502 Hydrogen will not cache', async (_name, body) => {
    const response = await withStorefrontReplyCheck(reply(body))(API);
    expect(response.status).toBe(502);
  });

  it('turns a body that stops arriving into a 502 once the time limit ends it', async () => {
    const stalled = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, {status: 200});
    }) as unknown as typeof fetch;
    const started = Date.now();
    const response = await workerFetch(stalled, 50)(API);
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('leaves other upstreams and error statuses alone', async () => {
    expect((await withStorefrontReplyCheck(reply('not json'))('https://ecom.example/stock')).status).toBe(200);
    expect((await withStorefrontReplyCheck(reply('oops', 500))(API)).status).toBe(500);
  });
});
