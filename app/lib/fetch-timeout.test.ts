import {describe, expect, it, vi} from 'vitest';
import {withDefaultTimeout} from './fetch-timeout';

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
